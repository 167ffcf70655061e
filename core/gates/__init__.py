"""Deterministic gates (SPEC §5.3): the program decides what a model's reply may write.

Detection works offline and on normalized text (NFKC, zero-width characters and separators inside
identifiers removed), in English, Indonesian and Chinese.
"""
