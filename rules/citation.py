"""Where a finding comes from (Citation), and the base of the engine's pydantic outputs.

Apart from rules/trace.py so that the findings, compiled (rules/finding.py), can name a
citation's type without importing the models that hold findings. Pydantic models, so
left uncompiled (compile_rules.py).
"""

from __future__ import annotations

from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict


class Out(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


#: A model the engine makes or copies without validating it again (rules.outputs).
M = TypeVar("M", bound=BaseModel)


Document = Literal["Laws of the Game", "VAR protocol", "IFAB trial"]


class Citation(Out):
    """Where a finding comes from: document, Law, section and edition."""

    rule: str
    document: Document
    law: int | None
    section: str
    edition: str
    url: str
