"""The drawing tests read pixels back from the renderers' PNGs, often comparing a region of two
images (what a change must leave untouched). A palette chosen per image moves unchanged regions
by a level or two, so these tests get full-colour PNGs (what the renderers drew, exactly); the
tests marked ``palette`` (``test_render_png.py``) check the real encoder."""

from __future__ import annotations

import pytest

from render import common


@pytest.fixture(autouse=True)
def full_colour_png(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    if request.node.get_closest_marker("palette") is None:
        monkeypatch.setattr(common, "paletted", lambda image: image)
