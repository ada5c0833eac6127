"""What a network table keeps running in the window, and how a scene leaves it."""


class Hosting:
    """What the host's window keeps running: the server and its advert."""

    def __init__(self, server, advert, address):
        self.server, self.advert, self.address = server, advert, address

    @property
    def code(self):
        return self.server.table.code

    def stop(self):
        if self.advert is not None:
            self.advert.stop()
        self.server.stop(timeout=3)


def leave(scene):
    scene.session.close()
    if scene.hosting is not None:
        scene.hosting.stop()
    scene.app.pop()
