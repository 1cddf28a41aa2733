// Scaffolding: replaced by the Input module.
