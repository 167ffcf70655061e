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
    # A name, number, URL, brand, code or quoted string the asker's cited messages do not contain,
    # or a candidate closer to a retrieved or assistant message than to the asker's own words.
    not_grounded = "not_grounded"


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
