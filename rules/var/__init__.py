"""The VAR protocol as it bears on goals: review and measurement."""
