"""The evaluation harness (SPEC §10): datasets, runners, metrics, Langfuse sync, the CI gate.

It calls ``core``; ``core`` never imports it. Import it as ``from eval import runner`` — never
``import eval``, which would shadow the builtin. The harness itself is built by its own issue.
"""
