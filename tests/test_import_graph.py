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
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "engines", "render")


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules(root: Path = ROOT, packages: tuple[str, ...] = PACKAGES) -> dict[str, Path]:
    return {module_name(path, root): path for package in packages for path in sorted((root / package).rglob("*.py"))}


def _absolute(node: ast.ImportFrom, importer: str, is_package: bool) -> str:
    """The module an ``import from`` names, relative imports resolved against ``importer``."""
    if not node.level:
        return node.module or ""
    base = importer.split(".")
    # a package's own __init__ is its package: one dot names the package itself.
    drop = node.level - 1 if is_package else node.level
    base = base[: len(base) - drop] if drop else base
    return ".".join([*base, node.module] if node.module else base)


def _known(name: str, modules: Mapping[str, Path]) -> str | None:
    """``name`` or its longest prefix that is a project module; None outside the project."""
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in modules:
            return candidate
        parts.pop()
    return None


def imports(path: Path, importer: str, modules: Mapping[str, Path]) -> Iterator[tuple[str, str, int]]:
    """``(module, name, line)`` of every project import in ``path`` (``name`` is the imported
    name of an ``import from``, "" for a plain ``import``)."""
    is_package = path.name == "__init__.py"
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = _known(alias.name, modules)
                if target is not None:
                    yield target, "", node.lineno
        elif isinstance(node, ast.ImportFrom):
            source = _absolute(node, importer, is_package)
            for alias in node.names:
                # ``from package import submodule`` imports the submodule.
                target = _known(f"{source}.{alias.name}", modules)
                if target != f"{source}.{alias.name}":
                    target = _known(source, modules)
                if target is not None:
                    yield target, alias.name, node.lineno


def _bound_modules(tree: ast.AST, importer: str, is_package: bool, modules: Mapping[str, Path]) -> dict[str, str]:
    """Each name an import binds to a project module (``import a.b`` binds ``a``)."""
    bound: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                name = alias.name if alias.asname else alias.name.split(".")[0]
                if _known(name, modules) == name:
                    bound[alias.asname or name] = name
        elif isinstance(node, ast.ImportFrom):
            source = _absolute(node, importer, is_package)
            for alias in node.names:
                if f"{source}.{alias.name}" in modules:
                    bound[alias.asname or alias.name] = f"{source}.{alias.name}"
    return bound


def _dotted(node: ast.expr) -> list[str] | None:
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return None if base is None else [*base, node.attr]
    return None


def private_uses(path: Path, importer: str, modules: Mapping[str, Path]) -> list[str]:
    """``line: module.name`` for each leading-underscore name ``path`` takes from another
    project module: imported (``from m import _x``) or read off an imported module (``m._x``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = {
        (line, f"{target}.{name}")
        for target, name, line in imports(path, importer, modules) if name.startswith("_") and target != importer
    }
    bound = _bound_modules(tree, importer, path.name == "__init__.py", modules)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            chain = _dotted(node.value)
            if chain and chain[0] in bound:
                owner = ".".join([bound[chain[0]], *chain[1:]])
                if owner in modules and owner != importer:
                    found.add((node.lineno, f"{owner}.{node.attr}"))
    return [f"{line}: {name}" for line, name in sorted(found)]


def import_graph(modules: Mapping[str, Path]) -> dict[str, set[str]]:
    return {
        name: {target for target, _, _ in imports(path, name, modules) if target != name}
        for name, path in modules.items()
    }


def cycles(graph: Mapping[str, set[str]], within: str) -> list[list[str]]:
    """The strongly connected components of more than one module (or a module importing
    itself) among the modules under ``within``, each sorted; Tarjan's algorithm."""
    nodes = sorted(name for name in graph if name == within or name.startswith(within + "."))
    inside = set(nodes)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node] & inside):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1 or node in graph[node]:
                found.append(sorted(component))

    for node in nodes:
        if node not in index:
            visit(node)
    return sorted(found)


MODULES = project_modules()
GRAPH = import_graph(MODULES)


def test_engines_have_no_import_circle() -> None:
    assert cycles(GRAPH, "engines") == []


def test_the_bot_has_no_import_circle() -> None:
    assert cycles(GRAPH, "bot") == []


#: the presentation floor: what a match looks like in words and components, from service types,
#: i18n, engines' views and discord.py's ui classes only.
FLOOR = "bot.present"
ABOVE_THE_FLOOR = ("bot.publish", "bot.handlers", "bot.runtime", "bot.responses", "bot.languages", "bot.cogs",
                   "bot.app", "bot.__main__", "bot.scheduler")


def _under(name: str, packages: tuple[str, ...]) -> bool:
    return any(name == package or name.startswith(package + ".") for package in packages)


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


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def late_imports(path: Path, importer: str, modules: Mapping[str, Path]) -> list[tuple[int, str, str]]:
    """``(line, where, module)`` of each project import made inside a function (``where``:
    "function") or under ``if TYPE_CHECKING`` ("type checking")."""
    is_package = path.name == "__init__.py"
    found: list[tuple[int, str, str]] = []

    def visit(node: ast.AST, where: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            inner = where
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                inner = "function"
            elif isinstance(child, ast.If) and _type_checking(child) and where is None:
                for each in child.body:
                    visit_one(each, "type checking")
                for each in child.orelse:
                    visit_one(each, where)
                continue
            visit_one(child, inner)

    def visit_one(node: ast.AST, where: str | None) -> None:
        if where is not None and isinstance(node, (ast.Import, ast.ImportFrom)):
            names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                     else [f"{_absolute(node, importer, is_package)}.{alias.name}" for alias in node.names])
            for name in names:
                target = _known(name, modules)
                if target is not None:
                    found.append((node.lineno, where, target))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            visit(node, "function")
        else:
            visit(node, where)

    visit(ast.parse(path.read_text(encoding="utf-8")), None)
    return sorted(set(found))


def reaches(graph: Mapping[str, set[str]], start: str, goal: str) -> bool:
    seen, todo = set(), [start]
    while todo:
        name = todo.pop()
        if name == goal:
            return True
        if name not in seen:
            seen.add(name)
            todo.extend(graph.get(name, ()))
    return False


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


def test_no_bot_module_is_imported_late() -> None:
    late = [
        f"{MODULES[name].relative_to(ROOT)}:{line} {where} {target}"
        for name, path in MODULES.items() if name.startswith("bot") and name not in LATE_BY_DESIGN
        for line, where, target in late_imports(path, name, MODULES)
        if not (where == "type checking" and _package_reaches_back(name, target))
    ]
    assert late == []


#: the modules that may know the bot object: it is built in bot.app, started by bot.__main__,
#: and the cogs are its extensions; everything below them gets the ``Runtime`` instead.
KNOWS_THE_BOT = ("bot.app", "bot.__main__", "bot.cogs")


def _knows_the_bot(name: str) -> bool:
    return any(name == allowed or name.startswith(allowed + ".") for allowed in KNOWS_THE_BOT)


def test_nothing_below_the_cogs_imports_the_bot() -> None:
    below = sorted(
        f"{name} imports bot.app" for name, targets in GRAPH.items()
        if name.startswith("bot") and not _knows_the_bot(name) and "bot.app" in targets
    )
    assert below == []


def test_only_the_runtime_reads_the_client_off_an_interaction() -> None:
    readers = sorted(
        f"{MODULES[name].relative_to(ROOT)}:{node.lineno}"
        for name, path in MODULES.items() if name.startswith("bot") and name != "bot.runtime"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute) and node.attr == "client"
        and isinstance(node.value, ast.Name) and node.value.id == "interaction"
    )
    assert readers == []


HANDLERS = ("bot.cogs", "bot.handlers", "bot.present.games")


def publisher_calls(path: Path) -> list[tuple[int, str]]:
    """``(line, method)`` of each use of a publisher's method (``<...>.publisher.<method>``,
    called or read) and of each ``<...>.computers.after``."""
    return sorted(
        (node.lineno, node.attr) for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
        and (node.value.attr == "publisher" or (node.value.attr == "computers" and node.attr == "after"))
    )


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


STORES = ("Database", "MatchRows", "Storage")


def store_bases(path: Path) -> list[str]:
    """``line: Class(Base)`` for each class of ``path`` built on a store (or the database): the
    stores are composed over one ``Database`` (``Storage.open`` wires them), never inherited."""
    return [
        f"{node.lineno}: {node.name}({base.id})" for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ClassDef)
        for base in node.bases if isinstance(base, ast.Name) and (base.id in STORES or base.id.endswith("Store"))
    ]


def storage_reaches(path: Path, holder: str = "storage") -> list[str]:
    """``line: what`` for each attribute set on a storage (``<...>storage.x = ...``: a hook set
    from outside) and each private name read off one (``storage._x``); ``holder``: another
    object's name (``service``)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, (ast.AugAssign, ast.AnnAssign)) else []
        for target in targets:
            for each in target.elts if isinstance(target, ast.Tuple) else [target]:
                chain = _dotted(each.value) if isinstance(each, ast.Attribute) else None
                if chain and chain[-1].lower().endswith(holder):
                    found.append(f"{each.lineno}: {'.'.join(chain)}.{each.attr} =")
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            chain = _dotted(node.value)
            if chain and chain[-1].lower().endswith(holder):
                found.append(f"{node.lineno}: {'.'.join(chain)}.{node.attr}")
    return sorted(found)


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


def service_bases(paths: Mapping[str, Path]) -> list[str]:
    """``module:line: Class(Base)`` for each class of the service built on another class of the
    service: its features are objects composed over one core (wired in ``GameService``), never
    mixins of each other."""
    trees = {name: ast.parse(path.read_text(encoding="utf-8")) for name, path in paths.items()}
    defined = {node.name for tree in trees.values() for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
    return [
        f"{name}:{node.lineno}: {node.name}({base.id})" for name, tree in trees.items()
        for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
        for base in node.bases if isinstance(base, ast.Name) and base.id in defined
    ]


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


# --- the checker itself -----------------------------------------------------------------------
def _tree(tmp_path: Path, files: Mapping[str, str]) -> dict[str, set[str]]:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return import_graph(project_modules(tmp_path, ("pkg",)))


def test_the_checker_sees_circles_hidden_in_functions_and_type_checking(tmp_path: Path) -> None:
    graph = _tree(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.b import B\n",
        "pkg/b.py": "def f():\n    from . import c\n",
        "pkg/c.py": "import pkg.a\n",
        "pkg/d.py": "from pkg import a\n",
    })
    assert graph["pkg.d"] == {"pkg.a"}
    assert cycles(graph, "pkg") == [["pkg.a", "pkg.b", "pkg.c"]]


def test_the_checker_sees_a_private_helper_imported_or_read_off_a_module(tmp_path: Path) -> None:
    _tree(tmp_path, {
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
    _tree(tmp_path, {
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
    graph = _tree(tmp_path, {"pkg/__init__.py": "from pkg.a import x\n", "pkg/a.py": "x = 1\n"})
    assert cycles(graph, "pkg") == []


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


def names_used(path: Path) -> set[str]:
    """The attributes, arguments and keywords a module's code names (not its docstrings)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute):
            found.add(node.attr)
        elif isinstance(node, (ast.arg, ast.keyword)) and node.arg is not None:
            found.add(node.arg)
        elif isinstance(node, ast.Name):
            found.add(node.id)
    return found


def pool_calls(path: Path) -> list[tuple[int, bool]]:
    """Each ``ProcessPoolExecutor(...)`` made in ``path``: (line, whether its workers watch the bot)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Call) and (_dotted(node.func) or [""])[-1] == "ProcessPoolExecutor":
            initializer = next((k.value for k in node.keywords if k.arg == "initializer"), None)
            watched = isinstance(initializer, ast.Name) and initializer.id in ("die_with_bot", "_search_worker")
            found.append((node.lineno, watched))
    return found


def test_every_process_pool_of_the_bot_dies_with_it() -> None:
    """Issue 27: after a kill -9 of the bot, workers that did not watch it stayed for minutes (and
    kept the forkserver and the resource tracker). Every pool's workers start by watching the bot."""
    pools = {f"{path.relative_to(ROOT)}:{line}": watched for path in (ROOT / "bot").rglob("*.py")
             for line, watched in pool_calls(path)}
    assert len(pools) >= 2 and all(pools.values()), pools
