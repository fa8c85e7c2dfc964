"""Rounds of reports in one language (English, French, German, Spanish), each file many
facts as that language's writers tell them (a package, so that its test files' names may
repeat another folder's)."""
