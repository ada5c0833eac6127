"""The words of Nottingham's table, through the game's own catalog
(``locale/<lang>/LC_MESSAGES/nottingham.po``): objects, actions, tasks,
colours, the moves as button labels and the events as lines of the log."""

from app.i18n import translator

tr = translator("nottingham")


def object_name(name):
    return {
        "copper": tr("copper coin"), "silver": tr("silver candlestick"), "gold": tr("gold"),
        "pearls": tr("pearls"), "jewels": tr("jewels"), "necklace": tr("necklace"),
        "chest": tr("chest"),
    }[name]


def action_name(action):
    return {
        "buy": tr("buy"), "smuggle": tr("smuggle"), "ambush": tr("ambush"), "steal": tr("steal"),
        "rob": tr("rob"), "defend": tr("defend"), "trade": tr("trade"),
    }[action]


def task_name(task):
    return {
        "seven": tr("7 different objects"), "five": tr("5 equal objects"),
        "four-pairs": tr("4 different pairs"), "three-pairs": tr("3 different pairs"),
    }[task]


def colour_name(colour):
    return {
        "red": tr("red"), "purple": tr("purple"), "yellow": tr("yellow"), "blue": tr("blue"),
        "white": tr("white"), "green": tr("green"), "grey": tr("grey"),
    }[colour]


def ambush_name(card):
    if "-" in card:
        a, b = card.split("-")
        return tr("{first} or {second}").format(first=object_name(a), second=object_name(b))
    return colour_name(card)


def phase_prompt(phase):
    return {
        "choose": tr("Keep the card or act on it"), "defend": tr("Defend with a necklace?"),
        "take": tr("Take a card"), "ambush": tr("Keep one ambush card"),
        "offer": tr("Make an offer"), "accept": tr("Choose an offer"),
        "cash": tr("Cash for victory points, or end the turn"),
        "spring": tr("Spring an ambush?"), "discard": tr("Discard down to the Sheriff's number"),
        "over": tr("The game is over"),
    }[phase]


def move_label(move, state):
    """A button's words for one legal move."""
    kind, arg = move.kind, move.arg
    names = state.names
    if kind == "keep":
        return tr("Keep it")
    if kind == "act":
        from game.nottingham.data import ACTIONS
        action = action_name(ACTIONS[state.card])
        if arg is None:
            return tr("Act: {action}").format(action=action)
        return tr("{action} {player}").format(action=action.capitalize(), player=names[arg])
    if kind == "defend":
        return tr("Defend") if arg else tr("Do not defend")
    if kind == "take":
        return tr("Take {object}").format(object=object_name(arg))
    if kind == "ambush":
        return tr("Keep ambush: {card}").format(card=ambush_name(arg))
    if kind == "offer":
        if not arg:
            return tr("Nothing to offer")
        return tr("Offer {cards}").format(cards=" + ".join(object_name(o) for o in arg))
    if kind == "accept":
        if arg is None:
            return tr("Refuse all offers")
        return tr("Accept {player}'s offer").format(player=names[arg])
    if kind == "cash":
        return tr("Cash {count} × {object}").format(count=arg[1], object=object_name(arg[0]))
    if kind == "task":
        return tr("Task: {task}").format(task=task_name(arg[0]))
    if kind == "pass":
        return tr("End the turn")
    if kind == "spring":
        if arg is None:
            return tr("Let it be")
        return tr("Spring: {card}").format(card=ambush_name(arg))
    if kind == "discard":
        return tr("Discard {object}").format(object=object_name(arg))
    return str(move)


def describe(event, names):
    """One line of the log for an event of ``GameState.apply``, or None."""
    kind = event[0]
    if kind == "draw":
        return tr("{player} draws {object}").format(player=names[event[1]], object=object_name(event[2]))
    if kind == "keep":
        return tr("{player} keeps {object}").format(player=names[event[1]], object=object_name(event[2]))
    if kind == "act":
        from game.nottingham.data import ACTIONS, OBJECTS
        action = action_name(ACTIONS[OBJECTS.index(event[2])])
        return tr("{player} acts: {action}").format(player=names[event[1]], action=action)
    if kind == "defend":
        return tr("{player} defends with a necklace").format(player=names[event[1]])
    if kind == "smuggle":
        return tr("{player} smuggles a card from {other}").format(player=names[event[1]], other=names[event[2]])
    if kind == "take":
        return tr("{player} takes {object} from {other}").format(
            player=names[event[1]], object=object_name(event[3]), other=names[event[2]])
    if kind == "ambush":
        return tr("{player} lays an ambush").format(player=names[event[1]])
    if kind == "offer":
        return tr("{player} makes an offer").format(player=names[event[1]])
    if kind == "accept":
        if event[2] is None:
            return tr("{player} keeps the card").format(player=names[event[1]])
        return tr("{player} accepts {other}'s offer").format(player=names[event[1]], other=names[event[2]])
    if kind == "cash":
        return tr("{player} cashes {count} × {object}").format(
            player=names[event[1]], count=event[3], object=object_name(event[2]))
    if kind == "spring":
        return tr("{player} springs an ambush on {other}").format(player=names[event[1]], other=names[event[3]])
    if kind == "failed":
        return tr("{player}'s cash fails").format(player=names[event[1]])
    if kind == "task":
        return tr("{player} completes a task: {task}").format(player=names[event[1]], task=task_name(event[2]))
    if kind == "favour":
        return tr("{player} receives a favour").format(player=names[event[1]])
    if kind == "sheriff":
        return tr("The Sheriff moves on")
    if kind == "shuffle":
        return tr("The discards are shuffled into a new deck")
    if kind == "exception":
        return tr("No cards left: everyone discards down to {n}").format(n=event[1])
    if kind == "discard":
        return tr("{player} discards {object}").format(player=names[event[1]], object=object_name(event[2]))
    if kind == "game_end":
        return tr("The game is over")
    return None
