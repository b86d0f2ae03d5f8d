"""Real bot processes (``python -m bot``) against the Discord stand-in, for the tests that need a
process of their own: a signal, a kill -9, two processes sharing one database."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from dataclasses import dataclass, field
from pathlib import Path

from tests.standin import DiscordStandIn

ROOT = Path(__file__).resolve().parents[2]


def bot_env(standin: DiscordStandIn | None, **settings: str) -> dict[str, str]:
    """The environment of a bot process talking to ``standin``: this one without any setting of
    the bot's own (so its defaults are the deployed ones, drawing process pool included), plus
    ``settings`` (DATABASE_URL, SHARD_COUNT...)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DISCORD_", "DATABASE_", "LOG_LEVEL", "RENDER_", "SHARD_"))}
    env.update({"PYTHONPATH": str(ROOT), "LOG_LEVEL": "INFO"})
    if standin is not None:
        env.update({"DISCORD_TOKEN": standin.token, "DISCORD_API_BASE": standin.api_url,
                    "DISCORD_GATEWAY": standin.gateway.url})
    env.update(settings)
    return env


@dataclass
class BotProcess:
    """One ``python -m bot``; its log (stderr) goes to ``log`` (a pipe nobody reads would fill)."""

    env: dict[str, str]
    log: Path
    process: asyncio.subprocess.Process | None = field(default=None, repr=False)

    async def start(self) -> None:
        with self.log.open("ab") as log:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot", cwd=str(ROOT), env=self.env,
                stdout=asyncio.subprocess.DEVNULL, stderr=log)

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.returncode is None

    async def kill(self) -> None:
        """kill -9: no clean stop, no goodbye to the gateway or the database."""
        assert self.process is not None
        self.process.kill()
        await self.process.wait()

    async def stop(self, timeout: float = 20.0) -> int:
        """SIGTERM, as a service manager stops it; its exit status (killed if it hangs)."""
        assert self.process is not None
        if self.process.returncode is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(self.process.wait(), timeout)
            except asyncio.TimeoutError:
                await self.kill()
                raise AssertionError(f"the bot did not stop; its log:\n{self.text()}") from None
        assert self.process.returncode is not None
        return self.process.returncode

    def text(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""


def _proc_stat(pid: int) -> tuple[str, int] | None:
    """(state, parent pid) of a live process, from /proc (Linux); None once it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    state, ppid = stat[stat.rindex(")") + 2:].split()[:2]
    return state, int(ppid)


def descendants(pid: int) -> set[int]:
    """The processes started by ``pid`` and by its descendants, as they are now (Linux)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (stat := _proc_stat(int(entry.name))) is not None:
            parents[int(entry.name)] = stat[1]
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def alive(pids: set[int]) -> set[int]:
    """Those of ``pids`` still running (a zombie waiting for its reaper counts as gone)."""
    return {pid for pid in pids if (stat := _proc_stat(pid)) is not None and stat[0] != "Z"}
