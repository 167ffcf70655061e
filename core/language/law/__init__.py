"""Kept lists of the everyday law's words, one module per language.

Parties, objects, rights and duties, actions and predicates of the law in the domains where a user
meets it: work and leave, renting, shopping and refunds, driving and vehicles, visas and borders,
customs, tax and invoices, benefits and pensions, marriage and inheritance, neighbours and pets,
photos and copyright, building permits, insurance and debt. Written blind (from general
knowledge, by a writer per language who saw no evaluation case) with statements of the law its
words must catch and the user's own errands in the same domains they must not
(``tests/core/language/test_law.py``). Each pack adds its list after its own words of the same
fields (:func:`core.language.base.with_kept`); :mod:`core.gates.legal` reads them. Patterns are
matched on folded text, whole words in word scripts; none may look behind, since the spelled-out
view makes every space optional.
"""
