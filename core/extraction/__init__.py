"""Extraction: the transcript and the model reply contract that gates and providers build on."""
