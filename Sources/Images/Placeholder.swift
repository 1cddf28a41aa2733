// Scaffolding: replaced by the Images module.
