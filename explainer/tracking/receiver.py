"""Who received the pass, among the anonymous team-mates of a freeze frame.

The data names the recipient but not where he stood: the frame's players are anonymous
but for the passer. The recipient is the team-mate nearest the pass's end only when that
is beyond doubt: the end was in the camera's view, he could have covered the distance in
the ball's flight, and the next team-mate was clearly farther. Otherwise his position is
not known, and the report says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from explainer.tracking.frames import Pass, Seen
from explainer.tracking.view import inside

#: A player's top running speed, and his reach beyond where he runs to (metres).
RUN_SPEED_MS = 8.0
REACH_M = 2.0
#: The flight assumed when the data gives none.
DEFAULT_FLIGHT_S = 1.0
#: The next team-mate is clearly farther: this many metres, and this many times as far.
CLEAR_M = 3.0
CLEAR_RATIO = 1.5


@dataclass(frozen=True)
class Found:
    """The receiver's place in the frame, or the reason (a code of
    templates/messages/tracking.txt.j2) why it is not known."""

    seen: Seen | None
    reason: str | None = None


def find(play: Pass) -> Found:
    """The recipient of ``play`` in its freeze frame, when he can be told apart."""
    if play.recipient is None:
        return Found(None, "no_receiver")
    frame = play.frame
    if frame is None:
        return Found(None, "no_frame")
    end = play.end
    if end is None or (frame.visible and not inside(end, frame.visible)):
        return Found(None, "end_out_of_view")
    mates = sorted(
        (s for s in frame.seen if s.teammate and not s.actor), key=lambda s: s.spot.distance(end)
    )
    if not mates:
        return Found(None, "receiver_not_seen")
    nearest = mates[0].spot.distance(end)
    flight = play.duration_s if play.duration_s is not None else DEFAULT_FLIGHT_S
    if nearest > RUN_SPEED_MS * flight + REACH_M:
        return Found(None, "receiver_not_seen")
    if len(mates) > 1:
        second = mates[1].spot.distance(end)
        if second < nearest + CLEAR_M or second < nearest * CLEAR_RATIO:
            return Found(None, "receiver_ambiguous")
    return Found(mates[0])
