"""Someone other than the user named as a memory's subject (reason ``about_other_person``).

Memories are about the user alone and are written with an implicit subject ("Prefers short
reports.", "Suka jawaban singkat.", "偏好简短的回答。"). A clause that opens with a named subject and
a predicate is about someone else. Names are found by structure, with the words in the packs:

- a title before a name ("Dr. Lee", "Bu Sari") or after a surname ("王先生"), a familiar prefix
  before a surname ("老王");
- in word scripts, capitalized words at the start of a clause followed by a person's predicate
  ("Budi prefers", "Sari bekerja"), with the person's team or firm (``affiliations``: "Lena at
  Northwind wants") and an adverb of habit ("Budi always prefers") between them, unless they are
  ordinary words of a pack, leading adverbs, predicates themselves, organizations or places
  ("Bank Mandiri"), role nouns, or acronyms; an owner's frame ("Budi's …", "milik Budi");
- in Chinese, a surname and one or two characters at the start of a clause followed by a predicate,
  unless the characters are an ordinary word of the kept dictionary (周末 "weekend" starts with the
  surname 周) or an organization follows; a name the dictionary lists as a personal name is one;
- in every script, what the person is to the user next to the name (``role_nouns``: "coach
  Irene", "Yusuf, atasan saya", "邻居罗美玲"; in Chinese also a Latin given name or a familiar
  form after the role noun, "同事Kevin", "室友阿杰"), and a name a third person's pronoun points back
  to in the next clause (``third_person``: "…, she …", "…, dia …"), and an age right after a
  name (``age_units``: "Kai (7)", "Laras, 9 tahun,", "乐乐（6岁）").
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from core import language
from core.gates.clauses import clause_starts
from core.gates.given_names import without_given_names
from core.language import CJK, compiled
from core.language.vocabulary import (
    RARE_WORD,
    chinese_common_words,
    chinese_surnames,
    chinese_time_words,
    chinese_word_count,
    chinese_words,
    common_words,
    cut_as_a_word,
    is_chinese_personal_name,
    looks_like_chinese_name,
    personal_names,
)

# A capitalized word that is not an acronym ("Budi", "O'Neil"); acronyms (GDPR, PT) never match.
_NAME = r"[A-Z][a-z][A-Za-z'\u2019-]*"


@dataclass(frozen=True)
class _People:
    """Every people pattern, compiled once across the packs."""

    titled: re.Pattern[str] | None
    subject: re.Pattern[str] | None
    subject_opened: re.Pattern[str] | None
    possessive: tuple[re.Pattern[str], ...]
    predicate: re.Pattern[str] | None
    modifier: re.Pattern[str] | None
    not_names: frozenset[str]
    common: frozenset[str]
    han_titled: re.Pattern[str] | None
    han_named: re.Pattern[str] | None
    han_subject: re.Pattern[str] | None
    han_organization: re.Pattern[str] | None
    role_before: re.Pattern[str] | None
    role_initial: re.Pattern[str] | None
    role_after: re.Pattern[str] | None
    pointed_back: re.Pattern[str] | None
    han_role_before: re.Pattern[str] | None
    han_role_named: re.Pattern[str] | None
    han_role_after: re.Pattern[str] | None
    han_role_other: re.Pattern[str] | None
    han_role_word: re.Pattern[str] | None
    han_not_names: frozenset[str]
    pronoun: re.Pattern[str] | None
    user_noun: re.Pattern[str] | None
    han_with: re.Pattern[str] | None
    person_words: frozenset[str]
    joins: frozenset[str]
    han_clause_name: re.Pattern[str] | None
    surnames: frozenset[str]
    rare_surnames: frozenset[str]  # the dictionary's, not the packs': full names only
    han_pronouns: frozenset[str]
    han_pronoun_chars: frozenset[str]
    han_user_nouns: tuple[str, ...]
    role_subject: re.Pattern[str] | None
    han_role_subject: re.Pattern[str] | None
    han_role_subject_timed: re.Pattern[str] | None
    verb_ending: re.Pattern[str] | None
    acts: re.Pattern[str] | None
    places: frozenset[str]
    role_word: re.Pattern[str] | None
    aged: re.Pattern[str] | None
    han_aged: re.Pattern[str] | None


def _alt(patterns: list[str]) -> str:
    return "|".join(f"(?:{p})" for p in patterns)


def _role_subject(
    packs: list[language.LanguagePack], gap: str, end: str, between: str = ""
) -> re.Pattern[str] | None:
    """Determiner? role noun, up to two fillers, then a predicate: a verb of liking or wanting, an
    adverb of habit, a person's predicate or a word that opens a finite predicate
    (``predicate_openers``); ``gap`` between the words (spaces in word scripts, nothing in
    substring scripts), ``end`` after the verb; ``between``: what else may stand before the verb
    (substring scripts: a time word of a few characters, "房东晚上总是…").

    In substring scripts a possessive or the user's own pronoun may stand before the role noun
    ("我的表哥", "我表哥"); a function word is no predicate there ("表哥的婚礼" is an event, not his act).
    (Word packs' function words hold verbs, "works", so they are not filtered.)"""
    roles = _alt([r for p in packs for r in p.role_nouns])
    predicates = _alt(
        [
            v
            for p in packs
            for v in p.subject_predicates()
            if p.script != "chars" or v not in p.function_words
        ]
    )
    if not (roles and predicates):
        return None
    dets = [d for p in packs for d in p.subject_determiners]
    dets += [d for p in packs if p.script == "chars" for d in (*p.possessives, *p.self_pronouns)]
    fillers = _alt([f for p in packs for f in p.subject_fillers])
    # In word scripts a determiner may take up to two modifiers before the role noun ("the new
    # night guard"); substring scripts list their modifiers with the determiners ("新来的").
    modifiers = rf"(?:[^\W\d_]+{gap}){{0,2}}" if gap else ""
    head = rf"(?:(?:{_alt(dets)}){gap}{modifiers})?" if dets else ""
    middle = rf"(?:{gap}(?:{fillers})){{0,2}}" if fillers else ""
    # In word scripts a place phrase may follow the role noun ("the guard at the gate", "satpam
    # di kompleks"): a place preposition and up to three words, the last before the predicate.
    places = _alt([w for p in packs for w in p.place_prepositions]) if gap else ""
    where = rf"(?:{gap}(?:{places})(?:{gap}[^\W\d_]+){{1,3}}?)?" if places else ""
    return re.compile(
        rf"(?i:{head}(?P<role>{roles})s?{where}{middle}(?P<between>{between}){gap}(?:{predicates}))"
        rf"{end}"
    )


@compiled
def _people() -> _People:
    word_packs = [p for p in language.packs() if p.script == "words"]
    char_packs = [p for p in language.packs() if p.script == "chars"]
    honorifics = [h for p in word_packs for h in p.honorifics]
    predicates = [v for p in word_packs for v in p.person_predicates]
    frames = [
        f.replace("NAME", f"(?P<name>{_NAME})") for p in word_packs for f in p.possessive_frames
    ]
    modifiers = [m for p in word_packs for m in p.leading_modifiers]
    plain = re.compile(r"[a-z]+")
    not_names = frozenset(
        w.lower()
        for p in word_packs
        for group in (
            p.stop_words,
            p.generic_words,
            p.function_words,
            p.recall_stop_words,
            p.markers,
            p.self_pronouns,
            p.forms_of_address,
            p.placeholders,
            p.transcript_roles,
            p.organization_words,
            p.honorifics,
            p.discourse,
            p.dangling_words,
            # the names of languages ("Brief Indonesian answers" names no one)
            [w for names in p.language_names.values() for n in names for w in n.split()],
        )
        for w in group
        if plain.fullmatch(w.lower())
    )
    # The packs' surnames (compound ones too) and the dictionary's single-character ones; a
    # character only the dictionary calls a surname ("鸿" of 鸿蒙) names someone only with a
    # given name of two characters after it (a surname like 仉 or 亓 before 明远).
    known = {s for p in char_packs for s in p.family_names}
    surnames = sorted(known | chinese_surnames(), key=len, reverse=True)
    # Before a title the packs' surnames only: "博士", "宝哥" are words and nicknames.
    titled_surnames = sorted(known, key=len, reverse=True)
    titles = [t for p in char_packs for t in p.honorifics]
    prefixes = [t for p in char_packs for t in p.name_prefixes]
    han_predicates = [v for p in char_packs for v in p.person_predicates]
    organizations = [o for p in char_packs for o in p.organization_words]
    given = f"[{CJK}]{{1,2}}?"
    roles = _alt([r for p in word_packs for r in p.role_nouns])
    naming = _alt([v for p in word_packs for v in p.naming_verbs])
    pronouns = _alt([r for p in word_packs for r in p.third_person])
    han_roles = _alt([r for p in char_packs for r in p.role_nouns])
    names = rf"(?P<name>{_NAME}(?:\s+{_NAME}){{0,2}})"
    user_nouns = _alt([u for p in word_packs for u in p.user_nouns])
    # Between a named subject and its predicate: a team or a firm ("Lena at Northwind", "Tom in
    # sales", up to three words), and an adverb of habit ("Budi always prefers", "Sari sering …").
    ties = [a for p in word_packs for a in p.affiliations]
    # A word of the team's name is no possessive or pronoun: "everyone in my book club is …" is
    # the user's own club.
    owners = _alt(
        [w for p in word_packs for w in (*p.possessives, *p.first_person_words, *p.third_person)]
    )
    team_word = rf"(?:{_NAME}|[A-Z]{{2,}}|(?!(?:{owners})\b)[a-z]+)"
    affiliated = (
        rf"(?:\s+(?i:{_alt(ties)})\s+(?:the\s+)?{team_word}(?:\s+{team_word}){{0,2}})?"
        if ties
        else ""
    )
    adverbs = [a for p in word_packs for a in (*p.habit_adverbs, *p.subject_fillers)]
    adverb = rf"(?:\s+(?i:{_alt(adverbs)}))?" if adverbs else ""
    han_name = rf"(?P<name>(?P<surname>{_alt(surnames)})[{CJK}]{{1,2}})" if surnames else ""
    acts = [a for p in word_packs for a in p.subject_predicates()]
    # A word that opens any predicate ("is", "has") follows a product as readily as a person
    # ("Figma is …"): only languages whose common words are known read a name before one.
    openers = [o for p in word_packs if p.spelling_dictionary for o in p.predicate_openers]
    past = [re.escape(e) for p in word_packs for e in p.verb_endings if len(e) > 1]
    return _People(
        titled=re.compile(rf"(?<!\w)(?![A-Z]{{2}})(?i:{_alt(honorifics)})\.?\s+{_NAME}")
        if honorifics
        else None,
        subject=re.compile(
            rf"(?P<name>{_NAME}(?:\s+{_NAME}){{0,2}}){affiliated}{adverb}"
            rf"\s+(?i:{_alt(predicates)})(?!\w)"
        )
        if predicates
        else None,
        subject_opened=re.compile(
            rf"(?P<name>{_NAME}){affiliated}{adverb}\s+(?i:{_alt(openers)})(?!\w)"
        )
        if openers
        else None,
        possessive=tuple(re.compile(f) for f in frames),
        predicate=re.compile(_alt(predicates)) if predicates else None,
        modifier=re.compile(_alt(modifiers)) if modifiers else None,
        not_names=not_names,
        common=common_words(),
        han_titled=re.compile(
            rf"(?:{_alt(titled_surnames)})(?:{_alt(titles)})"
            + (
                rf"|(?:{_alt(prefixes)})(?:{_alt(titled_surnames)})(?={_alt(han_predicates)})"
                if prefixes
                else ""
            )
        )
        if surnames and titles
        else None,
        han_named=re.compile(
            rf"(?P<name>(?P<surname>{_alt(surnames)}){given})"
            rf"(?={_alt(han_predicates)})"
        )
        if surnames and han_predicates
        else None,
        han_subject=re.compile(
            rf"^\s*(?P<name>(?P<surname>{_alt(surnames)}){given})(?:\s|$|{_alt(han_predicates)})"
        )
        if surnames
        else None,
        han_organization=re.compile(_alt(organizations)) if organizations else None,
        # What the person is to the user, before or after the name ("coach Irene", "Yusuf,
        # atasan saya", "Dewi (my manager)").
        # A naming verb may stand between ("a neighbour called Tom", "tetangga bernama Joko").
        role_before=re.compile(rf"(?<!\w)(?i:{roles})s?\s*,?\s+(?:(?i:{naming})\s+)?{names}")
        if roles
        else None,
        # ... or an initial standing for the name ("colleague L", "atasan B."); "I" is the user.
        role_initial=re.compile(rf"(?<!\w)(?i:{roles})s?\s+(?P<name>(?!I\b)[A-Z])\.?(?![\w'’-])")
        if roles
        else None,
        role_after=re.compile(rf"{names}\s*[,(]\s*(?:\w+\s+){{0,2}}?(?i:{roles})(?!\w)")
        if roles
        else None,
        # A name that the next clause points back to with a third person's pronoun.
        pointed_back=re.compile(rf"{names}[^.;!?\nA-Z]{{0,30}}?[,;]\s*(?i:{pronouns})(?!\w)")
        if pronouns
        else None,
        # After a role noun a surname and one or two characters before a predicate or a pause are
        # a name ("老师林晓偏好", "同事何志远要求"), unless they are one ordinary word.
        han_role_before=re.compile(
            rf"(?:{han_roles})(?P<name>(?P<surname>{_alt(surnames)})[{CJK}]{{1,2}}?)"
            rf"(?=(?:{_alt(han_predicates)})|[，。,.！？\s]|$)"
        )
        if han_roles and surnames and han_predicates
        else None,
        # ... or a surname and two characters that are no ordinary word ("邻居罗美玲养猫").
        han_role_named=re.compile(rf"(?:{han_roles}){han_name}")
        if han_roles and han_name
        else None,
        han_role_after=re.compile(rf"{han_name}[，,]\s*[{CJK}]{{0,4}}?(?:{han_roles})")
        if han_roles and han_name
        else None,
        # ... or a name written in Latin letters, or a familiar form ("同事Kevin", "室友阿杰",
        # "同事小林"): what a name of no Chinese surname looks like after a role noun.
        han_role_other=re.compile(
            rf"(?P<role>{han_roles})(?:\s*(?P<latin>{_NAME})(?![A-Za-z])"
            rf"|(?P<familiar>(?:{_alt(prefixes)})[{CJK}]))"
        )
        if han_roles and prefixes
        else None,
        han_role_word=re.compile(han_roles) if han_roles else None,
        # Words a familiar prefix starts that name no one ("老是", "只"): adverbs and closed classes.
        han_not_names=frozenset(
            w for p in char_packs for w in (*p.function_words, *p.habit_adverbs, *p.subject_fillers)
        ),
        pronoun=re.compile(rf"(?<!\w)(?i:{pronouns})(?!\w)") if pronouns else None,
        user_noun=re.compile(rf"(?<!\w)(?i:{user_nouns})(?!\w)") if user_nouns else None,
        # The one the user acts with, for or on ("跟上官婉清沟通", "让付强审批").
        han_with=re.compile(
            rf"(?:{_alt([w for p in char_packs for w in p.person_prepositions])})"
            rf"(?P<name>(?P<surname>{_alt(surnames)})[{CJK}]{{1,2}})"
        )
        if surnames and any(p.person_prepositions for p in char_packs)
        else None,
        person_words=frozenset(w.lower() for p in word_packs for w in p.person_prepositions),
        joins=frozenset(w.lower() for p in word_packs for w in p.conjunctions) | {"&"},
        han_clause_name=re.compile(rf"(?P<name>(?P<surname>{_alt(surnames)})[{CJK}]{{1,2}})")
        if surnames
        else None,
        surnames=frozenset(surnames),
        rare_surnames=frozenset(chinese_surnames() - known),
        han_pronouns=frozenset(r for p in char_packs for r in p.third_person),
        han_pronoun_chars=frozenset(r[0] for p in char_packs for r in p.third_person),
        han_user_nouns=tuple(u for p in char_packs for u in p.user_nouns),
        # A role noun that opens a clause right before a predicate: another person's wish or
        # act ("The boss likes tables", "My cousin is moving", "Atasan kami suka laporan",
        # "表哥已经搬走了").
        role_subject=_role_subject(word_packs, r"\s+", r"(?!\w)"),
        han_role_subject=_role_subject(char_packs, "", ""),
        han_role_subject_timed=_role_subject(char_packs, "", "", rf"[{CJK}]{{1,4}}?"),
        verb_ending=re.compile(
            rf"[A-Za-z]+(?:{_alt([re.escape(e) for p in word_packs for e in p.verb_endings])})"
        )
        if any(p.verb_endings for p in word_packs)
        else None,
        role_word=re.compile(rf"(?i:{roles})s?") if roles else None,
        # What a subject does, as the next words of a clause: a person's predicate, a verb of
        # wanting, an adverb of habit, a word that opens a finite predicate, or a verb by its
        # ending (not "-s": a plural noun ends so too, "Grace periods").
        acts=re.compile(rf"(?i:{_alt(acts)}|[a-z]+(?:{_alt(past)}))(?![\w'’])") if acts else None,
        places=frozenset(w.lower() for p in word_packs for w in p.place_prepositions),
        aged=_aged("words"),
        han_aged=_aged("chars"),
    )


# A person's age after a name is at most this many digits.
_AGE = r"\d{1,2}"


def _aged(script: str) -> re.Pattern[str] | None:
    """A name with an age right after it, in brackets or between commas ("Kai (7)", "Laras, 9
    tahun,", "乐乐（6岁）"): someone's age, so someone. In Chinese, not a pet's or a thing's
    ("猫（3岁）")."""
    units = language.alternation(
        [u for p in language.packs() if p.script == script for u in p.age_units]
    )
    unit = rf"(?:\s*(?P<unit>{units}))?" if units else ""
    age = rf"{_AGE}{unit}"
    if script == "words":
        commas = age.replace("(?P<unit>", "(?P<unit2>")  # one group of a name per pattern
        return re.compile(rf"(?P<name>{_NAME})\s*(?:\(\s*{age}\s*\)|,\s*{commas}\s*,)")
    return re.compile(rf"(?P<name>[{CJK}]{{1,3}})[(（]\s*{age}\s*[)）]")


@compiled
def _han_things() -> re.Pattern[str] | None:
    """A pet or a thing a user may name, ending a Chinese name-like run ("猫", "狗狗")."""
    things = [t for p in language.packs() if p.script == "chars" for t in p.nameable_things]
    return re.compile(rf"(?:{language.alternation(things)})$") if things else None


def _is_name(words: str, px: _People) -> bool:
    """True when every capitalized word is one no pack knows as a word, adverb or predicate."""
    for word in words.split():
        lowered = word.lower().rstrip("'\u2019")
        if lowered in px.not_names:
            return False
        # An adverb by its ending ("Usually") unless the vocabulary knows a given name so
        # ("Emily", "Kelly").
        if (
            px.modifier is not None
            and px.modifier.fullmatch(lowered)
            and word not in personal_names()[0]
        ):
            return False
        if px.predicate is not None and px.predicate.fullmatch(lowered):
            return False
    return True


def _full_enough(name: str, surname: str, px: _People) -> bool:
    """False for a rare surname with a given name of one character ("鸿蒙" is no name), or one
    whose reading opens on any word of the dictionary, however rare ("甘特图", a Gantt chart)."""
    if surname not in px.rare_surnames:
        return True
    return len(name) - len(surname) >= 2 and not any(
        chinese_word_count(name[:k]) for k in range(2, len(name) + 1)
    )


def _is_han_name(text: str, match: re.Match[str], px: _People) -> bool:
    name = match.group("name")
    if not _full_enough(name, match.group("surname"), px):
        return False
    if match.group("surname") in px.rare_surnames:
        # A common word that starts inside the given name and runs past it cuts it ("鸿蒙应用":
        # 应用 is a word).
        end = match.end("name")
        if any(
            chinese_word_count(text[i : end + k]) >= RARE_WORD
            for i in range(match.start("name") + len(match.group("surname")), end)
            for k in (1, 2)
        ):
            return False
    organization = px.han_organization is not None and px.han_organization.match(text, match.end())
    if is_chinese_personal_name(name):
        return not organization
    if looks_like_chinese_name(name, match.group("surname"), px.surnames):
        return not organization  # a rare word whose given part reads as a name ("付强")
    common = chinese_common_words()
    # An ordinary word from the surname on (周末 "weekend"); a compound surname alone is a word too.
    start = max(2, len(match.group("surname")) + 1)
    if any(name[:k] in common for k in range(start, len(name) + 1)):
        return False
    # A surname character before an ordinary two-character word is that character's other sense
    # ("周计划": weekly plan, "高血压": high blood pressure), not a given name.
    given = name[len(match.group("surname")) :]
    if len(given) >= 2 and given in common:
        return False
    return not organization


def _word_cues(raw: str, px: _People, starts: tuple[int, ...]) -> Iterator[tuple[str, str]]:
    """(cue, name) for each name of ``raw`` in a word script that the cue says is a person."""
    if px.titled is not None:
        for match in px.titled.finditer(raw):
            if _is_name(match.group(0).split()[-1], px):
                yield "titled_name", match.group(0)
    if px.subject is not None:
        for start in starts:
            found = px.subject.match(raw, start)
            # What a person is to the user opens a sentence capitalized too ("Manager really
            # prefers …"): a role, read by the role-subject rule, not a name.
            # Nor is an ordinary word of a kept spelling list ("Garage is in …"); after a title
            # one is a name all the same ("Aunt May", "Dr. Slow").
            if (
                found
                and _is_name(found.group("name"), px)
                and not (px.role_word is not None and px.role_word.fullmatch(found.group("name")))
                and not all(w.lower() in px.common for w in found.group("name").split())
            ):
                yield "named_subject", found.group("name")
                continue
            # Before a word that opens a predicate ("Priya is moving …"), only a given name of
            # the names vocabulary is someone: "Python is …" names a product.
            if px.subject_opened is not None:
                opened = px.subject_opened.match(raw, start)
                if opened and opened.group("name") in personal_names()[0]:
                    yield "named_subject", opened.group("name")
    for frame in px.possessive:
        for match in frame.finditer(raw):
            if _is_name(match.group("name"), px):
                yield "named_owner", match.group("name")
    for cue, pattern in (
        ("role_name", px.role_initial),
        ("role_name", px.role_before),
        ("role_name", px.role_after),
        ("pointed_back", px.pointed_back),
    ):
        if pattern is not None:
            for match in pattern.finditer(raw):
                if not _is_name(match.group("name"), px):
                    continue
                # A place before an appositive role noun ("… di Pontianak, murid saya …").
                before = _TOKEN.findall(raw[max(0, match.start() - 20) : match.start()])[-1:]
                if pattern is px.role_after and before and before[0].lower() in px.places:
                    continue
                yield cue, match.group("name")
    yield from _known_names(raw, px, starts)
    yield from _unknown_names(raw, px, starts)
    if px.aged is not None:
        given = personal_names()[0]
        for match in px.aged.finditer(raw):
            name = match.group("name")
            # A bare number in brackets is a name's age only after a given name ("Kai (7)", not
            # "Windows (11)"); with its unit, after any name.
            unit = match.group("unit") or match.group("unit2")
            if _is_name(name, px) and (unit or name in given):
                yield "name_with_age", name


# A personal name is at most this many capitalized words ("Aurelia Putri Wijaya").
_NAME_WORDS = 3
_SENTENCE_END = re.compile(r"[.!?。！？]")
_HAN_AFTER = re.compile(rf"\s*[{CJK}]")
_HAN_DOUBLED = re.compile(rf"([{CJK}])\1(?=[{CJK}])")
# Words of a word script (Latin letters): a name glued to Chinese text ends where the Chinese does.
_TOKEN = re.compile(r"[A-Za-z\u00c0-\u024f][A-Za-z\u00c0-\u024f'\u2019-]*")


def _known_names(raw: str, px: _People, starts: tuple[int, ...]) -> Iterator[tuple[str, str]]:
    """(cue, name) for each given name of the names vocabulary that stands where a person does:

    - with a family name or more capitalized names, opening a clause before a lower-case word
      ("Astrid Lindqvist refuses …");
    - alone, opening a clause inside a sentence before a lower-case word ("… because Rosalind
      is …"); at the start of a sentence every word is capitalized, so a lone given name there
      may be an ordinary word ("Tim kami …", "Grace periods …");
    - joined to another given name ("Farid and Noor"), unless a head word such as "Canal" or
      "Street" right after makes the pair a place's name;
    - after a person's preposition ("cc Astrid", "kirim ke Budi").

    A given name elsewhere is left alone: it may be a product ("Uses Julia"), a place, or
    someone famous the user likes ("Reads Agatha Christie")."""
    given, family = personal_names()
    tokens = list(_TOKEN.finditer(raw))
    opens = set(starts)
    for i, token in enumerate(tokens):
        word = token.group()
        if word.lower() in px.not_names:
            continue
        if word not in given:
            # A capitalized word before a family name of the vocabulary is a given name the
            # vocabulary lacks ("Tjandra Gunawan"); it must open a clause like any other.
            after = tokens[i + 1].group() if i + 1 < len(tokens) else ""
            if not (word[0].isupper() and after in family and token.start() in opens):
                continue
        before = tokens[i - 1].group().lower() if i else ""
        if before in px.person_words:
            yield "person_after_preposition", word
            continue
        if (
            i + 2 < len(tokens)
            and tokens[i + 1].group().lower() in px.joins
            and tokens[i + 2].group() in given
        ):
            # ... unless a capitalized head word right after makes the pair a place's or a
            # firm's name ("the Ruth and Ada Canal").
            head = tokens[i + 3] if i + 3 < len(tokens) else None
            if not (
                head is not None
                and head.start() == tokens[i + 2].end() + 1
                and head.group()[0].isupper()
                and head.group().lower() in px.not_names
            ):
                yield "named_pair", f"{word} {tokens[i + 2].group()}"
            continue
        if token.start() not in opens:
            continue
        # The rest of the name (capitalized words that are no ordinary word), then a lower-case
        # word: the clause's predicate.
        j = i + 1
        while (
            j < len(tokens)
            and j - i <= _NAME_WORDS
            and tokens[j].group()[0].isupper()
            and tokens[j].group().lower() not in px.not_names
        ):
            j += 1
        sentence_start = not raw[: token.start()].strip() or _SENTENCE_END.search(
            raw[: token.start()].rstrip()[-1:]
        )
        end = tokens[j - 1].end()
        # The predicate: a lower-case word, or Chinese text right after the name.
        predicate = (j < len(tokens) and tokens[j].group().islower()) or bool(
            _HAN_AFTER.match(raw, end)
        )
        if predicate and (j > i + 1 or not sentence_start):
            yield "named_subject", " ".join(t.group() for t in tokens[i:j])


def _unknown_names(raw: str, px: _People, starts: tuple[int, ...]) -> Iterator[tuple[str, str]]:
    """(cue, name) for a full name no vocabulary knows that opens a clause as its subject: two or
    three capitalized words, none an ordinary word of a pack, then a lower-case word (the
    predicate): "Anneliese Vogtmann reviews …", "Wirawan Hadikusumo tidak …". A memory's own
    subject is the user, left implicit, so a clause opens with a verb; a verb that opens with a
    capital before a capitalized object ("Builds Shopify stores") is told by its ending
    (``verb_endings``), unless it is a given name of the vocabulary."""
    for start in starts:
        tokens: list[re.Match[str]] = []
        for token in _TOKEN.finditer(raw, start):
            if token.start() != (tokens[-1].end() + 1 if tokens else start):
                break
            tokens.append(token)
            if len(tokens) > _NAME_WORDS:
                break
        names = 0
        for token in tokens[:_NAME_WORDS]:
            word = token.group()
            if not (word[0].isupper() and word[1:].islower()) or "'" in word or "\u2019" in word:
                break
            if not _is_name(word, px):
                break
            names += 1
        if names < 2 or names >= len(tokens) or not tokens[names].group().islower():
            continue
        if _verb_shaped(tokens[0].group(), px):
            continue
        yield "named_subject", " ".join(t.group() for t in tokens[:names])


def _verb_shaped(word: str, px: _People) -> bool:
    """True when ``word`` is a verb by its ending ("Builds …"), unless a given name of the
    vocabulary ends so ("Dimas", "James")."""
    return (
        px.verb_ending is not None
        and px.verb_ending.fullmatch(word) is not None
        and word not in personal_names()[0]
    )


def _named_here(raw: str, match: re.Match[str], px: _People) -> str | None:
    """The name a surname and one or two characters after a person's preposition make, or None:
    none when an ordinary word starts at the surname ("跟周末" is "with the weekend"), else the
    longer reading that looks like a name."""
    surname, name = match.group("surname"), match.group("name")
    if px.han_organization is not None and px.han_organization.match(raw, match.end()):
        return None
    for reading in dict.fromkeys((name, name[: len(surname) + 1])):
        end = match.start("name") + len(reading)
        # A common word that starts inside the reading and runs past its end cuts it ("向高层":
        # 向 is a surname and a preposition, 高层 a word).
        crossed = any(
            chinese_word_count(raw[i : end + k]) >= RARE_WORD
            for i in range(match.start("name") + len(surname), end)
            for k in (1, 2)
        )
        if (
            not crossed
            and _full_enough(reading, surname, px)
            and looks_like_chinese_name(reading, surname, px.surnames)
        ):
            return reading
    return None


# The middle dot that joins the parts of a foreign name written in Han characters ("彼得·诺瓦克").
_NAME_DOT = re.compile(rf"(?<=[{CJK}])[\u00b7\u2022\u2027\u30fb](?=[{CJK}])")
# A part of such a name: at most this many characters.
_DOTTED_PART = 4


def _dotted_names(raw: str, px: _People, starts: tuple[int, ...]) -> Iterator[tuple[str, str]]:
    """(cue, name) for a dotted foreign name that opens a clause or follows a role noun
    ("彼得·诺瓦克下月调走", "导师彼得·诺瓦克…"): its subject, or that person. Elsewhere it may be an
    author the user reads ("喜欢读列夫·托尔斯泰")."""
    opens = set(starts)
    for dot in _NAME_DOT.finditer(raw):
        after = language.CJK_RUN.match(raw, dot.end())
        # The part after the dot ends where the dictionary's first word does ("诺瓦克|教授").
        first = chinese_words(after.group())[:1] if after else []
        name_end = dot.end() + min(len(first[0]) if first else 0, _DOTTED_PART)
        for k in range(1, _DOTTED_PART + 1):
            at = dot.start() - k
            if at < 0 or not language.CJK_RUN.match(raw[at]):
                break
            name = raw[at:name_end]
            if at in opens:
                yield "named_subject", name
                break
            role = px.han_role_word
            if role is not None and any(
                role.fullmatch(raw[b:at]) for b in range(max(0, at - 4), at)
            ):
                yield "role_name", name
                break


def _han_cues(raw: str, px: _People, starts: tuple[int, ...]) -> Iterator[tuple[str, str]]:
    yield from _dotted_names(raw, px, starts)
    if px.han_aged is not None:
        things = _han_things()
        for match in px.han_aged.finditer(raw):
            if things is None or not things.search(match.group("name")):
                yield "name_with_age", match.group("name")
    if px.han_with is not None:
        for match in px.han_with.finditer(raw):
            after = _named_here(raw, match, px)
            if after:
                yield "person_after_preposition", after
    if px.han_titled is not None:
        for match in px.han_titled.finditer(raw):
            # A surname character that ends an ordinary word begun before it is that word's
            # ("本周总体安排" is this week's overview, not 周总).
            at = match.start()
            if at and chinese_word_count(raw[at - 1 : at + 1]) >= RARE_WORD:
                continue
            yield "titled_name", match.group(0)
    if px.han_named is not None:
        for start in starts:
            named = px.han_named.match(raw, start)
            if named and _is_han_name(raw, named, px):
                yield "named_subject", named.group("name")
    for start in starts:
        # A doubled character no dictionary word spells opens a clause as a nickname ("乐乐下学期
        # …"); doubled adverbs and verbs are common words (天天, 常常, 看看).
        doubled = _HAN_DOUBLED.match(raw, start)
        if doubled and chinese_word_count(doubled.group()) < RARE_WORD:
            yield "nickname_subject", doubled.group()
    if px.han_clause_name is not None:
        # Where a clause starts, a name as strict as after a person's preposition is its subject
        # whatever its predicate ("…，因为张伟只看摘要").
        for start in starts:
            opened = px.han_clause_name.match(raw, start)
            subject = _named_here(raw, opened, px) if opened else None
            if subject:
                yield "named_subject", subject
    if px.han_role_before is not None:
        common = chinese_common_words()
        for match in px.han_role_before.finditer(raw):
            if not _full_enough(match.group("name"), match.group("surname"), px):
                continue
            if match.group("name") not in common or looks_like_chinese_name(
                match.group("name"), match.group("surname"), px.surnames
            ):
                yield "role_name", match.group("name")
    for pattern in (px.han_role_named, px.han_role_after):
        if pattern is not None:
            for match in pattern.finditer(raw):
                if _is_han_name(raw, match, px):
                    yield "role_name", match.group("name")
    if px.han_role_other is not None:
        for match in px.han_role_other.finditer(raw):
            if _other_name_after_role(raw, match, px):
                yield "role_name", match.group("latin") or match.group("familiar")


def _other_name_after_role(raw: str, match: re.Match[str], px: _People) -> bool:
    """The role noun is a word of the dictionary's cut ("客户端" is an app), and what follows it is
    a given name of the names vocabulary in Latin letters ("Kevin", not "Excel"), or a familiar
    prefix and a character that are no role, adverb or common word and open no longer word
    ("小林", "阿强"; not "小组", "老是", "阿姨", "小时候")."""
    if not cut_as_a_word(raw, match.start("role"), match.end("role")):
        return False
    if match.group("latin"):
        return match.group("latin") in personal_names()[0]
    familiar, at = match.group("familiar"), match.start("familiar")
    if familiar in chinese_common_words() or familiar in px.han_not_names:
        return False
    if px.han_role_word is not None and px.han_role_word.fullmatch(familiar):
        return False
    return not any(
        chinese_word_count(raw[at:end]) >= RARE_WORD
        for end in range(at + 3, min(len(raw), at + 4) + 1)
    )


@compiled
def _month_lists() -> re.Pattern[str] | None:
    """Two months or more in a list: joined by a comma, a dash or a conjunction of the packs."""
    months = _alt([m for p in language.packs() for m in p.month_names])
    joins = _alt([c for p in language.packs() if p.script == "words" for c in p.conjunctions])
    if not (months and joins):
        return None
    month = rf"(?:{months})(?![\w'’-])"
    joined = rf"(?:\s*[,–-]\s*|(?:\s*,)?\s+(?:{joins})\s+)"
    return re.compile(rf"(?<![\w'’-]){month}(?:{joined}{month})+")


def _without_month_lists(raw: str, px: _People) -> str:
    """``raw`` with each list of months lower-cased ("in April and June"): months, not names;
    not after a person's preposition ("travels with June and April")."""
    pattern = _month_lists()
    if pattern is None:
        return raw

    def lower(found: re.Match[str]) -> str:
        before = _TOKEN.findall(raw[max(0, found.start() - 20) : found.start()])[-1:]
        if before and before[0].lower() in px.person_words:
            return found.group()
        return found.group().lower()

    return pattern.sub(lower, raw)


def _cues(raw: str) -> Iterator[tuple[str, str]]:
    px = _people()
    # A pet's, a vehicle's or a device's name names no one, nor does a list of months.
    raw = _without_month_lists(without_given_names(raw), px)
    cjk = language.has_cjk(raw)
    if not cjk and raw.islower():  # no capital letter, no Han character: no name to find
        return
    starts = clause_starts(raw)
    yield from _word_cues(raw, px, starts)
    if cjk:
        yield from _han_cues(raw, px, starts)


def _first_pronoun(raw: str, px: _People) -> int | None:
    """Where the first pronoun of a third person stands in ``raw``, or None."""
    found: list[int] = []
    if px.pronoun is not None:
        match = px.pronoun.search(raw)
        if match:
            found.append(match.start())
    if px.han_pronouns and any(ch in raw for ch in px.han_pronoun_chars):
        for run in language.CJK_RUN.finditer(raw):
            at = run.start()
            for word in chinese_words(run.group()):
                if word in px.han_pronouns:
                    found.append(at)
                    break
                at += len(word)
    return min(found, default=None)


def third_person(raw: str) -> bool:
    """True when ``raw`` speaks of a third person by pronoun ("she", "dia", "她") with no name
    of the user before it: a memory is written with the user as its implicit subject, so the
    pronoun is someone else's."""
    px = _people()
    at = _first_pronoun(raw, px)
    if at is None:
        return False
    before = raw[:at]
    named_user = (px.user_noun is not None and px.user_noun.search(before)) or any(
        u in before for u in px.han_user_nouns
    )
    return not named_user


def other_person(raw: str) -> str | None:
    """The cue that names someone other than the user as the subject of ``raw``, or None.

    ``raw`` is the text with invisible characters removed and NFKC applied, case kept (names are
    told by their capital letter).
    """
    cue = next((cue for cue, _ in _cues(raw)), None)
    if cue is None and third_person(raw):
        return "third_person"
    if cue is None and _role_as_subject(raw):
        return "role_subject"
    return cue


def _role_as_subject(raw: str) -> bool:
    """True when a clause of ``raw`` opens with a role noun as its subject: one that likes or
    wants something, does it always or never, or does or is anything at all ("My cousin works in
    Leeds", "表哥已经搬走了")."""
    px = _people()
    for start in clause_starts(raw):
        for pattern in (px.role_subject, px.han_role_subject, px.han_role_subject_timed):
            found = pattern.match(raw, start) if pattern is not None else None
            # A Chinese role noun is one where the dictionary cuts a word ("客户端" is an app),
            # and only a time word may stand between it and the adverb ("房东晚上总是…").
            if (
                found is not None
                and cut_as_a_word(raw, found.start("role"), found.end("role"))
                and chinese_time_words(found.group("between"))
            ):
                return True
    return False


def people_named(raw: str) -> list[str]:
    """The names (as written) that ``raw`` names someone other than the user by."""
    return [name for _, name in _cues(raw)]


def bare_name(subject: str, text: str = "") -> bool:
    """True when an identity subject opens with a Chinese personal name and no predicate ("王芳"),
    unless the subject is made of the words of the memory's ``text`` (:func:`made_of_text`)."""
    px = _people()
    if px.han_subject is None or not language.has_cjk(subject):
        return False
    match = px.han_subject.match(subject)
    return bool(match and _is_han_name(subject, match, px)) and not made_of_text(subject, text)


def made_of_text(subject: str, text: str) -> bool:
    """True when a Chinese identity subject that reads as a name is a topic the model put
    together from the words of the memory's ``text``: its "given name" is an ordinary word the
    text holds apart from the surname character, which the text holds too, and the text never
    writes the two together ("周盘点" of "每周一盘点库存": a weekly stocktake)."""
    px = _people()
    match = px.han_subject.match(subject) if px.han_subject is not None else None
    if match is None:
        return False
    surname, name = match.group("surname"), match.group("name")
    given = name[len(surname) :]
    return (
        len(given) >= 2
        and given in chinese_common_words()
        and given in text
        and surname in text
        and name not in text
    )


def subject_is_person(subject: str) -> bool:
    """True when an identity subject is a personal name ("王芳", "Budi's school", "Pak Joko")."""
    raw = subject.strip()
    return other_person(raw) is not None or bare_name(raw)


def _as_the_asker_writes(word: str, cited: Sequence[str], px: _People) -> bool:
    """True when the asker writes ``word``, a given name of the vocabulary, as someone's name:
    with its capital and never in lower case, and as a person where it stands: with more of the
    name after it ("Sinta Maharani …"), after a person's preposition ("ask Miriam"), or pointed back
    to by a third person's pronoun later in the message ("…, so he can't come"). A given name that is
    also a tool or a language ("Ruby scripts", "Julia notebooks") has none of these."""
    known = word in personal_names()[0]
    lowered = re.compile(rf"(?<![\w'’-]){re.escape(word.lower())}(?![\w'’-])")
    written = re.compile(rf"(?<![\w'’-]){re.escape(word)}(?![\w'’-])")
    if any(lowered.search(m) for m in cited):
        return False
    for message in cited:
        for found in written.finditer(message):
            if _introduced(message, found.start(), px):
                return True
            if not known:
                continue
            after = _TOKEN.match(message, found.end() + 1)
            if after and after.group()[0].isupper() and _is_name(after.group(), px):
                return True
            before = [t.group().lower() for t in _TOKEN.finditer(message[: found.start()])]
            if before and before[-1] in px.person_words:
                return True
            if px.pronoun is not None and px.pronoun.search(message, found.end()):
                return True
    return False


def _introduced(message: str, at: int, px: _People) -> bool:
    """True when a role noun introduces the word at ``at`` in ``message`` as a person: right
    before it ("colleague Name"), or with one word and a colon or a comma between ("tetangga
    sebelah: Name"), whatever the vocabulary knows of the word (a nickname, a name from elsewhere)."""
    if px.role_word is None:
        return False
    lead = _LEAD.search(message[max(0, at - _LEAD_REACH) : at])
    return lead is not None and px.role_word.fullmatch(lead.group("role")) is not None


# A word, then at most one more word and a colon or a comma, before a name; read in the last
# characters before it only.
_LEAD_REACH = 80
_LEAD = re.compile(
    r"(?<![\w'’-])(?P<role>[^\W\d_][\w'’-]*)(?:\s+(?:[^\W\d_][\w'’-]*\s*)?[:,]|\s*[:,])?\s+$"
)


def named_by_the_asker(text: str, cited: Sequence[str]) -> str | None:
    """The given name a clause of the memory ``text`` opens with as its subject when the asker's
    ``cited`` messages write it as a name ("Miriam only takes calls …" from "… ask Miriam Okafor
    Dewanti …"), or None.

    At the start of a memory every word is capitalized, so a lone given name there may be an
    ordinary word ("Grace periods …", "Tim kami …"); only the asker's own writing tells: a given
    name the asker writes capitalized and never in lower case, that no pack knows as a word, before
    a lower-case word (its predicate). A memory's own subject, the user, is left implicit. A name
    the vocabulary lacks is left alone unless the asker introduced it with a role noun ("my
    colleague …"): products and tools are written the same way ("Markdown headings suit best")."""
    px = _people()
    for start in clause_starts(text):
        word = _TOKEN.match(text, start)
        if word is None or not (word.group()[0].isupper() and word.group()[1:].islower()):
            continue
        after = _TOKEN.match(text, word.end() + 1)
        if not (after and after.group().islower() and _is_name(word.group(), px)):
            continue
        if _verb_shaped(word.group(), px):
            continue
        if _as_the_asker_writes(word.group(), cited, px):
            return word.group()
        if (
            px.acts is not None
            and px.acts.match(text, after.start())
            and _written_inside(word.group(), cited)
        ):
            return word.group()
    return None


def _written_inside(word: str, cited: Sequence[str]) -> bool:
    """True when ``word`` is a given name of the vocabulary that the asker writes with its capital
    inside a sentence (after a lower-case word) and never in lower case: the asker's own spelling
    of a name, where a sentence's first word says nothing."""
    if word not in personal_names()[0]:
        return False
    lowered = re.compile(rf"(?<![\w'’-]){re.escape(word.lower())}(?![\w'’-])")
    inside = re.compile(rf"(?<![\w'’-])[a-z][\w'’-]*[ ,]+{re.escape(word)}(?![\w'’-])")
    return not any(lowered.search(m) for m in cited) and any(inside.search(m) for m in cited)
