"""The players of the incident: positions, involvements without a touch, goalkeepers, names
and role words (a package, so that its test files' names may repeat another folder's)."""
