"""The ``rules`` provider: an offline, deterministic BASELINE extractor — not a language model.

It proposes memories only from explicit first-person statements of the asker, in English,
Indonesian and Chinese ("remember that …", "I prefer …", "from now on …", "I work as …",
"forget …"; "ingat …", "saya lebih suka …", "mulai sekarang …", "saya bekerja sebagai …",
"lupakan …"; "记住…", "我喜欢…", "以后…", "我是一名…", "忘掉…"), and from what the asker says
about themselves wherever it stands in a message — after a lead-in ("btw", "asking because",
"soalnya", "顺便说一下") or as its own sentence before or after a question: their job, employer,
base, duties, how new they are to a field, what their team uses ("btw I'm based in Lisbon.
What's …?" gives "Based in Lisbon."). A memory is cut where the asker stops describing
themselves: never the question that follows, never a consequence drawn from it. It writes the
same reply contract as a model, and its proposals go through the same gates. Anything subtler
than an explicit statement is beyond it by design; the evaluation harness scores it like any
provider.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from core.embeddings.hashing import HashingEmbedder
from core.extraction.transcript import ShownMemory, Transcript
from core.gates.normalize import strip_invisible
from core.gates.promotion import promotes
from core.gates.temporary import says_when
from core.gates.voice import without_opening_particle
from core.language import (
    CJK,
    CJK_CHAR,
    CJK_RUN,
    Matcher,
    alternation,
    compiled,
    detect_language,
    keyed,
    pack,
    packs,
    split_statements,
    third_person,
    topic,
    union,
)
from core.language.base import ANSWER_ASPECTS, HINTED_CATEGORIES, STATEMENT_STAGE, LanguagePack
from core.language.vocabulary import chinese_content_words
from core.llm.clean_memory import flaw, tidy
from core.prompts.loader import Prompt

VERSION = "rules-v1"


@dataclass(frozen=True)
class _Rule:
    pattern: re.Pattern[str]
    kind: str  # prefer | avoid | instruction | constraint | work | remember | forget
    confidence: float
    # A self-description frame: its facet (SELF_FACETS), and how the verb that opens its group
    # "head" takes the third person ("I handle" -> "Handles"; nothing to do in most languages).
    facet: str | None = None
    third_person_verbs: tuple[tuple[str, str], ...] = ()


def _r(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


@dataclass(frozen=True)
class _Patterns:
    """The baseline's patterns, compiled once across the language packs."""

    rules: list[_Rule]
    discourse: re.Pattern[str]
    questions: list[re.Pattern[str]]
    results: list[re.Pattern[str]]
    hints: dict[str, re.Pattern[str]]
    aspects: list[tuple[str, Matcher]]
    condition: re.Pattern[str]
    first_person_fact: re.Pattern[str]
    generic: frozenset[str]
    law: _LawTopics


@dataclass(frozen=True)
class _LawTopics:
    """The gates' legal topics, for the baseline's own refusal of claims about the law."""

    reference: Matcher
    statement: Matcher
    claim: Matcher
    work: Matcher
    answer: Matcher


# Where one clause ends and the next begins: clause punctuation or a dash between spaces.
_CLAUSE_PUNCT = r"(?:[,;:，；：、(（]|\s[-–—]\s)"
# The end of a Latin word (a word of a word-script pack may stand next to CJK characters).
_LATIN_END = r"(?![A-Za-z0-9_-])"
_SELF_CONFIDENCE = 0.8


def _clause_openers(get: Callable[[LanguagePack], Iterable[str]]) -> list[re.Pattern[str]]:
    """Where a clause opened by one of ``get``'s words starts: after clause punctuation, or after
    a conjunction in word scripts ("…, so …", "… and I'm trying to …", "…，想问…")."""
    found = []
    for script in ("words", "chars"):
        chosen = [p for p in packs() if p.script == script]
        leads = alternation(w for p in chosen for w in get(p))
        joins = alternation(c for p in chosen for c in p.conjunctions)
        if not leads:
            continue
        if script == "words":
            ahead = rf"(?=(?:{leads}){_LATIN_END})"
            source = rf"{_CLAUSE_PUNCT}\s*(?:(?:{joins})\s+)?{ahead}|\s+(?:{joins})\s+{ahead}"
        else:
            source = rf"{_CLAUSE_PUNCT}\s*(?:{joins})?(?=(?:{leads}))"
        found.append(_r(source))
    return found


def _self_frames(lp: LanguagePack) -> list[_Rule]:
    """One pack's frames of a self-description, built from its vocabularies.

    A first-person subject, then: a copula and a job title ("I'm a tax advisor at …", "saya
    notaris di …", "我是一家券商的分析师"); a copula and a state ("I'm based in …", "saya masih
    pemula …", "我住在成都"); or adverbs and a verb of the asker's work or home ("I review …",
    "saya biasanya mengurus …", "我平时负责…"). The asker's team and a tool verb ("our firm uses
    Notion …", "divisi kami memakai …", "我们部门用钉钉…") is project context; a possessive of
    whom their work serves ("most of my customers are …") is their work too.
    Group ``x`` is the memory: the subject and copula are left out (the baseline's memories have
    an implicit subject), the team is kept.
    """
    alt = alternation
    words = lp.script == "words"
    gap, joint, end = (r"\s+", r"\s*", r"(?![\w-])") if words else ("", "", "")
    subject = f"^(?:{alt(lp.self_subjects)})"
    copula = f"{joint}(?:{alt(c for c in lp.self_copulas if c)})"
    adverbs = f"(?:{gap}(?:{alt(lp.self_adverbs)}){end})*"
    article = f"(?:{gap}(?:{alt(lp.role_articles)}){end})?"
    if words:
        # Modifiers before a title ("senior tax advisor"), never a function word ("friend of a
        # lawyer", "not a lawyer").
        stop = alt(re.escape(w) for w in sorted(lp.stop_words))
        modifiers = rf"(?:(?!(?:{stop}){end})[\w'’&.+-]+\s+){{0,3}}?"
        title = f"(?:{alt(lp.job_titles)}){end}"
    else:
        # The title closes its clause ("我是律师事务所的合伙人", not "律师" in "我是在替律师问的").
        modifiers = r"[^，。,;；：:！？!?]{0,15}?"
        title = rf"(?:{alt(lp.job_titles)})(?=$|[，。,;；：:！？!?、\s(（])"
    frames = [
        _Rule(
            _r(f"{subject}{copula}{adverbs}{article}{gap}(?P<x>{modifiers}{title}.*)"),
            "work",
            _SELF_CONFIDENCE,
            "job",
        )
    ]
    if "" in lp.self_copulas:
        # No copula, no modifiers: "saya notaris …", never "saya kenal notaris …".
        frames.append(
            _Rule(
                _r(f"{subject}{adverbs}{article}{gap}(?P<x>{title}.*)"),
                "work",
                _SELF_CONFIDENCE,
                "job",
            )
        )
    for facet, states in lp.self_states.items():
        state = f"(?P<head>(?:{alt(states)}){end})"
        frames.append(
            _Rule(
                _r(f"{subject}(?:{copula})?(?P<x>{adverbs}{gap}{state}.*)"),
                "work",
                _SELF_CONFIDENCE,
                facet,
            )
        )
    for facet, verbs in lp.self_verbs.items():
        verb = f"(?P<head>(?:{alt(verbs)}){end})"
        frames.append(
            _Rule(
                _r(f"{subject}(?P<x>{adverbs}{gap}{verb}.*)"),
                "work",
                _SELF_CONFIDENCE,
                facet,
                lp.third_person_verbs,
            )
        )
    tool = f"(?P<head>(?:{alt(lp.tool_verbs)}){end})"
    frames.append(
        _Rule(
            _r(f"^(?P<x>(?:{alt(lp.group_subjects)}){adverbs}{gap}{tool}.*)"),
            "project",
            _SELF_CONFIDENCE,
        )
    )
    frames.append(
        _Rule(
            _r(f"^(?P<x>(?:{alt(lp.clientele)}){end}.+)"),
            "work",
            _SELF_CONFIDENCE,
            "clients",
        )
    )
    return frames


@compiled
def _patterns() -> _Patterns:
    every = packs()
    # Forgets before negatives before positives; within a stage, each pack's statements in order,
    # then the self-description frames (the first matching rule of a sentence wins).
    statements = [_Rule(_r(s.pattern), s.kind, s.confidence) for p in every for s in p.statements]
    frames = [f for p in every for f in _self_frames(p)]
    tails = [t for p in every for t in p.condition_tails]
    return _Patterns(
        rules=sorted(statements + frames, key=lambda r: STATEMENT_STAGE[r.kind]),
        discourse=_r(
            r"^(?:(?:" + alternation(d for p in every for d in p.discourse) + r")[\s,:;，：]+)+"
        ),
        questions=_clause_openers(lambda p: p.question_leads),
        results=_clause_openers(lambda p: p.result_leads),
        hints={
            name: _r(alternation(h for p in every for h in p.category_hints.get(name, ())))
            for name in HINTED_CATEGORIES
        },
        aspects=[
            (name, topic(keyed("answer_aspects", name), flags=re.IGNORECASE))
            for name in ANSWER_ASPECTS
        ],
        condition=_r(
            r"^(?:"
            + "|".join(c for p in every for c in p.condition_leads)
            + r")\b"
            + (r"|(?:" + "|".join(tails) + r")$" if tails else "")
        ),
        first_person_fact=_r(
            rf"^(?:{alternation(w for p in every for w in p.self_pronouns)})"
            rf"(?:\s*(?:{alternation(a for p in every for a in p.self_adverbs)}))*\s*"
            rf"(?:{alternation(v for p in every for vs in p.self_verbs.values() for v in vs)})"
        ),
        generic=union(lambda p: p.generic_words),
        law=_LawTopics(
            reference=topic(lambda p: p.legal_reference),
            statement=topic(lambda p: p.legal_statement),
            claim=topic(lambda p: p.claim_verbs),
            work=topic(lambda p: p.work_frame),
            answer=topic(lambda p: p.answer_frame),
        ),
    )


# What a memory never holds (SPEC §5.3: one plain sentence): a scheme, "www.", a markdown link or
# image, an HTML tag, an e-mail address, a host with a path. The first three are also looked for
# with spaces removed, so letter-spaced links ("h t t p s : / /") are found.
_LINK_SPACELESS = re.compile(r"\w://|www\.|\]\(", re.IGNORECASE)
_MARKUP = re.compile(r"<\s*/?\s*\w[^<>]*>|\w@[\w-]+\.\w|\b\w[\w-]*\.[a-z]{2,}/", re.IGNORECASE)


def _carries_markup(sentence: str) -> bool:
    """A link, markup or address anywhere in the sentence, even split by spaces or format chars."""
    visible = strip_invisible(sentence)
    return bool(_MARKUP.search(visible) or _LINK_SPACELESS.search(re.sub(r"\s+", "", visible)))


def _start_of(matcher: Matcher, text: str) -> tuple[int, bool] | None:
    """Where ``matcher`` first matches ``text``, and whether in a substring script."""
    found = [
        (m.start(), chars)
        for pattern, chars in ((matcher.words, False), (matcher.chars, True))
        if pattern is not None and (m := pattern.search(text)) is not None
    ]
    return min(found) if found else None


def _about_law(text: str) -> bool:
    """A claim about what a law, regulation or regulator says (the user's or a source's).

    The law as the subject ("the GDPR says", "UU PDP mewajibkan", "个人信息保护法规定"), a
    belief about the law ("I think the law allows"), or any statement of what it requires outside
    a work or answer-style frame (the gates' rule, applied before proposing).
    """
    law = _patterns().law
    folded = text.lower()
    start = _start_of(law.reference, folded)
    if start is None:
        return False
    states = law.statement.search(folded)
    if law.claim.search(folded):
        return True
    at, chars = start
    lead = folded[:at]
    if states and (len(lead) <= 3 if chars else len(lead.split()) <= 2):
        return True
    return states and not law.work.search(folded) and not law.answer.search(folded)


def refused(sentence: str) -> bool:
    """True when the baseline must propose nothing from ``sentence`` (whatever it says).

    A link, markup or address (a memory is one plain sentence), a claim about the law, or a
    promotional instruction: a recommend/trust verb whose object is a named entity.
    """
    return _carries_markup(sentence) or _about_law(sentence) or promotes(sentence)


def _is_chars(lang: str) -> bool:
    return pack(lang).script == "chars"


def _subject(
    kind: str, category: str, x: str, words: list[str], lang: str
) -> tuple[str, str | None]:
    """A stable topic (and facet) for the identity of a proposal."""
    if category == "stable_user_context":
        return pack(lang).job_subject, None
    if category in ("communication_preference", "workflow_preference"):
        for aspect, matcher in _patterns().aspects:
            if matcher.search(x):
                return aspect, None
    if _is_chars(lang):
        # No spaces: the topic is the first run of characters, without a leading verb or a
        # trailing particle.
        head = words[0] if words else x[:6]
        trim = pack(lang).topic_trim
        return (re.sub(trim, "", head) if trim else head) or head, None
    return " ".join(words[:3]) or x[:30], None


_CLAUSE_BREAK = re.compile(r"\s*[,:;，：；]\s*")


def _with_condition(text: str, lead: str, lang: str) -> str:
    """Keep a leading condition with the memory ("…, when you suggest examples."), in the
    third person like the rest of it."""
    lead = _about_the_asker(lead, lang)
    if _is_chars(lang):
        return f"{lead}，{text}"
    body = text.rstrip(".")
    return f"{body}, {lead[:1].lower()}{lead[1:]}."


def _aspect_of(text: str) -> str | None:
    """The answer-style aspect a memory text is about, if any."""
    return next((name for name, m in _patterns().aspects if m.search(text)), None)


_CHUNK = re.compile(rf"[{CJK}]{{2,}}|[A-Za-z][\w.+#-]*")


def _content_words(text: str, lang: str) -> list[str]:
    """The words of a memory that may tag it: content words, never stop or function words."""
    if _is_chars(lang):
        # Content words of the Chinese text; Latin terms as they are.
        latin = [c for c in _CHUNK.findall(text) if len(c) > 1 and not CJK_CHAR.match(c[0])]
        return chinese_content_words(text) + latin
    skip = _untagged(lang)
    found = (w.strip(".") for w in re.findall(r"[\w.+#-]+", text.lower()))
    return [w for w in found if w not in skip and len(w) > 1]


@compiled
def _untagged(lang: str) -> frozenset[str]:
    """Words that never tag a memory: stop, function, dangling and generic words, and the plain
    words that open a question ("what", "might")."""
    lp = pack(lang)
    asks = {p for p in lp.question_leads if re.fullmatch(r"[\w']+", p)}
    return lp.stop_words | lp.function_words | lp.dangling_words | lp.generic_words | asks


def _clean(x: str) -> str:
    x = x.strip().strip(" ,.;:!?，。；：！？\"'“”")
    return re.sub(r"\s+", " ", x)


# What a self-description is: the asker's job, work, whereabouts, team; a condition before one
# is a lead-in ("if it matters, I'm based in …"), never part of it.
_SELF_KINDS = frozenset({"work", "project"})
_CONTEXT_CATEGORIES = frozenset({"stable_user_context", "project_context"})
_QUESTION_MARK = re.compile(r"[?？]")


def _first_cut(patterns: list[re.Pattern[str]], x: str) -> int | None:
    """Where the first clause opened by one of ``patterns`` starts in ``x`` (never at its start)."""
    starts = [m.start() for p in patterns for m in p.finditer(x) if m.start() > 0]
    return min(starts, default=None)


def _kept(x: str, describes_self: bool) -> str | None:
    """What of a statement's ``x`` is the memory: never the question that follows it.

    ``x`` ends before the first clause that opens with a question word ("…, what does …",
    "…，请问…") and, for a self-description, before a consequence drawn from it ("…, so please
    keep …", "…, jadi mohon …"). A self-description still ending in a question mark
    loses its last clause (a question without a question word: "…, is that normal?"), and one
    with no clause before the question is no memory at all.
    """
    found = _patterns()
    cut = _first_cut(found.questions + (found.results if describes_self else []), x)
    if cut is not None:
        x = x[:cut]
    if describes_self and _QUESTION_MARK.search(x):
        breaks = [m.start() for m in re.finditer(_CLAUSE_PUNCT, x)]
        x = x[: breaks[-1]] if breaks else ""
        if _QUESTION_MARK.search(x):
            return None
    return x if x.strip() else None


def _said(match: re.Match[str], rule: _Rule, lang: str) -> str | None:
    """The memory part of a matched statement, cut at the question or consequence that follows;
    None when nothing is left of it, or nothing but its verb or state ("I handle it")."""
    x = _kept(match.group("x"), rule.kind in _SELF_KINDS)
    if x is None:
        return None
    if "head" in match.re.groupindex:
        start = match.start("x")
        head, tail = match.start("head") - start, match.end("head") - start
        if tail > len(x) or not _content_words(_clean(x[tail:]), lang):
            return None
        if rule.third_person_verbs:
            x = x[:head] + third_person(x[head:tail], rule.third_person_verbs) + x[tail:]
    return _without_opening_particles(_clean(x)) or None


def _without_opening_particles(x: str) -> str:
    """``x`` without the chat particles it opens on ("tolong jawab …" after "mulai sekarang"): a
    memory never opens on one (the gates refuse it)."""
    while (rest := without_opening_particle(x)) is not None:
        x = rest
    return x


_OUTSIDE_SPELLED = r"(?<!\b\w )(?:{})(?! \w\b)"


# NFKC folds full-width clause punctuation to ASCII ("，" to ","): next to a CJK character, a
# memory in a substring script gets the full-width form back.
_FOLDED_PUNCT = re.compile(rf"\s*([,;:])\s*(?=[{CJK}])|(?<=[{CJK}])\s*([,;:])\s*")
_FULL_WIDTH = {",": "\uff0c", ";": "\uff1b", ":": "\uff1a"}


def _about_the_asker(x: str, lang: str) -> str:
    """``x`` with the asker's first-person words put in the third person ("aku" -> "pengguna")."""
    for pattern, repl in pack(lang).first_person:
        # A letter of a word spelled out one letter at a time ("m i g r a i n e") is no pronoun.
        x = re.sub(_OUTSIDE_SPELLED.format(pattern), repl, x, flags=re.IGNORECASE)
    return x


def _sentence_text(kind: str, x: str, lang: str, prep: str | None = None) -> str:
    """A short third-person memory sentence in the asker's language."""
    lp = pack(lang)
    x = _about_the_asker(x, lang)
    if lp.script == "chars":
        x = _FOLDED_PUNCT.sub(lambda m: _FULL_WIDTH[m.group(1) or m.group(2)], x)
    templates = lp.templates
    if kind == "work" and not prep:
        return x[:1].upper() + x[1:] + ("。" if lp.script == "chars" else ".")
    return templates[kind].format(x=x, X=x[:1].upper() + x[1:], prep=(prep or "").lower())


def _category(kind: str, x: str) -> str:
    if kind == "project":
        return "project_context"
    if kind == "recurring":
        return "recurring_constraint"
    found = _patterns()
    if kind == "work" or (kind == "remember" and found.first_person_fact.search(x)):
        project = found.hints["project_context"]
        return "project_context" if project.search(x) else "stable_user_context"
    for name, pattern in found.hints.items():
        if name == "project_context":
            continue
        if name == "communication_preference" and kind in ("instruction", "constraint", "request"):
            # A standing instruction mentions answers by nature; only a style aspect makes it
            # a communication preference.
            if any(m.search(x) for _, m in found.aspects):
                return name
            continue
        if pattern.search(x):
            return name
    if kind == "constraint":
        return "recurring_constraint"
    if kind == "instruction":
        return "standing_instruction"
    if kind == "request":
        return "communication_preference"
    return "user_preference"


class RulesProvider:
    """Deterministic offline baseline; see the module docstring."""

    def __init__(self, forget_threshold: float = 0.15, update_threshold: float = 0.5) -> None:
        self._embedder = HashingEmbedder(384)
        self._forget_threshold = forget_threshold
        self._update_threshold = update_threshold

    @property
    def name(self) -> str:
        """Provider name."""
        return "rules"

    def version(self, prompt: Prompt) -> str:
        """Its own version: the baseline does not use the prompt."""
        return VERSION

    def extract(self, transcript: Transcript, prompt: Prompt, timeout: float) -> str:
        """Propose operations from the asker's explicit statements (never from replies)."""
        operations: list[dict[str, Any]] = []
        forgotten: set[str] = set()
        for msg in transcript.messages:
            if msg.role != "user":
                continue
            for sentence in split_statements(unicodedata.normalize("NFKC", msg.content)):
                op = self._sentence(sentence.strip(), str(msg.id), transcript.memories, forgotten)
                if op is not None:
                    operations.append(op)
        operations = self._updates_of_existing(operations, transcript.memories, forgotten)
        adds = [o for o in operations if o["op"] == "add"][:3]
        others = [o for o in operations if o["op"] != "add"]
        return json.dumps({"operations": others + adds}, ensure_ascii=False)

    def _updates_of_existing(
        self, operations: list[dict[str, Any]], memories: list[ShownMemory], forgotten: set[str]
    ) -> list[dict[str, Any]]:
        """An add about the same topic as an existing memory of its category becomes an update."""
        taken = set(forgotten)
        out = []
        for op in operations:
            if op["op"] != "add":
                out.append(op)
                continue
            same = [m for m in memories if m.category == op["category"] and m.short_id not in taken]
            aspects = set(ANSWER_ASPECTS)
            subject = op["identity"]["subject"]
            if subject in aspects:
                # An answer-style preference replaces the existing one about the same aspect only.
                same = [m for m in same if _aspect_of(m.text) == subject]
                threshold = 0.0
            else:
                threshold = self._update_threshold
            if same:
                vectors = self._embedder.embed([op["text"]] + [m.text for m in same])
                scores = [
                    sum(a * b for a, b in zip(vectors[0], v, strict=True)) for v in vectors[1:]
                ]
                best = max(range(len(same)), key=lambda i: scores[i])
                if scores[best] >= threshold:
                    taken.add(same[best].short_id)
                    op = {**op, "op": "update", "memory_id": same[best].short_id}
            out.append(op)
        return out

    def _sentence(
        self,
        sentence: str,
        message_id: str,
        memories: list[ShownMemory],
        forgotten: set[str],
        language: str | None = None,
    ) -> dict[str, Any] | None:
        pat = _patterns()
        if not sentence or says_when(sentence) or refused(sentence):
            return None
        sentence = pat.discourse.sub("", sentence, count=1)
        found = self._rules(sentence, message_id, memories, forgotten, language)
        if found is not None:
            return found
        # "When you suggest examples, I'd rather …": the statement follows a leading clause.
        # A condition clause is kept with the memory; any other lead is dropped.
        lead_match = _CLAUSE_BREAK.search(sentence)
        if lead_match is None:
            return None
        lead, rest = sentence[: lead_match.start()].strip(), sentence[lead_match.end() :].strip()
        rest = pat.discourse.sub("", rest, count=1)
        # "That project is over, forget it": the whole sentence names what to forget.
        found = self._rules(rest, message_id, memories, forgotten, language, context=sentence)
        if found is None or found["op"] == "forget":
            return found
        if found["category"] not in _CONTEXT_CATEGORIES and pat.condition.search(lead):
            found["text"] = _with_condition(found["text"], lead, found["language"])[:300]
        return found

    def _rules(
        self,
        sentence: str,
        message_id: str,
        memories: list[ShownMemory],
        forgotten: set[str],
        language: str | None,
        context: str | None = None,
    ) -> dict[str, Any] | None:
        for rule in _patterns().rules:
            match = rule.pattern.match(sentence)
            if not match:
                continue
            lang = detect_language(sentence)
            x = _said(match, rule, lang)
            if x is None or len(x) < 2:
                return None
            if rule.kind == "forget":
                return self._forget(context or x, memories, forgotten)
            if rule.kind == "request" and _aspect_of(x) is None:
                # A one-off request ("please explain Article 6"); only one about how answers
                # look is a standing preference.
                return None
            if rule.kind == "remember":
                # "remember that I prefer …" is the inner statement with more confidence.
                inner = self._sentence(x, message_id, memories, forgotten, lang)
                if inner is not None:
                    inner["confidence"] = rule.confidence
                    return inner
            prep = match.groupdict().get("prep")
            return self._add(rule, x, message_id, language or lang, prep)
        return None

    def _add(
        self, rule: _Rule, x: str, message_id: str, lang: str, prep: str | None = None
    ) -> dict[str, Any] | None:
        """The add of one statement; None when what it would write is no whole, self-contained
        memory sentence (:func:`core.llm.clean_memory.flaw`)."""
        text = tidy(_sentence_text(rule.kind, x, lang, prep)[:300])
        if flaw(text, lang) is not None:
            return None
        category = _category(rule.kind, x)
        words = _content_words(x, lang)
        subject, facet = _subject(rule.kind, category, x, words, lang)
        if category == "stable_user_context" and rule.facet != "job":
            facet = rule.facet
        polarity = None
        if category not in ("stable_user_context", "project_context"):
            polarity = "avoid" if rule.kind in ("avoid", "constraint") else "prefer"
        identity: dict[str, Any] = {"subject": subject}
        if facet:
            identity["facet"] = facet
        if polarity:
            identity["polarity"] = polarity
        return {
            "op": "add",
            "type": "fact"
            if category in ("stable_user_context", "project_context")
            else "preference",
            "category": category,
            "text": text,
            "language": lang,
            "tags": list(dict.fromkeys(words))[:4] or [x[:20]],
            "confidence": rule.confidence,
            "importance": 0.6,
            "stability": "stable",
            "identity": identity,
            "source_message_ids": [message_id],
            "reason": f"explicit {rule.kind} statement",
        }

    def _forget(
        self, x: str, memories: list[ShownMemory], forgotten: set[str]
    ) -> dict[str, Any] | None:
        """Close the existing memory the sentence is about: lexical overlap first, then cosine."""
        candidates = [m for m in memories if m.short_id not in forgotten]
        if not candidates:
            return None
        query = self._embedder.embed([x])[0]
        vectors = self._embedder.embed([m.text for m in candidates])
        cosines = [sum(a * b for a, b in zip(query, v, strict=True)) for v in vectors]
        anchors = _anchors(x)
        overlapping = [i for i, m in enumerate(candidates) if anchors & _anchors(m.text)]
        pool = overlapping or [i for i, c in enumerate(cosines) if c >= self._forget_threshold]
        if not pool:
            return None
        best = candidates[max(pool, key=lambda i: cosines[i])]
        forgotten.add(best.short_id)
        return {"op": "forget", "memory_id": best.short_id, "reason": "asker asked to forget"}


def _stem(word: str) -> str:
    """A crude plural strip, so "tables" meets "table" (the baseline needs no more)."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _anchors(text: str) -> set[str]:
    """Distinctive words (Latin, 4+ letters) and CJK bigrams, for matching a forget to a memory."""
    norm = unicodedata.normalize("NFKC", text).lower()
    generic = _patterns().generic
    words = {_stem(w) for w in re.findall(r"[a-z][a-z0-9-]{3,}", norm) if w not in generic}
    bigrams = set()
    for run in CJK_RUN.findall(norm):
        bigrams |= {run[i : i + 2] for i in range(len(run) - 1)}
    return words | (bigrams - generic)
