"""The rule book's step definitions: features/*.feature run against the engine."""
