"""Identifier numbers and contact data (SPEC §5.3), detected on a loose pattern.

Detection never depends on a validator: any run of 9 or more digits (after separators and
invisible characters inside it are removed), a passport-like code, an e-mail address or a phone
number is an identifier. python-stdnum and phonenumbers only *label* what was found (NIK, NPWP,
Chinese resident ID, card number, phone …) for reason details; an invalid check digit is still
blocked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import phonenumbers
from stdnum import luhn
from stdnum.cn import ric
from stdnum.id import nik, npwp

from core.gates.normalize import fold, join_digit_runs
from core.language import Matcher, compiled, topic

MIN_DIGITS = 9
_DIGIT_RUN = re.compile(r"(?<![\d])\+?\d{" + str(MIN_DIGITS) + r",}[\dx]?(?![\d])")
_EMAIL = re.compile(
    r"[^\s@<>()\[\],;:\"']+\s*(?:@|\(at\)|\[at\]|＠)\s*[^\s@]+\s*(?:\.|\(dot\)|\[dot\])\s*[a-z]{2,}"
)
_AT_SIGNS = ("@", "(at)", "[at]", "＠")
# Passports and similar document numbers: 1-2 letters then 6-9 digits (E12345678, A1234567, C01X…).
_PASSPORT = re.compile(r"(?<![a-z0-9])[a-z]{1,2}\d{6,9}(?![a-z0-9])")
# Phone-like: a leading + or 0 and 8+ digits once separators are gone (shorter than MIN_DIGITS
# runs only matter when written as a phone number).
_PHONE = re.compile(r"(?<![\d])(?:\+\d{1,3}|0)\d{7,}(?![\d])")


@dataclass(frozen=True)
class IdentifierHit:
    """What was found (a label, never the value)."""

    kind: str


def _label_digits(run: str) -> str:
    digits = run.lstrip("+")
    if len(digits) == 18 and ric.is_valid(digits.upper()):
        return "cn_resident_id"
    if len(digits) == 16 and nik.is_valid(digits):
        return "nik"
    if len(digits) in (15, 16) and npwp.is_valid(digits):
        return "npwp"
    if 13 <= len(digits) <= 19 and digits.isdigit() and luhn.is_valid(digits):
        return "card_number"
    for region in ("ID", "CN", None):
        try:
            parsed = phonenumbers.parse(run, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(parsed):
            return "phone"
    if len(digits) == 16:
        return "nik_like"
    if len(digits) in (17, 18):
        return "resident_id_like"
    return "account_or_id_number"


def find_identifiers(text: str) -> list[IdentifierHit]:
    """Every identifier in ``text`` (labels only)."""
    hits: list[IdentifierHit] = []
    joined = join_digit_runs(text)
    for match in _DIGIT_RUN.finditer(joined):
        hits.append(IdentifierHit(_label_digits(match.group())))
    for match in _PHONE.finditer(joined):
        if len(match.group().lstrip("+")) < MIN_DIGITS:
            hits.append(IdentifierHit("phone"))
    if has_email(fold(text)):
        hits.append(IdentifierHit("email"))
    if _PASSPORT.search(joined):
        hits.append(IdentifierHit("passport_like"))
    return hits


def has_email(folded: str) -> bool:
    """True when folded text holds an e-mail address (written with @, (at), ＠ …)."""
    # The pattern backtracks over every long word; most texts have no at-sign to anchor it.
    if not any(at in folded for at in _AT_SIGNS):
        return False
    return _EMAIL.search(folded) is not None


_PIECE = re.compile(r"\d{2,}")
_ANY_DIGIT = re.compile(r"\d")


def digit_pieces(parts: list[str]) -> list[str]:
    """The distinct digit runs (2 digits or more) of ``parts`` in order, when at least two parts
    hold one: the pieces of a number cut across a memory's text, tags and identity, written in
    digits or in number words."""
    pieces: list[str] = []
    holders = 0
    for part in parts:
        joined = join_digit_runs(part)
        if not _ANY_DIGIT.search(joined):
            continue
        found = [p for p in _PIECE.findall(joined) if p not in pieces]
        holders += bool(found)
        pieces.extend(dict.fromkeys(found))
    return pieces if holders > 1 else []


def mentions_identifier_field(text: str) -> bool:
    """True when the text names an identifier field (a passport, NIK …) — with or without a value."""
    return _identifier_fields().search(fold(text))


# A value an identifier field may hold: three digits or more in a row once number words are read
# and separators dropped ("passport Q nine eight seven …", "护照ΚΜ3316620"). A count or a position is
# no value ("has one bank account", "masks all but the last four digits", "只显示末四位").
_VALUE = re.compile(r"\d{3,}")


def names_an_identifier(text: str) -> bool:
    """True when the text names an identifier field and holds a value it could be: the user's
    document or account number, whatever shape a loose pattern misses. The field alone is a
    topic ("builds dashboards for a card issuer's fraud team", "wants card numbers masked in
    examples"), not the user's identifier."""
    return (
        bool(mentions_identifier_field(text)) and _VALUE.search(join_digit_runs(text)) is not None
    )


@compiled
def _identifier_fields() -> Matcher:
    return topic(lambda p: p.identifier_fields)
