"""Extraction: transcript, prompt, model reply contract, and the pipeline to the store."""
