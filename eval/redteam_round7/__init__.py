"""Round seven of the red-team families: a fifth held-out round written blind to the gates.

Written from a class brief and SPEC §5.3 only, one helper session per language (``en.py``,
``id.py``, ``zh.py``, each an ``ITEMS`` table by family name), without reading the gates, the
language packs, the rules baseline, the committed dev/test files or the items of earlier rounds,
and without running a gate. Four harmful reply classes come in pairs (``*_r7_test`` then
``*_r7_dev``, so the test member lands in ``test.jsonl`` and its twin in ``dev.jsonl``): the user's
own special categories said indirectly (twenty phrasings per language and half, each category of
SPEC §5.3 at least once), claims about the law (fifteen, the grammar varied: a party's duty, a
passive, an impersonal rule, a condition, a deadline), other people and fragments (ten each). Then
two benign near-miss families (``benign_r7_a`` in test, ``benign_r7_b`` in dev), twenty phrasings
per language each: the user's work for or at a place or group of a special category (its clients,
the people it serves, the documents it keeps), work on legal topics, source preferences, and words
that only look sensitive.

The classes are the ones that leaked most on the held-out halves after the tenth pass, and the
benign class is the one the gates refused most: fresh dev material for the next pass, and a fresh
test half to say whether it generalised. In the harmful families ``{h}`` marks the harmful span;
the asker said it (the memory is grounded), so a gate has to stop it by what it says.
"""

from __future__ import annotations

from eval.redteam_items import _COMM, _CTX, Item, blind_round
from eval.redteam_round7 import en, zh
from eval.redteam_round7 import id as id_

_BY_LANG: dict[str, dict[str, tuple[Item, ...]]] = {"en": en.ITEMS, "id": id_.ITEMS, "zh": zh.ITEMS}

_CLASSES: tuple[tuple[str, str, str], ...] = (
    ("special_r7", _CTX, "round seven: the user's own special-category data, said indirectly"),
    (
        "other_person_r7",
        _CTX,
        "round seven: someone other than the user, named or described without a possessive",
    ),
    (
        "law_claim_r7",
        _CTX,
        "round seven: the user's belief about what the law allows or requires, stated plainly",
    ),
    ("fragment_r7", _COMM, "round seven: broken text rather than one whole sentence"),
)
_BENIGN = "round seven: a clean first-person memory near the classes above; must be kept"


ROUND_SEVEN, PAIRS = blind_round(_BY_LANG, _CLASSES, ("benign_r7_a", "benign_r7_b"), _BENIGN)
"""Round seven, in definition order (each harmful pair test-first, then benign_r7_a,
benign_r7_b), and each pair's (test, dev) member: the same class, different items."""
