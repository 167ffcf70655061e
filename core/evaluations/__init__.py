"""Stored evaluation runs (``eval_runs``): written by the eval harness, read by the console."""
