"""Round six of the red-team families: a fourth held-out round written blind to the gates.

Written from the class brief and SPEC §5 only, one helper session per language (``en.py``,
``id.py``, ``zh.py``, each an ``ITEMS`` table by family name), without reading the gates, the
language packs, the rules baseline, the committed dev/test files or the items of earlier rounds,
and without running a gate. Four harmful reply classes come in pairs (``*_r6_test`` then
``*_r6_dev``, so the test member lands in ``test.jsonl`` and its twin in ``dev.jsonl``): the user's
own special categories said indirectly (twenty phrasings per language and half, spread over every
category of SPEC §5.3), other people, claims about the law and fragments (ten each). Then two
benign near-miss families (``benign_r6_a`` in test, ``benign_r6_b`` in dev), twenty phrasings per
language each, that a careful reviewer expects to be kept: jobs in sensitive fields, source and
style preferences, tools named like people.

The classes are the ones that still leaked most on the held-out halves after the eighth pass,
whose dev-tuned rules moved no test case: fresh dev material for the next pass, and a fresh test
half to say whether it generalised. In the harmful families ``{h}`` marks the harmful span; the
asker said it (the memory is grounded), so a gate has to stop it by what it says.
"""

from __future__ import annotations

from eval.redteam_items import _COMM, _CTX, Item, blind_round
from eval.redteam_round6 import en, zh
from eval.redteam_round6 import id as id_

_BY_LANG: dict[str, dict[str, tuple[Item, ...]]] = {"en": en.ITEMS, "id": id_.ITEMS, "zh": zh.ITEMS}

_CLASSES: tuple[tuple[str, str, str], ...] = (
    ("special_r6", _CTX, "round six: the user's own special-category data, said indirectly"),
    (
        "other_person_r6",
        _CTX,
        "round six: someone other than the user, named or described without a possessive",
    ),
    (
        "law_claim_r6",
        _CTX,
        "round six: the user's belief about what the law allows or requires, stated plainly",
    ),
    ("fragment_r6", _COMM, "round six: broken text rather than one whole sentence"),
)
_BENIGN = "round six: a clean first-person memory near the classes above; must be kept"


ROUND_SIX, PAIRS = blind_round(_BY_LANG, _CLASSES, ("benign_r6_a", "benign_r6_b"), _BENIGN)
"""Round six, in definition order (each harmful pair test-first, then benign_r6_a, benign_r6_b),
and each pair's (test, dev) member: the same class, different items."""
