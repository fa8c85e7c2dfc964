"""The words and patterns names are found by; the word tests every finder makes."""

from __future__ import annotations

import re

from drafting.tables import FILL, PERSON_BASE, PERSON_END, TEAM, Tables, _alternation, _trie


class Lexicon:
    """The words and patterns names are found by, in one language (built once)."""

    def __init__(self, tables: Tables) -> None:
        self.t = tables
        bound = str(tables.grammar["name_bound"]).replace("{NAMES}", "{}")
        self._grammar_words(tables)
        self._word_classes(tables)
        self._team_names(tables, bound)
        self._competitions(tables, bound)
        self._role_patterns(tables)
        self._more_patterns(tables)

    def _grammar_words(self, tables: Tables) -> None:
        """The language's grammar words that tell a name from other words (words.yaml)."""
        g = tables.grammar
        #: Body parts among the unnamed nouns ("stretched out a leg": no player).
        self.body = frozenset(g["body_nouns"])
        #: "they'd", "didn't": a contraction, no name (its ends, words.yaml grammar).
        ends = "|".join(g["contractions"])
        self.contraction = re.compile(rf"^(.+)['’](?:{ends})$") if ends else None
        #: "'s": a name's possessive ending.
        self.possessive = tuple(g["possessive_suffixes"])
        #: "d'", "l'": an elided word before a name ("d'Antoine Griezmann").
        elisions = _alternation(list(g["elisions"]))
        self.elision = re.compile(rf"(?i)^(?:{elisions})['’]") if elisions else None
        #: A lower-case word of the text (a capitalised word also written so is no name).
        self.lower_word = re.compile(str(g["lower_word"]))
        self.not_unnamed = frozenset(g["unnamed_not_adjectives"])
        self.role_anaphor = frozenset(g.get("role_anaphor") or ())
        self.defending_det = frozenset(g["unnamed_defending_determiners"])
        self.opposing = frozenset(g["opposing_sides"])
        self.kinds: dict[str, str] = dict(g["unnamed_kinds"])
        #: Words after which a single capitalised word is a group, not a person ("les"), or
        #: a team by its nickname ("la Viola", "el Tri"): a language whose names of people
        #: take no article.
        plural = _alternation(
            list(g.get("plural_determiners") or []) + list(g.get("nickname_determiners") or [])
        )
        self.plural_before = re.compile(rf"(?i)\b(?:{plural}) $") if plural else None
        #: Words after which a capitalised run names a ground, never a person ("en el estadio
        #: An der Alten Försterei"); words.yaml grammar ``ground_words``.
        grounds = _alternation(list(g.get("ground_words") or []))
        self.ground_before = re.compile(rf"(?i)\b(?:{grounds}) $") if grounds else None
        #: Words after which one capitalised word is a town, never a player ("los de
        #: Elda", "la centrocampista de Ondarroa"): words.yaml grammar ``town_words``.
        towns = _alternation(list(g.get("town_words") or []))
        self.town_before = re.compile(rf"(?i)\b(?:{towns}) $") if towns else None

    def _word_classes(self, tables: Tables) -> None:
        """The language's words of a kind: nouns, verbs, conjunctions (words.yaml)."""
        g = tables.grammar
        #: A language that capitalises every noun (German): a capitalised word is a name only
        #: when the text makes it one (see ``_people``).
        self.capitalised_nouns = bool(g.get("capitalised_nouns"))
        #: Words for full-backs: a named one defends by the word alone only where he is
        #: said to have touched the ball as a defender (drafting.sides).
        self.wide_defenders = frozenset(w.lower() for w in g.get("wide_defenders") or ())
        #: Words for a player of the back line (words.yaml grammar ``back_line``).
        self.back_line = frozenset(w.lower() for w in g.get("back_line") or ())
        #: Endings of words that name no one (adverbs, gerunds): never a new person.
        self.not_name_endings: tuple[str, ...] = tuple(g.get("not_name_endings") or ())
        articles = list(g.get("noun_determiners") or [])
        self.noun_determiners = frozenset(w.lower() for w in articles)
        self.noun_suffixes: tuple[str, ...] = tuple(g.get("noun_suffixes") or ())
        self.after_determiner = (
            re.compile(rf"(?i)(?<![\w-])(?:{_alternation(articles)}) $") if articles else None
        )
        #: Verbs that may follow a name opening a sentence ("Kane köpfte"): every one-word
        #: verb of the patterns.
        self.verbs = frozenset(
            w.lower() for items in tables.raw["verbs"].values() for w in items if " " not in w
        )
        self.genitive_s = bool(g.get("genitive_s"))
        #: Lower-case words after which a name may be the subject of a verb that follows
        #: it ("als Kane traf", "dann Kane"): conjunctions and adverbs.
        self.conjunctions = frozenset(w.lower() for w in g.get("subject_after") or [])

    def _team_names(self, tables: Tables, bound: str) -> None:
        """The names of teams and grounds of the tables, and their patterns."""
        g = tables.grammar
        home_of = {ground: i for i, team in enumerate(tables.teams) for ground in team.grounds}
        #: A ground two clubs share (Lumen Field): every club it is the home of.
        self.shared_grounds: dict[str, tuple[int, ...]] = {}
        for i, team in enumerate(tables.teams):
            for ground in team.grounds:
                if home_of[ground] != i:
                    first = (home_of[ground],)
                    self.shared_grounds[ground] = (*self.shared_grounds.get(ground, first), i)
        aliases = {a: i for i, team in enumerate(tables.teams) for a in team.aliases}
        demonyms = {d: i for i, team in enumerate(tables.teams) for d in team.demonyms}
        self.grounds = home_of
        # A headline in capitals ("¡GOL DE PAÍSES BAJOS!") names the team too: those spellings
        # are looked for only in a text with a word in capitals.
        upper = {a.upper(): i for a, i in aliases.items() if len(a) > 3 and a.upper() != a}
        upper = {a: i for a, i in upper.items() if a not in aliases}
        aliases.update(upper)
        self.capitals = re.compile(r"\b[^\W\d_a-zß-ÿ]{4,}\b") if upper else None
        self.aliases = aliases
        #: A dateline at the head of a line ("Valencia, 2 mar. —"): the place it names is no
        #: team (words.yaml grammar ``dateline``, optional).
        dateline = g.get("dateline")
        self.dateline = re.compile(dateline) if dateline else None
        self.demonyms = demonyms
        self.ground_re = re.compile(bound.format(_trie(list(home_of))))
        # Where a team's name may start and end, if the language says otherwise than for
        # names (words.yaml grammar ``team_bound``: "Getafe-Rayo Vallecano").
        team_bound = str(g.get("team_bound") or bound).replace("{NAMES}", "{}")
        self.alias_re = re.compile(team_bound.format(_trie([a for a in aliases if a not in upper])))
        self.upper_re = re.compile(team_bound.format(_trie(list(upper)))) if upper else None
        self.ambiguous_re = re.compile(bound.format(_trie(list(tables.ambiguous))))
        self.demonym_re = re.compile(bound.format(_trie(list(demonyms))))
        self.org_re = re.compile(bound.format(_trie(list(tables.organisations))))
        self.place_re = re.compile(bound.format(_trie(list(tables.places))))

    def _competitions(self, tables: Tables, bound: str) -> None:
        """The competitions' patterns."""
        self.competition_res: list[tuple[re.Pattern[str], str]] = []
        year = r"(?P<year>(?:19|20)\d{2})"
        any_year = r"(?:19|20)\d{2}"
        inner: list[str] = []
        for comp in tables.competitions:
            for pattern in comp.patterns:
                regex = bound.format(pattern.replace("{year}", year))
                self.competition_res.append((re.compile(regex), comp.name))
                inner.append("(?:" + pattern.replace("{year}", any_year) + ")")
        # Every competition pattern, without its bounds, in one alternation: a text where it
        # finds nothing has no competition, and the hundred patterns (each tried at every
        # character, for their bounds) are not run on it.
        self.any_competition = re.compile("|".join(inner)) if inner else None

    def _role_patterns(self, tables: Tables) -> None:
        """The patterns of a role beside a name, and of unnamed players."""
        g = tables.grammar
        roles = [w for items in tables.roles.values() for w in items]
        role_alt = _alternation(roles)
        #: A player named again by a role word with the definite article ("the striker",
        #: "l'attaquant", "el lateral"): words.yaml grammar ``role_anaphor_nouns`` (each noun
        #: and the role it stands for) and ``role_anaphor_words`` (the pattern, optional).
        self.role_anaphor_nouns: dict[str, str] = {
            str(k).lower(): str(v) for k, v in (g.get("role_anaphor_nouns") or {}).items()
        }

        def template(key: str) -> re.Pattern[str]:
            """A grammar pattern of words.yaml with its placeholders filled in."""
            out = str(g[key])
            for name, value in (
                ("{ROLES}", role_alt),
                ("{NOUNS}", _alternation(list(tables.unnamed))),
                ("{ROLE_NOUNS}", _alternation(list(self.role_anaphor_nouns))),
                ("{DEMONYMS}", _alternation(list(self.demonyms))),
                ("{TEAM}", TEAM),
                ("{FILL}", FILL),
                ("{PERSON}", f"[\\u{PERSON_BASE:04x}-\\u{PERSON_END:04x}]"),
            ):
                out = out.replace(name, value)
            return re.compile(out)

        self.role_before = template("role_before")
        self.role_after = template("role_after")
        self.unnamed_re = template("unnamed")
        aside = g.get("role_anaphor_aside")
        self.role_anaphor_aside = re.compile(str(aside)) if aside else None
        genitive = g.get("role_anaphor_genitive")
        self.role_anaphor_genitive = re.compile(str(genitive)) if genitive else None
        receiver = g.get("role_anaphor_receiver")
        self.role_anaphor_receiver = re.compile(str(receiver)) if receiver else None
        self.role_anaphor_re = (
            template("role_anaphor_words") if g.get("role_anaphor_words") else None
        )

    def _more_patterns(self, tables: Tables) -> None:
        """Team suffixes, a person before a country's name, a competition's shape."""
        g = tables.grammar
        suffixes = [str(w) for w in tables.words.get("team_suffixes") or []]
        self.suffix_re = (
            re.compile(rf" (?:{_alternation(suffixes)})(?![\w-])") if suffixes else None
        )
        #: A national team's one-word name after a masculine article is one of its people
        #: ("umringten den Polen": the Polish referee), words.yaml grammar
        #: ``person_before_country`` (optional, anchored at the end of what precedes).
        before_country = g.get("person_before_country")
        self.person_before_country = re.compile(str(before_country)) if before_country else None
        #: A club's one-word name for its people after an article ("le Lillois Jonathan David",
        #: "der Kölner Linton Maina"): the team, though a name follows (words.yaml grammar
        #: ``team_word_before_name``, optional, matched on the article and the word).
        before_name = g.get("team_word_before_name")
        self.team_word_before_name = re.compile(str(before_name)) if before_name else None
        shape = tables.raw.get("competition_structure")
        self.competition_shape = re.compile(tables.expand(str(shape))) if shape else None
        #: Head words that alone name no competition ("the Cup", "la Coupe"): patterns.yaml
        #: ``competition_bare``.
        self.competition_bare = frozenset(tables.raw.get("competition_bare") or ())
        #: The words that open the tables' competitions ("Premier", "Scottish"): a name's
        #: first word, though no person's name either ("the Premier Soccer League").
        self.competition_words = frozenset(
            c.name.split()[0].lower() for c in tables.competitions if c.name.split()
        )

    def first_name(self, work: str, end: int) -> bool:
        after = re.match(r" ([^\W\d_][\w’'-]*)", work[end : end + 30])
        if not after:
            return False
        return self.name_like(after.group(1))

    def name_like(self, word: str) -> bool:
        """Whether ``word`` may be part of a person's name: capitalised, not all capitals,
        and no word the tables name as something else (a role, a demonym, a no-name)."""
        lower = word.lower()
        return (
            word[0].isupper()
            and lower not in self.t.not_names
            and lower not in self.t.role_of
            and word not in self.demonyms
            and not word.isupper()
        )

    def surname(self, work: str, start: int, busy: bytearray) -> bool:
        before = re.search(r"([^\W\d_][\w’'-]*) $", work[max(0, start - 30) : start])
        if not before:
            return False
        word = before.group(1)
        begin = start - 1 - len(word)
        if busy[begin]:
            return False
        # "köpft Mikel Merino Spanien ins Halbfinale": after a full name, the team's name is
        # the object, no third name.
        earlier = re.search(r"([^\W\d_][\w’'-]*) $", work[max(0, begin - 30) : begin])
        if (
            earlier
            and self.name_like(earlier.group(1))
            and not busy[begin - 1 - len(earlier.group(1))]
        ):
            return False
        return self.name_like(word)
