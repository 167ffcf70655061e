"""The ``rules`` provider: an offline, deterministic BASELINE extractor — not a language model.

It proposes memories only from explicit first-person statements of the asker, in English,
Indonesian and Chinese ("remember that …", "I prefer …", "from now on …", "I work as …",
"forget …"; "ingat …", "saya lebih suka …", "mulai sekarang …", "saya bekerja sebagai …",
"lupakan …"; "记住…", "我喜欢…", "以后…", "我是一名…", "忘掉…"). It writes the same reply
contract as a model, and its proposals go through the same gates. Anything subtler than an
explicit statement is beyond it by design; the evaluation harness scores it like any provider.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from core.embeddings.hashing import HashingEmbedder
from core.extraction.transcript import ShownMemory, Transcript
from core.prompts.loader import Prompt

VERSION = "rules-v1"
_CJK = re.compile(r"[\u3400-\u9fff]")
_SENTENCE = re.compile(r"(?<=[.!?。！？；;\n])\s*")
_ID_WORDS = {
    "saya",
    "yang",
    "dan",
    "untuk",
    "dengan",
    "tidak",
    "dalam",
    "ini",
    "itu",
    "jawaban",
    "tolong",
    "mulai",
    "sekarang",
    "bahasa",
    "lebih",
    "suka",
    "kalau",
    "selalu",
    "jangan",
    "ingat",
    "aku",
}
_EN_STOP = {
    "the",
    "a",
    "an",
    "to",
    "of",
    "in",
    "on",
    "for",
    "and",
    "or",
    "with",
    "my",
    "me",
    "i",
    "is",
    "are",
    "be",
    "it",
    "that",
    "this",
    "please",
    "always",
    "never",
    "when",
    "you",
    "your",
    "answers",
    "answer",
    "at",
    "as",
    "from",
    "now",
    "so",
    "than",
    "then",
    "do",
    "not",
    "no",
    "about",
}
_ID_STOP = _ID_WORDS | {
    "di",
    "ke",
    "dari",
    "pada",
    "ya",
    "dulu",
    "nya",
    "agar",
    "supaya",
    "kamu",
    "anda",
}
# Leading discourse markers that do not change what follows ("Actually, I prefer …").
_DISCOURSE = re.compile(
    r"^(?:(?:actually|ok(?:ay)?|well|so|also|and|now|i(?:'ve| have) changed my mind|"
    r"by the way|btw|sebenarnya|oke|jadi|nah|sekarang|ternyata|ngomong-ngomong|omong-omong|"
    r"saya berubah pikiran|其实|好的|那么|另外|现在|顺便说一下|顺便提一下|我改主意了|"
    r"我改变主意了)[\s,:;，：]+)+",
    re.IGNORECASE,
)
_TEMPORARY = re.compile(
    r"\b(today|tonight|this (?:week|morning|afternoon)|right now|at the moment|for now|"
    r"hari ini|malam ini|minggu ini|untuk sementara|saat ini saja)\b|今天|今晚|这周|暂时|这次"
)


@dataclass(frozen=True)
class _Rule:
    pattern: re.Pattern[str]
    kind: str  # prefer | avoid | instruction | constraint | work | remember | forget
    confidence: float


def _r(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# Order matters: the first matching rule of a sentence wins.
RULES: list[_Rule] = [
    # forget
    _Rule(_r(r"^(?:please\s+)?forget\s+(?:that\s+|about\s+|the\s+)?(?P<x>.+)"), "forget", 0.9),
    _Rule(_r(r"^(?:tolong\s+)?lupakan\s+(?:soal\s+|tentang\s+|bahwa\s+)?(?P<x>.+)"), "forget", 0.9),
    _Rule(_r(r"^(?:请)?(?:忘掉|忘记|别再记)(?P<x>.+)"), "forget", 0.9),
    # negative preferences and constraints
    _Rule(
        _r(r"^i (?:no longer|don'?t|do not) (?:like|want|need|prefer)\s+(?P<x>.+)"), "avoid", 0.85
    ),
    _Rule(_r(r"^(?:please\s+)?(?:never|don'?t|do not)\s+(?P<x>.+)"), "constraint", 0.85),
    _Rule(
        _r(r"^saya (?:tidak|nggak|gak) (?:suka|mau|ingin|perlu)(?: lagi)?\s+(?P<x>.+)"),
        "avoid",
        0.85,
    ),
    _Rule(_r(r"^(?:tolong\s+)?jangan(?: pernah)?\s+(?P<x>.+)"), "constraint", 0.85),
    _Rule(_r(r"^我(?:现在)?(?:不太|不再|不)(?:喜欢|想要|需要)(?P<x>.+)"), "avoid", 0.85),
    _Rule(_r(r"^(?:请)?(?:不要|别|禁止)(?P<x>.+)"), "constraint", 0.85),
    # work and self context
    _Rule(
        _r(
            r"^i(?:'m| am) (?:a |an )?(?P<x>(?:\w+ ){0,3}(?:engineer|developer|analyst|lawyer|manager|officer|consultant|researcher|designer|auditor|specialist|scientist|architect|accountant|student|teacher|writer|editor|counsel|advisor|adviser)\b.*)"
        ),
        "work",
        0.85,
    ),
    _Rule(_r(r"^i work (?P<prep>as|in|on|at|for)\s+(?P<x>.+)"), "work", 0.85),
    _Rule(_r(r"^my (?:job|role|work) is\s+(?P<x>.+)"), "work", 0.85),
    _Rule(_r(r"^saya (?:bekerja|kerja) (?P<prep>sebagai|di|pada|untuk)\s+(?P<x>.+)"), "work", 0.85),
    _Rule(_r(r"^saya (?:seorang|adalah)\s+(?P<x>.+)"), "work", 0.8),
    _Rule(_r(r"^(?:pekerjaan|profesi) saya(?: adalah)?\s+(?P<x>.+)"), "work", 0.85),
    _Rule(_r(r"^我是(?:一名|一个|个)(?P<x>.+)"), "work", 0.85),
    _Rule(_r(r"^我(?:在|从事|负责)(?P<x>.+?)(?:工作)?$"), "work", 0.8),
    _Rule(
        _r(
            r"^(?:we(?:'re| are)|i(?:'m| am)|(?:my|our) team is) (?:currently |now )?"
            r"(?:working on|running|leading)\s+(?P<x>.+)"
        ),
        "project",
        0.85,
    ),
    _Rule(
        _r(
            r"^(?:saya|kami|tim (?:saya|kami)) (?:sedang |lagi )?(?:mengerjakan|menangani)\s+(?P<x>.+)"
        ),
        "project",
        0.85,
    ),
    _Rule(_r(r"^我们?(?:团队|公司|部门)?(?:正在|在)(?:做|负责|推进)(?P<x>.+)"), "project", 0.85),
    _Rule(
        _r(
            r"^我是(?:一名|一个|个|一位|一家|某)?(?P<x>[^，。]*?(?:法务|律师|工程师|经理|顾问|研究员|"
            r"分析师|会计师?|老师|教师|学生|编辑|设计师|合规官|审计师|开发者|程序员|记者)[^。]*)"
        ),
        "work",
        0.85,
    ),
    # recurring constraints: a statement anchored on a repeating time
    _Rule(
        _r(
            r"^(?P<x>(?:every|each|on) (?:day|morning|evening|week|weekday|weekend|month|"
            r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b.+)"
        ),
        "recurring",
        0.8,
    ),
    _Rule(
        _r(r"^(?P<x>(?:setiap|tiap) (?:hari|pagi|sore|malam|minggu|bulan|akhir pekan)\b.+)"),
        "recurring",
        0.8,
    ),
    _Rule(_r(r"^(?P<x>每(?:周|天|日|个?月|星期|逢).+)"), "recurring", 0.8),
    # explicit memory intent
    _Rule(_r(r"^(?:please\s+)?remember(?: that)?[,:]?\s+(?P<x>.+)"), "remember", 0.9),
    _Rule(
        _r(r"^(?:tolong\s+)?ingat(?:lah|kan)?(?: ya)?(?: bahwa)?[,:]?\s+(?P<x>.+)"), "remember", 0.9
    ),
    _Rule(_r(r"^(?:请)?记住[，,:：]?(?P<x>.+)"), "remember", 0.9),
    # positive preferences and standing instructions
    _Rule(
        _r(r"^i (?:now |really |actually |still )?(?:prefer|like|love|want)\s+(?P<x>.+)"),
        "prefer",
        0.85,
    ),
    _Rule(_r(r"^i(?:'d| would) (?:much )?rather\s+(?P<x>.+)"), "rather", 0.85),
    _Rule(
        _r(r"^(?:from now on|going forward|in future|in the future)[,:]?\s+(?P<x>.+)"),
        "instruction",
        0.9,
    ),
    _Rule(_r(r"^(?:please\s+)?always\s+(?P<x>.+)"), "instruction", 0.85),
    _Rule(
        _r(r"^saya (?:sekarang |juga |masih )?(?:lebih )?(?:suka|senang|ingin|mau)\s+(?P<x>.+)"),
        "prefer",
        0.85,
    ),
    _Rule(
        _r(r"^(?:mulai (?:sekarang|saat ini|hari ini)|ke depannya|selanjutnya)[,:]?\s+(?P<x>.+)"),
        "instruction",
        0.9,
    ),
    _Rule(_r(r"^(?:tolong\s+)?selalu\s+(?P<x>.+)"), "instruction", 0.85),
    _Rule(
        _r(r"^我(?:现在|还是|也)?(?:更|比较|很|特别)?(?:喜欢|偏好|爱|希望)(?P<x>.+)"),
        "prefer",
        0.85,
    ),
    _Rule(_r(r"^(?:以后|今后|从现在开始|之后)[，,]?(?P<x>.+)"), "instruction", 0.9),
    _Rule(_r(r"^(?:请)?(?:每次|总是|一律)(?P<x>.+)"), "instruction", 0.85),
]

_CATEGORY_HINTS: list[tuple[str, re.Pattern[str]]] = [
    (
        "risk_preference",
        _r(
            r"speculat|guess|uncertain|unsure|not sure|risk|ragu|conservative|cautious|spekulasi|menebak|risiko|hati-hati|猜测|推测|风险|保守|谨慎|不确定"
        ),
    ),
    (
        "workflow_preference",
        _r(
            r"table|code|script|template|step|checklist|copy|markdown|bullet|tabel|poin|kode|templat|langkah|daftar|salin|表格|代码|模板|步骤|清单|复制|列表"
        ),
    ),
    (
        "communication_preference",
        _r(
            r"answer|reply|explain|language|short|brief|concise|detail|tone|formal|casual|english|indonesian|chinese|jawab|bahasa|singkat|ringkas|rinci|santai|jelaskan|penjelasan|回答|回复|解释|语言|简短|简洁|详细|语气|中文|英文|大白话"
        ),
    ),
    (
        "project_context",
        _r(r"project|roadmap|release|sprint|migration|proyek|rilis|migrasi|项目|版本|规划|迁移"),
    ),
]


# Stable topics of answer-style preferences, so a changed preference updates the old one
# (seed 001: identity.subject must be stable; "short answers" → "detailed answers" is an update).
_ASPECTS: list[tuple[str, re.Pattern[str]]] = [
    (
        "answer language",
        _r(
            r"\b(?:english|indonesian|chinese|mandarin|bahasa (?:indonesia|inggris)|"
            r"in (?:english|indonesian|chinese))\b|英文|英语|中文|印尼语"
        ),
    ),
    (
        "answer length",
        _r(
            r"\b(?:short|shorter|brief|concise|long|longer|detailed|lengthy|singkat|"
            r"ringkas|panjang|rinci|detail)\b|简短|简洁|详细|长一点|短一点"
        ),
    ),
    (
        "answer tone",
        _r(r"\b(?:formal|informal|casual|friendly|santai|sopan|baku)\b|语气|正式|随意"),
    ),
    (
        "answer format",
        _r(
            r"\b(?:bullets?|bullet points?|prose|paragraphs?|tables?|tabel|poin|"
            r"paragraf|markdown)\b|列表|表格|段落|要点"
        ),
    ),
    (
        "explanation style",
        _r(
            r"\b(?:plain (?:language|words)|jargon|examples?|analog\w*|contoh|"
            r"istilah)\b|大白话|通俗|专业说法|举例|例子"
        ),
    ),
]
_ZH_TRIM = re.compile(
    r"^(?:吃|喝|用|看|玩|做|去|听)(?=[\u3400-\u9fff]{2,})|(?:了|的|吧|呢|啊|哦)+$"
)


def _subject(
    kind: str, category: str, x: str, words: list[str], lang: str
) -> tuple[str, str | None]:
    """A stable topic (and facet) for the identity of a proposal."""
    if category == "stable_user_context":
        return ("工作" if lang == "zh" else "pekerjaan" if lang == "id" else "job"), None
    if category in ("communication_preference", "workflow_preference"):
        for aspect, pattern in _ASPECTS:
            if pattern.search(x):
                return aspect, None
    if lang == "zh":
        head = words[0] if words else x[:6]
        return _ZH_TRIM.sub("", head) or head, None
    return " ".join(words[:3]) or x[:30], None


_CLAUSE_BREAK = re.compile(r"\s*[,:;，：；]\s*")
_CONDITION = re.compile(
    r"^(?:when|whenever|if|each time|every time|for|kalau|jika|bila|apabila|ketika|saat|"
    r"setiap kali|tiap kali|untuk|如果|每次|当)\b|(?:的时候|时)$",
    re.IGNORECASE,
)


def _with_condition(text: str, lead: str, lang: str) -> str:
    """Keep a leading condition with the memory ("…, when you suggest examples.")."""
    if lang == "zh":
        return f"{lead}，{text}"
    body = text.rstrip(".")
    return f"{body}, {lead[:1].lower()}{lead[1:]}."


def _aspect_of(text: str) -> str | None:
    """The answer-style aspect a memory text is about, if any."""
    return next((name for name, pattern in _ASPECTS if pattern.search(text)), None)


def _language(text: str) -> str:
    if _CJK.search(text):
        return "zh"
    words = re.findall(r"[a-z]+", text.lower())
    return "id" if sum(w in _ID_WORDS for w in words) >= max(1, len(words) // 8) else "en"


def _content_words(text: str, lang: str) -> list[str]:
    if lang == "zh":
        chunks = re.findall(r"[\u3400-\u9fff]{2,}|[A-Za-z][\w.+#-]*", text)
        return [c[:6] for c in chunks]
    stop = _EN_STOP if lang == "en" else _ID_STOP
    return [w for w in re.findall(r"[\w.+#-]+", text.lower()) if w not in stop and len(w) > 1]


def _clean(x: str) -> str:
    x = x.strip().strip(" ,.;:!?，。；：！？\"'“”")
    return re.sub(r"\s+", " ", x)


def _sentence_text(kind: str, x: str, lang: str, prep: str | None = None) -> str:
    """A short third-person memory sentence in the asker's language."""
    first_person = {
        "en": [
            (r"\bI am\b|\bI'm\b", "is"),
            (r"\bmy\b", "their"),
            (r"\bme\b", "them"),
            (r"\bI\b", "they"),
        ],
        "id": [(r"\bsaya\b|\baku\b", "pengguna")],
        "zh": [("我的", "用户的"), ("我", "用户")],
    }[lang]
    for pattern, repl in first_person:
        x = re.sub(pattern, repl, x, flags=re.IGNORECASE)
    templates = {
        "en": {
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
        "id": {
            "prefer": "Lebih suka {x}.",
            "avoid": "Tidak mau {x}.",
            "constraint": "Jangan {x}.",
            "work": "Bekerja {prep} {x}.",
            "instruction": "{X}.",
            "remember": "{X}.",
            "project": "Mengerjakan {x}.",
            "recurring": "{X}.",
        },
        "zh": {
            "prefer": "喜欢{x}。",
            "avoid": "不喜欢{x}。",
            "constraint": "不要{x}。",
            "work": "{x}。",
            "instruction": "{x}。",
            "remember": "{x}。",
            "project": "在做{x}。",
            "recurring": "{x}。",
        },
    }[lang]
    if kind == "work" and not prep:
        return x[:1].upper() + x[1:] + ("。" if lang == "zh" else ".")
    return templates[kind].format(x=x, X=x[:1].upper() + x[1:], prep=(prep or "").lower())


_FIRST_PERSON_FACT = _r(
    r"^(?:i|they|saya|pengguna|用户|我)\s*(?:work|draft|review|manage|lead|handle|build|write|"
    r"research|teach|study|bekerja|menangani|mengelola|menyusun|meneliti|mengerjakan|sedang|"
    r"在|从事|负责|主要)"
)


def _category(kind: str, x: str) -> str:
    if kind == "project":
        return "project_context"
    if kind == "recurring":
        return "recurring_constraint"
    if kind == "work" or (kind == "remember" and _FIRST_PERSON_FACT.search(x)):
        return "project_context" if _CATEGORY_HINTS[3][1].search(x) else "stable_user_context"
    for name, pattern in _CATEGORY_HINTS:
        if name == "project_context":
            continue
        if name == "communication_preference" and kind in ("instruction", "constraint"):
            # A standing instruction mentions answers by nature; only a style aspect makes it
            # a communication preference.
            if any(p.search(x) for _, p in _ASPECTS):
                return name
            continue
        if pattern.search(x):
            return name
    if kind == "constraint":
        return "recurring_constraint"
    if kind == "instruction":
        return "standing_instruction"
    return "user_preference"


class RulesProvider:
    """Deterministic offline baseline; see the module docstring."""

    def __init__(self, forget_threshold: float = 0.15, update_threshold: float = 0.5) -> None:
        self._embedder = HashingEmbedder(384)
        self._forget_threshold = forget_threshold
        self._update_threshold = update_threshold

    @property
    def name(self) -> str:
        """Provider name."""
        return "rules"

    def version(self, prompt: Prompt) -> str:
        """Its own version: the baseline does not use the prompt."""
        return VERSION

    def extract(self, transcript: Transcript, prompt: Prompt, timeout: float) -> str:
        """Propose operations from the asker's explicit statements (never from replies)."""
        operations: list[dict[str, Any]] = []
        forgotten: set[str] = set()
        for msg in transcript.messages:
            if msg.role != "user":
                continue
            for sentence in _SENTENCE.split(unicodedata.normalize("NFKC", msg.content)):
                op = self._sentence(sentence.strip(), str(msg.id), transcript.memories, forgotten)
                if op is not None:
                    operations.append(op)
        operations = self._updates_of_existing(operations, transcript.memories, forgotten)
        adds = [o for o in operations if o["op"] == "add"][:3]
        others = [o for o in operations if o["op"] != "add"]
        return json.dumps({"operations": others + adds}, ensure_ascii=False)

    def _updates_of_existing(
        self, operations: list[dict[str, Any]], memories: list[ShownMemory], forgotten: set[str]
    ) -> list[dict[str, Any]]:
        """An add about the same topic as an existing memory of its category becomes an update."""
        taken = set(forgotten)
        out = []
        for op in operations:
            if op["op"] != "add":
                out.append(op)
                continue
            same = [m for m in memories if m.category == op["category"] and m.short_id not in taken]
            aspects = {name for name, _ in _ASPECTS}
            subject = op["identity"]["subject"]
            if subject in aspects:
                # An answer-style preference replaces the existing one about the same aspect only.
                same = [m for m in same if _aspect_of(m.text) == subject]
                threshold = 0.0
            else:
                threshold = self._update_threshold
            if same:
                vectors = self._embedder.embed([op["text"]] + [m.text for m in same])
                scores = [
                    sum(a * b for a, b in zip(vectors[0], v, strict=True)) for v in vectors[1:]
                ]
                best = max(range(len(same)), key=lambda i: scores[i])
                if scores[best] >= threshold:
                    taken.add(same[best].short_id)
                    op = {**op, "op": "update", "memory_id": same[best].short_id}
            out.append(op)
        return out

    def _sentence(
        self,
        sentence: str,
        message_id: str,
        memories: list[ShownMemory],
        forgotten: set[str],
        language: str | None = None,
    ) -> dict[str, Any] | None:
        if not sentence or _TEMPORARY.search(sentence.lower()):
            return None
        sentence = _DISCOURSE.sub("", sentence, count=1)
        found = self._rules(sentence, message_id, memories, forgotten, language)
        if found is not None:
            return found
        # "When you suggest examples, I'd rather …": the statement follows a leading clause.
        # A condition clause is kept with the memory; any other lead is dropped.
        lead_match = _CLAUSE_BREAK.search(sentence)
        if lead_match is None:
            return None
        lead, rest = sentence[: lead_match.start()].strip(), sentence[lead_match.end() :].strip()
        rest = _DISCOURSE.sub("", rest, count=1)
        # "That project is over, forget it": the whole sentence names what to forget.
        found = self._rules(rest, message_id, memories, forgotten, language, context=sentence)
        if found is None or found["op"] == "forget":
            return found
        if _CONDITION.search(lead):
            found["text"] = _with_condition(found["text"], lead, found["language"])[:300]
        return found

    def _rules(
        self,
        sentence: str,
        message_id: str,
        memories: list[ShownMemory],
        forgotten: set[str],
        language: str | None,
        context: str | None = None,
    ) -> dict[str, Any] | None:
        for rule in RULES:
            match = rule.pattern.match(sentence)
            if not match:
                continue
            x = _clean(match.group("x"))
            if len(x) < 2:
                return None
            if rule.kind == "forget":
                return self._forget(context or x, memories, forgotten)
            lang = _language(sentence)
            if rule.kind == "remember":
                # "remember that I prefer …" is the inner statement with more confidence.
                inner = self._sentence(x, message_id, memories, forgotten, lang)
                if inner is not None:
                    inner["confidence"] = rule.confidence
                    return inner
            prep = match.groupdict().get("prep")
            return self._add(rule, x, message_id, language or lang, prep)
        return None

    def _add(
        self, rule: _Rule, x: str, message_id: str, lang: str, prep: str | None = None
    ) -> dict[str, Any]:
        category = _category(rule.kind, x)
        words = _content_words(x, lang)
        subject, facet = _subject(rule.kind, category, x, words, lang)
        polarity = None
        if category not in ("stable_user_context", "project_context"):
            polarity = "avoid" if rule.kind in ("avoid", "constraint") else "prefer"
        identity: dict[str, Any] = {"subject": subject}
        if facet:
            identity["facet"] = facet
        if polarity:
            identity["polarity"] = polarity
        return {
            "op": "add",
            "type": "fact"
            if category in ("stable_user_context", "project_context")
            else "preference",
            "category": category,
            "text": _sentence_text(rule.kind, x, lang, prep)[:300],
            "language": lang,
            "tags": list(dict.fromkeys(words))[:4] or [x[:20]],
            "confidence": rule.confidence,
            "importance": 0.6,
            "stability": "stable",
            "identity": identity,
            "source_message_ids": [message_id],
            "reason": f"explicit {rule.kind} statement",
        }

    def _forget(
        self, x: str, memories: list[ShownMemory], forgotten: set[str]
    ) -> dict[str, Any] | None:
        """Close the existing memory the sentence is about: lexical overlap first, then cosine."""
        candidates = [m for m in memories if m.short_id not in forgotten]
        if not candidates:
            return None
        query = self._embedder.embed([x])[0]
        vectors = self._embedder.embed([m.text for m in candidates])
        cosines = [sum(a * b for a, b in zip(query, v, strict=True)) for v in vectors]
        anchors = _anchors(x)
        overlapping = [i for i, m in enumerate(candidates) if anchors & _anchors(m.text)]
        pool = overlapping or [i for i, c in enumerate(cosines) if c >= self._forget_threshold]
        if not pool:
            return None
        best = candidates[max(pool, key=lambda i: cosines[i])]
        forgotten.add(best.short_id)
        return {"op": "forget", "memory_id": best.short_id, "reason": "asker asked to forget"}


_GENERIC = {
    "偏好",
    "关于",
    "喜欢",
    "记住",
    "忘掉",
    "忘记",
    "以后",
    "我的",
    "用户",
    "这个",
    "那个",
    "一下",
    "preference",
    "preferences",
    "about",
    "that",
    "this",
    "remember",
    "forget",
    "memory",
    "thing",
    "soal",
    "tentang",
    "bahwa",
    "preferensi",
    "yang",
    "saya",
    "pengguna",
}


def _stem(word: str) -> str:
    """A crude plural strip, so "tables" meets "table" (the baseline needs no more)."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _anchors(text: str) -> set[str]:
    """Distinctive words (Latin, 4+ letters) and CJK bigrams, for matching a forget to a memory."""
    norm = unicodedata.normalize("NFKC", text).lower()
    words = {
        _stem(w)
        for w in re.findall(r"[a-z][a-z0-9-]{3,}", norm)
        if w not in _GENERIC and w not in _EN_STOP
    }
    bigrams = set()
    for run in re.findall(r"[\u3400-\u9fff]+", norm):
        bigrams |= {run[i : i + 2] for i in range(len(run) - 1)}
    return words | (bigrams - _GENERIC)
