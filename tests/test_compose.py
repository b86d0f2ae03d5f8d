"""compose.yaml: PostgreSQL and two bot processes with disjoint shard ranges on it (issue 15).

Docker cannot run here, so the file is read and its facts checked: the services, the shards, the
database URL's host and password, the required secrets. It is read with a small reader of the YAML
subset the file keeps to (block mappings, block lists of scalars, quoted or plain scalars), which
refuses anything else rather than misread it; the test extras have no YAML library.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[1]
COMPOSE = ROOT / "compose.yaml"
_KEY = re.compile(r"([A-Za-z0-9_.\-]+):(?:[ ]+(.*))?$")
#: compose's ``${NAME}``, ``${NAME:?message}`` and ``${NAME?message}`` substitutions.
_VARIABLE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?\?)([^}]*))?\}")
ENV = {"POSTGRES_PASSWORD": "pw-from-env", "DISCORD_TOKEN": "token-from-env"}


def _scalar(text: str, where: int) -> str:
    if text[0] in "\"'":
        end = text.find(text[0], 1)
        rest = text[end + 1:].strip() if end > 0 else "?"
        if end < 0 or "\\" in text[:end] or (rest and not rest.startswith("#")):
            raise ValueError(f"line {where}: unsupported quoted scalar {text!r}")
        return text[1:end]
    if text[0] in "&*!{[|>%@`" or text.startswith("<<"):
        raise ValueError(f"line {where}: outside the subset this reader knows: {text!r}")
    return text.split(" #", 1)[0].rstrip()


def _block(lines: list[tuple[int, int, str]], i: int, indent: int) -> tuple[Any, int]:
    """The mapping or list whose lines start at ``lines[i]``, indented by ``indent``."""
    if lines[i][2].startswith("- "):
        items = []
        while i < len(lines) and lines[i][1] == indent and lines[i][2].startswith("- "):
            items.append(_scalar(lines[i][2][2:].strip(), lines[i][0]))
            i += 1
        return items, i
    mapping: dict[str, Any] = {}
    while i < len(lines) and lines[i][1] == indent:
        number, _, text = lines[i]
        found = _KEY.match(text)
        if found is None or found[1] in mapping:
            raise ValueError(f"line {number}: not a new key: {text!r}")
        i += 1
        if found[2] and not found[2].startswith("#"):
            mapping[found[1]] = _scalar(found[2], number)
        elif i < len(lines) and lines[i][1] > indent:
            mapping[found[1]], i = _block(lines, i, lines[i][1])
        else:
            mapping[found[1]] = None
    if i < len(lines) and lines[i][1] > indent:
        raise ValueError(f"line {lines[i][0]}: unexpected indentation")
    return mapping, i


def read_yaml(text: str) -> Any:
    """The document of ``text``, in the subset described above (ValueError outside it)."""
    if "\t" in text:
        raise ValueError("tabs in YAML indentation")
    lines = [(n, len(line) - len(line.lstrip(" ")), line.strip()) for n, line in enumerate(text.splitlines(), 1)
             if line.strip() and not line.strip().startswith("#")]
    document, end = _block(lines, 0, 0) if lines else (None, 0)
    if end != len(lines):
        raise ValueError(f"line {lines[end][0]}: unexpected indentation")
    return document


def interpolate(value: str, env: dict[str, str]) -> str:
    """``value`` with its substitutions made as compose makes them: a required one (``?``) whose
    variable is missing (or empty, with ``:?``) stops with its message."""
    def one(found: re.Match[str]) -> str:
        name, required, message = found[1], found[2], found[3]
        given = env.get(name)
        if required and (given is None or (required == ":?" and given == "")):
            raise LookupError(f"{name}: {message}")
        return given or ""

    return _VARIABLE.sub(one, value)


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    document = read_yaml(COMPOSE.read_text(encoding="utf-8"))
    assert isinstance(document, dict)
    return document


def bots(compose: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {name: service for name, service in compose["services"].items() if "build" in service}


def test_the_reader_reads_its_subset_and_refuses_the_rest() -> None:
    text = "a:\n  b: \"x: y\"  # note\n  c:\n    - one\n    - 'two'\n  d:\ne: plain # comment\n"
    assert read_yaml(text) == {"a": {"b": "x: y", "c": ["one", "two"], "d": None}, "e": "plain"}
    for bad in ("a: &anchor x\n", "a: [1, 2]\n", "a: 1\na: 2\n", "a:\n  b: 1\n   c: 2\n", "a: |\n  text\n"):
        with pytest.raises(ValueError):
            read_yaml(bad)


def test_postgres_service(compose: dict[str, Any]) -> None:
    postgres = compose["services"]["postgres"]
    assert postgres["image"] == "postgres:15"
    volume, _, mount = postgres["volumes"][0].partition(":")
    assert volume in compose["volumes"] and mount == "/var/lib/postgresql/data"  # a named volume
    assert postgres["healthcheck"]["test"].startswith("pg_isready")
    assert postgres["restart"] == "unless-stopped"
    assert interpolate(postgres["environment"]["POSTGRES_PASSWORD"], ENV) == ENV["POSTGRES_PASSWORD"]


def test_two_bot_processes_from_the_dockerfile(compose: dict[str, Any]) -> None:
    found = bots(compose)
    assert sorted(found) == ["bot-a", "bot-b"]
    for service in found.values():
        assert (ROOT / service["build"] / "Dockerfile").is_file()
        assert "command" not in service  # the image's own command, python -m bot
        assert service["depends_on"] == {"postgres": {"condition": "service_healthy"}}
        assert service["restart"] == "unless-stopped"
        assert interpolate(service["environment"]["DISCORD_TOKEN"], ENV) == ENV["DISCORD_TOKEN"]


def test_shard_ranges_are_disjoint_and_cover_every_shard(compose: dict[str, Any]) -> None:
    found = bots(compose)
    counts = {int(service["environment"]["SHARD_COUNT"]) for service in found.values()}
    assert counts == {len(found)}
    held = [{int(n) for n in service["environment"]["SHARD_IDS"].split(",")} for service in found.values()]
    assert sum(len(ids) for ids in held) == len(set().union(*held))  # no shard held twice
    assert set().union(*held) == set(range(len(found)))


def test_the_bots_reach_the_postgres_service(compose: dict[str, Any]) -> None:
    for service in bots(compose).values():
        url = urlsplit(interpolate(service["environment"]["DATABASE_URL"], ENV))
        assert url.scheme == "postgresql"
        assert url.hostname in compose["services"]  # the service's name is its host name
        assert url.hostname == "postgres"
        assert url.password == ENV["POSTGRES_PASSWORD"]
        postgres_env = compose["services"]["postgres"]["environment"]
        assert (url.username, url.path) == (postgres_env["POSTGRES_USER"], "/" + postgres_env["POSTGRES_DB"])


def test_no_secret_in_the_file(compose: dict[str, Any]) -> None:
    """Every password and token is a required substitution: compose stops when one is missing."""
    services = compose["services"]
    secrets = [(name, key, value) for name, service in services.items()
               for key, value in service.get("environment", {}).items()
               if any(word in key for word in ("PASSWORD", "TOKEN", "SECRET")) or "://" in str(value)]
    assert len(secrets) == 5  # the password, two tokens, two URLs
    for name, key, value in secrets:
        without = {k: v for k, v in ENV.items() if k not in value}
        assert without != ENV, f"{name}.{key} takes no variable"
        with pytest.raises(LookupError):
            interpolate(value, without)
        with pytest.raises(LookupError):
            interpolate(value, {k: "" for k in ENV})
        assert not any(secret in value for secret in ENV.values())
