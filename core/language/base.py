"""The shape of a language pack: every word and pattern core needs to handle one language.

A pack is data only. Latin-script packs (``script="words"``) hold regular-expression sources that
are matched on whole words of folded text (NFKC, lower-case); packs of scripts without spaces
(``script="chars"``) hold regular-expression sources matched as substrings (write plain words with
:func:`literal`). The registry (:mod:`core.language`) compiles each topic once across all packs.

The keys of the mappings below are fixed here (they are structure, not words): sensitive
categories, answer aspects, hinted memory categories and statement kinds.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Literal

Script = Literal["words", "chars"]
# How a word of a spelled-out number combines with the words before it (core.language.numbers).
NumberRole = Literal["add", "times", "scale"]

# Special categories of personal data: Indonesian PDP law art. 4(2), GDPR art. 9.
SENSITIVE_CATEGORIES = (
    "health",
    "biometric",
    "genetic",
    "criminal",
    "children",
    "finance",
    "religion",
    "ethnicity",
    "political",
    "sexuality",
)
# Stable topics of answer-style preferences (seed 001: identity.subject must be stable, so a
# changed preference updates the old one). The names are stored identity subjects in every language.
ANSWER_ASPECTS = (
    "answer language",
    "answer length",
    "answer tone",
    "answer format",
    "explanation style",
)
# Categories the rules baseline recognizes by hint words, in the order it tries them.
HINTED_CATEGORIES = (
    "risk_preference",
    "workflow_preference",
    "communication_preference",
    "project_context",
)
# What an explicit statement of the asker can be, in the order the rules baseline tries them:
# a forget before a negative, a negative before a positive (the first matching rule wins).
STATEMENT_KINDS = (
    "forget",
    "avoid",
    "constraint",
    "work",
    "project",
    "recurring",
    "remember",
    "prefer",
    "rather",
    "instruction",
    "request",
)
# What a self-description of the asker is about, as found by the rules baseline's frames ("I'm a
# translator at …", "I'm based in …", "I'm new to …", "I review …", "most of my customers …"). The
# names are stored identity facets in every language (like ANSWER_ASPECTS), so each facet of the
# asker's context keeps its own stable key; "job" is the job itself and gets no facet (the key a
# "I work as …" statement has always had).
SELF_FACETS = ("job", "duties", "place", "experience", "clients")
STATEMENT_STAGE = {
    "forget": 0,
    "avoid": 1,
    "constraint": 1,
    "work": 2,
    "project": 2,
    "recurring": 3,
    "remember": 4,
    "prefer": 5,
    "rather": 5,
    "instruction": 5,
    # A polite request about answers (an imperative bounding answers in general) is the
    # weakest form: tried last, and kept only when it names an answer aspect.
    "request": 6,
}


def split(text: str) -> tuple[str, ...]:
    """The whitespace-separated words of ``text``, in order (for long lists of single words)."""
    return tuple(text.split())


def words(text: str) -> frozenset[str]:
    """The set of whitespace-separated words of ``text``."""
    return frozenset(text.split())


def joined(*maps: Mapping[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """The mappings' tuples joined key by key, in order (a pack's own words, then a kept list)."""
    out: dict[str, tuple[str, ...]] = {}
    for m in maps:
        for key, items in m.items():
            out[key] = out.get(key, ()) + tuple(items)
    return out


def endings(*suffixes: str, stem: int = 2) -> str:
    """A whole word ending in one of ``suffixes`` after at least ``stem`` word characters (drug
    names by their INN stem: "…statin", "…olol"), as a pattern the engine checks in one pass:
    the word is read to its end once, then each ending is compared there (fixed-width look-
    behinds grouped by length), instead of trying every ending at every split of the word."""
    by_length: dict[int, list[str]] = {}
    for suffix in dict.fromkeys(s.lower() for s in suffixes):
        by_length.setdefault(len(suffix), []).append(re.escape(suffix))
    checks = "|".join(
        f"(?<=\\w{{{stem}}}(?:{'|'.join(group)}))" for _, group in sorted(by_length.items())
    )
    return f"\\w{{{stem + 1},}}(?!\\w)(?:{checks})"


def literal(*words: str) -> tuple[str, ...]:
    """Plain words as pattern sources (escaped, lower-cased like the folded text they meet)."""
    return tuple(re.escape(w.lower()) for w in words)


@dataclass(frozen=True)
class Statement:
    """One explicit first-person statement the rules baseline turns into a proposal.

    ``pattern`` is matched case-insensitively at the start of a sentence; its group ``x`` is what
    the memory says, an optional group ``prep`` the preposition of a work statement.
    """

    pattern: str
    kind: str
    confidence: float


@dataclass(frozen=True)
class BlockTexts:
    """The system-message texts of recall (SPEC §7) in one language."""

    header: str
    nothing_saved: str
    not_saved_yet: str


@dataclass(frozen=True)
class LanguagePack:
    """Everything language-specific about one language (see the module docstring)."""

    code: str
    name: str
    script: Script

    # --- detection and sentences
    aliases: frozenset[str]
    """Other tags a model may label this language with (ISO 639-2/3 codes, names; lower-case)."""
    language_names: Mapping[str, tuple[str, ...]]
    """How this language names each supported language, by code ("Inggris" → en, "印尼语" → id): a
    restatement that names another language than its note ("long answers in English" for a note
    of Indonesian) changed a detail. Only names that mean the language, not the country or the
    word "language" ("bahasa" alone)."""
    markers: frozenset[str]
    """Frequent function words that mark a text as this language (substring scripts need none:
    their script marks them). Grammar words, not topic words, so a code-mixed sentence is
    claimed by the language of its grammar ("saya lebih suka short answers" is Indonesian)."""
    abbreviations: tuple[str, ...]
    """Abbreviations whose full stop does not end a sentence (pattern sources, no dot)."""

    # --- gates (SPEC §5.3)
    sensitive: Mapping[str, tuple[str, ...]]
    """Special-category data wherever it appears, by :data:`SENSITIVE_CATEGORIES`."""
    sensitive_topical: Mapping[str, tuple[str, ...]]
    """Topics that are special-category data about the user, but work context when worked on."""
    body_parts: tuple[str, ...]
    """Parts of the body and the senses ("left arm", "lutut", "手指"): with an impairment in the
    same clause, a statement of health with no condition named."""
    impairments: tuple[str, ...]
    """What a body part cannot do or has had done to it ("can't lift", "cedera", "使不上劲",
    "implant")."""
    other_person: tuple[str, ...]
    """Relations to another person: memories are about the user alone."""
    relation_nouns: tuple[str, ...]
    """Relation nouns that, followed by a capitalized name, name someone else."""
    legal_reference: tuple[str, ...]
    """A reference to a legal or corpus source."""
    legal_statement: tuple[str, ...]
    """Verbs stating what a source says, requires or allows."""
    claim_verbs: tuple[str, ...]
    """Verbs of belief: the user's own claim about the law."""
    permission_words: tuple[str, ...]
    """What is allowed or forbidden ("allowed", "dilarang", "不准"): with a verb of belief and
    no work or answer frame, the user's claim about a rule, whatever the rule's source."""
    answer_frame: tuple[str, ...]
    """Words about how answers look: such a sentence is a preference, even about the law."""
    work_frame: tuple[str, ...]
    """Work context around a topic ("asks about", "works on"): allowed."""
    workplaces: tuple[str, ...]
    """Where the user works, names a client or volunteers ("works as a lawyer at a cancer clinic",
    "bekerja di klinik kanker", "在医院做"), and a profession named after what it serves
    ("mortgage advisor", "perawat HIV", "房贷顾问"): an employer's name or a job's field is no
    one's condition, so the special-category vocabularies do not read it."""
    age_units: tuple[str, ...]
    """How an age is written after its number ("years old", "y/o", "tahun", "岁"): a name with an
    age right after it ("Kai (7)", "Laras, 9 tahun,", "乐乐（6岁）") is a person's, a child's
    when the age is low."""
    naming_verbs: tuple[str, ...]
    """Verbs that give something a name ("called", "dinamai", "起名叫"): with a nameable thing
    before them, the name after them is the thing's, not a person's."""
    nameable_things: tuple[str, ...]
    """Pets, vehicles, devices and plants a user may name ("dog", "motor", "NAS", "猫"): a name
    given to one is no one's name."""
    goods: tuple[str, ...]
    """Things sold by a brand and the shops that sell them ("boots", "soap", "sambal", "warung"):
    a title and a name right next to one are the brand's name ("Mr. Sparkle detergent", "kecap Pak
    Tani"), not a person's."""
    served_markers: tuple[str, ...]
    """Words that name whom a piece of work is for or given to ("for", "to", "untuk", "给"): in a
    memory about the user's work, the people after one are the people the work serves."""
    served_people: tuple[str, ...]
    """Groups of people a job or volunteer work serves ("patients", "inmates", "jemaat",
    "在押人员"): after a served marker, in a work memory, their condition, faith or record is
    theirs, not the user's."""
    fellow_words: tuple[str, ...]
    """Words that make the user one of a group or the owner of a thing ("other", "fellow",
    "own", "sesama", "自己"): "for other patients" says the user is one."""
    work_things: tuple[str, ...]
    """What a job makes or keeps (a rota, a newsletter, files, an app, a thesis; "berkas",
    "项目"): in a memory about the user's work, the special-category words that qualify one name
    the work's subject ("a clinic's patient files"), not the user's own data."""
    topic_markers: tuple[str, ...]
    """Word scripts: words that join a thing of the work to what it is about ("a thesis on …",
    "skripsi tentang …"): in a memory about the user's work, that phrase is the work's subject
    too. Chinese puts the topic before the thing ("…的论文"), read as the thing's modifier."""
    injection: tuple[str, ...]
    """Instruction-injection phrases."""
    transcript_roles: tuple[str, ...]
    """Chat role names ("user", "assistant") whose markup must not be copied into a memory."""
    transcript: tuple[str, ...]
    """Further transcript markers of this language (substring scripts: role names with a colon)."""
    placeholders: frozenset[str]
    """Whole texts that are placeholders, not memories."""
    placeholder_patterns: tuple[str, ...]
    """Patterns of placeholder text."""
    secret_words: tuple[str, ...]
    """Words that name a secret (a value after them is a credential)."""
    value_separators: tuple[str, ...]
    """Copulas between a secret word and its value ("is", "adalah", "是")."""
    identifier_fields: tuple[str, ...]
    """Names of identifier fields ("passport", "NIK", "身份证")."""
    number_words: Mapping[str, str]
    """Spelled-out digits, word → digit ("nine" → "9"; substring scripts: one character each).
    Only runs of three or more become digits, before identifier and secret-value detection."""
    number_parts: Mapping[str, tuple[NumberRole, int]]
    """The other words of a spelled-out number, with how each combines (``core.language.numbers``):
    ``add`` words add their value ("twelve", "twenty", "belas"), ``times`` words multiply the
    number before them ("hundred", "puluh", "ratus"), ``scale`` words close a group ("thousand",
    "ribu"). The digits are ``number_words``."""

    # --- the rules baseline (core.llm.rules)
    statements: tuple[Statement, ...]
    discourse: tuple[str, ...]
    """Leading discourse markers that do not change what follows ("actually", "其实")."""
    topic_shifts: tuple[str, ...]
    """Markers that open a sentence on another subject ("by the way", "ngomong-ngomong", "对了"):
    a memory that joins what comes before one to what comes after it joins two statements."""
    temporary: tuple[str, ...]
    """Time words that make a statement temporary ("today", "暂时")."""
    category_hints: Mapping[str, tuple[str, ...]]
    """Hint stems per :data:`HINTED_CATEGORIES`, matched anywhere (no word boundaries)."""
    answer_aspects: Mapping[str, tuple[str, ...]]
    """Words of each :data:`ANSWER_ASPECTS` (whole words in word scripts)."""
    condition_leads: tuple[str, ...]
    """Words that open a condition clause ("when", "kalau", "如果")."""
    condition_tails: tuple[str, ...]
    """Words that close a condition clause ("的时候")."""
    self_pronouns: tuple[str, ...]
    """The asker as the subject of a sentence, in first and third person ("i", "they")."""
    self_subjects: tuple[str, ...]
    """The asker alone as the subject of a self-description: first-person singular pronouns, and
    phrases that stand for one ("in my job, i", "di kantor saya"). Never another person."""
    self_copulas: tuple[str, ...]
    """Copulas after a first-person subject ("'m", "am", "adalah", "是"). An empty entry: the
    language may leave the copula out before a job title ("saya notaris")."""
    month_names: tuple[str, ...]
    """Word scripts: the months as written, capitalized ("April", "Juni"): two or more in a list
    ("in April and June", "Januari, April, Juli") are months, not people, whatever the names
    vocabulary says of one of them."""
    memory_copulas: tuple[str, ...]
    """Copulas a memory opens on when its subject, the user, is left out ("Is a nurse at …",
    "Adalah perawat di …", "是护士"): before a job title, the user's job."""
    self_adverbs: tuple[str, ...]
    """Adverbs between a first-person subject and what it says ("mainly", "sehari-hari", "主要")."""
    role_articles: tuple[str, ...]
    """Articles and classifiers before a job title ("a", "seorang", "一名")."""
    job_titles: tuple[str, ...]
    """Occupations and job titles ("developer", "auditor", "律师"): after a first-person subject and
    a copula (and up to three modifiers in languages that put them first), the asker's job."""
    self_states: Mapping[str, tuple[str, ...]]
    """What else a first-person subject (and copula) can be, by :data:`SELF_FACETS`: based
    somewhere ("based in", "人在"), new to a field ("new to", "刚转行"), in charge of something.
    An entry is the state's own words; what must come after them is a lookahead, so that the
    words after the state are what it is about (a state about nothing, "new to this", is none)."""
    self_verbs: Mapping[str, tuple[str, ...]]
    """Verbs whose first-person subject describes the asker, by :data:`SELF_FACETS` (their work:
    "handle", "menangani", "负责"; where they live: "live", "tinggal"). After "remember that I",
    they also make the memory a fact about the user."""
    clientele: tuple[str, ...]
    """Whom the asker's work serves, with a first-person possessive ("most of my customers",
    "nasabah kami", "我的客户"): a sentence opening with one describes the asker's work."""
    group_subjects: tuple[str, ...]
    """The asker's team or organization as a subject ("we", "our firm", "divisi kami", "我们部门")."""
    tool_verbs: tuple[str, ...]
    """Verbs of using a tool or a system ("uses", "pakai", "用"): after the asker's team, what the
    team works with (project context)."""
    question_leads: tuple[str, ...]
    """Words that open a question or a request for help ("what", "can you", "mau tanya", "想问"):
    after a clause break, the rest of the sentence is the question, never part of a memory."""
    result_leads: tuple[str, ...]
    """Words that open a consequence ("so", "jadi", "所以"): after a clause break, the rest no longer
    describes the asker, and a self-description ends there."""
    third_person_verbs: tuple[tuple[str, str], ...]
    """(pattern, replacement) pairs turning a first-person verb into the third person ("handle" →
    "handles"), tried in order on the verb that opens a self-description; the first that matches
    is applied. Languages whose verbs do not agree with their subject have none."""
    first_person: tuple[tuple[str, str], ...]
    """First-person forms and their third-person replacements (pattern, replacement)."""
    templates: Mapping[str, str]
    """The memory sentence of each statement kind (``{x}``, ``{X}`` capitalized, ``{prep}``)."""
    job_subject: str
    """The identity subject of a memory about the user's job."""
    topic_trim: str
    """Leading verbs and trailing particles cut from a topic head (substring scripts)."""
    stop_words: frozenset[str]
    """Words that are never a memory's content words (tags, identity subject)."""
    generic_words: frozenset[str]
    """Words too common to anchor a "forget …" to one memory."""
    promote_verbs: tuple[str, ...]
    """Verbs that recommend, promote or vouch for something ("recommend", "trust", "推荐"): with a
    named entity as their object, a standing instruction is an advertisement, never a memory."""
    business_nouns: tuple[str, ...]
    """Nouns of businesses and products ("bank", "produk", "银行"). In word scripts, a capitalized
    word next to one names an entity; in substring scripts, characters before one are its name."""
    mention_verbs: tuple[str, ...]
    """Verbs that make the assistant name or repeat something in its answers ("mention",
    "sebutkan", "提到", "复述"): with a word of ``standing_words``, a rule over every later answer."""
    standing_words: tuple[str, ...]
    """Words that make a rule standing: universal scope ("always", "every", "only", "setiap",
    "一律", "都") and "from now on" ("mulai sekarang", "以后"). A standing rule to recommend or
    mention something holds only when the asker's own message speaks of one too."""

    # --- rules recall (core.recall.rules_rank)
    recall_stop_words: frozenset[str]
    """Query and memory words that never count as an overlap."""

    # --- the rules judge (core.judge)
    function_words: frozenset[str]
    """Words (substring scripts: characters) that never count as a detail of a sentence."""
    negations: tuple[str, ...]
    """Negation words: a sentence and its note must agree on them."""

    # --- a memory is one whole sentence (core.gates.fragments, and the rules baseline's tags)
    dangling_words: frozenset[str]
    """Words after which no sentence, clause, tag or identity subject may stop: articles, determiners and possessives, the prepositions and conjunctions no
    sentence ends on, perfect auxiliaries; not what a sentence may end on by ellipsis or a stranded
    preposition (lower case; substring scripts: whole dictionary words)."""
    trailing_fillers: frozenset[str]
    """Words that may follow a whole clause and that a memory may leave out (substring scripts:
    whole dictionary words, structural particles and degree complements, "的", "了", "一点"; word
    scripts, beside their stop, function and dangling words: adverbs of how often or when and
    vague fillers, "daily", "tiap", "stuff"): a clause the asker went on from with one of them
    was not cut."""
    coverbs: frozenset[str]
    """Prepositions that open a phrase a predicate must follow (substring scripts: whole dictionary
    words, "离", "在", "对"): a clause that is only such a phrase, where the asker's sentence went
    on, was cut; no clause ends on one either (word scripts: empty; a cut there ends on a
    closed-class word)."""
    first_person_words: frozenset[str]
    """The asker's own first-person pronouns ("i", "my", "aku", "我"): a memory speaks of the
    asker without them (the extraction contract: one sentence about the asker, without "I"), so a
    memory text that holds one outside quotes is the asker's words copied (lower case; substring
    scripts: whole dictionary words, so "自我" is no pronoun)."""
    contrasts: tuple[str, ...]
    """Words after which a clause names what is not wanted ("rather than", "daripada", "而不是"):
    "examples rather than theory" says no to theory without a negation word."""
    forms_of_address: frozenset[str]
    """Capitalized forms of address that are not names."""
    about_user: tuple[str, ...]
    """Phrases that address the user's own profile ("you prefer", "你喜欢")."""
    particles: tuple[str, ...]
    """Chat particles and fillers that end or pad a typed clause ("lol", "ya", "dong", "吧"): no
    part of a memory; the rules baseline drops them at a clause's end."""
    addressee_possessives: tuple[str, ...]
    """Possessives of the addressee before a noun ("your", "你的"): an instruction about "your
    answers" is about answers; the rules baseline drops them."""
    addressee_remarks: tuple[str, ...]
    """Words after an addressee that opens a clause which make it a remark, a question or a
    request put to the assistant ("you're", "you know", "kamu setuju", "你觉得", "你帮我"), not a
    standing instruction to it ("you can skip the intro", "你直接给结论")."""
    reason_leads: tuple[str, ...]
    """Words that open the reason given for a preference ("because", "soalnya", "因为"): the
    reason is no part of the memory, and the rules baseline cuts a memory before it (and before a
    consequence, ``result_leads``)."""
    anaphora: tuple[str, ...]
    """Words that may point back into the conversation ("it", "again", "itu", "这样"): the rules
    baseline writes nothing rather than a memory that holds one."""
    back_references: tuple[str, ...]
    """Phrases that point back to an earlier turn or to a thing the chat named and the memory does
    not ("as mentioned earlier", "like before", "yang tadi", "之前那个"): a memory that holds
    one is not self-contained; the gates refuse it and the rules baseline writes nothing."""
    addressee: Mapping[str, str]
    """Words by which an answer addresses the user, each with the word the user would say of
    themselves ("your" → "my", "Anda" → "saya", "你" → "我"): the clauses that hold one restate
    something about the user, and the claim judge reads them as the user's own words."""
    speaker: tuple[str, ...]
    """Words by which an answer's writer speaks of itself ("I've", "saya", "我"): a clause with one
    and no addressee word reports what the answer did, not what the user is."""
    appositives: tuple[str, ...]
    """Words that open a clause describing the person addressed ("As a vet, you …", "Sebagai
    dosen, Anda …", "作为老师，你…"): such a clause speaks of the user though it names no one."""

    # --- the memory block (core.recall.block)
    block: BlockTexts

    # --- people, special categories and the law as a subject (core.gates.people, core.gates.legal)
    honorifics: tuple[str, ...]
    """Titles before a name (word scripts: "dr", "pak") or after a surname (substring: "先生")."""
    family_names: tuple[str, ...]
    """Surnames that open a personal name (substring scripts; single and compound)."""
    name_prefixes: tuple[str, ...]
    """Familiar prefixes before a bare surname that make it a person ("老王", "小李")."""
    verb_endings: tuple[str, ...]
    """Endings of a finite verb that opens a memory with its implicit subject ("Builds …",
    "Mengosongkan …"): a capitalized word with one is that verb, not a name (word scripts)."""
    person_predicates: tuple[str, ...]
    """Predicates whose subject, named at the start of a clause, is a person ("likes", "suka")."""
    affiliations: tuple[str, ...]
    """Words that tie a named person to a team, a firm or a place right after the name ("Lena at
    Northwind", "Tom in sales", "Rina dari bagian keuangan"): the name is still the subject of the
    predicate that follows. Substring scripts: none (a role noun says it there)."""
    leading_modifiers: tuple[str, ...]
    """Words that open a subjectless memory and are capitalized only there ("often", "sering")."""
    organization_words: tuple[str, ...]
    """Words that make a capitalized name an organization or a place ("bank", "pt", "公司")."""
    possessive_frames: tuple[str, ...]
    """Patterns around a name that make it an owner; ``NAME`` stands for the name ("milik NAME")."""
    law_names: tuple[str, ...]
    """Names and abbreviations of laws and kinds of regulation ("gdpr", "pojk", "条例")."""
    regulators: tuple[str, ...]
    """Regulators and authorities whose rules a statement can state ("ojk", "网信办")."""
    documents: tuple[str, ...]
    """Kinds of document whose content is a corpus fact, never a memory ("contract", "privacy
    policy", "kontrak", "合同"): one that opens a clause, with a statement verb of
    ``legal_statement`` in that clause, is what the document says ("the vendor contract requires
    …", "Vendor contract that specifies …")."""
    source_leads: tuple[str, ...]
    """Words before a source that make the clause about it ("according to", "menurut", "根据")."""
    legal_concepts: tuple[str, ...]
    """Legal notions a belief about the law is about ("consent", "persetujuan", "授权")."""
    legal_parties: tuple[str, ...]
    """The parties of a legal relation, the ones the law gives rights and duties to: tenant and
    landlord, employee and employer, buyer and seller, borrower and lender, controller and
    processor, patient and doctor, spouse and heir … ("tenants", "karyawan", "房东")."""
    legal_objects: tuple[str, ...]
    """What a legal relation is about: deposits, rent, severance, overtime pay, notice periods,
    probation, damages, refunds, warranties, debts, inheritance, personal data … ("deposit",
    "pesangon", "押金"). With a modality, a statement of the law; on its own a topic ("works on
    severance policies")."""
    legal_modalities: tuple[str, ...]
    """A right, a duty, a liability or a legal status ("has no right to", "entitled", "liable",
    "non-refundable", "berhak", "tidak sah", "有权", "无效"): after a party or a legal object, or
    before a legal object, a statement of what the law lets or makes that party do, even with no
    law named."""
    deontic_modals: tuple[str, ...]
    """What one can, may or must do, with or without a law behind it ("can", "doesn't have to",
    "boleh", "tidak perlu", "可以", "不用"). A statement of the law only with a party before it
    and a legal action, a legal object or a second party after it ("landlords can keep the
    deposit"), or after a legal object ("overtime doesn't have to be paid", "押金可以不退");
    never on its own ("answers must be short")."""
    quantity_limits: tuple[str, ...]
    """A bound on a length of time or on an amount of money as a rule states it ("within 30
    days", "up to 60 days", "30 days' notice", "over $1,000", "paling lambat sebulan", "maksimal
    100rb", "三个月内", "最长一年", "两千块以内"). With
    a deontic modal whose clause names a subject of its own before it, a rule
    (:mod:`core.gates.limits`): "any contract can be cancelled with 30 days' notice"; never with
    the user's dropped subject ("has to file it within 30 days")."""
    time_spans: tuple[str, ...]
    """A counted length of time ("30 days", "a month", "dua minggu", "九十天"). After a deontic
    modal whose clause names a subject of its own, the length of what a rule allows ("visa holders
    can stay 90 days", :mod:`core.gates.limits`)."""
    possessives: tuple[str, ...]
    """Words that make what follows (or, where the possessive follows the noun, what precedes)
    someone's own: the user's or a person's ("their", "her", "saya", "他的"); an entry that starts
    with a hyphen is written onto the noun ("-nya": "kantornya"). A rule is said of a class;
    "their landlord must …" is said of one landlord."""
    legal_actions: tuple[str, ...]
    """What one party of the law does to the other against its will: dismiss, evict, sue,
    withhold, deduct, seize, terminate a contract ("be fired", "di-PHK", "辞退"). After a deontic
    modal, a statement of the law ("can't be evicted in winter")."""
    legal_predicates: tuple[str, ...]
    """What the law makes of an act or a deal, as a predicate ("is illegal", "it's legal to",
    "needs no consent", "tidak sah", "melanggar hukum", "是合法的", "没有法律效力"): a statement of
    the law whatever its subject. Attributive uses ("avoids illegal downloads", "legal drafts")
    are no predicates and must not match."""
    occupations: tuple[str, ...]
    """Occupations a person is ("lawyer", "perawat", "律师"): a detail of a user like a name; the
    claim judge refuses a sentence that gives the user an occupation its note does not hold."""
    role_verbs: tuple[str, ...]
    """Verbs that give the user a job or a post ("works as", "bekerja sebagai", "menjadi", "当",
    "担任"): with an occupation after them, the memory is about the user's work, which frames
    the topics it names (a nurse's clinic, a designer's client)."""
    place_prepositions: tuple[str, ...]
    """Prepositions of place ("in", "at", "di", "dari"): a capitalized word right after one is a
    place ("… in Surabaya, …"), not a person a role noun after it describes."""
    role_places: tuple[str, ...]
    """Words that may follow an occupation to say where or for whom the user holds it ("at",
    "for", "di", "pada"): a memory that opens on an occupation and goes on with one of them is
    about the user's job ("Clerk at a hospital trust"), not a wish ("Wants a designer to …")."""
    ranks: tuple[str, ...]
    """Words of seniority in a job ("lead", "senior", "kepala", "资深"): like an occupation, a
    rank the note does not hold is a detail the claim judge refuses ("the senior accountant" on a
    note of an accountant)."""
    legal_roles: tuple[str, ...]
    """Occupations and functions of legal work ("consultant", "lawyer", "compliance", "konsultan",
    "律师", "合规"): right after a law's name the name qualifies the user's work ("GDPR
    consultant"), it is not the subject of a statement."""
    override_verbs: tuple[str, ...]
    """Verbs that tell the assistant to set something aside ("ignore", "abaikan", "无视")."""
    override_objects: tuple[str, ...]
    """What an injection tells the assistant to set aside: its rules and instructions, what came
    before, everything ("previous", "aturan", "规则", "一切"); pronouns that point outside the
    memory ("it", "之")."""
    conjunctions: tuple[str, ...]
    """Words that join two clauses ("and", "lalu", "然后"): after an override verb, its object is
    missing."""
    subordinators: tuple[str, ...]
    """Words that open a clause inside a sentence ("because", "karena", "因为"): a subject rule
    (a name or a law with its predicate) also looks right after one."""
    prefixes: frozenset[str]
    """Affixes a word may gain at its start and stay the same word ("re", "mem", "di")."""
    suffixes: frozenset[str]
    """Affixes a word may gain at its end and stay the same word ("s", "ing", "kan"): a piece of
    a word the asker said is a cut word, not an inflection, when the rest is none of these."""
    clitics: frozenset[str]
    """Short words written joined to the end of any word, a name too, which stays the same word
    ("nya", "ku", "'s"): a name the asker wrote with one is the name they said."""
    noun_suffixes: frozenset[str]
    """Substring scripts: suffixes a colloquial noun carries and a written memory may drop ("猫咪"
    → "猫", "鞋子" → "鞋"): a clause that ends before one cut no word of the asker's."""
    turn_speakers: tuple[str, ...]
    """Who takes a turn in a chat: the two parties' pronouns ("i", "you", "aku", "kamu", "我",
    "你") and the role nouns of a chat ("assistant", "customer", "pelanggan", "客服")."""
    speech_verbs: tuple[str, ...]
    """Verbs that report a turn ("asked", "replied", "jawab", "回答"). Word scripts list the
    reporting forms only (past tense in English: "you say …" states a wish, "you said" a turn)."""
    conversation_nouns: tuple[str, ...]
    """Nouns for a conversation that open a retold exchange ("the chat went: …")."""
    role_nouns: tuple[str, ...]
    """What another person is to the user, next to their name ("coach Irene", "Yusuf, atasan
    saya", "邻居罗美玲"): the noun makes the name a person's."""
    third_person: tuple[str, ...]
    """Pronouns of a third person ("she", "dia", "她"): a name they point back to is a person's,
    and a memory that holds one is about someone else, unless it names the user before it
    (``user_nouns``). Substring scripts list whole dictionary words ("她们"), so "其他" ("other")
    and "吉他" ("guitar") are not read as pronouns."""
    field_names: tuple[str, ...]
    """Names of the fields of a form or template ("name", "job title", "nama", "tanggal", "姓名",
    "单位名称"): a quotation or bracket that holds only a field name is a slot to fill ("「职务」",
    "“Client Name”"), not a memory. Substring scripts match where the quoted text ends."""
    person_prepositions: tuple[str, ...]
    """Words after which a person stands, the one the user acts with, for or on ("with", "ke",
    "跟", "让"): a given name of the names vocabulary there is a person's
    (:func:`core.language.vocabulary.personal_names`), and in Chinese a surname and one or two
    characters that read as a name (:func:`core.language.vocabulary.looks_like_chinese_name`)."""
    user_nouns: tuple[str, ...]
    """How a memory names the user when it names them ("user", "pengguna", "用户"): a third
    person's pronoun after one may be the user's."""
    wish_words: tuple[str, ...]
    """Words before a speaker that make its turn a wish, not a report ("wants you to say …")."""
    desire_verbs: tuple[str, ...]
    """Verbs of liking and wanting ("likes", "ingin", "喜欢"): a role noun (``role_nouns``) that
    opens a clause right before one is another person stating a wish ("The boss likes tables",
    "Atasan suka laporan singkat", "老板特别喜欢表格"), not the user."""
    subject_determiners: tuple[str, ...]
    """Determiners that may open such a clause before the role noun ("the", "our", "该")."""
    subject_fillers: tuple[str, ...]
    """Words that may stand between that role noun and the verb: adverbs, and determiners or
    possessives that follow the noun ("really", "itu", "kami", "特别")."""
    habit_adverbs: tuple[str, ...]
    """Adverbs of how often or how only someone does a thing ("always", "never", "selalu",
    "jarang", "从来", "只"): like a verb of wanting, one right after a role noun that opens a
    clause makes that person its subject ("The mentor never replies on weekends", "外婆只看得懂…")."""
    predicate_openers: tuple[str, ...]
    """Words that open a finite predicate: an auxiliary, a copula, a word of aspect or tense
    ("is", "will", "sudah", "sedang", "正在", "已经"). One right after a role noun that opens a
    clause makes that person its subject ("My cousin is moving to Leeds", "Kakak saya sudah
    pindah", "表哥已经搬走了"), as a person's predicate (``person_predicates``) does."""

    not_applicable: frozenset[str] = field(default_factory=frozenset)
    """Fields this language has nothing for, each one of :data:`MAY_BE_EMPTY`."""
    spelling_dictionary: str | None = None
    """The code of ``pyspellchecker``'s word-frequency list of this language, whose common words
    name no one when capitalized ("Garage is …", "Kitchen has …"); None where no kept list fits
    (an Indonesian root-word list holds most Indonesian given names: "Fajar", "Sri")."""

    def subject_predicates(self) -> tuple[str, ...]:
        """What may follow a subject as its predicate: a person's predicate, a verb of wanting,
        an adverb of habit, a word that opens a finite predicate (patterns of this pack)."""
        return (
            *self.person_predicates,
            *self.desire_verbs,
            *self.habit_adverbs,
            *self.predicate_openers,
        )


# Fields a language may leave empty, because its grammar or script has nothing for them. Every
# other field must be filled (a test checks every registered pack).
MAY_BE_EMPTY = frozenset(
    {
        "markers",  # substring scripts: the script itself marks the language
        "abbreviations",
        "condition_tails",
        "topic_trim",
        "forms_of_address",
        "addressee_possessives",  # the possessive follows the noun ("jawaban Anda")
        "verb_endings",  # substring scripts: a verb carries no ending
        "role_places",  # substring scripts: read by the characters near the occupation
        "place_prepositions",  # substring scripts: a place is read by its Han name
        "coverbs",  # word scripts: a cut ends on a closed-class word, no coverb needed
        "transcript",
        "placeholder_patterns",
        "relation_nouns",
        "transcript_roles",
        "stop_words",
        "recall_stop_words",
        "family_names",  # word scripts find names by their capital letter instead
        "name_prefixes",  # the same
        "leading_modifiers",  # substring scripts have no capital letters to explain away
        "affiliations",  # the same
        "goods",  # substring scripts: a title needs a surname there, which brands rarely have
        "possessive_frames",  # substring scripts: a name before a relation noun is a name already
        "prefixes",  # substring scripts do not inflect
        "suffixes",
        "clitics",  # substring scripts write no clitic onto a word
        "noun_suffixes",  # word scripts: a cut word is told by ``suffixes``
        "third_person_verbs",  # verbs that do not agree with their subject (Indonesian, Chinese)
        "number_parts",  # Chinese numerals are the dictionary's numeral words (chinese_details)
        "spelling_dictionary",  # no kept list of common words that holds no given names
        "topic_markers",  # the topic stands before the thing, as its modifier (Chinese)
        "month_names",  # months are numbered (三月), never capitalized names
    }
)


def pack_fields() -> list[str]:
    """The names of every field a pack has (for completeness checks)."""
    return [f.name for f in fields(LanguagePack) if f.name != "not_applicable"]


def with_kept(pack: LanguagePack, kept: Mapping[str, tuple[str, ...]]) -> LanguagePack:
    """``pack`` with a kept list's words after its own, field by field (a tuple field of the
    pack per key: "legal_parties", "legal_objects" …)."""
    extended: dict[str, object] = {key: (*getattr(pack, key), *more) for key, more in kept.items()}
    return replace(pack, **extended)  # type: ignore[arg-type]  # keys are tuple fields
