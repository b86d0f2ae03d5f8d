"""A player who deleted their data (issue 31) is named "deleted player" ("joueur supprimé") where
their seat stays: message lines and tournament names, never a mention of the marker."""

from __future__ import annotations

from bot.present.texts import mention
from bot.present.tournaments import name_of


def test_a_deleted_players_marker_is_named_in_the_language_and_never_mentioned() -> None:
    assert mention(123456789012345678) == "<@123456789012345678>"
    assert mention(-3, "en") == "deleted player" and mention(-3, "fr") == "joueur supprimé"
    assert name_of(-3, {}, "fr") == "joueur supprimé" and name_of(-3, {}, "en", mention=True) == "deleted player"
