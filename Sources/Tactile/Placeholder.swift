// Scaffolding: replaced by the Tactile module.
