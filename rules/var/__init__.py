"""The VAR protocol as it bears on goals: review, measurement, alternatives."""
