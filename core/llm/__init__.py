"""Model providers behind one small interface (SPEC §8): ``rules`` (offline baseline) and ``openai``."""
