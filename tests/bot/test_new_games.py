"""Macadam, Mak-Yek and Apit-Sodok end to end: whole games from /challenge to their end, moves
entered step by step (Macadam chains, with "Stop here"), the placement phase, stopping by
agreement where the captures decide, a line capture, a chain picker used across a restart, and the
options of /challenge."""

from __future__ import annotations

from bot.storage import Storage
from tests.helpers.guild import Club, french_table, match_id_of, only_rematch
from tests.service.games import (APIT_SODOK_LINE_CAPTURE, MACADAM_GOAL_CHAIN_PLY, MACADAM_GOAL_WIN,
                                 MACADAM_PLACEMENT_WIN, MAK_YEK_STOP_BLACK_AHEAD)
from tests.standin import Message, User


def _values(message: Message, prefix: str = "gt:step:") -> list[str]:
    return [o["value"] for o in message.select(prefix=prefix)["options"]]


async def _open_picker(table: Club, user: User, board: Message, first: str, locale: str = "en-US") -> Message:
    """Pick ``first`` in the board's menu of first cells: the private picker of the next cells."""
    picked = await table.standin.click(user, board, board.select(prefix="gt:step:"), [first], locale=locale)
    answer = await picked.response()
    assert answer.type == 4 and answer.ephemeral and answer.message is not None, answer
    return answer.message


async def _step(table: Club, user: User, picker: Message, cell: str, locale: str = "en-US") -> None:
    """Pick the next cell in the private picker (edited in place, or the move is played)."""
    res = await table.standin.click(user, picker, picker.select(prefix="gt:step:"), [cell], locale=locale)
    await res.response()


async def _played(table: Club, picker: Message) -> str:
    await table.standin.wait_for(lambda: not picker.components, what="the picker to close")
    return str(picker.content)


async def _click_move(table: Club, user: User, board: Message, path: list[str], *, stop: bool = False) -> str:
    """Enter ``path`` cell by cell; with ``stop`` end it with "Stop here"; returns the acknowledgement."""
    picker = await _open_picker(table, user, board, path[0])
    for cell in path[1:]:
        await _step(table, user, picker, cell)
    if stop:
        await table.press(user, picker, "Stop here")
    return await _played(table, picker)


async def test_a_whole_macadam_game_by_clicks_with_a_chain_across_a_restart(table: Club) -> None:
    standin = table.standin
    players = (table.alice, table.bob)
    chain = MACADAM_GOAL_WIN[MACADAM_GOAL_CHAIN_PLY].split("-")
    assert len(chain) == 3  # b2-d4-f6: two jumps, and the pawn could jump on from f6
    async with standin.running(table.new_bot()):
        challenge = await table.challenge(game="macadam")
        assert "a game of **Macadam**" in challenge.content
        thread, board = await table.start(challenge)
        assert f"White: <@{table.alice.id}> · Black: <@{table.bob.id}>" in board.content
        menu = board.select(prefix="gt:step:")
        assert menu["placeholder"] == "Pick a pawn to move"
        assert [o["label"] for o in menu["options"]][:2] == ["Pawn on a3 (5 moves)", "Pawn on b2 (6 moves)"]
        assert board.button("Offer draw")  # a draw, in Macadam: agreement is no count

        # Back and Cancel change nothing.
        picker = await _open_picker(table, table.alice, board, "f2")
        assert picker.content == "Pawn on f2: pick the cell it goes to."
        assert _values(picker) == ["d4", "e2", "f1", "f3", "f4", "g2", "h4"]
        assert {o.get("description") for o in picker.select(prefix="gt:step:")["options"]} == {"plays the move"}
        await table.press(table.alice, picker, "◀ Back")
        assert picker.content == "Pick the pawn to move." and "f2" in _values(picker)
        await table.press(table.alice, picker, "Cancel")
        assert picker.content == "Cancelled: nothing was played." and picker.components == []

        for ply, notation in enumerate(MACADAM_GOAL_WIN[:MACADAM_GOAL_CHAIN_PLY]):
            board = table.boards(thread)[-1]
            if ply % 2 == 0:
                assert await _click_move(table, table.alice, board, notation.split("-")) == f"You played {notation}."
            else:
                ack = await table.move(table.bob, notation, thread)
                assert ack.content == f"You played {notation}."
            await table.wait_board(thread, ply + 2)

        # Autocomplete: a chain by its start and end, or extended from a partial path.
        found = await standin.autocomplete(table.alice, "move", {"text": "b2-f6"}, focused="text", channel=thread)
        assert found[0] == {"name": "b2-d4-f6 (b2 → f6)", "value": "b2-d4-f6"}
        longer = await standin.autocomplete(table.alice, "move", {"text": "b2-d4-"}, focused="text", channel=thread)
        assert "b2-d4-f6" in [c["value"] for c in longer]

        # The chain, step by step; the bot restarts while the picker is open.
        board = table.boards(thread)[-1]
        picker = await _open_picker(table, table.alice, board, chain[0])
        await _step(table, table.alice, picker, chain[1])
        assert picker.content == f"So far b2-d4: pick the next cell, or press “Stop here” to end the move on d4."
        assert picker.button("Stop here") and picker.button("◀ Back") and picker.button("Cancel")
        assert all(len(c) <= 100 for c in picker.custom_ids)
    async with standin.running(table.new_bot()):
        await _step(table, table.alice, picker, chain[2])
        assert picker.content.startswith("So far b2-d4-f6: pick the next cell")
        assert _values(picker) == ["h4"]  # the pawn could jump on: stop here instead
        await table.press(table.alice, picker, "Stop here")
        assert await _played(table, picker) == "You played b2-d4-f6."
        after = await table.wait_board(thread, MACADAM_GOAL_CHAIN_PLY + 2)
        assert f"Move {MACADAM_GOAL_CHAIN_PLY + 1}: White played **b2-d4-f6**." in after.content

        for ply, notation in enumerate(MACADAM_GOAL_WIN[MACADAM_GOAL_CHAIN_PLY + 1:], MACADAM_GOAL_CHAIN_PLY + 1):
            board = table.boards(thread)[-1]
            if ply % 2 == 0:
                await _click_move(table, table.alice, board, notation.split("-"))
            else:
                await table.move(table.bob, notation, thread)
            await table.wait_board(thread, ply + 2)
        final = table.boards(thread)[-1]
    assert final.content.endswith("**Game over.** White wins by reaching the goal"), final.content
    assert only_rematch(final) and len(table.boards(thread)) == len(MACADAM_GOAL_WIN) + 1


async def test_macadam_free_placement_by_clicks_and_typed_to_the_goal(table: Club) -> None:
    standin = table.standin
    placements, moves = MACADAM_PLACEMENT_WIN[:16], MACADAM_PLACEMENT_WIN[16:]
    async with standin.running(table.new_bot()):
        challenge = await table.challenge(game="macadam", free_placement=True)
        assert "free placement: the pawns are placed one at a time" in challenge.content
        thread, board = await table.start(challenge)
        assert board.content.endswith(f"<@{table.alice.id}> (White) to place a pawn (8 left).")
        cells = board.select(prefix="gt:step:")
        assert cells["placeholder"] == "Pick a cell (1/2)" and len(cells["options"]) == 25
        assert "d1" not in _values(board) and "a1" in _values(board)  # never on one's own goal
        assert board.button("More cells (2/2) ▶")

        found = await standin.autocomplete(table.alice, "move", {"text": "h"}, focused="text", channel=thread)
        assert [c["value"] for c in found] == ["h1", "h2", "h3", "h4"]  # placements: the cell alone

        # Typed mistakes during the placement are explained.
        early = await table.move(table.alice, "e4-e3", thread)
        assert early.content == "The pawns are still being placed: name one free cell of your half, for example c3."
        goal = await table.move(table.alice, "d1", thread)
        assert goal.content == "d1 is one of your own goal cells: none of your pawns may stand there."
        far = await table.move(table.alice, "d6", thread)
        assert far.content == "d6 is not on your half of the board: place your pawns on your own side."

        for ply, cell in enumerate(placements):
            board = table.boards(thread)[-1]
            if ply % 2 == 1:  # Black types its placements
                ack = await table.move(table.bob, cell, thread)
                assert ack.content == f"You played {cell}."
            elif cell in _values(board):  # White clicks: a cell of the board's menu places at once
                picked = await standin.click(table.alice, board, board.select(prefix="gt:step:"), [cell])
                assert (await picked.response()).type == 5  # private "thinking", then the acknowledgement
                assert (await picked.followup()).content == f"You played {cell}."
            else:  # on the second page of cells
                opened = await (await standin.click(table.alice, board, board.button(prefix="gt:path:"))).response()
                picker = opened.message
                assert picker is not None and picker.ephemeral and "(page 2/2)" in picker.content
                await _step(table, table.alice, picker, cell)
                assert await _played(table, picker) == f"You played {cell}."
            await table.wait_board(thread, ply + 2)
            if ply == 14:
                board = table.boards(thread)[-1]
                assert board.content.endswith(f"<@{table.bob.id}> (Black) to place a pawn (the last one).")
        board = table.boards(thread)[-1]
        assert board.content.endswith(f"<@{table.alice.id}> (White) to move.")
        over = await table.move(table.alice, "c3", thread)
        assert over.content.startswith("All the pawns are placed: c3 alone is not a move.")

        for ply, notation in enumerate(moves, 16):
            board = table.boards(thread)[-1]
            path = notation.split("-")
            if ply % 2 == 1:
                await table.move(table.bob, notation, thread)
            elif len(path) == 4:  # e3-c5-c3-e5: it could go on to g3, so "Stop here"
                assert await _click_move(table, table.alice, board, path, stop=True) == f"You played {notation}."
            else:  # g4-e4-e6 cannot go on: picking e6 plays it
                assert await _click_move(table, table.alice, board, path) == f"You played {notation}."
            await table.wait_board(thread, ply + 2)
        final = table.boards(thread)[-1]
    assert final.content.endswith("**Game over.** White wins by reaching the goal"), final.content
    assert len(table.boards(thread)) == len(MACADAM_PLACEMENT_WIN) + 1


async def test_mak_yek_stopped_by_agreement_in_french_the_captures_decide(standin, tmp_path) -> None:  # type: ignore[no-untyped-def]
    table = french_table(standin, tmp_path)
    players = (table.alice, table.bob)
    async with standin.running(table.new_bot()):
        challenge = await table.challenge(game="mak-yek", locale="fr")
        assert "vous lance un défi : **Mak-Yek**" in challenge.content
        thread, board = await table.start(challenge)
        assert board.button("Proposer d'arrêter (les prises décident)")
        for ply, notation in enumerate(MAK_YEK_STOP_BLACK_AHEAD):
            user = players[ply % 2]
            if ply in (2, 4):  # by clicks: the man, then its move (b3-b6 takes two men)
                board = table.boards(thread)[-1]
                picked = await standin.click(user, board, board.select(prefix="gt:piece:"), [notation[:2]],
                                             locale="fr")
                menu = (await picked.response()).message
                assert menu is not None and menu.ephemeral
                options = {o["value"]: o.get("description") for o in menu.select(prefix="gt:move:")["options"]}
                if ply == 4:
                    assert options["b3-b6"] == "prend a6, c6"
                chosen = await standin.click(user, menu, menu.select(prefix="gt:move:"), [notation], locale="fr")
                await chosen.response()
                await standin.wait_for(lambda: not menu.components, what="the move menu to close")
                assert menu.content == f"Vous avez joué {notation}."
            else:
                ack = await table.move(user, notation, thread, locale="fr")
                assert ack.content == f"Vous avez joué {notation}.", ack.content
            await table.wait_board(thread, ply + 2)
        wrong = await table.move(table.alice, "a1-b2", thread, locale="fr")
        assert wrong.content.startswith("a1-b2 n'est pas une ligne droite")

        # White, behind 2 to 3, offers to stop; Black accepts: the counts decide, Black wins.
        board = table.boards(thread)[-1]
        asked = await (await standin.click(table.alice, board, board.button(prefix="gt:draw:"), locale="fr")).response()
        assert asked.content == (f"Proposer d'arrêter la partie n°{match_id_of(board)} ? "
                                 "Les prises décident : les blancs 2, les noirs 3.")
        confirm = asked.message
        assert confirm is not None
        await table.press(table.alice, confirm, "Oui, proposer d'arrêter", locale="fr")
        offer = await standin.wait_for_message(thread, lambda m: "gt:draw_yes" in str(m.components))
        assert offer.content == (f"<@{table.alice.id}> (les blancs) propose d'arrêter ici ; les prises décident : "
                                 f"les blancs 2, les noirs 3. <@{table.bob.id}>, acceptez-vous ?")
        await standin.wait_for(lambda: "Les blancs proposent d'arrêter" in board.content, what="the offer on the board")
        await table.press(table.bob, offer, "Accepter d'arrêter", locale="fr")
        final = await table.wait_board(thread, len(MAK_YEK_STOP_BLACK_AHEAD) + 2)
        await standin.wait_for(lambda: not offer.components, what="the offer to close")
    result = "Les noirs gagnent aux prises : 3 à 2 (arrêt d'un commun accord)"
    assert final.content.endswith(f"**Partie terminée.** {result}"), final.content
    assert offer.content == result and only_rematch(final)


async def test_apit_sodok_line_capture_then_the_no_capture_limit_ends_it(table: Club) -> None:
    standin = table.standin
    players = (table.alice, table.bob)
    async with standin.running(table.new_bot()):
        challenge = await table.challenge(game="apit-sodok", no_capture_plies=10)
        assert "the game ends after 10 moves in a row without a capture" in challenge.content
        thread, board = await table.start(challenge)
        assert board.button("Offer to stop (captures decide)")
        found = await standin.autocomplete(table.alice, "move", {"text": "a3"}, focused="text", channel=thread)
        assert [c["value"] for c in found] == ["a3-a2", "a3-a4", "a3-a5"]
        for ply, notation in enumerate(APIT_SODOK_LINE_CAPTURE):
            user = players[ply % 2]
            if ply == 1:  # the line capture, by clicks
                board = table.boards(thread)[-1]
                picked = await standin.click(user, board, board.select(prefix="gt:piece:"), ["b6"])
                menu = (await picked.response()).message
                assert menu is not None
                [option] = [o for o in menu.select(prefix="gt:move:")["options"] if o["value"] == notation]
                assert option["description"] == "takes a3, c3, d3, e3, f3, g3, h3"
                await (await standin.click(user, menu, menu.select(prefix="gt:move:"), [notation])).response()
                await standin.wait_for(lambda: not menu.components, what="the move menu to close")
            else:
                ack = await table.move(user, notation, thread)
                assert ack.content == f"You played {notation}.", ack.content
            await table.wait_board(thread, ply + 2)
        final = table.boards(thread)[-1]
    assert final.content.endswith(
        "**Game over.** Black wins on captures: 7 to 0 (10 moves in a row without a capture)"), final.content
    assert only_rematch(final)


async def test_options_that_do_not_apply_are_refused_privately(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        async def ask(locale: str = "en-US", **options: object) -> str:
            res = await standin.slash(table.alice, "challenge", {"opponent": table.bob, **options}, locale=locale)
            answer = await res.response()
            assert answer.ephemeral
            return str(answer.content)

        assert await ask(game="dames", free_placement=True) == (
            "The option free_placement does not exist for Dames (international draughts).")
        assert await ask(game="macadam", no_capture_plies=20, locale="fr") == (
            "L'option coups_sans_prise n'existe pas pour Macadam.")
        assert await ask(game="mak-yek", free_placement=False) == "The option free_placement does not exist for Mak-Yek."
    assert table.boards(table.channel) == [] and not [m for m in standin.messages(table.channel) if not m.ephemeral]
    async with Storage.open(table.db_path) as storage:
        assert await storage.matches.for_user(table.alice.id) == []
    challenge = next(c for c in standin.commands if c["name"] == "challenge")
    options = {o["name"]: o for o in challenge["options"]}
    assert options["free_placement"]["name_localizations"]["fr"] == "placement_libre"
    assert options["no_capture_plies"]["name_localizations"]["fr"] == "coups_sans_prise"
    assert (options["no_capture_plies"]["min_value"], options["no_capture_plies"]["max_value"]) == (10, 1000)
    assert options["free_placement"]["description_localizations"]["fr"].startswith("Macadam : partir d'un plateau vide")


async def test_forged_and_stale_step_controls_change_nothing(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start(game="macadam")
        menu = board.select(prefix="gt:step:")
        _match, match_id, version, _arg = menu["custom_id"].split(":")[1:]
        waiting = await (await standin.click(table.bob, board, menu, ["b2"])).response()
        assert waiting.content == "It is not your turn."
        picker = await _open_picker(table, table.alice, board, "b2")
        step = picker.select(prefix="gt:step:")
        cancel = picker.button("Cancel")
        original, closing = step["custom_id"], cancel["custom_id"]
        step["options"].append({"label": "h8", "value": "h8"})
        for component, forged, values in (
                (step, f"gt:step:{match_id}:{version}:0_b2h8", ["d4"]),  # a path the rules refuse
                (step, f"gt:step:{match_id}:{version}:0_b2h", ["d4"]),  # half a cell
                (step, f"gt:step:{match_id}:{version}:x_b2", ["d4"]),  # no page
                (step, original, ["h8"]),  # a cell the pawn cannot reach
                (cancel, f"gt:stop:{match_id}:{version}:b2", None)):  # a pawn alone is no move
            component["custom_id"] = forged
            refused = await (await standin.click(table.alice, picker, forged, values)).response()
            assert refused.ephemeral and refused.content.startswith("This control is not valid"), forged
            step["custom_id"], cancel["custom_id"] = original, closing
        step["options"].pop()
        # The move is typed meanwhile: the picker is outdated and says so with the current board.
        await table.move(table.alice, "b2-b4", thread)
        stale = await (await standin.click(table.alice, picker, step, ["d4"])).response()
        assert stale.ephemeral and stale.content.startswith("This board is outdated.") and stale.attachments
        await table.wait_board(thread, 2)
    assert await table.move_log(int(match_id)) == ["b2-b4"]
