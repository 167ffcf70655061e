"""OpenAI-compatible endpoints: the one SDK client builder and the one translation of its errors."""
