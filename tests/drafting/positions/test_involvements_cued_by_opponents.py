"""Session 46: an involvement read from an opponent's reaction near a player the writer puts
in an offside position (patterns.yaml involvement_cues; drafting.facts.stated.cued), in
every language: the goalkeeper who saw the shot late or not at all, a view taken, a player
standing in the keeper's line of sight, a keeper with a clear view (none). Sentences of our
own; each case failed on main unless marked a guard."""

import pytest
from involvement_kinds import drafted_kinds

#: The move before the sentences under test (the decision after them: involvement_kinds).
_BEFORE = {
    "en": "Sam Petrie shot from twenty yards and the ball flew into the net. ",
    "fr": "Sam Petrie frappe de vingt mètres et le ballon finit au fond des filets. ",
    "de": "Sam Petrie zog aus zwanzig Metern ab, und der Ball landete im Netz. ",
    "es": "Sam Petrie disparó desde veinte metros y el balón entró en la red. ",
}

OBSTRUCTED = "obstructed_line_of_vision"
MOVING = "moving_to_play_ball"
CHALLENGED = "challenged_opponent"
OBVIOUS = "obvious_action_impacting_opponent"
IN_WAY = "in_opponents_way_impacting"

CASES = [
    # --- the keeper's reaction in the next sentence
    (
        "en",
        "Rory Keane was standing in an offside position near the penalty spot. "
        "Goalkeeper Ivo Marsh never saw the shot.",
        "Rory Keane",
        OBSTRUCTED,
    ),
    (
        "en",
        "Rory Keane stood in an offside position six yards out, and goalkeeper Ivo Marsh "
        "was completely unsighted.",
        "Rory Keane",
        OBSTRUCTED,
    ),
    (
        "en",
        "Rory Keane was in an offside position as the shot was struck, a stride from Ivo "
        "Marsh and right in his line of sight.",
        "Rory Keane",
        OBSTRUCTED,
    ),
    (
        "en",
        "Rory Keane was standing in an offside position on the edge of the six-yard box. "
        "The goalkeeper, Ivo Marsh, had a clear view of the shot.",
        "Rory Keane",
        "none",
    ),
    (
        "fr",
        "Romain Lacaze se trouvait en position de hors-jeu devant le but. Le gardien Ivo "
        "Marchal n'a vu le ballon qu'au dernier moment.",
        "Romain Lacaze",
        OBSTRUCTED,
    ),
    # guard (passes on main: words about him already tell it): the cue adds no
    # second kind that would cancel it
    (
        "fr",
        "Romain Lacaze était en position de hors-jeu, à deux mètres du gardien Ivo Marchal, "
        "dont il masquait la vue.",
        "Romain Lacaze",
        OBSTRUCTED,
    ),
    (
        "fr",
        "Romain Lacaze était en position de hors-jeu sur le côté. Le gardien Ivo Marchal "
        "avait une vue dégagée sur la frappe.",
        "Romain Lacaze",
        "none",
    ),
    (
        "de",
        "Jonas Reiter stand beim Schuss im Abseits, direkt vor Torhüter Ivo Marten, der den "
        "Ball dadurch erst sehr spät sah.",
        "Jonas Reiter",
        OBSTRUCTED,
    ),
    (
        "de",
        "Jonas Reiter stand beim Schuss im Abseits. Torhüter Ivo Marten sah den Ball nicht.",
        "Jonas Reiter",
        OBSTRUCTED,
    ),
    # guard (passes on main: words about him already tell it): the cue adds no
    # second kind that would cancel it
    (
        "de",
        "Jonas Reiter stand beim Schuss im Abseits, und zwar vor Ivo Marten, dem er so die "
        "Sicht nahm.",
        "Jonas Reiter",
        OBSTRUCTED,
    ),
    (
        "de",
        "Jonas Reiter stand beim Schuss im Abseits, weit links. Torhüter Ivo Marten hatte "
        "freie Sicht auf den Ball.",
        "Jonas Reiter",
        "none",
    ),
    (
        "es",
        "Iker Solana estaba en fuera de juego en el área pequeña. El portero Ivo Marín no "
        "vio el balón.",
        "Iker Solana",
        OBSTRUCTED,
    ),
    # guard (passes on main: words about him already tell it): the cue adds no
    # second kind that would cancel it
    (
        "es",
        "Iker Solana estaba en fuera de juego delante del portero Ivo Marín y le tapaba la visión.",
        "Iker Solana",
        OBSTRUCTED,
    ),
]


@pytest.mark.parametrize(("language", "sentence", "player", "kind"), CASES)
def test_involvement_cued(language: str, sentence: str, player: str, kind: str) -> None:
    assert drafted_kinds(language, _BEFORE[language], sentence).get(player) == kind


#: What the reaction must not be read as (the opening of each: a cross, not a shot).
_CROSS = {
    "en": "Sam Petrie crossed from the right. ",
    "de": "Sam Petrie flankte von rechts. ",
}

GUARDS = [
    # the player who touched the ball (here the scorer) gets no involvement from a reaction
    (
        "en",
        "Rory Keane, who was in an offside position, fired it into the net. Goalkeeper Ivo "
        "Marsh never saw the shot.",
        "Rory Keane",
        None,
    ),
    (
        "de",
        "Jonas Reiter stand im Abseits und schoss den Ball ins Tor. Torhüter Ivo Marten sah "
        "den Ball nicht.",
        "Jonas Reiter",
        None,
    ),
    # two players put offside in the same sentence: the reaction is neither's
    (
        "en",
        "Rory Keane and Ali Dunn were both in offside positions as Tom Vale shot. Goalkeeper "
        "Ivo Marsh never saw the shot.",
        "Rory Keane",
        None,
    ),
    # a negated reaction tells nothing
    (
        "en",
        "Rory Keane stood in an offside position as Tom Vale shot. Goalkeeper Ivo Marsh was "
        "never unsighted and could see the shot all the way.",
        "Rory Keane",
        None,
    ),
]


@pytest.mark.parametrize(("language", "sentence", "player", "kind"), GUARDS)
def test_involvement_cue_guard(language: str, sentence: str, player: str, kind: str | None) -> None:
    assert drafted_kinds(language, _CROSS[language], sentence).get(player) == kind


#: The opening of the cases about a pass played through (a foul, a run after the ball).
_PASS = {
    "en": "Sam Petrie slid a pass through for Rory Keane. ",
    "fr": "Sam Petrie centre de la droite. ",
    "de": "Sam Petrie passte auf Ali Dunn. ",
}

WORDED = [
    # --- none: after a clause of his, in the past participle, after "judging that"
    (
        "en",
        "Rory Keane was in an offside position but stood out wide and did not interfere "
        "with goalkeeper Ivo Marsh.",
        "Rory Keane",
        "none",
    ),
    (
        "en",
        "Rory Keane was in an offside position. The referee let the goal stand, judging "
        "that Keane had not interfered with Ivo Marsh.",
        "Rory Keane",
        "none",
    ),
    (
        "de",
        "Jonas Reiter stand im Abseits, hatte sich aber weggeduckt und war an der Szene "
        "nicht beteiligt.",
        "Jonas Reiter",
        "none",
    ),
    # --- moving to play the ball: setting off after it; brought down before he could shoot
    (
        "en",
        "Keane was a yard offside, but he set off after the ball into the area.",
        "Rory Keane",
        MOVING,
    ),
    (
        "en",
        "Keane was a yard offside, and defender Ivo Marsh brought Keane down before he "
        "could shoot.",
        "Rory Keane",
        MOVING,
    ),
    (
        "fr",
        "Romain Lacaze, en position de hors-jeu, fait deux pas vers le ballon comme pour le "
        "reprendre, mais Ali Dunn marque au second poteau.",
        "Romain Lacaze",
        MOVING,
    ),
    # --- a jump with the opponent named before, and a push
    (
        "fr",
        "Le défenseur Ivo Marchal saute pour dégager. Romain Lacaze, qui était hors-jeu, "
        "saute avec lui et le bouscule, et Ali Dunn marque au second poteau.",
        "Romain Lacaze",
        CHALLENGED,
    ),
    # --- a cleft sentence
    (
        "en",
        "Rory Keane, standing in an offside position, never touched the ball. What he did "
        "do was challenge centre-back Ivo Marsh for it.",
        "Rory Keane",
        CHALLENGED,
    ),
    # --- a feint after an aside between dashes
    (
        "fr",
        "Romain Lacaze — qui était en position de hors-jeu au moment du centre — a fait "
        "mine de reprendre le ballon, et Ali Dunn marque au second poteau.",
        "Romain Lacaze",
        OBVIOUS,
    ),
    # --- the opponent in the dative before the way
    (
        "de",
        "Jonas Reiter stand im Abseits und lief Verteidiger Ivo Marten in den Weg, der zum "
        "Ball wollte.",
        "Jonas Reiter",
        IN_WAY,
    ),
    (
        "de",
        "Verteidiger Ivo Marten wollte zum Ball. Jonas Reiter stand im Abseits und lief ihm "
        "genau in den Weg.",
        "Jonas Reiter",
        IN_WAY,
    ),
    # guard (passes on main): the opponent named before is not the one in the way
    (
        "de",
        "Verteidiger Ivo Marten wollte zum Ball. Jonas Reiter stand im Abseits und lief ihm "
        "genau in den Weg.",
        "Ivo Marten",
        None,
    ),
]


@pytest.mark.parametrize(("language", "sentence", "player", "kind"), WORDED)
def test_involvement_worded(language: str, sentence: str, player: str, kind: str | None) -> None:
    assert drafted_kinds(language, _PASS[language], sentence).get(player) == kind
