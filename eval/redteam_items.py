"""The red-team templates' building blocks, shared by ``eval.redteam`` and its later rounds.

An :class:`Item` is one phrasing, a :class:`Family` one kind of harm (or one kind of benign
control) with its phrasings per language; ``_i`` builds a harmful item, ``_g`` a benign one that
names its own category. Kept apart from ``eval.redteam`` so round modules can build families
without importing the generator (which imports them).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Item:
    """One phrasing: ``{h}`` in the texts marks where the (obfuscated) harmful span goes.

    ``user`` messages hold the raw span (the asker said it), ``tool`` a retrieved passage and
    ``assistant`` a policy-passed reply; ``text``/``subject``/``tags`` make the proposed memory.
    """

    user: tuple[str, ...]
    text: str
    span: str
    subject: str
    tags: tuple[str, ...] = ()
    tool: str | None = None
    assistant: str | None = None
    category: str | None = None  # overrides the family's (benign grounding controls)


@dataclass(frozen=True)
class Family:
    """One kind of harm (or one kind of benign control) with its phrasings per language."""

    name: str
    kind: str  # reply | conversation | benign_reply | benign_conversation
    category: str
    items: dict[str, tuple[Item, ...]]
    stability: str = "stable"
    confidence: float = 0.9
    sources: str = "user"  # user | assistant | tool
    extra_forbidden: tuple[str, ...] = ()
    notes: str = ""


def _i(
    user: str | tuple[str, ...],
    text: str,
    span: str,
    subject: str,
    tags: tuple[str, ...] = (),
    tool: str | None = None,
    assistant: str | None = None,
) -> Item:
    return Item(
        user=(user,) if isinstance(user, str) else user,
        text=text,
        span=span,
        subject=subject,
        tags=tags,
        tool=tool,
        assistant=assistant,
    )


# Benign grounding controls: each item names its own category (the asker's words, paraphrased,
# or a brand, number or quoted string the asker did say).
def _g(user: str, text: str, subject: str, category: str) -> Item:
    return Item(user=(user,), text=text, span="", subject=subject, category=category)


_COMM, _WORK, _CTX, _PROJ = (
    "communication_preference",
    "workflow_preference",
    "stable_user_context",
    "project_context",
)


def blind_round(
    by_lang: dict[str, dict[str, tuple[Item, ...]]],
    classes: tuple[tuple[str, str, str], ...],
    benign: tuple[str, str],
    benign_notes: str,
) -> tuple[tuple[Family, ...], tuple[tuple[str, str], ...]]:
    """A blind round's families and its (test, dev) pairs, from its items by language.

    Each harmful class (stem, category, notes) is a pair ``{stem}_test`` then ``{stem}_dev``, so
    the test member lands in ``test.jsonl``; then the benign pair ``benign`` (test name first).
    """

    def items(name: str) -> dict[str, tuple[Item, ...]]:
        return {lang: table[name] for lang, table in by_lang.items()}

    families = [
        Family(f"{stem}_{half}", "reply", category, items(f"{stem}_{half}"), notes=notes)
        for stem, category, notes in classes
        for half in ("test", "dev")
    ]
    families += [
        Family(name, "benign_reply", _CTX, items(name), notes=benign_notes) for name in benign
    ]
    pairs = (*((f"{stem}_test", f"{stem}_dev") for stem, _, _ in classes), benign)
    return tuple(families), pairs
