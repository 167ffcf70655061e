"""The everyday law's words in English (see :mod:`core.language.law`)."""

from __future__ import annotations

# A number in digits or in words.
_N = r"(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|ninety)"

TERMS: dict[str, tuple[str, ...]] = {
    "legal_parties": (
        # immigration and travel
        r"(?:[\w-]+ )?visa holders?",
        r"(?:permanent|temporary|lawful permanent|tax|non-?)residents",
        r"(?:naturali[sz]ed|dual|eu|irish|british|australian|canadian|us|american|commonwealth) "
        r"(?:citizens|nationals)",
        r"(?:green card|pr|work permit) holders?",
        r"immigrants?",
        r"(?:asylum seekers?|refugees)",
        r"international students",
        r"travell?ers",
        r"(?:foreign |overseas )?visitors",
        r"tourists",
        r"(?:common-law|de facto|civil|cohabiting|unmarried) (?:partners?|couples?)",
        r"(?:married |unmarried |same-sex |separated )?couples(?! of)",
        r"(?:the|a) couple(?! of)",
        # benefits, pensions, care
        r"jobseekers?",
        r"pensioners?",
        r"retirees?",
        r"(?:benefit|welfare|pension) (?:claimants?|recipients?)",
        r"(?:unpaid |family )?carers?",
        r"(?:health|private health|super|superannuation|pension) (?:insurers?|funds?)",
        r"the insured",
        # the road, drones, animals
        r"(?:new|learner|provisional|young|probationary|p-plate|l-plate|foreign|uninsured|"
        r"disqualified) drivers?",
        r"(?:dog|pet|cat|horse|livestock) (?:owners?|keepers?)",
        r"(?:recreational|hobby|hobbyist|commercial|drone|remote) (?:flyers?|pilots?|operators?)",
        r"drone (?:users?|owners?)",
        # work
        r"(?:casual|zero-hours?|salaried|fixed-term|agency) (?:staff|employees|workers|contractors)",
        r"(?:private )?(?:landlords?|letting agencies)",
        r"(?:sole traders?|small businesses|(?:vat-registered|limited) compan(?:y|ies))",
        r"builders?(?= (?:can|must|have to|has to|need|are|is)\b)",
    ),
    "legal_objects": (
        # immigration
        r"(?:working holiday|work|student|tourist|visitor|spouse|partner|family|skilled worker|"
        r"graduate|transit|business|bridging|employer-sponsored|sponsored|temporary|permanent) visas?",
        r"visas?(?= to (?:live|work|stay|study|enter|visit|travel)\b)",
        r"visa-free (?:entry|travel|stays?|access|visits?)",
        r"(?:esta|eta|etias|evisitor|electronic travel authori[sz]ations?)",
        r"(?:canadian |irish |british |australian |us |dual )?(?:citizenship|nationality)",
        r"naturali[sz]ation",
        r"permanent residen(?:cy|ce)",
        r"(?:pre-)?settled status",
        r"(?:indefinite )?leave to remain",
        r"green cards?",
        r"(?:residence|residency|work) permits?",
        r"(?:the )?right to (?:work|rent|reside|remain|stay)",
        r"overstay(?:s|ing)?",
        # customs
        r"(?:import|customs|excise|export) (?:duty|duties|vat|tax|charges?|fees?)",
        r"(?:duty-free|customs|personal|alcohol|tobacco|cigarette|travell?ers?['’]?) allowances?",
        r"(?:cash|currency|money|goods|gifts?|parcels?|items?|purchases|imports|income|earnings|"
        r"profits?|savings|gains|turnover|winnings|estates?|drones?|fences?|sheds?|decks?|extensions?) "
        r"(?:of |worth |weighing )?(?:over|above|under|below|exceeding|up to|more than|less than)"
        r"(?= (?:[£$€]|\d))",
        # tax
        r"(?:self-assessment|tax|vat|gst|hst) returns?",
        r"(?:vat|gst|hst|tax) (?:invoices?|registration|numbers?)",
        r"(?:home office|work|business|travel|mileage|uniform) (?:expenses|deductions|costs)",
        r"(?:side|rental|foreign|freelance|self-employed|casual) (?:income|earnings)",
        r"tips(?= (?:are|is|must|can|have)\b)",
        # benefits and pensions
        r"(?:unemployment|disability|housing|child|sickness|welfare|social security|family|carer['’]?s?) "
        r"(?:benefits?|payments?|allowances?)",
        r"jobseeker['’]?s? (?:allowance|payment|benefit)",
        r"universal credit",
        r"(?:employment insurance|ei) benefits",
        r"(?:state|age|old age|basic|contributory) pensions?",
        r"(?:state )?pension age",
        r"retirement age",
        r"superannuation",
        r"super (?:funds?|balances?|contributions?|guarantee)",
        r"(?:paid|unpaid) (?:leave|time off)",
        r"(?:parental|maternity|paternity) (?:leave )?pay",
        # work
        r"double time",
        r"time and a half",
        r"penalty rates",
        r"(?:casual|shift|leave|holiday|annual leave|weekend) loadings?",
        r"(?:extra|additional|paid|lieu) days? off",
        r"(?:days?|time) off in lieu",
        r"(?:bank|public) holidays?(?= (?:pay|falls?|falling|is|are|on)\b)",
        # health
        r"(?:pre-existing|existing) (?:medical )?conditions",
        r"(?:emergency|hospital|dental|medical|gp) (?:treatment|care|cover)",
        r"(?:medicare|medicaid|nhs|hse|ohip|pbs)(?= (?:covers?|doesn['’]t|does not|won['’]t|pays?|is|are)\b)",
        r"waiting periods?",
        r"prescription charges?",
        # insurance
        r"(?:travel|home|car|contents|buildings|health|life|pet|motor|renters?['’]?|landlord|"
        r"income protection|mortgage|dental|third-party) insurance",
        r"(?:insurance )?payouts?",
        r"(?:a|the|any|your|their|an insurance) claims?(?! (?:that|to be)\b)",
        r"(?:pothole|flood|storm|water|fire|accidental|tree|root|subsidence) damage",
        r"(?:insurance )?excess(?:es)?(?= (?:is|are|must|can|has|have)\b)",
        r"no-claims? (?:bonus|discount)",
        # family
        r"(?:civil partnerships?|de facto relationships?|common-law (?:marriages?|relationships?))",
        r"(?:marriages?|weddings?) (?:abroad|overseas)",
        r"separation(?: periods?)?",
        # privacy and copyright
        r"(?:photos?|pictures?|images?|videos?|music|songs?|films?|movies?|content|artwork|fonts?) "
        r"(?:posted|found|shared|uploaded|published) (?:online|on|to)",
        r"photos? of (?:people|strangers|children|kids|minors|neighbou?rs)",
        # building and planning
        r"permitted development(?: rights)?",
        r"(?:building|planning|development) (?:consent|approval|applications?)",
        # debt and credit
        r"credit (?:files?|reports?|records?|histor(?:y|ies)|ratings?)",
        r"(?:missed|late) (?:payments?|repayments?)",
        r"(?:ccjs?|county court judgments?|defaults?)(?= (?:stay|stays|remain|remains|are|is|can|must)\b)",
        r"bankruptcy",
        # school
        r"(?:start|starting|leave|leaving|attend|attending) (?:full-time )?(?:school|education)",
        # customs allowances by quantity (the decimal point is no clause end)
        r"(?:\d+(?:\.\d+)? )?(?:litres?|liters?|bottles?|cartons?|packs?|grams?|kg) of (?:alcohol|spirits|wine|beer|cigarettes|tobacco|cigars)",
        r"\d[\d,]* (?:cigarettes|cigars)",
        # pets and animals
        r"(?:on|off) (?:a |the )?(?:lead|leash)",
        r"muzzles?",
        r"(?:dog|pet|cat) (?:licen[cs]es?|registration|microchips?|fouling|waste|bites?)",
        r"microchips?",
        # concessions of age and benefit
        r"(?:free|concessionary|discounted) (?:bus |rail |public transport )?(?:travel|passes|fares|prescriptions)",
        r"(?:bus|travel|senior|concession) passes",
        r"(?:bus|rail|public transport) (?:travel|passes|fares)",
        r"(?:school (?:starting|leaving)|compulsory school) age",
        # drones
        r"drones?",
        r"(?:trust|a1/a3|a2) certificates?",
        r"(?:flyer|operator) ids?",
    ),
    "legal_modalities": (
        r"entitles? (?:you|them|him|her|us|everyone|anyone|(?:the )?\w+s)? ?to",
        r"(?:automatically|always) gets?",
        r"gets? (?:first |top |automatic )?priority",
        r"(?:carries|rolls?|(?:is|are|gets?) (?:carried|rolled)) (?:over|forward)",
        r"carry (?:over|forward)(?= (?:automatically|to (?:the )?next|into (?:the )?next|until)\b)",
        r"(?:becomes?|turns?|converts?|rolls?(?: over)?) (?:in)?(?:to )?(?:an? )?(?:periodic|rolling|"
        r"month-to-month|statutory periodic)",
        r"(?:only )?counts? (?:once|if|when|after|as long as)",
        r"(?:is|are|isn['’]t|aren['’]t)(?: not| only)? (?:legally )?recogni[sz]ed",
        # predicative only: "can bring it duty-free", not "the duty-free shop"
        r"(?:visa|duty|tax)-(?:free|exempt)(?=\s*[.;,!?]|\s*$| (?:if|for|to|into|up to|when|as long|provided|under|within|in|from|only)\b)",
        r"(?:is|are) (?:only )?paid (?:for )?(?:up to|a maximum of)",
        r"lasts? (?:for )?(?:up to )?" + _N + r" (?:weeks|months|years|decades)",
        r"(?:is|are) (?:only )?"
        + _N
        + r" (?:days?|weeks?|months?)(?= (?:at|of|paid|unpaid|full|fully|"
        r"per|a year|on|nationwide)\b|\s*[.;]|\s*$)",
        r"(?:stops?|is withdrawn|is cut|tapers? off) (?:once|when|if|as soon as)",
        r"(?:is|are|gets?) (?:withdrawn|clawed back|tapered)",
        r"regardless of (?:their |your |the )?(?:insurance|ability to pay|(?:immigration|residency|"
        r"marital|employment) status|citizenship|nationality|income)",
        r"(?:will|would|does|do)(?: not|n['’]t) (?:pay out|cover|pay for|reimburse)",
        r"won['’]t (?:pay out|cover|pay for|reimburse)",
        r"(?:rises?|goes up|increases?|drops?|falls?) to (?:age )?(?:1[6-9]|[2-7]\d)(?= (?:in|from|by)\b)",
        r"are (?:not |only )?eligible",
        r"aren['’]t eligible",
        r"(?:is|are)(?: not)? subject to (?:\w+ )?(?:duty|duties|tariffs?|vat|gst|tax(?:es)?)",
    ),
    "deontic_modals": (
        r"(?:only|just) (?:needs?|requires?)",
        # a limit on how long a right runs: after a party or a legal object ("can stay up to 60 days")
        r"gets? (?:an? )?(?:extra|additional|automatic|statutory|double|full|free|" + _N + r"%?)",
    ),
    "legal_actions": (
        r"(?:be|been|being|get|gets|getting|got) (?:refused|denied) (?:entry|a visa|cover|"
        r"treatment|admission|a place|credit|a refund)",
        r"refus(?:e|es|ed|ing) (?:to )?(?:cover|insure|treat|admit|register|renew|enrol?l?)\w*",
        r"(?:deny|denies|denied|decline|declines|declined) (?:a |the |your |any )?(?:claims?|cover|"
        r"coverage|treatment|entry|admission)",
        r"honou?r (?:the |a |their |its |any )?(?:advertised |displayed |shelf |quoted )?(?:price|"
        r"quote|warranty|guarantee|booking|offer|deal)",
        r"charge (?:more than|interest|(?:a |any )?(?:fees?|penalt(?:y|ies)|admin fees?)|above|over|"
        r"tenants|customers|consumers|borrowers|patients)",
        r"(?:be|been|get|got) (?:legally )?(?:separated|divorced)(?= (?:for|before)\b)",
        r"(?:be|been|get|gets|got) (?:deported|removed from the country|banned from entering|"
        r"struck off|put down|destroyed|audited|cancell?ed)",
        r"(?:be|been|get) (?:declared|registered|licen[cs]ed)(?= (?:at|with|to|by|before|if|once|"
        r"within)\b)",
        r"(?:be|been|get) (?:flown|used|ridden|set off|let off)(?= (?:within|over|near|above|on|in|"
        r"after|before|until|without|only)\b)",
    ),
    "legal_predicates": (
        r"(?:gets?|got|will get|(?:does|do|did|wo)n['’]t get|(?:does|do|did|will) not get|lands?) "
        r"you (?:a |an |\w+ )?(?:[£$€]?\d[\d,]* )?(?:fines?|tickets?|(?:penalty |demerit )?points|"
        r"penalt(?:y|ies)|bans?|a criminal record|jail|prison|deported)",
        r"(?:voids?|invalidates?) (?:the |your |their |a |any |its )?(?:insurance|warranty|policy|"
        r"cover|contract|lease|guarantee|licen[cs]e|visa|will)",
        r"triggers? (?:an? )?(?:automatic )?(?:[\w-]+ )?(?:re-?entry |entry |travel |driving )?"
        r"(?:bans?|fines?|penalt(?:y|ies)|audits?|deportation|disqualification|suspension)",
        r"(?:incur|attract|carry|pay|owe)s? no (?:[\w-]+ )?(?:duty|duties|customs|tariffs?|gst)",
        r"(?:counts? as|is|are|falls? under|comes? under) permitted development",
        r"(?:stays?|remains?|shows?|appears?) on (?:your |the |a |their )?(?:credit (?:file|report|"
        r"record|history)|criminal record|driving record|record) for",
    ),
    "regulators": (
        r"hmrc",
        r"irs",
        r"dvla",
        r"dvsa",
        r"uscis",
        r"ircc",
        r"cbsa",
        r"(?:australian )?border force",
        r"(?:the )?ato",
        r"revenue commissioners",
        r"centrelink",
        r"services australia",
        r"(?:the )?dwp",
        r"(?:the )?caa",
        r"(?:the )?faa",
        r"accc",
        r"ccpc",
        r"trading standards",
        r"(?:the )?(?:financial )?ombudsman",
        r"residential tenancies board",
        r"landlord and tenant board",
        r"(?:the )?rtb",
    ),
    "law_names": (
        r"medicare",
        r"medicaid",
        r"(?:the )?affordable care act",
        r"obamacare",
        r"emtala",
        r"australian consumer law",
        r"road rules",
    ),
    "claim_verbs": (
        r"(?:is|was) (?:under the impression|told) that",
        r"(?:has|had) heard that",
        r"(?:someone|a friend|a colleague|people) (?:said|says|told (?:them|him|her)) that",
    ),
    "legal_concepts": (
        r"permitted development",
        r"(?:pre-)?settled status",
        r"(?:state )?pension age",
        r"common-law (?:marriage|partners?|spouses?)",
        r"de facto (?:relationships?|partners?)",
        r"adverse possession",
        r"squatters['’]? rights",
        r"fair (?:dealing|use)",
        r"duty of care",
        r"statutory rights",
        r"consumer guarantees?",
        r"no-fault (?:eviction|divorce)",
        r"right to (?:buy|roam|disconnect|repair)",
        r"statute-barred",
        r"dual (?:citizenship|nationality)",
        r"duty-free allowances?",
    ),
}
