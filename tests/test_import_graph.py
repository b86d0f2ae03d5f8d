"""The import graph of the project's packages, built from EVERY import statement (module level,
inside functions, under ``TYPE_CHECKING``): no circle inside engines/, and no private helper
(a leading-underscore name) imported from another module of engines/.

No circle in bot/ either: the presentation floor (``bot.present``: texts, captions, menus,
component builders, the games' presenters) imports no runtime, publisher or handler; the
publisher (``bot.publish``) imports the floor and never a handler (``bot.handlers``); no bot
module is imported inside a function or under ``TYPE_CHECKING`` to hide a circle.
"""

from __future__ import annotations

import ast

from pathlib import Path

from tests.helpers.imports import (
    ROOT,
    cycles,
    graph_of_files,
    import_graph,
    imports,
    late_imports,
    private_uses,
    project_modules,
    reaches,
)

MODULES = project_modules()


GRAPH = import_graph(MODULES)


#: the presentation floor: what a match looks like in words and components, from service types,
#: i18n, engines' views and discord.py's ui classes only.
FLOOR = "bot.present"


ABOVE_THE_FLOOR = ("bot.publish", "bot.handlers", "bot.runtime", "bot.responses", "bot.languages", "bot.cogs",
                   "bot.app", "bot.__main__", "bot.scheduler")


def _under(name: str, packages: tuple[str, ...]) -> bool:
    return any(name == package or name.startswith(package + ".") for package in packages)


#: the entry point imports the bot (and the database copier) only once its arguments and settings
#: are read: a configuration error is answered without loading discord.py or a database driver.
LATE_BY_DESIGN = ("bot.__main__",)


def _package_reaches_back(importer: str, target: str) -> bool:
    """``target``'s package's ``__init__`` imports ``importer`` back: importing ``target`` at run
    time would run that package first, which needs ``importer`` finished (``bot.errors`` and
    ``bot.kinds`` name ``bot.service.match.Match``, and ``bot.service`` raises their errors).
    Only a type can be taken that way, so it is named under ``TYPE_CHECKING``."""
    package = target.rpartition(".")[0]
    return package in GRAPH and package != importer and reaches(GRAPH, package, importer)


#: the modules that may know the bot object: it is built in bot.app, started by bot.__main__,
#: and the cogs are its extensions; everything below them gets the ``Runtime`` instead.
KNOWS_THE_BOT = ("bot.app", "bot.__main__", "bot.cogs")


def _knows_the_bot(name: str) -> bool:
    return any(name == allowed or name.startswith(allowed + ".") for allowed in KNOWS_THE_BOT)


def test_engines_have_no_import_circle() -> None:
    assert cycles(GRAPH, "engines") == []


def test_the_bot_has_no_import_circle() -> None:
    assert cycles(GRAPH, "bot") == []


def test_the_presentation_floor_imports_nothing_above_it() -> None:
    floor = [name for name in GRAPH if _under(name, (FLOOR,))]
    above = sorted(
        f"{name} imports {target}" for name in floor for target in GRAPH[name] if _under(target, ABOVE_THE_FLOOR)
    )
    assert len(floor) > 1 and above == []


def test_the_publisher_imports_no_handler() -> None:
    handlers = sorted(
        f"{name} imports {target}" for name, targets in GRAPH.items() if _under(name, ("bot.publish",))
        for target in targets if _under(target, ("bot.handlers", "bot.cogs", "bot.responses"))
    )
    assert handlers == []


def test_no_bot_module_is_imported_late() -> None:
    late = [
        f"{MODULES[name].relative_to(ROOT)}:{line} {where} {target}"
        for name, path in MODULES.items() if name.startswith("bot") and name not in LATE_BY_DESIGN
        for line, where, target in late_imports(path, name, MODULES)
        if not (where == "type checking" and _package_reaches_back(name, target))
    ]
    assert late == []


def test_nothing_below_the_cogs_imports_the_bot() -> None:
    below = sorted(
        f"{name} imports bot.app" for name, targets in GRAPH.items()
        if name.startswith("bot") and not _knows_the_bot(name) and "bot.app" in targets
    )
    assert below == []


#: every control's press is admitted and answered by one wrapper (``bot.handlers.actions.action``).
PRESS_WRAPPER = "bot.handlers.actions"


def test_only_the_shared_press_wrapper_admits_a_press() -> None:
    admitting = sorted(name for name, targets in GRAPH.items()
                       if name.startswith("bot") and "bot.shutdown" in targets and _under(name, ("bot.handlers",)))
    assert admitting == [PRESS_WRAPPER]
    assert all(PRESS_WRAPPER in GRAPH[name] for name in ("bot.handlers.lessons", "bot.handlers.puzzles"))


#: the computer's searcher: what a search runs (analyses, lessons' tries, moves) reaches it through the
#: service, whose fair queue sends the work to the computer's pool, never from a press or a command.
SEARCHER = ("engines.ai",)


def test_the_handlers_and_commands_search_only_through_the_service() -> None:
    assert _under("engines.ai.lessons", SEARCHER) and "engines.ai" in GRAPH["bot.service.lessons"]
    searching = sorted(
        f"{name} imports {target}" for name, targets in GRAPH.items()
        if _under(name, ("bot.handlers", "bot.cogs", "bot.publish")) for target in targets if _under(target, SEARCHER)
    )
    assert searching == []


#: what a command must not do in the event loop: draw (Pillow, the renderers) or pack an archive;
#: it asks the service, whose executors do it (``Images``, ``bot.service.archives``).
HEAVY_IN_THE_LOOP = ("render", "PIL", "zipfile")


def test_the_commands_neither_draw_nor_pack_files_themselves() -> None:
    heavy = []
    for name, path in MODULES.items():
        if not _under(name, ("bot.cogs",)):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            found = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else [])
            heavy += [f"{name} imports {module}" for module in found if module.split(".")[0] in HEAVY_IN_THE_LOOP]
    assert heavy == []


def test_engines_take_no_private_helper_of_another_module() -> None:
    private = [
        f"{MODULES[name].relative_to(ROOT)}:{use}"
        for name, path in MODULES.items() if name.startswith("engines")
        for use in private_uses(path, name, MODULES)
    ]
    assert private == []


def test_engines_import_nothing_else_of_the_project() -> None:
    outside = sorted(
        f"{name} imports {target}" for name, targets in GRAPH.items() if name.startswith("engines")
        for target in targets if not target.startswith("engines")
    )
    assert outside == []


def test_the_checker_sees_circles_hidden_in_functions_and_type_checking(tmp_path: Path) -> None:
    graph = graph_of_files(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.b import B\n",
        "pkg/b.py": "def f():\n    from . import c\n",
        "pkg/c.py": "import pkg.a\n",
        "pkg/d.py": "from pkg import a\n",
    })
    assert graph["pkg.d"] == {"pkg.a"}
    assert cycles(graph, "pkg") == [["pkg.a", "pkg.b", "pkg.c"]]


def test_the_checker_sees_a_private_helper_imported_or_read_off_a_module(tmp_path: Path) -> None:
    graph_of_files(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from .b import _helper, public\n",
        "pkg/b.py": "_own = 1\n",
        "pkg/c.py": "def f():\n    from pkg import b\n    import pkg.b\n    return b._own + pkg.b._other + b.public\n",
        "pkg/d.py": "import pkg.b as alias\nalias._third\n",
    })
    modules = project_modules(tmp_path, ("pkg",))
    assert list(imports(modules["pkg.a"], "pkg.a", modules)) == [("pkg.b", "_helper", 1), ("pkg.b", "public", 1)]
    assert private_uses(modules["pkg.a"], "pkg.a", modules) == ["1: pkg.b._helper"]
    assert private_uses(modules["pkg.b"], "pkg.b", modules) == []
    assert private_uses(modules["pkg.c"], "pkg.c", modules) == ["4: pkg.b._other", "4: pkg.b._own"]
    assert private_uses(modules["pkg.d"], "pkg.d", modules) == ["2: pkg.b._third"]


def test_the_checker_sees_imports_made_late(tmp_path: Path) -> None:
    graph_of_files(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": ("import typing\nfrom typing import TYPE_CHECKING\nimport pkg.b\nif TYPE_CHECKING:\n"
                     "    from pkg.b import B\nif typing.TYPE_CHECKING:\n    import pkg.c\n"
                     "def f():\n    from . import c\n    def g():\n        import os\n"
                     "class K:\n    async def m(self):\n        from pkg import b\n"),
        "pkg/b.py": "",
        "pkg/c.py": "",
    })
    modules = project_modules(tmp_path, ("pkg",))
    assert late_imports(modules["pkg.a"], "pkg.a", modules) == [
        (5, "type checking", "pkg.b"), (7, "type checking", "pkg.c"), (9, "function", "pkg.c"),
        (14, "function", "pkg.b"),
    ]


def test_the_checker_finds_no_circle_in_a_tree_without_one(tmp_path: Path) -> None:
    graph = graph_of_files(tmp_path, {"pkg/__init__.py": "from pkg.a import x\n", "pkg/a.py": "x = 1\n"})
    assert cycles(graph, "pkg") == []


#: benchmark partners (issue 30): measured against, never imported by what ships.
OUTSIDE_ENGINES = ("dame", "dame_rs_partner", "bench_ai", "bench_ratings", "elo_fit", "mcts_rival")


def test_the_outside_engine_and_the_benchmarks_stay_out_of_the_shipped_code() -> None:
    found = []
    for name, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                       else [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else [])
            found += [f"{name} imports {t}" for t in targets if t.split(".")[0] in OUTSIDE_ENGINES + ("benchmarks",)]
    assert len(MODULES) > 100 and found == []


#: issue 31: the metrics' library is met in one package; everything else feeds ``Metrics``' named
#: metrics (whose labels are fixed there: no id can become one).
METRICS_PACKAGE = "bot.observability"


def _imports_prometheus(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import) and any(alias.name.split(".")[0] == "prometheus_client" for alias in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "prometheus_client":
            return True
    return False


def test_only_the_observability_package_uses_the_metrics_library() -> None:
    users = sorted(name for name, path in MODULES.items() if _imports_prometheus(path))
    assert users and all(_under(name, (METRICS_PACKAGE,)) for name in users), users


#: the drivers whose error classes say "the database failed"; the tuple of them is
#: ``bot.storage.DATABASE_ERRORS``, which the bot's start and the interactions' count share.
DRIVERS = ("sqlite3", "asyncpg")
#: the start-up's one-line messages word an SQLite failure as SQLite's (``bot.startup``).
NAMES_A_DRIVER_ERROR = ("bot.storage", "bot.startup")


def _driver_errors_named(path: Path) -> list[str]:
    return [f"{node.value.id}.{node.attr}" for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            and node.value.id in DRIVERS and node.attr.endswith("Error")]


def test_the_database_errors_are_one_tuple_of_the_storage() -> None:
    named = {name: found for name, path in MODULES.items()
             if name.startswith("bot") and not _under(name, NAMES_A_DRIVER_ERROR)
             and (found := _driver_errors_named(path))}
    assert not named, named
    assert _driver_errors_named(MODULES["bot.storage.errors"])  # the checker sees them where they are
