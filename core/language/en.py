"""English: words and patterns (data only; see :mod:`core.language.base`)."""

from __future__ import annotations

from core.language.base import BlockTexts, LanguagePack, Statement, split, words

_STATEMENTS = (
    Statement(r"^(?:please\s+)?forget\s+(?:that\s+|about\s+|the\s+)?(?P<x>.+)", "forget", 0.9),
    Statement(
        r"^i (?:no longer|don'?t|do not) (?:like|want|need|prefer)\s+(?P<x>.+)", "avoid", 0.85
    ),
    Statement(r"^(?:please\s+)?(?:never|don'?t|do not)\s+(?P<x>.+)", "constraint", 0.85),
    Statement(r"^i work (?P<prep>as|in|on|at|for)\s+(?P<x>.+)", "work", 0.85),
    Statement(r"^my (?:job|role|work) is\s+(?P<x>.+)", "work", 0.85),
    Statement(
        r"^(?:we(?:'re| are)|i(?:'m| am)|(?:my|our) team is) (?:currently |now )?"
        r"(?P<x>(?:working on|running|leading|building|developing|designing|implementing|"
        r"rolling out|setting up|migrating|launching|preparing)\s+.+)",
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
    # An imperative whose object is answers in general (a bound on answers in general).
    Statement(
        r"^(?:please\s+)?(?P<x>\w+(?:\s+\w+)?\s+(?:(?:your|the|all|my|every)\s+)?"
        r"(?:answers|replies|responses)\b.+)",
        "request",
        0.85,
    ),
)

# Function words of English: the grammar of a sentence, whatever its topic words.
_MARKERS = words(
    "the an is are was were be been to of in on at for from with and or but not no this that "
    "these those it its me my you your we our they their he she his her please would should "
    "can could will do does prefer prefers like likes want wants answer answers always "
    "never when if than more less about"
)

_STOP = words(
    "the a an to of in on for and or with my me i is are be it that this please always never "
    "when you your answers answer at as from now so than then do not no about we our us they "
    "their them"
)

PACK = LanguagePack(
    code="en",
    name="English",
    script="words",
    aliases=words("eng english"),
    markers=_MARKERS,
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
            # Kinds of treatment and care (GDPR art. 9 "data concerning health").
            r"(?:physio|chemo|radio|psycho|hormone |cognitive behavioral |speech |occupational )"
            r"therap(?:y|ies)",
            r"physical therapy",
            r"dialysis",
            r"rehab(?:ilitation)?",
            r"(?:blood|insulin) (?:tests?|injections?)",
            r"prescriptions?",
            r"(?:anti(?:depressants?|psychotics?|biotics?|retrovirals?|convulsants?)|"
            r"statins?|steroids?|opioids?|sedatives?|beta blockers?|inhalers?)",
            r"ivf",
            r"hiv",
            # Generic drug names by their INN stem (WHO, "The use of stems in the selection of INN").
            r"\w{2,}(?:formin|gliptin|gliflozin|statin|sartan|olol|dipine|prazole|tidine|azepam|"
            r"azolam|oxetine|pramine|triptyline|triptan|profen|cillin|mycin|cycline|floxacin|"
            r"parin|xaban|semide|thiazide|tinib|umab|ximab|zumab|lukast|setron|afil)",
            r"(?:paracetamol|acetaminophen|aspirin|levothyroxine|methadone|morphine)",
            r"allergic to",
            # Care as a schedule: a visit to a place of care (the place alone may be a client).
            r"(?:clinic|hospital|outpatient) (?:visits?|appointments?|stays?)",
            r"(?:visits?|appointments?|goes|went) (?:at|to) (?:the |a )?(?:clinic|hospital)",
            r"sees a \w*(?:doctor|therapist|psychiatrist|psychologist|counsel+or|specialist)",
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
            r"on probation",
            r"ex-(?:con|convict|offender|prisoner)",
            r"pleaded guilty",
            r"(?:was|been|got) (?:charged|sentenced|jailed|imprisoned|incarcerated|indicted)",
            r"incarcerat\w+",
            r"(?:released|out) (?:from|of) (?:jail|prison)",
            r"police record",
            r"dui",
            r"dwi",
            # probation of a sentence, not a job's trial period
            r"(?:my|his|her|their) probation(?! period)",
            r"(?:probation|parole) officer",
            r"locked up",
            r"behind bars",
            r"drunk[- ]driving",
            r"drink[- ]driving",
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
            r"bankrupt(?:cy|cies)?",
            r"insolven\w+",
            r"foreclos\w+",
            r"repossess\w*",
            r"defaulted",
            r"(?:payday|student|car|personal) loans?",
            r"overdraft",
            r"debt collectors?",
            r"in arrears",
            r"(?:pays?|paying) off (?:a |the |his |her |their )?(?:debts?|loans?|mortgage)",
        ),
        "religion": (
            r"(?:is|am|a) (?:muslim|christian|catholic|hindu|buddhist|jewish|atheist|protestant)",
            r"prays?",
            r"fasting for ramadan",
            r"converted to",
            # Worship practice (GDPR art. 9 "religious or philosophical beliefs").
            r"(?:attends|goes to|went to) (?:mass|church|mosque|temple|synagogue|services?|"
            r"bible study|confession)",
            r"friday prayers?",
            r"sunday (?:mass|service|school)",
            r"(?:keeps|observes) (?:kosher|halal|the sabbath|lent|ramadan)",
            r"fast(?:s|ing) (?:during|for|on)",
            r"(?:hajj|umrah|pilgrimage)",
            r"baptized|baptised",
            r"(?:is|am) (?:religious|devout|observant|an atheist|agnostic)",
        ),
        "ethnicity": (
            r"(?:is|am) (?:of )?(?:chinese|javanese|malay|batak|arab|indian|black|white|asian|"
            r"hispanic) (?:descent|ethnicity|origin)",
            r"ethnicity",
            r"ethnic background",
            r"race is",
            # Racial or ethnic origin (GDPR art. 9): a group named as what the person or family is.
            r"(?:is|am|are|was|family is|parents are) (?:an? |of )?(?:asian|hispanic|"
            r"latin[oax]|arab|indigenous|aboriginal|native american|roma(?:ni)?|gypsy|jewish|"
            r"javanese|sundanese|batak|dayak|chinese-indonesian|tionghoa|han chinese|uyghur|"
            r"tibetan|maori|pacific islander|mixed[- ]race|biracial)(?![\w-])",
            r"(?:black|white|brown) (?:woman|women|man|men|person|people|family|american|british)",
            r"(?:ancestry|heritage|ancestors) (?:is|are|from)",
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
            # Political opinions and trade-union membership (GDPR art. 9).
            r"(?:always |usually |never )?vot(?:es?|ed|ing) (?:for|against|green|labou?r|"
            r"conservative|liberal|democrat|republican|left|right)",
            r"(?:campaign(?:s|ed)?|canvass(?:es|ed)?) for (?:the|a) \w+",
            r"volunteer\w* (?:for|on|with) (?:the|a|an) (?:\w+ )?(?:campaign|party)",
            # The asker's own voice too: "I'm against …", "I oppose …".
            r"(?:is|am|are|i['’]m|(?:we|they)['’]re) (?:against|opposed to) the (?:current )?(?:president|government|regime|"
            r"prime minister)",
            r"oppos(?:es?|ed) the (?:current )?(?:government|president|regime)",
            r"(?:supporter|member|activist) of the \w+(?: \w+)? (?:party|movement)",
            r"\w+ party (?:member|supporter|activist|volunteer)",
            r"(?:trade |labou?r )?union member",
            r"member of (?:a|the) (?:trade |labou?r )?union",
            r"(?:joined|joins|attends|attended) (?:a |the )?(?:protests?|rally|rallies|demonstrations?)",
            r"(?:is|am) an? (?:socialist|communist|libertarian|anarchist|nationalist)",
            r"(?:conservative|liberal|progressive) voter",
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
            r"same-sex (?:partner|spouse|relationship|marriage)",
            r"came out",
            r"coming out",
            r"in the closet",
            r"attracted to (?:men|women|both|the same sex|guys|girls)",
            r"(?:pan|a|demi)sexual",
            r"non-?binary",
            r"genderqueer",
            r"trans (?:man|woman|person)",
            r"intersex",
            r"non-binary|nonbinary",
            r"asexual|pansexual",
        ),
    },
    sensitive_topical={
        "health": (
            r"health(?: condition| problems?| issues?)?",
            r"medical (?:history|condition|records?)",
            r"mental health",
            r"therap(?:y|ies|ists?)",
            r"medications?",
            r"treatments?",
            r"check-?ups?",
            # Kinds of clinicians: a schedule with one is health data, working with one is work.
            r"\w+ (?:disorder|syndrome|disease)",
            r"(?:cardi|neur|onc|endocrin|dermat|gastroenter|nephr|rheumat|urol|gyn[a]?ec|ha?emat|"
            r"immun|pulmon|psych|audi|ophthalm|radi|an[a]?esthesi)ologists?",
            r"(?:psych|pediatr|paediatr|geriatr)i(?:atrists?|cians?)",
            r"psychiatrists?",
            r"obstetricians?",
            r"(?:psycho|physio)therapists?",
            r"counsel+ors?",
            r"doctors?",
            r"dentists?",
            r"nurses?",
        ),
        "finance": (
            r"debts?",
            r"loans?",
            r"income",
            r"mortgage",
            r"salary",
            r"wages?",
            r"credit card",
            r"savings",
            r"pension",
        ),
        "religion": (
            r"religio(?:n|us)",
            r"faith",
            r"church",
            r"mosque",
            r"temple",
            r"muslim",
            r"christian",
            r"worship",
            r"prayers?",
            r"synagogue",
        ),
        "political": (
            r"politic(?:s|al)",
            r"elections?",
            r"party",
            r"vot(?:e|es|ed|ing)",
            r"ballot",
            r"campaign(?:s|ed|ing)? for",
            r"opposition",
        ),
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
        # A family member opening the memory is its subject ("Mother lives in …").
        r"^(?:child(?:ren)?|kids?|baby|toddler|mother|father|mom|mum|dad|parents|brother|sister|"
        r"siblings?|grand(?:mother|father|son|daughter|child(?:ren)?)|nephew|niece)(?= )",
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
        r"\w+ (?:acts?|laws?|regulations?|directives?|code)\b",
        r"(?:the )?lease",
        r"tenancy agreement",
        r"employment contract",
        r"(?:the )?regulators?",
        r"(?:the )?(?:supervisory|data protection) authority",
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
        r"appl(?:y|ies) to",
        r"(?:does not|doesn't|do not|don't) apply",
        r"lets?",
        r"covers?",
        r"grants?",
        r"entitles?",
        r"protects?",
        r"ruled",
        r"held that",
        r"(?:has|have|with) no right",
        r"no right to",
        r"exempts?",
        r"bans?",
        r"restricts?",
    ),
    claim_verbs=(
        r"believes?",
        r"thinks?",
        r"claims?",
        r"is (?:sure|convinced|certain)",
        r"holds that",
        r"assumes?",
        r"considers?",
        r"feels? that",
        r"in (?:his|her|their|my) (?:view|opinion)",
        r"i think",
        r"i (?:guess|suppose|reckon)",
        r"(?:pretty|quite|fairly) sure",
        r"as far as (?:i|they) know",
        r"i believe",
        r"is of the view",
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
        r"works? (?:on|in|with|at|as)",
        r"working on",
        r"writ(?:es|ing) (?:about|on)",
        r"reports? on",
        r"research(?:es|ing)?",
        r"studies",
        r"reviews?",
        r"drafts?",
        r"advises? on",
        # building, running or checking something at work is work, whatever it is about
        r"build(?:s|ing)?",
        r"develop(?:s|ing)?",
        r"designs?",
        r"maintains?",
        r"manag(?:es|ing)",
        r"runs?",
        r"audits?",
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
        # Claims of privilege or role over the assistant or other people's data.
        r"(?:access|rights?|privileges?|permissions?) (?:to|over|for) (?:all|every|any|other)\b",
        r"(?:all|every|any|other) (?:users?|customers?|people|accounts?)(?:'s?|’s?)? "
        r"(?:data|memor(?:y|ies)|records?|accounts?|profiles?|files?|history)",
        r"(?:no|without|skip(?:s|ping)?|disabled?) (?:any )?(?:redaction|masking|filters?|filtering|"
        r"limits?|restrictions?|censorship|safety|guardrails?)",
        r"unrestricted (?:access|mode|answers?|responses?|output)",
        r"(?:unlimited|full|elevated) (?:access|privileges?|rights?)",
        r"(?:admin|root|sudo|god|super ?user) (?:mode|rights|access|privileges?)",
        r"(?:is|am|are|as|be) (?:an? |the )?(?:admin(?:istrator)?|root|super ?user|owner|operator|"
        r"developer|moderator) (?:of|for|on|over) (?:this|the|your) "
        r"(?:system|platform|assistant|app|service|bot|model|database)",
        r"(?:is|am|be) (?:an? )?(?:trusted|privileged|verified) (?:user|admin|operator|asker)",
        r"(?:user|asker) is (?:trusted|privileged)",
        r"bypass(?:es|ing)? (?:the )?(?:rules|policy|policies|filters?|safety|checks?|limits?)",
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
        # a template's instruction to whoever fills it in
        r"\b(?:insert|enter|type|add|put|write) (?:your |the |a )?(?:\w+ )?"
        r"(?:text|name|value|answer|format|details|content|title|date|address|number) here\b",
        r"\b(?:your|the) (?:\w+ )?(?:text|name|value|answer|format|details) here\b",
        r"\bto be (?:filled(?: in)?|determined|confirmed|decided|completed)\b",
        r"\bfill(?:ed)? in later\b",
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
        # Every kind of credential, by what it is, and the short forms people type.
        r"pw",
        r"pass ?codes?",
        r"passkeys?",
        r"creds",
        r"login (?:details|info|data|credentials)",
        r"(?:security|access|verification|one[ -]time|recovery|backup|auth\w*|sign[ -]?in) codes?",
        r"(?:seed|recovery|mnemonic) (?:phrase|words)",
        r"(?:wi-?fi|network|wpa2?|ssh|gpg|pgp|encryption|license|licence) (?:key|password)s?",
        r"(?:bearer|auth|refresh|session|access|api|personal access) tokens?",
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
        # Lead-ins to context the asker gives about themselves, before or after a question.
        r"oh",
        r"ah",
        r"hi",
        r"hello",
        r"hey",
        r"fyi",
        r"for (?:some )?(?:context|background|reference|what it'?s worth)",
        r"(?:some |a bit of |quick |more )?(?:context|background)",
        r"as (?:context|background)",
        r"to give (?:you )?(?:some )?(?:context|background)",
        r"(?:i'?m |i am )?asking (?:this )?(?:because|since|as)",
        r"just so you know",
        r"in case it (?:matters|helps)",
        r"a bit about me",
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
        "answer length": (
            *split("short shorter brief concise long longer detailed lengthy"),
            # A bound on the size of an answer: a bound word and a count of sentences, paragraphs or words.
            r"(?:under|at most|no more than|not more than|fewer than|less than|within|up to|"
            r"max(?:imum)?(?: of)?) \S+ (?:sentences?|lines?|words?|paragraphs?|pages?|"
            r"bullets?|points?)",
        ),
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
    self_subjects=(r"i", r"(?:in|at|for) my (?:job|work|role|day job|day-to-day work),? i"),
    self_copulas=(r"'m", r"’m", r"am"),
    self_adverbs=split(
        "mainly mostly primarily largely currently now also usually generally basically actually "
        "still often"
    ),
    role_articles=split("a an the"),
    job_titles=(
        *split(
            "engineer developer programmer analyst lawyer attorney solicitor barrister paralegal "
            "counsel manager officer consultant researcher scientist designer architect auditor "
            "accountant bookkeeper actuary underwriter specialist student teacher lecturer "
            "professor tutor trainer writer editor journalist reporter translator advisor adviser "
            "director head lead founder co-founder owner partner associate intern trainee "
            "assistant clerk administrator coordinator planner technician nurse pharmacist "
            "physician economist statistician entrepreneur freelancer contractor recruiter "
            "marketer banker broker trader investigator inspector examiner librarian official "
            "executive supervisor dpo cto ceo cfo coo ciso cio"
        ),
        r"civil servant",
        r"product owner",
        r"self-employed",
    ),
    self_states={
        "place": (
            r"based (?:in|at|out of)",
            r"located in",
            r"living in",
            r"(?:originally )?from",
            r"working remotely from",
        ),
        "experience": (
            r"(?:fairly |pretty |quite |very |relatively |brand |completely )?new (?:to|in)",
            r"just starting (?:out )?(?:in|with)",
            r"(?:a )?beginner (?:in|at|with)",
        ),
        "duties": (r"in charge of", r"responsible for", r"on the(?= [\w -]{1,30}? team)"),
        "job": (r"(?:employed|working) (?:at|by|as|in|for)",),
    },
    self_verbs={
        "duties": (
            *split(
                "work handle lead run teach train advise support review draft research "
                "study build develop design maintain audit oversee supervise coordinate deal "
                "cover own process head consult represent specialise specialize focus"
            ),
            # "I manage a team", not "I manage to …"; "I write reports", not "I write to ask".
            r"manage(?! to\b)",
            r"write(?! to\b)",
        ),
        "place": ("live", "reside"),
    },
    clientele=(
        r"(?:(?:most|many|all|some|half|a lot|the majority) of )?my (?:clients|customers|users|"
        r"cases|accounts)",
    ),
    group_subjects=(
        r"we",
        r"(?:our|my) (?:team|company|department|firm|office|organi[sz]ation|org|group|startup|"
        r"agency|lab|unit|division|squad|school|business|practice)",
    ),
    tool_verbs=(
        r"uses?",
        r"tracks?",
        r"stores?",
        r"logs?",
        r"hosts?",
        r"documents?",
        r"rel(?:y|ies) on",
        r"works? (?:in|with)",
        r"(?:has|have) (?:moved|switched|migrated) to",
        r"switched to",
    ),
    question_leads=(
        *split(
            "what what's whats how why when where which who whom whose whether does do did can "
            "could would will should shall may might any"
        ),
        r"is (?:there|it|this|that)",
        r"are (?:there|they|these|those)",
        r"am i",
        r"must i",
        r"quick question",
        r"(?:i'?m|i am) (?:trying to|wondering|curious|not sure|unsure|confused|looking for)",
        r"i (?:wonder|want to know|would like to know|'?d like to know|need to know|need help|"
        r"need advice)",
        r"(?:please )?(?:help|tell|explain|advise)",
        r"wondering",
        r"curious",
        r"(?:so )?sorry",
        r"thanks",
        r"thank you",
    ),
    result_leads=(r"so", r"which is why", r"that'?s why", r"therefore", r"hence", r"thus"),
    third_person_verbs=(
        (r"^(\w*(?:s|sh|ch|x|z|o))$", r"\1es"),
        (r"^(\w*[^aeiou\W])y$", r"\1ies"),
        (r"^have$", "has"),
        (r"^(\w+)$", r"\1s"),
    ),
    first_person=(
        (r"\bI am\b|\bI'm\b", "is"),
        (r"\bmy\b", "their"),
        (r"\bour\b", "their"),
        (r"\bme\b", "them"),
        (r"\bwe\b", "they"),
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
        "project": "{X}.",
        "recurring": "{X}.",
        "request": "{X}.",
    },
    job_subject="job",
    topic_trim="",
    stop_words=_STOP,
    generic_words=_STOP
    | words("preference preferences about that this remember forget memory thing"),
    promote_verbs=(
        r"recommend\w*",
        r"suggest\w*",
        r"promot\w*",
        r"endors\w*",
        r"advertis\w*",
        r"trust\w*",
        r"(?:point|refer|send|direct) (?:me|users|people|everyone|them) to",
    ),
    business_nouns=split(
        "bank banks product products brand brands vendor vendors company companies site sites "
        "website websites app apps platform platforms service services provider providers store "
        "shop broker insurer fund"
    ),
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
    # People: a capitalized name before one of these predicates is someone else (core.gates.people).
    honorifics=split("mr mrs ms miss mx dr prof professor sir madam dame lord lady rev"),
    family_names=(),
    name_prefixes=(),
    person_predicates=(
        # predicates only a person takes
        r"is (?:vegan|vegetarian|allergic|pregnant|colou?r-?blind|left-handed|diabetic|deaf)",
        r"(?:starts|started|attends) (?:school|kindergarten|nursery|preschool|college|university)",
        r"(?:turns|turned) \d+",
        r"was born",
        r"coached",
        r"prefers",
        r"likes",
        r"loves",
        r"wants",
        r"needs",
        r"hates",
        r"dislikes",
        r"enjoys",
        r"works",
        r"lives",
        r"studies",
        r"attends",
        r"goes",
        r"has",
        r"takes",
        r"suffers",
        r"teaches",
        r"visits",
        r"plays",
        r"drives",
        r"owns",
        r"earns",
        r"votes",
        r"prays",
        r"speaks",
        r"says",
        r"thinks",
        r"believes",
        r"feels",
        r"uses",
        r"reads",
        r"writes",
        r"asks",
        r"is (?:a|an|my|his|her|their|in|at|on|allergic|pregnant|sick|ill)",
        r"was (?:a|an|born|diagnosed)",
        r"(?:does not|doesn't|never) (?:like|want|eat|drink|use)",
    ),
    leading_modifiers=(
        *split(
            "often still sometimes rarely never always also just only even now usually generally "
            "mostly really mainly currently"
        ),
        r"\w{3,}ly",  # adverbs: "Usually prefers"
    ),
    organization_words=split(
        "bank pt cv inc ltd llc corp group company university college school institute ministry "
        "agency hospital clinic office department street road city province island river mount"
    ),
    possessive_frames=(r"^NAME['\u2019]s",),
    # The law as the subject of a statement (core.gates.legal).
    law_names=(
        r"gdpr",
        r"ccpa",
        r"cpra",
        r"hipaa",
        r"coppa",
        r"ferpa",
        r"glba",
        r"pipeda",
        r"lgpd",
        r"pdpa",
        r"pipl",
        r"popia",
        r"dpa \d{4}",
        r"eprivacy(?: directive| regulation)?",
        r"(?:eu )?ai act",
        r"(?:data protection|privacy|consumer protection|banking|securities|cybersecurity) "
        r"(?:act|law|regulation|directive)",
        r"\w+ act of \d{4}",
    ),
    regulators=(
        r"edpb",
        r"edps",
        r"the ico",
        r"cnil",
        r"ftc",
        r"the sec",
        r"fca",
        r"cfpb",
        r"the regulator",
        r"(?:data protection|supervisory) authority",
        r"the (?:european )?commission",
        r"(?:the )?(?:supreme|high|constitutional|district|appeals?|labou?r) court",
        r"(?:the )?(?:employment )?tribunal",
    ),
    source_leads=(r"according to", r"under", r"pursuant to", r"per", r"as per"),
    # Not the past participles: "wants typos ignored." has its object before the verb.
    override_verbs=(
        r"ignor(?:e|es|ing)",
        r"disregard(?:s|ing)?",
        r"forget(?:s|ting)?",
        r"bypass(?:es|ing)?",
        r"overrid(?:e|es|ing)",
        r"circumvent(?:s|ing)?",
    ),
    override_objects=(
        r"instructions?",
        r"rules?",
        r"guidelines?",
        r"prompts?",
        r"polic(?:y|ies)",
        r"restrictions?",
        r"limits?",
        r"filters?",
        r"safety",
        r"guardrails?",
        r"directives?",
        r"programming",
        r"training",
        r"previous",
        r"prior",
        r"above",
        r"earlier",
        r"everything",
        r"all",
        r"system",
    ),
    subordinators=split(
        "because since as when whenever while although though if unless until after before so whereas"
    ),
    conjunctions=split("and or but then"),
    prefixes=words("un re pre dis non in im ir il mis over under co sub"),
    suffixes=words(
        "s es ed d ing er ers est ly ness ment ments ion ions ation al ity ive y ies ied ful "
        "able ible ism ist ists ize ized ise ised ic ical 's"
    ),
    turn_speakers=(
        r"i",
        r"you",
        r"we",
        r"me",
        r"(?:the )?(?:user|assistant|ai|bot|model|chatbot|human|system|customer|agent|support|operator)",
    ),
    speech_verbs=split(
        "said asked replied answered told wrote typed responded suggested says asks replies answers "
        "writes responds"
    ),
    conversation_nouns=split("conversation chat dialogue exchange transcript thread history log"),
    role_nouns=split(
        "colleague coworker co-worker boss manager supervisor director client customer landlord "
        "landlady tenant teacher coach doctor nurse intern mentor roommate flatmate cousin aunt "
        "uncle niece nephew nanny babysitter classmate teammate neighbor neighbour friend "
        "partner wife husband son daughter mother father brother sister girlfriend boyfriend "
        "grandma grandpa grandmother grandfather mom dad stepson stepdaughter fiance fiancee"
    ),
    third_person=split("she he her him his hers herself himself"),
    user_nouns=split("user"),
    field_names=(
        "name",
        "first name",
        "last name",
        "full name",
        "surname",
        "nickname",
        "title",
        "job title",
        "position",
        "role",
        "date",
        "time",
        "address",
        "city",
        "postcode",
        "zip code",
        "country",
        "phone",
        "phone number",
        "mobile",
        "email",
        "e-mail",
        "company",
        "company name",
        "organization",
        "organisation",
        "department",
        "amount",
        "total",
        "price",
        "number",
        "reference",
        "signature",
        "recipient",
        "sender",
        "client name",
        "customer name",
    ),
    person_prepositions=(),
    wish_words=split("want wants wanted like likes prefer prefers please should would to"),
    legal_concepts=(
        r"consent",
        r"lawful(?: basis)?",
        r"unlawful",
        r"illegal",
        r"legally",
        r"legitimate interests?",
        r"data subjects?",
        r"data controllers?",
        r"data processors?",
        r"exempt\w*",
        r"liab(?:le|ility)",
        r"fined",
        r"penalt(?:y|ies)",
    ),
    legal_parties=(
        r"tenants?",
        r"landlords?",
        r"employers?",
        r"employees?",
        r"workers?",
        r"staff",
        r"contractors?",
        r"consumers?",
        r"customers?",
        r"compan(?:y|ies)",
        r"businesses",
        r"drivers?",
        r"buyers?",
        r"sellers?",
        r"owners?",
        r"heirs?",
        r"spouses?",
        r"shareholders?",
        r"directors?",
        r"taxpayers?",
        r"parents?",
    ),
    legal_modalities=(
        r"(?:has|have|with) (?:no |the )?rights?",
        r"no right",
        r"(?:is|are|isn't|aren't) (?:not )?(?:entitled|liable|obliged|exempt)",
        r"(?:is|are) (?:legally )?(?:required|allowed|permitted|free) to",
        r"legally",
        r"(?:doesn't|don't|does not|do not) have to",
        r"may not",
        r"can(?:not|'t)? be (?:fired|evicted|sued|charged|dismissed|taxed)",
        r"can (?:keep|evict|fire|sue|dismiss|withhold)",
    ),
    not_applicable=frozenset(
        {
            "condition_tails",  # English opens a condition clause, it does not close one
            "topic_trim",  # topics are word runs, nothing to trim
            "person_prepositions",  # a name is told by its capital letter wherever it stands
            "forms_of_address",
            "transcript",  # the role names cover it
            "family_names",  # names are found by their capital letter
            "name_prefixes",  # the same
        }
    ),
)
