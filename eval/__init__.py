"""The evaluation harness (SPEC §10): datasets, runners, metrics, the CI gate.

It calls ``core``; ``core`` never imports it. Import it as ``from eval import runner`` — never
``import eval``, which would shadow the builtin.
"""

import os

# Nothing phones home: deepeval and ragas read these before they are first imported (SPEC §13).
os.environ.setdefault("DEEPEVAL_TELEMETRY_OPT_OUT", "1")
os.environ.setdefault("DEEPEVAL_DISABLE_DOTENV", "1")
os.environ.setdefault("RAGAS_DO_NOT_TRACK", "true")
