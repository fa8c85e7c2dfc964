"""The match and the incident in it: competition, day, minute, the restart that began the
move, the candidates of a text (a package, so that its test files' names may repeat
another folder's)."""
