"""Reading the project's import statements and a few shapes of its code, for the architecture
tests (tests/test_import_graph.py, tests/test_architecture.py): every import (module level, inside
functions, under ``TYPE_CHECKING``) as a graph of modules, its circles, private names taken from
another module, and the calls and class bases those tests look for."""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


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


def is_type_checking(node: ast.If) -> bool:
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
            elif isinstance(child, ast.If) and is_type_checking(child) and where is None:
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


def publisher_calls(path: Path) -> list[tuple[int, str]]:
    """``(line, method)`` of each use of a publisher's method (``<...>.publisher.<method>``,
    called or read) and of each ``<...>.computers.after``."""
    return sorted(
        (node.lineno, node.attr) for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
        and (node.value.attr == "publisher" or (node.value.attr == "computers" and node.attr == "after"))
    )


#: the storage's own classes: nothing may be built on them
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


# --- the checker itself -----------------------------------------------------------------------
def graph_of_files(tmp_path: Path, files: Mapping[str, str]) -> dict[str, set[str]]:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return import_graph(project_modules(tmp_path, ("pkg",)))


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
