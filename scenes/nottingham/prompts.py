"""What the table says of the decision in progress: the question the seat to act
is asked, how a person answers it with the mouse, and the status line
(``TablePrompts``, a mixin of the table). The status line names only the seat
asked, which the rules make public (N27)."""

from game.nottingham.data import ACTIONS, COPPER

from .words import action_name, counted, object_name, tr, trn


class TablePrompts:
    def question(self):
        """What the seat to act is asked, in plain words."""
        state = self.state
        names, phase = self.names, state.phase
        card = object_name(state.card) if state.card is not None else ""
        if phase == "choose":
            return tr("keep {object} or act on it ({action})").format(
                object=card, action=action_name(ACTIONS[state.card]))
        if phase == "defend":
            return tr("defend against {name}'s {action} with a necklace, or not").format(
                name=names[state.active], action=action_name(ACTIONS[state.card]))
        if phase == "take":
            return tr("take one card of {name}'s hand").format(name=names[state.target])
        if phase == "ambush":
            return tr("keep one of the two top ambush cards")
        if phase == "offer":
            if state.card == COPPER:
                return tr("offer one card face down for {name}'s copper").format(name=names[state.active])
            return tr("offer 1 or 2 cards for {name}'s chest").format(name=names[state.active])
        if phase == "accept":
            if state.card == COPPER:
                return tr("take one offer, or refuse them all")
            return tr("take one offer")
        if phase == "cash":
            return tr("cash 3 or more equal objects, complete a task, or end the turn")
        if phase == "spring":
            obj, count = state.cash
            return trn("spring an ambush on {name}'s {objects}, or let it be",
                       "spring an ambush on {name}'s {objects}, or let it be", count).format(
                name=names[state.active], objects=counted(obj, count))
        if phase == "discard":
            return tr("discard a card, down to {limit}").format(limit=state.limit())
        return ""

    def how(self):
        """How the person who decides answers, with the mouse; "" for anyone else."""
        if not self.my_turn():
            return ""
        phase = self.state.phase
        if phase == "offer":
            return tr("Click a card of your hand to choose it, then press Offer.")
        if phase == "cash":
            return tr("Click cards of your hand or a task, then confirm below; or end the turn.")
        if phase == "discard":
            return tr("Click a card of your hand to discard it.")
        if phase == "take":
            return tr("Click the card you take.")
        if phase == "ambush":
            return tr("Click the card you keep.")
        if phase == "choose" and any(m.arg is not None for m in self.legal() if m.kind == "act"):
            return tr("Act ({action}): press the name of a player below; or keep the card.").format(
                action=action_name(ACTIONS[self.state.card]))
        if phase == "accept":
            return tr("Press the offer you take below (the cards each offers are listed above).")
        return tr("Choose with the buttons below.")

    def status(self):
        state = self.state
        if state.finished:
            winners = state.winners()
            return tr("The game is over. Winner: {names}.").format(names=", ".join(self.names[s] for s in winners))
        name = self.names[state.turn]
        if self.my_turn():
            return tr("{name}, your decision: {question}.").format(name=name, question=self.question())
        if self.person(state.turn):
            return tr("{name} decides: {question}.").format(name=name, question=self.question())
        return tr("{name} (computer) decides: {question}.").format(name=name, question=self.question())
