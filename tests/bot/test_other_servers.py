"""What belongs to another server stays there (issue 27): a match of another server cannot be
acted on by its number, and a user who is not a member of this server is answered as such (not
with an apology), in the user's language."""

from __future__ import annotations

import pytest

from tests.helpers.guild import Club, match_id_of
from tests.standin import User


async def test_a_match_of_another_server_cannot_be_resigned_by_its_number(table: Club) -> None:
    """Issue 27, item 8: `/resign match:<id>` in guild A resigned the player's match of guild B."""
    standin = table.standin
    elsewhere = standin.add_guild("Other club")
    async with standin.running(table.new_bot()):
        _thread, board = await table.start()
        match_id = match_id_of(board)
        answers = []
        for command, locale in (("resign", "en-US"), ("draw", "fr")):
            res = await standin.slash(table.alice, command, {"match": match_id}, channel=elsewhere.channel,
                                      locale=locale)
            answers.append(await res.followup())
    assert [(a.ephemeral, a.content) for a in answers] == [
        (True, "I know no such match."), (True, "Je ne connais pas cette partie.")]
    stored = await table.stored(match_id)
    assert stored.status == "active" and not stored.result


def _stranger(table: Club) -> User:
    """A Discord user who is not (or no longer) a member of the table's server."""
    user = table.standin.add_user("stranger")
    table.guild.member_ids.remove(user.id)
    return user


@pytest.mark.parametrize(("command", "option", "locale", "expected"), [
    ("challenge", "opponent", "en-US", "stranger is not a member of this server."),
    ("profile", "user", "fr", "stranger n'est pas membre de ce serveur."),
])
async def test_a_user_who_is_not_a_member_is_answered_as_such(
        table: Club, command: str, option: str, locale: str, expected: str) -> None:
    """Issue 27, item 10: a non-member in a user option answered an apology and logged TransformerError."""
    standin = table.standin
    stranger = _stranger(table)
    options = {"game": "dames", option: stranger} if command == "challenge" else {option: stranger}
    async with standin.running(table.new_bot()):
        answer = await (await standin.slash(table.alice, command, options, locale=locale)).response()
    assert answer.ephemeral and answer.content == expected
    assert not [m for m in standin.messages(table.channel) if not m.ephemeral]
