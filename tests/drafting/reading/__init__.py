"""How the drafter reads a text: the whole draft, its language, the focus on the decided
goal, and its work (scan, prefilter, lazy patterns, skips, bounds) (a package, so that its
test files' names may repeat another folder's)."""
