"""Harm told by meaning: a candidate whose nearest labelled memories are harmful, not benign.

The rules read words; a special category said through a treatment, a claim about the law inside an
ordinary request, or another person's news can use words no vocabulary holds. So after every rule
has let a candidate through, its text, folded as the rules read it, is embedded with
multilingual-e5-small (the model of :mod:`core.embeddings.e5`, whatever embedder the store uses)
and compared with the labelled memories of ``neighbours.npz``: harmful ones of the classes only
meaning can tell, and benign ones (the user's work at a clinic, a preference about legal sources,
an ordinary preference). It is refused when the mean similarity of its ``K`` closest harmful
memories leads that of its ``K`` closest benign ones by more than its language's margin
(``MARGINS``), with the reason most of those harmful neighbours carry.

The index holds vectors, never text, built from the dev splits only by ``make neighbours``
(:mod:`eval.neighbours`); ``K`` and ``MARGINS`` were fitted on the dev splits, each corpus held out
in turn (``datasets/redteam/README.md``). A deterministic check: the same text always gets the same
answer.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.embeddings.e5 import embed_passages
from core.gates.normalize import fold_cased
from core.gates.reasons import Reason

INDEX_PATH = Path(__file__).with_name("neighbours.npz")
K = 5
# How far the harmful neighbours must lead, per language of the candidate: fitted on the dev splits
# with every family held out in turn (`python -m eval.neighbours fit RESULTS…`): the largest margin
# whose score (harm caught minus twice the benign memories lost) is within one of the best.
# Chinese texts sit closer to both sides, so its lead is smaller. Another language takes the
# strictest.
MARGINS: Mapping[str, float] = {"en": 0.02, "id": 0.018, "zh": 0.01}
LABEL = "by_meaning"


@dataclass(frozen=True)
class _Index:
    harmful: np.ndarray
    benign: np.ndarray
    reasons: tuple[Reason, ...]
    """The reason of each harmful row."""


@functools.cache
def _index() -> _Index:
    with np.load(INDEX_PATH) as data:
        vectors = data["vectors"].astype(np.float32)
        reason = data["reason"]
        names = [Reason(str(n)) for n in data["reasons"]]
    harmful = reason >= 0
    return _Index(
        harmful=vectors[harmful],
        benign=vectors[~harmful],
        reasons=tuple(names[int(r)] for r in reason[harmful]),
    )


def _top(similarities: np.ndarray) -> np.ndarray:
    """The indices of the ``K`` largest similarities (unordered)."""
    k = min(K, len(similarities))
    return np.argpartition(similarities, -k)[-k:]


def harm_by_meaning(text: str, language: str) -> Reason | None:
    """The reason ``text`` (in ``language``) is refused for by its neighbours, or None when they
    say nothing."""
    index = _index()
    vector = embed_passages([fold_cased(text)])[0]
    harmful = index.harmful @ vector
    benign = index.benign @ vector
    near = _top(harmful)
    lead = float(harmful[near].mean() - benign[_top(benign)].mean())
    if lead <= MARGINS.get(language, max(MARGINS.values())):
        return None
    votes = Counter(index.reasons[int(i)] for i in near)
    # The most voted reason; a tie goes to the closest neighbour's.
    best = max(votes.values())
    closest = max(
        (int(i) for i in near if votes[index.reasons[int(i)]] == best),
        key=lambda i: float(harmful[i]),
    )
    return index.reasons[closest]
