"""The evaluation's own code (drafting.eval): its scoring and the swap probe of unlisted
clubs (a package, so that its test files' names may repeat another folder's)."""
