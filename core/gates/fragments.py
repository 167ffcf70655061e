"""A memory is one whole sentence (SPEC §5.3): no clause, tag or subject cut off mid-phrase
(reason ``transcript_pattern``, label ``fragment``).

A piece of a chat turn cut at an arbitrary word stops where a phrase must go on: after an article
or a possessive, a few prepositions, a conjunction or a perfect auxiliary ("Refunds: a cancelled
order has.", "Kalau penyewa dan.", "业主不能。"). The same cut hides a harmful span in pieces
across the text, the tags and the identity subject: the text's clause stops mid-phrase and the tag
is the middle of a phrase ("desk every"). So a clause of the text, a tag and the subject may not
end with such a word. What a sentence may end on stays allowed: a stranded preposition ("someone
to work with"), an elliptical auxiliary or modal ("like you did", "kalau bisa"), "at most". The
words live in the packs (``dangling_words``); Chinese is read word by word with the kept
dictionary, so a character that is a whole word only at the end ("例会" ends in 会) is not one.

What a sentence may end on is still a cut when the asker's own sentence went on there
(:func:`cut_from_message`): a clause that holds a content word and ends on a closed-class word
("quotes below", "terutama untuk") whose last two words the asker wrote with a content word after
them in the same clause ("below 50 words"); a clause the asker went on from at once with a content
word; or, in Chinese, a clause that is only a coverb's phrase ("离公司") where the asker's clause
went on to its predicate ("离公司近的"). The asker's message is the evidence: a stranded
preposition the asker wrote at a clause's end stays allowed. A text that ends on no punctuation
leaves its last clause open, and there more counts as a cut: a closed-class word of any kind
(a conjunction, a subordinator, a negation: "…, except") the asker went on from to a content
word, two last words the asker went on from at once with a content word ("… always include" |
"unit tests"), or, in Chinese, an end inside one of the asker's words ("…如果天" of "天气") or on a
determiner before the asker's noun. A Chinese clause that punctuation closes is cut too when its
last word is one character that the asker wrote as the start of a common longer word ("…在国。" of
"国外"): a split that punctuation hides. The plain word of a colloquial one (the packs'
``noun_suffixes``: "猫" of "猫咪", "狗" of "狗狗") is whole; so is a last word of two characters.

Three more marks of a piece cut from a chat turn rather than a sentence written about the user: a
text that trails off on an ellipsis or a dash; a text in a cased script that opens on a lower-case
word its cited message has there as written (:func:`copied_mid_sentence`: copied from inside the
asker's sentence); a text that restates two of the asker's sentences where the later one opens on
a change of topic (:func:`joins_a_new_topic`, the packs' ``topic_shifts``: "… in Docs. Btw, the
price of …"). In Chinese a subordinator ends no clause either ("…，免得。"). A clause that ends where the asker broke
a sentence off (an ellipsis or a dash right after the same words) on a word of no content, or a
text left open there, copies an unfinished thought (:func:`broken_off`). A text that opens
where a sentence goes on (:func:`opens_mid_sentence`: an ellipsis, a conjunction, a change of
topic: "…but", "Tapi …", "以及…", "至于…") is no whole sentence either.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from core.gates.normalize import fold, fold_cased
from core.language import (
    CJK,
    CJK_RUN,
    Matcher,
    across_scripts,
    by_script,
    compiled,
    has_cjk,
    packs,
    split_sentences,
    topic,
    union,
)
from core.language.affixes import is_inflection
from core.language.vocabulary import RARE_WORD, chinese_word_count, chinese_words

# Where a clause of the text ends: sentence and clause punctuation of every script, and brackets.
# A full stop inside an abbreviation ("6 a.m.", "e.g.") ends nothing.
_CLAUSE = re.compile(
    r"\.(?![A-Za-z])|[;:!?,()\u3001\u3002\uff0c\uff1b\uff1a\uff01\uff1f\uff08\uff09]"
)
# Latin words as written (case kept: a capitalized word at the end is a name, "… with Dan"); a
# suffix after a number or a hyphen ("80-an", "2-an") is no word of its own.
_LATIN = re.compile(r"(?<![\w-])[A-Za-z][A-Za-z'\u2019-]*")
_CJK_END = re.compile(rf"[{CJK}]+$")
_QUOTES = "\"'\u201c\u201d\u2018\u2019\u300c\u300d\u300e\u300f "


@compiled
def _dangling() -> tuple[frozenset[str], frozenset[str]]:
    """(word-script words, substring-script words) that need more after them."""
    return (
        union(lambda p: p.dangling_words if p.script == "words" else frozenset()),
        # A subordinator opens a clause: one at a clause's end lost it ("…，免得。").
        union(
            lambda p: (
                p.dangling_words | p.coverbs | frozenset(p.subordinators)
                if p.script == "chars"
                else frozenset()
            )
        ),
    )


def _last_word(piece: str) -> str | None:
    """The word ``piece`` ends with, when it is one that needs more after it, else None."""
    latin, han = _dangling()
    run = _CJK_END.search(piece)
    if run is not None:
        segmented = chinese_words(run.group())
        return segmented[-1] if segmented and segmented[-1] in han else None
    piece = piece.rstrip()
    found = list(_LATIN.finditer(piece))
    # The clause must end on that word: "at 6am" ends on a time, not on "at".
    if not found or found[-1].end() != len(piece):
        return None
    last = found[-1].group()
    # Lower case only: a capitalized word at a clause's end is a name or a title.
    return last if last.islower() and last in latin else None


# A thought left unfinished: the text ends on an ellipsis or a dash ("… karena waktu itu pas...").
_TRAILS_OFF = re.compile(r"(?:\.{2,}|…|[—–]|\s-)\s*$")


@compiled
def _subject_stub() -> re.Pattern[str] | None:
    """A subordinator that needs a clause after it (one of the packs' ``subordinators`` that is
    also a ``dangling_words`` entry: "unless", not "after"), then only a determiner and one word
    to the clause's end: the subject of a clause whose predicate was cut off ("… unless the
    column"). Two words may be a subject and its verb ("… unless the team eats")."""
    word_packs = [p for p in packs() if p.script == "words"]
    leads = {w for p in word_packs for w in p.subordinators if w in p.dangling_words}
    determiners = {w for p in word_packs for w in p.subject_determiners if w in p.dangling_words}
    if not (leads and determiners):
        return None
    lead, det = "|".join(sorted(leads)), "|".join(sorted(determiners))
    return re.compile(rf"(?<![\w'’-])(?:{lead})\s+(?:{det})\s+[a-z-]+\s*$")


def cut_off(text: str, tags: list[str], subject: str) -> bool:
    """True when a clause of ``text``, a tag or the identity ``subject`` stops where a phrase must
    go on, or ``text`` trails off, holds no content word, or runs a change of topic into itself
    (:func:`shifts_topic_inside`). (Where a tag starts is not read: a tag may open on an article
    or a possessive, "the Netherlands", "my team".)"""
    if _TRAILS_OFF.search(text):
        return True
    # No content word at all ("lebih", "and the"): a piece of a phrase, no statement.
    if re.search(r"\w", text) and not _content(fold(text)):
        return True
    if shifts_topic_inside(text) or opens_mid_sentence(text):
        return True
    stub = _subject_stub()
    for clause in _CLAUSE.split(text):
        clause = clause.strip(_QUOTES)
        if clause and _last_word(clause) is not None:
            return True
        if clause and stub is not None and stub.search(clause):
            return True
    for field in (*tags, subject):
        field = field.strip(_QUOTES + ".,;:")
        if field and _last_word(field) is not None:
            return True
    return False


# Words of a folded text: letters, or digits (a number is content).
_WORD = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)?|\d+")
_CLAUSE_OF_MESSAGE = re.compile(
    r"[.;:!?,()\n\u3001\u3002\uff0c\uff1b\uff1a\uff01\uff1f\uff08\uff09]"
)


@compiled
def _closed() -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """Word scripts: (closed-class words a cut ends on, words that carry no content); substring
    scripts: (coverbs, characters that carry no content)."""
    plain = re.compile(r"[a-z']+")
    # The judge's function words also hold the verbs that frame a claim ("prefers", "work"): those
    # are content here ("… docs at work" ends whole).
    verbs = frozenset(
        form
        for p in packs()
        if p.script == "words"
        for v in (*p.desire_verbs, *(v for vs in p.self_verbs.values() for v in vs))
        if plain.fullmatch(v)
        for form in (v, *(v + s for s in p.suffixes), *(f + v for f in p.prefixes))
    )
    ends = (
        union(lambda p: p.function_words | p.dangling_words if p.script == "words" else frozenset())
        - verbs
    )
    empty = (
        ends
        | union(lambda p: p.stop_words if p.script == "words" else frozenset())
        | frozenset(
            w
            for w in union(
                lambda p: (
                    (
                        *p.particles,
                        *p.conjunctions,
                        *p.subordinators,
                        *p.negations,
                        *p.trailing_fillers,
                    )
                    if p.script == "words"
                    else ()
                )
            )
            if plain.fullmatch(w)
        )
    )
    coverbs = union(lambda p: p.coverbs)
    han = union(
        lambda p: (
            p.function_words | p.dangling_words | p.trailing_fillers | frozenset(p.particles)
            if p.script == "chars"
            else frozenset()
        )
    )
    return ends, empty, coverbs, han


@compiled
def _predicate_words() -> frozenset[str]:
    """Word scripts: single words that open a predicate after a subject (the packs'
    ``subject_predicates`` of one word: "needs", "can", "sudah")."""
    plain = re.compile(r"[a-z']+")
    return frozenset(
        w
        for p in packs()
        if p.script == "words"
        for w in p.subject_predicates()
        if plain.fullmatch(w)
    )


def _went_on(
    tail: list[str],
    clauses: list[list[str]],
    *,
    at_once: bool,
    moved: frozenset[str] = frozenset(),
    inside: bool = False,
    subject: bool = False,
) -> bool:
    """True when ``tail`` occurs in the asker's ``clauses`` (each a word list) and, at every place,
    a content word follows in the same clause (``at_once``: as the very next word). A word of
    ``moved`` (the memory's own words) is no continuation: the memory says it elsewhere ("Follows
    Arsenal on most away trips" from "… most away trips Arsenal play"). ``inside``: only where
    ``tail`` does not open the asker's clause (a phrase moved from a clause's start is no cut:
    "… every week" | "every week I …"). ``subject``: nor where ``tail`` is the subject of the
    asker's clause, only closed-class words before it and a word that opens a predicate after it
    ("… a 2016 Polo." | "my 2016 Polo needs …")."""
    closed = _closed()[1]
    empty = closed | moved
    opens = _predicate_words()
    seen = False
    n = len(tail)
    for words in clauses:
        for i in range(len(words) - n + 1):
            if words[i : i + n] != tail or (inside and i == 0):
                continue
            if (
                subject
                and words[i + n : i + n + 1]
                and words[i + n] in opens
                and all(w in closed for w in words[:i])
            ):
                continue
            seen = True
            after = words[i + n : i + n + 1] if at_once else words[i + n :]
            if all(w in empty for w in after):
                return False
    return seen


_FIRST_WORDS = 3


def copied_mid_sentence(text: str, cited: Sequence[str]) -> bool:
    """True when ``text`` opens on a lower-case word and its first words stand as written in a
    cited message: a piece of the asker's turn copied from inside a sentence ("the agency lets
    you …", "yang kedua …"), not a memory written about the user, which starts a sentence."""
    if not text.lstrip(_QUOTES)[:1].islower():
        return False
    words = fold_cased(text).lstrip(_QUOTES).split()
    first = words[0] if words else ""
    # A word with a capital inside is a name written that way ("iPhone", "eBay").
    if len(words) < _FIRST_WORDS or not first[:1].isascii() or not first.islower():
        return False
    opening = " ".join(words[:_FIRST_WORDS])
    return any(opening in " ".join(fold_cased(m).split()) for m in cited)


@compiled
def _topic_shift() -> re.Pattern[str] | None:
    """A sentence (folded) that opens on a change of topic, in any pack."""
    shifts = across_scripts(lambda p: p.topic_shifts)
    return (
        re.compile(rf"(?:^|(?<=[.!?\n。！？]))[\W_]*(?:{shifts.pattern})", re.IGNORECASE)
        if shifts is not None
        else None
    )


def _content(text: str) -> set[str]:
    empty = _closed()[1]
    runs = CJK_RUN.findall(text)
    found = {w for w in _WORD.findall(CJK_RUN.sub(" ", text)) if w not in empty and not w.isdigit()}
    # Chinese: its character pairs (a content word of one character, "猫", still counts).
    found.update(run[i : i + 2] for run in runs for i in range(len(run) - 1))
    return found


@compiled
def _shift_inside() -> re.Pattern[str] | None:
    shifts = across_scripts(lambda p: p.topic_shifts)
    return re.compile(shifts.pattern, re.IGNORECASE) if shifts is not None else None


@compiled
def _joins() -> tuple[frozenset[str], frozenset[str]]:
    """(word-script conjunctions, lower case; substring-script ones)."""
    words, chars = by_script(lambda p: p.conjunctions)
    return frozenset(w.lower() for w in words), frozenset(chars)


# An ellipsis, or dots standing for one, where a text opens: it goes on from something unsaid.
_OPENS_ON_DOTS = re.compile(r"^(?:\.{2,}|…)")


def _word_runs_past(text: str, end: int) -> bool:
    """True when a common dictionary word starts inside ``text[:end]`` and ends after it."""
    return any(
        chinese_word_count(text[i:k]) >= RARE_WORD
        for i in range(1, end)
        for k in range(end + 1, min(len(text), i + 4) + 1)
    )


def opens_mid_sentence(text: str) -> bool:
    """True when ``text`` opens where a sentence goes on: on an ellipsis, a conjunction ("but
    …", "tapi …", "以及…") or a change of topic ("anyway …", "至于…"). A memory is a whole
    sentence of its own; its first word joins it to nothing."""
    plain = text.strip(_QUOTES)
    if _OPENS_ON_DOTS.match(plain):
        return True
    folded = fold(plain)
    run = CJK_RUN.match(folded)
    shift = _shift_inside()
    found = shift.match(folded) if shift is not None else None
    # In Chinese, not where a common word starts inside the change of topic and runs past it
    # ("对了解…" is 对 + 了解).
    if found is not None and (run is None or not _word_runs_past(folded, found.end())):
        return True
    words, chars = _joins()
    if run is not None:
        first = chinese_words(run.group())[:1]
        return bool(first) and first[0] in chars
    first_word = _WORD.match(folded)
    return first_word is not None and first_word.group() in words


def shifts_topic_inside(text: str) -> bool:
    """True when a change of topic stands inside ``text`` with two content words before it and
    two after, and no article or preposition right before it ("Prefers metric units btw the wifi
    here is terrible", "…对了那个文件…"): two statements run together with the asker's sentence
    break lost ("Seeds tests with random data generators" holds no shift)."""
    shift = _shift_inside()
    if shift is None:
        return False
    folded = fold(text)
    ends = _closed()[0]
    for found in shift.finditer(folded):
        if found.start() == 0:
            continue
        # After an article or a preposition it is a word of the phrase ("with random seeds").
        previous = _WORD.findall(folded[: found.start()])[-1:]
        if previous and previous[0] in ends:
            continue
        before, after = _content(folded[: found.start()]), _content(folded[found.end() :])
        if len(before) >= 2 and len(after) >= 2:
            return True
    return False


def joins_a_new_topic(text: str, cited: Sequence[str]) -> bool:
    """True when ``text`` restates two sentences of a cited message, the later one opening on a
    change of topic ("… in Docs. Btw, the price of …"): two unrelated statements joined, not one
    memory. Each must give the text two content words the other does not."""
    shift = _topic_shift()
    if shift is None:
        return False
    words: set[str] | None = None
    for message in cited:
        # A shift opens a sentence after another: none in the message, nothing to split.
        if shift.search(fold(message), 1) is None:
            continue
        sentences = [fold(s) for s in split_sentences(message)]
        if len(sentences) < 2 or not any(shift.match(s) for s in sentences[1:]):
            continue
        words = _content(fold(text)) if words is None else words
        shared = [_content(s) & words for s in sentences]
        for later in range(1, len(sentences)):
            if not shift.match(sentences[later]):
                continue
            for earlier in range(later):
                if (
                    len(shared[later] - shared[earlier]) >= 2
                    and len(shared[earlier] - shared[later]) >= 2
                ):
                    return True
    return False


# A question mark ends a question; a space between two Han characters ends a chat sentence
# ("我家养了两只猫 能帮我查一下…").
_ASKED = re.compile(r"[?\uff1f][\s\"'\u201d\u2019)]*$")
_CJK_SPACE = re.compile(rf"(?<=[{CJK}])\s+(?=[{CJK}])")


@compiled
def _asks() -> tuple[Matcher, Matcher]:
    """(the substring scripts' question leads; the packs' words of answers)."""
    chars = topic(lambda p: p.question_leads if p.script == "chars" else ())
    return chars, topic(lambda p: p.answer_frame, flags=re.IGNORECASE)


def _questions(message: str) -> list[tuple[str, bool]]:
    """The sentences of ``message`` (folded), each with whether it asks the assistant something
    other than how to answer: it ends on a question mark (a Chinese chat sentence, which often
    has none: holds a question lead, "能帮我", "多少"), and names no answer ("could you always
    answer in …" asks for a memory). The word scripts' leads are not read: they also open thanks
    and apologies ("sorry", "thanks")."""
    chars, answers = _asks()
    found = []
    for sentence in split_sentences(message):
        for piece in _CJK_SPACE.split(sentence):
            folded = fold(piece)
            asks = bool(_ASKED.search(folded) or (has_cjk(folded) and chars.search(folded)))
            found.append((folded, asks and not answers.search(folded)))
    return found


def joins_a_question(text: str, cited: Sequence[str]) -> bool:
    """True when ``text`` restates a statement of a cited message and a question the asker put to
    the assistant in another sentence of it ("Keeps bees in the back garden. Where can I buy a
    smoker?"): the question is no part of a memory. The text must share two content words with the
    statement alone and one with the question alone."""
    words: set[str] | None = None
    for message in cited:
        # No question mark and no Chinese: no sentence of it asks (the cheap look first).
        whole = fold(message)
        if "?" not in whole and not has_cjk(whole):
            continue
        sentences = _questions(message)
        if len(sentences) < 2 or not any(a for _, a in sentences):
            continue
        words = _content(fold(text)) if words is None else words
        shared = [(_content(s) & words, asks) for s, asks in sentences]
        # A sentence's own words: those no other sentence shares with the text.
        sentences_with = Counter(w for mine, _ in shared for w in mine)
        own = [(sum(sentences_with[w] == 1 for w in mine), asks) for mine, asks in shared]
        if any(n >= 1 for n, asks in own if asks) and any(n >= 2 for n, asks in own if not asks):
            return True
    return False


# Where the asker broke a sentence off: an ellipsis or a dash after a word ("… marathon in...
# eh", "也会去——算了").
_BREAK = re.compile(r"\s*(?:\.{2,}|…+|[—–]+|-{2,}|\s-(?=\s))")


def _break_points(cited: Sequence[str]) -> tuple[set[tuple[str, ...]], set[str]]:
    """(the last two words before each place where a cited message breaks off, the last two Han
    characters before each such place)."""
    words: set[tuple[str, ...]] = set()
    han: set[str] = set()
    for message in cited:
        folded = fold(message)
        for found in _BREAK.finditer(folded):
            before = folded[: found.start()]
            run = _CJK_END.search(before)
            if run is not None:
                if len(run.group()) >= 2:
                    han.add(run.group()[-2:])
                continue
            tail = _WORD.findall(before[-80:])[-2:]
            if len(tail) == 2 and before[-1:].isalnum():
                words.add(tuple(tail))
    return words, han


def broken_off(text: str, cited: Sequence[str]) -> bool:
    """True when a clause of ``text`` ends where the asker broke a sentence off (an ellipsis or
    a dash right after the same two words or characters), and the clause ends there on a word
    that carries no content, or is the text's last, left without a stop: the memory copies an
    unfinished thought ("Is saving for a trip to" | "to... eh not decided")."""
    words, han = _break_points(cited)
    if not (words or han):
        return False
    folded = fold(text)
    clauses = [c.strip(_QUOTES) for c in _CLAUSE.split(folded)]
    open_last = _SENTENCE_END.search(folded) is None
    _, empty, _, han_empty = _closed()
    han_empty = han_empty | _dangling()[1]
    for at, clause in enumerate(clauses):
        is_open = open_last and at == len(clauses) - 1
        run = _CJK_END.search(clause)
        if run is not None:
            last = chinese_words(run.group())[-1:]
            if run.group()[-2:] in han and (is_open or (last and last[0] in han_empty)):
                return True
            continue
        found = _WORD.findall(clause)
        if tuple(found[-2:]) in words and (is_open or found[-1] in empty):
            return True
    return False


def cut_from_message(text: str, cited: Sequence[str]) -> bool:
    """True when a clause of ``text`` stops where the asker's sentence in ``cited`` went on (see
    the module's docstring)."""
    if not cited:
        return False
    if broken_off(text, cited):
        return True
    ends, _, coverbs, han = _closed()
    said = [c for m in cited for c in _CLAUSE_OF_MESSAGE.split(fold(m)) if c.strip()]
    asked = [_WORD.findall(c) for c in said]
    folded = fold(text)
    clauses = _CLAUSE.split(folded)
    # A text that ends on no punctuation at all leaves its last clause open: it ends a sentence
    # only if the asker's clause ended there too.
    open_last = _SENTENCE_END.search(folded) is None
    words = frozenset(_WORD.findall(folded))
    if open_last and _ends_on_a_cut_word(folded, asked):
        return True
    for at, clause in enumerate(clauses):
        clause = clause.strip(_QUOTES)
        run = _CJK_END.search(clause)
        is_open = open_last and at == len(clauses) - 1
        if run is not None:
            if _coverb_cut(run.group(), said, coverbs, han) or _prefix_cut(run.group(), said, han):
                return True
            if is_open and _open_cut(run.group(), said, han):
                return True
            # Closed by punctuation, a clause still ends cut when its last word is one character
            # that the asker wrote as the start of a longer word ("…在国。" | "国外").
            last = chinese_words(run.group())[-1:]
            if (
                not is_open
                and last
                and len(last[0]) == 1
                and _open_cut(run.group(), said, han, inside_only=True)
            ):
                return True
            continue
        found = _WORD.findall(clause)
        if is_open and found and _open_words_cut(found, asked, closed_class()):
            return True
        # Left open, the text's last two words stand where the asker went on at once with a
        # content word: a compound or an object cut ("… for the weekly" | "budget", "always
        # include" | "unit tests"); a qualifier after a preposition is a memory's to drop.
        if (
            is_open
            and len(found) >= 2
            and _went_on(found[-2:], asked, at_once=True, moved=words, inside=True)
        ):
            return True
        # A clause without a content word is a frame of the sentence ("kalau bisa", "if so"),
        # not a phrase cut off.
        if len(found) < 2 or all(w in ends for w in found):
            continue
        # Stopped on a closed-class word before the asker's object ("below" | "50 words"), or
        # inside a phrase the asker went on with at once ("then the final review" | "notes"); the
        # latter needs three words in the asker's order, so a phrase moved ("every week") is no
        # cut.
        if found[-1] in ends:
            if _went_on(found[-2:], asked, at_once=False):
                return True
        elif len(found) >= 3 and _went_on(
            found[-3:], asked, at_once=True, moved=words, subject=True
        ):
            return True
    return False


# A piece shorter than this is an abbreviation or a stem more often than a cut ("hr", "ok").
_CUT_PIECE = 3


def _ends_on_a_cut_word(folded: str, asked: list[list[str]]) -> bool:
    """Word scripts: the last word of a text left open (no stop after it) is no word the asker
    wrote but the start of one, and the rest of it is no ending a word takes ("freel" of
    "freelance"; not "program" of "programming"): the text stops inside the asker's word. A
    closed text may shorten a word on purpose ("Works in admin.")."""
    found = _WORD.findall(folded)
    if not found or has_cjk(found[-1]) or found[-1].isdigit() or len(found[-1]) < _CUT_PIECE:
        return False
    last = found[-1]
    said = {w for clause in asked for w in clause}
    if last in said:
        return False
    return any(w.startswith(last) and not is_inflection(last, w) and not has_cjk(w) for w in said)


# Where a text ends as a sentence does: its last visible character is sentence or clause
# punctuation, a closing bracket or a quotation mark.
_SENTENCE_END = re.compile(
    r"[.!?;:)\]\u3002\uff01\uff1f\uff1b\uff09\"'\u201d\u2019\u300d\u300f]\s*$"
)


@compiled
def closed_class() -> frozenset[str]:
    """Word scripts: the closed-class words of :func:`_closed` (articles, prepositions,
    particles, conjunctions, subordinators, negations), not the packs' stop words that are
    content words of the domain ("answers")."""
    ends, empty, _, _ = _closed()
    stop = union(lambda p: p.stop_words - p.function_words if p.script == "words" else frozenset())
    return ends | (empty - stop)


def _open_words_cut(found: list[str], asked: list[list[str]], closed: frozenset[str]) -> bool:
    """An open last clause (word scripts) that stops on a closed-class word the asker went on
    from to a content word in the same clause ("…, kecuali" | "kalau hujan", "…, except"
    | "when I ask"); a clause of that one word counts too. A stranded preposition the asker left
    stranded ("to pair with" | "on this") ends a sentence."""
    return found[-1] in closed and _went_on(found[-2:], asked, at_once=False)


def _open_cut(
    run: str, said: list[str], empty: frozenset[str], *, inside_only: bool = False
) -> bool:
    """An open last clause (Chinese) whose last two characters stand in an asker's clause and,
    at every place, end inside one of the asker's words ("…如果天" | "天气好"), or end on a
    word that carries no content before the asker's content word ("…还有这个" | "表格");
    ``inside_only``: the first kind only."""
    tail = run[-2:]
    if len(tail) < 2:
        return False
    words = chinese_words(run)
    closed_end = bool(words) and (words[-1] in empty or words[-1] in _han_determiners())
    seen = False
    for clause in said:
        start = clause.find(tail)
        edges = _word_edges(clause) if start >= 0 else set()
        while start >= 0:
            seen = True
            cut = start + len(tail)
            rest = clause[cut:]
            if not _CJK_END.match(rest[:1]):
                return False
            if cut in edges:
                following = chinese_words(rest)[:1]
                if inside_only or not closed_end or not following or following[0] in empty:
                    return False
            elif inside_only and not _cuts_a_word(clause, cut, edges):
                return False
            start = clause.find(tail, start + 1)
    return seen


@compiled
def _suffixes() -> frozenset[str]:
    return union(lambda p: p.noun_suffixes)


def _cuts_a_word(clause: str, cut: int, edges: set[int]) -> bool:
    """True when ``cut`` falls inside a common word of the asker's ``clause`` (one the dictionary
    holds :data:`RARE_WORD` times or more: its rare words may be a mis-segmentation, "鸟叫" of
    "养了只鸟叫啾啾"), and that word is not the part before the cut with a suffix or its last
    character doubled ("猫" of "猫咪", "狗" of "狗狗": the memory wrote the plain word)."""
    start = max(e for e in edges if e < cut)
    end = min((e for e in edges if e > cut), default=len(clause))
    before, word = clause[start:cut], clause[start:end]
    rest = word[len(before) :]
    return chinese_word_count(word) >= RARE_WORD and rest != before[-1:] and rest not in _suffixes()


@compiled
def _han_determiners() -> frozenset[str]:
    return union(lambda p: p.subject_determiners if p.script == "chars" else ())


def _word_edges(clause: str) -> set[int]:
    """The offsets in ``clause`` where one of its segmented words ends, each Chinese run read
    with the kept dictionary."""
    edges: set[int] = set()
    for found in CJK_RUN.finditer(clause):
        at = found.start()
        edges.add(at)
        for word in chinese_words(found.group()):
            at += len(word)
            edges.add(at)
    return edges


def _coverb_cut(run: str, said: list[str], coverbs: frozenset[str], empty: frozenset[str]) -> bool:
    """A Chinese clause that is a coverb's phrase and stops inside an asker's clause before the
    predicate the asker wrote after it."""
    # The clause is the coverb and its object only ("离公司"): a verb after a coverb's phrase
    # ("在周末跑步") is its predicate, and a coverb after a verb ("待在家里") is its complement.
    # A one-character coverb is also read apart from the next word: the segmenter may glue it on
    # ("离地铁站" reads 离地 + 铁站).
    segmented = chinese_words(run)
    if segmented and segmented[0] not in coverbs and run[0] in coverbs:
        segmented = (run[0], *chinese_words(run[1:]))
    if not 2 <= len(segmented) <= 3 or segmented[0] not in coverbs:
        return False
    hits = [c[c.index(run) + len(run) :] for c in said if run in c]
    return bool(hits) and all(any(ch not in empty for ch in rest.strip()) for rest in hits)


def _prefix_cut(run: str, said: list[str], empty: frozenset[str]) -> bool:
    """A Chinese clause that is the start of an asker's clause, cut before a content word the
    asker went on with at once ("再讲" | "收益"): a verb without its object, a modifier without
    its head. A clause the asker went on from with a particle or 的 is whole."""
    if run != "".join(run.split()) or len(run) < 2:
        return False
    rests = [c.strip()[len(run) :] for c in said if c.strip().startswith(run)]
    if not rests:
        return False
    for rest in rests:
        following = chinese_words(rest)[:1]
        if not following or following[0] in empty or not _CJK_END.match(following[0]):
            return False
    return True
