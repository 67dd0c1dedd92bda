"""Red Dog seat views (RD-7: a seat sees its own hand and what the table was shown): the views of several seats
made together share the part every seat sees (`seat_views`, worked out once per state), and no seat ever gets
another seat's part of it, whichever seats are asked for and in what order."""

from __future__ import annotations

import random
from typing import cast

from parlour.rules import cards as C
from parlour.rules.engine import Action
from parlour.rules.red_dog.engine import RedDogEngine
from parlour.rules.red_dog.settings import RedDogSettings
from parlour.rules.red_dog.view import PublicPart, seat_view, seat_views, seen_by

ENGINE = RedDogEngine()


def states(players: int = 4, moves: int = 120, seed: int = 11) -> list:
    """The states of a game played with random legal decisions."""
    state, chooser, found = ENGINE.new_game(RedDogSettings(rounds=30), players, seed), random.Random(seed), []
    for _ in range(moves):
        found.append(state)
        if ENGINE.is_over(state):
            break
        seat = ENGINE.to_act(state)
        if seat is None:
            state = ENGINE.step(state)
            continue
        choice = chooser.choice(ENGINE.choices(state))
        # a bet's choice has its range
        amount = chooser.randint(cast(int, choice.low), cast(int, choice.high)) if choice.do == "bet" else None
        state = ENGINE.apply(state, Action(seat=seat, do=choice.do, amount=amount))
    return found


SEATS = (None, 0, 1, 2, 3)


def alone(state, seat):
    """The view of one seat worked out by itself (a public part of its own, shared with no other seat)."""
    return seat_view(state, seat)


def test_rd7_views_made_together_are_each_seats_own_whatever_the_order():
    played = states()
    order = random.Random(3)
    for state in played:
        asked = list(SEATS)
        order.shuffle(asked)  # the shared part's own unseen cards worked out first for any seat, or never
        together = seat_views(state, asked[: order.randint(1, len(asked))])
        for seat, view in zip(asked, together):
            assert view == alone(state, seat)
            assert view.hand == (state.hands[seat] if seat is not None else ())
            assert view.unseen == tuple(card for card in C.DECK if card not in seen_by(state, seat))


def test_rd7_a_shared_part_keeps_no_seats_hand_for_the_next():
    state = next(state for state in states() if all(state.hands) and state.phase == "bet")
    public = PublicPart(state)
    for seat in (0, 1, None, 2, 1, None):
        view = seat_view(state, seat, public)
        others = {card for other, hand in enumerate(state.hands) if other != seat for card in hand}
        assert view.hand == (state.hands[seat] if seat is not None else ())
        assert others <= set(view.unseen), "another seat's hidden cards are never seen"
        assert public.fields["hand"] == () and public.fields["seat"] is None, "the shared part is the public one"


def test_rd7_ch4_a_view_s_stake_and_each_seats_round_figures_are_the_tables():
    """A view's `stake` is the bet waiting for its card (RD-7), 0 while none waits; each seat's round figure
    (`round_changes`) is its stack now less its stack when the round began, its rebuy (CH-4) given apart: as
    much as `rules.chips.rebought` reads in the log, none for a seat that did not rebuy."""
    from parlour.rules.chips import rebought
    from parlour.rules.drive import play_out

    def largest(state, seat: int) -> Action:  # the largest bet (or the only choice): stacks run out, rebuys come
        top = ENGINE.choices(state)[-1]
        return Action(seat=seat, do=top.do, amount=top.high)

    start = ENGINE.new_game(RedDogSettings(rebuy=True), 4, 5)
    began = tuple(stack + 1 for stack in start.stacks)  # the first round's figure has the opening ante (RD-2)
    rebuys = 0
    for stepped in play_out(ENGINE, start, largest, rounds=40):
        state = stepped.after
        view = ENGINE.view(state, None)
        assert view.stake == (state.stake if state.phase == "turn" else 0)
        changes = view.round_changes
        again = rebought(view.log, 4)
        assert [change.rebought for change in changes] == list(again)
        if ENGINE.needs_round(state):  # the round over: every figure adds up to the stacks
            assert [change.total for change in changes] == [
                now - before - fresh for now, before, fresh in zip(state.stacks, began, again)
            ]
            rebuys += sum(map(bool, again))
            began = state.stacks
    assert rebuys, "rebuys came"
