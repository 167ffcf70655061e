"""Kept lists of special-category data said indirectly, one module per language; each pack joins
its list to its own topical words (``sensitive_topical``)."""
