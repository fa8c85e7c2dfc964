"""Which language a report is written in: the one whose most common short words it uses.

Drafting reads English, French, German and Spanish (``SUPPORTED``, each with its data files
in ``drafting/data/<language>/``). A text in another language the detector knows (Italian,
Portuguese, Dutch) is refused with its name, so the person knows why nothing was drafted;
a text with too few common words of any language (a list of names) is read as English.
Counting words is linear in the text and needs no model.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from pathlib import Path

#: The languages drafting reads, in the order a tie is settled.
SUPPORTED = ("en", "fr", "de", "es")
#: The default, for a text that does not say (too few common words).
DEFAULT = "en"
#: At most this many characters are looked at: plenty to tell a language.
SAMPLE_CHARS = 20_000
#: A language is told when at least this many of its common words are found...
MIN_HITS = 4
#: ... and it has at least this many times the hits of the runner-up.
MARGIN = 1.3

#: Common short words, chosen to be rare in the other languages listed (words two
#: languages share, such as "de" or "la", are left out of both).
_COMMON: dict[str, frozenset[str]] = {
    language: frozenset(words.split())
    for language, words in {
        "en": "the and of was to his her with that for from after but had were this which "
        "when has have been by be is on at their they would",
        "fr": "le les du des et est une dans pour qui sur au aux avec mais été sont elle "
        "était après ce cette ne pas sa ses lui leur avait par ont très où puis alors déjà "
        "lors dont vers chez contre deux aussi encore ainsi comme celui qu' n' jusqu' "
        "lorsqu' puisqu'",
        "de": "der die das und ist nicht ein eine den dem mit auf von zu im für war wurde "
        "sich nach aber auch bei vom zum zur hat hatte dass er sie",
        "es": "el los las del y que por se fue sus pero más tras había después cuando "
        "ya muy sin hasta",
        "it": "gli della dei che di è per non sono nella alla dopo ma stato anche suo "
        "questo degli nel sul",
        "pt": "os em um uma não foi seu mas ao pelo pela após já também isso nos ele",
        "nl": "het een en op met voor werd maar ook na bij zijn heeft wordt hij zij deze naar niet",
    }.items()
}
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


@cache
def available() -> tuple[str, ...]:
    """The supported languages whose data files are here."""
    data = Path(__file__).resolve().parent / "data"
    return tuple(lang for lang in SUPPORTED if (data / lang / "patterns.yaml").exists())


def detect(text: str) -> str:
    """The language ``text`` is most likely written in: a code of ``_COMMON``'s, or
    ``DEFAULT`` when it has too few common words to tell."""
    hits: Counter[str] = Counter()
    for m in _WORD.finditer(text, 0, min(len(text), SAMPLE_CHARS)):
        word = m.group().lower().replace("’", "'")
        elided = word[: word.find("'") + 1] if "'" in word else ""  # "qu'il": "qu'"
        for language, words in _COMMON.items():
            if word in words or elided in words:
                hits[language] += 1
    ranked = hits.most_common()
    if not ranked or ranked[0][1] < MIN_HITS:
        return DEFAULT
    best, count = ranked[0]
    runner_up = ranked[1][1] if len(ranked) > 1 else 0
    if count < MARGIN * runner_up:
        # Too close to call between two languages: the supported one, in SUPPORTED order.
        close = [lang for lang, n in ranked if n * MARGIN >= count]
        supported = [lang for lang in SUPPORTED if lang in close]
        return supported[0] if supported else best
    return best
