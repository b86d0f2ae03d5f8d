"""End-to-end proof of the Discord stand-in: a real, unmodified ``commands.Bot`` against tests/standin."""

from __future__ import annotations

import asyncio
import io
import time
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import discord
import pytest
import yarl
from discord import app_commands
from discord.ext import commands
from PIL import Image

try:  # tests/ as a package, or tests/ on sys.path (pytest's default "prepend" import mode)
    from tests.standin import DiscordStandIn, Guild, User, permissions
    from tests.standin.plugin import standin  # noqa: F401  (fixture)
except ModuleNotFoundError:
    from standin import DiscordStandIn, Guild, User, permissions  # type: ignore[no-redef]
    from standin.plugin import standin  # type: ignore[no-redef]  # noqa: F401

MOVES = ["31-26", "32-27", "32-28", "33-28", "34-29", "34-30"]


def png_bytes() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (8, 8), "red").save(buffer, format="PNG")
    return buffer.getvalue()


@dataclass
class Log:
    """What the bot's callbacks saw, for assertions."""

    events: list[tuple[Any, ...]] = field(default_factory=list)
    urls: list[str] = field(default_factory=list)

    def trace(self) -> aiohttp.TraceConfig:
        trace = aiohttp.TraceConfig()

        async def on_request_start(_session: Any, _ctx: Any, params: aiohttp.TraceRequestStartParams) -> None:
            self.urls.append(str(params.url))

        trace.on_request_start.append(on_request_start)
        return trace


class ChallengeView(discord.ui.View):
    def __init__(self, log: Log) -> None:
        super().__init__(timeout=None)
        self.log = log

    @discord.ui.select(custom_id="challenge:colour", placeholder="Your colour",
                       options=[discord.SelectOption(label="White", value="white"),
                                discord.SelectOption(label="Black", value="black")])
    async def colour(self, interaction: discord.Interaction, select: discord.ui.Select[Any]) -> None:
        self.log.events.append(("colour", interaction.user.id, tuple(select.values)))
        await interaction.response.send_message(f"You play {select.values[0]}", ephemeral=True)

    @discord.ui.button(label="Accept", custom_id="challenge:accept", style=discord.ButtonStyle.success)
    async def accept(self, interaction: discord.Interaction, _button: discord.ui.Button[Any]) -> None:
        self.log.events.append(("accept", interaction.user.id))
        await interaction.response.edit_message(content=f"{interaction.user.display_name} accepted", view=None)


class Rematch(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rematch:(?P<game>\d+)"):
    """Survives restarts: rebuilt from the custom_id by any bot instance that registered it."""

    def __init__(self, game: int) -> None:
        super().__init__(discord.ui.Button(label="Rematch", custom_id=f"rematch:{game}"))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> "Rematch":
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Rematch of game {self.game} by {interaction.user.display_name}")


class MoveModal(discord.ui.Modal, title="Your move"):
    move = discord.ui.TextInput(label="Move", custom_id="modal:move")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"you typed {self.move.value}", ephemeral=True)


class GameBot(commands.Bot):
    def __init__(self, log: Log) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(), guild_ready_timeout=0.05,
                         http_trace=log.trace())
        self.log = log
        self._add_commands()

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Rematch)
        await self.tree.sync()

    def _add_commands(self) -> None:
        tree, log = self.tree, self.log

        @tree.command(description="Ping, answered privately with a picture")
        async def ping(interaction: discord.Interaction) -> None:
            log.events.append(("ping", interaction.locale.value))
            file = discord.File(io.BytesIO(png_bytes()), filename="pong.png")
            await interaction.response.send_message("pong", file=file, ephemeral=True)

        @tree.command(description="Challenge someone to a game")
        async def challenge(interaction: discord.Interaction, game: str, opponent: discord.Member) -> None:
            log.events.append(("challenge", game, type(opponent).__name__, opponent.id))
            await interaction.response.send_message(
                f"{interaction.user.mention} challenges {opponent.mention} to {game}", view=ChallengeView(log))

        @tree.command(description="Play a move")
        async def move(interaction: discord.Interaction, text: str) -> None:
            await interaction.response.send_message(f"played {text}")

        @move.autocomplete("text")
        async def move_text(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            return [app_commands.Choice(name=m, value=m) for m in MOVES if m.startswith(current)]

        @tree.command(description="Open a table for a game")
        async def table(interaction: discord.Interaction, name: str) -> None:
            assert isinstance(interaction.channel, discord.TextChannel)
            try:
                thread = await interaction.channel.create_thread(name=name, type=discord.ChannelType.public_thread)
            except discord.Forbidden:
                await interaction.response.send_message(f"No threads allowed: {name} is played here.")
                return
            await thread.send(f"Welcome to {name}!")
            log.events.append(("thread cached", self.get_channel(thread.id) is not None))
            await interaction.response.send_message(f"Game on in {thread.mention}")

        @tree.command(description="A slow answer")
        async def think(interaction: discord.Interaction) -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            await asyncio.sleep(0.01)
            await interaction.followup.send("done thinking", ephemeral=True)

        @tree.command(description="Type a move in a form")
        async def form(interaction: discord.Interaction) -> None:
            await interaction.response.send_modal(MoveModal())

        @tree.command(description="Post a board, then revise it")
        async def board(interaction: discord.Interaction) -> None:
            first = discord.File(io.BytesIO(b"one"), filename="a.txt")
            await interaction.response.send_message("v1", file=first)
            original = await interaction.original_response()
            second = discord.File(io.BytesIO(b"two"), filename="b.txt")
            await interaction.edit_original_response(content="v2", attachments=[*original.attachments, second])
            note = await interaction.followup.send("note", wait=True)
            await note.edit(content="note, edited")
            assert isinstance(interaction.channel, discord.TextChannel)
            posted = await interaction.channel.send("rest", file=discord.File(io.BytesIO(b"three"), "c.txt"))
            posted = await posted.edit(content="rest, edited")
            await posted.add_reaction("\N{WHITE HEAVY CHECK MARK}")
            discussion = await posted.create_thread(name="discussion")
            await discussion.send("in the thread")

        @tree.command(description="Tell a player it is their turn")
        async def notify(interaction: discord.Interaction, player: discord.User) -> None:
            try:
                await player.send("your turn")
            except discord.Forbidden as error:
                await interaction.response.send_message(f"DMs closed ({error.code})", ephemeral=True)
            else:
                await interaction.response.send_message("notified", ephemeral=True)

        group = app_commands.Group(name="game", description="Game admin")

        @group.command(description="Start a game in a channel")
        async def start(interaction: discord.Interaction, where: discord.TextChannel, stake: float = 1.0) -> None:
            log.events.append(("start", where.id, stake))
            await interaction.response.send_message(f"started in {where.mention}")

        tree.add_command(group)

        @tree.command(description="Offer a rematch")
        async def rematch(interaction: discord.Interaction, game: int) -> None:
            view = discord.ui.View(timeout=None)
            view.add_item(Rematch(game))
            await interaction.response.send_message("Another one?", view=view)


def club(standin: DiscordStandIn, everyone: int = permissions.DEFAULT) -> tuple[Guild, User, User]:
    guild = standin.add_guild("Club", locale="fr", permissions=everyone)
    return guild, standin.add_user("alice"), standin.add_user("bob")


def assert_local(log: Log) -> None:
    assert log.urls, "the trace saw no request"
    hosts = {yarl.URL(u).host for u in log.urls}
    assert hosts == {"127.0.0.1"}, log.urls


async def test_ping_answers_ephemerally_with_a_png(standin: DiscordStandIn) -> None:
    guild, alice, _bob = club(standin)
    log = Log()
    started = time.perf_counter()
    async with standin.running(GameBot(log)):
        startup = time.perf_counter() - started
        res = await standin.slash(alice, "ping", locale="fr")
        answer = await res.response()

    assert startup < 0.5, startup
    assert answer.type == 4 and answer.ephemeral and answer.content == "pong"
    [png] = answer.attachments
    assert png.filename == "pong.png"
    with Image.open(io.BytesIO(png.data)) as image:
        assert image.size == (8, 8) and image.getpixel((0, 0)) == (255, 0, 0)
    assert ("ping", "fr") in log.events
    [message] = standin.messages(guild.channel)
    assert message is answer.message and message.ephemeral and message.source == "callback"
    assert_local(log)
    assert any(u.startswith("ws://127.0.0.1") for u in log.urls)  # the gateway went local too
    assert ("PUT", f"/applications/{standin.application_id}/commands") in standin.requests
    assert standin.unknown_requests == []


async def test_attachment_url_serves_the_bytes(standin: DiscordStandIn) -> None:
    _guild, alice, _bob = club(standin)
    async with standin.running(GameBot(Log())):
        answer = await (await standin.slash(alice, "ping")).response()
    [png] = answer.attachments
    assert png.url.startswith(standin.url + "/attachments/")
    async with aiohttp.ClientSession() as session, session.get(png.url) as response:
        assert response.status == 200 and await response.read() == png.data


async def test_select_and_button_reach_the_view(standin: DiscordStandIn) -> None:
    guild, alice, bob = club(standin)
    log = Log()
    async with standin.running(GameBot(log)):
        res = await standin.slash(alice, "challenge", {"game": "dames", "opponent": bob})
        message = (await res.response()).message
        assert message is not None
        assert message.content == f"<@{alice.id}> challenges <@{bob.id}> to dames"
        assert message.custom_ids == ["challenge:colour", "challenge:accept"]

        chosen = await (await standin.click(bob, message, message.select(prefix="challenge:"), ["black"])).response()
        assert chosen.type == 4 and chosen.ephemeral and chosen.content == "You play black"

        accepted = await (await standin.click(bob, message, message.button("Accept"))).response()

    assert ("challenge", "dames", "Member", bob.id) in log.events
    assert ("colour", bob.id, ("black",)) in log.events
    assert ("accept", bob.id) in log.events
    assert accepted.type == 7 and accepted.message is message
    assert message.content == "bob accepted" and message.components == [] and message.edited
    assert message.history[0]["content"].endswith("to dames")
    public = [m for m in standin.messages(guild.channel) if not m.ephemeral]
    assert public == [message]
    assert_local(log)


async def test_autocomplete_returns_choices(standin: DiscordStandIn) -> None:
    _guild, alice, _bob = club(standin)
    async with standin.running(GameBot(Log())):
        choices = await standin.autocomplete(alice, "move", {"text": "32"}, focused="text")
    assert choices == [{"name": "32-27", "value": "32-27"}, {"name": "32-28", "value": "32-28"}]


async def test_thread_is_created_and_used(standin: DiscordStandIn) -> None:
    guild, alice, _bob = club(standin)
    log = Log()
    async with standin.running(GameBot(log)):
        answer = await (await standin.slash(alice, "table", {"name": "Game 1"})).response()
        thread = await standin.wait_for_thread(lambda t: t.name == "Game 1")

    assert thread.parent_id == guild.channel.id and thread.type == 11
    assert [m.content for m in standin.messages(thread)] == ["Welcome to Game 1!"]
    assert answer.content == f"Game on in <#{thread.id}>"
    assert ("thread cached", True) in log.events  # THREAD_CREATE reached the bot before the REST answer
    assert standin.thread("Game 1") is thread


async def test_thread_refused_falls_back_to_the_channel(standin: DiscordStandIn) -> None:
    guild, alice, _bob = club(standin, everyone=permissions.NO_THREADS)
    async with standin.running(GameBot(Log())):
        answer = await (await standin.slash(alice, "table", {"name": "Game 2"})).response()
    assert answer.content == "No threads allowed: Game 2 is played here."
    assert standin.threads == []
    assert ("POST", f"/channels/{guild.channel.id}/threads", 403, 50013) in standin.errors


async def test_deferred_answer_is_filled_by_the_followup(standin: DiscordStandIn) -> None:
    guild, alice, _bob = club(standin)
    async with standin.running(GameBot(Log())):
        res = await standin.slash(alice, "think")
        deferred = await res.response()
        followup = await res.followup()

    assert deferred.type == 5 and deferred.ephemeral
    assert followup is res.original is deferred.message
    assert followup.content == "done thinking" and followup.ephemeral and not followup.loading
    assert followup.history[0]["flags"] & 128  # it was the "thinking..." placeholder
    assert standin.messages(guild.channel) == [followup]


async def test_dynamic_item_survives_a_restart(standin: DiscordStandIn) -> None:
    guild, alice, bob = club(standin)
    before, after = Log(), Log()
    async with standin.running(GameBot(before)):
        offer = (await (await standin.slash(alice, "rematch", {"game": 7})).response()).message
    assert offer is not None and offer.button("Rematch")["custom_id"] == "rematch:7"

    async with standin.running(GameBot(after)):  # a fresh process: no view stored, only the dynamic item
        answer = await (await standin.click(bob, offer, "rematch:7")).response()
        reply = await standin.wait_for_message(guild.channel, lambda m: m.content.startswith("Rematch of"))

    assert answer.type == 4 and answer.message is reply
    assert reply.content == "Rematch of game 7 by bob"
    assert_local(before)
    assert_local(after)


async def test_error_semantics_and_unknown_routes(standin: DiscordStandIn) -> None:
    _guild, alice, _bob = club(standin)
    async with standin.running(GameBot(Log())):
        res = await standin.slash(alice, "move", {"text": "32-28"})
        await res.response()

        async with aiohttp.ClientSession() as session:
            again = f"{standin.api_url}/interactions/{res.id}/{res.token}/callback"
            async with session.post(again, json={"type": 4, "data": {"content": "twice"}}) as response:
                assert response.status == 400 and (await response.json())["code"] == 40060
                assert response.headers["Content-Type"] == "application/json"
            unknown = f"{standin.api_url}/interactions/1/nope/callback"
            async with session.post(unknown, json={"type": 4, "data": {}}) as response:
                assert response.status == 404 and (await response.json())["code"] == 10062
            headers = {"Authorization": f"Bot {standin.token}"}
            async with session.get(f"{standin.api_url}/voice/regions", headers=headers) as response:
                assert response.status == 404 and await response.json() == {"message": "404: Not Found", "code": 0}

    assert standin.unknown_requests == [("GET", "/voice/regions")]


async def test_slash_checks_options_against_the_synced_schema(standin: DiscordStandIn) -> None:
    _guild, alice, _bob = club(standin)
    async with standin.running(GameBot(Log())):
        with pytest.raises(ValueError, match="missing required options: opponent"):
            await standin.slash(alice, "challenge", {"game": "dames"})
        with pytest.raises(TypeError, match="expects an int"):
            await standin.slash(alice, "rematch", {"game": "7"})
        with pytest.raises(LookupError, match="was not synced"):
            await standin.slash(alice, "nope")


async def test_a_bad_token_fails_the_start(standin: DiscordStandIn) -> None:
    with pytest.raises(discord.LoginFailure):
        async with standin.running(GameBot(Log()), token="wrong"):
            pass
    assert ("GET", "/users/@me", 401, 0) in standin.errors


async def test_edits_followups_reactions_and_message_threads(standin: DiscordStandIn) -> None:
    guild, alice, _bob = club(standin)
    async with standin.running(GameBot(Log())):
        res = await standin.slash(alice, "board")
        await res.response()
        discussion = await standin.wait_for_thread(lambda t: t.name == "discussion")
        await standin.wait_for_message(discussion, lambda m: m.content == "in the thread")

    original = res.original
    assert original is not None and original.content == "v2"
    assert [(a.filename, a.data) for a in original.attachments] == [("a.txt", b"one"), ("b.txt", b"two")]
    assert [m.content for m in res.followups] == ["note, edited"]
    posted = standin.messages(guild.channel)[-1]
    assert posted.source == "rest" and posted.content == "rest, edited" and posted.history[0]["content"] == "rest"
    assert [a.filename for a in posted.attachments] == ["c.txt"]  # kept by the edit
    assert posted.reactions == [("\N{WHITE HEAVY CHECK MARK}", standin.bot_user.id)]
    assert discussion.id == posted.id == posted.thread_id and discussion.starter_message_id == posted.id


async def test_modal_dm_subcommand_and_resume(standin: DiscordStandIn) -> None:
    guild, alice, _bob = club(standin)
    closed = standin.add_user("carol", dms_open=False)
    arena = standin.add_channel(guild, "arena")
    log = Log()
    async with standin.running(GameBot(log)):
        opened = await standin.slash(alice, "form")
        assert (await opened.response()).type == 9
        submitted = await standin.submit_modal(alice, opened, {"modal:move": "32-28"})
        assert (await submitted.response()).content == "you typed 32-28"

        assert (await (await standin.slash(alice, "notify", {"player": alice})).response()).content == "notified"
        refused = await (await standin.slash(alice, "notify", {"player": closed})).response()
        assert refused.content == "DMs closed (50007)"

        await standin.disconnect(4000)  # discord.py reconnects and RESUMEs
        await standin.wait_for(lambda: standin.gateway.sessions, what="the bot to resume")
        started = await (await standin.slash(alice, "game start", {"where": arena, "stake": 2.5})).response()

    assert [m.content for m in standin.dms(alice)] == ["your turn"] and standin.dms(closed) == []
    assert started.content == f"started in <#{arena.id}>" and ("start", arena.id, 2.5) in log.events
    assert ("GET", "/gateway") in standin.requests and standin.gateway.connections == 2


def test_a_sharded_connection_hears_its_guilds_and_shard_0_the_direct_messages() -> None:
    from tests.standin.gateway import Session

    guilds = [175928847299117063 + (n << 22) for n in range(6)]
    sessions = []
    for shard in range(3):
        session = Session(None)  # type: ignore[arg-type]  # no socket: routing needs none
        session.shard = (shard, 3)
        sessions.append(session)
    for guild in guilds:
        assert [s.shard for s in sessions if s.holds(guild)] == [((guild >> 22) % 3, 3)]
    assert [s.holds(None) for s in sessions] == [True, False, False]
    unsharded = Session(None)  # type: ignore[arg-type]
    assert all(unsharded.holds(guild) for guild in [*guilds, None])
