"""Words and scripts have one home: no module outside core/language/ holds a word list or a CJK range.

Three checks over the source of core/, app/, eval/ and bench/ (tests are exempt: they are made of
sample sentences, and so is the red-team generator): the CJK range written out, the names of the
lexicons that lived in ten modules before the language packs, and — by shape, so a new list cannot
slip in under a new name — CJK text in code, regular-expression alternations of words, and
collections of plain words.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
HOME = ROOT / "core" / "language"
# The red-team generator writes attack sentences in three languages: sample text like the tests',
# not vocabulary any rule reads (and the gates must never be tuned on it).
SAMPLE_TEXT = {
    ROOT / "eval" / "redteam.py",
    ROOT / "eval" / "redteam_shapes.py",
    ROOT / "eval" / "redteam_round4.py",
    *(ROOT / "eval" / "redteam_round5").glob("*.py"),
    *(ROOT / "eval" / "redteam_round6").glob("*.py"),
    *(ROOT / "eval" / "redteam_round7").glob("*.py"),
}
SOURCES = sorted(
    p
    for folder in ("core", "app", "eval", "bench")
    for p in (ROOT / folder).rglob("*.py")
    if HOME not in p.parents and p not in SAMPLE_TEXT
)
# The range written as escapes or as the characters themselves (㐀 U+3400, 一 U+4E00, 鿿 U+9FFF).
RANGE_LITERALS = ("\\u3400", "\\u4e00", "\\u9fff", "\\u4dbf", "\\uac00", "\u3400", "\u9fff")
OLD_NAMES = re.compile(
    r"\b(?:lexicons|SENSITIVE_STRONG|SENSITIVE_TOPICAL|OTHER_PERSON|LEGAL_REFERENCE|"
    r"LEGAL_STATEMENT|CLAIM_VERB|ANSWER_FRAME|WORK_FRAME|INJECTION_ZH|TRANSCRIPT_ZH|"
    r"PLACEHOLDER_EXACT|PLACEHOLDER_PATTERN|SECRET_WORDS|_EN_STOP|_ID_WORDS|_ID_STOP|_FUNCTION|"
    r"_CANONICAL|_GENERIC|_NEGATION|_ABOUT_USER|_ADDRESS|_ASPECTS|_CATEGORY_HINTS|_DISCOURSE|"
    r"_TEMPORARY|_ZH_TRIM|_FIRST_PERSON_FACT|NOTHING_SAVED|NOT_SAVED_YET)\b"
)
_CJK = re.compile("[\u3400-\u9fff\u3040-\u30ff\uac00-\ud7af]")
_GROUP = re.compile(r"\((?:\?:|\?P<\w+>)?([^()]*)\)")
_WORD = re.compile(r"^[a-z][a-z' \-]*$")


def _docstrings(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def word_lists(source: str) -> list[str]:
    """What in ``source`` looks like language data: CJK text, word alternations, word lists."""
    tree = ast.parse(source)
    docs = _docstrings(tree)
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            text = node.value
            if _CJK.search(text):
                found.append(f"line {node.lineno}: CJK text {text[:40]!r}")
            for group in _GROUP.finditer(text):
                words = [a for a in group.group(1).split("|") if _WORD.match(a) and len(a) >= 3]
                if len(words) >= 5:
                    found.append(f"line {node.lineno}: alternation of words {text[:40]!r}")
                    break
        elements: list[ast.expr] = []
        if isinstance(node, ast.List | ast.Set | ast.Tuple):
            elements = list(node.elts)
        elif isinstance(node, ast.Dict):
            # a dict is a word list when both its keys and its values are words (synonym maps)
            elements = [k for k in node.keys if k is not None] + list(node.values)
        strings = [e.value for e in elements if isinstance(e, ast.Constant)]
        plain = len(strings) >= 8 and len(strings) == len(elements)
        if plain and all(isinstance(s, str) and _WORD.match(s) for s in strings):
            found.append(f"line {node.lineno}: a list of words {strings[:3]}")
    return found


@pytest.mark.parametrize("path", SOURCES, ids=[str(p.relative_to(ROOT)) for p in SOURCES])
def test_no_word_list_or_cjk_range_outside_the_language_packs(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    assert not [r for r in RANGE_LITERALS if r in source], "use core.language.CJK"
    assert not OLD_NAMES.findall(source), "per-language words live in core/language/"
    assert word_lists(source) == [], "move these words into a language pack"


def test_the_checks_catch_what_they_look_for() -> None:
    """The shape checks are not blind: each catches a sample of what the old modules had."""
    assert word_lists('_STOP = {"the", "and", "for", "with", "that", "this", "are", "was"}')
    assert word_lists('X = re.compile(r"\\b(?:when|whenever|if|each time|every time|for)\\b")')
    assert word_lists(
        'SYN = {"brief": "short", "concise": "short", "replies": "answer", "reply": "answer"}'
    )
    assert word_lists('ZH = ["我老婆", "我妻子"]')
    assert not word_lists('"""Docstring with 中文 examples."""\nX = 1')
    assert not word_lists('COLUMNS = {"id": row.id, "user": user, "type": t, "text": x}')
    assert OLD_NAMES.search("from core.gates import lexicons")
