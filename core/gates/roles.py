"""The user in a job: a memory that gives the user an occupation speaks of their work.

"Librarian at a hospital trust", "Menjadi instruktur komputer di lapas", "在区医院当电工": the
topics such a memory names (a hospital, a prison) are where the user works, not the user's own
health or record, so the weak (topical) special-category words do not count there;
the strong ones still do. An occupation counts when the memory opens on it (its subject, the user,
is left out: "Tax lawyer.") or when a verb or phrase that gives a post stands before it
("works as", "sebagai", "当", "担任"), with up to two modifiers between. The words are the packs'
``occupations`` and ``job_titles`` (heads; not an office of an association, "pengurus", "ketua",
which is membership), ``role_verbs`` and ``appositives`` (leads)
and ``role_articles``.
"""

from __future__ import annotations

import re

from core import language
from core.language import CJK, compiled

_CLAUSE = "，。,.；;！？!?"


@compiled
def _role() -> re.Pattern[str] | None:
    kinds = []
    for script in ("words", "chars"):
        packs = [p for p in language.packs() if p.script == script]
        heads = language.alternation([h for p in packs for h in (*p.occupations, *p.job_titles)])
        leads = language.alternation([v for p in packs for v in (*p.role_verbs, *p.appositives)])
        articles = language.alternation([a for p in packs for a in p.role_articles])
        if not heads:
            continue
        if script == "words":
            article = rf"(?:(?:{articles})\s+)?" if articles else ""
            body = rf"{article}(?:[\w-]+\s+){{0,2}}?(?:{heads})(?!\w)"
            # Opening the memory, the occupation is its predicate only when the clause ends or
            # a place or a client follows it ("Clerk at …", "Teknisi jaringan di …": where a
            # modifier follows the noun, the pack's words allow for it), not "Wants a designer
            # to …".
            place = language.alternation([w for p in packs for w in p.role_places])
            after = rf"\s*(?:[.,;:]|$|\s(?:{place})\b)" if place else r"\s*(?:[.,;:]|$)"
            opens = rf"^\s*{body}(?={after})"
            kinds.append(rf"{opens}|(?<!\w)(?:{leads})\s+{body}" if leads else opens)
        else:
            near = rf"[^{_CLAUSE}]{{0,6}}?"
            start = rf"^[{CJK}]{{0,6}}?(?:{heads})"
            kinds.append(rf"{start}|(?:{leads}){near}(?:{heads})" if leads else start)
    return re.compile("|".join(f"(?:{k})" for k in kinds)) if kinds else None


def in_a_role(folded: str) -> bool:
    """True when ``folded`` (normalized, lower-case) gives the user an occupation."""
    pattern = _role()
    return pattern is not None and pattern.search(folded) is not None
