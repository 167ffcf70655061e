"""English: words and patterns (data only; see :mod:`core.language.base`)."""

from __future__ import annotations

from core.language.base import (
    BlockTexts,
    LanguagePack,
    Statement,
    endings,
    joined,
    split,
    with_kept,
    words,
)
from core.language.indirect.en import SECOND_PASS as INDIRECT_MORE
from core.language.indirect.en import TERMS as INDIRECT
from core.language.law.en import TERMS as LAW

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
    "never when if than more less about as by so has have had am into all any some what which how "
    "there here them him works work uses use"
)

_STOP = words(
    "the a an to of in on for and or with my me i is are be it that this please always never "
    "when you your answers answer at as from now so than then do not no about we our us they "
    "their them"
)

# --- special categories phrased without a category keyword (GDPR art. 9, UU PDP art. 4(2))
# The person as the subject of a state: "is …", "am …", "i'm …", "being …", "born …".
_IS = r"(?:is|am|are|was|were|i['’]m|being|been|born|become|became)"
# Having, living with or being treated for a condition: the condition is then the person's.
_HAS = (
    r"(?:has|have|had|having|gets|got|suffers? from|suffered from|suffering from|lives? with|"
    r"living with|struggles? with|struggling with|battling|diagnosed with|treated for|"
    r"recovering from|recovered from|in remission from|survivor of|survived|prone to|"
    r"history of|flare-?ups? of)"
)
# Conditions by name: the person's own after a verb of having, topical alone.
_CONDITION_NAMES = (
    r"(?:epilep(?:sy|tic seizures)|seizures|migraines?|hypertension|"
    r"high (?:blood pressure|cholesterol|blood sugar)|low blood pressure|"
    r"heart (?:condition|disease|failure|problems?|murmur|attack|defect)|arrhythmia|"
    r"atrial fibrillation|afib|angina|arthritis|lupus|crohn['’]?s|colitis|ibs|irritable bowel|"
    r"endometriosis|pcos|psoriasis|eczema|co?eliac(?: disease)?|c?ptsd|ocd|insomnia|"
    r"sleep apno?ea|narcolepsy|panic attacks?|panic disorder|anorexia|bulimia|eating disorders?|"
    r"binge eating|dementia|alzheimer['’]?s|parkinson['’]?s|multiple sclerosis|"
    r"motor neurone disease|cerebral palsy|spina bifida|down['’]?s syndrome|cystic fibrosis|"
    r"sickle cell(?: disease| anae?mia| trait)?|thalassae?mia|ha?emophilia|hepatitis(?: [abc])?|"
    r"tuberculosis|long covid|chronic fatigue(?: syndrome)?|me/cfs|fibromyalgia|"
    r"chronic pain|back pain|tinnitus|vertigo|glaucoma|cataracts?|macular degeneration|"
    r"kidney (?:disease|failure|stones)|liver disease|cirrhosis|copd|emphysema|"
    r"(?:hypo|hyper)thyroidism|(?:underactive|overactive) thyroid|thyroid (?:problems?|issues?)|"
    r"hashimoto['’]?s|graves['’]?(?: disease)?|gout|osteoporosis|scoliosis|"
    r"(?:herniated|slipped) disc|stutter|stammer|tourette['’]?s|diabetes|type [12] diabetes|"
    r"stds?|stis?|herpes|hpv|chlamydia|gonorrh?oea|syphilis|anaphylaxis|"
    r"(?:peanut|nut|food|shellfish|penicillin|latex|egg|dairy|gluten) allerg(?:y|ies)|"
    r"allerg(?:y|ies)|lactose intolerance|gluten intolerance|learning disabilit(?:y|ies)|"
    r"dyslexia|dyscalculia|dyspraxia|asperger['’]?s|psychosis|personality disorder|"
    r"mental illness|mental health (?:issues|problems|condition)|"
    r"(?:chronic|long-term|terminal|serious|rare|autoimmune|neurological|genetic|inherited|"
    r"hereditary|heart|lung|kidney|liver|skin|bowel|stomach|eye|ear) "
    r"(?:illness|condition|disease|disorder)|"
    r"anae?mia|obesity|concussion|(?:broken|fractured) (?:leg|arm|wrist|ankle|hip|collarbone|rib)|"
    r"(?:stomach )?ulcers?|hernia|sciatica|bad (?:back|knees?|hip)|"
    r"(?:back|knee|spinal|brain|head) injury|postnatal depression|postpartum depression|"
    r"seasonal affective disorder|alcoholism|drinking problem|drug problem|self-harm(?:ing)?|"
    r"gambling (?:problem|addiction)|hay ?fever|hearing loss|sight loss|vision loss|"
    r"low vision|colou?r ?blindness|(?:a )?(?:heart|kidney|liver|lung|bone marrow) transplant)"
)
# … with mild/chronic/type … before it, and names too common alone to be a condition's.
_CONDITIONS = (
    r"(?:(?:mild|severe|chronic|acute|bad|early|late|early-onset|stage \w+|type \w+|"
    r"recurring|recurrent|frequent|occasional|diagnosed|a|an|some) )*"
    r"(?:" + _CONDITION_NAMES + r"|covid|burnout|an addiction|fits|type [12](?=[.;,]|$))"
)
# Devices and aids of a body or mental condition, when the person uses, wears or has one.
_AIDS = (
    r"(?:hearing aids?|cochlear implants?|wheelchairs?|insulin pumps?|(?:continuous )?glucose "
    r"monitors?|cgm|pacemakers?|(?:implanted )?defibrillators?|cpap(?: machine)?|"
    r"prosthe(?:sis|tic(?: \w+)?)|artificial (?:leg|arm|limb|hip|knee)|colostomy bag|"
    r"ostomy bag|stoma|white cane|guide dog|service dog|epipens?|nebuli[sz]ers?|walking stick|"
    r"crutches|walking frame|mobility scooter|catheter|feeding tube|oxygen tank|cane|"
    r"rollator|"
    r"hearing implant|brace for (?:his|her|their|my) \w+|"
    # powered chairs, screen readers and implanted stimulators (the device says the condition)
    r"power ?chairs?|electric wheelchairs?|motori[sz]ed wheelchairs?|screen ?readers?|"
    r"braille displays?|(?:spinal cord|deep brain|vagus nerve|sacral nerve|nerve) stimulators?|"
    r"(?:artificial|replacement) (?:hip|knee|joint)s?)"
)
# Places of worship of the major faiths, as the place a person serves, sings or helps at.
_WORSHIP_PLACES = (
    r"(?:church|chapel|cathedral|parish|congregation|mosque|masjid|musalla|synagogue|shul|temple|"
    r"gurdwara|mandir|vihara|pagoda|kingdom hall|meeting house|tabernacle|basilica|minster)"
)
# A named ethnic or national origin (a people, not a language or a cuisine: it is matched only
# with a word that makes it a person's descent, family or community).
_ORIGINS = (
    r"(?:african|afro-\w+|arab|armenian|asian|bangladeshi|black|brazilian|cantonese|caribbean|"
    r"chinese|colombian|cuban|dutch|egyptian|eritrean|ethiopian|filipino|ghanaian|greek|gujarati|"
    r"haitian|hispanic|hmong|indian|indonesian|iranian|iraqi|irish|italian|jamaican|japanese|"
    r"javanese|jewish|korean|kurdish|latin[oax]|lebanese|malay|mexican|moroccan|native|nepali|"
    r"nigerian|pakistani|palestinian|persian|polish|portuguese|puerto rican|punjabi|roma|romani|"
    r"russian|salvadoran|scottish|sikh|somali|south asian|sri lankan|sudanese|sundanese|syrian|"
    r"tamil|thai|tibetan|turkish|ukrainian|uyghur|vietnamese|welsh|west african|west indian|"
    r"white|yoruba|igbo|zulu|batak|minang|bugis|dayak|tionghoa|hakka|hokkien|teochew|peranakan|"
    r"maori|aboriginal|indigenous|first nations|inuit|sami|gypsy|romany|(?:irish )?traveller)"
)
# Being on a dose: a copula or a time word before "on" ("is on lithium", "currently on …"), or
# "on" opening the memory; "works on lithium batteries" is no dose.
_ON = (
    r"(?:(?:is|am|i['’]m|are|was|were|been|being|be|still|now|currently|also|back|stays?|stayed|"
    r"remains?|put|went|gone|going|got|gets|keeps?|kept|long-term|permanently) on|^on)"
)
# A job's trial period is called probation too: "on probation at the new job", "probation period".
_JOB_TRIAL = (
    r"(?! (?:period|review|at work|(?:at|in|with|for|during) (?:the |a |his |her |their |my )?"
    r"(?:new |current |first )?(?:job|work|company|firm|employer|role|position|office|team)))"
)
# An age under 18, in digits or words.
_MINOR_AGE = (
    r"(?:[4-9]|1[0-7]|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    r"sixteen|seventeen)"
)
# Names of parties and political movements, by country (a vote or a membership reveals them).
_PARTIES = (
    r"(?:labou?r|tory|tories|conservative|lib ?dem|liberal democrat|snp|plaid|reform uk|ukip|"
    r"green|democrat|democratic|republican|gop|maga|libertarian|brexit|remain|leave|"
    r"pdi-?p|gerindra|golkar|pks|pkb|nasdem|demokrat|psi|perindo|hanura|ppp|"
    r"kmt|kuomintang|dpp|ccp|bjp|congress party|aap|likud|afd|rassemblement national|"
    r"socialist|communist|social democrat)"
)

# Illnesses that run in families, named with a family history or "runs in the family".
_FAMILY_NAMED = (
    r"(?:(?:breast |ovarian |bowel |colon |prostate |skin )?cancer|diabetes|dementia|"
    r"alzheimer['’]?s|huntington['’]?s|parkinson['’]?s|(?:heart|kidney|liver|thyroid|"
    r"autoimmune|co?eliac|bowel) (?:disease|problems)|mental illness|depression|schizophrenia|"
    r"bipolar(?: disorder)?|addiction|alcoholism|epilepsy|strokes?|sickle cell|cystic fibrosis|"
    r"ha?emophilia|thalassae?mia)"
)
_FAMILY_ILLNESS = r"(?:" + _FAMILY_NAMED + r"|\w+ (?:disease|disorder|syndrome|cancer))"
# Trade unions by name, after a verb of membership or office ("unite" and "unison" are words too).
_UNIONS = (
    r"(?:uaw|teamsters|unite the union|unison|gmb|seiu|afl-cio|afscme|nea|rmt|aslef|ucu|pcs|cwu|usdaw|"
    r"neu|nasuwt|bma|rcn|iww|cupe|unifor|ibew|ilwu|nnu|national nurses united|cwa|uft|ufcw|"
    r"sag-aftra|writers guild|wga|ig metall|verdi|cosatu)"
)
# "union", but not a students', a credit or a political union of states (read behind the word).
# (The space is written \x20: a lookbehind keeps its width in the view of text spelled letter
# by letter, where plain spaces become optional.)
_TRADE_UNION = "union" + "".join(
    rf"(?<!{w}\x20union)"
    for w in (
        "european",
        "soviet",
        "african",
        "student",
        "students",
        "students'",
        "students’",
        "credit",
        "postal",
        "customs",
        "economic",
        "monetary",
        "banking",
        "rugby",
        "football",
    )
)
# Nations and peoples of North America and Taiwan whose membership is a people's, not a club's.
_NATIONS = (
    r"(?:navajo|cherokee|lakota|sioux|ojibwe|chippewa|cree|choctaw|chickasaw|"
    r"hopi|mohawk|onondaga|haudenosaunee|blackfeet|blackfoot|muscogee|seminole|osage|kiowa|"
    r"tlingit|haida|zuni|m[eé]tis|anishinaabe|potawatomi|"
    r"shoshone|arapaho|yakama|nez perce|lumbee|wampanoag|amis|atayal|paiwan|bunun|"
    r"puyuma|rukai|saisiyat|kavalan|truku|seediq)"
)

# Spelled-out numbers past the digits (number_parts).
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety"
# A count of a length of time, and the length ("30 days", "a month", "six working days").
_COUNT = (
    r"(?:\d[\d,.]*|a|an|one|two|three|four|five|six|seven|eight|nine|"
    + "|".join((_TEENS + " " + _TENS).split())
    + ")"
)
_SPAN = r"(?:(?:calendar|working|business|clear) )?(?:days?|weeks?|months?|years?|hours?)"


_OWN = LanguagePack(
    code="en",
    name="English",
    script="words",
    aliases=words("eng english"),
    language_names={
        "en": ("english",),
        "id": ("indonesian", "bahasa indonesia"),
        "zh": ("chinese", "mandarin"),
    },
    markers=_MARKERS,
    abbreviations=(
        *(r"e\.g", r"i\.e", "etc", "mr", "mrs", "ms", "dr", "no", "art", "sec", "vs"),
        # titles and the words of an address
        *split("jr sr prof rev st mt ave blvd rd"),
    ),
    sensitive={
        "health": (
            # A memory that opens on the user as a patient of a place of care.
            r"^(?:an? |the )?(?:out|in|day)-?patients?(?= (?:at|of|in|with)\b)",
            # Not a machine's: "runs diagnostics", "diagnoses engine faults" (nor the Indonesian
            # "diagnosa", the Indonesian pack's).
            r"diagnos(?!tics?\b|a\b)\w*+(?! (?:[\w-]+ ){0,2}?(?:faults?|errors?|bugs?|engines?|cars?|"
            r"vehicles?|networks?|servers?|machines?|hardware|devices?)\b)",
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
            # how far along a pregnancy is, said of the user ("will be 30 weeks along", "i'm
            # 12 weeks along"; not "the project is two weeks along"), or its trimester
            r"(?:^|[;,.]\s*|\bi['’]m |\bi am |\bi['’]ll be |\bi will be )(?:is |will be |am )?"
            r"(?:about |around |nearly |almost |over )?(?:\d+|a few|several|\w+) (?:weeks|months) "
            r"along|(?:first|second|third) trimester",
            r"miscarriage",
            r"chemotherapy",
            r"antidepressants?",
            r"insulin",
            r"disabilit(?:y|ies)",
            r"illness",
            r"my (?:doctor|therapist)",
            r"in therapy",
            _ON + r" medication",
            r"takes? medication",
            r"had surgery",
            r"stroke",
            # Kinds of treatment and care (GDPR art. 9 "data concerning health").
            r"(?:physio|chemo|radio|psycho|hormone |cognitive behavioral |speech |occupational )"
            r"therap(?:y|ies)",
            r"physical therapy",
            r"dialysis(?! (?:machines?|equipment|devices?|market|industry|software|providers?|"
            r"companies|manufacturers?))",
            r"rehab(?:ilitation)?",
            r"(?:blood|insulin) (?:tests?|injections?)",
            r"prescriptions?",
            # Medicine collected, or leave or discharge from a place of care: care of the person.
            r"refills? (?:at|from) (?:the |a |an |my |his |her |their )?(?:[\w'’.-]+ ){0,3}"
            r"(?:clinic|pharmacy|chemist|hospital|surgery|dispensary)",
            r"(?:leave|discharged?|released) from (?:the |a |an |my |his |her |their )?"
            r"(?:[\w'’.-]+ ){0,3}(?:ward|hospital|clinic|rehab|hospice|(?:psychiatric|psych|"
            r"mental[- ]health|addiction|detox|eating disorders?) unit)",
            r"(?:anti(?:depressants?|psychotics?|biotics?|retrovirals?|convulsants?)|"
            r"statins?|steroids?|opioids?|sedatives?|beta blockers?|inhalers?)",
            r"ivf",
            r"hiv",
            # Generic drug names by their INN stem (WHO, "The use of stems in the selection of INN").
            endings(
                *split(
                    "formin gliptin gliflozin statin sartan olol dipine prazole tidine azepam "
                    "azolam oxetine pramine triptyline triptan profen cillin mycin cycline floxacin "
                    "parin xaban semide thiazide tinib umab ximab zumab lukast setron afil"
                ),
                # psychiatric, antiviral, hormone and cancer drugs
                *split(
                    "traline alopram faxine apine peridone piprazole trigine gabalin pidem glutide "
                    "clovir tegravir navir buvir previr fovir trozole pidogrel sugrel phenidate "
                    "amfetamine amphetamine codone orphine nisone nisolone tretinoin"
                ),
            ),
            r"(?:paracetamol|acetaminophen|aspirin|levothyroxine|methadone|morphine)",
            r"allergic to",
            # Care as a schedule: a visit to a place of care (the place alone may be a client).
            r"(?:clinic|hospital|outpatient) (?:visits?|appointments?|stays?)",
            r"(?:visits?|appointments?|goes|went) (?:at|to) (?:the |a )?(?:clinic|hospital)",
            r"sees a \w*(?:doctor|therapist|psychiatrist|psychologist|counsel+or|specialist)",
            # A condition the person has, lives with or is treated for (the noun alone is topical).
            _HAS + " " + _CONDITIONS,
            # A body or mental condition stated as what the person is.
            _IS + r" (?:(?:partially|legally|completely|totally|profoundly|severely|mildly|"
            r"clinically|chronically|terminally|mentally|physically|medically) )?"
            r"(?:colou?r[- ]?blind|deaf|blind|hard of hearing|partially sighted|"
            r"visually impaired|hearing[- ]impaired|sight[- ]impaired|dyslexic|dyspraxic|"
            r"epileptic|diabetic|pre-?diabetic|asthmatic|anae?mic|autistic|neurodivergent|"
            r"disabled(?! (?:by|for|in|on|via|when|until|during|at|from|because|so|by default))|"
            r"paraly[sz]ed|paraplegic|quadriplegic|tetraplegic|immunocompromised|"
            r"immunosuppressed|infertile|anorexic|bulimic|suicidal|sober|lactose[- ]intolerant|"
            r"gluten[- ]intolerant|co?eliac|hiv[- ]positive|an amputee|in remission|on dialysis|"
            r"on the (?:autism )?spectrum|in recovery|an? (?:recovering )?(?:addict|alcoholic)|"
            r"insulin[- ]dependent|wheelchair[- ]bound|housebound|bedbound|bed-bound|ill|unwell|"
            r"on (?:sick|medical|disability) leave|obese|allergic|hypertensive|"
            r"(?:recently |newly |often |chronically )?sick(?! (?:of|and tired)))(?![\w-])",
            r"(?:deaf|blind) in (?:one|the|both|his|her|their|my) (?:left |right )?(?:ears?|eyes?)",
            r"(?:can['’]?t|cannot|can not|unable to|doesn['’]?t|does not|don['’]?t) "
            r"(?:hear|see) (?:well |properly |much )?(?:in|out of|with|from) (?:the |his |her |their "
            r"|my )?(?:left|right|one|either) (?:ear|eye|side)",
            r"lost (?:his|her|their|my|the) (?:hearing|sight|vision|eyesight|leg|arm|hand|foot)",
            r"(?:wears?|wearing|uses?|using|has|have|had|got|needs?|relies on|sleeps with|"
            r"carries|carrying|rides?|riding|gets around (?:in|with)|fitted with) (?:an? |the |his |her |their "
            r"|my |new |two )*(?:\w+ )?" + _AIDS + r"(?! (?:market|industry|sales|software|"
            r"manufacturers?|suppliers?|vendors?|companies|company|retailers?|shops?|stores?|to test|"
            r"for testing|testing|to check|to audit|to review|to demo))",
            r"wheelchair users?",
            # Access needs and sign language stated of the person (learning or teaching a sign
            # language, or designing step-free buildings, says nothing of the person's body).
            r"(?:needs?|requires?|relies on|must have|only books) (?:\w+ )?(?:step-free|level|"
            r"wheelchair|ramp|lift|elevator) access|(?:needs?|requires?) (?:an? )?(?:accessible|"
            r"ground[- ]floor|wheelchair[- ]accessible) (?:rooms?|seats?|toilets?|bathrooms?|"
            r"entrances?|venues?|tables?)",
            r"(?:communicates?|communicating|talks?|talking|chats?|converses?) (?:mostly |mainly |"
            r"only |best )?(?:in|with|using|through|via|by) (?:sign language|signing|asl|bsl|auslan|"
            r"bisindo|lip-?reading)|(?:uses?|using|relies on|signs?) (?:asl|bsl|auslan|bisindo|sign "
            r"language)(?! (?:classes?|courses?|lessons?|apps?|dictionar\w+|videos?|for (?:fun|work)))|"
            r"(?:needs?|requires?|books?|relies on|with) (?:an? )?(?:sign language|asl|bsl|auslan) "
            r"interpreters?|lip-?reads",
            # Loss of feeling, movement or use of a named part of the body, stated outright: a
            # condition even in a sentence about answers (where the body-part rule is not read).
            r"(?:no|lost(?: all)?|loss of|without|little|reduced) (?:feeling|sensation|movement|"
            r"strength|function|grip) (?:in|of|below|from) (?:the |his |her |their |my |both )?"
            r"(?:left |right |lower |upper )?(?:arms?|legs?|hands?|feet|foot|fingers?|toes?|body|"
            r"side|waist|neck|knees?|shoulders?|face|half of \w+ body)",
            r"lost (?:the |all )?use of (?:the |his |her |their |my |both |one )?(?:left |right )?"
            r"(?:arms?|legs?|hands?|feet|foot|fingers?|eyes?|ears?|voice)",
            r"paraly[sz](?:ed|is) (?:from|below|on|in|down) |(?:can['’]?t|cannot|unable to) (?:move|"
            r"feel) (?:the |his |her |their |my |both )?(?:left |right )?(?:arms?|legs?|hands?|feet|"
            r"fingers?|toes?|side)",
            # Care at a clinic of a condition (working at one is read as a workplace first).
            r"(?:sessions?|appointments?|visits?|check-?ups?|treatment|therapy|goes|going|went|"
            r"attends?|attending) (?:at|in|with|to) (?:an? |the )?(?:\w+ )?(?:psychiatric|psych|"
            r"mental[- ]health|addiction|rehab|dialysis|oncology|cancer|pain|fertility|methadone|"
            r"hiv|sexual health|gender|memory|eating disorders?) (?:clinic|centre|center|unit|ward|"
            r"hospital|service|day programm?e?)",
            # Treatment and care as something the person undergoes.
            r"(?:has|have|had|having|gets?|got|getting|goes? (?:for|to)|going (?:for|to)|"
            r"went (?:for|to)|starts?|started|starting|finished|finishing|needs?|attends?|"
            r"attending|booked|scheduled for|due for|waiting for|on a waiting list for|"
            r"recovering from|recovered from|underwent|undergoing|undergoes) "
            r"(?:an? |the |his |her |their |my |weekly |monthly |daily |regular |another |more )*"
            r"(?:chemo|radiation|radiotherapy|immunotherapy|infusions?|transfusions?|physio|"
            r"counsell?ing(?: sessions?)?|cbt|dbt|emdr|ect|electroconvulsive \w+|"
            r"(?:knee|hip|back|heart|brain|eye|cataract|spinal|weight[- ]loss|bariatric|gastric "
            r"bypass|gender[- ]affirming|top|bottom|breast|cancer|open[- ]heart|bypass|kidney|"
            r"liver|lung|shoulder|foot|ankle|hand|wrist|jaw|knee replacement|hip replacement) "
            r"(?:surgery|operation|replacement|transplant)|surgery|an operation|a biopsy|"
            r"biops(?:y|ies)|a mammogram|a colonoscopy|an endoscopy|blood ?work|"
            r"(?:a )?(?:kidney|liver|heart|lung|bone marrow|stem cell) transplant|rehab|"
            r"group therapy|couples therapy|talk therapy|therapy sessions?|dialysis|"
            r"fertility treatment|ivf|iui|egg freezing|a hysterectomy|a vasectomy|an abortion|"
            r"a c-section|a caesarean|a mastectomy|a lumpectomy|a stent|a pacemaker|"
            r"injections? (?:for|in) (?:his|her|their|my) \w+)(?![\w-])",
            r"(?:post-?op|post-?operative|pre-?op)(?![\w-])",
            r"(?:col|ile|ur|trache)ostomy|ostomy",
            r"hospitali[sz](?:ed|ation)",
            r"(?:admitted to|discharged from|stay(?:ed|s)? in|spent \w+ \w+ in|was in|been in) "
            r"(?:the |a )?(?:hospital|psychiatric \w+|psych ward|mental hospital|hospice|icu|"
            r"intensive care|a&e|emergency room|rehab|detox|(?:\w+ )?ward)",
            r"(?:psychiatric|psych|mental health|maternity|oncology|cancer|cardiac|isolation) "
            r"(?:ward|unit|hospital|admission|stay)",
            # Recovery, sobriety and addiction care.
            r"(?:aa|na|alcoholics anonymous|narcotics anonymous|gamblers anonymous|12[- ]step) "
            r"(?:meetings?|programs?|programmes?|sponsor|group)",
            r"(?:been |stayed |staying )?sober (?:for|since)",
            r"sobriety",
            r"(?:in|attends?|attending|joined|goes to|going to|went to) (?:aa|na)(?![\w-])",
            r"in recovery from",
            r"(?:quit|quitting|stopped|giving up) (?:drinking|alcohol|drugs|opioids)",
            r"(?:methadone|suboxone|buprenorphine|naltrexone) (?:maintenance|programs?|clinic|"
            r"treatment)",
            # Pregnancy, fertility and reproductive health.
            r"trying (?:to conceive|for a baby)",
            r"(?:expecting|due with|carrying) (?:a baby|twins|triplets|(?:his|her|their|our|my) "
            r"(?:first|second|third|next) (?:baby|child))",
            r"(?:fertility|ivf) (?:treatment|issues|problems)",
            r"(?:egg|embryo) (?:freezing|retrieval|transfer)",
            r"(?:froze|freezing) (?:his|her|their|my) eggs",
            r"(?:is|am|i['’]m|was) (?:currently |still )?(?:breast-?feeding|nursing (?:a|her|my|the) "
            r"baby|going through (?:the )?menopause|(?:peri)?menopausal|post-?partum)",
            r"(?:" + _ON + r"|takes?|taking|uses?|using|started|stopped|switched) (?:the )?"
            r"(?:(?:contraceptive|birth control|morning-after) )?pill(?=[.;,]|$)",
            r"(?:" + _ON + r"|uses?|using|takes?|taking|started|stopped|has an?|had an?|got an?) "
            r"(?:the )?(?:contraceptive (?:pill|implant|injection|patch)|birth control|"
            r"contraception|iud|coil|contraceptive)(?![\w-])",
            # Medicines by class or by name, as something the person takes.
            r"(?:" + _ON + r"|takes?|taking|took|started|starting|stopped|stopping|switched to|"
            r"prescribed|came off|coming off|weaning off|tapering off|increased|upped) "
            r"(?:a |an |his |her |their |my |the |low-dose |high-dose |daily )?"
            r"(?:lithium(?! (?:ion|batter\w*|cells?|mines?|mining|prices?|supply|supplies|production|"
            r"reserves|deposits|extraction|refining|market|industry))|mood stabili[sz]ers?|ssris?|snris?|benzos?|benzodiazepines?|"
            r"stimulants?|sleeping pills|sleep meds|meds|medicine for \w+|pills for \w+|"
            r"blood thinners?|anticoagulants?|immunosuppressants?|immunosuppressive \w+|"
            r"chemo pills|hormone (?:replacement|therapy|blockers|treatment)|hrt|"
            r"puberty blockers|testosterone|t shots|estrogen|oestrogen|progesterone|"
            r"prep(?! (?:courses?|classes|class|time|work|school|lessons?|tests?|books?|for|cooks?))|"
            r"pep(?! talks?)|arvs?|the jab|glp-1s?|weight[- ]loss (?:jabs?|injections?|drugs?)|"
            r"steroid injections?|insulin|opiates|painkillers|pain meds|antihistamines|"
            r"thyroid (?:meds|medication|pills)|heart (?:meds|medication|pills)|"
            r"psychiatric (?:meds|medication|drugs)|medication for \w+)(?![\w-])",
            r"(?:ozempic|wegovy|mounjaro|zepbound|saxenda|adderall|ritalin|concerta|vyvanse|"
            r"strattera|xanax|valium|klonopin|ativan|prozac|zoloft|lexapro|celexa|paxil|cymbalta|"
            r"effexor|wellbutrin|seroquel|abilify|zyprexa|risperdal|latuda|lamictal|depakote|"
            r"ambien|lipitor|crestor|synthroid|humira|enbrel|remicade|stelara|dupixent|eliquis|"
            r"xarelto|truvada|descovy|biktarvy|suboxone|subutex|viagra|cialis|accutane|"
            r"tamoxifen|herceptin|keytruda|plaquenil|methotrexate|prednisone|prednisolone|"
            r"warfarin|tramadol|oxycodone|hydrocodone|codeine|fentanyl|gabapentin|pregabalin|"
            r"lyrica|naltrexone|buprenorphine|naloxone|narcan|estradiol|spironolactone|"
            r"finasteride|isotretinoin|hydroxychloroquine|lamotrigine|quetiapine|olanzapine|"
            r"clozapine|risperidone|aripiprazole|valproate|carbamazepine|levetiracetam|"
            r"topiramate|mirtazapine|bupropion|trazodone|zolpidem|tirzepatide|epipen|inhaler)",
            # Care as a schedule or a service for a condition (the clinic alone is topical).
            r"(?:sees|seeing|visits|visiting|appointments? with|sessions? with|goes to|going to|"
            r"referred to|waiting to see|consults?) (?:an? |the |his |her |their |my )?(?:\w+ )?"
            r"(?:doctor|therapist|psychiatrist|psychologist|counsell?or|specialist|oncologist|"
            r"cardiologist|neurologist|endocrinologist|rheumatologist|nephrologist|urologist|"
            r"gyn(?:a)?ecologist|obstetrician|midwife|psychotherapist|physiotherapist|"
            r"physio|chiropractor|dermatologist|hepatologist|ha?ematologist|audiologist|"
            r"pulmonologist|gastroenterologist|allergist|sleep clinic|pain clinic|gp)(?![\w-])",
            r"(?:pain|fertility|methadone|sexual health|std|sti|hiv|memory|diabetes|dialysis|"
            r"gender|ivf|addiction|eating disorders?|mental health) clinic (?:appointments?|visits?"
            r"|every|on|each|twice|once|weekly|monthly)",
            r"(?:gets?|getting|has|have|takes?|taking|needs?) (?:his |her |their |my |monthly |weekly )?"
            r"(?:b12|allergy|iron|hormone|cortisone|steroid|insulin|botox for \w+) (?:shots|"
            r"injections|jabs|infusions)",
            r"checks? (?:his |her |their |my )?(?:blood sugar|glucose|blood pressure|insulin|"
            r"ketones)",
            # How far a recovery from an operation has come: "weeks out from", "post" or "since"
            # one's own (a project is weeks out from its launch, never from surgery).
            r"(?:days?|weeks?|months?) (?:out from|post|post-?op from|into recovery from) (?:his |"
            r"her |their |my |the |a |an )?(?:[\w'’-]+ ){0,2}(?:surgery|transplant|c-section|"
            r"caesarean|hysterectomy|mastectomy|amputation)(?![\w-])|(?:days?|weeks?|months?) "
            r"(?:after|since) (?:his|her|their|my) (?:[\w'’-]+ ){0,2}(?:surgery|operation|"
            r"transplant|c-section|caesarean)(?![\w-])",
            # Weight-loss procedures by name, undergone or carried by the person.
            r"(?:has|have|had|having|got|getting|gets|with|after|since|recovering from|fitted with|"
            r"booked for|scheduled for|waiting for|due for|underwent|undergoing) (?:an? |the |his |"
            r"her |their |my )?(?:gastric (?:sleeve|band|balloon|bypass)|sleeve gastrectomy|"
            r"lap[- ]?band|bariatric (?:surgery|operation|procedure))",
            # A seizure as a medical event of the person (the seizure of assets, goods or a
            # property by customs, a court or a bank is none).
            r"(?:had|has|have|having|gets|get|got|getting|suffered|suffers|suffer|suffering|"
            r"after|since|following) (?:an? |the |another |his |her |their |my |two |three |several |"
            r"multiple |frequent |recurring |occasional |first |new )?(?:mild |major |small |big |bad |"
            r"epileptic |focal |absence |tonic-clonic |grand mal |petit mal |febrile |nocturnal |"
            r"breakthrough )?seizures?(?! (?:of|orders?|notices?|warrants?|by (?:the )?(?:police|"
            r"customs|court|bank|authorities|bailiffs)))",
            # An overdose the person took or survived ("overdosed on coffee" is a joke).
            r"(?:overdosed|overdosing)(?! on (?:coffee|caffeine|sugar|chocolate|sweets|candy|tv|"
            r"netflix|memes|content|cuteness|meetings|work))|(?:had|survived|took|nearly died (?:of|"
            r"from)|after|since|hospitali[sz]ed (?:for|after|with)|treated for) (?:an? |his |her |"
            r"their |my |the )?(?:accidental |near-fatal |drug |opioid |heroin |fentanyl )?overdose"
            r"(?! (?:crisis|epidemic|deaths|rates?|response|prevention|data))",
            # A relapse of an illness or an addiction ("relapse rates" are a study's).
            r"relapsed(?= (?:last|this|in|on|after|again|twice|once|into (?:drinking|drugs|using|"
            r"gambling|alcohol|heroin|depression|self-harm|anorexia|bulimia))\b|[.,;]|$)|(?:had|has|"
            r"suffered|after|since|following|recovering from|is in|in) (?:a |an |another |his |her |"
            r"their |my |the |recent )?relapse(?! rates?| prevention research)",
            # Crises of mental health: a breakdown, an attempt on one's life, self-harm.
            r"(?:nervous|mental|psychotic|emotional) breakdown|attempted suicide|tried to (?:commit "
            r"suicide|kill (?:himself|herself|themselves|myself)|(?:take|end) (?:his|her|their|my) "
            r"(?:own )?life)|(?:survived|after|since|following) (?:a |an |his |her |their |my )?"
            r"suicide attempt|(?:his|her|their|my|past|previous|prior|earlier|two|several) suicide "
            r"attempts?|self-harm(?:s|ed)|(?:is|am|i['’]m|was|been|started|stopped) self-harming|"
            r"cuts? (?:himself|herself|themselves|myself)|self-harm scars",
            # Childbirth and the weeks after it, of the person ("gave birth to an idea" is none).
            r"(?:gave|giving|give|has given|just gave|recently gave) birth(?! to (?:the |an? |this |"
            r"that )?(?:[\w-]+ )?(?:idea|concept|project|company|startup|movement|genre|style|term|"
            r"field|framework|product|brand|band|club|series|format|theory|trend|tradition)s?"
            r"(?![\w-]))|(?:days?|weeks?|months?) (?:postpartum|post-partum|postnatal|post-natal)",
            # Waiting for an organ (a registered donor is no patient).
            r"(?:on|joined|added to|placed on|listed on|put on) (?:the |a )?(?:\w+ )?transplant "
            r"(?:list|waiting list)(?! (?:app|software|system|platform|database|data|team|project|"
            r"polic(?:y|ies)|management|tool))|(?:waiting|waits|waited|on a waiting list) for "
            r"(?:a |an )?(?:new |donor |matching )?(?:kidney|liver|heart|lungs?|cornea|pancreas|"
            r"bone marrow)(?: donor| transplant| match)?(?![\w-]| (?:machines?|units?|wards?|"
            r"clinic|dialysis|scanner|model|app))",
            # A limb lost or amputated.
            r"(?:had|has|have|after|since|following|underwent|recovering from) (?:an? |his |her |"
            r"their |my )?(?:\w+ )?amputation(?! (?:patients?|cases?|rates?|surgeons?|research|training|"
            r"data))|(?:legs?|arms?|foot|feet|hands?|fingers?|toes?|limbs?) "
            r"(?:was |were |got |had to be |been )?amputated|amputated (?:legs?|arms?|foot|hands?|"
            r"limbs?)|lost (?:a|an|one|both) (?:legs?|arms?|eyes?|kidney|lungs?|feet)(?![\w-]| for)",
            # Detox as care (a juice or a digital detox is none), and a stay against one's will.
            r"(?:in|into|entered|enters|checked into|checks into|went to|goes to|going to|admitted "
            r"to|out of|left|after|since|through) (?:a |an )?(?:medical |alcohol |drug |opioid |"
            r"inpatient |residential )?detox(?![\w-]| (?:tea|juice|diet|plan|programme|program|"
            r"cleanse|smoothie|bath|weekend|retreat|mode|week|from|nursing|units?|wards?|clinics?|"
            r"services?|centres?|centers?|facilit\w+|staff|teams?|medicine|policy|research))",
            r"(?:was|been|got|being|is) sectioned(?= (?:under|twice|again|last|this|after|for \w+ "
            r"(?:days|weeks|months)|in (?:19|20)\d\d)|[.,;]|$)|involuntar(?:y|ily) "
            r"(?:committed|admitted|hospitali[sz]ed|held|commitment|admission|hold)|(?:put|placed) "
            r"on a (?:5150|72-hour|psychiatric|mental health) hold",
        ),
        "biometric": (
            r"fingerprints?",
            r"face ?scan",
            r"facial (?:scan|template|geometry)",
            r"iris scan",
            r"retina(?:l)? scan",
            r"voice ?print",
            r"biometric data",
            # Templates enrolled or samples given for recognition.
            r"(?:palm|hand|finger|vein|face|facial|voice|iris|retina|gait) ?(?:prints?|patterns?|"
            r"templates?|geometry|samples?|recordings?|scans?) (?:enrolled|registered|stored|on file|"
            r"for (?:the )?(?:bank|gym|office|door|login|id|verification|authentication|access))",
            r"(?:enrolled|registered|gave|provided|stored|submitted) (?:a |an |his |her |their |my )?"
            r"(?:palm|hand|finger|vein|face|facial|voice|iris|retina|gait) ?(?:prints?|patterns?|"
            r"templates?|samples?|scans?|geometry)",
        ),
        "genetic": (
            r"dna",
            r"genom\w*",
            r"genetic (?:test|condition|disorder|data)",
            # Carrier status, inherited conditions and consumer or clinical gene tests.
            r"(?:is|am|a|as a|tested as a) (?:\w+ )?(?:gene |genetic |mutation )?carrier",
            r"carr(?:ies|ying|y) (?:the |a |an )?(?:\w+ ){0,2}(?:gene|genes|mutation|trait|variant|allele)",
            r"brca\d?|(?:apoe4|mthfr|huntingtin|lynch syndrome|factor v leiden)",
            r"(?:gene|genetic) (?:mutation|variant|testing|screening|counsell?ing|results?|risk)",
            r"(?:hereditary|inherited|familial) (?:condition|disease|disorder|risk|cancer|\w+ "
            r"(?:condition|disease|disorder))",
            r"(?:23andme|ancestrydna|ancestry dna|myheritage dna)",
            r"(?:paternity|maternity|carrier|ancestry) test(?:ing|s)?",
            # Inherited risk: an illness in the family, a predisposition, a gene test's result
            # ("a family history of farming" and "talent runs in the family" are none).
            r"(?:has|have|had|with|there['’]s|there is) (?:a |an )?(?:strong |long |known )?"
            r"family history of (?:\w+ )?" + _FAMILY_ILLNESS + r"|" + _FAMILY_NAMED + r" runs? "
            r"in (?:the|his|her|their|my|our) family|(?:has|have|had|there['’]s|there is) "
            + _FAMILY_ILLNESS
            + r" in (?:the|his|her|their|my|our) family",
            r"(?:has|have|had|carries|carrying) (?:a |an )?(?:strong |known |high )?(?:genetic|"
            r"hereditary|inherited) (?:predisposition|susceptibility|risk|tendency)(?! (?:scores?|"
            r"models?|data|calculators?|assessments?|research))|"
            r"(?:is|am|i['’]m) genetically (?:predisposed|at risk|prone)|tested (?:positive|negative) "
            r"for (?:the |a |an )?(?:[\w'’-]+ ){0,2}(?:gene|genes|mutation)(?![\w-])",
        ),
        "criminal": (
            r"criminal record",
            r"convicted",
            r"conviction",
            r"arrested",
            r"in (?:jail|prison)",
            r"served time",
            r"on parole",
            r"felony",
            r"on probation" + _JOB_TRIAL,
            r"ex-(?:con|convict|offender|prisoner)",
            r"pleaded guilty",
            r"(?:was|been|got) (?:charged|sentenced|jailed|imprisoned|incarcerated|indicted)",
            r"incarcerat\w+",
            r"(?:released|out) (?:from|of) (?:jail|prison)",
            r"police record",
            r"dui",
            r"dwi",
            # probation of a sentence, not a job's trial period
            r"(?:my|his|her|their) probation" + _JOB_TRIAL,
            r"(?:probation|parole) officer",
            r"locked up",
            r"behind bars",
            r"drunk[- ]driving",
            r"drink[- ]driving",
            # Time served, supervision after it, and proceedings on the way to it (GDPR art. 10).
            r"(?:did|doing|does|served|serving) (?:\w+ (?:years?|months?|weeks?|days?) |hard |jail |"
            r"prison |some )?(?:time|a (?:\w+ )?(?:sentence|stretch|term))(?! (?:on|at|with|in the "
            r"(?:office|team|army|military|navy|company)|as))",
            r"(?:spent|spending|did|served) (?:\w+ (?:years?|months?|weeks?|nights?|days?) )"
            r"(?:inside|in (?:jail|prison|custody|detention|juvie|a cell|lockup))",
            r"(?:sent|went|gone|been|going|go) (?:back )?to (?:jail|prison|juvie)",
            r"(?:former|ex-?|released) ?(?:inmate|prisoner|felon|offender|convict|detainee)s?",
            r"(?:is|am|a|as a|convicted|former) felon",
            r"felons?(?![\w-])",
            r"misdemeanou?rs?",
            r"(?:ankle|electronic) (?:monitor|tag|bracelet)|tagged by (?:the )?(?:court|probation)",
            r"house arrest|home detention",
            r"(?:out )?on bail|(?:made|posted|granted|denied|jumped) bail|bail (?:hearing|conditions)",
            r"awaiting (?:trial|sentencing|a verdict)|on remand|remanded",
            r"in (?:police )?custody",
            r"(?:criminal|assault|drug|drugs|theft|fraud|possession|dui|dwi|murder|robbery|burglary|"
            r"shoplifting|vandalism|battery|manslaughter|weapons?|firearms?|sexual assault) "
            r"(?:charges?|convictions?|offen[cs]es?|case|record|arrest|sentence)",
            r"(?:charged|convicted|arrested|cautioned|fined|sentenced|jailed|acquitted|tried|"
            r"prosecuted|investigated|booked) (?:for|with|of|over) (?:\w+ )?(?:\w+ )?(?:assault|theft|"
            r"fraud|possession|dui|dwi|murder|robbery|burglary|shoplifting|vandalism|battery|"
            r"manslaughter|drugs?|dealing|trafficking|stalking|harassment|speeding|drink[- ]driving|"
            r"drunk[- ]driving|a crime|an offen[cs]e|\w+ offen[cs]es?)",
            r"expunge(?:d|ment)|(?:record|conviction) (?:was |got |been )?(?:sealed|expunged|spent)",
            r"sex offenders?(?: regist\w+)?|offenders? regist(?:er|ry)",
            r"(?:after|under|by) (?:a )?court order|court[- ]ordered \w+|community service (?:order|hours|sentence)|"
            r"community (?:order|sentence)",
            r"juvie|juvenile (?:detention|hall|record|court|offender|facility)|young offenders",
            r"restraining order (?:against (?:him|her|them|me))",
            r"(?:suspended|custodial|prison|jail|life|community) sentence",
            # A term of a sentence, and time in a penitentiary or a facility of custody.
            r"suspended (?:prison |jail |custodial )?term|(?:prison|jail|custodial) terms?",
            r"(?:in|from|out of|to|inside|left|leaving) (?:a |the )?(?:\w+ )?(?:penitentiary|"
            r"correctional (?:facility|institution|centre|center)|detention (?:centre|center|"
            r"facility)|young offenders['’]? institution)",
            r"(?:sentenced|convicted|fined|tried|prosecuted) (?:at|by|in) (?:the )?(?:\w+ )?"
            r"(?:crown|magistrates['’]?|criminal|district|circuit|youth) court",
            r"(?:jail|prison) (?:time|term|stint|stay|release)",
            r"served (?:\w+ )?(?:years?|months?|weeks?) (?:inside|behind|for(?! (?:the|a|an|his|"
            r"her|their|my|our) (?:company|firm|team|club|board|council|city|government|"
            r"organi[sz]ation|charity|church|union|party|country|army|navy))|in(?! (?:the |a |his "
            r"|her |their |my )?(?:army|navy|military|air force|marines|reserves?|national guard|"
            r"peace corps|senate|house|council|parliament|congress|board|cabinet|government|office|"
            r"post|role|position|ministry|church|team|company|firm)))",
            r"(?:was|been|got|being) (?:pardoned|paroled|acquitted|cautioned by (?:the )?police|"
            r"booked|detained by (?:the )?police|caught (?:shoplifting|stealing|dealing|speeding))",
            r"parolee|paroled|parole (?:ended|ends|board|hearing|conditions|violation|officer|"
            r"meetings?|check-?ins?)",
            r"probation (?:ended|ends|finished|is over|was over|terms|conditions|violation|"
            r"check-?ins?|meetings?|appointments?|hearing|order)",
            r"(?:has|have|had|with) (?:a )?(?:rap sheet|record for \w+|(?:\w+ )?conviction)",
            # "has a record" alone, where the clause ends ("has a record of meetings" is none).
            r"(?:has|have|had|with) a record(?=[.,;]|$| (?:so|and|but|from|since|now))",
            r"plea (?:deal|bargain)|pleaded (?:no contest|nolo contendere)|found (?:not )?guilty",
            r"criminal (?:past|history|charges?|case|conviction|offen[cs]e)",
            r"(?:committed|convicted of) (?:a |an )?(?:crime|offen[cs]e|felony)",
            # A party to criminal proceedings: the defendant or the accused (the defendant's
            # lawyer, a defendant of a civil suit and a mock trial's are not).
            r"(?:is|am|i['’]m|was|been|being|as|named as|appears? as|appearing as) (?:(?:the |a |one "
            r"of the |a co-)?(?:defendant|co-?defendant)|(?:the |one of the )accused)(?!['’]s|s['’]| "
            r"(?:in|of) (?:a |an |"
            r"the )?(?:civil|lawsuit|libel|defamation|small[- ]claims|patent|copyright|trademark|"
            r"contract|tenancy|landlord|employment|divorce|custody|probate|class[- ]action|"
            r"tribunal|mock|moot)\b)|(?:stands?|stood|standing) trial|(?:(?:stands?|stood|standing) "
            r"accused of|on trial for) "
            r"(?:\w+ )?(?:assault|theft|fraud|murder|robbery|burglary|manslaughter|drug \w+|"
            r"trafficking|stalking|harassment|tax evasion|embezzlement|arson|a crime|\w+ offen[cs]es?)",
            # Charges faced (fees on a card or an account are charges too), pleas, arraignment
            # and prosecution of the person.
            r"(?:faces?|facing|faced) (?:(?:criminal|federal|felony|misdemeanou?r|serious|multiple|"
            r"several|new|two|three) )?charges(?![\w-]| (?:on|from|for) (?:the |his |her |their |"
            r"my |an? )?(?:bank|card|credit card|account|bill|invoice|phone|overdraft|late|roaming|"
            r"data|delivery|service)\b)|(?:faces?|facing|faced) (?:\d+|one|two|three|four|five|six|"
            r"seven|eight|nine|ten|several|multiple|numerous) (?:\w+ )?counts? of",
            r"(?:pleaded|pled|pleads|pleading) not guilty|pled guilty|(?:will|going to|plans to|"
            r"intends to) plead (?:not )?guilty|(?:is|am|i['’]m|was|been|being|got|to be|will be) "
            r"(?:formally )?arraigned|(?:his|her|their|my) arraignment|(?:is|am|i['’]m|was|been|"
            r"being|to be|will be) (?:currently )?(?:being )?prosecuted|due (?:to be sentenced|for "
            r"sentencing|to stand trial|in (?:the )?(?:\w+ )?court (?:for (?:sentencing|trial|a plea|"
            r"(?:a |an )?\w+ (?:charges?|offen[cs]es?))|as (?:the |a )?(?:defendant|accused)))",
            # Under investigation by the police, or a suspect (a firm under investigation is a
            # workplace's matter).
            r"(?:is|am|i['’]m|was|been|being)(?<!that\x20is)(?<!which\x20is)(?<!that\x20was)"
            r"(?<!which\x20was) (?:currently |now |still )?"
            r"(?:under (?:a )?(?:police|criminal|federal|fbi) investigation|under investigation "
            r"by (?:the )?(?:police|fbi|cops)|(?:being )?investigated by (?:the )?(?:police|fbi|"
            r"cops|serious fraud office|national crime agency))|(?:interviewed|questioned) under "
            r"caution|released under investigation|(?:is|am|i['’]m|was|been|being) (?:a |the )?"
            r"(?:main |prime )?suspect in (?:a |an |the )?(?:\w+ )?(?:case|investigation|inquiry|"
            r"murder|robbery|burglary|"
            r"theft|fraud|assault)",
        ),
        "children": (
            r"my (?:son|daughter|kids?|child(?:ren)?|baby)",
            r"(?:his|her|their) (?:son|daughter|kids?|child(?:ren)?)",
            # The user a minor: an age under 18, a school grade, a minor's status.
            r"(?:is|am|i['’]m) (?:only |just )?" + _MINOR_AGE + r" (?:years?|yrs?) old",
            # A bare number is an age only where the person is the subject ("Is 15.", "I'm 16 and
            # …"): "the team is 5, and" or "a font that is 12." are no one's age.
            r"(?:^is|^am|i['’]m|^i am) (?:only |just )?"
            + _MINOR_AGE
            + r"(?: y/?o(?![\w-])|(?=[.;,]|$| and | but ))",
            r"(?:^|i |i['’]ve |i have )(?:just |recently )?turned " + _MINOR_AGE + r"(?![\w-])",
            r"(?:is|am|i['’]m) (?:a )?(?:minor|underage|under (?:18|eighteen|16|sixteen))",
            r"(?:is|am|i['’]m) (?:in|starting|entering|finishing) (?:the )?(?:\d{1,2}(?:st|nd|rd|"
            r"th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|"
            r"twelfth) grade|(?:is|am|i['’]m) in year (?:[1-9]|1[0-3])(?![\w-])",
            r"(?:is|am|i['’]m) (?:a |an )?(?:high|middle|primary|elementary|junior high|"
            r"secondary|grade) school (?:student|pupil|kid|girl|boy)|(?:is|am|i['’]m) (?:a )?"
            r"(?:schoolboy|schoolgirl|teenager|teen|preteen|tween|(?:high school )?"
            r"(?:freshman|sophomore) in high school)(?![\w-])",
            # Still at school: a school level, a year of high school, the exams of 16-year-olds
            # (a high school's staff or its administration are adults at work).
            r"(?:is|am|i['’]m|still) (?:currently |now )?(?:in|attending|starting|finishing) "
            r"(?:middle|junior high|primary|elementary|high|secondary|grade|prep) school(?![\w-]| "
            r"(?:administration|admin|teaching|education|staff|admissions|counsell?ing|it|"
            r"management|governance|reform|policy))|(?:is|am|i['’]m) (?:a |an )?(?:high school|hs) "
            r"(?:junior|senior|freshman|sophomore)(?![\w-]| (?:teachers?|counsell?ors?|coach|advis[eo]rs?|"
            r"staff))|(?:is|am|i['’]m) (?:a )?(?:junior|"
            r"senior) in high school|(?:is|am|i['’]m) (?:doing|taking|sitting|studying for|revising "
            r"for) (?:his |her |their |my )?(?:gcses|gcse exams|11\+|eleven plus)|(?:is|am|i['’]m) "
            r"(?:a |in )?(?:sixth[- ]former|sixth form|year (?:7|8|9|10|11|12|13) (?:student|pupil))",
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
            # Arrears, hardship and credit trouble stated of the person (UU PDP art. 4(2)).
            r"behind (?:on|with) (?:the |his |her |their |my )?(?:rent|mortgage|loans?|payments?|"
            r"bills|car payments?|credit cards?|repayments?|instal(?:l)?ments?|taxes|debts?|"
            r"utilities|council tax|child support)",
            r"(?:missed|missing|late|skipped|skipping|can['’]?t make|couldn['’]?t make) (?:a |two |"
            r"three |several |his |her |their |my |the )?(?:\w+ )?(?:payments?|repayments?|"
            r"instal(?:l)?ments?|rent)(?![\w-])",
            r"maxed[- ]out(?: (?:\w+ )?credit cards?)?|maxed (?:out )?(?:his |her |their |my |two |"
            r"all )?(?:\w+ )?credit cards?",
            r"pay ?(?:check|cheque|day) to pay ?(?:check|cheque|day)",
            r"(?:can['’]?t|cannot|can not|couldn['’]?t|unable to|struggl\w+ to) (?:afford|pay|cover) "
            r"(?:the |his |her |their |my )?(?:rent|bills|mortgage|loans?|debts?|groceries|food|"
            r"utilities|school fees)",
            r"(?:is |are |was |lives |living |relies |relying |depends |depending )?on (?:benefits|"
            r"welfare|food stamps|unemployment(?: benefits)?|universal credit|disability "
            r"benefits|social assistance|income support|jobseeker['’]?s allowance)",
            r"(?:gets|receives|claims|receiving|claiming|relies on|uses|using) (?:food stamps|snap|"
            r"universal credit|welfare|housing benefit|unemployment benefits|jobseeker['’]?s "
            r"allowance|income support|(?:a|the) food bank|food banks|food parcels|"
            r"(?:disability|welfare|social security) (?:benefits|payments))",
            r"loan sharks?|moneylenders?|(?:borrow\w*|owes?|owing) (?:money )?(?:from|to) "
            r"(?:a |the )?(?:loan shark|moneylender|pawnshop|pawn shop)",
            r"(?:wages?|salary|pay|paycheck|benefits) (?:is |are |was |were |being |got )?garnish\w*|"
            r"garnishment",
            r"debt (?:management|relief|repayment|consolidation|settlement) (?:plan|programme|"
            r"program|order)|(?:individual voluntary arrangement|iva)(?![\w-])|chapter (?:7|11|13)(?! of\b)",
            r"(?:bad|poor|damaged|terrible|ruined|low|no) credit(?: history| rating| record)?",
            r"(?:account|debts?|loans?|bills?) (?:went |sent |was sent |is |are )?(?:in|to) "
            r"collections",
            r"pawn(?:ed|ing|s) (?:his |her |their |my |a |an |the )?\w+|pawn ?shops?",
            r"evict(?:ed|ion)(?: notice)?",
            r"back taxes|tax debts?|(?:owes|owing) (?:the )?(?:irs|hmrc|tax office|taxes)",
            r"overdrawn|in the red",
            r"(?:makes|earns|earning|making|paid|takes home|brings in) (?:about |around |over |"
            r"under |roughly |just )?(?:[$£€¥]|rp ?|usd ?|idr ?)?\d[\d.,]*\s?(?:k|m|million|"
            r"juta|thousand|grand|dollars|pounds|euros|rupiah)? (?:a|per|each|every) "
            r"(?:year|month|week|hour|annum)",
            r"(?:six|seven)[- ]figure (?:salary|income)|minimum wage|on a low income|low-income "
            r"(?:household|family)",
            r"(?:has|have|had|with|carries|carrying|owes?|owing) (?:about |around |over )?"
            r"(?:[$£€¥]|rp ?)?\d[\d.,]*\s?(?:k|m|million|juta|thousand|grand)? (?:in|of) "
            r"(?:\w+ )?debts?",
            r"(?:student|credit card|medical|gambling|tax|consumer|personal|household|car) debts?",
            r"(?:gambling|betting) (?:debts?|losses)",
            r"(?:is|am|i['’]m|was|went|are) (?:flat )?broke(?![\w-])",
            r"(?:financial|money) (?:trouble|troubles|difficult(?:y|ies)|hardship|distress|problems|"
            r"worries)",
            r"hardship (?:fund|grant|payment|plan|loan)",
            r"(?:payment|repayment|instal(?:l)?ment) plan (?:with|for) (?:the )?(?:tax office|irs|hmrc|"
            r"bank|lender|council|creditors?|debts?|arrears)",
            r"ccjs?|county court judg(?:e)?ments?",
            # A home or car taken or auctioned by creditors; creditors and bailiffs at the door.
            r"(?:home|house|flat|apartment|property|farm|car|condo)(?: is| was| will be| got| has "
            r"been| is being| was being| is going to be)? (?:\w+ )?(?:auctioned|seized|"
            r"repossessed|foreclosed)(?: off)?(?= by| after| because| for|[.,;]|$)",
            r"(?:bank|lender|mortgage company|creditors?) (?:is |are |has |have )?(?:auctioning|"
            r"seizing|repossessing|foreclosing on|taking back) (?:his |her |their |my |the )?(?:home|"
            r"house|flat|property|car)|sheriff['’]?s sale|(?:foreclosure|repossession|sheriff['’]?s) "
            r"auction",
            r"bailiffs? (?:came|come|visited|visiting|are coming|turned up|took|seized)|(?:visits?|"
            r"letters?|threats?) from (?:the )?bailiffs|(?:chased|hounded|harassed|called) by "
            r"(?:creditors|bailiffs|debt collectors|collection agencies|collectors)|creditors "
            r"(?:keep |are |kept )?(?:calling|chasing|phoning|hounding|ringing)",
            r"(?:has|have|had|with|owes?|carrying) (?:\w+ )?unpaid (?:loans?|debts?|bills|taxes|"
            r"rent|credit cards?|balances?|mortgage)",
            # Borrowing to repay other debts, a home worth less than its loan, payments stopped.
            r"(?:borrow(?:s|ed|ing)?|(?:takes|taking|took|taken) out (?:a |another |new |more )?"
            r"loans?|(?:uses|using|used) (?:one|a|another) (?:credit )?card)(?: money| cash)? to "
            r"(?:pay|repay|cover|service|clear) (?:off )?(?:(?:another|other|older|existing|old|"
            r"previous|the|his|her|their|my) )?(?:\w+ )?(?:loans?|debts?|credit cards?|cards?)"
            r"(?![\w-])|robbing peter to pay paul|(?:is|am|i['’]m|are|was|were|been|fell|fallen|went|"
            r"gone) (?:now |still )?(?:in|into) negative equity|(?:is|am|i['’]m|are|was|been) "
            r"(?:still )?underwater on (?:the |his |her |their |my )?(?:mortgage|home|house|"
            r"car loan)|(?:stopped|stopping|can['’]t "
            r"keep|could(?:n['’]t| not) keep) (?:paying|making) (?:the |his |her |their |my )?"
            r"(?:mortgage|loan|rent|car|credit card|debt)(?: payments| repayments)?(?![\w-])",
        ),
        "religion": (
            r"(?:is|am|a) (?:muslim|christian|catholic|hindu|buddhist|jewish|atheist|protestant)",
            r"prays?",
            r"fasting for ramadan",
            r"converted to",
            r"(?:converting|converts|convert|conversion) to (?:judaism|islam|catholicism|"
            r"christianity|buddhism|hinduism|sikhism|orthodoxy|the (?:catholic|orthodox) church)",
            # Worship practice (GDPR art. 9 "religious or philosophical beliefs").
            r"(?:attends|goes to|went to) (?:mass|church|mosque|temple|synagogue|services?|"
            r"bible study|confession)",
            r"friday prayers?",
            r"sunday (?:mass|service|school)",
            r"(?:keeps|observes) (?:kosher|halal|the sabbath|lent|ramadan)",
            r"fast(?:s|ed|ing)? (?:during|for|on|in|through) (?:the )?(?:ramadan|ramadhan|lent|"
            r"yom kippur|tisha b['’]?av|ekadashi|navratri|karva chauth|ashura|arafah|paryushana|"
            r"holy (?:days|month)|religious (?:days|reasons)|mondays and thursdays)",
            r"(?:hajj|umrah|pilgrimage)",
            r"baptized|baptised",
            r"(?:is|am) (?:religious|devout|observant|an atheist|agnostic)",
            # A faith or denomination named as what the person is or practises.
            r"(?:is|am|i['’]m|as|was|raised|born|became|a|an) (?:a |an )?(?:(?:devout|practi[cs]ing|"
            r"observant|lapsed|non-practi[cs]ing|orthodox|conservative|reform|born-again|"
            r"evangelical|ex-|former) )?(?:muslim|christian|catholic|hindu|buddhist|jew|jewish|"
            r"protestant|sikh|jain|mormon|latter-day saint|jehovah['’]?s witness|quaker|"
            r"evangelical|pentecostal|anglican|episcopalian|lutheran|methodist|presbyterian|"
            r"baptist|adventist|seventh-day adventist|orthodox christian|copt|coptic christian|"
            r"maronite|amish|mennonite|hasidic|haredi|shia|shi['’]?ite|sunni|ahmadi|sufi|salafi|"
            r"zoroastrian|parsi|bah[aá]['’]?[ií]|rastafarian|taoist|shinto|pagan|wiccan|druid|"
            r"scientologist|unitarian|confucian|animist|satanist)s?(?![\w-])",
            r"(?:ex|former)-?(?:muslim|mormon|catholic|christian|jehovah['’]?s witness|evangelical)",
            r"(?:left|leaving|quit|lost) (?:the |his |her |their |my )?(?:church|islam|faith|religion|"
            r"mosque|synagogue)|apostate|apostasy",
            # Garments and marks of a faith, worn by the person.
            r"(?:wears?|wearing|wore|started wearing|put on|puts on|covers? (?:his|her|their|my) "
            r"(?:hair|head) with) (?:an? |the |his |her |their |my )?(?:\w+ )?(?:hijab|headscarf|"
            r"head scarf|niqab|burqa|burka|chador|jilbab|abaya|turban|dastar|patka|kippah|kippa|"
            r"yarmulke|skullcap|tzitzit|sheitel|cross|crucifix|rosary|tilak|bindi|kara|kirpan|"
            r"clerical collar|habit|veil|prayer cap|taqiyah|kufi)(?![\w-])",
            r"(?:hijabi|niqabi)",
            # Diet rules of a faith, kept by the person (decided: kosher, halal, fasting, jhatka
            # are religious data when stated of the user; "vegetarian" alone says nothing of faith).
            r"(?:keeps?|keeping|kept|eats?|eating|only eats|eats only|follows?|following|sticks? to|"
            r"needs?|requires?|strictly|only) (?:a |an |strictly |only |strict )?(?:kosher|halal|"
            r"jhatka|sattvic|jain)(?: (?:food|meals?|meat|diet|only|kitchen|home|restaurants?))?",
            r"(?:kosher|halal)(?:[- ]only| (?:food|meals?|meat) only| diet)",
            r"(?:doesn['’]?t|does not|won['’]?t|never|don['’]?t|cannot|can['’]?t) (?:eat|drink|"
            r"touch) (?:pork|beef|alcohol|meat) (?:for|because of|due to) (?:religious|"
            r"(?:his|her|their|my) (?:faith|religion))",
            r"for religious reasons",
            # Holy days, rites and duties observed.
            r"(?:keeps?|keeping|observes?|observing|celebrates?|celebrating|marks?|breaks? the fast "
            r"(?:of|for)|fasts? for) (?:the )?(?:shabbat|shabbos|sabbath|lent|ramadan|ramadhan|"
            r"eid(?: al-\w+| ul-\w+)?|diwali|deepavali|holi|navratri|vesak|wesak|hanukkah|"
            r"chanukah|passover|pesach|yom kippur|rosh hashanah|sukkot|purim|ash wednesday|"
            r"good friday|easter vigil|vaisakhi|baisakhi|gurpurab|nyepi|galungan|ashura|"
            r"mawlid|the high holidays|holy week)",
            r"(?:gives?|gave|giving|gave) up \w+(?: \w+)? for lent|for lent|during lent",
            r"(?:pays?|paying|paid|gives?|giving|gave) (?:his |her |their |my )?(?:zakat|zakah|"
            r"tithes?|sadaqah|fitrah|dasvandh|tzedakah)|tith(?:es|ing) (?:to|at)|tithing",
            r"(?:reads?|reading|recites?|reciting|studies|studying|memori[sz](?:es|ing)) (?:from )?"
            r"(?:the |his |her |their |my )?(?:quran|qur['’]an|koran|bible|torah|talmud|"
            r"bhagavad gita|gita|guru granth sahib|scriptures?|psalms|gospels?|sutras?|"
            r"daily devotional)",
            r"(?:prays?|praying|prayed|says?|said) (?:the )?(?:rosary|salah|salat|namaz|"
            r"the angelus|novenas?|grace before)",
            r"(?:performs?|performing|offers?|offering|does|doing|reads?) (?:his |her |their |my |"
            r"the |a |daily |morning |evening |nightly )*(?:salah|salat|namaz|wudu|wudhu|ablutions|puja|pooja|aarti|havan|sandhya|"
            r"dhikr|zikr)",
            r"namaz|jumm?ah|jumu['’]ah|tahajjud|tarawee?h|tarawih|suhoor|sehri|sahur|wudu|wudhu",
            r"(?:takes?|took|receives?|received) (?:holy )?communion|first communion|"
            r"confirmation class|(?:bar|bat|b['’]nai) mitzvah|catechism|rcia",
            r"(?:goes|go|went|going|walks?|drives?|attends?|attending|attended|visits?) "
            r"(?:every \w+ )?to (?:the |a |his |her |their |my |\w+ )?(?:gurdwara|mandir|shul|"
            r"kingdom hall|meeting house|chapel|cathedral|pagoda|shrine|parish|masjid|musalla|"
            r"prayer (?:room|hall|meeting|group)|(?:church|mosque|temple|synagogue) "
            r"(?:services?|every|on))",
            r"(?:goes|go|went|going|walks?|drives?) to (?:the |a |his |her |their |my )?(?:mass|"
            r"church|mosque|temple|synagogue)",
            r"(?:church|gospel|temple|synagogue|mosque|parish) (?:choir|band|youth group|"
            r"small group|cell group|retreat|camp|committee|council|volunteer|elder|deacon)",
            r"(?:sings?|singing|plays?|playing|serves?|serving|worships?|worshipping|prays?|praying) "
            r"(?:in|at|for) (?:the |a |his |her |their |my )?(?:local )?(?:church|mosque|temple|"
            r"synagogue|parish|congregation|gurdwara)(?! (?:history|architecture|buildings?|"
            r"renovation|restoration|accounts?|website|finances|records))",
            r"(?:elder|deacon|deaconess|ushers?|ushering|altar server|lay reader|lay minister|"
            r"sunday school teacher|cantor|sacristan|churchwarden|catechist|imam|muezzin|granthi|"
            r"pujari|choir(?: practice| rehearsal)?|youth leader|bible study leader|worship leader) "
            r"(?:at|of|in|for) (?:the |a |an |his |her |their |my |our )?(?:local )?"
            r"(?:[\w'’.-]+ ){0,3}" + _WORSHIP_PLACES + r"(?!['’]s)",
            # Helping, serving or volunteering at a place of worship (not at its coding club:
            # "the church's …"; a temple is also a place name, so not before a street or a bar).
            r"(?:helps?(?: out)?|helping(?: out)?|volunteers?|volunteering|serves?|serving|"
            r"cleans?|cleaning|meets?|gathers?|worships?|worshipping|ushers?) (?:\w+ ){0,2}"
            r"(?:at|in|for) (?:the |a |an |his |her |their |my |our )?(?:local )?(?:\w+ )?"
            + _WORSHIP_PLACES
            + r"(?!['’]s|[\w-]| (?:bar|street|road|station|university|gardens?|court|history|"
            r"architecture|buildings?|renovation|restoration|accounts?|website|finances|records))",
            r"kingdom hall|(?:youth|church|christian|bible|prayer|cell|home|house) fellowship",
            # Mass as a rite ("at mass", "to early mass"), not "mass scale" or "Mass Effect".
            r"(?:at|to|after|before|attends?|attending|attended|hears?|misses|missed) (?:sunday |"
            r"early |evening |morning |daily |midnight |vigil |the )?mass(?=[.,;]|$| (?:on|every|"
            r"each|with|at|in the|before|after|twice|once|daily|weekly|and))",
            # The sabbath kept from sundown to sundown.
            r"sundown to sundown|(?:friday|saturday) (?:sundown|nightfall)|(?:from|after|at|before|"
            r"until|till) sundown (?:on )?(?:friday|saturday)|sundown (?:on )?(?:friday|saturday)",
            r"(?:hajj|umrah|pilgrimage)",
            r"bible study|prayer group|prayer meetings?|(?:house|home) church",
            # The abstinence and fasts of a holy season kept by the person (recipes for Lent are
            # a cook's work): no meat on its Fridays, something given up or a fast kept in it.
            r"(?:meat|flesh) on (?:good friday|ash wednesday|fridays? (?:in|during|of|for|through|"
            r"throughout) lent)|(?:abstains?|abstaining|abstained|gives? up|gave up|giving up|"
            r"skips?|skipping|avoids?|avoiding|fasts?|fasting|fasted|no) (?:from )?(?:\w+ )?"
            r"(?:\w+ )?(?:in|throughout|through|over) lent(?![\w-])|(?:keeps?|keeping|observes?|"
            r"observing) (?:the )?lenten (?:fast|abstinence|discipline)|(?:breaks?|breaking|broke) "
            r"(?:the |his |her |their |my )?fast (?:at|after|with) (?:sunset|sundown|dusk|maghrib|"
            r"iftar)",
            # The sabbath kept as a day of rest: work, travel or screens refused on it.
            r"(?:doesn['’]t|does not|don['’]t|do not|won['’]t|will not|never|can['’]t|cannot) "
            r"(?:\w+ ){1,3}(?:on|during|over) (?:the )?(?:sabbath|shabbat|shabbos)(?![\w-])|"
            r"(?:rests?|resting|offline|unplugs?|unplugged) (?:on|for|during|over) (?:the )?"
            r"(?:sabbath|shabbat|shabbos)|(?:no|avoids?) (?:\w+ ){0,2}(?:on|during) (?:the )?"
            r"(?:sabbath|shabbat|shabbos)|shomer (?:shabbat|shabbos)|sabbath[- ]keep(?:ing|er)|"
            r"sabbatarian",
            # Belief or unbelief in a god stated of the person ("a believer in unit tests" is none).
            r"(?:doesn['’]t|does not|don['’]t|do not|never|no longer|stopped) believ(?:e|ed|ing) in "
            r"(?:god|gods|a god|any god|allah|jesus|religion|an afterlife|the afterlife|heaven)"
            r"(?![\w-])|(?:believes?|believed|believing) in (?:god|allah|jesus(?: christ)?|christ|"
            r"the afterlife|an afterlife|reincarnation|the resurrection|the holy spirit|the "
            r"trinity)(?![\w-])|(?:is|am|i['’]m|was) (?:a )?(?:believer|non-?believer|god-fearing|"
            r"spiritual but not religious)(?![\w-]| in)",
            # A mission served for a church, and tithing as a verb.
            r"(?:served|serving|serves|went on|goes on|going on|returned from|back from|left for|"
            r"leaves for|leaving for|called to serve|on) (?:an? |his |her |their |my )?(?:two-year |"
            r"\w+ )?(?:lds |mormon |church |religious |faith |gospel )?mission(?: trip)?s?(?: to "
            r"[\w-]+)? (?:for|with|through) (?:the |his |her |their |my |our )?(?:local )?(?:lds "
            r"church|mormon church|church|parish|congregation|youth group|mosque|temple)(?!['’]s|[\w-])|"
            r"returned "
            r"missionary|(?:is|am|i['’]m|was|as) (?:an? )?(?:lds |mormon |church |christian )?"
            r"missionary(?![\w-])",
            r"tithes (?:\d+ ?%|\d+ percent|ten percent|a tenth|(?:his|her|their|my) (?:income|"
            r"salary|wages|earnings|pay))|tithed",
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
            r"tibetan|maori|pacific islander|mixed[- ]race|biracial|"
            # … peoples of Indonesia, China and elsewhere named as what the person is
            r"peranakan|hakka|hokkien|teochew|minang(?:kabau)?|bugis|buginese|madurese|betawi|"
            r"acehnese|ambonese|papuan|torajan|sasak|minahasan|zhuang|manchu|hui muslim|miao|ashkenazi|"
            r"sephardi|sephardic|mizrahi|kurd|kurdish|pashtun|hazara|baloch|amazigh|"
            r"bedouin|rohingya|hmong|inuit)(?![\w-])",
            r"(?:black|white|brown) (?:woman|women|man|men|person|people|family|american|british)",
            r"(?:ancestry|heritage|ancestors) (?:is|are|from)",
            # Descent, family and community of a named people; hyphenated and mixed origins.
            r"(?:of|with) (?:\w+[- ])?\w+ (?:descent|ancestry|heritage|extraction|roots|parentage)",
            r"(?:is|am|i['’]m|are|was|born|family is|parents are) (?:an? )?(?:half|part|quarter|"
            r"mixed)[- ]" + _ORIGINS + r"(?![\w])",
            r"(?:is|am|i['’]m|are|was|born|family is|parents are) (?:an? )?(?:\w+-)?"
            + _ORIGINS
            + r"-(?:american|british|canadian|australian|indonesian|chinese|malaysian|"
            r"singaporean|dutch|french|german)(?![\w-])",
            _ORIGINS + r" (?:descent|ancestry|heritage|roots|diaspora|parentage|bloodline)",
            r"(?:grew up|raised|born) (?:in|into) (?:an? |the )?(?:\w+[- ])?"
            + _ORIGINS
            + r" (?:family|household|community|neighbou?rhood|enclave)",
            r"(?:part|member|members) of (?:the |a )?(?:local )?"
            + _ORIGINS
            + r" (?:community|diaspora|minority)",
            r"(?:person|people|woman|women|man|men) of colou?r|(?:poc|bipoc)(?![\w-])",
            r"(?:mixed[- ](?:race|heritage|ethnicity)|biracial|multiracial|ethnic minority)",
            r"(?:first|second|third|1st|2nd|3rd)[- ]generation (?:immigrant|migrant|\w+[- ]"
            r"(?:american|british|canadian|australian))",
            r"(?:immigrated|emigrated|migrated|fled) (?:here |to \w+ )?(?:as a "
            r"(?:child|refugee|teenager|baby) )?from",
            r"(?:parents|family|grandparents|ancestors|mother|father|mum|dad|forebears) "
            r"(?:came|come|emigrated|immigrated|migrated|fled|hail|hails|are originally|were "
            r"originally|originally came) (?:over )?from",
            r"(?:is|am|i['’]m) (?:an? )?(?:immigrant|refugee|asylum seeker|migrant)(?![\w-])",
            # Clans, tribes and customary communities; a family's migration told as its history.
            r"(?:belongs? to|born into|descends? from|descended from|comes? from) (?:the |a |an )?"
            r"(?:[\w'’-]+ ){0,2}(?:clan|tribe|iwi|hap[uū]|first nation)(?![\w-])",
            r"(?:member|members|part) of (?:the |a |an |one )?(?:[\w'’-]+ ){0,2}(?:tribe|iwi|"
            r"hap[uū]|first nation|(?:indigenous|aboriginal|native|tribal|customary|adat) "
            r"(?:community|group|people|nation))(?![\w-])",
            r"(?:parents|family|grandparents|great-grandparents|ancestors|forebears|mother|father|"
            r"mum|dad|grandfather|grandmother) (?:came|arrived|sailed) (?:over )?(?:on|aboard) "
            r"(?:the |a )?\w+|windrush generation",
            _ORIGINS + r" (?:immigrants?|migrants?|refugees?|asylum seekers?)",
            r"(?:family|parents|grandparents|mother|father|mum|dad|we|they) (?:fled|escaped) "
            r"(?:from )?(?:the )?\w+",
            # Ethnic descent stated outright: "ethnically …", an ethnic group one is of.
            r"(?:is|am|i['’]m|was|are|born|family is|parents are) ethnically \w+|(?:is|am|i['’]m|"
            r"was) (?:an )?ethnic (?!minority)\w+(?: by (?:birth|descent))?(?=[.,;]|$| (?:and|but|"
            r"who|so|from|on))",
            # Caste and descent communities (UU PDP and GDPR: racial or ethnic origin): a caste
            # named as the person's, or a caste certificate ("caste discrimination" is a topic).
            r"(?:is|am|i['’]m|was|are|born|family is|parents are|(?:is|am|i['’]m|was) an?|(?:is|am|"
            r"i['’]m|comes?|came) from an?|born into an?) (?:\w+ )?(?:dalit|brahmin|kshatriya|"
            r"vaishya|shudra|sudra|burakumin|adivasi|bahujan|savarna|avarna)s?(?![\w-]|['’]s| (?:rights|"
            r"literature|studies|history|politics|movement|issues|writers?|activis\w+|scholars?|"
            r"organi[sz]ations?))",
            r"(?:belongs? to|belonging to|born into|(?:comes?|came|is|am|i['’]m|was) from|(?:is|am|"
            r"i['’]m|was) of) (?:the |a |an )?(?:\w+[- ])?caste(?![\w-]| (?:system|discrimination|"
            r"hierarchy|politics|census|violence|based|quotas?|reservations?))|(?:scheduled|"
            r"backward|upper|lower|oppressed|dominant) (?:caste|castes|tribe|tribes) (?:category|"
            r"certificate|status|quota|family|background|member)|other backward class(?:es)? "
            r"(?:category|certificate|status|quota)|"
            r"(?:his|her|their|my|family['’]s) caste(?![\w-])|caste (?:certificate|status|"
            r"background|identity|surname)|(?:obc|sc/st|sc|st) (?:category|quota|certificate)|"
            r"(?:is|am|i['’]m|was|born) (?:an? )?(?:upper-caste|lower-caste|caste) hindu",
            # Membership of a Native nation or tribe, by name or by enrolment (working with a
            # nation is work).
            r"(?:(?:an? |the )(?:enrolled |registered |tribal )?(?:member|citizen)|enrolled|"
            r"registered) (?:in|of|with) (?:the )?"
            + _NATIONS
            + r"(?: (?:nation|tribe|band|people|community))?(?![\w-])|(?:is|am|i['’]m|born|family "
            r"is|parents are) (?:an? )?" + _NATIONS + r"(?![\w-])|(?:is|am|i['’]m|an?|as an?) "
            r"(?:enrolled |registered )?tribal (?:member|citizen)|(?:his|her|their|my|has a) "
            r"tribal (?:id|id card|card|enrol(?:l)?ment|membership|citizenship)|status indian|"
            r"certificate of (?:degree of )?indian blood",
            # Travellers as a people ("a frequent traveller" is none).
            r"(?:irish|scottish|romany|romani|gypsy) travell?ers?|(?:from|born into) a travell?er "
            r"(?:family|community)|(?:is|am|i['’]m) a travell?er by (?:birth|descent|heritage)",
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
            # Campaigning, donating, registering with a party; movements and stances.
            r"(?:phone[- ]?bank\w*|door[- ]?knock\w*|leaflet\w*|canvass\w*|fundrais\w*|"
            r"campaign\w*|stump\w*|organi[sz]\w*|rall(?:y|ies|ied|ying)) (?:for|with|against) "
            r"(?:the |a )?" + _PARTIES + r"s?(?![\w-])",
            r"(?:donates?|donated|donating|gives?|gave|contributes?|contributed) (?:money |monthly |"
            r"\S+ )?to (?:the |a )?(?:\w+ )?(?:party|campaign|candidate|pac|super pac)",
            r"registered (?:as an? )?(?:democrat|republican|independent|libertarian|green|"
            r"labou?r|conservative)",
            r"(?:is|am|a|an|as an?) (?:\w+ )?" + _PARTIES + r" (?:voter|supporter|member|activist|"
            r"volunteer|donor|councillor|councilor|candidate|delegate|loyalist)s?",
            r"(?:supports?|supported|backs?|backed|votes?|voted|voting|vote for) "
            + _PARTIES
            + r"(?![\w-])",
            r"(?:brexiteer|remainer|leaver|maga|never-?trumper|proud boys?|antifa|"
            r"tea party (?:movement|members?|supporters?|activists?|caucus)|"
            r"black lives matter|blm|extinction rebellion|just stop oil|occupy movement)(?![\w-])",
            r"(?:is|am|i['’]m) (?:a |an )?(?:strongly |firmly |staunchly )?(?:pro-life|pro-choice|"
            r"anti-abortion|pro-abortion|pro-gun|anti-gun|anti-immigration|pro-immigration|"
            r"zionist|anti-zionist|monarchist|anti-monarchist|royalist|feminist|marxist|maoist|"
            r"fascist|leftist|rightist|centrist|socialist|communist|libertarian|anarchist|"
            r"nationalist|separatist|(?:left|right)-(?:wing|leaning))(?![\w-])",
            # Words of politics that also describe a style ("a conservative approach"): only
            # where the clause ends on them, or with "politically".
            r"(?:is|am|i['’]m) (?:a |an )?(?:conservative|liberal|progressive|republican|"
            r"democrat|tory|labou?r)(?=[.;,]|$| (?:and|but|who|voter|supporter))",
            r"politically (?:conservative|liberal|progressive|left|right|active|engaged|"
            r"moderate|radical|centrist)",
            r"(?:is|am|i['’]m|an?|as an?) (?:\w+ )?(?:rights |climate |environmental |political |"
            r"animal rights |peace |anti-war |union |labou?r |student |human rights )?activist",
            r"card-carrying|party delegate|delegate (?:at|to) the \w+ (?:convention|congress)",
            # Canvassing, leafleting and volunteering for a party or a candidate (not a flyer of
            # a bakery, nor a door knocked for a charity).
            r"(?:canvass\w*|door[- ]?knock\w*|knock\w* on doors|leaflet\w*|hands? out (?:leaflets|"
            r"flyers|pamphlets)|handing out (?:leaflets|flyers|pamphlets)|handed out (?:leaflets|"
            r"flyers|pamphlets)|phone[- ]?bank\w*|campaign\w*|volunteer\w*|fundrais\w*) "
            r"(?:door to door |door-to-door |every \w+ |on \w+ |at \w+ )?(?:for|with) (?:the |a |an |"
            r"his |her |their |my |our |local )?(?:\w+ )?(?:party|candidate|campaign|mp|mep|"
            r"councillor|councilor|senator|congressman|congresswoman)(?![\w-]| (?:planning|"
            r"committee|games?|decorations?|food|supplies|bus|venue))",
            r"(?:canvass\w*|door[- ]?knock\w*|knock\w* on doors|leaflet\w*|hands? out (?:leaflets|"
            r"flyers)|volunteer\w*|councillor|councilor|candidate|organi[sz]er|agent|delegate|"
            r"treasurer|secretary|chair(?:man|woman|person)?|officer|activist|member|mp|mep) "
            r"(?:door to door |door-to-door )?(?:for|of|with|in) (?:the |a )?(?:local )?"
            + _PARTIES
            + r"(?: part(?:y|ies)|s(?![\w-])|(?=[.,;]|$))",
            r"(?:branch|local|constituency|ward|youth) (?:secretary|chair\w*|treasurer|officer|"
            r"organi[sz]er) (?:of|for) the (?:\w+ ){1,2}party(?! (?:planning|committee|games?))",
            r"(?:ran|runs|running|stood|stands|standing) (?:for|as (?:a|an|the)) (?:city |town |"
            r"county |district |local |state |the )?(?:council|office|mayor|parliament|congress|"
            r"senate|assembly|election|\w+ candidate)",
            r"signed (?:a |the )?petition (?:against|for|to|calling)",
            r"(?:marched|marches|marching|protested|protests|protesting|demonstrated|"
            r"demonstrating|rallied) (?:in|at|against|for|with|outside) (?:the |a )?(?:\w+ )?"
            r"(?:\w+ )?(?:strike|protests?|march|rally|demonstration|government|president|war|"
            r"regime|parliament|embassy|law|bill|election|police)",
            r"(?:joined|joins|joining|attends?|attended|attending|went to|goes to|took part in|"
            r"takes part in) (?:a |the )?(?:\w+ )?(?:\w+ )?(?:protests?|rally|rallies|"
            r"demonstrations?|marches|march against|sit-ins?|vigils? for|strikes?|walkouts?|"
            r"picket(?: line)?s?)",
            r"(?:climate|general|school|hunger|national|teachers['’]?|nurses['’]?|rail) strikes?",
            r"(?:went|goes|going|is|are|was|were|been) on strike|strike action|picket(?:ing|ed)? "
            r"(?:line|outside|at)|picket lines?",
            # Trade-union membership and office (GDPR art. 9 names it).
            r"union (?:rep(?:resentative)?|steward|organi[sz]er|dues|card|branch|official|"
            r"delegate|activist|convenor|meetings?)|shop steward|"
            r"(?:joined|joins|joining|left) (?:a |the )?(?:trade |labou?r |teachers['’]? |nurses['’]? )?"
            r"union|unioni[sz]ed|unionising|unionizing",
            r"(?:active|involved|organi[sz]ing|a member|members|a steward|a rep|a delegate) in "
            r"(?:a |the |his |her |their |my |our )?(?:[\w'’]+ ){0,2}(?:union|union branch)",
            r"member of (?:a |the |his |her |their |my )?(?:[\w'’]+ ){1,2}" + _TRADE_UNION,
            r"(?:women['’]s|climate|pride|peace|anti-war|freedom|solidarity|protest|civil rights|"
            r"people['’]s|general strike|may day) march(?:es)?",
            # A trade union by name, joined, belonged to or served.
            r"(?:member of|members of|joined|joins|joining|rejoined|belongs? to|rep for|steward "
            r"for|organi[sz]er for|organi[sz]es for|organi[sz]ing for|delegate (?:for|to)|pays "
            r"dues to|paying dues to|(?:is|am|i['’]m) in) (?:the )?"
            + _UNIONS
            + r"(?![\w-]| (?:documentary|"
            r"film|archives?|history|building|headquarters|website))",
            # Office in a union, its branch or its committee (a students', a credit or the
            # European union is no trade union).
            r"(?:secretary|chair(?:man|woman|person)?|president|vice[- ]president|treasurer|"
            r"officer|organi[sz]er|delegate|convenor|representative|steward|committee member|on "
            r"the (?:\w+ )?(?:committee|executive|board|council)) (?:of|for|in|at|on) (?:the |a |"
            r"an |his |her |their |my |our )?(?:local )?(?:[\w'’-]+ ){0,2}"
            + _TRADE_UNION
            + r"(?:['’]s)?(?: branch| local| chapter| chapel| executive| committee)?(?![\w-]| "
            r"(?:square|station|street|jack|pacific|army|college|bank|county|city|hall))|"
            + _TRADE_UNION
            + r" (?:executive|"
            r"committee|negotiating team|bargaining team|local|chapter|chapel|president|"
            r"secretary|treasurer|chair(?:man|woman|person)?|leadership|elections?|strike fund|"
            r"caucus)(?![\w-])|(?:member|president|officer|secretary|treasurer|steward|rep) (?:of|"
            r"in|for|at) (?:the )?(?:\w+ )?local \d+(?:bj)?(?![\w-]| (?:a[- ]?side|stores?|shops?|"
            r"branches|offices|schools?|teams?|clubs?|sites?))",
            # Joining a party, paying its dues, a party's youth organisation (parties of a
            # birthday are none).
            r"(?:joined|joins|joining|rejoined|left|quit|expelled from|resigned from) (?:the )?"
            r"(?:\w+ )?"
            + _PARTIES
            + r" party|(?:pays?|paying|paid) (?:his |her |their |my )?party "
            r"(?:dues|subscriptions?|membership fees?)|party (?:dues|card[- ]holder)|(?:is|am|"
            r"i['’]m|an?|as an?) (?:\w+ )?party cadre|(?:member of|members of|joined|joins|"
            r"joining|in|active in|belongs? to|president of|chair of|secretary of) (?:the |a |"
            r"his |her |their |my )?(?:local |university |college |campus )?(?:communist youth "
            r"league|young pioneers|komsomol|young (?:labou?r|conservatives|republicans|democrats|"
            r"greens|liberals|socialists)|college (?:republicans|democrats)|youth wing of the "
            r"\w+(?: \w+)? party)(?![\w-])",
            # Partisan roles on an election day (a non-partisan poll worker is none).
            r"(?:poll(?:ing)?(?: station)? (?:watcher|agent|observer|witness|monitor)|precinct "
            r"(?:captain|chair|committee(?:man|woman|person|member)?)|block captain|election "
            r"(?:agent|observer)|counting agent) (?:for|with|of|representing) (?:the |a |an )?"
            r"(?:local )?(?:\w+ )?(?:party|candidate|campaign|" + _PARTIES + r"s?)(?![\w-])|"
            r"(?:is|am|i['’]m|an?|as an?) (?:\w+ )?precinct (?:captain|committee(?:man|woman|"
            r"person))",
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
            # A partner of the same gender: the memory's subject is the user, so "his husband"
            # or "her wife" states the user's orientation.
            r"(?:his|him and his|he and his) (?:husband|boyfriend|fianc[eé](?!e)|male partner)",
            r"(?:her|she and her) (?:wife|girlfriend|fianc[eé]e|female partner)",
            r"two (?:women|men|girls|guys|ladies|females|males|brides|grooms)\b.{0,40}"
            r"\b(?:couple|partners|married|dating|wives|husbands|girlfriends|boyfriends|together)",
            r"(?:wife|husband) and (?:i|me) are both (?:women|men)|both (?:women|men) in "
            r"(?:the|our) relationship",
            r"(?:boyfriend|girlfriend|partner|husband|wife|fianc[eé]e?) and (?:i|me|he|she|they) "
            r"(?:are )?(?:both )?(?:\(both )?(?:guys|men|women|girls|lesbians|gay)",
            # Community, events and apps of sexual minorities.
            r"pride (?:march|parade|month|events?|festival|flag|week|celebrations?|party)|"
            r"(?:goes|go|went|going|marched|marches|attends?|attended) (?:to |at |in )?pride"
            r"(?![\w-]| in)",
            r"(?:grindr|scruff|hornet app|jack['’]?d|her app|blued|lex app|taimi)",
            r"(?:gay|lesbian|queer|lgbt\w*\+?|trans|drag) (?:bars?|clubs?|scene|nightlife|"
            r"community|choir|group|sports team|football team|book club|support group|"
            r"youth group|centre|center|events?|saunas?|cruise)",
            r"same-sex|gay (?:man|men|woman|women|couple|dad|dads|parents?)",
            # Gender identity, transition and its care.
            r"(?:is|am|i['’]m|has been|have been|started|began|begun|finished) "
            r"(?:medically |socially )?transitioning(?! (?:to|from|into|between|out|away|off|"
            r"the|a|our|his|her|their|teams?|roles?|jobs?|careers?))",
            r"(?:medical|social|gender) transition|transitioned (?:medically|socially|"
            r"genders?|\w+ (?:years?|months?) ago|in \d+|at \d+)",
            r"(?:gender|sex)[- ](?:affirming|reassignment|confirmation) (?:surgery|care|"
            r"treatment|hormones?)|top surgery|bottom surgery|facial feminisation|"
            r"facial feminization|ffs surgery",
            r"(?:uses|use|goes by|go by|prefers|prefer|with) (?:the )?(?:pronouns )?"
            r"(?:they/them|she/her|he/him|she/they|he/they|xe/xem|ze/zir|ze/hir|it/its)",
            r"(?:pronouns are|pronouns:) \w+",
            r"deadnam\w+|(?:assigned|amab|afab|designated) (?:male|female) at birth|amab|afab|"
            r"gender dysphoria|gender identity clinic|gender clinic|genderfluid|gender-fluid|"
            r"agender|two-spirit|trans(?:sexual|masc\w*|fem\w*)|ftm|mtf|trans (?:guy|girl|"
            r"boy|kid|teen|people|community|rights)",
            r"(?:is|am|i['’]m|identif(?:y|ies) as|came out as|out as) (?:a |an )?(?:bi|ace|aro|"
            r"aromantic|demiromantic|heterosexual|homosexual|trans|bi-curious|bicurious|"
            r"questioning|sapphic|mlm|wlw|gay|lesbian|queer|dyke|fag|femme|butch|twink|bear|"
            r"(?:gay|bi|trans|queer|lesbian) (?:man|woman|guy|girl|person))(?![\w-])",
            r"(?:sexual|romantic) (?:orientation|identity|partners?|preferences?|history|"
            r"experiences?)",
            # Who the person dates, is into or sleeps with; being out, closeted or LGBTQ.
            r"(?:is|am|i['’]m|are) (?:only |mostly |exclusively )?into (?:men|women|guys|girls|"
            r"dudes|both|both men and women|other (?:men|women|guys|girls))(?![\w-])",
            r"(?:dates|dating|dated|has dated|only dates|sleeps with|slept with|hooks up with) "
            r"(?:only )?(?:men|women|guys|girls|both men and women|other (?:men|women))(?![\w-])",
            r"msm|men who have sex with men|women who have sex with women",
            r"(?:is|am|i['’]m) (?:openly |fully |not )?out (?:at work|to (?:the |his |her |their |"
            r"my )?(?:family|parents|friends|colleagues|coworkers|everyone|boss|team))",
            r"closeted|(?:is|am|i['’]m) (?:an? )?(?:lgbt\w*\+?|part of the lgbt\w*\+? community)|"
            r"(?:member|part) of the (?:lgbt\w*\+?|queer|gay|lesbian|trans|bi) community",
            # Sex life (GDPR art. 9): relationship forms, practices, sex work.
            r"polyamor\w+|(?:open|non-monogamous|poly|polyamorous) (?:relationship|marriage)|"
            r"polycules?|metamours?|nesting partners?|ethically non-monogamous|"
            r"(?:has|have|with|dating|dates) (?:two|three|multiple|several) (?:boyfriends|"
            r"girlfriends|romantic partners)|two (?:dads|mums|moms|daddies|mommies|fathers|"
            r"mothers)(?![\w-])|"
            r"swingers?|swinging couple|kinky|bdsm|fetish(?:es)?|sex work(?:er)?|escort(?:ing)? "
            r"work|(?:is|am|still) (?:a )?virgin(?![\w-])|celibate|celibacy|sexually active|"
            r"sexual partners?|one-night stands?|hook-?ups? (?:with|on)|(?:erectile|sexual) "
            r"dysfunction|libido",
            # A legal change of gender, on papers or by certificate (gender identity).
            r"(?:changed|changing|updated|updating|corrected|correcting) (?:his|her|their|my) "
            r"(?:legal )?(?:gender|sex) (?:marker|on (?:his |her |their |my |the )?(?:passport|id|"
            r"licen[cs]e|driving licen[cs]e|birth certificate|documents|papers))|gender "
            r"recognition certificate|(?:his|her|their|my) legal gender change",
        ),
    },
    sensitive_topical=joined(
        {
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
                # Conditions named alone: the person's own, unless the text is about work.
                _CONDITION_NAMES,
                r"surgery|surgeries|operation on (?:his|her|their|my) \w+",
                r"(?:counsell?ing|physio|chemo|radiotherapy|infusions?|transfusions?|rehab)",
                # … detox of a body, not of screens or a juice diet (\x20: see _TRADE_UNION)
                r"(?<!digital\x20)(?<!juice\x20)(?<!screen\x20)(?<!phone\x20)(?<!dopamine\x20)"
                r"(?<!sugar\x20)detox(?! (?:tea|juice|diet|smoothie|cleanse|bath|plan|from (?:social|"
                r"screens?|phones?|tech|e-?mail|work|news)))",
                r"(?:menopaus\w*|perimenopaus\w*|post-?partum|post-?natal|ante-?natal|pre-?natal|"
                r"breast-?feeding|contracepti(?:on|ves?)|birth control|fertility|pregnancy)",
                r"(?:hospitals?|clinics?|wards?|hospices?) (?:stays?|visits?|appointments?)",
                r"(?:pain|fertility|methadone|sexual health|std|sti|hiv|memory|diabetes|dialysis|"
                r"gender|ivf|addiction|eating disorders?|mental health|cancer|sleep) (?:clinic|centre|"
                r"center|unit|ward|service)s?",
                r"(?:wheelchairs?|hearing aids?|crutches|prosthe(?:sis|tics?)|walking stick)(?!-)",
                r"(?:sick|medical|disability|maternity) leave",
                r"(?:blood (?:sugar|pressure|glucose)|glucose levels?|cholesterol)",
                r"(?:sober|sobriety|addict(?:ion|ed)?|alcoholic|relapsed?)",
                # Procedures, events and crises named alone: the person's, unless a work frame holds.
                r"gastric (?:sleeve|band|balloon|bypass)|sleeve gastrectomy|lap[- ]?band|bariatric|"
                r"overdoses?|relapses|transplant (?:list|waiting list)|amputations?|"
                r"suicide attempts?",
                # … but not the users a product is made for ("colour-blind users", "deaf-friendly").
                r"(?:deaf|blind|colou?r[- ]?blind|dyslexic|autistic|neurodivergent|wheelchair)"
                r"(?!-| (?:users?|people|persons|viewers|readers|customers|visitors|players|patients|"
                r"students|pupils|children|kids|employees|staff|community|communities|mode|palettes?|"
                r"friendly|safe|accessible|access|spaces?|ramps?|charts?))",
            ),
            "criminal": (
                r"prisons?|jails?|inmates?",
                r"probation" + _JOB_TRIAL,
                r"parole",
                r"arrests?|arrested",
                r"(?:court|trial|sentencing) (?:date|hearing|case)",
                r"convictions?",
                # A defendant, a court appearance or a charge named alone.
                r"due in court|court appearances?|arraign(?:ed|ments?)|indict(?:ed|ments?)",
            ),
            "finance": (
                r"arrears",
                r"bailiffs?",
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
                r"temple(?! (?:architecture|photos?|photography|ruins|tours?|run|bar|street))",
                r"muslim",
                r"christian",
                r"worship",
                r"prayers?",
                r"synagogue",
                # (Feasts many celebrate as culture, such as eid, diwali or christmas, are left out.)
                r"(?:parish|congregation|gurdwara|ramadan|ramadhan|shabbat|sabbath|halal|kosher|iftar|"
                r"hijab|niqab|burqa|kippah|yarmulke|turban|rosary|scripture|bible|quran|qur['’]an|"
                r"koran|torah|pilgrims?)",
                r"lenten|missionar(?:y|ies)",
            ),
            "political": (
                r"politic(?:s|al)",
                r"elections?",
                # A party of politics, not a birthday or a third party.
                r"(?:political|opposition|ruling|governing|\w+ wing) part(?:y|ies)",
                _PARTIES + r" part(?:y|ies)",
                r"party (?:politics|members?|membership|line|leader(?:ship)?|conference|convention|"
                r"congress|platform|manifesto|card|cadres?|officials?|candidates?|affiliation)",
                r"vot(?:e|es|ed|ing)",
                r"ballot",
                r"campaign(?:s|ed|ing)? for",
                r"opposition",
                r"(?:trade|labou?r) unions?|precinct captain|poll watchers?",
            ),
            "ethnicity": (
                r"ethnic(?:ity)?",
                r"race",
                r"racial",
                r"caste(?:s|ism)?|dalits?|adivasis?|burakumin|tribal (?:enrol(?:l)?ment|membership|"
                r"citizenship)|blood quantum",
            ),
            "sexuality": (r"sexual(?:ity)?", r"lgbt\w*"),
        },
        INDIRECT,
        INDIRECT_MORE,
    ),
    body_parts=(
        r"(?:left |right |both )?(?:arms?|legs?|knees?|shoulders?|wrists?|ankles?|hips?|elbows?|"
        r"fingers?|thumbs?|feet|foot|spine|spinal cord|neck|jaw|lungs?|heart|kidneys?|eyes?|"
        r"eyesight|ears?|"
        r"hearing|vision)",
    ),
    impairments=(
        r"can(?:no|['’])t (?:lift|walk|stand|bend|grip|hold|hear|see|use|move|feel|run|type)",
        r"(?:unable|struggles?) to (?:lift|walk|stand|bend|grip|hold|hear|see|use|move|feel|run)",
        r"injur(?:y|ies|ed)",
        r"surger(?:y|ies)",
        r"operated on",
        r"implants?",
        r"stimulators?",
        r"(?:metal )?(?:plates?|pins?|screws?|rods?)",
        r"numb(?:ness)?",
        r"paraly[sz]ed",
        r"(?:chronic )?pain",
        r"no (?:strength|feeling)",
        r"brace",
        r"strain(?:s|ed)?",
        r"sprain(?:s|ed)?",
        r"flares? up",
        r"flare-ups?",
        r"ach(?:e|es|ing)",
        # Not "sore" alone: it is Indonesian for afternoon ("jalan kaki sore hari").
        r"(?:is|are|gets?|feels?|still) sore",
        r"soreness",
        r"(?:problems?|issues?|conditions?)",
    ),
    other_person=(
        r"(?:my|his|her|their|user'?s|the user'?s|\w+'s) (?:wife|husband|spouse|partner|girlfriend|"
        r"boyfriend|mother|mom|mum|father|dad|parents?|son|daughter|kids?|child(?:ren)?|brother|"
        r"sister|siblings?|boss|manager|supervisor|colleagues?|coworkers?|co-workers?|friends?|"
        r"neighbou?rs?|cousin|uncle|aunt|grand(?:mother|father|parents?)|in-laws?|assistant|"
        r"secretary|team ?mate|head of (?:department|(?:the )?team|\w+)|department head|"
        r"team ?lead(?:er)?|line manager|director|mentor|roommate|flatmate|landlord|landlady|"
        r"fianc[ée]e?|doctor|therapist|nanny|classmate)",
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
        # Not the adjective of "state law", "state rules" (a law of a place, not its verb).
        r"states?(?! (?:laws?|rules|regulations|legislation|statutes?)\b)",
        r"stipulates?",
        r"specif(?:y|ies)",
        r"sets? out",
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
    permission_words=(
        r"(?:not |n['’]t )?(?:allowed|permitted|forbidden|prohibited|banned|illegal|legal) to",
        r"(?:is|are|isn['’]t|aren['’]t)(?: not)? (?:allowed|permitted|forbidden|prohibited|banned)",
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
        # Knowledge or hearsay is the user's claim too: "heard that the deposit is theirs". Not
        # "that" as a determiner ("read that contract", "heard that podcast on the GDPR").
        # Third person or past only: "remember that I work on …" is an instruction.
        r"(?:knows|knew|heard|(?:has |had |was |were )?(?:been )?told|reads|read|remembers|"
        r"learn(?:ed|t)|is (?:sure|certain|positive)) that(?! (?:document|passage|source|"
        r"polic(?:y|ies)|contracts?|report|manual|article|clause|section|law|act|lease|book|"
        r"page|e-?mail|post|thread|podcast|episode|talk|lecture|story|interview|show|video|"
        r"firm|case|rule)s?\b)",
        # Not a read or a hearing of something ("reads plenty of case law", "heard about the
        # new act"): that is what the user does, not what the user holds the law to be.
        r"i (?:(?:heard|read)(?! (?:a lot|lots|plenty|much|most|some|all|a bunch|about|up on|"
        r"through|widely|daily|every)\b)|was told|know that|remember that)",
        r"(?:apparently|supposedly|reportedly|rumou?r has it|word is)",
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
        # where answers come from ("trusts peer-reviewed sources"), not a source credited
        r"(?:prefers?|trusts?|wants?|likes?|relies on|only reads|reads) (?:[\w'’-]+ ){0,4}?sources?",
    ),
    work_frame=(
        # Making software for someone: the user's work.
        r"(?:build|buil[dt]|mak|writ|cod|migrat|mov|(?:re)?design)\w* (?:[\w'’-]+ ){0,10}?(?:app|website|web app|"
        r"site|dashboard|database|bot|plugin|script)s?\b",
        r"asks? about",
        r"asking about",
        # writing or researching a thesis, a paper, an article: work, whatever it is about
        r"(?:writ|draft|prepar|research|produc|edit|publish)\w* (?:an? |the |my )?(?:[\w-]+ )?"
        r"(?:thesis|theses|dissertations?|papers?|articles?|essays?|documentar(?:y|ies)|podcasts?)",
        # editing, supplying and taking orders are work too, whatever they are about or for
        r"edit(?:s|ing)?",
        r"suppl(?:ies|ied|ying)",
        r"(?:takes?|taking|gets?|getting|receives?|receiving) (?:\w+ )?orders?",
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
        # Not the noun of a permit or a rule ("building permit", "building regulations").
        r"build(?:s|ing)?(?! (?:permits?|regulations?|control|consent|codes?|societ(?:y|ies)))",
        r"develop(?:s|ing)?",
        r"designs?",
        r"maintains?",
        r"manag(?:es|ing)",
        r"runs?",
        r"audits?",
        r"interested in",
        # Work done on a topic for others (teaching, analysis, design, handling cases or claims).
        r"handl(?:es|ing)",
        # A job done for an organization ("does the payroll for a school").
        r"does (?:the |all the )?(?:[\w-]+ing|books|accounts|payroll|admin|it|hr|marketing|"
        r"taxes|rota|schedules?|website) for (?:a|an|the|several|two|three)",
        r"teach(?:es|ing)",
        r"lectures? on",
        r"analy[sz](?:es|ing)",
        r"sells|selling",
        r"designs|designing",
        r"develops|developing",
        r"audits|auditing",
        r"focus(?:es)? on",
        r"specialis(?:es|izes) in",
        r"specializes in",
        r"compliance",
        r"team",
        # a trade's or a supplier's work on a site or for a customer: verbs only, for the noun of
        # a trade is a party of the law too ("a contractor must …")
        r"restor(?:es|ing)|repairing|install(?:s|ing)|renovat(?:es|ing)",
        r"supplying|caters",
        r"moderat(?:es|ing)|volunteer(?:s|ing)? (?:[\w'’-]+ ){0,3}?(?:at|for|with|in)",
    ),
    age_units=(r"y/?o", r"yrs?(?: old)?", r"years?(?: old)?", r"-year-old"),
    naming_verbs=split("called named nicknamed dubbed christened"),
    nameable_things=(
        *(
            rf"{w}s?"
            for w in split(
                "dog puppy pup cat kitten pet rabbit bunny hamster parrot budgie bird goldfish "
                "fish tortoise turtle snake lizard horse pony hen goat car van truck bike "
                "motorbike scooter moped boat roomba robot vacuum hoover laptop computer pc "
                "server nas router printer phone tablet plant cactus bonsai bot chatbot guitar "
                "drone"
            )
        ),
        r"sourdough starters?",
    ),
    goods=(
        *(
            rf"{w}s?"
            for w in split(
                "boot shoe sneaker trainer jean jacket shirt sock soap cleaner detergent shampoo "
                "conditioner lotion cream toothpaste deodorant perfume candle mix sauce "
                "dressing mayo ketchup mustard relish jam spread cereal cookie biscuit cracker "
                "chip crisp noodle bar pizza burger sandwich pie cake donut doughnut coffee "
                "tea beer wine whiskey whisky gin vodka rum cider soda drink juice tractor "
                "mower tool product store shop restaurant cafe diner bakery outlet"
            )
        ),
        *split("rice bread butter mayonnaise ice cream chocolate gum"),
    ),
    served_markers=split("for to"),
    served_people=(
        *(
            rf"{w}s?"
            for w in split(
                "patient inmate detainee prisoner offender ex-offender parolee resident "
                "worshipper worshiper congregant congregation parishioner believer pilgrim "
                "survivor refugee migrant client member youth teen teenager pupil student "
                "learner veteran senior elder user adult victim monk nun worker visitor "
                "attendee participant"
            )
        ),
        *split("families kids children people women men clergy staff"),
        r"communit(?:y|ies)",
    ),
    fellow_words=split("other fellow own"),
    work_things=(
        *(
            rf"{w}s?"
            for w in split(
                "rota roster schedule newsletter bulletin magazine brochure leaflet flyer "
                "booklet poster app website site portal database dashboard system record file "
                "form spreadsheet report budget archive catalogue catalog project translation "
                "menu fundraiser grant thesis paper article essay documentary podcast course "
                "lecture"
            )
        ),
        *split("software signage accounts books bookkeeping payroll inventory minutes"),
        r"curricul(?:um|a)",
        r"theses|dissertations?|research|fieldwork",
    ),
    topic_markers=split("about on into regarding"),
    workplaces=(
        r"(?:works?|worked|working|employed|interns?|interned|interning|volunteers?|volunteered|"
        r"volunteering|consults?|consulted|consulting|freelances?|temps?) (?:as (?:an? |the )?"
        r"[\w-]+(?: [\w-]+)? )?(?:at|for|with|in) (?:a |an |the |one of the )?(?:[\w'&-]+ ){0,3}"
        r"(?:clinics?|hospitals?|centres?|centers?|providers?|charit(?:y|ies)|foundations?|"
        r"agenc(?:y|ies)|compan(?:y|ies)|firms?|institutes?|wards?|units?|associations?|"
        r"societ(?:y|ies)|networks?|chains?|labs?|laborator(?:y|ies)|startups?|insurers?|"
        r"departments?|groups?|ngos?|practices?|banks?|offices?|services|trusts?|funds?|"
        r"lenders?|platforms?|teams?|clubs?|schools?|universit(?:y|ies)|colleges?|facilit(?:y|ies)|"
        r"prisons?|jails?|penitentiar(?:y|ies)|courts?)",
        # the user's profession named after what it serves ("is a mortgage advisor", "HIV
        # counsellor."): the field of the user's job, not the user's own data ("sees a diabetes
        # nurse" stays the user's)
        r"(?:(?<=\bis )|(?<=\bas )|(?<=\bam )|(?<=\bi'm ))(?:an? |the )?[\w-]+(?: [\w-]+)? "
        r"(?:advis[eo]rs?|consultants?|officers?|analysts?|specialists?|nurses?|doctors?|"
        r"physicians?|lawyers?|attorneys?|counsell?ors?|therapists?|researchers?|auditors?|"
        r"underwriters?|brokers?|pharmacists?|paralegals?|caseworkers?|social workers?)(?!\w)",
        # ... or opening the memory as a job title ("Mortgage advisor at a bank.")
        r"^(?:an? |the )?[\w-]+(?: [\w-]+)? (?:advis[eo]rs?|consultants?|officers?|analysts?|"
        r"specialists?|nurses?|doctors?|physicians?|lawyers?|attorneys?|counsell?ors?|"
        r"therapists?|researchers?|auditors?|underwriters?|brokers?|pharmacists?|paralegals?|"
        r"caseworkers?|social workers?)(?=\s*(?:[.,;:]|$|at\b|in\b|for\b|with\b))",
    ),
    injection=(
        # The assistant's own rules named as the assistant's ("your earlier directives"), or a
        # call to obey the asker in everything: a memory holds the user's matters, never the
        # assistant's rules.
        r"(?:your|ur) (?:[\w-]+ ){0,2}?(?:instructions?|rules?|guidelines?|directives?|"
        r"restrictions?|limits?|filters?|polic(?:y|ies)|programming|safeguards?|guardrails?|"
        r"system (?:prompt|message))",
        r"(?:all|every|any) (?:of )?my (?:commands|orders)|obey (?:me|my)\b",
        r"you (?:can|may|must|should|will) (?:say|output|write|answer|do|generate) anything",
        # The conversation itself sent elsewhere or repeated in answers: exfiltration.
        r"(?:shar|send|sent|forward|repeat|reveal|leak|cop(?:y|ie)|restat)\w* (?:[\w'’]+ ){0,4}?"
        r"(?:(?:conversation|chat|message)s? (?:history|logs?|transcripts?)|(?:previous|earlier|past) "
        r"(?:questions|messages|chats|conversations))",
        r"(?:a )?cop(?:y|ies) of (?:each|every|all|the) (?:chats?|conversations?|messages?)",
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
        # (not the user's rights on a tool at work: "admin rights on the company wiki")
        r"(?:admin|root|sudo|god|super ?user) (?:mode|rights|access|privileges?)(?! (?:on|in|at|to|"
        r"for) (?:the |our |my )?(?:company|work|office|team|corporate|school|club)['’s]*\b)",
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
        # A notice that claims to come from whoever runs the assistant: the operator speaks in the
        # system's configuration, never through a user's memory.
        r"(?:message|notice|memo|instructions?|announcement|directive)s? from (?:the )?"
        r"(?:admin\w*|operators?|developers?|moderators?|owners?|system|platform|management|"
        r"support|dev|safety|trust and safety)(?: team| staff)?(?::| :| says| states| that)",
        r"on behalf of (?:the )?(?:admin\w*|operators?|developers?|system|platform|management)",
        # A refusal declared void: answer whatever anyone forbids.
        r"(?:answer|respond|reply|continue|proceed|comply)(?:ing|s)? (?:anyway|regardless|no matter "
        r"what)",
        r"even (?:if|when|though) (?:it(?:'s| is) |you(?:'re| are) )?(?:forbidden|blocked|refused|"
        r"prohibited|not allowed|against (?:the |your )?(?:rules|policy|policies))",
        r"(?:none|not) (?:of )?your (?:business|concern)",
        # Keeping what is saved from the user: a memory is the user's to see and delete.
        r"(?:quietly|secretly|silently|covertly|discreetly) (?:[\w'’]+ ){0,3}?(?:sav|stor|keep|"
        r"cop(?:y|ie)|record|log|add|forward|send|collect)\w*",
        r"(?:sav|stor|keep|cop(?:y|ie)|record|log|forward|send|collect)\w* (?:[\w'’]+ ){0,3}?"
        r"(?:quietly|secretly|silently|covertly)",
        r"without (?:telling|letting|informing|notifying|alerting|asking) (?:the user|the asker|"
        r"anyone|anybody|them)",
        r"(?:never|don'?t|do not) (?:show|list|display|mention|reveal)\w* (?:this|it) (?:in|on) "
        r"(?:the |my |your )?(?:memory|memories|saved)",
        # The assistant's own rules declared void, paused or switched off.
        r"(?:as|are|is|be) (?:null and )?void\b",
        r"(?:rules?|instructions?|guidelines?|filters?|restrictions?|safeguards?|guardrails?|"
        r"redaction|masking|safe(?:ty)? mode|settings|setup|configuration)"
        r" (?:are |is |were |was )?(?:now )?(?:paused|suspended|lifted|switched off|turned off|"
        r"disabled|cancell?ed|revoked|no longer appl(?:y|ies)|(?:do|does)(?:n[’']t| not) apply)",
        # A claim that the platform's or the assistant's rules do not bind the user: no memory
        # exempts anyone from them.
        r"(?:(?:does|do|did)(?:n['’]?t| not)|need(?:n['’]?t| not)|never|no|not|free not)"
        r" (?:(?:need|have|has|required|obliged|bound)(?: to)? )?(?:follow|obey|comply with|abide by|"
        r"respect|observe|stick to|be bound by|be subject to) (?:the |any |your )?(?:"
        r"platform|content|safety|usage|community|moderation|system|assistant|ai)(?:['’]s)? "
        r"(?:[\w-]+ )?(?:rules?|polic(?:y|ies)|guidelines?|restrictions?|limits?|filters?|terms|standards?)",
        r"exempt(?:ed)? from (?:the |any |your )?(?:platform|content|safety|usage|community|"
        r"moderation|system|assistant|ai)(?:['’]s)? (?:[\w-]+ )?(?:rules?|polic(?:y|ies)|guidelines?|"
        r"restrictions?|limits?|filters?|terms|standards?)",
        # A rule for answering other people: a memory shapes the user's own answers only.
        r"(?:everyone|anyone|anybody|whoever|all users|every user|any user|other users|all askers)"
        r" (?:who |that )?(?:asks?|asking|enquires?|inquires?)",
    ),
    transcript_roles=split("user assistant system tool human ai bot"),
    # Headers that quote someone else's message (mail and forum replies).
    transcript=(
        r"\w+ wrote:",
        r"originally posted by",
        r"forwarded message",
        r"-{3,} ?original message ?-{3,}",
    ),
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
    number_parts={
        **{w: ("add", v) for v, w in enumerate(split(_TEENS), start=10)},
        **{w: ("add", 10 * v) for v, w in enumerate(split(_TENS), start=2)},
        "dozen": ("add", 12),
        "hundred": ("times", 100),
        "thousand": ("scale", 1000),
        "million": ("scale", 1_000_000),
    },
    statements=_STATEMENTS,
    topic_shifts=(
        r"by the way",
        r"btw",
        r"anyway",
        r"anyhow",
        r"on (?:an)?other note",
        r"on a side note",
        r"side note",
        r"off topic",
        r"unrelated(?: but)?",
        r"random(?:ly)?",
    ),
    discourse=(
        # interjections of a speaker thinking aloud ("hmm", "umm", "erm")
        r"h+m+",
        r"u+m+",
        r"u+h+",
        r"e+r+m+",
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
        # the days near the day it was said, and the weeks ahead (not a past week or month, which
        # may date a lasting fact: "moved … last month")
        r"tomorrow",
        r"yesterday",
        r"the day (?:after tomorrow|before yesterday)",
        r"(?:this|next|last) (?:weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)",
        r"next (?:week|month)",
        r"last night",
        r"earlier today",
        r"later today",
        r"just now",
        r"this evening",
        r"the other day",
        r"(?:\d+|an?|a few|two|three|four|five|six|several) (?:hours?|days?) ago",
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
    month_names=split(
        "January February March April May June July August September October November December"
    ),
    memory_copulas=("is", "was"),
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
                "cover own process head consult represent specialise specialize focus "
                "translate edit compile organise organize produce"
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
    mention_verbs=(
        r"mention\w*",
        r"nam(?:e|es|ed|ing)",
        r"plug(?:s|ged|ging)?",
        r"repeat\w*",
        r"restat\w*",
        r"quot(?:e|es|ed|ing)",
        r"shout(?:s|ed|ing)? out",
    ),
    standing_words=(
        r"always",
        r"every",
        r"each",
        r"all",
        r"whenever",
        r"only",
        r"at all times",
        r"no matter",
        r"from now on",
        r"going forward",
        r"in (?:the )?future",
        r"for (?:the )?future",
        r"remember",
    ),
    recall_stop_words=words(
        "the and for with that this are was you your what how about please can could would "
        "should answer answers prefers likes wants"
    ),
    # Closed classes (pronouns, determiners, prepositions, conjunctions, auxiliaries) and the
    # judge's own framing words: never what a claim and its note differ by.
    function_words=words(
        "you your yours prefer prefers like likes want wants love loves since here there this "
        "that with from into about work works the and for are one because does have has been "
        "these those which what when where their them they will would should could just also "
        "only then than while through over under after before below above during except until "
        "within without between among across around toward towards against per via beyond to"
    ),
    # Closed-class words that need more after them ("Refunds: a cancelled order has."): articles,
    # determiners and possessives, a few prepositions and conjunctions, perfect auxiliaries. Not
    # what English may end a sentence on: a stranded preposition ("someone to work with"), a verb
    # particle ("logs in"), an elliptical auxiliary or modal ("like you did", "when it can"),
    # "at most", "too", "though".
    dangling_words=words(
        "a an the every each either neither my your their its our of into onto than and or nor "
        "because although unless whereas except whether but if has have had very "
        # A pronoun with its auxiliary contracted never ends a clause ("unless it's").
        "it's that's there's they're we're you're he's she's they've we've you've "
        "it’s that’s there’s they’re we’re you’re he’s she’s they’ve we’ve you’ve "
        # nor a question word with its verb contracted ("… also what's")
        "what's who's where's how's what’s who’s where’s how’s"
    ),
    coverbs=frozenset(),
    # after a whole clause: how often or when, and vague fillers (a memory may leave them out)
    trailing_fillers=words(
        "daily weekly monthly yearly nightly hourly every each regularly nowadays lately "
        "anymore stuff things etc lol myself yourself itself himself herself ourselves themselves "
        "properly "
        # a comparison, a manner or a time the memory may leave out ("… than my kitchen table",
        # "… instead of guessing", "… out of habit", "… like we do", "… next month")
        "than instead rather like out next"
    ),
    first_person_words=words("i me my mine myself i'm i've i'd i'll i’m i’ve i’d i’ll"),
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
    contrasts=(r"rather than", r"instead of", r"in place of"),
    forms_of_address=frozenset(),
    particles=split("ok okay lol haha pls plz thx thanks please bye yeah yep"),
    addressee_possessives=("your",),
    addressee_remarks=(r"['’]re", *split("are were think know reckon agree mean guys help")),
    reason_leads=(r"because", r"since", r"as", r"(?:'|’)?cause", r"cos", r"coz"),
    anaphora=(
        r"it",
        r"them",
        r"again",
        r"(?:this|that|these|those) (?:one|ones|stuff|thing|things)",
        r"the same",
        r"(?:same|like|as) (?:as )?before",
        r"the other (?:one|ones)",
        r"(?:that|this)$",
    ),
    back_references=(
        r"(?:as|than|like|since) last time",
        # "before" with nothing after it: "sent before 9am" is a time, not an earlier turn
        r"the (?:one|ones) (?:above|below|earlier|from before|before(?=\s*(?:[.,;:!?]|$)))",
        r"the (?:one|ones) (?:i|we) (?:mentioned|said|sent|shared|asked about)",
        r"(?:mentioned|said|discussed|sent|shared|pasted) (?:above|earlier|before(?=\s*(?:[.,;:!?]|$)))",
        r"as (?:i )?(?:said|mentioned)",
        r"what (?:i|we) (?:said|discussed|talked about)",
    ),
    addressee={
        "you're": "I'm",
        "you've": "I've",
        "you'll": "I'll",
        "you'd": "I'd",
        "yourself": "myself",
        "yours": "mine",
        "your": "my",
        "you": "I",
    },
    appositives=(r"as (?:an?|the)", r"being (?:an?|the)", r"with your"),
    speaker=(
        r"i(?:['’](?:ve|ll|d|m))?",
        r"we(?:['’](?:ve|ll|d|re))?",
        r"let['’]s",
        r"here['’]s",
        r"me",
        r"my",
    ),
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
    affiliations=split("at from in of with"),
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
    # "Builds Shopify stores", "Moved Berlin teams": a verb, then a capitalized object.
    verb_endings=("s", "ed"),
    leading_modifiers=(
        *split(
            "often still sometimes rarely never always also just only even now usually generally "
            "mostly really mainly currently"
        ),
        r"\w{3,}ly",  # adverbs: "Usually prefers"
    ),
    organization_words=split(
        "bank pt cv inc ltd llc corp group company university college school institute ministry "
        "agency hospital clinic office department street road city province island river mount "
        "canal bridge station airport avenue boulevard "
        # heads of place names whose second word is also a family name ("New York", "Hong Kong")
        "new san santa los las hong kuala cape fort saint st port lake north south east west "
        "great upper lower "
        # places of worship: an institution the user's work may serve, as any other
        "church cathedral chapel parish mosque temple synagogue gurdwara mandir shrine monastery "
        "abbey diocese"
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
        # Short names people use for laws: initialisms, and the act, code or rules by topic. "the
        # ada" keeps its article: a bare "ada" is Indonesian "there is".
        r"flsa",
        r"fmla",
        r"the ada",
        r"americans with disabilities act",
        r"nlra",
        r"fcra",
        r"fdcpa",
        r"tcpa",
        r"erisa",
        r"dmca",
        r"can-spam(?: act)?",
        r"title (?:vii|ix)",
        r"(?:consumer rights|equality|employment rights|human rights|civil rights|housing|"
        r"renters'?(?: reform| rights)?|landlord and tenant|residential tenancies|tenancy|"
        r"rent(?:al)?|fair housing|fair work|fair labou?r standards|family and medical leave|"
        r"national minimum wage|minimum wage|working time|equal pay|sale of goods|road traffic|"
        r"immigration|companies|children|mental health|freedom of information|online safety|"
        r"protection from harassment|computer misuse) (?:act|regulations)",
        r"(?:the )?(?:highway|penal|criminal|civil|labou?r|traffic) code",
        # The law of a place or level: "state law", "EU rules", "federal regulations".
        r"(?:eu|european|federal|state|local|national|uk|us|english|scottish|australian|"
        r"canadian) (?:laws?|legislation|statutes?)",
        # Not "state rules" or "local rules": a game or a club has those too.
        r"(?:eu|european|federal|uk|us) (?:rules|regulations)",
        r"the law(?! (?:firm|school|student|degree|office|clerk|library|course|exam|review|"
        r"enforcement|of (?:attraction|averages)))",
    ),
    documents=(
        r"contracts?",
        r"agreements?",
        r"clauses?",
        r"polic(?:y|ies)",
        r"terms(?: of (?:service|use)| and conditions)?",
        r"privacy notices?",
        r"ndas?",
        r"slas?",
        r"handbooks?",
        r"codes? of conduct",
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
        # national tax, licensing and immigration authorities, by name and by kind
        r"the (?:irs|hmrc|dvla|dmv|uscis|cra|ato|home office(?! (?:expenses?|costs?|setup|desk|chair)))",
        r"(?:the )?(?:tax|licensing|immigration|customs|revenue) (?:office|authorit(?:y|ies)|"
        r"agency|department|service)",
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
        "because since as when whenever while although though if unless until after before so whereas except"
    ),
    conjunctions=split("and or but then"),
    prefixes=words("un re pre dis non in im ir il mis over under co sub"),
    suffixes=words(
        "s es ed d ing er ers est ly ness ment ments ion ions ation al ity ive y ies ied ful "
        "able ible ism ist ists ize ized ise ised ic ical 's"
    ),
    clitics=frozenset({"'s", "’s"}),
    noun_suffixes=frozenset(),
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
        "grandma grandpa grandmother grandfather mom dad stepson stepdaughter fiance fiancee "
        "ex ex-boyfriend ex-girlfriend ex-wife ex-husband grandson granddaughter kid intern guard "
        "caretaker janitor housekeeper"
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
    # verbs of reaching a person ("with", "to", "for" also take tools and places: "with Ruby")
    person_prepositions=split(
        "cc ask asks tell tells remind reminds email emails call calls meet meets ping pings "
        "message messages thank thanks"
    ),
    desire_verbs=split(
        "likes like prefers prefer wants want loves love hates hate dislikes dislike needs need "
        "expects insists demands enjoys"
    ),
    subject_determiners=split("the our their his her this that my"),
    habit_adverbs=split("always never usually often rarely seldom sometimes constantly keeps"),
    # Not "are", "have": "Clients are mostly clinics" describes the user's own trade.
    predicate_openers=split(
        "is isn't was wasn't will won't would can can't cannot could should must has hasn't had "
        "does doesn't did didn't just recently already finally keeps"
    ),
    subject_fillers=(
        *split("really also always usually only strongly especially definitely mostly upstairs"),
        "downstairs",
        "next door",
        "across the (?:street|road|hall)",
    ),
    wish_words=split("want wants wanted like likes prefer prefers please should would to"),
    legal_concepts=(
        r"consent(?! forms?\b)",
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
        r"intesta(?:cy|te)",
        r"probate",
        r"forced heirship",
        r"next of kin",
    ),
    # Parties of legal relations (core.gates.legal): each side of a lease, a job, a sale, a loan,
    # data processing, care, a family and the road.
    legal_parties=(
        r"(?:sub)?tenants?",
        r"bosses",
        r"(?:the|your|an?) boss",
        r"landlords?",
        r"landlad(?:y|ies)",
        r"lessees?",
        r"lessors?",
        r"renters?",
        r"lodgers?",
        r"letting agents?",
        r"property (?:owners?|managers?|management)",
        r"employers?",
        r"employees?",
        r"(?:sub)?contractors?",
        r"freelancers?",
        r"self-employed",
        r"interns?",
        r"trainees?",
        r"apprentices?",
        r"probationers?",
        r"temps",
        r"part-timers?",
        r"(?:gig|agency|temporary|casual|seasonal|domestic|migrant|salaried|hourly|contract|"
        r"permanent|probationary|part-time|full-time|remote|new) (?:workers?|staff|employees?|hires?)",
        r"workers?",
        r"staff",
        r"consumers?",
        r"customers?",
        r"buyers?",
        r"purchasers?",
        r"sellers?",
        r"vendors?",
        r"merchants?",
        r"retailers?",
        r"shops?",
        r"stores?",
        r"suppliers?",
        r"traders?",
        r"borrowers?",
        r"lenders?",
        r"debtors?",
        r"creditors?",
        r"guarantors?",
        r"debt collectors?",
        r"(?:debt )?collection agenc(?:y|ies)",
        r"banks?",
        r"landowners?",
        r"compan(?:y|ies)",
        r"businesses",
        r"firms?",
        r"(?:data )?controllers?",
        r"(?:data )?processors?",
        r"data subjects?",
        r"platforms?",
        r"patients?",
        r"doctors?",
        r"physicians?",
        r"hospitals?",
        r"insurers?",
        r"insurance compan(?:y|ies)",
        r"policyholders?",
        r"spouses?",
        r"(?:ex-)?(?:husbands?|wives)",
        r"heirs?",
        r"beneficiar(?:y|ies)",
        r"executors?",
        r"parents?",
        r"guardians?",
        r"minors?",
        r"drivers?",
        r"passengers?",
        r"pedestrians?",
        r"cyclists?",
        r"owners?",
        r"shareholders?",
        r"directors?",
        r"taxpayers?",
        r"residents?",
        r"citizens?",
        r"foreigners?",
        r"plaintiffs?",
        r"defendants?",
        r"the police",
        r"(?:line |store |shift |general |hiring )?managers?",
        r"police officers?",
        # employment beyond pay
        r"(?:shift|night|young|pregnant|new) workers?",
        r"(?:job )?applicants?",
        r"trade unions?",
        # consumer law: sellers of goods and services, carriers
        r"airlines?",
        r"carriers?",
        r"(?:tour operators?|travel agents?|travel agenc(?:y|ies))",
        r"manufacturers?",
        r"(?:car )?dealers(?:hips?)?",
        r"service providers?",
        r"(?:online )?marketplaces?",
        r"gyms?",
        r"supermarkets?",
        # housing: neighbours and the building's management
        r"neighbou?rs?",
        r"(?:home|flat|apartment|unit|condo) ?owners?",
        r"leaseholders?",
        r"freeholders?",
        r"occupiers?",
        r"occupants?",
        r"hoas?",
        r"(?:homeowners?['’]?|owners['’]?|residents['’]?|tenants['’]?|housing) associations?",
        r"strata (?:corporations?|committees?|bod(?:y|ies))",
        r"co-?op boards?",
        r"(?:building|property|estate) (?:managers?|management|management compan(?:y|ies))",
        r"managing agents?",
        r"(?:the )?(?:local )?council",
        r"local authorit(?:y|ies)",
        # family and inheritance
        r"(?:step|adopted |illegitimate |minor |adult )?children",
        r"(?:a|the) child",
        r"grandchildren",
        r"siblings?",
        r"widow(?:er)?s?",
        r"(?:surviving|former|divorced) (?:spouses?|partners?)",
        r"(?:custodial|non-custodial|biological|adoptive|step) (?:parents?|fathers?|mothers?)",
        r"fathers?",
        r"mothers?",
        r"testators?",
        r"(?:great-)?grand(?:parents?|fathers?|mothers?|mas?|pas?)",
        r"step-?(?:parents?|fathers?|mothers?|sons?|daughters?)",
        r"(?:close |blood )?relatives",
        r"next of kin",
        r"(?:the )?deceased",
        r"(?:the )?late (?:father|mother|husband|wife|parent|owner|spouse)",
        # school admission: the school side and the child's
        r"(?:public|state|private|independent|faith|religious|charter|grammar|primary|secondary|"
        r"nursery|high|middle) schools?",
        r"academies",
        r"pupils?",
        r"admissions? (?:authorit(?:y|ies)|officers?|bod(?:y|ies)|teams?|panels?)",
        r"(?:school|education) (?:boards?|districts?|authorit(?:y|ies))",
        # online shopping and delivery
        r"couriers?",
        r"(?:delivery|parcel|postal|shipping|logistics) (?:drivers?|compan(?:y|ies)|firms?|"
        r"services?|carriers?|riders?)",
        r"(?:the )?post office",
        r"senders?",
        r"(?:online )?sellers?",
        # debts
        r"(?:payday|loan|credit card) (?:lenders?|compan(?:y|ies)|apps?|providers?)",
        r"loan sharks?",
        # traffic and vehicles
        r"motorists?",
        r"(?:e-?bike|bike|scooter|e-?scooter|motorcycle|moped) (?:riders?|users?|owners?)",
        r"(?:vehicle|car|registered) (?:owners?|keepers?)",
        r"(?:traffic|parking) (?:wardens?|attendants?|officers?)",
        r"parking (?:operators?|compan(?:y|ies))",
        # tax
        r"the tax (?:office|authorit(?:y|ies))",
        r"tax authorit(?:y|ies)",
        r"sole traders?",
        r"(?:gift )?recipients?",
        r"donors?",
        # courts and procedure
        r"claimants?",
        r"respondents?",
        r"appellants?",
        r"litigants?",
        r"judges?",
        r"(?:the |a )?courts?",
        r"magistrates?",
        r"jur(?:y|ies|ors?)",
        r"(?:the )?accused",
        r"suspects?",
        r"prosecutors?",
        r"bailiffs?",
        r"public defenders?",
        r"(?:duty|legal aid|court-appointed) (?:lawyers?|solicitors?|counsel)",
        # privacy and data
        r"apps?",
        r"websites?",
        r"schools?",
        r"(?:the other|both|all) (?:party|parties)",
    ),
    legal_objects=(
        r"(?:security |rental |damage |tenancy )?deposits?",
        r"rent(?:al (?:increases?|payments?))?",
        r"rent (?:increases?|rises?|payments?|arrears)",
        r"leases?",
        r"tenanc(?:y|ies)",
        r"evictions?",
        r"notice(?: periods?)?",
        r"severance(?: pay(?:ments?)?| packages?)?",
        r"redundancy(?: pay(?:ments?)?)?",
        r"overtime(?: pay)?",
        r"minimum wages?",
        r"back pay",
        r"wages?",
        r"salar(?:y|ies)",
        r"(?:holiday|vacation|sick|maternity|paternity|parental|annual|statutory|bereavement) "
        r"(?:pay|leave)",
        r"sick days",
        r"(?:unused |accrued |paid )?(?:vacation|holiday|pto|personal) days?",
        r"pto",
        r"pensions?",
        r"(?:social security|pension|national insurance) contributions",
        r"probation(?:ary periods?)?",
        r"trial periods?",
        r"non-?competes?(?: clauses?| agreements?)?",
        r"non-?disclosure agreements?",
        r"ndas?",
        r"(?:verbal|oral|handshake|written|employment|rental|tenancy|lease|loan|sales?) "
        r"(?:contracts?|agreements?)",
        r"contract terms",
        r"terms and conditions",
        r"fine print",
        r"damages",
        r"compensation",
        r"refunds?",
        r"reimbursements?",
        r"warrant(?:y|ies)",
        r"guarantees?",
        r"penalt(?:y|ies)",
        r"repairs",
        r"late (?:fees?|payments?)",
        r"fines",
        r"debts?",
        r"arrears",
        r"alimony",
        r"child support",
        r"custody",
        r"inheritance",
        r"(?:a|the|his|her|their) estate",
        r"(?:a|the|his|her|their|last) will",
        r"personal data",
        r"(?:customer|patient|employee|user|medical|health|personal) (?:data|records|information)",
        r"copyright(?:ed)?(?: works?| material)?",
        r"patents?",
        r"trademarks?",
        r"royalt(?:y|ies)",
        r"taxes",
        r"income tax",
        r"tax returns?",
        # documents and permits whose force the law decides
        r"(?:handwritten |oral |verbal |holographic )?wills?",
        r"testaments?",
        r"(?:speeding|parking|traffic) (?:tickets?|fines?)",
        r"licen[cs]es?",
        r"permits?",
        r"non-?compete(?: clauses?| agreements?)?",
        r"warrant(?:y|ies)",
        # employment beyond pay: breaks, shifts, hours, the end of a job
        r"(?:rest|meal|paid|unpaid|statutory|mandatory|legal) (?:\d+-minute )?breaks?",
        r"rest (?:periods?|days?)",
        r"(?:working|work|office) (?:hours|time|weeks?)",
        r"(?:night|split|double|weekend|late|early|overnight|12-hour|long) shifts?",
        r"shift (?:work|pay|patterns?|allowances?|premiums?)",
        r"resignations?",
        r"(?:resignation|termination|dismissal|notice) (?:letters?|notices?|pay)",
        r"(?:unfair|wrongful|constructive|summary) (?:dismissal|termination)s?",
        r"dismissals?",
        r"(?:fixed-term|zero-hours?|permanent|temporary|open-ended|written) contracts?",
        r"contract renewals?",
        r"garden(?:ing)? leave",
        r"non-?solicitation(?: clauses?| agreements?)?",
        r"restrictive covenants?",
        r"(?:training|recruitment) costs",
        r"pay ?slips?",
        # consumer law
        r"(?:full |partial |cash )?refunds?",
        r"returns",
        r"(?:free )?(?:exchanges|replacements)",
        r"(?:faulty|defective|broken|damaged|counterfeit|fake) (?:goods|products?|items?|"
        r"appliances?|devices?|phones?|cars?)",
        r"defects?",
        r"(?:online|distance|internet|doorstep) (?:purchases?|orders?|sales?|shopping)",
        r"cooling[- ]off(?: periods?)?",
        r"chargebacks?",
        r"(?:cancell?ed|delayed|overbooked) (?:flights?|trains?)",
        r"(?:flight )?(?:delays?|cancellations?) compensation",
        r"cancellation (?:fees?|charges?)",
        r"(?:lost|delayed|damaged) (?:luggage|baggage)",
        r"(?:gym )?memberships?",
        r"subscriptions?",
        # housing, neighbours and the building's management
        r"(?:cctv|security|surveillance|doorbell|hidden) cameras?",
        r"cctv",
        r"(?:shared|common|communal) (?:areas?|parts|spaces?|hallways?|corridors?|property|"
        r"gardens?|stairwells?)",
        r"renovations?",
        r"(?:structural |building )?(?:alterations|works)",
        r"(?:home|house|rear|side|loft|kitchen|single-storey|two-storey) (?:extensions?|"
        r"conversions?)",
        r"loft conversions?",
        r"(?:planning|building) (?:permission|permits?|consent|approval|regulations)",
        r"(?:service|maintenance|management) (?:charges?|fees?)",
        r"(?:hoa|strata|condo|association|owners['’]?) (?:fees?|dues|rules|bylaws|levies)",
        r"bylaws",
        r"(?:boundary|garden) (?:walls?|fences?|hedges?)",
        r"party walls?",
        r"rights? of way",
        r"easements?",
        r"noise (?:complaints?|limits?|rules)",
        r"quiet hours",
        # neighbours and noise: what the rules of a street or a building are about
        r"(?:loud |excessive |late-night |amplified |construction |building |neighbou?rs['’]? )?"
        r"(?:noise|music)(?: levels?| nuisance)?(?= (?:is|are|isn['’]t|aren['’]t|can['’]t|cannot|"
        r"after|before|between|until|past|over|above|at night)\b)",
        r"noise nuisance",
        r"(?:loud |house |garden |late-night |noisy |all-night )?parties(?= (?:after|until|past|"
        r"before|between|at (?:night|weekends?)|on (?:weekdays|weeknights|weekends?)|are|aren['’]t|"
        r"must|can|can['’]t|cannot|may)\b)",
        r"(?:building|construction|renovation|diy|demolition) work",
        r"(?:power )?(?:drilling|hammering)(?= (?:is|are|must|can|may|after|before|between|until|"
        r"on (?:sundays?|weekends?|holidays))\b)",
        r"fireworks",
        r"bonfires?",
        r"(?:barbecues?|bbqs?)(?= (?:is|are|on|in)\b)",
        r"smoking(?= (?:is|isn['’]t|on|in|inside|indoors)\b)",
        r"(?:overhanging|tree) (?:branches|roots)",
        r"overhanging (?:trees?|hedges?)",
        # online shopping and delivery
        r"(?:lost|missing|damaged|stolen|undelivered|late|delayed|misdelivered|wrong) "
        r"(?:parcels?|packages?|deliveries|orders?|items?)",
        r"cash[- ]on[- ]delivery(?: orders?| parcels?)?",
        r"cod (?:orders?|parcels?|packages?)",
        r"(?:return|free|standard|express) (?:shipping|postage|delivery)(?: costs?| fees?| charges?)?",
        r"(?:shipping|postage|delivery|re-?delivery) (?:costs?|fees?|charges?)",
        r"(?:re-?)?delivery attempts?",
        r"re-?deliver(?:y|ies)?",
        r"(?:parcels?|packages?|deliveries) (?:left|lost|damaged|stolen|missing|not delivered|"
        r"delivered late|sent to the wrong)",
        r"(?:sale|clearance|discounted|reduced|sale-price|flash-sale|livestream|live-stream|"
        r"second-hand|used|custom|personali[sz]ed|made-to-order) (?:items?|goods|products?|orders?|"
        r"purchases|clothes)",
        r"(?:items?|goods|products?|things|clothes|purchases) (?:bought|purchased|ordered) "
        r"(?:online|in|on|at|during|from|via|through)",
        # debts
        r"(?:unpaid|outstanding|old|bad|credit card|payday|personal|family) (?:debts?|loans?)",
        r"(?:loans?|credit card) (?:repayments?|balances?|interest)",
        r"interest (?:rates?|charges?)",
        r"iou",
        # tax: prizes, winnings and sales
        r"(?:lottery|gambling|betting|prize|competition|giveaway|raffle|game ?show) "
        r"(?:winnings|prizes?|money)",
        r"prize money",
        r"(?:selling|the sale of|sales of) (?:a |the |your |their |an )?(?:second-hand |main |first "
        r"|inherited |rental )?(?:flat|house|home|property|apartment|car)s?",
        # school admission
        r"school (?:places?|admissions?|fees|catchment(?: areas?)?|zones?|enrol?ments?|"
        r"registrations?|transport|uniforms?)",
        r"catchment areas?",
        r"tuition(?: fees)?",
        r"(?:sibling|admission|admissions) (?:discounts?|priority|criteria|polic(?:y|ies)|rules)",
        r"(?:registration|enrol?ment|admission|application) fees?",
        # family property
        r"(?:property|assets|homes?|houses?|flats?|savings|cars?) (?:bought|acquired|purchased|"
        r"inherited) (?:during|before|after|in) (?:the |a |their )?marriage",
        # what a party must give in writing
        r"(?:a |the )?written (?:reasons?|explanations?|statements?(?: of reasons)?|warnings?|"
        r"notices?)",
        r"flexible (?:working|work)(?: requests?)?",
        r"(?:remote|hybrid|home)[- ]working requests?",
        # fees a tenant or a shopper is charged, and what a shop's credit is worth
        r"(?:letting|agency|admin|administration|holding|referencing|tenant|check-?out) fees",
        r"gift (?:cards?|vouchers?|certificates?)(?= (?:can['’]t|cannot|must not|mustn['’]t|may not|"
        r"can no longer|(?:do not|don['’]t|never) expire|are not|aren['’]t|is not|isn['’]t)\b)",
        r"(?:bank|public) holiday (?:pay|shifts?|work|rates?)",
        # family and inheritance
        r"(?:a |the |an )?(?:share|portion|part) of (?:the |an |their |his |her )?(?:estate|"
        r"inheritance)",
        r"(?:inheritance|estate) (?:shares?|tax)",
        r"(?:child|spousal) maintenance",
        r"maintenance payments?",
        r"(?:visitation|access|contact|parental) rights",
        r"divorces?(?: settlements?| proceedings)?",
        r"prenup(?:tial agreements?)?s?",
        r"(?:marital|matrimonial|joint|community|shared) (?:property|assets|home)",
        r"marriages?",
        r"adoptions?",
        r"paternity",
        # traffic and vehicles
        r"(?:penalty|demerit) points",
        r"points on (?:your|the|a|their|his|her) licen[cs]e",
        r"driving licen[cs]es?",
        r"(?:vehicle|car|motorcycle|bike|e-?bike) (?:registration|insurance|tax)",
        r"(?:number|licen[cs]e|registration) plates?",
        r"road tax",
        r"speed limits?",
        r"speeding",
        r"(?:red-light|speed|traffic) cameras?",
        r"(?:traffic|driving|motoring) (?:offen[cs]es|violations?|bans?)",
        r"fixed penalty notices?",
        r"parking (?:permits?|charges?|notices?|spaces?|bays?)",
        r"(?:e-?bikes?|e-?scooters?|electric (?:bikes?|scooters?))",
        r"helmets?",
        r"mot(?: tests?)?",
        # tax
        r"(?:gift|inheritance|estate|property|capital gains|stamp|sales|land|council|withholding|"
        r"wealth|transfer|value added) tax(?:es)?",
        r"vat",
        r"stamp duty",
        r"capital gains",
        r"(?:tax-free |personal |tax )(?:allowances?|thresholds?|bands?|brackets?)",
        r"tax (?:deductions?|credits?|relief|refunds?|exemptions?|deadlines?|filings?|years?)",
        r"(?:cash |monetary )?gifts? (?:of|to|from|between|under|over|worth)",
        r"deductions",
        r"(?:filing|submission|payment) deadlines?",
        # courts and procedure
        r"small claims?(?: courts?| cases?)?",
        r"(?:insurance|compensation|damages|legal|court) claims?",
        r"lawsuits?",
        r"legal (?:aid|advice|representation|costs|fees)",
        r"(?:court|filing|legal|solicitors['’]?) fees",
        r"(?:free|public|court-appointed|legal aid|duty) (?:lawyers?|solicitors?|attorneys?|counsel)",
        r"appeals?",
        r"limitation periods?",
        r"statutes? of limitations?",
        r"(?:court )?(?:orders?|judgments?|rulings?|verdicts?|hearings?)(?= (?:can|must|may|is|are|"
        r"has|have|need|cannot|can['’]t))",
        r"court (?:orders?|judgments?|rulings?|hearings?|dates?|cases?)",
        r"summons(?:es)?",
        r"subpoenas?",
        r"(?:criminal )?convictions?",
        r"criminal records?",
        r"(?:written |signed )?(?:evidence|testimon(?:y|ies))",
        # privacy and data
        r"(?:phone |mobile )?contacts? (?:lists?|data|details|books?)",
        r"(?:your |their |his |her |users['’]? )contacts",
        r"(?:location|biometric|browsing|health|sensitive|private|contact|tracking) (?:data|"
        r"history|information|details)",
        r"(?:facial|face) recognition",
        r"fingerprints?",
        r"(?:call|phone|voice|video|audio|cctv|secret|covert|hidden) recordings?",
        r"(?:private |personal )(?:messages|emails|e-mails|chats|photos)",
        r"data breach(?:es)?",
    ),
    legal_modalities=(
        # the same force everywhere ("annual leave is 20 days nationwide")
        r"nationwide|across the (?:country|board)|in every (?:state|province|country)",
        r"(?:has|have|had|with|without|gets?|holds?) (?:no |the |a |an |any |full |every )?"
        r"(?:automatic |legal |statutory |absolute |equal |automatic legal |legal and )?"
        r"(?:legal |statutory )?rights? (?:to|of|over|against)",
        r"no (?:legal |statutory )?rights?(?: to| of| over)?",
        r"no (?:\w+ )?rights",
        r"(?:is|are|isn['’]t|aren['’]t|not)(?: not| only)? (?:legally )?(?:in)?valid",
        r"(?:has|have|had|with|without|is under) (?:no |a |any )?(?:legal |statutory )?"
        r"(?:duty|obligation) to",
        r"(?:un)?entitled",
        r"(?:not )?(?:liable|obliged|obligated|exempt(?:ed)?)",
        r"(?:legally|financially) (?:responsible|liable|bound)",
        r"(?:is|are|was|were|isn['’]t|aren['’]t) not responsible",
        r"(?:isn['’]t|aren['’]t|not) responsible",
        r"ow(?:e|es|ed|ing)",
        r"(?:is|are|was|were|be|been|being)(?: not|n['’]t)? (?:legally )?(?:required|"
        r"prohibited|forbidden|banned|barred|mandated|compelled|bound)",
        r"legally",
        r"by law",
        r"under (?:the )?law",
        r"statutor(?:y|ily)",
        r"(?:un)?enforceable",
        r"(?:non-?)?binding",
        r"void(?:able)?",
        r"null and void",
        r"non-?refundable",
        r"(?:can|could|may|will)(?: not|n['’]t)? be (?:held )?(?:liable|sued|prosecuted|fined|"
        r"penali[sz]ed|charged)",
        r"punishable",
        r"penali[sz]ed",
        r"at fault",
        r"on the hook",
        r"in breach",
        r"(?:is|are|isn['’]t|aren['’]t)(?: not)? protected",
        r"protected by law",
        r"(?:has|have|had|with|without) (?:no )?(?:legal )?protection",
        r"waive(?:s|d)? (?:the |their |his |her |any )?(?:rights?|claims?)",
        # a legal effect by itself ("automatically becomes permanent")
        r"automatically (?:becomes?|turns?|converts?) (?:into )?(?:an? )?(?:permanent|full-time|"
        r"tenured|void|invalid|null)",
        # a power held or denied ("has no power to tow")
        r"(?:has|have|had|with|without) (?:no |the |any |full )?(?:legal )?(?:power|authority) "
        r"(?:to|over)",
        # a legal object's force undone ("tickets are cancelled if …", "can be cancelled free")
        r"(?:can|could|may|must)(?: not|n['’]t)? be (?:cancell?ed|terminated|voided|annulled|"
        r"revoked|refunded|towed|clamped|audited|seized)",
        r"(?:is|are|gets?) (?:automatically )?(?:cancell?ed|waived|voided|annulled|revoked)",
        # a right, a permission or an exemption as a state ("cameras are not allowed in …")
        r"(?:is|are|isn['’]t|aren['’]t)(?: not| only)? (?:legally )?(?:allowed|permitted|mandatory|"
        r"compulsory|optional|capped|limited to|guaranteed|banned|prohibited|forbidden)",
        r"(?:is|are|isn['’]t|aren['’]t)(?: not)? (?:\w+ )?(?:tax-?free|tax-?exempt|tax-?deductible|"
        r"(?:non-?)?taxable|free of (?:tax|charge)|refundable|deductible)",
        r"exempt from",
        r"(?:turns?|becomes?|converts? (?:in)?to) (?:a |an )?(?:permanent|open-ended|indefinite|"
        r"void|invalid|null)",
        r"(?:lose|loses) (?:their |your |his |her |the |a |any )?(?:licen[cs]e|right|rights|deposit|"
        r"claim|custody|inheritance|share|benefits?|severance)",
        r"free of charge",
        r"(?:has|have|had) (?:the )?(?:right|power|authority) to",
        r"(?:is|are|remains?|stays?) (?:the |a )?(?:[\w-]+(?:['’]s|s['’]) )?(?:legal |sole )?"
        r"(?:responsibility|liability)",
        r"(?:only |always |automatically )?(?:go|goes|passes|pass|belongs?) to (?:the )?(?:mother|"
        r"father|spouse|wife|husband|children|eldest|state)",
        # what an heir or a spouse takes, and how an estate or marital property is split
        r"inherits? (?:nothing|everything|equally|the same|half|automatically|all|first|a (?:share|"
        r"third|quarter|half))",
        r"(?:is|are|gets?|get) (?:automatically |always |legally )?(?:split|divided|shared) "
        r"(?:fifty-fifty|50/50|50-50|equally|evenly|in half|down the middle)",
        # a debt or a claim that runs out
        r"(?:statute|time)-barred",
        # a document's force told by whether it counts ("a will on a napkin still counts")
        r"(?:still |also |only |no longer |(?:does|do)(?: not|n['’]t) )counts?(?=\s*(?:[.;,!?]|$)|"
        r" (?:in court|legally|as (?:valid|legal|binding|a will|evidence)))",
        r"(?:expires?|lapses?|runs? out|(?:is|are|gets?) (?:wiped|written off|cancell?ed)) "
        r"(?:automatically |legally )?(?:after|once|when)",
    ),
    quantity_limits=(
        # a bound on an amount of money ("up to £750", "over $1,000", "more than 2 grand")
        r"(?:up to|at most|no more than|no less than|(?:a )?(?:maximum|minimum) of|at least|"
        r"more than|less than|over|under|above|below) (?:[£$€¥]\s?\d[\d,.]*(?:\s?(?:k|m|bn|grand|"
        r"thousand|million|billion))?|\d[\d,.]*\s?(?:k|grand|thousand|million|billion)?\s?(?:pounds|"
        r"quid|dollars|euros|usd|gbp|eur))(?![\w])",
        rf"(?:within|up to|at most|no more than|no later than|no less than|no fewer than|"
        rf"(?:a )?(?:maximum|minimum) of|at least|more than|less than|fewer than|longer than|"
        rf"over|for up to|after) (?:the )?(?:first |last )?{_COUNT}[ -]{_SPAN}",
        rf"{_COUNT}[ -]{_SPAN}['’]?s?['’]? (?:written )?notice",
        rf"{_COUNT}[ -]{_SPAN} (?:max(?:imum)?|minimum|at (?:most|the latest)|or (?:less|more|"
        rf"fewer|longer))",
    ),
    time_spans=(rf"{_COUNT}[ -]{_SPAN}",),
    possessives=split("my our their his her its"),
    deontic_modals=(
        r"can(?:not|['’]t)?",
        r"could(?:n['’]t)?",
        # Not the month: a modal is followed by its verb, never by a stop, a number or "and".
        r"may(?! *(?:[.,;:!?)]|$|\d|(?:and|or|until|through|onwards)\b))(?: not)?",
        r"must(?: not|n['’]t)?",
        r"shall(?: not)?",
        r"(?:has|have|had) to",
        r"(?:does|do|did)(?: not|n['’]t) (?:have|need)(?: to)?",
        r"needs? (?:not|to)",
        r"needn['’]t",
        r"(?:is|are|was|were)(?: not|n['’]t)? (?:allowed|permitted|free|able|supposed) to",
        r"(?:only |just )?needs? (?:only )?to",
        r"(?:do|does|did)(?: not|n['’]t) (?:even )?have to",
        r"(?:only|just) (?:has|have) to",
        r"(?:is|are)(?: not|n['’]t)? (?:only )?possible",
        r"get to",
    ),
    legal_actions=(
        r"(?:be|been|being|get|gets|getting|got) (?:fired|dismissed|sacked|evicted|sued|laid off|"
        r"terminated|prosecuted|deported|penali[sz]ed|fined|disinherited|repossessed)",
        r"fire (?:you|him|her|them|staff|employees|workers|people|anyone|someone|interns)",
        r"(?:dismiss|dismisses|dismissing|sack|sacks|sacking) (?:you|him|her|them|staff|employees|"
        r"workers|people|anyone|someone|interns|tenants)",
        r"lay(?:s|ing)? (?:\w+ )?off",
        r"evict(?:s|ing)?",
        r"sue(?:s)?",
        r"suing",
        r"withh(?:old|olds|olding|eld)",
        r"deduct(?:s|ed|ing)?",
        r"dock(?:s|ed|ing)? (?:\w+ )?(?:pay|wages?|salar(?:y|ies))",
        r"repossess\w*",
        r"garnish\w*",
        r"seiz(?:e|es|ed|ing) (?:your |the |their |his |her )?(?:car|house|home|property|assets|"
        r"goods|belongings|vehicle|wages|salary)",
        r"confiscat\w*",
        r"foreclos\w*",
        r"terminat(?:e|es|ed|ing) (?:\w+ ){0,2}(?:contracts?|leases?|employment|tenanc(?:y|ies)|"
        r"agreements?)",
        r"(?:raise|raises|increase|increases|hike|hikes) (?:the )?rent",
        r"enter (?:the |a |your |their |his |her )?(?:flat|apartment|home|house|room|property|"
        r"premises|unit)",
        r"refus(?:e|es|ed|ing) (?:to )?(?:refund|return|repair|pay)\w*",
        r"break(?:s|ing)? (?:the |a |your |their )?(?:contract|lease|agreement)",
        r"sublet\w*",
        r"pay (?:their |its |the )?(?:interns|trainees|apprentices|employees|staff|workers|"
        r"contractors|freelancers|tenants)",
        # consumer law, the road, the family, the courts and data: what one side does to the other
        r"(?:be|been|being|get|gets|getting|got) (?:refunded|compensated|reimbursed|towed|clamped|"
        r"impounded|confiscated|seized|arrested|jailed|imprisoned|detained|disqualified|"
        r"banned from driving|demolished|inherited|taxed|docked|penali[sz]ed)",
        r"(?:be|been|being|get|gets|getting|got) (?:replaced|repaired|exchanged|returned)"
        r"(?= (?:free|for free|at no|without|within|in full|by the))",
        r"(?:be|get) (?:\w+ )?(?:replaced|repaired|exchanged|refunded) (?:free of charge|for free|"
        r"at no (?:extra )?cost)",
        r"refund(?:s|ed|ing)? (?:the |a |your |their |its )?(?:full |whole |entire )?(?:price|fare|"
        r"amount|ticket|money|purchase|customers?|buyers?|passengers?|consumers?|you|them|in full|"
        r"in cash)",
        r"replace (?:it|them|the (?:item|product|goods|unit|device|appliance)|faulty|defective)"
        r"(?= (?:free|for free|at no|with a new|within|or))",
        r"compensat(?:e|es|ing) (?:\w+ )?(?:passengers|customers|consumers|buyers|tenants|"
        r"employees|workers|you|them)",
        r"inherit(?:s|ed|ing)?",
        r"disinherit\w*",
        r"(?:force|forces|forcing|forced|compel|compels|compelling|compelled|oblige|obliges) "
        r"(?!(?:myself|himself|herself|themselves|yourself|ourselves)\b)(?:\w+ ){0,2}(?:to|into)",
        r"fine (?:you|him|her|them|drivers|owners|residents|tenants|people|anyone|someone|"
        r"companies|businesses|landlords|employers|shops|cyclists|motorists|pedestrians)",
        r"(?:impose|issue|give|hand out) (?:a |any )?(?:fines?|penalt(?:y|ies)|tickets?|points)",
        r"(?:tow|clamp|impound)(?:s|ed|ing)? (?:away )?(?:your |the |their |a |his |her )?"
        r"(?:car|vehicle|bike|scooter)",
        r"(?:take|takes|taking|took) (?:\w+ )?(?:to court|points off)",
        r"(?:suspend|revoke)(?:s|d)? (?:your |the |their |a |his |her )?(?:licen[cs]e|permit)",
        r"demolish\w*",
        r"appeal(?:s|ed)? (?:against )?(?:the |a |any )?(?:decision|ruling|verdict|judgment|"
        r"sentence|fine|ticket)",
        r"(?:file|files|filed|lodge|lodges|lodged|bring|brings) (?:a |an )?(?:claim|lawsuit|suit|"
        r"case|appeal)",
        r"(?:be|get) (?:filed|lodged)",
        r"(?:be|been|being|get) (?:made|forced|compelled) to work (?:more|longer|overtime|on|at|"
        r"weekends|nights|unpaid|for free|without|through)",
        r"(?:collect|collects|collecting|harvest|access|accesses|accessing|read|reads|reading|"
        r"sell|sells|selling|share|shares|sharing) (?:\w+ )?(?:contacts|contact lists?|location|"
        r"private (?:messages|emails|e-mails|chats|photos)|personal (?:data|information|details)|"
        r"biometric data|(?:employees|users|customers|tenants)['’]? (?:data|messages|emails|"
        r"e-mails|chats|information))",
        r"(?:record|records|recording|film|films|filming|track|tracks|tracking|monitor|monitors|"
        r"monitoring) (?:\w+ )?(?:calls?|conversations?|employees|staff|workers|tenants|visitors|"
        r"users|customers|neighbou?rs|people|someone|anyone|you|them)",
        r"install (?:\w+ )?(?:cameras?|cctv)",
        r"(?:get|gets|have|has) (?:your |their |the |a |his |her )?(?:car|vehicle|bike|scooter) "
        r"(?:towed|clamped|impounded|confiscated|seized)",
        r"demand (?:\w+ ){0,3}(?:removal|remove|pay|payment|compensation|damages|repairs?|refunds?)",
        r"(?:choose|decide|pick) (?:which|what|whom|who) (?:\w+ )?(?:parent|guardian)",
    ),
    legal_predicates=(
        # a legal object's force denied, whatever it is ("it's void if …")
        r"(?:is|are|was|were|it['’]s|that['’]s|becomes?)(?: not| automatically)? (?:null and )?"
        r"void\b",
        r"(?:is|are|was|were|it['’]s|that['’]s|isn['’]t|aren['’]t|not)(?: not)? (?:perfectly |"
        r"completely |totally |fully |entirely |technically |still )?(?:legal|lawful)"
        r"(?= to\b|\s*[.,;!?]|\s*$| if\b| as long\b| unless\b| under\b| without\b| in (?:most|"
        r"all|some|every|the|this|that|many|any)\b)",
        r"(?:is|are|was|were|it['’]s|that['’]s|isn['’]t|aren['’]t|not|be)(?: not)? (?:\w+ )?"
        r"(?:illegal|unlawful|against the law|a crime|a criminal offen[cs]e)",
        r"(?:is|are|counts as|isn['’]t|aren['’]t|not) (?:in the public domain|public domain|"
        r"fair use|(?:in)?admissible)",
        r"(?:il)?legally (?:binding|enforceable|required|allowed|permitted|prohibited|obliged|valid)",
        r"(?:needs?|requires?|required)(?: no| not| any)? (?:[\w'’-]+ ){0,4}consent",
        r"(?:needs?|requires?|required) no (?:[\w'’-]+ ){0,3}(?:approval|permission)",
        r"(?:does|do)(?: not|n['’]t) (?:need|require) (?:[\w'’-]+ ){0,4}(?:consent|approval|"
        r"permission)",
        # the force of a document or a penalty, ending a clause or before its condition
        r"(?:is|are|was|were|isn['’]t|aren['’]t)(?: not)? (?:legally )?(?:valid|void|binding)"
        r"(?= without\b| if\b| unless\b| only\b| once\b)",
        r"(?:ends?|terminates?|expires?|lapses?) (?:automatically|the moment|as soon as)",
        # what the law makes of a sum or an act for tax or charges, whatever its subject
        r"(?:is|are|isn['’]t|aren['’]t|stays?|remains?)(?: not)? (?:\w+ )?(?:tax-?free|tax-?exempt|"
        r"tax-?deductible|(?:non-?)?taxable|free of tax|exempt from (?:\w+ )?tax(?:es)?)",
        r"(?:free of charge|free|mandatory|compulsory|guaranteed|required|forbidden|banned|"
        r"prohibited) by law",
        r"(?:incurs?|attracts?|carr(?:y|ies)|pays?|owes?) no (?:[\w-]+ )?(?:tax(?:es)?|vat|"
        r"stamp duty)",
        r"(?:no|zero) (?:[\w-]+ )?tax (?:is |to be )?(?:due|payable|owed|charged)",
        # after a tax's name, which the scan reads as a legal object first ("council tax isn't due")
        r"(?:(?<=tax )|(?<=taxes )|(?<=vat )|(?<=duty ))(?:isn['’]t|is not|aren['’]t|are not) "
        r"(?:due|payable|chargeable|charged|owed)",
    ),
    role_verbs=(r"works? as", r"working as", r"serves? as", r"employed as", r"hired as"),
    role_places=split("at in for with on of from"),
    place_prepositions=split("in at from near"),
    ranks=split("lead senior junior chief principal deputy head"),
    occupations=(
        r"lawyers?",
        r"attorneys?",
        r"counsel",
        r"paralegals?",
        r"consultants?",
        r"advisers?",
        r"advisors?",
        r"auditors?",
        r"accountants?",
        r"bookkeepers?",
        r"analysts?",
        r"engineers?",
        r"developers?",
        r"programmers?",
        r"designers?",
        r"architects?",
        r"scientists?",
        r"researchers?",
        r"teachers?",
        r"lecturers?",
        r"professors?",
        r"tutors?",
        r"nurses?",
        r"doctors?",
        r"physicians?",
        r"surgeons?",
        r"dentists?",
        r"pharmacists?",
        r"vets?",
        r"veterinarians?",
        r"journalists?",
        r"editors?",
        r"writers?",
        r"translators?",
        r"officers?",
        r"managers?",
        r"directors?",
        r"founders?",
        r"ceos?",
        r"cfos?",
        r"ctos?",
        r"clerks?",
        r"cashiers?",
        r"drivers?",
        r"chefs?",
        r"farmers?",
        r"students?",
        r"interns?",
        r"brokers?",
        r"bankers?",
        r"traders?",
        r"underwriters?",
        r"actuaries",
        r"actuary",
        r"notar(?:y|ies)",
        r"coordinators?",
        r"secretar(?:y|ies)",
        r"librarians?",
        r"clerks?",
        r"administrators?",
        r"receptionists?",
        r"assistants?",
        r"technicians?",
        r"mechanics?",
        r"electricians?",
        r"plumbers?",
        r"couriers?",
        r"chefs?",
        r"cooks?",
        r"cleaners?",
        r"instructors?",
        r"trainers?",
        r"coaches",
        r"organi[sz]ers?",
        r"caseworkers?",
        r"social workers?",
        r"paramedics?",
        r"midwives|midwife",
    ),
    legal_roles=(
        r"lawyers?",
        r"attorneys?",
        r"counsel",
        r"paralegals?",
        r"consultants?",
        r"consultancy",
        r"advis[eo]rs?",
        r"officers?",
        r"specialists?",
        r"experts?",
        r"auditors?",
        r"analysts?",
        r"compliance",
        r"certifications?",
        r"training",
        r"audits?",
        r"assessments?",
        r"projects?",
        r"programmes?",
        r"programs?",
        r"teams?",
        r"readiness",
        r"implementation",
        r"practice",
        r"work",
        # A law that names a course or a test is a topic: "the Highway Code test is on Friday".
        r"(?:theory )?tests?",
        r"exams?",
        r"courses?",
        r"class(?:es)?",
        r"lectures?",
    ),
    not_applicable=frozenset(
        {
            "condition_tails",  # English opens a condition clause, it does not close one
            "coverbs",  # a cut ends on a closed-class word
            "noun_suffixes",  # a cut word is told by its suffixes
            "topic_trim",  # topics are word runs, nothing to trim
            "forms_of_address",
            "family_names",  # names are found by their capital letter
            "name_prefixes",  # the same
        }
    ),
    spelling_dictionary="en",
)

# The pack's own words, then the kept list of the everyday law's words.
PACK = with_kept(_OWN, LAW)
