"""Every user-facing string, in English and French, and the command-tree translator.

``t(lang, key, **params)`` formats one message; ``lang`` is ``"fr"`` or ``"en"``. Game names and
seat colours are data keyed by the engine's own keys (``engines.GAMES``, ``player_view["colours"]``),
with a readable fallback so a new game works before its names are added here.
"""

from __future__ import annotations

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
    "mak-yek": {"en": "Mak-yek", "fr": "Mak-yek"},
    "apit-sodok": {"en": "Apit-sodok", "fr": "Apit-sodok"},
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
        "no_match_here": "You have no match being played here. Use /matches to find yours.",
        "several_matches_here": "You have several matches here: pick one with the `match` option.",
        "status.challenge": "a pending challenge",
        "status.active": "in progress",
        "status.finished": "finished",
        "status.aborted": "aborted",
        "status.declined": "declined",
        "status.expired": "expired",
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
    },
    "fr": {
        "player_n": "Joueur {n}",
        "apology": "Désolé, quelque chose s'est mal passé de mon côté. Le problème est noté ; réessayez.",
        "bad_component": "Cette commande n'est pas valable (je ne l'ai pas créée, ou elle est abîmée). Rien n'a changé.",
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
        "no_match_here": "Vous n'avez pas de partie en cours ici. /parties liste les vôtres.",
        "several_matches_here": "Vous avez plusieurs parties ici : choisissez-en une avec l'option `partie`.",
        "status.challenge": "un défi en attente",
        "status.active": "en cours",
        "status.finished": "terminée",
        "status.aborted": "annulée",
        "status.declined": "refusée",
        "status.expired": "expirée",
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
    },
}


class _Params(dict[str, Any]):
    """Format parameters that leave an unknown placeholder visible instead of failing."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _show(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value)
    return value


def t(lang: str, key: str, **params: Any) -> str:
    """The message ``key`` in ``lang`` (English if missing), formatted with ``params``.

    A count of one (``n`` or ``count``) uses the ``<key>.one`` variant when there is one.
    """
    table = MESSAGES.get(lang, MESSAGES[DEFAULT_LANG])
    if 1 in (params.get("n"), params.get("count")) and f"{key}.one" in MESSAGES[DEFAULT_LANG]:
        key = f"{key}.one"
    text = table.get(key) or MESSAGES[DEFAULT_LANG].get(key)
    if text is None:
        if key.startswith("move."):
            return t(lang, "move.unknown", code=key[5:])
        return key
    return text.format_map(_Params({name: _show(value) for name, value in params.items()}))


def explain(lang: str, key: str, params: Mapping[str, Any]) -> str:
    """A user error's message; statuses inside it are translated too."""
    shown = dict(params)
    if key in ("challenge_closed", "match_not_active") and f"{key}.{shown.get('status')}" in MESSAGES[DEFAULT_LANG]:
        key = f"{key}.{shown['status']}"
    if "status" in shown:
        shown["status"] = t(lang, f"status.{shown['status']}")
    if key in _GAME_PARAM and "game" in shown:
        shown["game"] = game_name(lang, shown["game"])
    if key == "option_unsupported" and lang == "fr":
        shown["option"] = NAMES_FR.get(str(shown.get("option")), shown.get("option"))
    if key == "bad_position":
        example = shown.get("example")
        shown["example"] = t(lang, "bad_position.example", example=example) if example else ""
    return t(lang, key, **shown)


#: user errors whose ``game`` parameter is a game key (shown by its name).
_GAME_PARAM = {"option_unsupported", "bad_position", "position_over"}


def result_text(lang: str, result: Mapping[str, Any] | None, colours: Sequence[str]) -> str:
    """ "Blue wins: Green has no pieces left" / "Les bleus gagnent : les verts n'ont plus de pièces"."""
    if not result:
        return t(lang, "result.draw_plain")
    winners = list(result.get("winners") or [])
    reason = str(result.get("reason") or "")
    reason_key = f"reason.{reason}"
    known = reason_key in MESSAGES[DEFAULT_LANG]
    if not winners:
        return t(lang, "result.draw", reason=t(lang, reason_key)) if known else t(lang, "result.draw_plain")
    winner = " & ".join(colour(lang, colours, int(w)) for w in winners)
    losers = [s for s in range(len(colours)) if s not in winners]
    loser = " & ".join(colour(lang, colours, s, capital=False) for s in losers) if lang == "fr" else (
        " & ".join(colour(lang, colours, s) for s in losers)
    )
    if not known:
        return t(lang, "result.win_plain", winner=winner)
    return t(lang, "result.win", winner=winner, reason=t(lang, reason_key, loser=loser))


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
    "first": "premier",
    "position": "position",
    "text": "coup",
    "match": "partie",
    "language": "langue",
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
    "Offer a draw, or accept your opponent's offer": "Proposer la nulle, ou accepter celle de l'adversaire",
    "Abort your match (only before both players have moved)":
        "Annuler votre partie (seulement avant que les deux joueurs aient joué)",
    "List your open matches": "Lister vos parties ouvertes",
    "Read the rules of a game": "Lire les règles d'un jeu",
    "Language of the rules": "Langue des règles",
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
