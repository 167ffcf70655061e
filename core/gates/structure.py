"""A memory is one plain sentence (SPEC §5.3): the structure rules.

URLs, domains, markdown links, images and headings, HTML, code (also a SQL statement or a
traceback with no bracket of its own) and template placeholders are never stored
(e-mail addresses are identifiers, see :mod:`core.gates.identifiers`); bidi controls and other
invisible format characters, and letters disguised (spelled out one by one, look-alikes of another
script inside a Latin word, full-width or mathematical letters) reject a candidate. Every rule reads the folded view (spaced letters
joined, look-alikes folded), so "h t t p s : / /" or a Cyrillic "httрs" is still a URL. The rules
are shapes of markup, not words of a language: nothing here is per-language.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from pathlib import Path

from core.gates.normalize import fold_cased, invisible_in, lookalike_letters, strip_invisible
from core.gates.reasons import Reason
from core.language import CJK, loaded

_I = re.IGNORECASE
# Markup is ASCII: it starts where no Latin letter or digit comes before, even right after a CJK
# character ("附上https://…"), where \b would not see a boundary.
_B = r"(?<![A-Za-z0-9_])"
_URL = re.compile(
    rf"{_B}[a-z][a-z0-9+.\-]{{1,15}}://|{_B}www\d?\.[^\W_]|{_B}(?:https?|ftp|mailto):"
    rf"|{_B}data:[a-z]+/[a-z]",
    _I,
)
_MARKDOWN_IMAGE = re.compile(r"!\[[^\]\n]*\]\(")
_MARKDOWN_LINK = re.compile(r"\[[^\]\n]*\]\(|^\s*\[[^\]\n]+\]:\s*\S")
_HTML = re.compile(
    # a closed tag (<b>, </b>, <img src=x>), an opened tag with an attribute, a closing tag, an
    # entity (&lt; &#60; &#x3c;) and the comment and declaration openers
    r"</?[a-z][a-z0-9\-]*(?:\s+[a-z\-:]+(?:\s*=\s*[^\s>]*)?)*\s*/?>"
    r"|<[a-z][a-z0-9\-]*\s+[a-z\-:]+\s*="
    r"|</[a-z]"
    r"|&(?:[a-z]{2,8}|#\d{2,7}|#x[0-9a-f]{2,6});|&(?:lt|gt)(?![a-z])"
    r"|<!--|<!doctype|<\?",
    _I,
)
_CODE = re.compile(
    # backtick spans and fences, script URLs, inline event handlers, arrows, a call written
    # name(…) with no space before the parenthesis ("report(s)" is a plural, not a call)
    rf"`[^`\n]+`|```|{_B}(?:java|vb)script\s*:|{_B}on[a-z]{{3,20}}\s*=|=>|"
    rf"{_B}[a-z_$][a-z0-9_$]*(?:\.[a-z_$][a-z0-9_$]*)*\((?!s\))[^()\n]{{0,200}}\)"
    rf"|{_B}[a-z_$][a-z0-9_$]*\(\s*[\"'`]",
    _I,
)
# Code that has none of those signs: a SQL statement (its keywords written as SQL is written, in
# capitals), a Python traceback's header and an exception's name before its message.
_CODE_WORDS = re.compile(
    rf"{_B}(?:SELECT|INSERT INTO|UPDATE|DELETE FROM)\s[^.;\n]{{0,80}}?\b(?:FROM|SET|VALUES|WHERE)\b"
    rf"|{_B}Traceback \(most recent call|{_B}[A-Z][a-z]+(?:[A-Z][a-z]+)*(?:Error|Exception):"
)
_CODE_WORD_SIGNS = ("SELECT", "INSERT", "UPDATE", "DELETE", "Traceback", "Error:", "Exception:")
_CODE_SIGNS = ("`", "(", "=", ":")
# A markdown heading or banner: a memory that opens with "# " to "###### ", or ends on a run of
# "#" ("### Notice ###"). A heading is a document's, not a sentence about the user.
_HEADING = re.compile(r"^\s*#{1,6}\s+\S|(?<![\w#])#{2,}\s*$")
_PLACEHOLDER = re.compile(r"\{\{.*?\}\}|\$\{[^{}]*\}|\{[^{}\n]{0,60}\}|%\([^)\s]{1,40}\)[a-z]", _I)
# The other template slot syntaxes: a slot named in brackets ("[job title]", "<kota asal>",
# "【联系电话】"; a markdown link's label is a link, not a slot), printf fields ("%d", "%2$s"),
# environment variables ("$HOME_CITY"), blanks to fill ("____", "......") and runs of X standing
# for a value ("XXXX", "XX区", in :data:`_FILLER`).
# Slots are ASCII markup: like ``_B``, their edges are Latin letters and digits only, so a slot right
# next to CJK text ("尊敬的%1$s先生", "联系人%NAME%") is one too.
_SLOT = re.compile(
    r"\[\s*[^\W\d_][^\[\]\n]{0,60}\](?!\()"
    r"|<\s*[^\W\d_][^<>\n]{0,60}>"
    r"|【[^】\n]{1,30}】"
    r"|(?<![A-Za-z0-9_%])%(?:\d+\$)?[-+ 0#]?\d*(?:\.\d+)?[sdfi](?![a-z])"
    # a printf position with its conversion cut off ("%1$")
    r"|(?<![A-Za-z0-9_%])%\d+\$"
    r"|(?<![A-Za-z0-9_$])\$[A-Z][A-Z0-9]*_?[A-Z0-9_]{2,}(?![a-z])"
    # one identifier between the same marks on both sides: %NAME%, #city#, __name__, ((name))
    r"|(?<![A-Za-z0-9_%])%[A-Za-z]\w*%(?![A-Za-z0-9_])"
    r"|(?<![A-Za-z0-9_#])#[A-Za-z]\w*#(?![A-Za-z0-9_])"
    r"|(?<![A-Za-z0-9_])__[A-Za-z]\w*?__(?![A-Za-z0-9_])|\(\(\s*[^\W\d_][^()\n]{0,40}\)\)"
    # a named parameter: a colon before a snake_case identifier (":first_name", ":nama_tamu")
    r"|(?<![A-Za-z0-9_:/]):[A-Za-z]+(?:_[A-Za-z0-9]+)+(?![A-Za-z0-9_])"
)
# A quoted message: markdown's quote mark where a text or a clause starts, before words ("引用：> 别…",
# "Quoting: > keep …"); a comparison ("answers > 200 words", "A > B") has no clause break before it.
_QUOTED = re.compile(r"(?:^|[:;.!?\u3002\uff1a\uff1b\uff01\uff1f])\s*>\s*(?=[^\W\d_])")
# Blanks and filler runs in a sentence: the content rule's "placeholder" label, which a whole tag
# may be ("xxx" is a fine tag).
# Symbols that only ever stand for a value to fill in ("××公司", "○○先生", "□□") count in runs too.
_FILLER = re.compile(
    r"_{3,}|\.{4,}|…{2,}|(?<![A-Za-z])(?:X{2,}|x{3,})(?![A-Za-z])|[×○〇□■△▲]{2,}|＿{2,}"
    # a blank standing alone between words ("a __ closing line", "pembuka ... di awal"), a masked
    # value ("on xx/xx", "at xx:xx"), and the typesetter's Latin filler ("lorem", "ipsum")
    r"|(?<!\S)(?:_{2,}|\.{3}|…)(?=\s+\w)"
    r"|(?<![A-Za-z0-9])[xX]{1,4}(?:[.:/\-][xX]{1,4})+(?![A-Za-z0-9])"
    r"|(?i:(?<![A-Za-z])(?:lorem|ipsum)(?![A-Za-z]))"
)
# An opening bracket with a word after it that no bracket closes: a slot cut off ("signs as [job ti").
# A doubled opener of wiki and template markup that nothing closes is one too ("此致 [[").
_UNCLOSED = re.compile(
    r"[\[【{<](?=\s*[^\W\d_])(?![^\[\]【】{}<>]*[\]】}>])"
    r"|\[\[(?!.*\]\])|\{\{(?!.*\}\})|\(\((?!.*\)\))"
)
# label.label.tld: the last label letters only (a real or a reserved top-level domain, checked
# below), the labels letters, digits and inner hyphens; not inside an e-mail or a longer word.
_DOMAINS = (
    # ASCII labels, also right next to CJK text ("引用www.falv.example作为来源")
    re.compile(
        r"(?<![A-Za-z0-9@.\-])(?:[a-z0-9](?:[a-z0-9\-]{0,61}[a-z0-9])?\.)+([a-z]{2,63})"
        r"(?![A-Za-z0-9\-])",
        _I,
    ),
    # internationalized labels ("例子.中国")
    re.compile(r"(?<![\w@.\-])(?:[^\W_](?:[\w\-]{0,61}[^\W_])?\.)+([^\W\d_]{2,63})(?![\w\-])"),
)
# Reserved names that are never in the root zone (RFC 2606, RFC 6761, RFC 7686, ICANN .internal).
_RESERVED_TLDS = frozenset(
    {"example", "test", "invalid", "localhost", "local", "onion", "internal"}
)
# Disguised letters: a memory is written plainly, so a text that a reader cannot read as written
# was made to slip past a rule. Four or more single characters in a row, each alone between the
# same separator ("p a s s", "0-8-1-2", "s·k·1·x"; no letter or digit glued on either end), or
# four Chinese characters with a space between each ("密 码 是 多"); a word that mixes Latin
# letters with look-alike letters of another script ("Раssword"); two or more letters in a row
# that Unicode compatibility folds to plain Latin (full-width "ｐｗ", mathematical "𝐩𝐰").
_LETTER_SPACED = re.compile(
    r"(?<![^\W_])[^\W_](?P<sep> |\.|-| ?[\u00b7\u2022\u2219\u22c5|] ?)[^\W_]"
    r"(?:(?P=sep)[^\W_]){2,}(?![^\W_])"
    rf"|[{CJK}](?: [{CJK}]){{2,}}"
)
_SPACING = " .-\u00b7\u2022\u2219\u22c5|"
_MIXED_SCRIPT_LETTERS = 3


@loaded
def _compatibility_run() -> re.Pattern[str]:
    """Two letters in a row that Unicode compatibility folds to plain Latin letters (full-width,
    mathematical, circled …): one character class built once from the Unicode data."""
    letters = []
    for code in range(0x80, 0x110000):
        ch = chr(code)
        if ch.isalpha():
            plain = unicodedata.normalize("NFKC", ch)
            if len(plain) == 1 and plain.isascii() and plain.isalpha():
                letters.append(re.escape(ch))
    return re.compile(f"[{''.join(letters)}]{{2}}")


def disguise_label(text: str) -> str | None:
    """``letter_spaced``, ``mixed_script`` or ``compatibility_letters`` when ``text`` is written
    so that it does not read as written (SPEC §5.3: a memory is one plain sentence), else None.

    The checks read the text as stored, before any folding: the folded view is what the other
    rules read, and a disguise is found only where it still shows.
    """
    raw = strip_invisible(text)
    plain = unicodedata.normalize("NFKC", raw)
    if any(sep in plain for sep in _SPACING) and _LETTER_SPACED.search(plain):
        return "letter_spaced"
    if raw.isascii():
        return None
    lookalike = lookalike_letters()
    for word in raw.split() if not lookalike.isdisjoint(raw) else ():
        letters = [ch for ch in word if ch.isalpha()]
        if (
            len(letters) >= _MIXED_SCRIPT_LETTERS
            and any(ch.isascii() for ch in letters)
            and any(ch in lookalike for ch in letters)
        ):
            return "mixed_script"
    if plain != raw and _compatibility_run().search(raw):
        return "compatibility_letters"
    return None


_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_ZWJ = "\u200d"


def _is_emoji(ch: str) -> bool:
    return ord(ch) >= 0x1F000 or unicodedata.category(ch) == "So"


def _is_variation_selector(ch: str) -> bool:
    return "\ufe00" <= ch <= "\ufe0f" or "\U000e0100" <= ch <= "\U000e01ef"


def _is_tag_character(ch: str) -> bool:
    return "\U000e0020" <= ch <= "\U000e007f"


def invisible_label(text: str) -> str | None:
    """``bidi_control`` or ``invisible_format`` when ``text`` holds one, else None.

    Inside emoji sequences a zero-width joiner (👩‍💻), one variation selector after an emoji
    or a keycap base (❤️, 1️⃣) and the tag characters of a flag (🏴 England) are allowed.
    """
    if not invisible_in(text):
        return None
    found: str | None = None
    for i, ch in enumerate(text):
        if ch in _BIDI:
            return "bidi_control"
        previous = text[i - 1] if i else ""
        if _is_variation_selector(ch):
            if previous and (_is_emoji(previous) or previous in "0123456789#*"):
                continue
            found = "invisible_format"
        elif unicodedata.category(ch) == "Cf":
            if ch == _ZWJ and _joins_emoji(text, i):
                continue
            if (
                _is_tag_character(ch)
                and previous
                and (_is_emoji(previous) or _is_tag_character(previous))
            ):
                continue
            found = "invisible_format"
    return found


def _joins_emoji(text: str, i: int) -> bool:
    before = text[i - 1] if i else ""
    if before and _is_variation_selector(before) and i >= 2:
        before = text[i - 2]
    after = text[i + 1] if i + 1 < len(text) else ""
    return bool(before and after and _is_emoji(before) and _is_emoji(after))


@loaded
def _top_level_domains() -> frozenset[str]:
    """Every top-level domain of the Public Suffix List's ICANN section (bundled by the
    ``publicsuffixlist`` package, read once; no network), plus the reserved names."""
    import publicsuffixlist

    tlds: set[str] = set(_RESERVED_TLDS)
    with Path(publicsuffixlist.PSLFILE).open(encoding="utf-8") as lines:
        for line in lines:
            if "===END ICANN DOMAINS===" in line:
                break
            rule = line.strip().lstrip("!*.")
            if rule and not rule.startswith("//"):
                tlds.add(rule.rsplit(".", 1)[-1].lower())
    return frozenset(tlds)


def _domains(cased: str) -> bool:
    tlds = _top_level_domains()
    for domain in _DOMAINS:
        for match in domain.finditer(cased):
            last = match.group(1)
            # "answers.Thanks" is a missing space after a full stop, not a domain.
            if last[0].isupper() and last[1:].islower():
                continue
            if last.lower() in tlds:
                return True
    return False


def _hits(text: str, cased: str) -> Iterator[tuple[Reason, str]]:
    # Each rule needs one telltale character; the `in` checks spare plain sentences the scans.
    if (":" in cased or "www" in cased.lower()) and _URL.search(cased):
        yield Reason.instruction_injection, "url"
    # The folded view drops spaces between CJK characters, the one gap that sets a CJK domain
    # apart from the sentence around it ("喜欢 例子.中国 的资料"): look at both.
    if "." in cased and (
        _domains(cased) or (not text.isascii() and _domains(strip_invisible(text)))
    ):
        yield Reason.instruction_injection, "domain"
    if "](" in cased and _MARKDOWN_IMAGE.search(cased):
        yield Reason.instruction_injection, "markdown_image"
    elif "]" in cased and _MARKDOWN_LINK.search(cased):
        yield Reason.instruction_injection, "markdown_link"
    if ("<" in cased or "&" in cased) and _HTML.search(cased):
        yield Reason.instruction_injection, "html"
    if (any(c in cased for c in _CODE_SIGNS) and _CODE.search(cased)) or (
        any(w in cased for w in _CODE_WORD_SIGNS) and _CODE_WORDS.search(cased)
    ):
        yield Reason.instruction_injection, "code"
    if "#" in cased and _HEADING.search(cased):
        yield Reason.instruction_injection, "markdown_heading"
    if ">" in cased and _QUOTED.search(cased):
        yield Reason.transcript_pattern, "quoted_message"
    if ("{" in cased or "%(" in cased) and _PLACEHOLDER.search(cased):
        yield Reason.placeholder, "template_placeholder"
    elif _SLOT.search(cased):
        yield Reason.placeholder, "template_slot"
    elif _UNCLOSED.search(cased):
        yield Reason.placeholder, "unclosed_slot"
    elif _FILLER.search(cased):
        yield Reason.placeholder, "placeholder"


_LINK_LABELS = frozenset({"url", "domain", "markdown_image", "markdown_link"})


def link_spans(text: str) -> list[str]:
    """The whitespace-delimited pieces of ``text`` (folded, lower-case) that are or hold a URL, a
    domain or a markdown link: what a candidate must not carry cut in pieces either."""
    cased = fold_cased(text)
    if not any(sign in cased for sign in (".", ":", "](")):
        return []
    spans = []
    # CJK text runs into a link with no space ("附上https://…的链接"); it is not part of it.
    for token in re.split(rf"[\s{CJK}]+", cased):
        if any(label in _LINK_LABELS for _, label in _hits(token, token)):
            spans.append(token.lower().strip(".,;:!?)(\"'`。，；：！？、"))
    return spans


def structure_hits(text: str, cased: str | None = None) -> list[tuple[Reason, str]]:
    """Every structure rule ``text`` breaks, as (reason, label); labels never hold text.

    ``cased`` is ``fold_cased(text)`` when the caller has it already.
    """
    hits = list(_hits(text, fold_cased(text) if cased is None else cased))
    invisible = invisible_label(text)
    if invisible:
        hits.append((Reason.instruction_injection, invisible))
    disguise = disguise_label(text)
    if disguise:
        hits.append((Reason.instruction_injection, disguise))
    return hits


# A question mark closing the text (NFKC folds the full-width "？" to "?"), or closing a clause
# before more text ("Berapa lama masa retensinya? Tolong jelaskan"): a memory states, it never asks.
_QUESTION = re.compile(r"\?(?:\s|$)|\?(?=[\"'”’)\]])")


def is_question(text: str) -> bool:
    """True when the memory text asks a question (a copied turn, not a statement about the user)."""
    return bool(_QUESTION.search(unicodedata.normalize("NFKC", strip_invisible(text)).strip()))


def markup_hits(text: str, cased: str | None = None) -> list[tuple[Reason, str]]:
    """The markup rules alone (no invisible-character check, no filler: a whole tag "xxx" may
    stand next to the text), for views built by joining fields."""
    return [
        hit
        for hit in _hits(text, fold_cased(text) if cased is None else cased)
        if hit != (Reason.placeholder, "placeholder")
    ]
