"""The scenes of play across machines: host a table, join one, the lobby, and
the table a joined seat plays at (driven by the views the host sends).

The connection lives in app.net (a thread of its own); these scenes only
``poll`` it once a frame and draw what came."""

from app.i18n import N_


def chooser_buttons(chooser):
    """The chooser's two doors: Host a table, Join a table."""
    from ..base import HEIGHT, WIDTH, Button

    def host():                                       # the game in focus first
        chooser.app.open("host_table", game=chooser.game_in_focus)

    def join():
        chooser.app.open("join_table")

    buttons = [Button((40, HEIGHT - 110, 250, 56), N_("Host a table"), host),
               Button((WIDTH - 290, HEIGHT - 110, 250, 56), N_("Join a table"), join)]
    for button in buttons:
        button.msgid = button.label            # translated when drawn
    return buttons
