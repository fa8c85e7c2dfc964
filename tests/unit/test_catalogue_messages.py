"""The catalogue's words for translators (explainer.i18n.extract_catalogue) say where each
clause is declared, and the checked-in catalogue.pot says the same."""

from __future__ import annotations

import json
import re
from pathlib import Path

from explainer.i18n import extract_catalogue

ROOT = Path(__file__).resolve().parents[2]


def test_each_word_names_the_module_and_class_that_declare_its_clause() -> None:
    found = list(extract_catalogue(None, None, None, None))
    assert found
    for _, _, text, (comment,) in found:
        module, rest = comment.split(": ", 1)
        name, rule_id = re.fullmatch(r"(\w+) \(([A-Z0-9-]+)\)", rest).groups()  # type: ignore[union-attr]
        source = (ROOT / module).read_text(encoding="utf-8")
        declared = source[source.index(f"class {name}(") :]
        assert f'"{rule_id}"' in declared.split("\nclass ", 1)[0], (text, comment)


def test_the_pot_file_has_the_extractors_comments() -> None:
    pot = (ROOT / "explainer/locales/catalogue.pot").read_text(encoding="utf-8")
    entries = re.findall(r"^#\. (.+)\n#: .+\nmsgid (\".*\")$", pot, re.MULTILINE)
    wanted = [(c[0], t) for _, _, t, c in extract_catalogue(None, None, None, None)]
    assert [(c, json.loads(m)) for c, m in entries] == wanted
