// Scaffolding: replaced by the Platform module.
