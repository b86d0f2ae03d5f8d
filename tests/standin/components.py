"""Look-ups in raw message component JSON (action rows, sections, containers, labels)."""

from __future__ import annotations

from typing import Any, Collection, Iterator, Mapping, Optional

JSON = dict[str, Any]

ACTION_ROW = 1
BUTTON = 2
STRING_SELECT = 3
TEXT_INPUT = 4
USER_SELECT = 5
ROLE_SELECT = 6
MENTIONABLE_SELECT = 7
CHANNEL_SELECT = 8
SELECTS = frozenset({STRING_SELECT, USER_SELECT, ROLE_SELECT, MENTIONABLE_SELECT, CHANNEL_SELECT})
INTERACTIVE = SELECTS | {BUTTON}


def walk(components: list[JSON]) -> Iterator[JSON]:
    """Every component, depth first, in display order."""
    for component in components:
        yield component
        yield from walk(component.get("components") or [])
        for key in ("accessory", "component"):  # section accessory, label (type 18) child
            child = component.get(key)
            if isinstance(child, dict):
                yield from walk([child])


def describe(component: JSON) -> str:
    """A short human description, for error messages."""
    label = component.get("label") or component.get("placeholder") or ""
    return f"type={component.get('type')} custom_id={component.get('custom_id')!r} label={label!r}"


def find(components: list[JSON], *, label: Optional[str] = None, custom_id: Optional[str] = None,
         prefix: Optional[str] = None, placeholder: Optional[str] = None, type: Optional[int] = None,
         types: Optional[Collection[int]] = None) -> JSON:
    """The single component matching every given criterion; LookupError if none or several."""
    wanted = set(types or INTERACTIVE) if type is None else {type}

    def matches(c: JSON) -> bool:
        cid = c.get("custom_id") or ""
        return (
            c.get("type") in wanted
            and (label is None or c.get("label") == label)
            and (custom_id is None or cid == custom_id)
            and (prefix is None or cid.startswith(prefix))
            and (placeholder is None or c.get("placeholder") == placeholder)
        )

    found = [c for c in walk(components) if matches(c)]
    if len(found) != 1:
        seen = "; ".join(describe(c) for c in walk(components) if c.get("type") in INTERACTIVE) or "none"
        what = "no component" if not found else f"{len(found)} components"
        raise LookupError(f"{what} matching label={label!r} custom_id={custom_id!r} prefix={prefix!r}; "
                          f"the message has: {seen}")
    return found[0]


def by_custom_id(components: list[JSON], custom_id: str) -> Optional[JSON]:
    """The component with exactly this custom_id, if the message has it."""
    return next((c for c in walk(components) if c.get("custom_id") == custom_id), None)


def submitted(component: JSON, values: Mapping[str, Any]) -> Optional[JSON]:
    """The submitted form of one modal row or label: text inputs carry ``value``, selects ``values``."""
    if component.get("type") == 1:
        inner = [submitted(c, values) for c in component.get("components") or []]
        return {"type": 1, "components": [c for c in inner if c is not None]}
    if component.get("type") == 18:
        inner_one = submitted(component["component"], values)
        return {"type": 18, "component": inner_one} if inner_one is not None else None
    custom_id = component.get("custom_id")
    if custom_id is None:
        return None  # text displays and the like submit nothing
    if component.get("type") == TEXT_INPUT:
        return {"type": TEXT_INPUT, "custom_id": custom_id, "value": str(values.get(custom_id, ""))}
    return {"type": component["type"], "custom_id": custom_id, "values": list(values.get(custom_id, []))}

