"""The README's first command, the Dockerfile and compose.yaml start the same bot: the same
install, the same command, and no setting of the bot's own changed from its default, but where
the data lives (the Dockerfile's volume, compose's PostgreSQL and shards). The end-to-end tests
run the bot with those defaults (``tests/bot/test_deployed_defaults.py``), so what is deployed is
what is tested."""

from __future__ import annotations

import http.server
import json
import os
import re
import subprocess
import sys
import threading
import tomllib
from pathlib import Path

import pytest

from bot.observability import health
from tests.test_compose import COMPOSE, bots, read_yaml

ROOT = Path(__file__).resolve().parents[1]
#: every environment variable the bot reads (``bot.config.Settings.from_env``).
BOT_SETTINGS = {"DISCORD_TOKEN", "DISCORD_GUILD", "DISCORD_API_BASE", "DISCORD_GATEWAY", "DATABASE_PATH",
                "DATABASE_URL", "LOG_LEVEL", "RENDER_PROCESSES", "COMPUTER_PROCESSES", "COMPUTER_MATCHES",
                "SHARD_COUNT", "SHARD_IDS", "METRICS_PORT", "METRICS_HOST", "LOG_FORMAT"}


def readme_start_command() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    first_block = re.search(r"```bash\n(.*?)```", readme, re.S)
    assert first_block is not None
    [command] = [line for line in first_block[1].splitlines() if line and not line.startswith("#")]
    return command


def readme_test_command() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    second_block = re.findall(r"```bash\n(.*?)```", readme, re.S)[1]
    [command] = [line for line in second_block.splitlines() if line and not line.startswith("#")]
    return command


def dockerfile_env() -> dict[str, str]:
    text = (ROOT / "Dockerfile").read_text(encoding="utf-8").replace("\\\n", " ")
    env: dict[str, str] = {}
    for line in text.splitlines():
        if line.startswith("ENV "):
            env.update(dict(pair.split("=", 1) for pair in line[4:].split()))
    return env


def test_every_setting_the_bot_reads_is_listed_here() -> None:
    source = (ROOT / "bot" / "config.py").read_text(encoding="utf-8")
    assert set(re.findall(r'env(?:\.get\(|\[)"([A-Z_]+)"', source)) == BOT_SETTINGS


def test_the_readme_starts_the_bot_with_its_token_alone() -> None:
    command = readme_start_command()
    assert ".venv/bin/pip install . &&" in command and command.endswith(".venv/bin/python -m bot")
    assert set(re.findall(r"\b([A-Z_]+)=", command)) == {"DISCORD_TOKEN"}


def test_ci_runs_the_readmes_test_command_with_the_plugins_it_needs() -> None:
    """``.ci/run`` installs the test extra and runs the README's pytest command as written (with
    REQUIRE_POSTGRES); the plugin behind its ``-n`` (pytest-xdist) is in that extra."""
    venv, install, run = readme_test_command().split(" && ")
    assert venv == "python3 -m venv .venv" and install == '.venv/bin/pip install -e ".[test]"'
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert re.search(rf"&& REQUIRE_POSTGRES=1 {re.escape(run)}\n", ci), run
    assert '.venv/bin/pip install -q -e ".[test]"' in ci
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    names = {re.split(r"[<>=\[ ]", requirement)[0] for requirement in extras["test"]}
    assert "pytest" in names and ("-n" not in run.split() or "pytest-xdist" in names)


def test_the_dockerfile_installs_and_starts_as_the_readme_does() -> None:
    text = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    assert re.search(r"RUN pip install --no-cache-dir \.(\s|$)", text)
    [command] = re.findall(r"^CMD (.*)$", text, re.M)
    assert json.loads(command) == ["python", "-m", "bot"]
    # Only where the data lives differs: the SQLite file on the image's volume.
    assert set(dockerfile_env()) & BOT_SETTINGS == {"DATABASE_PATH"}
    assert dockerfile_env()["DATABASE_PATH"].startswith("/var/lib/game-table/")


def test_compose_changes_only_the_database_the_shards_and_turns_the_health_check_on() -> None:
    """Issue 31: METRICS_PORT too, so the image's HEALTHCHECK asks each process' /healthz, which
    stays on 127.0.0.1 inside the container (METRICS_HOST unset)."""
    document = read_yaml(COMPOSE.read_text(encoding="utf-8"))
    for service in bots(document).values():
        assert set(service["environment"]) == {"DISCORD_TOKEN", "DATABASE_URL", "SHARD_COUNT", "SHARD_IDS",
                                               "METRICS_PORT"}
        assert service["environment"]["METRICS_PORT"].isdigit()


def healthcheck_script() -> str:
    """The Python code of the Dockerfile's HEALTHCHECK (exec form: python -c CODE)."""
    text = (ROOT / "Dockerfile").read_text(encoding="utf-8").replace("\\\n", " ")
    [command] = re.findall(r"^HEALTHCHECK .*?CMD (\[.*\])$", text, re.M)
    python, flag, code = json.loads(command)
    assert (python, flag) == ("python", "-c")
    return str(code)


class _Health(http.server.BaseHTTPRequestHandler):
    status = 200

    def do_GET(self) -> None:
        self.send_response(self.status if self.path == "/healthz" else 404)
        self.end_headers()
        self.wfile.write(b"{}")

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.mark.parametrize(("status", "healthy"), [(200, True), (503, False)])
def test_the_dockerfile_health_check_asks_healthz_when_metrics_are_on(status: int, healthy: bool) -> None:
    code = healthcheck_script()
    bare = {k: v for k, v in os.environ.items() if k != "METRICS_PORT"}
    assert subprocess.run([sys.executable, "-c", code], env=bare, capture_output=True).returncode == 0
    handler = type("Health", (_Health,), {"status": status})
    with http.server.HTTPServer(("127.0.0.1", 0), handler) as server:
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            done = subprocess.run([sys.executable, "-c", code], capture_output=True,
                                  env={**bare, "METRICS_PORT": str(server.server_address[1])})
        finally:
            server.shutdown()
    assert (done.returncode == 0) == healthy, done.stderr


def test_the_health_checks_answer_well_within_the_dockerfile_health_check_timeouts() -> None:
    """The checks run together: the longest of them, plus room for a busy event loop, fits in
    urlopen's timeout, which fits in Docker's; else a busy but working bot would turn unhealthy."""
    text = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    [docker] = re.findall(r"^HEALTHCHECK .*?--timeout=(\d+)s", text, re.M)
    [client] = re.findall(r"timeout=(\d+(?:\.\d+)?)\)", healthcheck_script())
    assert max(health.DATABASE_TIMEOUT, health.POOL_TIMEOUT) + 2 <= float(client) < int(docker)


def test_without_postgresql_its_half_is_skipped_unless_required(monkeypatch: pytest.MonkeyPatch) -> None:
    """The README's test command on a machine with no PostgreSQL: that half is skipped (and said
    to be); ``.ci/run`` sets REQUIRE_POSTGRES, and there it fails."""
    from tests.helpers import postgres

    def no_binaries() -> Path:
        raise RuntimeError("no PostgreSQL server binaries (pg_ctl) found")

    monkeypatch.setattr(postgres, "_bindir", no_binaries)
    monkeypatch.delenv("TEST_DATABASE_URL", raising=False)
    server = postgres.postgres_server.__wrapped__  # type: ignore[attr-defined]
    monkeypatch.delenv("REQUIRE_POSTGRES", raising=False)
    with pytest.raises(pytest.skip.Exception, match="PostgreSQL half of the tests is skipped"):
        next(server())
    monkeypatch.setenv("REQUIRE_POSTGRES", "1")
    with pytest.raises(RuntimeError, match="pg_ctl"):
        next(server())


def test_the_dockerfile_compiles_the_search_kernels_with_the_command_tested_here() -> None:
    """The image compiles numba's kernels at build time, in the cache it keeps for the bot's user,
    so no player's first move against the computer waits for the compiler (about 35 s)."""
    text = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    assert re.search(r"RUN pip install --no-cache-dir \.\s*\\\n\s*&& python -m engines\.ai\.fast\.warm\b", text)
    cache = dockerfile_env()["NUMBA_CACHE_DIR"]
    assert f"chown -R gametable {cache.rsplit('/', 1)[0]}" in text


def test_the_kernels_warm_up_command_readies_every_game_searched_on_a_kernel() -> None:
    run = subprocess.run([sys.executable, "-m", "engines.ai.fast.warm"], cwd=ROOT, capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stderr
    games = [line.split(":")[0] for line in run.stdout.splitlines()]
    assert games == ["dames", "dames-turques", "mak-yek", "apit-sodok"]
