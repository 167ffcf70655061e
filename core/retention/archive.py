"""Conversations written out before retention deletes them (``ACEH_RAG_RETENTION__ARCHIVE_DIR``).

Seed 000 asks for an archive path for old conversations. Each chunk of conversations retention is
about to delete becomes one gzip JSON Lines file (one line per conversation: its row and its
messages in order), created with mode 0600 in a directory of mode 0700, written to a temporary
name, fsync'd and renamed, before the chunk's delete commits. A crash after the file and before
the commit leaves conversations that are both archived and still present; the next run archives
them again under a new name (at least once, never lost).
"""

from __future__ import annotations

import gzip
import json
import os
import uuid
from pathlib import Path

from sqlalchemy import Connection, text

_CHUNK = text(
    """
    SELECT json_build_object(
        'conversation', row_to_json(c),
        'messages', COALESCE((SELECT json_agg(row_to_json(m) ORDER BY m.created_at, m.id)
                              FROM messages m WHERE m.conversation_id = c.id), '[]'::json))::text
    FROM conversations c WHERE c.id = ANY(:ids) ORDER BY c.id
    """
)


def archive_conversations(
    conn: Connection, directory: Path, run_id: uuid.UUID, chunk: int, ids: list[uuid.UUID]
) -> Path:
    """Write ``ids`` (conversations with their messages) to one durable file; returns its path."""
    directory = directory.expanduser()
    directory.mkdir(mode=0o700, parents=True, exist_ok=True)
    final = directory / f"conversations-{run_id}-{chunk:05d}.jsonl.gz"
    partial = final.with_name(final.name + ".partial")
    fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as raw:
        with gzip.GzipFile(fileobj=raw, mode="wb") as gz:
            for (line,) in conn.execute(_CHUNK, {"ids": ids}):
                gz.write(json.dumps(json.loads(line), ensure_ascii=False).encode("utf-8"))
                gz.write(b"\n")
        raw.flush()
        os.fsync(raw.fileno())
    partial.replace(final)
    dir_fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)
    return final
