// Scaffolding: replaced by the Text module.
