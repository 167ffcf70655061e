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
from core.language import CJK, compiled, text_view

_CLAUSE = "，。,.；;！？!?"


def _glue(script: str, copula: str) -> str:
    """What stands between the user's pronoun and a copula: a space in a word script, unless
    the copula is a clitic ("i'm"); nothing in Chinese ("我是")."""
    return "" if script != "words" or copula[:1] in "'’" else " "


@compiled
def _role() -> re.Pattern[str] | None:
    kinds = []
    for script in ("words", "chars"):
        packs = [p for p in language.packs() if p.script == script]
        heads = language.alternation([h for p in packs for h in (*p.occupations, *p.job_titles)])
        # "works as", an appositive, or the user's own "I am" ("I'm a pharmacist", "aku
        # bendahara", "我是老师"): what the user said of their job in the first person.
        selves = [
            f"(?:{who}){_glue(script, cop)}{cop}" if cop else f"(?:{who})"
            for p in packs
            for who in p.self_subjects
            for cop in p.self_copulas
        ]
        leads = language.alternation(
            [v for p in packs for v in (*p.role_verbs, *p.appositives)] + selves
        )
        articles = language.alternation([a for p in packs for a in p.role_articles])
        # The memory's own copula, its subject (the user) left out: "Is a nurse at …", "是护士".
        copulas = language.alternation([c for p in packs for c in p.memory_copulas])
        if not heads:
            continue
        if script == "words":
            article = rf"(?:(?:{articles})\s+)?" if articles else ""
            body = rf"{article}(?:[\w-]+\s+){{0,2}}?(?:{heads})(?!\w)"
            # Opening the memory, the occupation is its predicate only when the clause ends or
            # a place or a client follows it ("Clerk at …", "Teknisi jaringan di …": where a
            # modifier follows the noun, the pack's words allow for it), not "Wants a designer
            # to …".
            # ... or, head first, the organization itself ("Kasir koperasi …", "Guru sekolah
            # …": Indonesian names the employer right after the post).
            place = language.alternation(
                [w for p in packs for w in (*p.role_places, *p.organization_words)]
            )
            after = rf"\s*(?:[.,;:]|$|\s(?:{place})\b)" if place else r"\s*(?:[.,;:]|$)"
            opens = rf"^\s*{body}(?={after})"
            if copulas:
                opens += rf"|(?:^|[,;]\s*)(?:{copulas})\s+{body}"
            kinds.append(rf"{opens}|(?<!\w)(?:{leads})\s+{body}" if leads else opens)
        else:
            near = rf"[^{_CLAUSE}]{{0,6}}?"
            # Opening the memory, the job title ends its clause or is the user's by a copula
            # ("法务，负责…", "是…经理"); one before a verb is the subject ("物业的客服开了…").
            opened = rf"^[{CJK}]{{0,6}}?(?:{heads})(?=[{_CLAUSE}]|$)"
            start = rf"^(?:{copulas})[{CJK}]{{0,6}}?(?:{heads})|{opened}" if copulas else opened
            kinds.append(rf"{start}|(?:{leads}){near}(?:{heads})" if leads else start)
    return re.compile("|".join(f"(?:{k})" for k in kinds)) if kinds else None


@text_view
def in_a_role(folded: str) -> bool:
    """True when ``folded`` (normalized, lower-case) gives the user an occupation."""
    pattern = _role()
    return pattern is not None and pattern.search(folded) is not None


@compiled
def _place_after_role() -> re.Pattern[str] | None:
    """After an occupation in a word script: a place preposition, an optional article, at most
    two words, an organization's word and at most two words more ("cashier at a cancer
    clinic", "perawat di klinik jantung anak"). "Teacher with cancer at a school" is no such place:
    three words stand before the organization's word."""
    packs = [p for p in language.packs() if p.script == "words"]
    places = language.alternation([w for p in packs for w in p.role_places if w.isalpha()])
    organizations = language.alternation([w for p in packs for w in p.organization_words])
    articles = language.alternation([a for p in packs for a in p.role_articles])
    if not (places and organizations):
        return None
    # Head-first languages name the place after the organization's word ("klinik jantung"):
    # up to two words may follow it, never a conjunction or a subordinator that opens a clause.
    stops = language.alternation(
        [w for p in packs for w in (*p.conjunctions, *p.subordinators, *p.third_person)]
    )
    article = rf"(?:(?:{articles})\s+)?" if articles else ""
    after = rf"(?:\s+(?!(?:{stops})(?!\w))[\w'’&-]+){{0,2}}" if stops else ""
    return re.compile(
        rf"\s+(?:{places})\s+{article}(?:[\w'’&-]+\s+){{0,2}}?(?:{organizations})(?!\w){after}"
    )


def without_role_places(folded: str) -> str:
    """``folded`` with the place each occupation it gives the user is held at blanked: where the
    user works is no one's condition, faith or record ("i'm a cashier at a dialysis centre")."""
    role, place = _role(), _place_after_role()
    if role is None or place is None:
        return folded
    for found in role.finditer(folded):
        at = place.match(folded, found.end())
        if at is not None:
            folded = folded[: at.start()] + " " * (at.end() - at.start()) + folded[at.end() :]
    return folded
