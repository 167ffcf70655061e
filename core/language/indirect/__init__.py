"""Kept lists of special-category data said indirectly, one module per language.

Devices, drugs, regimens, kinds of therapy, named prayers and rites, caste and clan titles,
parties and movements, debt recovery, probation, fertility and transition steps: words that reveal
a category of GDPR art. 9 / UU PDP art. 4(2) without naming it. Written blind (from general
knowledge, by a writer per language who saw no evaluation case) and checked against near-misses
(``tests/core/language/test_indirect.py``). Each pack joins its list to its own topical words
(``sensitive_topical``): context when the memory is about the user's work, answers or role.
Patterns are matched on folded text, whole words in word scripts; none may look behind, since
the spelled-out view makes every space optional.
"""
