"""The card game's generator: every bit of the seed counts, saved states of the SplitMix64 era play
on exactly as before, and neither seed nor generator ever reaches a view or a public text."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engines.cards.macadam_cartes import rng
from tests.helpers.cards import G
from tests.helpers.games import play_out

OLD_GAME = json.loads((Path(__file__).parent / "games" / "macadam_cartes_splitmix_game.json").read_text())


def deal_of(seed: int, seats: int = 4) -> tuple:
    data = G.dump(G.new(seats, seed))
    return data["dealer_draw"], data["hands"], data["talon"]


# --- every bit of the seed ---------------------------------------------------------------------------------
@pytest.mark.parametrize("low", [0, 1, 12345, 2**63 + 7, 2**64 - 1])
@pytest.mark.parametrize("high", [1, 5, 2**62 + 3])
def test_deal_depends_on_seed_bits_above_2_64(low, high):
    # (high << 64) + (high << 128) cancels out when the seed's 64-bit chunks are xor-folded
    assert deal_of(low) != deal_of(low + (high << 64) + (high << 128))


@pytest.mark.parametrize("low", [0, 99, 2**128 - 1])
@pytest.mark.parametrize("high", [1, 7, 2**62 + 1])
def test_deal_depends_on_seed_bits_above_2_128(low, high):
    assert deal_of(low) != deal_of(low + (high << 128) + (high << 192))


def test_every_bit_of_a_256_bit_seed_changes_the_deal():
    seed = random.Random(10).getrandbits(256) | 1 << 255
    deals = {json.dumps(deal_of(seed ^ (1 << bit), seats=2)) for bit in range(256)}
    assert len(deals | {json.dumps(deal_of(seed, seats=2))}) == 257


def test_generator_key_is_256_bits_hashed_from_the_seed_and_draws_count_up():
    gen = rng.seed_state(2**255 + 3)
    assert isinstance(gen, rng.Keyed) and len(gen.key) == 32 and gen.counter == 0
    assert rng.seed_state(2**255 + 3) == gen and rng.seed_state(2**255 + 4).key != gen.key
    values = []
    for counter in range(1, 6):
        gen, value = rng.next64(gen)
        assert gen.counter == counter and 0 <= value < 2**64
        values.append(value)
    assert len(set(values)) == 5


def test_below_is_uniform_enough_and_shuffle_is_a_permutation():
    gen: rng.Gen = rng.seed_state(1)
    counts = [0] * 6
    for _ in range(6000):
        gen, value = rng.below(gen, 6)
        counts[value] += 1
    assert all(850 < count < 1150 for count in counts)
    items = list(range(56))
    gen = rng.shuffle(gen, items)
    assert sorted(items) == list(range(56)) and items != list(range(56))


def test_negative_seeds_are_accepted_and_distinct_bools_are_refused():
    assert len({json.dumps(deal_of(seed)) for seed in (0, -1, 1, -(2**200), 2**200)}) == 5
    for seed in (True, False, 1.0, "1", None):
        with pytest.raises(ValueError):
            G.new(2, seed)  # type: ignore[arg-type]


# --- saving -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seats, seed", [(2, 2**64 + 5), (4, 2**255 + 2**130 + 1), (6, -(2**70))])
def test_keyed_generator_round_trips_and_a_reloaded_game_plays_on_identically(seats, seed):
    run = play_out(G, seed, seats=seats, options={"manches": 2}, policy_seed=seats)
    states, played = run.states, run.moves
    for state in states[::7]:
        data = json.loads(json.dumps(G.dump(state)))
        assert rng.to_text(rng.from_text(data["rng"])) == data["rng"] and len(data["rng"]) > 64
        assert G.load(data) == state and G.dump(G.load(data)) == data
    middle = len(states) // 2
    resumed = G.load(json.loads(json.dumps(G.dump(states[middle]))))
    for move in played[middle:]:
        resumed = G.apply(resumed, G.to_move(resumed), move)
    assert G.dump(resumed) == G.dump(states[-1])


@pytest.mark.parametrize(
    "text",
    ["", "0" * 15, "0" * 17, "ABCDEF0123456789", "0" * 64, "0" * 64 + ":", "0" * 64 + ":01", "0" * 63 + ":0",
     "0" * 64 + ":" + "f" * 17, "g" * 64 + ":0", " " + "0" * 16, 12, None],
)
def test_load_refuses_a_malformed_generator(text):
    data = G.dump(G.new(3, 1))
    with pytest.raises(ValueError):
        G.load({**data, "rng": text})


# --- states saved with SplitMix64 -------------------------------------------------------------------------
def test_a_state_saved_with_splitmix64_plays_on_exactly_as_the_old_engine_played_it():
    state = G.load(OLD_GAME["saved"])
    assert state.rng == int(OLD_GAME["saved"]["rng"], 16)
    for text in OLD_GAME["moves"]:
        state = G.apply(state, G.to_move(state), G.parse_move(state, text))
    assert G.dump(state) == OLD_GAME["final"]


def test_splitmix64_code_path_keeps_the_reference_sequence():
    gen: rng.Gen = 0
    values = []
    for _ in range(3):
        gen, value = rng.next64(gen)
        values.append(value)
    # SplitMix64 seeded with 0 (Steele, Lea and Flood; Vigna's reference code)
    assert values == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_next_roll_of_an_old_state_is_the_splitmix64_draw():
    state = G.load(OLD_GAME["saved"])
    while "roll" not in [m.verb for m in G.legal_moves(state)]:
        move = G.legal_moves(state)[0]
        state = G.apply(state, G.to_move(state), move)
    gen, expected = rng.below(int(G.dump(state)["rng"], 16), 6)
    rolled = G.apply(state, G.to_move(state), G.parse_move(state, "roll"))
    assert rolled.last_roll[1] == expected + 1 and rolled.rng == gen
    assert G.dump(rolled)["rng"] == f"{gen:016x}"


# --- nothing of it in the views ---------------------------------------------------------------------------
@pytest.mark.parametrize("seats, seed", [(3, 2**255 + 987654321), (5, 31337), (2, -(2**130) - 77)])
def test_views_and_public_texts_never_contain_the_seed_or_the_generator(seats, seed):
    run = play_out(G, seed, seats=seats, options={"manches": 2}, policy_seed=1)
    states, played = run.states, run.moves
    secrets = {str(seed), str(abs(seed)), f"{abs(seed):x}", f"{abs(seed):X}"}
    for state, move in zip(states[::5], played[::5]):
        generator = G.dump(state)["rng"]
        key, _, counter = generator.partition(":")
        texts = [json.dumps(G.player_view(state, s).to_json()) for s in (None, *range(seats))]
        texts += [G.public_move_text(state, move), G.format_move(state, move)]
        for text in texts:
            assert generator not in text and key not in text and key[:16] not in text
            assert not any(secret in text for secret in secrets)
