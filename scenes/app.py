"""The window, the stack of scenes and the main loop.

The App owns what every scene shares (settings, sounds, the window) and the
stack: the top scene gets the events and updates; scenes draw from the top
opaque one upward, so dialogs show the table beneath them.

Scenes never import one another to move on: they ask the app for a scene by
the name it is listed under (``app.open("start", game="kings")``), so that the
chooser, the menus and each game's table stay independent of each other.
"""

import functools
import gc
import os
import sys
import time
import warnings

import pygame  # noqa: E402

from app import storage  # noqa: E402
from app.i18n import set_language  # noqa: E402
from app.words import APP_TITLE  # noqa: E402
from app.settings import Settings, load_settings, save_settings  # noqa: E402
from game.common.simulate import percentile  # noqa: E402
from resources import resource_path  # noqa: E402

from .base import HEIGHT, WIDTH  # noqa: E402

FPS = 60
IDLE_WAIT = 1.0                  # seconds the loop sleeps at most while nothing moves


@functools.cache
def scene_types():
    """The scenes the app opens by name: name → the scene's class, built as
    ``cls(app, **options)``."""
    from .chooser import GameChooserScene
    from .log_scene import LogScene
    from .menu import NewGameScene, StartScene
    from .net.host_scene import HostSetupScene
    from .net.join_scene import JoinScene
    from .net.lobby import NetLobbyScene
    from .net.tables import NetTable
    from .pass_screen import PassScene
    from .records_scene import RecordsScene
    from .review_scene import review_of_table
    from .rules_scene import RulesScene
    from .settings_scene import SettingsScene
    from .stats_scene import StatisticsScene
    return {"chooser": GameChooserScene, "start": StartScene, "new_game": NewGameScene,
            "rules": RulesScene, "statistics": StatisticsScene, "settings": SettingsScene,
            "log": LogScene, "pass": PassScene, "host_table": HostSetupScene,
            "join_table": JoinScene, "net_lobby": NetLobbyScene, "remote_table": NetTable,
            "records": RecordsScene, "review": review_of_table}


class App:
    def __init__(self, window, settings=None, sounds=None, persist=False):
        self.window = window
        # Scenes draw on a logical screen that present() scales to the window: 1280x720
        # for most scenes (letterboxed), or the window's own shape for scenes that lay
        # out from the size of the surface they draw on (``fills_window``): the table
        # and its overlays.
        self.screen = pygame.Surface((WIDTH, HEIGHT))
        self._scaled = None
        self.settings = settings or Settings()
        self.sounds = sounds
        self.persist = persist          # save settings, autosave and statistics to disk
        self.notices = []               # messages for the start scene (a broken file set aside…)
        self.scenes = []
        self.running = True
        # Called as hook(scene, seat, move, events) after every move a table applies:
        # the place for a move log, autosave or undo history.
        self.move_hooks = []
        # Collect the heap once whenever a new scene is the one drawn from (run_app's
        # window; tests and most tools leave it off): see settle_memory.
        self.settles_memory = False
        self._settled = None

    # ---- the stack
    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene):
        self.scenes.append(scene)

    def pop(self):
        if self.scenes:
            self.scenes.pop()
        if not self.scenes:
            self.running = False

    def replace(self, scene):
        if self.scenes:
            self.scenes.pop()
        self.scenes.append(scene)

    def reset(self, scene):
        self.scenes = [scene]

    def quit(self):
        self.running = False

    # ---- scenes by name
    def scene(self, kind, /, **options):
        """A new scene of the kind listed as ``kind`` in ``scene_types``."""
        return scene_types()[kind](self, **options)

    def open(self, kind, /, **options):
        """Push a new scene of the kind ``kind`` over the stack."""
        self.push(self.scene(kind, **options))

    def showing(self, kind):
        """Whether the top scene is of the kind ``kind``."""
        return isinstance(self.top, scene_types()[kind])

    def start_over(self, game="figaro"):
        """Back to the start: the game chooser, with this game's start scene open on it."""
        self.reset(self.scene("chooser"))
        self.open("start", game=game)

    def needs_frames(self):
        """Whether the scene on top changes on its own now (``Scene.needs_frames``);
        a scene that does not say is taken to move."""
        ask = getattr(self.top, "needs_frames", None)
        return self.top is not None and (ask is None or bool(ask()))

    def game_scenes(self):
        """The shell's entry (scenes.games) for the game being played under the
        top of the stack (Figaro on the chooser)."""
        from .games import game_scenes, stack_game
        return game_scenes(stack_game(self.scenes))

    def caption(self):
        """The window's title: the game at the table, then the collection."""
        from .games import game_scenes, named_game
        game = named_game(self.scenes)
        return APP_TITLE if game is None else f"{game_scenes(game).title} \u2014 {APP_TITLE}"

    def show_caption(self):
        caption = self.caption()
        if caption != getattr(self, "_caption", None):
            self._caption = caption
            try:
                pygame.display.set_caption(caption)
            except pygame.error:         # no display (a scene drawn off screen)
                pass

    def play(self, name):
        if self.sounds is not None:
            self.sounds.muted = self.settings.muted
            self.sounds.volume = self.settings.volume
            self.sounds.play(name)

    # ---- settings
    def apply_settings(self):
        """Make the settings take effect now (language, sound, window) and keep them."""
        set_language(self.settings.language)
        if self.sounds is not None:
            self.sounds.muted = self.settings.muted
            self.sounds.volume = self.settings.volume
        self.set_fullscreen(self.settings.fullscreen)
        if self.persist:
            try:
                save_settings(self.settings)
            except OSError:
                pass                    # unsaved settings still apply for this session

    def set_fullscreen(self, wanted):
        """Full screen at the desktop's size, or back to a window (F11) of ``window_size()``.
        The window is made anew (toggling in place is not supported everywhere)."""
        try:
            if self.window is not pygame.display.get_surface():
                return                  # drawing off screen (tests)
            if bool(pygame.display.is_fullscreen()) == bool(wanted):
                return
            if wanted:
                window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                window = pygame.display.set_mode(window_size(), pygame.RESIZABLE)
        except pygame.error:            # no window (tests) or a driver without it
            return
        self.window = window
        self._scaled = None

    def open_rules(self):
        """F1 opens the rules of the game being played over any scene (a shell
        scene such as settings or a pass screen belongs to the game beneath
        it); F1 again closes them."""
        from .games import stack_game
        if self.showing("rules"):
            self.pop()
        else:         # on the chooser, the game in focus
            self.open("rules", game=getattr(self.top, "game_in_focus", None) or stack_game(self.scenes))

    # ---- one frame
    def fill_size(self):
        """The logical screen of a scene that fills the window, of the window's shape:
        720 high and as wide as the window asks (at least 1280) for a window of 16:9 or
        wider; 1280 wide and taller for a window narrower than 16:9 down to 4:5; and 720
        wide and taller for a portrait window of 4:5 or taller (800x1000 gets 720x900),
        so that a portrait window's text is drawn about as large as a landscape one's."""
        width, height = self.window.get_size()
        width, height = max(1, width), max(1, height)
        if width * HEIGHT >= height * WIDTH:
            return (max(WIDTH, round(HEIGHT * width / height)), HEIGHT)
        if height * 4 < width * 5:                 # landscape, square or nearly so
            return (WIDTH, max(HEIGHT, round(WIDTH * height / width)))
        return (HEIGHT, round(HEIGHT * height / width))

    def drawn_scenes(self):
        """The scenes one frame draws: from the top opaque one upward."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[start:]

    def fills_window(self):
        """True when every scene drawn lays out from its surface's size."""
        drawn = self.drawn_scenes()
        return bool(drawn) and all(getattr(scene, "fills_window", False) for scene in drawn)

    def logical_size(self):
        return self.fill_size() if self.fills_window() else (WIDTH, HEIGHT)

    def _fit_screen(self):
        """The logical screen at the size the scenes on the stack want."""
        size = self.logical_size()
        if self.screen.get_size() != size:
            self.screen = pygame.Surface(size)

    def viewport(self):
        """The rectangle of the window the logical screen is shown in: the whole
        window for a scene that fills it, else letterboxed."""
        width, height = self.window.get_size()
        logical_w, logical_h = self.logical_size()
        scale = min(width / logical_w, height / logical_h)
        rect = pygame.Rect(0, 0, max(1, round(logical_w * scale)), max(1, round(logical_h * scale)))
        if abs(rect.width - width) <= 1 and abs(rect.height - height) <= 1:
            return pygame.Rect(0, 0, width, height)
        rect.center = (width // 2, height // 2)
        return rect

    def to_logical(self, event):
        """The event with its mouse position in logical coordinates."""
        if not hasattr(event, "pos") or event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                                                           pygame.MOUSEBUTTONUP):
            return event
        view = self.viewport()
        logical_w, logical_h = self.logical_size()
        if view.size == (logical_w, logical_h) and view.topleft == (0, 0):
            return event
        x = (event.pos[0] - view.left) * logical_w / view.width
        y = (event.pos[1] - view.top) * logical_h / view.height
        return pygame.event.Event(event.type, {**event.dict, "pos": (int(x), int(y))})

    def present(self):
        """Show the logical screen in the window, scaled smoothly to fit; a window
        of another shape than the logical screen shows the table's felt around it,
        never black bars."""
        view = self.viewport()
        size = self.screen.get_size()
        if view.size == size and view.topleft == (0, 0):
            self.window.blit(self.screen, view)
            return
        if self._scaled is None or self._scaled.get_size() != view.size:
            self._scaled = pygame.Surface(view.size)
        if view.size != self.window.get_size():
            from sprites import felt
            self.window.blit(felt(self.window.get_size()), (0, 0))
        if view.size == size:
            self.window.blit(self.screen, view)
            return
        pygame.transform.smoothscale(self.screen, view.size, self._scaled)
        self.window.blit(self._scaled, view)

    def frame(self, dt, events):
        for event in map(self.to_logical, events):
            if event.type == pygame.QUIT:
                self.running = False
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.settings.fullscreen = not self.settings.fullscreen
                self.apply_settings()
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
                self.open_rules()
                continue
            if self.top:
                self.top.handle_event(event)
        if self.top:
            self.top.update(dt)
        if self.settles_memory:
            self.settle_memory()
        self.show_caption()
        self._fit_screen()
        self.draw(self.screen)
        self.present()

    def settle_memory(self):
        """When a new scene is the one a frame draws from (a table opens, the menu
        comes back), collect the whole heap once, in that frame, and set what is left
        aside (``gc.freeze``): the collector's later passes look only at what came
        after, so none of them stalls a frame of the game for tens of milliseconds
        (a full pass over the rules' tables, the fonts and the text kept). Everything
        is looked at again at the next new scene (``gc.unfreeze`` first)."""
        base = id(self.drawn_scenes()[0]) if self.scenes else None
        if base == self._settled:
            return
        self._settled = base
        gc.unfreeze()
        gc.collect()
        gc.freeze()

    def draw(self, surface):
        for scene in self.drawn_scenes():
            scene.draw(surface)


def _set_window_icon():
    # The taskbar and the window switcher show it; Windows and macOS take the
    # executable's icon, Linux only this one.
    path = resource_path("build", "icons", "cardparlour-256.png")
    if os.path.isfile(path):
        pygame.display.set_icon(pygame.image.load(path))


def open_window(remembered=None):
    """The app's window; ``remembered``: [x, y, width, height] of the window last
    closed (Settings.window), taken again where the screen still holds it."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_caption(APP_TITLE)
    _set_window_icon()
    size = window_size()
    if remembered and _screen_known():
        place = remembered_place(remembered, pygame.display.get_desktop_sizes()[0])
        if place is not None:
            os.environ["SDL_VIDEO_WINDOW_POS"] = f"{place[0]},{place[1]}"
            size = place[2:]
    with warnings.catch_warnings():      # "no fast renderer" under the dummy driver is expected
        warnings.simplefilter("ignore")
        window = pygame.display.set_mode(size, pygame.RESIZABLE)
    return window


def _screen_known():
    try:
        return pygame.display.get_driver() not in ("dummy", "offscreen") and bool(pygame.display.get_desktop_sizes())
    except pygame.error:
        return False


def remembered_place(remembered, desktop):
    """(x, y, width, height) of the window last closed, kept inside a screen of
    ``desktop`` pixels, or None when it cannot be used. A window the screen
    cannot hold was remembered on another screen: it opens at the size a fresh
    start gives this screen (``window_for_screen``), not cut to it on one side."""
    if not remembered or len(remembered) != 4 or desktop[0] <= 0 or desktop[1] <= 0:
        return None
    x, y, width, height = remembered
    if width > desktop[0] or height > desktop[1]:
        width, height = window_for_screen(desktop)
    x = max(0, min(x, desktop[0] - width))
    y = max(0, min(y, desktop[1] - height))
    return x, y, width, height


def window_place():
    """[x, y, width, height] of the open window, or None where it cannot be told."""
    try:
        window = pygame.Window.from_display_module()
        return [*window.position, *window.size]
    except (AttributeError, pygame.error):
        return None


def window_size():
    """The window's size on opening: 1280x720, or as much of it as the screen holds
    (a 960x540 screen gets a 960x540 window; every scene lays out on any shape)."""
    try:
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            return WIDTH, HEIGHT            # no screen to fit (tests, benchmarks)
        desktop = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return WIDTH, HEIGHT
    return window_for_screen(desktop)


def window_for_screen(desktop):
    """The opening window for a screen of ``desktop`` pixels: 1280x720 where it
    fits; a smaller landscape screen is filled; a portrait screen (an 800x1000
    one) is filled too, tall, for the tables lay out tall (never a 800x720 window
    with black bands)."""
    width, height = desktop
    if width <= 0 or height <= 0:
        return WIDTH, HEIGHT
    if height > width:
        return width, height
    return min(WIDTH, width), min(HEIGHT, height)


class Pacer:
    """The loop's pace: FPS frames a second while the scene on top needs them;
    once two frames in a row needed none and no event came, the loop only looks
    for events, FPS times a second, drawing nothing until one comes, so a
    player who only looks costs almost nothing. (pygame's own ``event.wait``
    looks every millisecond, which costs more than the looking it saves.) A
    thread handing the scenes something wakes the loop with ``scenes.wake.wake()``."""

    def __init__(self, fps=FPS, idle_wait=IDLE_WAIT, get=None, clock=None, sleep=time.sleep, now=time.monotonic):
        self.fps, self.idle_wait = fps, idle_wait
        self.get = get or pygame.event.get
        self.clock = clock or pygame.time.Clock()
        self.sleep, self.now = sleep, now
        self.quiet = 0                  # frames in a row with nothing moving and no event

    @property
    def idle(self):
        return self.quiet >= 2

    def next(self):
        """(dt in seconds, the events) for the next frame; while idle, the events
        once one comes, or none after ``idle_wait`` seconds."""
        if not self.idle:
            return min(self.clock.tick(self.fps) / 1000.0, 0.1), self.get()
        until = self.now() + self.idle_wait
        events = self.get()
        while not events and self.now() < until:
            self.sleep(1 / self.fps)
            events = self.get()
        return min(self.clock.tick() / 1000.0, 0.1), events

    def after(self, busy, events):
        """Count the frame just shown: ``busy`` if a scene needed it, with its ``events``."""
        self.quiet = 0 if busy or events else self.quiet + 1


def run_app(demo=None):
    """The window until it is closed. ``demo`` (from ``main.py demo``, parsed by
    cli.py): {"level": L or None, "frames": N or None, "speed": S, "game": G} for a
    game of computer players that prints frame times."""
    from sounds import Sounds

    from .seats import demo_seats
    from .figaro.table import TableScene

    started = time.perf_counter()
    if demo:
        settings, notice = Settings(speed=demo.get("speed") or "demo"), None
    else:
        storage.carry_over()        # the folders of the app's former name, on the first start
        settings, notice = load_settings()
    screen = open_window(None if demo else settings.window)
    app = App(screen, settings, Sounds(volume=settings.volume, muted=demo or settings.muted),
              persist=not demo)
    app.settles_memory = True
    if notice:
        app.notices.append(notice)
    app.apply_settings()
    if demo and demo.get("game", "figaro") != "figaro":
        from .games import game_scenes
        game = demo["game"]
        table = game_scenes(game).new_table(app, demo_seats(level=demo.get("level"), game=game), 2026)
        table.demo = True                 # its score sheet closes the app after a while
        app.push(table)
    elif demo:
        app.push(TableScene(app, demo_seats(level=demo.get("level")), seed=2026, demo=True))
    else:
        app.open("chooser")
    limit = demo.get("frames") if demo else None
    pacer = Pacer()
    frame_times, processor_times, first_frame = [], [], None
    while app.running and (limit is None or len(frame_times) < limit):
        dt, events = pacer.next()
        if pacer.idle and not events:
            continue                # nothing came and nothing moves: the frame shown stays right
        work, working = time.perf_counter(), time.thread_time()
        app.frame(dt, events)
        pygame.display.flip()
        pacer.after(app.needs_frames(), events)
        done = time.perf_counter()
        frame_times.append(done - work)
        processor_times.append(time.thread_time() - working)
        if first_frame is None:
            first_frame = done - started
            first_frame_at = time.time()
    if not demo:
        remember_window(app)
    pygame.quit()
    if demo:
        print(frame_report(frame_times, first_frame, processor_times))
        print(f"first frame at {first_frame_at:.3f}")   # wall clock, for bench/bench_app.py
    return 0


def remember_window(app):
    """Keep the window's size and place for the next start (not a full screen's)."""
    place = None if app.settings.fullscreen else window_place()
    if place and place[2] >= 200 and place[3] >= 200 and place != app.settings.window:
        app.settings.window = place
        try:
            save_settings(app.settings)
        except OSError:
            pass                      # a read-only folder costs the memory, never the quit


def frame_report(frame_times, first_frame, processor_times=None):
    """Frame-time figures; the first frame (building the table) is given apart.
    ``processor_times``: the same frames' processor time (this thread's), given on
    a line of its own: on a shared machine the wall clock also counts the time a
    frame waited for a core."""
    later = frame_times[1:] or frame_times
    p = [percentile(later, f) * 1000 for f in (0.5, 0.95, 0.99)]
    slow = sum(1 for t in later if t > 1 / 60)
    report = (f"frames {len(frame_times)}  frame time p50 {p[0]:.2f} ms  p95 {p[1]:.2f} ms  "
              f"p99 {p[2]:.2f} ms  max {max(later) * 1000:.2f} ms  over 16.7 ms {slow}  "
              f"first frame {first_frame * 1000:.0f} ms")
    if processor_times:
        work = processor_times[1:] or processor_times
        q = [percentile(work, f) * 1000 for f in (0.5, 0.95, 0.99)]
        report += (f"\nprocessor time p50 {q[0]:.2f} ms  p95 {q[1]:.2f} ms  p99 {q[2]:.2f} ms  "
                   f"processor max {max(work) * 1000:.2f} ms  over 16.7 ms {sum(1 for t in work if t > 1 / 60)}")
    return report


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run_app())
