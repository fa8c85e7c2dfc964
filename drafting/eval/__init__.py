"""The draft extractor's evaluation: paragraphs in our own words with their expected drafts
(``en/*.yaml``, see README.md), scored field by field (``score``), run by ``make eval``
(``run``). A tool for developers: nothing in the ``drafting`` package imports it."""
