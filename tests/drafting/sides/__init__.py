"""The drafter's sides and teams: home and away, the attacking and the defending side, clubs
no table lists (a package, so that its test files' names may repeat another folder's)."""
