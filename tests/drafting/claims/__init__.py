"""The drafter's claims: who speaks a quotation and what it is about (a package, so that
its test files' names may repeat another folder's)."""
