"""Every user-facing string, in English and French, and the command-tree translator.

``t(lang, key, **params)`` formats one message; ``lang`` is ``"fr"`` or ``"en"``. Game names and
seat colours are data keyed by the engine's own keys (``engines.GAMES``, ``player_view["colours"]``),
with a readable fallback so a new game works before its names are added here.
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

LANGS = ("en", "fr")
DEFAULT_LANG = "en"


def lang_of(locale: discord.Locale | str | None) -> str:
    """"fr" for any French locale, "en" otherwise."""
    value = locale.value if isinstance(locale, discord.Locale) else (locale or "")
    return "fr" if value.lower().startswith("fr") else DEFAULT_LANG


GAME_NAMES: dict[str, dict[str, str]] = {
    "dames": {"en": "Dames (international draughts)", "fr": "Dames (jeu de dames international)"},
    "dames-turques": {"en": "Dames turques (Turkish draughts)", "fr": "Dames turques"},
    "macadam": {"en": "Macadam", "fr": "Macadam"},
    "macadam-cartes": {"en": "Macadam (cards)", "fr": "Macadam (cartes)"},
    "mak-yek": {"en": "Mak-Yek", "fr": "Mak-Yek"},
    "apit-sodok": {"en": "Apit-Sodok", "fr": "Apit-Sodok"},
}

#: colour key -> (English name, French plural team name used as a subject).
COLOURS: dict[str, dict[str, str]] = {
    "blue": {"en": "Blue", "fr": "les bleus"},
    "green": {"en": "Green", "fr": "les verts"},
    "white": {"en": "White", "fr": "les blancs"},
    "black": {"en": "Black", "fr": "les noirs"},
    "red": {"en": "Red", "fr": "les rouges"},
    "yellow": {"en": "Yellow", "fr": "les jaunes"},
}


def game_name(lang: str, key: str) -> str:
    return GAME_NAMES.get(key, {}).get(lang) or key.replace("-", " ").capitalize()


def colour(lang: str, colours: Sequence[str], seat: int, *, capital: bool = True) -> str:
    """The seat's colour as a team name ("Blue" / "les bleus"), or "Player n"."""
    key = colours[seat] if 0 <= seat < len(colours) else None
    name = COLOURS.get(key or "", {}).get(lang)
    if name is None:
        name = key.capitalize() if key else t(lang, "player_n", n=seat + 1)
    return name[:1].upper() + name[1:] if capital else name


MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        # generic
        "player_n": "Player {n}",
        "apology": "Sorry, something went wrong on my side. The problem has been logged; please try again.",
        "bad_component": "This control is not valid (it was not made by me, or is damaged). Nothing was changed.",
        "bot_stopping": "I am restarting: nothing was done. Please try again in a minute.",
        "unknown_match": "I know no such match.",
        "not_allowed": "You cannot use this command here.",
        "match_unavailable": "Match #{match_id} cannot be loaded: its saved data is damaged. "
        "Your other matches are not affected.",
        "not_your_match": "This is not your match.",
        "board_changed": "The board changed before your action arrived; nothing was applied. Here is the current position.",
        "board_outdated": "This board is outdated. Here is the current one.",
        "match_not_active": "This match is not being played (it is {status}).",
        "match_not_active.finished": "This match is over.",
        "match_not_active.aborted": "This match was aborted.",
        "match_not_active.challenge": "This match has not started: the challenge awaits an answer.",
        "match_not_active.declined": "This challenge was declined or withdrawn: there is no match.",
        "match_not_active.expired": "This challenge expired: there is no match.",
        "match_not_active.lobby": "This table has not started: its players are still joining.",
        "no_match_here": "You have no match being played here. Use /matches to find yours.",
        "several_matches_here": "You have several matches here: pick one with the `match` option.",
        "status.challenge": "a pending challenge",
        "status.active": "in progress",
        "status.finished": "finished",
        "status.aborted": "aborted",
        "status.declined": "declined",
        "status.expired": "expired",
        "status.lobby": "a table waiting for its players",
        # challenges
        "unknown_game": "There is no game called {game}.",
        "challenge_self": "You cannot challenge yourself.",
        "challenge_bot": "You cannot challenge a bot.",
        "bad_first": "Who starts must be challenger, opponent or random.",
        "option_unsupported": "The option {option} does not exist for {game}.",
        "bad_options": "These options cannot be used: {reason}",
        "bad_position": "This position cannot be used for {game} ({reason}).{example}",
        "bad_position.example": " Write it like the usual start: `{example}`",
        "position_over": "In this position the game of {game} is already over: there is nothing to play.",
        "not_your_challenge": "Only the challenged player can answer this challenge.",
        "challenge_closed": "This challenge is closed (it is {status}).",
        "challenge_closed.active": "This challenge was already accepted: the match is on (see the message above).",
        "challenge_closed.declined": "This challenge was declined or withdrawn.",
        "challenge_closed.expired": "This challenge has expired.",
        "challenge_closed.finished": "This challenge was accepted, and that match is over.",
        "challenge_closed.aborted": "This challenge was accepted, and that match was aborted.",
        "challenge_expired": "This challenge has expired.",
        "challenge": "{opponent}, {challenger} challenges you to a game of **{game}**{details}. "
        "Accept before {expiry}.",
        "challenge_detail.first": "{user} moves first",
        "challenge_detail.random": "who moves first is drawn at random",
        "challenge_detail.huffing": "huffing on",
        "challenge_detail.draw_moves": "draw after {n} king moves each",
        "challenge_detail.position": "from a set position",
        "challenge.accepted": "{opponent} accepted {challenger}'s challenge to **{game}**. The match is played in {where}.",
        "challenge.declined": "The challenge of {challenger} to {opponent} (**{game}**) was declined.",
        "challenge.withdrawn": "{challenger} withdrew the challenge to {opponent} (**{game}**).",
        "challenge.expired": "The challenge of {challenger} to {opponent} (**{game}**) expired.",
        "challenge.sent": "Challenge sent.",
        "button.accept": "Accept",
        "button.decline": "Decline",
        "thread_name": "{game}: {a} vs {b}",
        # board
        "board.header": "**{game}** · match #{match_id}\n{seat_lines}",
        "board.seat": "{colour}: {user}",
        "board.last_move": "Move {ply}: {colour} played **{notation}**.",
        "board.to_move": "{user} ({colour}) to move.",
        "board.draw_offer": "{colour} offers a draw.",
        "board.result": "**Game over.** {result}",
        "board.aborted": "**Match aborted** by {user}.",
        "select.piece": "Pick a piece to move",
        "select.piece_option": "Piece on {cell} ({n} moves)",
        "select.piece_option.one": "Piece on {cell} (1 move)",
        "select.piece_page": "Pick a piece to move ({page}/{pages})",
        "select.move": "Pick the move",
        "select.move_page": "Pick the move ({page}/{pages})",
        "button.previous": "◀ Previous ({page}/{pages})",
        "button.next": "Next ({page}/{pages}) ▶",
        "button.more_pieces": "More pieces ({page}/{pages}) ▶",
        "pieces.page": "{n} pieces can move: here are pieces {first} to {last} (page {page}/{pages}).",
        "moves.page": "The piece on {cell} has {n} moves: here are moves {first} to {last} (page {page}/{pages}).",
        "button.resign": "Resign",
        "button.draw": "Offer draw",
        "button.accept_draw": "Accept draw",
        "button.confirm_resign": "Yes, resign",
        "button.confirm_draw": "Yes, offer a draw",
        "button.decline_draw": "Decline",
        "not_your_turn_now": "It is not your turn.",
        "confirm.resign": "Do you really want to resign match #{match_id}?",
        "confirm.draw": "Offer a draw in match #{match_id}?",
        "confirm.accept_draw": "Your opponent offered a draw. Accept it and end match #{match_id}?",
        "played": "You played {notation}.",
        "resigned": "You resigned.",
        "draw_offered": "{user} ({colour}) offers a draw. {opponent}, do you accept?",
        "draw_offered_ack": "Draw offered.",
        "draw_declined": "The draw offer was declined; play goes on.",
        "draw_withdrawn": "The draw offer was withdrawn.",
        "draw_already_offered": "You have already offered a draw; wait for the answer.",
        "no_draw_offer": "There is no draw offer to answer.",
        "draw_own_offer": "You cannot accept your own draw offer.",
        "draw_offer_closed": "This draw offer is no longer open.",
        "draw_offer.lapsed": "The draw offer lapsed: a move was played.",
        "draw_offer.game_over": "The draw offer is closed: the game is over.",
        "abort_too_late": "Too late to abort: both players have moved. You can resign or offer a draw.",
        "aborted": "Match aborted.",
        "board.here": "Current board of match #{match_id}: {link}",
        # matches and rules
        "matches.none": "You have no open match.",
        "matches.title": "Your open matches",
        "matches.line": "#{match_id} **{game}** vs {opponent}: {state} {link}",
        "matches.your_turn": "your turn",
        "matches.their_turn": "their turn",
        "matches.challenge": "challenge pending",
        "rules.missing": "The rules of {game} are not available in this language yet.",
        "rules.title": "Rules: {game}",
        "rules.page": "page {page}/{pages}",
        # results
        "result.win": "{winner} wins: {reason}",
        "result.win_plain": "{winner} wins.",
        "result.draw": "Draw: {reason}",
        "result.draw_plain": "Draw.",
        "reason.no_pieces": "{loser} has no pieces left",
        "reason.blocked": "{loser} cannot move",
        "reason.resignation": "{loser} resigned",
        "reason.timeout": "{loser} ran out of time",
        "reason.repetition": "the same position occurred three times",
        "reason.king_moves": "only kings moved for too long without a capture",
        "reason.lone_kings": "one king against one king",
        "reason.agreement": "agreed by both players",
        # engine error codes
        "move.empty": "Type a move, for example one from the autocomplete list.",
        "move.syntax": "I cannot read “{text}” as a move. Write the cells joined by - (move) or x (capture), "
        "or pick one from the autocomplete list.",
        "move.unknown_cell": "There is no playable cell “{cell}” on this board.",
        "move.ambiguous": "This could be several moves: {choices}. Write the full path.",
        "move.game_over": "The game is over.",
        "move.not_your_turn": "It is not your turn.",
        "move.empty_cell": "There is no piece on {cell}.",
        "move.not_your_piece": "The piece on {cell} is not yours.",
        "move.capture_required": "Capturing is compulsory: you can take {count} pieces.",
        "move.capture_required.one": "Capturing is compulsory: you can take a piece.",
        "move.capture_majority": "You must take the most pieces possible: {count}, not {taken}.",
        "move.cannot_huff": "The piece on {cell} cannot be huffed now.",
        "move.illegal_move": "The piece on {cell} cannot make this move.",
        "move.unknown": "This move is not allowed ({code}).",
        # options of the newer games
        "challenge_detail.free_placement": "free placement: the pawns are placed one at a time",
        "challenge_detail.no_capture_plies": "the game ends after {n} moves in a row without a capture",
        # placement phase, step-by-step entry (chains), capture menus
        "board.to_place": "{user} ({colour}) to place a pawn ({n} left).",
        "board.to_place.one": "{user} ({colour}) to place a pawn (the last one).",
        "select.cell": "Pick a cell",
        "select.cell_page": "Pick a cell ({page}/{pages})",
        "button.more_cells": "More cells ({page}/{pages}) ▶",
        "cells.page": "{n} cells to choose from: here are cells {first} to {last} (page {page}/{pages}).",
        "steps.start": "Pick the piece to move.",
        "steps.start_cells": "Pick a cell.",
        "steps.piece": "Piece on {cell}: pick the cell it goes to.",
        "steps.path": "So far {path}: pick the next cell.",
        "steps.path_stop": "So far {path}: pick the next cell, or press “Stop here” to end the move on {cell}.",
        "select.next": "Next cell after {cell}",
        "select.next_page": "Next cell after {cell} ({page}/{pages})",
        "step.ends": "plays the move",
        "step.goes_on": "you may stop there or go on",
        "step.must_go_on": "the move cannot end there",
        "button.stop": "Stop here",
        "button.back": "◀ Back",
        "button.cancel": "Cancel",
        "steps.cancelled": "Cancelled: nothing was played.",
        "steps.too_long": "This move is too long for the buttons: finish it with /move (it starts {path}).",
        "select.move_takes": "takes {cells}",
        # stopping by agreement where the captures decide (the draw offer of those games)
        "button.draw.stop": "Offer to stop (captures decide)",
        "button.confirm_draw.stop": "Yes, offer to stop",
        "button.accept_draw.stop": "Accept to stop",
        "confirm.draw.stop": "Offer to stop match #{match_id}? The captures decide: {counts}.",
        "confirm.accept_draw.stop": "Your opponent offers to stop; the captures decide: {counts}. "
        "Accept and end match #{match_id}?",
        "draw_offered.stop": "{user} ({colour}) offers to stop here; the captures decide: {counts}. "
        "{opponent}, do you accept?",
        "draw_offered_ack.stop": "Offer to stop sent.",
        "board.draw_offer.stop": "{colour} offers to stop (the captures decide).",
        "draw_declined.stop": "The offer to stop was declined; play goes on.",
        "draw_withdrawn.stop": "The offer to stop was withdrawn.",
        "draw_offer.lapsed.stop": "The offer to stop lapsed: a move was played.",
        "draw_offer.game_over.stop": "The offer to stop is closed: the game is over.",
        "score.entry": "{colour} {n}",
        # results of the newer games
        "result.win.goal": "{winner} wins by reaching the goal",
        "result.win.six_two": "6-2: {winner} has 6 pawns across, {loser} at most 2 at home; {winner} wins",
        "result.scored_win": "{winner} wins on captures: {scores} ({reason})",
        "result.scored_win_plain": "{winner} wins on captures: {scores}",
        "result.scored_draw": "Draw on captures: {scores} ({reason})",
        "result.scored_draw_plain": "Draw on captures: {scores}",
        "result.score_sep": " to ",
        "reason.no_pieces.scored": "one side has no men left",
        "reason.insufficient_material": "at most one man is left on each side",
        "reason.no_moves": "the side to move could not move",
        "reason.no_capture_limit": "too many moves in a row without a capture",
        "reason.no_capture_limit~n": "{n} moves in a row without a capture",
        "reason.agreement.scored": "stopped by agreement",
        # engine error codes of the newer games (variants: ~ by the parameters given, @ by game)
        "move.syntax@macadam": "I cannot read “{text}” as a move. Name the cells joined by -: a placement is one "
        "cell (c3), a move its start and end (b2-b4), a chain every landing cell (c5-e7-e5); or pick one "
        "from the autocomplete list.",
        "move.syntax@mak-yek": "I cannot read “{text}” as a move. Write the start and end cells joined by - "
        "(a1-a5); the men taken may follow, each after an x (d1-d4xc4xe4); or pick one from the "
        "autocomplete list.",
        "move.syntax@apit-sodok": "I cannot read “{text}” as a move. Write the start and end cells joined by - "
        "(a1-a5); the men taken may follow, each after an x (d1-d4xc4xe4); or pick one from the "
        "autocomplete list.",
        "move.illegal_move~path": "The piece on {start} cannot go to {end}.",
        "move.illegal_move@macadam": "The pawn on {start} cannot get to {end} this turn: a pawn slides along "
        "your own half, or jumps over your own pawns.",
        "move.illegal_move~bare": "This is not a legal move here.",
        "move.illegal_chain": "Jump {step} of this chain ({start}-{end}) is not allowed: {reason}.",
        "move.illegal_chain.reason.not_a_jump": "a jump goes over one neighbouring pawn to the cell right behind it",
        "move.illegal_chain.reason.no_own_pawn_jumped": "there is no pawn of yours to jump over",
        "move.illegal_chain.reason.opponent_pawn_jumped": "a pawn never jumps over an opponent's pawn",
        "move.illegal_chain.reason.occupied": "the landing cell is taken",
        "move.illegal_chain.reason.own_goal": "a pawn may not land on or cross its own goal cells",
        "move.illegal_chain.reason.revisited": "the pawn already stood on that cell during this move",
        "move.illegal_chain.reason.after_goal": "the move ends as soon as the pawn reaches the opponent's goal",
        "move.placement_phase": "The pawns are still being placed: name one free cell of your half, for example c3.",
        "move.placement_over": "All the pawns are placed: {cell} alone is not a move. Give a start and an end, "
        "for example b2-b4.",
        "move.occupied": "{cell} is already taken.",
        "move.own_goal": "{cell} is one of your own goal cells: none of your pawns may stand there.",
        "move.not_your_side": "{cell} is not on your half of the board: place your pawns on your own side.",
        "move.repeated_capture": "You named {cell} twice in the list of men taken.",
        "move.null_move": "The man on {cell} must move to another cell.",
        "move.not_straight": "{cell}-{to} is not a straight line: a man moves along its rank or its file, like a rook.",
        "move.blocked": "{cell}-{to} is blocked by the man on {at}: a man never jumps over another one, "
        "nor lands on one.",
        "move.wrong_captures": "This move takes {taken}, not {named}. You may leave the x list out: the men taken "
        "follow from the position.",
        "move.wrong_captures.zero": "This move takes nothing, not {named}: leave the x list out.",
    },
    "fr": {
        "player_n": "Joueur {n}",
        "apology": "Désolé, quelque chose s'est mal passé de mon côté. Le problème est noté ; réessayez.",
        "bad_component": "Cette commande n'est pas valable (je ne l'ai pas créée, ou elle est abîmée). Rien n'a changé.",
        "bot_stopping": "Je redémarre : rien n'a été fait. Réessayez dans une minute.",
        "unknown_match": "Je ne connais pas cette partie.",
        "not_allowed": "Vous ne pouvez pas utiliser cette commande ici.",
        "match_unavailable": "La partie n°{match_id} ne peut pas être chargée : ses données sont abîmées. "
        "Vos autres parties ne sont pas touchées.",
        "not_your_match": "Ce n'est pas votre partie.",
        "board_changed": "Le plateau a changé avant votre action ; rien n'a été joué. Voici la position actuelle.",
        "board_outdated": "Ce plateau n'est plus à jour. Voici le plateau actuel.",
        "match_not_active": "Cette partie n'est pas en cours (elle est {status}).",
        "match_not_active.finished": "Cette partie est terminée.",
        "match_not_active.aborted": "Cette partie a été annulée.",
        "match_not_active.challenge": "Cette partie n'a pas commencé : le défi attend une réponse.",
        "match_not_active.declined": "Ce défi a été refusé ou retiré : il n'y a pas de partie.",
        "match_not_active.expired": "Ce défi a expiré : il n'y a pas de partie.",
        "match_not_active.lobby": "Cette table n'a pas commencé : les joueurs s'y installent encore.",
        "no_match_here": "Vous n'avez pas de partie en cours ici. /parties liste les vôtres.",
        "several_matches_here": "Vous avez plusieurs parties ici : choisissez-en une avec l'option `partie`.",
        "status.challenge": "un défi en attente",
        "status.active": "en cours",
        "status.finished": "terminée",
        "status.aborted": "annulée",
        "status.declined": "refusée",
        "status.expired": "expirée",
        "status.lobby": "une table qui attend ses joueurs",
        "unknown_game": "Il n'y a pas de jeu nommé {game}.",
        "challenge_self": "Vous ne pouvez pas vous défier vous-même.",
        "challenge_bot": "Vous ne pouvez pas défier un bot.",
        "bad_first": "Qui commence doit être : vous, l'adversaire ou au hasard.",
        "option_unsupported": "L'option {option} n'existe pas pour {game}.",
        "bad_options": "Ces options ne peuvent pas être utilisées : {reason}",
        "bad_position": "Cette position ne convient pas au jeu « {game} » (détail : {reason}).{example}",
        "bad_position.example": " Écrivez-la comme la position de départ habituelle : `{example}`",
        "position_over": "Dans cette position, la partie de « {game} » est déjà terminée : il n'y a rien à jouer.",
        "not_your_challenge": "Seul le joueur défié peut répondre à ce défi.",
        "challenge_closed": "Ce défi est clos (il est {status}).",
        "challenge_closed.active": "Ce défi a déjà été accepté : la partie est en cours (voir le message ci-dessus).",
        "challenge_closed.declined": "Ce défi a été refusé ou retiré.",
        "challenge_closed.expired": "Ce défi a expiré.",
        "challenge_closed.finished": "Ce défi a été accepté, et cette partie est terminée.",
        "challenge_closed.aborted": "Ce défi a été accepté, et cette partie a été annulée.",
        "challenge_expired": "Ce défi a expiré.",
        "challenge": "{opponent}, {challenger} vous défie à une partie de **{game}**{details}. "
        "Acceptez avant {expiry}.",
        "challenge_detail.first": "{user} joue en premier",
        "challenge_detail.random": "le premier joueur est tiré au sort",
        "challenge_detail.huffing": "soufflage activé",
        "challenge_detail.draw_moves": "nulle après {n} coups de dame chacun",
        "challenge_detail.position": "à partir d'une position donnée",
        "challenge.accepted": "{opponent} a accepté le défi de {challenger} à une partie de **{game}**. "
        "La partie se joue dans {where}.",
        "challenge.declined": "Le défi de {challenger} à {opponent} (**{game}**) a été refusé.",
        "challenge.withdrawn": "{challenger} a retiré son défi à {opponent} (**{game}**).",
        "challenge.expired": "Le défi de {challenger} à {opponent} (**{game}**) a expiré.",
        "challenge.sent": "Défi envoyé.",
        "button.accept": "Accepter",
        "button.decline": "Refuser",
        "thread_name": "{game} : {a} contre {b}",
        "board.header": "**{game}** · partie n°{match_id}\n{seat_lines}",
        "board.seat": "{colour} : {user}",
        "board.last_move": "Coup {ply} : {colour} ont joué **{notation}**.",
        "board.to_move": "{user} ({colour}) au trait.",
        "board.draw_offer": "{colour} proposent la nulle.",
        "board.result": "**Partie terminée.** {result}",
        "board.aborted": "**Partie annulée** par {user}.",
        "select.piece": "Choisissez une pièce à jouer",
        "select.piece_option": "Pièce en {cell} ({n} coups)",
        "select.piece_option.one": "Pièce en {cell} (1 coup)",
        "select.piece_page": "Choisissez une pièce à jouer ({page}/{pages})",
        "select.move": "Choisissez le coup",
        "select.move_page": "Choisissez le coup ({page}/{pages})",
        "button.previous": "◀ Page précédente ({page}/{pages})",
        "button.next": "Page suivante ({page}/{pages}) ▶",
        "button.more_pieces": "Autres pièces ({page}/{pages}) ▶",
        "pieces.page": "{n} pièces peuvent bouger : voici les pièces {first} à {last} (page {page}/{pages}).",
        "moves.page": "La pièce en {cell} a {n} coups : voici les coups {first} à {last} (page {page}/{pages}).",
        "button.resign": "Abandonner",
        "button.draw": "Proposer la nulle",
        "button.accept_draw": "Accepter la nulle",
        "button.confirm_resign": "Oui, j'abandonne",
        "button.confirm_draw": "Oui, proposer la nulle",
        "button.decline_draw": "Refuser",
        "not_your_turn_now": "Ce n'est pas votre tour.",
        "confirm.resign": "Voulez-vous vraiment abandonner la partie n°{match_id} ?",
        "confirm.draw": "Proposer la nulle dans la partie n°{match_id} ?",
        "confirm.accept_draw": "Votre adversaire propose la nulle. L'accepter et terminer la partie n°{match_id} ?",
        "played": "Vous avez joué {notation}.",
        "resigned": "Vous avez abandonné.",
        "draw_offered": "{user} ({colour}) propose la nulle. {opponent}, acceptez-vous ?",
        "draw_offered_ack": "Nulle proposée.",
        "draw_declined": "La nulle a été refusée ; la partie continue.",
        "draw_withdrawn": "La proposition de nulle a été retirée.",
        "draw_already_offered": "Vous avez déjà proposé la nulle ; attendez la réponse.",
        "no_draw_offer": "Il n'y a pas de proposition de nulle en attente.",
        "draw_own_offer": "Vous ne pouvez pas accepter votre propre proposition de nulle.",
        "draw_offer_closed": "Cette proposition de nulle n'est plus valable.",
        "draw_offer.lapsed": "La proposition de nulle est caduque : un coup a été joué.",
        "draw_offer.game_over": "La proposition de nulle est close : la partie est terminée.",
        "abort_too_late": "Trop tard pour annuler : les deux joueurs ont joué. Vous pouvez abandonner ou proposer la nulle.",
        "aborted": "Partie annulée.",
        "board.here": "Plateau actuel de la partie n°{match_id} : {link}",
        "matches.none": "Vous n'avez aucune partie ouverte.",
        "matches.title": "Vos parties ouvertes",
        "matches.line": "n°{match_id} **{game}** contre {opponent} : {state} {link}",
        "matches.your_turn": "à vous de jouer",
        "matches.their_turn": "à l'adversaire",
        "matches.challenge": "défi en attente",
        "rules.missing": "Les règles de {game} ne sont pas encore disponibles dans cette langue.",
        "rules.title": "Règles : {game}",
        "rules.page": "page {page}/{pages}",
        "result.win": "{winner} gagnent : {reason}",
        "result.win_plain": "{winner} gagnent.",
        "result.draw": "Partie nulle : {reason}",
        "result.draw_plain": "Partie nulle.",
        "reason.no_pieces": "{loser} n'ont plus de pièces",
        "reason.blocked": "{loser} ne peuvent plus bouger",
        "reason.resignation": "{loser} ont abandonné",
        "reason.timeout": "{loser} ont dépassé le temps",
        "reason.repetition": "la même position s'est répétée trois fois",
        "reason.king_moves": "seules des dames ont bougé trop longtemps sans prise",
        "reason.lone_kings": "une dame contre une dame",
        "reason.agreement": "d'un commun accord",
        "move.empty": "Tapez un coup, par exemple l'un de ceux que propose la liste.",
        "move.syntax": "Je ne comprends pas « {text} » comme un coup. Écrivez les cases reliées par - (déplacement) "
        "ou x (prise), ou choisissez dans la liste.",
        "move.unknown_cell": "Il n'y a pas de case jouable « {cell} » sur ce plateau.",
        "move.ambiguous": "Cela peut désigner plusieurs coups : {choices}. Écrivez le chemin complet.",
        "move.game_over": "La partie est terminée.",
        "move.not_your_turn": "Ce n'est pas votre tour.",
        "move.empty_cell": "Il n'y a pas de pièce en {cell}.",
        "move.not_your_piece": "La pièce en {cell} n'est pas à vous.",
        "move.capture_required": "La prise est obligatoire : vous pouvez prendre {count} pièces.",
        "move.capture_required.one": "La prise est obligatoire : vous pouvez prendre une pièce.",
        "move.capture_majority": "Vous devez prendre le plus de pièces possible : {count}, pas {taken}.",
        "move.cannot_huff": "La pièce en {cell} ne peut pas être soufflée maintenant.",
        "move.illegal_move": "La pièce en {cell} ne peut pas faire ce coup.",
        "move.unknown": "Ce coup n'est pas permis ({code}).",
        "challenge_detail.free_placement": "placement libre : les pions sont posés un par un",
        "challenge_detail.no_capture_plies": "la partie s'arrête après {n} coups de suite sans prise",
        "board.to_place": "{user} ({colour}) pose un pion (encore {n}).",
        "board.to_place.one": "{user} ({colour}) pose un pion (le dernier).",
        "select.cell": "Choisissez une case",
        "select.cell_page": "Choisissez une case ({page}/{pages})",
        "button.more_cells": "Autres cases ({page}/{pages}) ▶",
        "cells.page": "{n} cases au choix : voici les cases {first} à {last} (page {page}/{pages}).",
        "steps.start": "Choisissez la pièce à jouer.",
        "steps.start_cells": "Choisissez une case.",
        "steps.piece": "Pièce en {cell} : choisissez la case où elle va.",
        "steps.path": "Jusqu'ici {path} : choisissez la case suivante.",
        "steps.path_stop": "Jusqu'ici {path} : choisissez la case suivante, ou appuyez sur « S'arrêter ici » "
        "pour finir le coup en {cell}.",
        "select.next": "Case suivante après {cell}",
        "select.next_page": "Case suivante après {cell} ({page}/{pages})",
        "step.ends": "joue le coup",
        "step.goes_on": "vous pourrez vous y arrêter ou continuer",
        "step.must_go_on": "le coup ne peut pas finir là",
        "button.stop": "S'arrêter ici",
        "button.back": "◀ Retour",
        "button.cancel": "Annuler",
        "steps.cancelled": "Annulé : rien n'a été joué.",
        "steps.too_long": "Ce coup est trop long pour les boutons : finissez-le avec /jouer (il commence par {path}).",
        "select.move_takes": "prend {cells}",
        "button.draw.stop": "Proposer d'arrêter (les prises décident)",
        "button.confirm_draw.stop": "Oui, proposer d'arrêter",
        "button.accept_draw.stop": "Accepter d'arrêter",
        "confirm.draw.stop": "Proposer d'arrêter la partie n°{match_id} ? Les prises décident : {counts}.",
        "confirm.accept_draw.stop": "Votre adversaire propose d'arrêter ; les prises décident : {counts}. "
        "Accepter et terminer la partie n°{match_id} ?",
        "draw_offered.stop": "{user} ({colour}) propose d'arrêter ici ; les prises décident : {counts}. "
        "{opponent}, acceptez-vous ?",
        "draw_offered_ack.stop": "Proposition d'arrêt envoyée.",
        "board.draw_offer.stop": "{colour} proposent d'arrêter (les prises décident).",
        "draw_declined.stop": "La proposition d'arrêt a été refusée ; la partie continue.",
        "draw_withdrawn.stop": "La proposition d'arrêt a été retirée.",
        "draw_offer.lapsed.stop": "La proposition d'arrêt est caduque : un coup a été joué.",
        "draw_offer.game_over.stop": "La proposition d'arrêt est close : la partie est terminée.",
        "score.entry": "{colour} {n}",
        "result.win.goal": "{winner} gagnent en atteignant le but",
        "result.win.six_two": "{winner} gagnent au 6-2 : 6 pions de l'autre côté, {loser} au plus 2 chez eux",
        "result.scored_win": "{winner} gagnent aux prises : {scores} ({reason})",
        "result.scored_win_plain": "{winner} gagnent aux prises : {scores}",
        "result.scored_draw": "Partie nulle aux prises : {scores} ({reason})",
        "result.scored_draw_plain": "Partie nulle aux prises : {scores}",
        "result.score_sep": " à ",
        "reason.no_pieces.scored": "un camp n'a plus de pions",
        "reason.insufficient_material": "il reste au plus un pion de chaque côté",
        "reason.no_moves": "le camp au trait ne pouvait plus bouger",
        "reason.no_capture_limit": "trop de coups de suite sans prise",
        "reason.no_capture_limit~n": "{n} coups de suite sans prise",
        "reason.agreement.scored": "arrêt d'un commun accord",
        "move.syntax@macadam": "Je ne comprends pas « {text} » comme un coup. Nommez les cases reliées par - : "
        "une pose est une seule case (c3), un coup son départ et son arrivée (b2-b4), un enchaînement chaque "
        "case d'arrivée (c5-e7-e5) ; ou choisissez dans la liste.",
        "move.syntax@mak-yek": "Je ne comprends pas « {text} » comme un coup. Écrivez les cases de départ et "
        "d'arrivée reliées par - (a1-a5) ; les pions pris peuvent suivre, chacun après un x (d1-d4xc4xe4) ; "
        "ou choisissez dans la liste.",
        "move.syntax@apit-sodok": "Je ne comprends pas « {text} » comme un coup. Écrivez les cases de départ et "
        "d'arrivée reliées par - (a1-a5) ; les pions pris peuvent suivre, chacun après un x (d1-d4xc4xe4) ; "
        "ou choisissez dans la liste.",
        "move.illegal_move~path": "La pièce en {start} ne peut pas aller en {end}.",
        "move.illegal_move@macadam": "Le pion en {start} ne peut pas atteindre {end} en un coup : un pion glisse "
        "dans votre moitié du plateau, ou saute par-dessus vos propres pions.",
        "move.illegal_move~bare": "Ce n'est pas un coup permis ici.",
        "move.illegal_chain": "Le saut {step} de cet enchaînement ({start}-{end}) n'est pas permis : {reason}.",
        "move.illegal_chain.reason.not_a_jump": "un saut passe par-dessus un pion voisin et atterrit juste derrière lui",
        "move.illegal_chain.reason.no_own_pawn_jumped": "il n'y a pas de pion à vous à sauter",
        "move.illegal_chain.reason.opponent_pawn_jumped": "un pion ne saute jamais par-dessus un pion adverse",
        "move.illegal_chain.reason.occupied": "la case d'arrivée est occupée",
        "move.illegal_chain.reason.own_goal": "un pion ne peut ni s'arrêter sur ses propres cases de but, ni les "
        "franchir",
        "move.illegal_chain.reason.revisited": "le pion est déjà passé par cette case pendant ce coup",
        "move.illegal_chain.reason.after_goal": "le coup s'arrête dès que le pion atteint le but adverse",
        "move.placement_phase": "Les pions sont encore en train d'être posés : nommez une case libre de votre "
        "moitié, par exemple c3.",
        "move.placement_over": "Tous les pions sont posés : {cell} seule n'est pas un coup. Donnez un départ et "
        "une arrivée, par exemple b2-b4.",
        "move.occupied": "La case {cell} est déjà prise.",
        "move.own_goal": "{cell} est une de vos propres cases de but : aucun de vos pions ne peut s'y tenir.",
        "move.not_your_side": "{cell} n'est pas dans votre moitié du plateau : posez vos pions de votre côté.",
        "move.repeated_capture": "Vous avez nommé {cell} deux fois dans la liste des pions pris.",
        "move.null_move": "Le pion en {cell} doit aller sur une autre case.",
        "move.not_straight": "{cell}-{to} n'est pas une ligne droite : un pion se déplace sur sa rangée ou sa "
        "colonne, comme une tour.",
        "move.blocked": "{cell}-{to} est bloqué par le pion en {at} : un pion ne saute jamais par-dessus un autre, "
        "ni ne s'arrête sur lui.",
        "move.wrong_captures": "Ce coup prend {taken}, pas {named}. Vous pouvez omettre la liste des x : les pions "
        "pris découlent de la position.",
        "move.wrong_captures.zero": "Ce coup ne prend rien, pas {named} : omettez la liste des x.",
    },
}


def _merge_tables() -> None:
    """Add the messages of tables and card games (``bot.i18n_tables``); a key defined twice is a bug."""
    from bot.i18n_tables import MESSAGES as TABLE_MESSAGES

    for lang, table in TABLE_MESSAGES.items():
        clash = set(table) & set(MESSAGES[lang])
        if clash:
            raise RuntimeError(f"messages defined twice: {sorted(clash)}")
        MESSAGES[lang].update(table)


_merge_tables()


class _Params(dict[str, Any]):
    """Format parameters that leave an unknown placeholder visible instead of failing."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _show(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value)
    return value


def fields(text: str) -> set[str]:
    """The placeholders of a message."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _variants() -> dict[str, list[str]]:
    """``key`` -> its ``key~...`` variants: the same message for other parameters."""
    found: dict[str, list[str]] = {}
    for key in MESSAGES[DEFAULT_LANG]:
        base, sep, _ = key.partition("~")
        if sep:
            found.setdefault(base, []).append(key)
    return found


def _fitting(key: str, params: Mapping[str, Any]) -> str:
    """Of ``key`` and its ``~`` variants, the one using the most of ``params`` and needing no other.

    Engines give different parameters with one error code (``illegal_move`` with a cell, with a
    start and an end, or with nothing): each shape gets a sentence that names what is known.
    """
    english = MESSAGES[DEFAULT_LANG]
    candidates = [key, *_VARIANTS.get(key, ())]
    fitting = [k for k in candidates if k in english and fields(english[k]) <= params.keys()]
    if not fitting:
        return key
    return max(fitting, key=lambda k: len(fields(english[k])))  # ties: the plain key, listed first


def t(lang: str, key: str, **params: Any) -> str:
    """The message ``key`` in ``lang`` (English if missing), formatted with ``params``.

    A count of one (``n`` or ``count``) uses the ``<key>.one`` variant when there is one, a count
    of zero ``<key>.zero``; then the ``<key>~...`` variant that fits the parameters best.
    """
    table = MESSAGES.get(lang, MESSAGES[DEFAULT_LANG])
    english = MESSAGES[DEFAULT_LANG]
    counts = (params.get("n"), params.get("count"))
    if 1 in counts and f"{key}.one" in english:
        key = f"{key}.one"
    elif 0 in counts and f"{key}.zero" in english:
        key = f"{key}.zero"
    key = _fitting(key, params)
    text = table.get(key) or english.get(key)
    if text is None:
        if key.startswith("move."):
            return t(lang, "move.unknown", code=key[5:])
        return key
    return text.format_map(_Params({name: _show(value) for name, value in params.items()}))


def explain(lang: str, key: str, params: Mapping[str, Any], *, game: str | None = None) -> str:
    """A user error's message; statuses inside it are translated too.

    ``game``: the game the error is about; a ``<key>@<game>`` message, when there is one whose
    placeholders are all given, says it in that game's own terms (its notation, its pieces).
    A parameter whose value has its own message (``<key>.<param>.<value>``) is shown translated.
    """
    english = MESSAGES[DEFAULT_LANG]
    shown = dict(params)
    if key in ("challenge_closed", "match_not_active", "table_closed") and f"{key}.{shown.get('status')}" in english:
        key = f"{key}.{shown['status']}"
    if "status" in shown:
        shown["status"] = t(lang, f"status.{shown['status']}")
    for name, value in params.items():
        if isinstance(value, str) and f"{key}.{name}.{value}" in english:
            shown[name] = t(lang, f"{key}.{name}.{value}")
    for name, value in params.items():
        if name in _PARAM_TEXTS and isinstance(value, str) and shown[name] == value:
            shown[name] = _PARAM_TEXTS[name](lang, value)
    if game is not None and f"{key}@{game}" in english and fields(english[f"{key}@{game}"]) <= shown.keys():
        key = f"{key}@{game}"
    if key in _GAME_PARAM and "game" in shown:
        shown["game"] = game_name(lang, shown["game"])
    if key == "option_unsupported" and lang == "fr":
        shown["option"] = NAMES_FR.get(str(shown.get("option")), shown.get("option"))
    if key == "bad_position":
        example = shown.get("example")
        shown["example"] = t(lang, "bad_position.example", example=example) if example else ""
    return t(lang, key, **shown)


#: user errors whose ``game`` parameter is a game key (shown by its name).
_GAME_PARAM = {"option_unsupported", "bad_position", "position_over", "table_size"}


# --- the words of card games: card ids, signal kinds and follow values as the engine writes them ---
def card_name(lang: str, card: str) -> str:
    """"Piéton rouge" for ``P-rouge``; an unknown id is shown as it is."""
    key = f"card.{card}"
    return t(lang, key) if key in MESSAGES[DEFAULT_LANG] else card


def kind_name(lang: str, kind: str) -> str:
    """A signal kind's name ("piste cyclable" for ``piste``); an unknown kind as it is."""
    key = f"signal.{kind}"
    return t(lang, key) if key in MESSAGES[DEFAULT_LANG] else kind


def follow_text(lang: str, follow: str) -> str:
    """What must be followed: a card, ``vehicle``, or ``signal:<kind>`` (any card that signal admits)."""
    if follow == "vehicle":
        return t(lang, "follow.vehicle")
    kind, sep, rest = follow.partition(":")
    if sep and kind == "signal":
        return t(lang, "follow.signal", kind=kind_name(lang, rest))
    return card_name(lang, follow)


#: error parameters shown in words (the engine gives its own ids).
_PARAM_TEXTS = {"card": card_name, "kind": kind_name, "follow": follow_text}
_VARIANTS = _variants()


def result_text(
    lang: str, result: Mapping[str, Any] | None, colours: Sequence[str], view: Mapping[str, Any] | None = None
) -> str:
    """ "Blue wins: Green has no pieces left" / "Les bleus gagnent : les verts n'ont plus de pièces".

    A result with ``scores`` (the capture counts decide) reads "White wins on captures: 9 to 7
    (stopped by agreement)"; a reason with a whole sentence of its own (``result.win.<reason>``)
    uses it: "White wins by reaching the goal". ``view``: the final public view, for the figures a
    reason may quote (``no_capture_limit``).
    """
    if not result:
        return t(lang, "result.draw_plain")
    if "tiebreak" in result:
        return ranked_text(lang, result, colours)
    winners = list(result.get("winners") or [])
    reason = str(result.get("reason") or "")
    scores = result.get("scores")
    english = MESSAGES[DEFAULT_LANG]
    extra: dict[str, Any] = {}
    figure = (view or {}).get(reason)  # a view field named after the reason: its figure (a limit reached)
    if isinstance(figure, int) and not isinstance(figure, bool):
        extra["n"] = figure
    winner = " & ".join(colour(lang, colours, int(w)) for w in winners)
    losers = [s for s in range(len(colours)) if s not in winners]
    loser = " & ".join(colour(lang, colours, s, capital=False) for s in losers) if lang == "fr" else (
        " & ".join(colour(lang, colours, s) for s in losers)
    )
    if isinstance(scores, (list, tuple)) and scores:
        return _scored(lang, reason, winners, [int(s) for s in scores], winner, loser, extra)
    reason_key = f"reason.{reason}"
    known = reason_key in english
    if not winners:
        return t(lang, "result.draw", reason=t(lang, reason_key, **extra)) if known else t(lang, "result.draw_plain")
    if f"result.win.{reason}" in english:
        return t(lang, f"result.win.{reason}", winner=winner, loser=loser)
    if not known:
        return t(lang, "result.win_plain", winner=winner)
    return t(lang, "result.win", winner=winner, reason=t(lang, reason_key, loser=loser, **extra))


def ranked_text(lang: str, result: Mapping[str, Any], colours: Sequence[str]) -> str:
    """A result ranked on points (a card table): "Player 2 wins with 1300 points (all the signals are
    covered; the highest score wins). Scores: Player 1 1100, Player 2 1300, Player 3 -200."

    ``tiebreak`` says which criterion decided (None when unknown: stopped early); a resignation
    names who resigned (``by``).
    """
    winners = [int(w) for w in result.get("winners") or []]
    scores = [int(s) for s in result.get("scores") or []]
    reason = str(result.get("reason") or "")
    by = result.get("by")
    if reason == "resignation" and isinstance(by, int):
        why = t(lang, "reason.resigned", who=colour(lang, colours, by))
    else:
        why = t(lang, f"reason.{reason}") if f"reason.{reason}" in MESSAGES[DEFAULT_LANG] else reason
    params: dict[str, Any] = {
        "winner": t(lang, "result.and").join(colour(lang, colours, w) for w in winners),
        "points": scores[winners[0]] if winners and winners[0] < len(scores) else "?",
        "reason": why,
        "scores": counts_text(lang, scores, colours),
    }
    tiebreak = result.get("tiebreak")
    if isinstance(tiebreak, str) and f"tiebreak.{tiebreak}" in MESSAGES[DEFAULT_LANG]:
        params["tiebreak"] = t(lang, f"tiebreak.{tiebreak}")
    return t(lang, "result.shared" if len(winners) > 1 else "result.ranked", **params)


def _scored(lang: str, reason: str, winners: list[int], scores: list[int], winner: str, loser: str,
            extra: dict[str, Any]) -> str:
    """ "White wins on captures: 9 to 7 (stopped by agreement)": the winner's count first."""
    english = MESSAGES[DEFAULT_LANG]
    ordered = [scores[w] for w in winners if 0 <= w < len(scores)]
    ordered += sorted((s for i, s in enumerate(scores) if i not in winners), reverse=True)
    figures = t(lang, "result.score_sep").join(str(s) for s in ordered)
    reason_key = next((k for k in (f"reason.{reason}.scored", f"reason.{reason}") if k in english), None)
    kind = "result.scored_win" if winners else "result.scored_draw"
    if reason_key is None:
        return t(lang, f"{kind}_plain", winner=winner, scores=figures)
    return t(lang, kind, winner=winner, scores=figures, reason=t(lang, reason_key, loser=loser, **extra))


def counts_text(lang: str, scores: Sequence[int], colours: Sequence[str]) -> str:
    """ "White 3, Black 2": each seat's count, for offers to stop where the counts decide."""
    return ", ".join(t(lang, "score.entry", colour=colour(lang, colours, seat, capital=lang != "fr"), n=int(score))
                     for seat, score in enumerate(scores))


# --- command tree translation ------------------------------------------------------------------

#: Names of commands, options and choices (lower case, no spaces: Discord's rules for names).
NAMES_FR: dict[str, str] = {
    "challenge": "défier",
    "move": "jouer",
    "board": "plateau",
    "resign": "abandonner",
    "draw": "nulle",
    "abort": "annuler",
    "matches": "parties",
    "rules": "règles",
    "game": "jeu",
    "opponent": "adversaire",
    "huffing": "soufflage",
    "draw_moves": "coups_nulle",
    "free_placement": "placement_libre",
    "no_capture_plies": "coups_sans_prise",
    "first": "premier",
    "position": "position",
    "text": "coup",
    "match": "partie",
    "language": "langue",
    "table": "table",
    "manches": "manches",
    "seats": "places",
    "days": "jours",
    "finished": "terminées",
    "settings": "réglages",
    "ping": "rappel",
    "server_language": "langue_serveur",
    "server_days": "cadence_serveur",
}

#: Descriptions and choice labels.
TEXTS_FR: dict[str, str] = {
    "Challenge someone to a game": "Défier quelqu'un à une partie",
    "The game to play": "Le jeu",
    "Who you challenge": "Qui vous défiez",
    "Dames: a piece that skipped a compulsory capture may be removed (default off)":
        "Dames : une pièce qui n'a pas pris alors qu'elle le devait peut être soufflée (non par défaut)",
    "Dames: draw after this many king moves each without capture":
        "Dames : nulle après ce nombre de coups de dame chacun sans prise",
    "Who moves first (default: random)": "Qui joue en premier (par défaut : au hasard)",
    "Start from this position instead of the usual one (the game's position text)":
        "Partir de cette position au lieu de l'habituelle (texte de position du jeu)",
    "Me": "Moi",
    "My opponent": "Mon adversaire",
    "Random": "Au hasard",
    "Play a move in your match": "Jouer un coup dans votre partie",
    "Your move, e.g. 32-28 (the list shows the legal ones)": "Votre coup, par ex. 32-28 (la liste montre les coups légaux)",
    "Which of your matches (if you have several here)": "Laquelle de vos parties (si vous en avez plusieurs ici)",
    "Show the current board of your match": "Afficher le plateau actuel de votre partie",
    "Resign your match": "Abandonner votre partie",
    "Offer a draw (or to stop where the captures decide), or accept your opponent's offer":
        "Proposer la nulle (ou d'arrêter là où les prises décident), ou accepter celle de l'adversaire",
    "Macadam: start from an empty board, the players place their pawns one at a time (default off)":
        "Macadam : partir d'un plateau vide, chacun pose ses pions un par un (non par défaut)",
    "Mak-Yek, Apit-Sodok: end after this many moves in a row without a capture (default 50)":
        "Mak-Yek, Apit-Sodok : fin après ce nombre de coups de suite sans prise (50 par défaut)",
    "Abort your match (only before both players have moved)":
        "Annuler votre partie (seulement avant que les deux joueurs aient joué)",
    "List your open matches": "Lister vos parties ouvertes",
    "Read the rules of a game": "Lire les règles d'un jeu",
    "Language of the rules": "Langue des règles",
    "Open a table for several players (they join with a button)":
        "Ouvrir une table pour plusieurs joueurs (ils la rejoignent avec un bouton)",
    "The game of the table": "Le jeu de la table",
    "Macadam (cards): how many manches to play (default 1)": "Macadam (cartes) : nombre de manches (1 par défaut)",
    "The most players who may sit (default: as many as the game allows)":
        "Le nombre maximum de joueurs (par défaut : autant que le jeu le permet)",
    "Days per move (default: the server's, else 3 days)":
        "Jours par coup (par défaut : celui du serveur, sinon 3 jours)",
    "1 day": "1 jour",
    "2 days": "2 jours",
    "3 days": "3 jours",
    "7 days": "7 jours",
    "14 days": "14 jours",
    "Unlimited": "Sans limite",
    "List your finished matches instead": "Lister plutôt vos parties terminées",
    "Your reminders and language; the server's defaults": "Vos rappels et votre langue ; les réglages du serveur",
    "How you are reminded that it is your turn": "Comment vous êtes prévenu que c'est à vous de jouer",
    "Your language": "Votre langue",
    "Server default language (Manage Server permission)": "Langue du serveur (permission Gérer le serveur)",
    "Server default time control (Manage Server permission)": "Cadence du serveur (permission Gérer le serveur)",
    "Mention in the thread": "Mention dans le fil",
    "Direct message": "Message privé",
    "None": "Aucun",
    "English": "Anglais",
    "French": "Français",
    **{names["en"]: names["fr"] for names in GAME_NAMES.values()},
}

_NAME_LOCATIONS = {
    app_commands.TranslationContextLocation.command_name,
    app_commands.TranslationContextLocation.group_name,
    app_commands.TranslationContextLocation.parameter_name,
}


class Translator(app_commands.Translator):
    """French names, descriptions and choices for the slash commands (English is the source)."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        if lang_of(locale) != "fr":
            return None
        table = NAMES_FR if context.location in _NAME_LOCATIONS else TEXTS_FR
        return table.get(string.message)
