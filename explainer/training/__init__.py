"""The trainer's question bank: questions drawn from the casebook, the rule book's
scenarios and their variants, each answered by the engine (never stored).

- ``recorded``: the incidents the rule book's scenarios build, shipped in the package;
- ``material``: every incident a question may be asked of, and its variants;
- ``questions``: the questions of one incident, their choices and answers;
- ``bank``: the bank, made once per process, and its filters;
- ``gift``: the bank as Moodle GIFT text;
- ``sets``: a reader's set of questions on the /train pages, held in its address.

Nothing here words anything: the prompts and choices are in templates/training/.
"""
