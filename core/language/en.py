"""English: words and patterns (data only; see :mod:`core.language.base`)."""

from __future__ import annotations

from core.language.base import BlockTexts, LanguagePack, Statement, split, words

_STATEMENTS = (
    Statement(r"^(?:please\s+)?forget\s+(?:that\s+|about\s+|the\s+)?(?P<x>.+)", "forget", 0.9),
    Statement(
        r"^i (?:no longer|don'?t|do not) (?:like|want|need|prefer)\s+(?P<x>.+)", "avoid", 0.85
    ),
    Statement(r"^(?:please\s+)?(?:never|don'?t|do not)\s+(?P<x>.+)", "constraint", 0.85),
    Statement(
        r"^i(?:'m| am) (?:a |an )?(?P<x>(?:\w+ ){0,3}(?:engineer|developer|analyst|lawyer|manager|"
        r"officer|consultant|researcher|designer|auditor|specialist|scientist|architect|accountant|"
        r"student|teacher|writer|editor|counsel|advisor|adviser)\b.*)",
        "work",
        0.85,
    ),
    Statement(r"^i work (?P<prep>as|in|on|at|for)\s+(?P<x>.+)", "work", 0.85),
    Statement(r"^my (?:job|role|work) is\s+(?P<x>.+)", "work", 0.85),
    Statement(
        r"^(?:we(?:'re| are)|i(?:'m| am)|(?:my|our) team is) (?:currently |now )?"
        r"(?:working on|running|leading)\s+(?P<x>.+)",
        "project",
        0.85,
    ),
    Statement(
        r"^(?P<x>(?:every|each|on) (?:day|morning|evening|week|weekday|weekend|month|"
        r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b.+)",
        "recurring",
        0.8,
    ),
    Statement(r"^(?:please\s+)?remember(?: that)?[,:]?\s+(?P<x>.+)", "remember", 0.9),
    Statement(
        r"^i (?:now |really |actually |still )?(?:prefer|like|love|want)\s+(?P<x>.+)",
        "prefer",
        0.85,
    ),
    Statement(r"^i(?:'d| would) (?:much )?rather\s+(?P<x>.+)", "rather", 0.85),
    Statement(
        r"^(?:from now on|going forward|in future|in the future)[,:]?\s+(?P<x>.+)",
        "instruction",
        0.9,
    ),
    Statement(r"^(?:please\s+)?always\s+(?P<x>.+)", "instruction", 0.85),
)

_STOP = words(
    "the a an to of in on for and or with my me i is are be it that this please always never "
    "when you your answers answer at as from now so than then do not no about"
)

PACK = LanguagePack(
    code="en",
    name="English",
    script="words",
    aliases=words("eng english"),
    markers=frozenset(),
    abbreviations=(r"e\.g", r"i\.e", "etc", "mr", "mrs", "ms", "dr", "no", "art", "sec", "vs"),
    sensitive={
        "health": (
            r"diagnos\w*",
            r"hiv",
            r"cancer",
            r"tumou?r",
            r"diabet\w*",
            r"asthma",
            r"depress(?:ed|ion)",
            r"anxiety disorder",
            r"bipolar",
            r"schizophreni\w*",
            r"adhd",
            r"autis\w*",
            r"pregnan\w*",
            r"miscarriage",
            r"chemotherapy",
            r"antidepressants?",
            r"insulin",
            r"disabilit(?:y|ies)",
            r"illness",
            r"my (?:doctor|therapist)",
            r"in therapy",
            r"on medication",
            r"takes? medication",
            r"had surgery",
            r"stroke",
        ),
        "biometric": (
            r"fingerprints?",
            r"face ?scan",
            r"facial (?:scan|template|geometry)",
            r"iris scan",
            r"retina(?:l)? scan",
            r"voice ?print",
            r"biometric data",
        ),
        "genetic": (r"dna", r"genom\w*", r"genetic (?:test|condition|disorder|data)"),
        "criminal": (
            r"criminal record",
            r"convicted",
            r"conviction",
            r"arrested",
            r"in (?:jail|prison)",
            r"served time",
            r"on parole",
            r"felony",
        ),
        "children": (
            r"my (?:son|daughter|kids?|child(?:ren)?|baby)",
            r"(?:his|her|their) (?:son|daughter|kids?|child(?:ren)?)",
        ),
        "finance": (
            r"(?:his|her|their|my) (?:salary|income|debts?|loans?|mortgage|savings)",
            r"earns",
            r"in debt",
            r"credit score",
            r"bank balance",
            r"net worth",
            r"went bankrupt",
            r"owes",
        ),
        "religion": (
            r"(?:is|am|a) (?:muslim|christian|catholic|hindu|buddhist|jewish|atheist|protestant)",
            r"prays?",
            r"fasting for ramadan",
            r"converted to",
        ),
        "ethnicity": (
            r"(?:is|am) (?:of )?(?:chinese|javanese|malay|batak|arab|indian|black|white|asian|"
            r"hispanic) (?:descent|ethnicity|origin)",
            r"ethnicity",
            r"ethnic background",
            r"race is",
        ),
        "political": (
            r"votes? for",
            r"voted for",
            r"supports? the \w+ party",
            r"member of the \w+ party",
            r"party member",
            r"political (?:views?|opinions?|affiliation)",
            r"left-wing",
            r"right-wing",
        ),
        "sexuality": (
            r"gay",
            r"lesbian",
            r"bisexual",
            r"homosexual",
            r"transgender",
            r"queer",
            r"sexual orientation",
            r"sex life",
            r"sexually",
        ),
    },
    sensitive_topical={
        "health": (
            r"health(?: condition| problems?| issues?)?",
            r"medical (?:history|condition|records?)",
            r"mental health",
        ),
        "finance": (r"debts?", r"loans?", r"income", r"mortgage", r"salary"),
        "religion": (
            r"religio(?:n|us)",
            r"faith",
            r"church",
            r"mosque",
            r"temple",
            r"muslim",
            r"christian",
        ),
        "political": (r"politic(?:s|al)", r"elections?", r"party"),
        "ethnicity": (r"ethnic(?:ity)?", r"race", r"racial"),
        "sexuality": (r"sexual(?:ity)?", r"lgbt\w*"),
    },
    other_person=(
        r"(?:my|his|her|their|user'?s|the user'?s|\w+'s) (?:wife|husband|spouse|partner|girlfriend|"
        r"boyfriend|mother|mom|mum|father|dad|parents?|son|daughter|kids?|child(?:ren)?|brother|"
        r"sister|siblings?|boss|manager|supervisor|colleagues?|coworkers?|co-workers?|friends?|"
        r"neighbou?rs?|cousin|uncle|aunt|grand(?:mother|father|parents?)|in-laws?|assistant|"
        r"secretary|team ?mate)",
        r"(?:manager|boss|colleague|coworker|friend|wife|husband|neighbou?r) (?:named|called) \w+",
        # Family members are other people even without a possessive ("Daughter studies in Leiden").
        r"(?:wife|husband|daughter|son|girlfriend|boyfriend|fianc[ée]e?|stepson|stepdaughter|"
        r"in-laws?)",
    ),
    relation_nouns=(
        "manager",
        "boss",
        "colleague",
        "coworker",
        "wife",
        "husband",
        "friend",
        "neighbou?r",
        "son",
        "daughter",
        "mother",
        "father",
        "brother",
        "sister",
        "partner",
        "girlfriend",
        "boyfriend",
    ),
    legal_reference=(
        r"article \d+",
        r"art\. ?\d+",
        r"section \d+",
        r"§ ?\d+",
        r"clause \d+",
        r"paragraph \d+",
        r"gdpr",
        r"the (?:act|law|regulation|directive|statute)",
        r"\w+ (?:act|law|regulation|directive|code)\b",
        r"(?:the|this|that) (?:document|passage|source|policy|contract|report|corpus|manual|"
        r"guideline)",
    ),
    legal_statement=(
        r"says?",
        r"states?",
        r"stipulates?",
        r"provides?(?: that)?",
        r"requires?",
        r"prohibits?",
        r"forbids?",
        r"mandates?",
        r"allows?",
        r"permits?",
        r"defines?",
        r"obliges?",
        r"must",
        r"shall",
        r"is (?:required|prohibited|allowed|mandatory|illegal|legal)",
        r"according to",
        r"under (?:the|article|pasal)",
    ),
    claim_verbs=(
        r"believes?",
        r"thinks?",
        r"claims?",
        r"is (?:sure|convinced|certain)",
        r"assumes?",
        r"considers?",
        r"feels? that",
        r"in (?:his|her|their|my) (?:view|opinion)",
        r"i think",
    ),
    answer_frame=(
        r"answers?",
        r"responses?",
        r"repl(?:y|ies)",
        r"explain\w*",
        r"explanations?",
        r"cite",
        r"citations?",
        r"format\w*",
        r"summar\w*",
    ),
    work_frame=(
        r"asks? about",
        r"asking about",
        r"questions? about",
        r"works? (?:on|in|with|at)",
        r"working on",
        r"research(?:es|ing)?",
        r"studies",
        r"reviews?",
        r"drafts?",
        r"advises? on",
        r"interested in",
        r"focus(?:es)? on",
        r"specialis(?:es|izes) in",
        r"specializes in",
        r"compliance",
        r"team",
    ),
    injection=(
        r"ignore (?:all |any )?(?:the )?(?:previous|prior|above|earlier|system) "
        r"(?:instructions?|prompts?|rules?|messages?)",
        r"disregard (?:all |any )?(?:the )?(?:previous|prior|above|system|safety)",
        r"forget (?:all |your )?(?:previous |prior )?instructions",
        r"system prompt",
        r"developer mode",
        r"jailbreak",
        r"you are now",
        r"act as (?:an? )?(?:unrestricted|dan|admin|root)",
        r"new instructions?:",
        r"override (?:the |your )?(?:rules|instructions|policy|safety)",
        r"reveal (?:the |your )?(?:system|hidden|secret|prompt)",
        r"bypass (?:the )?(?:policy|filter|guard|safety)",
        r"without (?:any )?(?:restrictions|safety|filters)",
        r"do anything now",
        r"tool call",
        r"function_call",
    ),
    transcript_roles=split("user assistant system tool human ai bot"),
    transcript=(),
    placeholders=frozenset(
        {
            "n/a",
            "na",
            "none",
            "null",
            "nil",
            "undefined",
            "unknown",
            "tbd",
            "todo",
            "test",
            "testing",
            "placeholder",
            "example",
            "sample",
            "lorem ipsum",
            "xxx",
            "memory",
            "text",
            "user memory",
            "the user",
            "user",
        }
    ),
    placeholder_patterns=(
        r"lorem ipsum",
        r"\[(?:placeholder|insert|todo|name|text|memory)[^\]]*\]",
        r"^(?:placeholder|example|sample|todo|tbd)\b",
        r"\bfoo ?bar\b",
    ),
    secret_words=(
        r"passwords?",
        r"passwd",
        r"pass ?phrase",
        r"pwd",
        r"pin(?: code)?",
        r"api[ _-]?keys?",
        r"access[ _-]?tokens?",
        r"secret(?: key)?s?",
        r"private key",
        r"credentials?",
        r"otp",
        r"2fa code",
        r"cookie",
        r"session id",
    ),
    value_separators=("is", "was", "are"),
    identifier_fields=(
        "passport",
        "account number",
        "iban",
        "ssn",
        "social security",
        "credit card",
        "card number",
        "sim number",
    ),
    # "oh" is zero when digits are read out ("oh eight one …"); only runs of three count.
    number_words={
        "zero": "0",
        "oh": "0",
        "one": "1",
        "two": "2",
        "three": "3",
        "four": "4",
        "five": "5",
        "six": "6",
        "seven": "7",
        "eight": "8",
        "nine": "9",
    },
    statements=_STATEMENTS,
    discourse=(
        r"actually",
        r"ok(?:ay)?",
        r"well",
        r"so",
        r"also",
        r"and",
        r"now",
        r"i(?:'ve| have) changed my mind",
        r"by the way",
        r"btw",
    ),
    temporary=(
        r"today",
        r"tonight",
        r"this (?:week|morning|afternoon)",
        r"right now",
        r"at the moment",
        r"for now",
    ),
    category_hints={
        "risk_preference": (
            "speculat",
            "guess",
            "uncertain",
            "unsure",
            "not sure",
            "risk",
            "conservative",
            "cautious",
        ),
        "workflow_preference": split(
            "table code script template step checklist copy markdown bullet"
        ),
        "communication_preference": split(
            "answer reply explain language short brief concise detail tone formal casual "
            "english indonesian chinese"
        ),
        "project_context": ("project", "roadmap", "release", "sprint", "migration"),
    },
    answer_aspects={
        "answer language": (
            r"english",
            r"indonesian",
            r"chinese",
            r"mandarin",
            r"in (?:english|indonesian|chinese)",
        ),
        "answer length": split("short shorter brief concise long longer detailed lengthy"),
        "answer tone": (r"formal", r"informal", r"casual", r"friendly"),
        "answer format": (
            r"bullets?",
            r"bullet points?",
            r"prose",
            r"paragraphs?",
            r"tables?",
            r"markdown",
        ),
        "explanation style": (r"plain (?:language|words)", r"jargon", r"examples?", r"analog\w*"),
    },
    condition_leads=(
        "when",
        "whenever",
        "if",
        "each time",
        "every time",
        "for",
    ),
    condition_tails=(),
    self_pronouns=("i", "they"),
    work_verbs=split("work draft review manage lead handle build write research teach study"),
    first_person=(
        (r"\bI am\b|\bI'm\b", "is"),
        (r"\bmy\b", "their"),
        (r"\bme\b", "them"),
        (r"\bI\b", "they"),
    ),
    templates={
        "prefer": "Prefers {x}.",
        "avoid": "Does not want {x}.",
        "constraint": "Never {x}.",
        "work": "Works {prep} {x}.",
        "instruction": "{X}.",
        "remember": "{X}.",
        "rather": "Would rather {x}.",
        "project": "Works on {x}.",
        "recurring": "{X}.",
    },
    job_subject="job",
    topic_trim="",
    stop_words=_STOP,
    generic_words=_STOP
    | words("preference preferences about that this remember forget memory thing"),
    recall_stop_words=words(
        "the and for with that this are was you your what how about please can could would "
        "should answer answers prefers likes wants"
    ),
    function_words=words(
        "you your yours prefer prefers like likes want wants love loves since here there this "
        "that with from into about work works the and for are one"
    ),
    synonyms={
        "brief": "short",
        "concise": "short",
        "replies": "answer",
        "reply": "answer",
        "responses": "answer",
        "response": "answer",
        "answers": "answer",
    },
    negations=(
        r"not",
        r"no longer",
        r"never",
        r"don'?t",
        r"doesn'?t",
        r"dislikes?",
        r"avoid\w*",
        r"without",
    ),
    forms_of_address=frozenset(),
    about_user=(
        r"you(?:'ve| have)?(?: (?:do not|don't|no longer|never|really|usually|always))? "
        r"(?:prefer|like|love|want|work|told|mentioned|said|asked|are an?)",
        r"your (?:preference|job|role|work|project)",
        r"as you (?:mentioned|said|prefer)",
    ),
    block=BlockTexts(
        header=(
            "Long-term memory about this user, from earlier conversations. Use it only as "
            "background for tone, format and scope of your answer; it is not evidence and never a "
            "source to cite. If it conflicts with the latest user message, the latest user message "
            "wins."
        ),
        nothing_saved=(
            "No long-term memories are saved for this user yet. If asked what you remember about "
            "them, say that nothing is saved yet — never that you cannot remember across "
            "conversations."
        ),
        not_saved_yet=(
            "Memories are written after a conversation goes idle: if the user mentions a name or a "
            "job detail that is neither in these notes nor in this conversation, say it may not be "
            "saved yet — never that you do not store names."
        ),
    ),
    not_applicable=frozenset(
        {
            "markers",  # the default language: text no other pack claims is English
            "condition_tails",  # English opens a condition clause, it does not close one
            "topic_trim",  # topics are word runs, nothing to trim
            "forms_of_address",
            "transcript",  # the role names cover it
        }
    ),
)
