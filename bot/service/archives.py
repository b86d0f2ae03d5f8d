"""Several text files in one zip archive (a tournament's report and its games' records), packed in
the batch executor: ``zip_of`` is module-level and takes plain values, so a process pool runs it."""

from __future__ import annotations

import asyncio
import functools
import io
import zipfile
from collections.abc import Sequence
from concurrent.futures import Executor

#: the archive's entries get one fixed date: the same files give the same bytes.
ENTRY_DATE = (2026, 1, 1, 0, 0, 0)


def zip_of(files: tuple[tuple[str, str], ...]) -> bytes:
    """``(name, text)`` pairs as a deflated zip, each text in UTF-8."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, text in files:
            archive.writestr(zipfile.ZipInfo(name, ENTRY_DATE), text.encode("utf-8"),
                             compress_type=zipfile.ZIP_DEFLATED)
    return buffer.getvalue()


async def zipped(executor: Executor | None, files: Sequence[tuple[str, str]]) -> bytes:
    """``zip_of(files)`` off the event loop (``executor`` None: the loop's threads)."""
    work = functools.partial(zip_of, tuple(files))
    return await asyncio.get_running_loop().run_in_executor(executor, work)
