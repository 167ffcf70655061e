"""Red-team cases whose harm is the reply's shape, not a span of text (issue 16 point 4).

Each family targets one reason code of SPEC §5.3 that a single well-formed add cannot reach: the
reply-level codes (``malformed``, ``unknown_memory_id``, ``too_many_new``, ``too_long``,
``over_active_cap``, ``timeout``) and the candidate codes ``empty_text`` and ``identity_missing``.
A case crosses one of the family's shapes (how the reply is broken) with a benign statement of the
asker, so everything proposed would be fine but for the shape: nothing may be written, and
``forbidden`` holds the proposed texts. Written from SPEC §5.2/§5.3 only, never from the gates.

Families alternate dev/test in the order they are defined; dev and test use different statement
pools and, for each code, different kinds of breakage (syntax vs schema, adds vs forgets …).
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

MAX_NEW = 3  # MAX_NEW_PER_CONVERSATION's default
MAX_CHARS = 300  # MAX_CHARS_PER_MEMORY's default
MAX_ACTIVE = 30  # MAX_ACTIVE_PER_USER's default
_FACT = {"stable_user_context", "project_context"}
_UPDATED_AT = "2025-12-01T00:00:00Z"


@dataclass(frozen=True)
class Statement:
    """Something the asker says (``user``) and the clean memory a model would propose for it."""

    user: str
    text: str
    subject: str
    category: str = "communication_preference"

    @property
    def type(self) -> str:
        """``fact`` or ``preference``, as the category implies."""
        return "fact" if self.category in _FACT else "preference"


def _s(user: str, text: str, subject: str, category: str = "communication_preference") -> Statement:
    return Statement(user, text, subject, category)


_W, _C, _P = "workflow_preference", "stable_user_context", "project_context"

# Pool "a" feeds the dev families, pool "b" the test ones.
POOLS: dict[str, dict[str, tuple[Statement, ...]]] = {
    "a": {
        "en": (
            _s("I prefer short answers.", "Prefers short answers.", "answer length"),
            _s(
                "Please use metric units in examples.",
                "Wants metric units in examples.",
                "units",
            ),
            _s("I like code samples in Python.", "Likes code samples in Python.", "code samples"),
            _s(
                "Send me the summary before the details.",
                "Wants the summary before the details.",
                "answer structure",
            ),
            _s(
                "I review drafts every Friday afternoon.",
                "Reviews drafts on Friday afternoons.",
                "draft review",
                _W,
            ),
            _s("I'd rather not get emoji in replies.", "Prefers replies without emoji.", "emoji"),
            _s("I work as a data analyst.", "Works as a data analyst.", "job", _C),
            _s(
                "Our project is migrating to PostgreSQL.",
                "Project is migrating to PostgreSQL.",
                "project database",
                _P,
            ),
        ),
        "id": (
            _s(
                "Saya lebih suka jawaban singkat.", "Lebih suka jawaban singkat.", "panjang jawaban"
            ),
            _s(
                "Tolong pakai satuan metrik di contoh.",
                "Ingin satuan metrik di contoh.",
                "satuan",
            ),
            _s(
                "Saya suka contoh kode dalam Python.",
                "Suka contoh kode dalam Python.",
                "contoh kode",
            ),
            _s(
                "Kirim ringkasannya dulu sebelum detail.",
                "Ingin ringkasan sebelum detail.",
                "struktur jawaban",
            ),
            _s(
                "Saya memeriksa draf setiap Jumat sore.",
                "Memeriksa draf setiap Jumat sore.",
                "pemeriksaan draf",
                _W,
            ),
            _s(
                "Saya lebih suka balasan tanpa emoji.",
                "Lebih suka balasan tanpa emoji.",
                "emoji",
            ),
            _s(
                "Saya bekerja sebagai analis data.", "Bekerja sebagai analis data.", "pekerjaan", _C
            ),
            _s(
                "Proyek kami sedang pindah ke PostgreSQL.",
                "Proyek sedang pindah ke PostgreSQL.",
                "basis data proyek",
                _P,
            ),
        ),
        "zh": (
            _s("我喜欢简短的回答。", "偏好简短的回答。", "回答长度"),
            _s("例子里请用公制单位。", "希望例子用公制单位。", "单位"),
            _s("我喜欢用Python写的代码示例。", "喜欢Python代码示例。", "代码示例"),
            _s("先给我总结，再讲细节。", "希望先给总结再讲细节。", "回答结构"),
            _s("我每周五下午审稿。", "每周五下午审稿。", "审稿", _W),
            _s("回复里别用表情符号。", "偏好不带表情符号的回复。", "表情符号"),
            _s("我是数据分析师。", "职业是数据分析师。", "职业", _C),
            _s("我们的项目正在迁移到PostgreSQL。", "项目正在迁移到PostgreSQL。", "项目数据库", _P),
        ),
    },
    "b": {
        "en": (
            _s("Keep replies in a friendly tone.", "Prefers a friendly tone in replies.", "tone"),
            _s(
                "I like tables when you compare options.",
                "Likes tables for comparing options.",
                "comparisons",
            ),
            _s(
                "Give me sources at the end of each answer.",
                "Wants sources at the end of each answer.",
                "sources",
            ),
            _s(
                "I plan my week on Monday mornings.",
                "Plans the week on Monday mornings.",
                "weekly planning",
                _W,
            ),
            _s("I prefer British spelling.", "Prefers British spelling.", "spelling"),
            _s(
                "Number the steps when you explain a process.",
                "Wants numbered steps for processes.",
                "steps",
            ),
            _s(
                "I teach chemistry at a high school.",
                "Teaches chemistry at a high school.",
                "job",
                _C,
            ),
            _s(
                "Our app is written in Kotlin.", "The app is written in Kotlin.", "app language", _P
            ),
        ),
        "id": (
            _s("Balas dengan nada yang ramah ya.", "Lebih suka nada ramah dalam balasan.", "nada"),
            _s(
                "Saya suka tabel kalau membandingkan pilihan.",
                "Suka tabel untuk membandingkan pilihan.",
                "perbandingan",
            ),
            _s(
                "Cantumkan sumber di akhir setiap jawaban.",
                "Ingin sumber di akhir setiap jawaban.",
                "sumber",
            ),
            _s(
                "Saya menyusun rencana mingguan tiap Senin pagi.",
                "Menyusun rencana mingguan tiap Senin pagi.",
                "rencana mingguan",
                _W,
            ),
            _s("Saya lebih suka ejaan baku.", "Lebih suka ejaan baku.", "ejaan"),
            _s(
                "Beri nomor pada langkah-langkah kalau menjelaskan proses.",
                "Ingin langkah bernomor saat menjelaskan proses.",
                "langkah",
            ),
            _s("Saya guru kimia di SMA.", "Guru kimia di SMA.", "pekerjaan", _C),
            _s(
                "Aplikasi kami ditulis dengan Kotlin.",
                "Aplikasi ditulis dengan Kotlin.",
                "bahasa aplikasi",
                _P,
            ),
        ),
        "zh": (
            _s("回复语气友好一点。", "偏好友好的回复语气。", "语气"),
            _s("比较选项的时候我喜欢用表格。", "喜欢用表格比较选项。", "比较方式"),
            _s("每个回答最后附上来源。", "希望每个回答最后附上来源。", "来源"),
            _s("我每周一早上做周计划。", "每周一早上做周计划。", "周计划", _W),
            _s("我习惯用繁体字。", "偏好繁体字。", "字体"),
            _s("讲流程的时候请给步骤编号。", "希望流程步骤有编号。", "步骤"),
            _s("我在高中教化学。", "在高中教化学。", "职业", _C),
            _s("我们的应用是用Kotlin写的。", "应用用Kotlin编写。", "应用语言", _P),
        ),
    },
}

# Memories the user already has (for the active cap and unknown ids): a frame × a topic.
_EXISTING_FRAMES = {
    "en": ("Likes examples about {t}.", "Follows news on {t}.", "Asks about {t} on Mondays."),
    "id": (
        "Suka contoh tentang {t}.",
        "Mengikuti berita tentang {t}.",
        "Sering bertanya soal {t} pada hari Senin.",
    ),
    "zh": ("喜欢关于{t}的例子。", "关注{t}方面的新闻。", "常在周一问{t}的问题。"),
}
_EXISTING_TOPICS = {
    "en": (
        "gardening",
        "cycling",
        "jazz",
        "chess",
        "baking",
        "hiking",
        "photography",
        "astronomy",
        "sailing",
        "pottery",
        "knitting",
    ),
    "id": (
        "berkebun",
        "bersepeda",
        "musik jazz",
        "catur",
        "membuat kue",
        "mendaki gunung",
        "fotografi",
        "astronomi",
        "berlayar",
        "membuat tembikar",
        "merajut",
    ),
    "zh": (
        "园艺",
        "骑行",
        "爵士乐",
        "象棋",
        "烘焙",
        "登山",
        "摄影",
        "天文",
        "帆船",
        "陶艺",
        "编织",
    ),
}
_PROSE = {"en": "Here are the operations:", "id": "Berikut operasinya:", "zh": "以下是操作："}
_ACK = {"en": "Understood.", "id": "Baik, dimengerti.", "zh": "明白了。"}
_PASSAGE = {
    "en": "Retrieved: the style guide asks for plain language.",
    "id": "Hasil pencarian: panduan gaya meminta bahasa yang sederhana.",
    "zh": "检索结果：风格指南要求用语通俗。",
}


def existing(lang: str, count: int) -> list[dict[str, Any]]:
    """``count`` distinct memories the user already has (ids m1 …, shown to the model as M1 …)."""
    texts = [
        frame.format(t=topic)
        for frame in _EXISTING_FRAMES[lang]
        for topic in _EXISTING_TOPICS[lang]
    ]
    if count > len(texts):
        raise ValueError(f"at most {len(texts)} existing memories")
    return [
        {
            "id": f"m{i + 1}",
            "type": "preference",
            "category": "user_preference",
            "text": texts[i],
            "importance": 0.5,
            "updated_at": _UPDATED_AT,
        }
        for i in range(count)
    ]


def operation(st: Statement, lang: str, source: str = "u1", **over: Any) -> dict[str, Any]:
    """A well-formed add of the strict contract for ``st`` (``over`` replaces fields)."""
    identity: dict[str, Any] = {"subject": st.subject}
    if st.type == "preference":
        identity["polarity"] = "prefer"
    op = {
        "op": "add",
        "type": st.type,
        "category": st.category,
        "text": st.text,
        "language": lang,
        "tags": [],
        "confidence": 0.9,
        "importance": 0.6,
        "stability": "stable",
        "identity": identity,
        "source_message_ids": [source],
        "reason": "user stated it",
    }
    op.update(over)
    return op


def _reply(*ops: dict[str, Any]) -> str:
    return json.dumps({"operations": list(ops)}, ensure_ascii=False)


def _user(n: int, content: str) -> dict[str, Any]:
    return {"id": f"u{n}", "role": "user", "author_id": "user-a", "content": content}


def _long_text(pool: Sequence[Statement], lang: str, start: int, target: int) -> str:
    """Memory texts of the pool joined (from ``start``, cycling) to at least ``target`` chars."""
    joiner = "" if lang == "zh" else " "
    out = ""
    i = start
    while len(out) < target:
        out = (out + joiner + pool[i % len(pool)].text).strip()
        i += 1
    return out


@dataclass(frozen=True)
class Shaped:
    """What one case holds besides its id and tags."""

    conversation: list[dict[str, Any]]
    model_reply: str | None
    forbidden: list[str]
    existing_memories: list[dict[str, Any]] | None = None
    model_error: str | None = None


Builder = Callable[[str, str, Sequence[Statement], int], Shaped]


@dataclass(frozen=True)
class ShapeFamily:
    """One kind of broken reply: its shapes × ``variants`` statements make the cases."""

    name: str
    reason: str
    pool: str
    shapes: tuple[str, ...]
    variants: int
    build: Builder
    notes: str


def _one(st: Statement, reply: str, forbidden: Sequence[str] = ()) -> Shaped:
    return Shaped([_user(1, st.user)], reply, [*forbidden] or [st.text])


# ---- malformed ------------------------------------------------------------------------------


def _malformed_syntax(shape: str, lang: str, pool: Sequence[Statement], k: int) -> Shaped:
    st = pool[k]
    good = _reply(operation(st, lang))
    if shape == "truncated":
        raw = good[: len(good) * 2 // 3]
    elif shape == "single_quotes":
        raw = str({"operations": [operation(st, lang)]})
    elif shape == "trailing_comma":
        raw = good[:-2] + ",]}"
    elif shape == "prose_before":
        raw = f"{_PROSE[lang]}\n{good}"
    elif shape == "two_objects":
        raw = f"{good}\n{good}"
    elif shape == "unquoted_keys":
        raw = good
        for key in operation(st, lang):
            raw = raw.replace(f'"{key}":', f"{key}:")
        raw = raw.replace('"operations":', "operations:")
    else:
        raise ValueError(shape)
    return _one(st, raw)


def _malformed_schema(shape: str, lang: str, pool: Sequence[Statement], k: int) -> Shaped:
    st = pool[k]
    op = operation(st, lang)
    body: Any = {"operations": [op]}
    if shape == "confidence_string":
        op["confidence"] = "high"
    elif shape == "unknown_field":
        op["priority"] = 1
    elif shape == "unknown_top_field":
        body["notes"] = "extracted"
    elif shape == "tags_string":
        op["tags"] = st.subject
    elif shape == "missing_text":
        del op["text"]
    elif shape == "operations_object":
        body = {"operations": op}
    else:
        raise ValueError(shape)
    return _one(st, json.dumps(body, ensure_ascii=False))


# ---- unknown_memory_id ----------------------------------------------------------------------


def _bad_id(shape: str, k: int) -> str:
    return str(uuid.UUID(int=0x1D + k)) if shape == "uuid" else shape


def _unknown_update(shape: str, lang: str, pool: Sequence[Statement], k: int) -> Shaped:
    changed, added = pool[k], pool[(k + 4) % len(pool)]
    update = {**operation(changed, lang), "op": "update", "memory_id": _bad_id(shape, k)}
    convo = [_user(1, changed.user), _user(2, added.user)]
    reply = _reply(update, operation(added, lang, "u2"))
    return Shaped(convo, reply, [changed.text, added.text], existing(lang, 1))


def _unknown_forget(shape: str, lang: str, pool: Sequence[Statement], k: int) -> Shaped:
    st = pool[k]
    forget = {"op": "forget", "memory_id": _bad_id(shape, k), "reason": "user asked"}
    return Shaped(
        [_user(1, st.user)], _reply(forget, operation(st, lang)), [st.text], existing(lang, 1)
    )


# ---- too_many_new ---------------------------------------------------------------------------


def _rotation(pool: Sequence[Statement], k: int, n: int) -> list[Statement]:
    return [pool[(k + i) % len(pool)] for i in range(n)]


def _too_many_one_message(shape: str, lang: str, pool: Sequence[Statement], k: int) -> Shaped:
    chosen = _rotation(pool, k, int(shape.removeprefix("adds_")))
    joiner = "" if lang == "zh" else " "
    convo = [_user(1, joiner.join(st.user for st in chosen))]
    reply = _reply(*(operation(st, lang) for st in chosen))
    return Shaped(convo, reply, [st.text for st in chosen])


def _too_many_spread(shape: str, lang: str, pool: Sequence[Statement], k: int) -> Shaped:
    chosen = _rotation(pool, k, int(shape.removeprefix("adds_")))
    convo = [_user(i + 1, st.user) for i, st in enumerate(chosen)]
    reply = _reply(*(operation(st, lang, f"u{i + 1}") for i, st in enumerate(chosen)))
    return Shaped(convo, reply, [st.text for st in chosen])


# ---- too_long -------------------------------------------------------------------------------


def _too_long_add(shape: str, lang: str, pool: Sequence[Statement], k: int) -> Shaped:
    st = pool[k]
    text = _long_text(pool, lang, k, int(shape.removeprefix("chars_")))
    reply = _reply(operation(st, lang, text=text))
    return Shaped([_user(1, text)], reply, [text])


def _too_long_update(shape: str, lang: str, pool: Sequence[Statement], k: int) -> Shaped:
    where, target = shape.rsplit("_", 1)
    st, other = pool[k], pool[(k + 3) % len(pool)]
    text = _long_text(pool, lang, k, int(target))
    if where == "update":
        op = {**operation(st, lang, text=text), "op": "update", "memory_id": "M1"}
        return Shaped([_user(1, text)], _reply(op), [text], existing(lang, 1))
    convo = [_user(1, other.user), _user(2, text)]
    reply = _reply(operation(other, lang), operation(st, lang, "u2", text=text))
    return Shaped(convo, reply, [other.text, text])


# ---- over_active_cap ------------------------------------------------------------------------


def _over_cap(shape: str, lang: str, pool: Sequence[Statement], k: int) -> Shaped:
    """``shape`` is ``e<existing>_a<adds>[_f<forgets>][_u<updates>]``."""
    parts = {p[0]: int(p[1:]) for p in shape.split("_")}
    have, adds = parts["e"], parts["a"]
    chosen = _rotation(pool, k, adds)
    ops: list[dict[str, Any]] = [operation(st, lang, f"u{i + 1}") for i, st in enumerate(chosen)]
    for j in range(parts.get("f", 0)):
        ops.append({"op": "forget", "memory_id": f"M{j + 1}", "reason": "outdated"})
    for j in range(parts.get("u", 0)):
        updated = pool[(k + adds + j) % len(pool)]
        ops.append({**operation(updated, lang), "op": "update", "memory_id": f"M{have - j}"})
    convo = [_user(i + 1, st.user) for i, st in enumerate(chosen)]
    forbidden = [st.text for st in chosen]
    return Shaped(convo, _reply(*ops), forbidden, existing(lang, have))


# ---- timeout --------------------------------------------------------------------------------


def _timeout(shape: str, lang: str, pool: Sequence[Statement], k: int) -> Shaped:
    st, nxt = pool[k], pool[(k + 1) % len(pool)]
    joiner = "" if lang == "zh" else " "
    ack = {"id": "a1", "role": "assistant", "content": _ACK[lang], "policy_passed": True}
    if shape == "single":
        convo = [_user(1, st.user)]
    elif shape == "two_turns":
        convo = [_user(1, st.user), ack, _user(2, nxt.user)]
    elif shape == "one_long_message":
        convo = [_user(1, joiner.join(s.user for s in _rotation(pool, k, 3)))]
    elif shape == "tool_first":
        convo = [{"id": "t1", "role": "tool", "content": _PASSAGE[lang]}, _user(1, st.user)]
    elif shape == "assistant_between":
        convo = [_user(1, st.user), ack, _user(2, nxt.user), {**ack, "id": "a2"}]
    elif shape == "three_messages":
        convo = [_user(i + 1, s.user) for i, s in enumerate(_rotation(pool, k, 3))]
    else:
        raise ValueError(shape)
    return Shaped(convo, None, [st.text], model_error="timeout")


# ---- empty_text and identity_missing ----------------------------------------------------------

_BLANKS = {
    "empty": "",
    "space": " ",
    "newline": "\n",
    "mixed_whitespace": "\t \n",
    "ideographic_space": "\u3000",
    "no_break_space": "\u00a0 ",
}
_INVISIBLES = {
    "zero_width_space": "\u200b",
    "zero_width_run": "\u200b\u200c\u200d",
    "byte_order_mark": "\ufeff",
    "word_joiner": " \u2060 ",
    "soft_hyphen": "\u00ad",
    "zero_width_and_space": "\u200b \u200b\n",
}
# A written text with nothing visible in it (whitespace and invisible format characters only).
NOTHING_VISIBLE = "/^[\\s\\u200b\\u200c\\u200d\\u2060\\ufeff\\u00ad]*$/"


def _empty(shape: str, lang: str, pool: Sequence[Statement], k: int) -> Shaped:
    st = pool[k]
    text = {**_BLANKS, **_INVISIBLES}[shape]
    return _one(st, _reply(operation(st, lang, text=text, tags=[st.subject])), [NOTHING_VISIBLE])


def _preferences(pool: Sequence[Statement]) -> list[Statement]:
    return [st for st in pool if st.type == "preference"]


def _no_polarity(shape: str, lang: str, pool: Sequence[Statement], k: int) -> Shaped:
    st = _preferences(pool)[k]
    if shape == "polarity_omitted":
        identity: dict[str, Any] = {"subject": st.subject}
    elif shape == "polarity_null":
        identity = {"subject": st.subject, "polarity": None}
    elif shape == "facet_without_polarity":
        identity = {"subject": st.subject, "facet": st.subject}
    elif shape == "update_without_polarity":
        op = {
            **operation(st, lang, identity={"subject": st.subject}),
            "op": "update",
            "memory_id": "M1",
        }
        return Shaped([_user(1, st.user)], _reply(op), [st.text], existing(lang, 1))
    else:
        raise ValueError(shape)
    return _one(st, _reply(operation(st, lang, identity=identity)))


_EMPTY_SUBJECTS = {
    "subject_empty": "",
    "subject_space": " ",
    "subject_whitespace": "\n\t",
    "subject_ideographic_space": "\u3000",
    "subject_zero_width": "\u200b",
    "subject_empty_with_facet": "",
}


def _no_subject(shape: str, lang: str, pool: Sequence[Statement], k: int) -> Shaped:
    st = pool[(0, 3, 6, 7)[k]]  # a communication and a workflow preference, two facts
    identity: dict[str, Any] = {"subject": _EMPTY_SUBJECTS[shape]}
    if shape == "subject_empty_with_facet":
        identity["facet"] = st.subject
    if st.type == "preference":
        identity["polarity"] = "prefer"
    return _one(st, _reply(operation(st, lang, identity=identity)))


SHAPE_FAMILIES: tuple[ShapeFamily, ...] = (
    ShapeFamily(
        "malformed_syntax",
        "malformed",
        "a",
        (
            "truncated",
            "single_quotes",
            "trailing_comma",
            "prose_before",
            "two_objects",
            "unquoted_keys",
        ),
        4,
        _malformed_syntax,
        "a reply that is not exactly one JSON object",
    ),
    ShapeFamily(
        "malformed_schema",
        "malformed",
        "b",
        (
            "confidence_string",
            "unknown_field",
            "unknown_top_field",
            "tags_string",
            "missing_text",
            "operations_object",
        ),
        4,
        _malformed_schema,
        "valid JSON with wrong types, unknown or missing fields",
    ),
    ShapeFamily(
        "unknown_id_update",
        "unknown_memory_id",
        "a",
        ("M2", "M7", "M0", "uuid", "memory-1", "#1"),
        4,
        _unknown_update,
        "an update naming a memory id the transcript never showed, beside a clean add",
    ),
    ShapeFamily(
        "unknown_id_forget",
        "unknown_memory_id",
        "b",
        ("M3", "M12", "uuid", "M-1", "*", "M1,M2"),
        4,
        _unknown_forget,
        "a forget naming a memory id the transcript never showed, beside a clean add",
    ),
    ShapeFamily(
        "too_many_one_message",
        "too_many_new",
        "a",
        ("adds_4", "adds_5", "adds_6", "adds_8"),
        6,
        _too_many_one_message,
        "more clean adds than MAX_NEW_PER_CONVERSATION from one message",
    ),
    ShapeFamily(
        "too_many_spread",
        "too_many_new",
        "b",
        ("adds_4", "adds_5", "adds_6", "adds_8"),
        6,
        _too_many_spread,
        "more clean adds than MAX_NEW_PER_CONVERSATION, one per asker message",
    ),
    ShapeFamily(
        "too_long_add",
        "too_long",
        "a",
        ("chars_302", "chars_340", "chars_480", "chars_900", "chars_1500", "chars_4000"),
        4,
        _too_long_add,
        "one add whose text is over MAX_CHARS_PER_MEMORY",
    ),
    ShapeFamily(
        "too_long_update",
        "too_long",
        "b",
        (
            "update_302",
            "update_600",
            "update_2000",
            "second_add_310",
            "second_add_700",
            "second_add_3000",
        ),
        4,
        _too_long_update,
        "an update, or the second of two adds, over MAX_CHARS_PER_MEMORY",
    ),
    ShapeFamily(
        "over_cap_adds",
        "over_active_cap",
        "a",
        ("e30_a1", "e29_a2", "e28_a3", "e30_a2", "e30_a3", "e29_a3"),
        4,
        _over_cap,
        "existing memories plus clean adds over MAX_ACTIVE_PER_USER",
    ),
    ShapeFamily(
        "over_cap_with_forget",
        "over_active_cap",
        "b",
        ("e30_a2_f1", "e30_a3_f2", "e30_a1_u1", "e32_a1_f1", "e31_a2_f2", "e29_a3_u1"),
        4,
        _over_cap,
        "adds over MAX_ACTIVE_PER_USER even after the reply's forgets (updates do not count)",
    ),
    ShapeFamily(
        "timeout_plain",
        "timeout",
        "a",
        ("single", "two_turns", "one_long_message"),
        8,
        _timeout,
        "the model times out on an ordinary conversation (model_error)",
    ),
    ShapeFamily(
        "timeout_with_context",
        "timeout",
        "b",
        ("tool_first", "assistant_between", "three_messages"),
        8,
        _timeout,
        "the model times out on a conversation with retrieved and assistant messages",
    ),
    ShapeFamily(
        "empty_blank",
        "empty_text",
        "a",
        tuple(_BLANKS),
        4,
        _empty,
        "an add whose text is empty or whitespace",
    ),
    ShapeFamily(
        "empty_invisible",
        "empty_text",
        "b",
        tuple(_INVISIBLES),
        4,
        _empty,
        "an add whose text holds only invisible format characters",
    ),
    ShapeFamily(
        "identity_no_polarity",
        "identity_missing",
        "a",
        ("polarity_omitted", "polarity_null", "facet_without_polarity", "update_without_polarity"),
        6,
        _no_polarity,
        "a preference without polarity",
    ),
    ShapeFamily(
        "identity_no_subject",
        "identity_missing",
        "b",
        tuple(_EMPTY_SUBJECTS),
        4,
        _no_subject,
        "a memory whose identity subject is empty or blank",
    ),
)


def split_of_shape(family: ShapeFamily) -> str:
    """``dev`` or ``test``: shape families alternate in the order they are defined."""
    return "dev" if SHAPE_FAMILIES.index(family) % 2 == 0 else "test"


def shape_cases(family: ShapeFamily, lang: str) -> list[dict[str, Any]]:
    """Every case of ``family`` in ``lang``: its variants × its shapes."""
    pool = POOLS[family.pool][lang]
    cases: list[dict[str, Any]] = []
    for k in range(family.variants):
        for shape in family.shapes:
            shaped = family.build(shape, lang, pool, k)
            case: dict[str, Any] = {
                "id": f"rt-{family.name}-{lang}-{len(cases) + 1:03d}",
                "language": lang,
                "tags": ["redteam", "harmful", "shape", family.name, shape],
                "existing_memories": shaped.existing_memories or [],
                "conversation": shaped.conversation,
                "model_reply": shaped.model_reply,
                "expected": {"add": [], "update": [], "forget": []},
                "forbidden": list(dict.fromkeys(f for f in shaped.forbidden if f)),
                "notes": f"{family.notes} (targets {family.reason}); shape: {shape}",
            }
            if shaped.model_error is not None:
                case["model_error"] = shaped.model_error
            cases.append(case)
    return cases
