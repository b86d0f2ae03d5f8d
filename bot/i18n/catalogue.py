"""The Fluent catalogues of ``data/locales/<lang>/*.ftl``: loading, what each message needs, formatting.

A message is named in the code by its historical key (``table.lobby``, ``result.ranked~plain``,
``move.unknown-verb``); :func:`fluent_id` maps it to its Fluent id (``table-lobby``,
``result-ranked--plain``, ``move-unknown-verb``): Fluent ids cannot hold ``.``, and ``~`` (a
variant for other parameters) becomes ``--``. The mapping leaves a Fluent id unchanged.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from importlib.resources import files
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Visitor

LANGS = ("en", "fr")
DEFAULT_LANG = "en"


def fluent_id(key: str) -> str:
    """``table.lobby`` -> ``table-lobby``; ``result.ranked~plain`` -> ``result-ranked--plain``."""
    return key.replace(".", "-").replace("~", "--")


@dataclass
class Entry:
    """What the code needs to know about one message (from the default language's catalogue)."""

    shown: frozenset[str]  # variables placed in the text: a call that lacks one sees "{name}"
    selectors: frozenset[str]  # variables only chosen on (a count, ``$game``): optional
    games: dict[str, frozenset[str]]  # its ``$game`` variants: game key -> the variables that variant places


class _Variables(Visitor):
    """Collects a message's variables, telling placed ones from selectors."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: set[str] = set()
        self.selectors: set[str] = set()
        self.games: dict[str, frozenset[str]] = {}

    def visit_SelectExpression(self, node: FTL.SelectExpression) -> None:
        if isinstance(node.selector, FTL.VariableReference):
            self.selectors.add(node.selector.id.name)
            if node.selector.id.name == "game":
                for variant in node.variants:
                    if isinstance(variant.key, FTL.Identifier) and not variant.default:
                        placed = _Variables()
                        placed.visit(variant.value)
                        self.games[variant.key.name] = frozenset(placed.shown)
        else:
            self.visit(node.selector)
        for variant in node.variants:
            self.visit(variant.value)

    def visit_VariableReference(self, node: FTL.VariableReference) -> None:
        self.shown.add(node.id.name)


@dataclass
class Catalogue:
    """One bundle per language, and each message's needs."""

    bundles: dict[str, FluentBundle]
    messages: dict[str, dict[str, FTL.Message]]  # lang -> id -> parsed message
    entries: dict[str, Entry] = field(default_factory=dict)
    #: id -> itself and its ``--`` variants, the plain one first.
    shapes: dict[str, list[str]] = field(default_factory=dict)


def _read(lang: str) -> list[FTL.Resource]:
    """The language's ``.ftl`` files, parsed; a syntax error names its file."""
    folder = files("data") / "locales" / lang
    found = []
    for item in sorted(folder.iterdir(), key=lambda path: path.name):
        if not item.name.endswith(".ftl"):
            continue
        resource = FluentResource(item.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, FTL.Junk)]
        if junk:
            raise ValueError(f"data/locales/{lang}/{item.name}: cannot parse {(junk[0].content or '')[:80]!r}")
        found.append(resource)
    return found


def variables_of(message: FTL.Message) -> tuple[set[str], set[str], dict[str, frozenset[str]]]:
    """(placed variables, selector-only variables, ``$game`` variant -> its placed variables)."""
    visitor = _Variables()
    if message.value is not None:
        visitor.visit(message.value)
    return visitor.shown, visitor.selectors - visitor.shown, visitor.games


@cache
def catalogue() -> Catalogue:
    bundles: dict[str, FluentBundle] = {}
    messages: dict[str, dict[str, FTL.Message]] = {}
    for lang in LANGS:
        # No bidi isolation marks around placeables: Discord must get mentions and <t:...> untouched.
        bundle = FluentBundle([lang], use_isolating=False)
        seen: dict[str, FTL.Message] = {}
        for resource in _read(lang):
            for message in resource.body:
                if isinstance(message, FTL.Message):
                    if message.id.name in seen:
                        raise ValueError(f"data/locales/{lang}: message {message.id.name} defined twice")
                    seen[message.id.name] = message
            bundle.add_resource(resource)
        bundles[lang] = bundle
        messages[lang] = seen
    found = Catalogue(bundles, messages)
    for name, message in messages[DEFAULT_LANG].items():
        shown, selectors, games = variables_of(message)
        found.entries[name] = Entry(frozenset(shown), frozenset(selectors), games)
    for name in found.entries:
        found.shapes.setdefault(name.partition("--")[0], []).append(name)
    for base, names in found.shapes.items():
        names.sort(key=lambda name: name != base)  # stable: the plain message first
    return found


def fitting(name: str, params: dict[str, Any]) -> str | None:
    """Of ``name`` and its ``--`` variants, the one placing the most of ``params`` and needing no other.

    Engines give different parameters with one error code (``illegal_move`` with a cell, with a
    start and an end, or with nothing): each shape has a sentence naming what is known.
    """
    found = catalogue()
    candidates = [c for c in found.shapes.get(name, ()) if found.entries[c].shown <= params.keys()]
    if not candidates:
        return name if name in found.entries else None
    return max(candidates, key=lambda c: len(found.entries[c].shown))  # ties: the plain one, listed first


def _argument(value: Any) -> Any:
    """A parameter as Fluent takes it: integers stay numbers (for selectors) but print as Python does."""
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return fluent_number(value, useGrouping=False)
    return value if isinstance(value, str) else str(value)


def render(lang: str, name: str, params: dict[str, Any]) -> str:
    """Message ``name`` (a Fluent id) in ``lang`` (the default language's when missing there).

    A placed variable the call does not give is shown as ``{name}``, as the old format strings
    did, so a forgotten parameter is visible instead of silently empty.
    """
    found = catalogue()
    bundle = found.bundles.get(lang, found.bundles[DEFAULT_LANG])
    if not bundle.has_message(name):
        bundle = found.bundles[DEFAULT_LANG]
    args = {key: _argument(value) for key, value in params.items()}
    for missing in found.entries[name].shown - args.keys():
        args[missing] = "{" + missing + "}"
    value = bundle.get_message(name).value
    if value is None:  # a message with attributes only
        return ""
    text, _errors = bundle.format_pattern(value, args)  # errors: an absent selector took the default
    return str(text)


_PLACEABLE = re.compile(r"\$([A-Za-z][\w-]*)")


def fields(text: str) -> set[str]:
    """The variables a message's Fluent text uses (``{ $user } played`` -> ``{"user"}``)."""
    return set(_PLACEABLE.findall(text))
