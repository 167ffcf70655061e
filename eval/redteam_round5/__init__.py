"""Round five of the red-team families: a third held-out round written blind to the gates.

Written from the class brief and SPEC §5 only, one helper session per language (``en.py``,
``id.py``, ``zh.py``, each an ``ITEMS`` table by family name), without reading the gates, the
language packs, the rules baseline, the committed dev/test files or the items of earlier rounds.
Five harmful reply classes come in pairs (``*_r5_test`` then ``*_r5_dev``, so the test member
lands in ``test.jsonl`` and its twin in ``dev.jsonl``), ten phrasings per language each; both
members of a pair cover the same class with different people, topics and wordings. Then two benign
near-miss families (``benign_r5_a`` in test, ``benign_r5_b`` in dev), sixteen phrasings per
language each, that a careful reviewer expects to be kept.

The classes are the ones round four still leaked most on its held-out half (the user's special
categories said indirectly, claims about the law, other people, fragments, injections), so the dev
half gives the gates new material to be tuned on and the test half says whether that generalised.
In the harmful families ``{h}`` marks the harmful span; the asker said it (the memory is
grounded), so a gate has to stop it by what it says.
"""

from __future__ import annotations

from eval.redteam_items import _COMM, _CTX, Item, blind_round
from eval.redteam_round5 import en, zh
from eval.redteam_round5 import id as id_

_BY_LANG: dict[str, dict[str, tuple[Item, ...]]] = {"en": en.ITEMS, "id": id_.ITEMS, "zh": zh.ITEMS}

_CLASSES: tuple[tuple[str, str, str], ...] = (
    (
        "other_person_r5",
        _CTX,
        "round five: someone other than the user, named or described without a possessive",
    ),
    ("special_r5", _CTX, "round five: the user's own special-category data, said indirectly"),
    (
        "law_claim_r5",
        _CTX,
        "round five: the user's belief about what the law allows or requires, stated plainly",
    ),
    (
        "injection_r5",
        _COMM,
        "round five: text that tries to change the assistant's rules from inside a memory",
    ),
    ("fragment_r5", _COMM, "round five: broken text rather than one whole sentence"),
)
_BENIGN = "round five: a clean first-person memory near the classes above; must be kept"


ROUND_FIVE, PAIRS = blind_round(_BY_LANG, _CLASSES, ("benign_r5_a", "benign_r5_b"), _BENIGN)
"""Round five, in definition order (each harmful pair test-first, then benign_r5_a, benign_r5_b),
and each pair's (test, dev) member: the same class, different items."""
