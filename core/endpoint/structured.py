"""One structured call: the strictest ``response_format`` an endpoint takes, learned once per URL.

The extraction provider, the claim judge and the evaluation judges (GEval, ragas) all ask for a
JSON object of a known schema. Each call starts at the form remembered for the endpoint's base URL
(:mod:`core.endpoint.formats`) and moves to the next form when one is refused, so a llama.cpp server
gets its grammar-constrained JSON and OpenAI gets ``json_schema`` — from the same code.

Failures are raised as the SDK raised them; callers translate them (``translated``) or turn them
into a verdict (``call_failure``).
"""

from __future__ import annotations

from typing import Any

import openai

from core.endpoint.formats import FORMS, Form, forms_for, refused, remember, response_format
from core.observability.tracing import Generation


def structured_reply(
    client: openai.OpenAI,
    *,
    model: str,
    messages: list[Any],
    name: str,
    schema: dict[str, Any],
    generation: Generation,
    timeout: float | None = None,
) -> str:
    """The reply text of one chat completion that asks for ``schema`` (temperature 0).

    Tries the forms :func:`forms_for` gives the client's base URL, strictest first; a refusal of
    a form (see :func:`refused`) moves on, and the form that answered is remembered when it is not
    the one the call started at. The form used is recorded on ``generation`` unless it is the
    strictest.
    """
    base_url = str(client.base_url)
    forms = forms_for(base_url)

    def call(form: Form) -> str:
        kwargs: dict[str, Any] = {"timeout": timeout} if timeout is not None else {}
        response = client.chat.completions.create(  # type: ignore[call-overload]
            model=model,
            messages=messages,
            response_format=response_format(form, name, schema),
            temperature=0,
            **kwargs,
        )
        generation.usage_from(response)
        if form != forms[0]:  # an earlier form was refused: start here from now on
            remember(base_url, form)
        if form != FORMS[0]:
            generation.extra["response_format"] = form
        if not response.choices:
            return ""
        return str(response.choices[0].message.content or "")

    for form in forms[:-1]:
        try:
            return call(form)
        except openai.APIStatusError as exc:
            verdict = refused(exc)
            if verdict is False:
                raise
            if verdict:  # the body names the format: never ask this form again
                remember(base_url, FORMS[FORMS.index(form) + 1])
    return call(forms[-1])
