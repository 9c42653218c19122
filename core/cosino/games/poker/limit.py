"""Two-position limit poker (Kuhn, Leduc): the poker action letters and what both hands share.

Action letters, used by information-set keys, policy files and the analytics tree: check ``k``,
bet ``b``, call ``c``, raise ``r``, fold ``f``.

>>> "".join(LETTER[k] for k in ("check", "bet", "raise", "call")), KIND["f"]
('kbrc', 'fold')
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Any

from cosino.games.protocol import Action, Hand, IllegalAction

LETTER = {"check": "k", "bet": "b", "call": "c", "raise": "r", "fold": "f"}
KIND = {letter: kind for kind, letter in LETTER.items()}


class HeadsUpLimitHand(Hand):
    """A two-position hand with one private card each, antes in ``contrib`` and a letter history."""

    num_positions = 2
    title = ""  # the game's name in error messages
    game = ""  # the observation's "game" field
    max_loss = 0  # the proven swing cap (each game's docstring gives the proof)
    cards: list[str]
    contrib: list[int]

    @abstractmethod
    def history(self) -> str:
        """The action letters so far (rounds joined by ``/``)."""

    @abstractmethod
    def _winner(self) -> int | None:
        """The winning position of a finished hand, or None for a split pot."""

    def board(self) -> str | None:
        """The public card face up, if the game has one."""
        return None

    def _public(self) -> dict[str, Any]:
        """Observation fields the game adds after the private card."""
        return {}

    def _judge(self, action: Action) -> int:
        """The position on decision, once ``action`` is known to be one of its options."""
        pos = self.to_act()
        if pos is None:
            raise IllegalAction("the hand is over: no one is on decision")
        if not self.offers(action):
            allowed = ", ".join(o.kind for o in self.options())
            raise IllegalAction(f"{action} is not legal in {self.title} after '{self.history()}': choose {allowed}")
        return pos

    def nets(self) -> list[int]:
        if not self.is_over():
            raise IllegalAction("nets are defined only for a finished hand")
        w = self._winner()
        if w is None:
            return [0, 0]
        loss = self.contrib[1 - w]
        return [loss, -loss] if w == 0 else [-loss, loss]

    def swing_cap(self) -> int:
        return self.max_loss

    def start_events(self) -> list[dict[str, Any]]:
        return [{"type": "deal", "pos": p, "cards": [self.cards[p]]} for p in range(2)]

    def observation(self, position: int) -> dict[str, Any]:
        return {
            "game": self.game,
            "position": position,
            "cards": [self.cards[position]],
            **self._public(),
            "history": self.history(),
            "pot": sum(self.contrib),
            "committed": list(self.contrib),
            "toAct": self.to_act(),
            "legal": [o.to_json() for o in self.options()] if self.to_act() == position else [],
        }

    def infoset_key(self, position: int) -> str:
        board = self.board()
        return f"{position}|{self.cards[position][0]}|{board[0] if board else ''}|{self.history()}"

    def clone(self) -> "HeadsUpLimitHand":
        # Every field is an immutable value or a flat list of them, so copying the lists suffices.
        twin = object.__new__(type(self))
        twin.__dict__.update({k: list(v) if type(v) is list else v for k, v in self.__dict__.items()})
        return twin
