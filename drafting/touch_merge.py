"""The hits of the touch rules made into touches: ordered within a sentence, and a touch
said twice made one (drafting.touches finds the hits)."""

from __future__ import annotations

from drafting.hits import Hit, Touch
from drafting.reading import Reading
from drafting.tables import Tables


class TouchMerger:
    """Orders the hits of a sentence and merges the mentions of one touch (one language)."""

    def __init__(self, tables: Tables) -> None:
        raw = tables.raw
        self.object_gap = tables.compile(raw["object_gap"])
        self.after = tables.compile(raw["after"])

    def _order(self, reading: Reading, hits: list[Hit]) -> list[Hit]:
        """The hits of one sentence in the order the touches happened."""
        hits = sorted(hits, key=lambda h: (max(h.start, h.verb_at), not h.lead, -h.end))
        i = 1
        while i < len(hits):
            prev, cur = hits[i - 1], hits[i]
            source = reading.masked
            gap = source[prev.end : cur.start]
            if cur.noun and self.object_gap.match(gap) and prev.person != cur.person:
                # the object came first: before every verb its subject's name carries ("X
                # se anticipó y peinó el centro de Y": Y's cross came before both)
                first = next(
                    k
                    for k in range(i)
                    if hits[k].person == prev.person and hits[k].start == prev.start
                )
                hits.insert(first, hits.pop(i))
            i += 1
        sentence = reading.sentences[hits[0].sentence]
        for m in self.after.finditer(reading.masked, sentence.start, sentence.end):
            before = [h for h in hits if h.start < m.start()]
            after = [h for h in hits if h.start >= m.start()]
            lead = reading.masked[max(sentence.start, m.start() - 3) : m.start()]
            if before and after and "," not in lead:
                hits = after + before
            break
        return hits

    def merge(self, reading: Reading, hits: list[Hit]) -> list[Touch]:
        by_sentence: dict[int, list[Hit]] = {}
        for hit in hits:
            by_sentence.setdefault(hit.sentence, []).append(hit)
        touches: list[Touch] = []
        mine: dict[int | None, list[Touch]] = {}
        for number in sorted(by_sentence):
            for hit in self._order(reading, by_sentence[number]):
                touch = self._same(mine.get(hit.person, []), hit)
                if touch is None:
                    touch = Touch(person=hit.person, by_hit=hit if hit.person is not None else None)
                    touches.append(touch)
                    mine.setdefault(hit.person, []).append(touch)
                touch.add(hit)
                if touch.action_hit is not None and touch.action_hit.attempt and not hit.attempt:
                    touch.action = None  # "wollte klären, köpfte aber": how it was played
                if hit.action and not touch.action:
                    touch.action, touch.action_hit = hit.action, hit
                if hit.direction and not touch.direction:
                    touch.direction, touch.direction_hit = hit.direction, hit
                touch.scoring = touch.scoring or hit.scoring
        return touches

    def _same(self, touches: list[Touch], hit: Hit) -> Touch | None:
        """The touch already found that ``hit`` mentions again, if any."""
        if hit.person is None:
            for touch in touches:
                if hit.direction and touch.direction == hit.direction:
                    return touch
            return None
        for touch in touches:
            if touch.person != hit.person:
                continue
            if _attempt_then(touch, hit):
                return touch
            if (
                hit.scoring
                and hit.action is None
                and touch.action in ("shot", "header", None)
                and not touch.scoring
                and hit.sentence in touch.places
            ):
                touch.scoring = True
                return touch  # "disparó y marcó", "recogió el rechace y marcó": one touch
            if (
                not hit.scoring
                and hit.action is None
                and touch.scoring
                and touch.action is None
                and hit.sentence in touch.places
            ):
                return touch  # the same, told the other way round
            if (
                hit.scoring
                and not touch.scoring
                and hit.sentence in touch.places
                and all(h.hand for h in touch.hits)
            ):
                # the ball struck his arm, then he scored: two touches ("rebondi sur le bras
                # de Ouali avant que celui-ci ne le pousse au fond")
                continue
            received = touch.action is None and not touch.scoring and hit.scoring
            if (
                touch.elsewhere_in(hit.sentence, hit.start)
                and (hit.action is None or hit.action != touch.action)
                and not received  # "fell to Haaland ... Haaland's goal": one touch
            ):
                continue  # two mentions in one sentence are two touches, unless said alike
            if touch.action is None or hit.action is None or touch.action == hit.action:
                # A scoring mention is the scoring touch, not an earlier pass or cross.
                if hit.scoring and not touch.scoring and touch.action and hit.action is None:
                    continue
                if touch.scoring and not hit.scoring and hit.action not in (None, "shot", "header"):
                    continue
                return touch
        return None


def _attempt_then(touch: Touch, hit: Hit) -> bool:
    """``hit`` tells what happened after the attempt that is all of ``touch``, in the same
    sentence: "tente de dégager mais le ballon ricoche sur son genou" (an attempt after a
    touch is one more: "nahm an und wollte ihn zurückspielen")."""
    return (
        hit.sentence in touch.places
        and hit.action is not None
        and not hit.attempt
        and all(h.attempt for h in touch.hits)
    )
