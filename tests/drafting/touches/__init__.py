"""The touches of the move and the officials' verdict on a defender's touch (a package, so
that its test files' names may repeat another folder's)."""
