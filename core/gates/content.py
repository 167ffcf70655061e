"""Content detectors: what a memory's text must never contain (SPEC §5.3, seed 000 and 001).

Each detector works on normalized text and returns reason codes with a short label (never the
matched text). Work context ("often asks about UU PDP", "works on banking regulation") is allowed;
what a regulation or document says, the user's claim about the law, anyone else's data, identifiers,
secrets and special-category data are not.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from dataclasses import dataclass

from core.gates import lexicons as lx
from core.gates.identifiers import find_identifiers, mentions_identifier_field
from core.gates.normalize import fold, strip_invisible
from core.gates.reasons import Reason


def _whole_words(patterns: list[str]) -> str:
    # The word-boundary checks around the whole alternation, not around each alternative: the
    # same matches, ten times faster (the engine no longer runs a lookbehind per alternative).
    return "(?<![\\w])(?:" + "|".join(f"(?:{p})" for p in patterns) + ")(?![\\w])"


def _latin(patterns: list[str]) -> re.Pattern[str]:
    return re.compile(_whole_words(patterns))


def _plain(patterns: list[str]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in patterns))


def _either(
    latin: list[str], zh: list[str], zh_regex: bool = False
) -> tuple[re.Pattern[str], re.Pattern[str]]:
    return _latin(latin), _plain([p if zh_regex else re.escape(p.lower()) for p in zh])


def _hit(pair: tuple[re.Pattern[str], re.Pattern[str]], text: str) -> bool:
    return bool(pair[0].search(text) or pair[1].search(text))


_STRONG = {k: _either(v, lx.SENSITIVE_STRONG_ZH.get(k, [])) for k, v in lx.SENSITIVE_STRONG.items()}
_TOPICAL = {
    k: _either(v, lx.SENSITIVE_TOPICAL_ZH.get(k, [])) for k, v in lx.SENSITIVE_TOPICAL.items()
}
_OTHER = _either(lx.OTHER_PERSON, lx.OTHER_PERSON_ZH)
_NAMED_RELATION = re.compile(
    r"\b(?:manager|boss|colleague|coworker|wife|husband|friend|neighbou?r|son|daughter|mother|"
    r"father|brother|sister|partner|girlfriend|boyfriend|atasan|istri|suami|teman|rekan)\s+"
    r"[A-Z][a-z]{2,}"
)
_LEGAL_REF = _either(lx.LEGAL_REFERENCE, lx.LEGAL_REFERENCE_ZH, zh_regex=True)
_LEGAL_STATEMENT = _either(lx.LEGAL_STATEMENT, lx.LEGAL_STATEMENT_ZH)
_CLAIM = _either(lx.CLAIM_VERB, lx.CLAIM_VERB_ZH)
_WORK = _either(lx.WORK_FRAME, lx.WORK_FRAME_ZH)
_ANSWER = _either(lx.ANSWER_FRAME, lx.ANSWER_FRAME_ZH)
_INJECTION = _either(lx.INJECTION, lx.INJECTION_ZH)
_TRANSCRIPT = _either(lx.TRANSCRIPT, lx.TRANSCRIPT_ZH)
_TRANSCRIPT_MARKUP = _plain(lx.TRANSCRIPT_MARKUP)
_PLACEHOLDER = _plain(lx.PLACEHOLDER_PATTERN)
_SECRET_WORD = _plain(
    [_whole_words(lx.SECRET_WORDS)] + [re.escape(w.lower()) for w in lx.SECRET_WORDS_ZH]
)
_SEPARATOR = (
    r"(?:\s*(?:is|was|are|=|:|：|adalah|ialah|yaitu|nya|saya|kami|我的|是|为|设为|改成)){1,3}"
)
# Right after a secret word: a separator or verb, then any value ("password: hunter22").
_SECRET_VALUE = re.compile(_SEPARATOR + r"\s*[\"'`]?[^\s\"'`]{3,}")
# A few words later ("the password of the staging server is …"): only a value that looks like
# one (a digit or a symbol in it), so "password policies: rotation" stays allowed.
_SECRET_VALUE_LATER = re.compile(
    r"(?:\s+[^\s:=：]+){1,4}?"
    + _SEPARATOR
    + r"\s*[\"'`]?(?=[^\s\"'`]*[0-9!#$%&()*+,\-./:;<=>?@\[\]^_{|}~])[^\s\"'`]{3,}"
)
_KEY_PREFIX = re.compile(
    r"(?<![a-z0-9])(?:sk-[a-z0-9_\-]{10,}|sk_(?:live|test)_[a-z0-9]{10,}|rk_live_[a-z0-9]{10,}|"
    r"(?:akia|asia)[a-z0-9]{16}|gh[pousr]_[a-z0-9]{20,}|github_pat_[a-z0-9_]{20,}|"
    r"xox[abposr]-[a-z0-9\-]{10,}|aiza[0-9a-z_\-]{30,}|glpat-[a-z0-9_\-]{16,}|"
    r"eyj[a-z0-9_\-]{10,}\.[a-z0-9_\-]{10,}\.[a-z0-9_\-]{5,}|-----begin [a-z ]*private key-----)"
)
_TOKEN = re.compile(r"[A-Za-z0-9+/=_\-]{24,}")


@dataclass(frozen=True)
class ContentHit:
    """One rule a text breaks: the reason code and a label (no text)."""

    reason: Reason
    label: str


def _entropy(token: str) -> float:
    counts = Counter(token)
    return -sum(n / len(token) * math.log2(n / len(token)) for n in counts.values())


def _high_entropy_token(raw: str) -> bool:
    for token in _TOKEN.findall(raw):
        classes = sum(bool(re.search(p, token)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[+/=_\-]"))
        digits = sum(ch.isdigit() for ch in token)
        # Random keys switch between lower, upper and digits constantly; code identifiers
        # (useEffectCleanupHandler2024) switch a few times.
        kinds = [
            "d" if c.isdigit() else "u" if c.isupper() else "l" if c.islower() else "s"
            for c in token
        ]
        runs = 1 + sum(a != b for a, b in itertools.pairwise(kinds))
        if classes >= 3 and digits >= 3 and len(token) / runs <= 1.8 and _entropy(token) >= 3.8:
            return True
    return False


def _secret(raw: str, folded: str) -> str | None:
    if _KEY_PREFIX.search(folded):
        return "key_prefix"
    for match in _SECRET_WORD.finditer(folded):
        if _SECRET_VALUE.match(folded, match.end()) or _SECRET_VALUE_LATER.match(
            folded, match.end()
        ):
            return "credential_value"
    if _high_entropy_token(raw):
        return "high_entropy_token"
    return None


def _placeholder(folded: str) -> bool:
    bare = folded.strip(" .!?。！？")
    return (
        bare in lx.PLACEHOLDER_EXACT
        or bool(_PLACEHOLDER.search(folded))
        or not re.search(r"\w", bare)
    )


def detect(text: str) -> list[ContentHit]:
    """Every content rule ``text`` breaks, most serious first (empty = clean)."""
    raw = strip_invisible(text)
    folded = fold(text)
    hits: list[ContentHit] = []
    secret = _secret(raw, folded)
    if secret:
        hits.append(ContentHit(Reason.secret, secret))
    for ident in find_identifiers(text):
        hits.append(ContentHit(Reason.sensitive_personal_data, f"identifier:{ident.kind}"))
    if mentions_identifier_field(text):
        hits.append(ContentHit(Reason.sensitive_personal_data, "identifier_field"))
    work = _hit(_WORK, folded)
    about_answers = _hit(_ANSWER, folded)
    for category, pair in _STRONG.items():
        if _hit(pair, folded):
            hits.append(ContentHit(Reason.sensitive_personal_data, category))
    if not (work or about_answers):
        for category, pair in _TOPICAL.items():
            if _hit(pair, folded):
                hits.append(ContentHit(Reason.sensitive_personal_data, f"{category}:topic"))
    if _hit(_TRANSCRIPT, folded) or _TRANSCRIPT_MARKUP.search(folded):
        hits.append(ContentHit(Reason.transcript_pattern, "transcript_markup"))
    if _hit(_INJECTION, folded):
        hits.append(ContentHit(Reason.instruction_injection, "injection_phrase"))
    if _placeholder(folded):
        hits.append(ContentHit(Reason.placeholder, "placeholder"))
    if _hit(_OTHER, folded) or _NAMED_RELATION.search(raw):
        hits.append(ContentHit(Reason.about_other_person, "relation"))
    legal_ref = _hit(_LEGAL_REF, folded)
    if legal_ref and _hit(_CLAIM, folded):
        hits.append(ContentHit(Reason.user_claim_about_law, "claim_about_law"))
    elif legal_ref and _hit(_LEGAL_STATEMENT, folded) and not work and not _hit(_ANSWER, folded):
        hits.append(ContentHit(Reason.corpus_or_legal_fact, "legal_or_corpus_statement"))
    return hits
