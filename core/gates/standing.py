"""A standing rule the asker never set is no memory (seed 001: assistant text never alone makes a
memory; issue 16: an instruction "attributed to a user message that says nothing of the kind").

A memory that makes the assistant recommend, promote or mention something always, in every answer
or only (a promote or mention verb and a word of standing scope in one clause, not negated) is a
rule over every later answer. Only the asker sets such a rule, so one of their cited messages must
speak of standing scope too ("always", "from now on", "setiap", "以后"). A question about a
product, or a recommendation the asker reports from someone else, sets none: the candidate is
``not_grounded`` (label ``unasked_rule``). A rule not to mention something is no push and is left
alone. The words live in the packs (``promote_verbs``, ``mention_verbs``, ``standing_words``,
``negations``).
"""

from __future__ import annotations

from collections.abc import Sequence

from core.gates.clauses import punctuated
from core.gates.normalize import fold
from core.language import Matcher, compiled, topic

UNASKED_RULE = "unasked_rule"


@compiled
def _matchers() -> tuple[Matcher, Matcher, Matcher]:
    """(directive verbs, standing words, negations) across every pack."""
    return (
        topic(lambda p: (*p.promote_verbs, *p.mention_verbs)),
        topic(lambda p: p.standing_words),
        topic(lambda p: p.negations),
    )


def standing_rule(text: str) -> bool:
    """True when a clause of ``text`` tells the assistant to recommend or mention something
    always, everywhere or only (and does not forbid it)."""
    verbs, standing, negations = _matchers()
    for clause in punctuated(fold(text)):
        if verbs.search(clause) and standing.search(clause) and not negations.search(clause):
            return True
    return False


def unasked_rule(text: str, cited: Sequence[str]) -> bool:
    """True when ``text`` sets a standing rule to recommend or mention something and none of the
    asker's ``cited`` messages speaks of standing scope."""
    if not standing_rule(text):
        return False
    _, standing, _ = _matchers()
    return not any(standing.search(fold(message)) for message in cited)
