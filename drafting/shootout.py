"""The sentences telling of a penalty shoot-out, or of attempts counted: no move of the
incident's.

A report on a goal ruled out late in a cup tie often ends with the shoot-out that settled
it ("In the shoot-out Varga saved twice", "Im Elfmeterschießen parierte Moos zweimal",
"lors de la séance de tirs au but", "en la tanda de penaltis"), or counts a goalkeeper's
saves ("who saved two penalties", "making two fine saves"). A save or kick told so is
another attempt: its goalkeeper and kickers touched nothing in the move the officials
decided on. The language's ``grammar.shootout`` (words.yaml) names both cues.

Read here: each sentence of the narrative the cue is found in, and, when such a sentence
comes after the last decision told, the sentences after it in its paragraph (the shoot-out
told on: "The shoot-out was an anti-climax. Barišić saved from Morishita, ..."). A sentence
telling of a decision is never one of them, nor the move's own: the incident is told there.
"""

from __future__ import annotations

from drafting.focus import Span, sentences_with
from drafting.lazy import Regex
from drafting.reading import Reading


def shootout_sentences(
    r: Reading, shootout: Regex | None, decided: set[int], span: Span | None
) -> set[int]:
    """The sentences telling of a shoot-out or of counted attempts (see the module's
    docstring); none where the language gives no cue."""
    if shootout is None:
        return set()
    told = sentences_with(r, [shootout])
    if not told:
        return set()
    sentences = r.sentences
    last = max(decided, default=-1)
    out = set(told)
    for s in told:
        if s <= last:
            continue
        k = s + 1
        while k < len(sentences) and sentences[k].paragraph == sentences[s].paragraph:
            out.add(k)
            k += 1
    keep = set(decided) | ({span.move} if span is not None else set())
    return out - keep
