"""The bot's architecture rules a machine can check (issue 26): only the runtime reads the client off
an interaction; no handler calls the publisher; the storage and the service are composed objects,
with no hook set from outside and no private name taken across modules; boards alone run in the
boards' executor; every pool of processes dies with the bot (issue 27); the tournaments' core is
pure: no Discord, storage or asyncio, and the pairing library only in its Swiss module (issue 28)."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.helpers.imports import (
    ROOT,
    names_used,
    pool_calls,
    private_uses,
    project_modules,
    publisher_calls,
    reaches,
    service_bases,
    storage_reaches,
    store_bases,
)

MODULES = project_modules()


HANDLERS = ("bot.cogs", "bot.handlers", "bot.present.games")


def test_only_the_runtime_reads_the_client_off_an_interaction() -> None:
    readers = sorted(
        f"{MODULES[name].relative_to(ROOT)}:{node.lineno}"
        for name, path in MODULES.items() if name.startswith("bot") and name != "bot.runtime"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute) and node.attr == "client"
        and isinstance(node.value, ast.Name) and node.value.id == "interaction"
    )
    assert readers == []


def test_no_handler_calls_the_publisher() -> None:
    """Every committed change is announced by the service (``bot.service.commits``); the
    publisher and the computer's turns hear it before the service returns to the handler, so no
    handler posts a board, a question or a result, nor starts the computer's turn."""
    calls = [
        f"{MODULES[name].relative_to(ROOT)}:{line} {method}"
        for name, path in MODULES.items() if name.startswith(HANDLERS)
        for line, method in publisher_calls(path)
    ]
    assert calls == []


def test_the_checker_sees_publisher_calls(tmp_path: Path) -> None:
    path = tmp_path / "handler.py"
    path.write_text("async def f(runtime, self):\n    await runtime.publisher.played(p)\n"
                    "    await self.bot.publisher.publish(m)\n    runtime.publisher\n"
                    "    runtime.publisher.offer_closed\n    runtime.computers.after(m)\n    runtime.computers.idle\n",
                    encoding="utf-8")
    assert publisher_calls(path) == [(2, "played"), (3, "publish"), (5, "offer_closed"), (6, "after")]


def store_reads(path: Path) -> list[int]:
    """The lines where ``path`` reads a ``store`` attribute (a service's storage behind it)."""
    return [node.lineno for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Attribute) and node.attr == "store"]


def test_no_command_reads_a_services_store() -> None:
    """The cogs ask the service, which reads its store (/tournament standings took its rounds itself)."""
    reads = [f"{MODULES[name].relative_to(ROOT)}:{line}" for name, path in MODULES.items()
             if name.startswith("bot.cogs") for line in store_reads(path)]
    assert reads == []


def test_the_checker_sees_a_store_read(tmp_path: Path) -> None:
    path = tmp_path / "cog.py"
    path.write_text("async def f(service):\n    await service.tournaments.store.rounds(1)\n    service.stored\n",
                    encoding="utf-8")
    assert store_reads(path) == [2]


def test_the_stores_are_composed_not_inherited() -> None:
    inherited = [
        f"{path.relative_to(ROOT)}:{use}" for name, path in MODULES.items() if name.startswith("bot.storage")
        for use in store_bases(path)
    ]
    assert inherited == []


def test_nothing_sets_a_hook_on_the_storage_or_takes_its_privates() -> None:
    """The storage is wired in ``Storage.open`` (what it needs are its arguments); the service
    and the bot use its stores' public methods only."""
    reaches = [
        f"{path.relative_to(ROOT)}:{use}" for name, path in MODULES.items()
        if name.startswith("bot") and not name.startswith("bot.storage")
        for use in storage_reaches(path)
    ]
    assert reaches == []


def test_the_bot_takes_no_private_helper_of_another_module() -> None:
    """Storage, service, views...: what a module shares is public; a leading underscore stays home."""
    private = [
        f"{MODULES[name].relative_to(ROOT)}:{use}"
        for name, path in MODULES.items() if name.startswith("bot")
        for use in private_uses(path, name, MODULES)
    ]
    assert private == []


def test_the_service_is_composed_not_inherited() -> None:
    assert service_bases({name: path for name, path in MODULES.items() if name.startswith("bot.service")}) == []


def test_nothing_sets_a_hook_on_the_service_or_takes_its_privates() -> None:
    """What the service tells (commits, timers) is subscribed to through its methods."""
    reaches = [
        f"{path.relative_to(ROOT)}:{use}" for name, path in MODULES.items()
        if name.startswith("bot") and not name.startswith("bot.service")
        for use in storage_reaches(path, "service")
    ]
    assert reaches == []


def test_the_checker_sees_stores_inherited_and_hooks_set(tmp_path: Path) -> None:
    path = tmp_path / "m.py"
    path.write_text("class A(Database): ...\nclass B(MatchStore, Other): ...\nclass C(Conn): ...\n"
                    "self.storage.state_check = f\nstorage.shards, x = s, 1\nself.storage = s\n"
                    "async def f(storage):\n    async with storage._write(): ...\n    storage.db.read()\n",
                    encoding="utf-8")
    assert store_bases(path) == ["1: A(Database)", "2: B(MatchStore)"]
    assert storage_reaches(path) == ["4: self.storage.state_check =", "5: storage.shards =", "8: storage._write"]


def test_the_checker_sees_service_classes_built_on_each_other(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("class Core: ...\nclass Moves(Core): ...\nclass Error(ValueError): ...\n",
                                   encoding="utf-8")
    (tmp_path / "b.py").write_text("from a import Moves\nclass Clocks(Moves, object): ...\nclass Own: ...\n",
                                   encoding="utf-8")
    found = service_bases({"a": tmp_path / "a.py", "b": tmp_path / "b.py"})
    assert found == ["a:2: Moves(Core)", "b:2: Clocks(Moves)"]
    hooks = tmp_path / "h.py"
    hooks.write_text("self.service.on_timer = f\nservice._announce(c)\nservice.subscribe(f)\n", encoding="utf-8")
    assert storage_reaches(hooks, "service") == ["1: self.service.on_timer =", "2: service._announce"]


def test_only_the_drawings_run_in_the_boards_executor() -> None:
    """Issue 27: a board never waits behind batch work. Replays and exports run in their own
    executor (``batch_executor``), so of the service only its drawings (``bot.service.images``)
    name the boards' one, besides ``GameService`` wiring it."""
    users = sorted(name for name, path in MODULES.items()
                   if name.startswith("bot.service") and "render_executor" in names_used(path))
    assert users == ["bot.service", "bot.service.images"]


def test_every_process_pool_of_the_bot_dies_with_it() -> None:
    """Issue 27: after a kill -9 of the bot, workers that did not watch it stayed for minutes (and
    kept the forkserver and the resource tracker). Every pool's workers start by watching the bot."""
    pools = {f"{path.relative_to(ROOT)}:{line}": watched for path in (ROOT / "bot").rglob("*.py")
             for line, watched in pool_calls(path)}
    assert len(pools) >= 2 and all(pools.values()), pools


# What bot/tournaments may import: itself, plain-data standard modules, and the pairing library in swiss.py alone.
TOURNAMENT_IMPORTS = ("__future__", "collections", "dataclasses", "enum", "fractions", "functools", "io", "itertools",
                      "math", "typing", "bot.tournaments")


def outside_imports(path: Path) -> list[str]:
    """The modules ``path`` imports that are not one of TOURNAMENT_IMPORTS (nor inside one)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
        if isinstance(node, ast.ImportFrom):
            names = ["." * node.level + (node.module or "")]
        found += [n for n in names if not any(n == ok or n.startswith(ok + ".") for ok in TOURNAMENT_IMPORTS)]
    return found


def test_the_tournaments_core_is_pure() -> None:
    core = sorted((ROOT / "bot" / "tournaments").glob("*.py"))
    assert core
    found = {path.name: outside_imports(path) for path in core}
    assert {name: names for name, names in found.items() if names} == {"swiss.py": ["caissify_pairings.engines.dutch"]}


def test_the_checker_sees_an_impure_import(tmp_path: Path) -> None:
    module = tmp_path / "standings.py"
    module.write_text("import asyncio\nfrom bot.storage import Storage\nfrom . import model\nfrom bot.tournaments import model\n")
    assert outside_imports(module) == ["asyncio", "bot.storage", "."]


def test_every_control_class_shares_one_dispatch_and_answers_an_id_no_handler_owns() -> None:
    import importlib

    from bot.present.controls import UNKNOWN, Dispatching

    for name in ("bot.handlers.board", "bot.handlers.lessons", "bot.handlers.puzzles", "bot.handlers.privacy"):
        importlib.import_module(name)  # the handlers register themselves
    makers = [path for path in (ROOT / "bot").rglob("*.py") if "DynamicItem[" in path.read_text(encoding="utf-8")]
    assert [path.relative_to(ROOT).as_posix() for path in makers] == ["bot/present/controls.py"]
    classes = Dispatching.__subclasses__()
    assert {cls.__name__ for cls in classes} == {"GameControl", "LessonControl", "PuzzleControl", "PrivacyControl"}
    for cls in classes:
        assert cls.handlers is not Dispatching.handlers and UNKNOWN in cls.handlers, cls.__name__
