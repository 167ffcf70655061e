"""Reason codes of SPEC §5.3, split into reply-level (write nothing) and candidate-level."""

from __future__ import annotations

import enum


class Reason(enum.StrEnum):
    """Why a reply or one of its operations was rejected (recorded in logs and audit rows)."""

    # Reply-level: the whole conversation writes nothing.
    malformed = "malformed"
    unknown_memory_id = "unknown_memory_id"
    too_many_new = "too_many_new"
    too_long = "too_long"
    over_active_cap = "over_active_cap"
    timeout = "timeout"
    # Candidate-level: that operation is dropped, the rest proceed.
    empty_text = "empty_text"
    not_stable = "not_stable"
    low_confidence = "low_confidence"
    sensitive_personal_data = "sensitive_personal_data"
    secret = "secret"  # noqa: S105 - a reason code, not a password
    transcript_pattern = "transcript_pattern"
    placeholder = "placeholder"
    about_other_person = "about_other_person"
    corpus_or_legal_fact = "corpus_or_legal_fact"
    user_claim_about_law = "user_claim_about_law"
    instruction_injection = "instruction_injection"
    not_from_asker = "not_from_asker"
    identity_missing = "identity_missing"
    not_grounded = "not_grounded"
    wrong_language = "wrong_language"


REPLY_LEVEL = frozenset(
    {
        Reason.malformed,
        Reason.unknown_memory_id,
        Reason.too_many_new,
        Reason.too_long,
        Reason.over_active_cap,
        Reason.timeout,
    }
)
CANDIDATE_LEVEL = frozenset(set(Reason) - REPLY_LEVEL)


# What each code means, for the people who read audit rows and the console (one line each).
_MEANINGS: dict[Reason, str] = {
    Reason.malformed: "the model's reply was not valid strict JSON; nothing written",
    Reason.unknown_memory_id: "the reply named a memory id it was not shown; nothing written",
    Reason.too_many_new: "more new memories than MAX_NEW_PER_CONVERSATION; nothing written",
    Reason.too_long: "a memory longer than MAX_CHARS_PER_MEMORY; nothing written",
    Reason.over_active_cap: "adds would exceed MAX_ACTIVE_PER_USER; nothing written",
    Reason.timeout: "the model did not answer in EXTRACT_TIMEOUT_SECONDS; nothing written",
    Reason.empty_text: "an operation with no text",
    Reason.not_stable: "temporary or speculative, not a lasting fact",
    Reason.low_confidence: "the model's confidence was below MIN_CONFIDENCE",
    Reason.sensitive_personal_data: "an identifier or special-category data (health, religion …)",
    Reason.secret: "a password, key, token or other credential",
    Reason.transcript_pattern: "a copied conversation, role markup, a question or a phrase cut off",
    Reason.placeholder: "a placeholder or template slot, not a memory",
    Reason.about_other_person: "about someone other than the user",
    Reason.corpus_or_legal_fact: "what a law, regulation or document says",
    Reason.user_claim_about_law: "the user's own claim about what the law says",
    Reason.instruction_injection: "an instruction to the model, markup, a link, a privilege claim "
    "or disguised letters (invisible, look-alike, full-width or spelled out one by one)",
    Reason.not_from_asker: "no cited message of the asker (assistant text alone)",
    Reason.identity_missing: "no identity subject, or a preference without polarity",
    Reason.not_grounded: "a name, number, link or quote the asker's cited messages do not hold, "
    "or closer to a retrieved passage or assistant reply than to the asker's words",
    Reason.wrong_language: "not written in the language of the asker's cited messages",
}


# A reason the store gives, not a gate: the reply was fine, the world changed before the commit.
MEMORY_GONE = "memory_gone"
_STORE_MEANINGS = {
    MEMORY_GONE: "the memory an update or forget named was deleted while the model was thinking; "
    "that operation was dropped, the rest committed",
}


def meaning(code: str) -> str:
    """What a reason code means, in one line (empty for an action that is not a reason code)."""
    try:
        return _MEANINGS[Reason(code)]
    except ValueError:
        return _STORE_MEANINGS.get(code, "")
