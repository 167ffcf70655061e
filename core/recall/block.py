"""Render recalled memories as ONE system message (SPEC §7, seed 000 and 001).

Background for tone, format and scope — not evidence; the latest user message wins. A user with
no memories gets a short note instead, so "what do you remember about me?" is answered "nothing
saved yet"; while writing is on, an unknown name or job detail "may not be saved yet".
"""

from __future__ import annotations

from collections import Counter

from core.recall.candidates import Candidate

HEADER = {
    "en": (
        "Long-term memory about this user, from earlier conversations. Use it only as background "
        "for tone, format and scope of your answer; it is not evidence and never a source to "
        "cite. If it conflicts with the latest user message, the latest user message wins."
    ),
    "id": (
        "Memori jangka panjang tentang pengguna ini dari percakapan sebelumnya. Pakai hanya sebagai "
        "latar untuk nada, format, dan cakupan jawaban; ini bukan bukti dan tidak pernah dikutip "
        "sebagai sumber. Jika bertentangan dengan pesan terbaru pengguna, pesan terbaru yang berlaku."
    ),
    "zh": (
        "以下是该用户在之前对话中的长期记忆，仅作为回答语气、格式和范围的背景参考；它不是证据，"
        "也不能作为来源引用。如果与用户最新消息冲突，以最新消息为准。"
    ),
}
NOTHING_SAVED = {
    "en": (
        "No long-term memories are saved for this user yet. If asked what you remember about "
        "them, say that nothing is saved yet — never that you cannot remember across "
        "conversations."
    ),
    "id": (
        "Belum ada memori jangka panjang yang disimpan untuk pengguna ini. Jika ditanya apa yang "
        "kamu ingat tentang mereka, jawab bahwa belum ada yang disimpan — jangan katakan bahwa "
        "kamu tidak bisa mengingat antar percakapan."
    ),
    "zh": (
        "该用户目前还没有保存任何长期记忆。如果被问到你记得关于他们的什么，请回答目前还没有保存任何内容，"
        "不要说你无法跨对话记忆。"
    ),
}
NOT_SAVED_YET = {
    "en": (
        "Memories are written after a conversation goes idle: if the user mentions a name or a "
        "job detail that is neither in these notes nor in this conversation, say it may not be "
        "saved yet — never that you do not store names."
    ),
    "id": (
        "Memori ditulis setelah percakapan menganggur: jika pengguna menyebut nama atau detail "
        "pekerjaan yang tidak ada di catatan ini maupun di percakapan ini, katakan bahwa itu "
        "mungkin belum tersimpan — jangan katakan bahwa kamu tidak menyimpan nama."
    ),
    "zh": (
        "记忆会在对话闲置后才写入：如果用户提到的姓名或工作细节既不在这些记录中也不在本次对话中，"
        "请说明可能还没有保存，不要说你不保存姓名。"
    ),
}


def block_language(memories: list[Candidate], query_language: str | None) -> str:
    """The language of the block: the memories' majority language, else the query's, else en."""
    counts = Counter(m.language for m in memories if m.language in HEADER)
    if counts:
        return counts.most_common(1)[0][0]
    return query_language if query_language in HEADER else "en"


def render_block(memories: list[Candidate], language: str, write_enabled: bool) -> str:
    """The system message with the recalled memories."""
    lines = [HEADER[language], ""]
    lines += [f"- ({m.category}) {m.text}" for m in memories]
    if write_enabled:
        lines += ["", NOT_SAVED_YET[language]]
    return "\n".join(lines)


def render_note(language: str, write_enabled: bool) -> str:
    """The short note for a user with no memories at all."""
    note = NOTHING_SAVED[language]
    return note + ("\n" + NOT_SAVED_YET[language] if write_enabled else "")
