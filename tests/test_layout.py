"""The shape of the code: no module imports one that imports it back, however
far round, so every layer can be read (and loaded) below the ones that use it.

Imports are read from the source with ``ast``, those inside functions included:
a lazy import still ties two modules together."""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKIPPED = {".venv", ".git", "dist", "node_modules"}


def project_modules():
    """Every Python module of the repository, by dotted name → path."""
    modules = {}
    for path in ROOT.rglob("*.py"):
        parts = path.relative_to(ROOT).parts
        if SKIPPED & set(parts) or any(part.startswith(".") for part in parts):
            continue
        names = list(parts[:-1])
        if parts[-1] != "__init__.py":
            names.append(path.stem)
        if names:
            modules[".".join(names)] = path
    return modules


def imported_names(module, path):
    """The dotted names a module's source imports, relative imports resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".") if package else []
                base = base[:len(base) - (node.level - 1)]
                base = ".".join(base + ([node.module] if node.module else []))
            else:
                base = node.module
            for alias in node.names:                 # a submodule, else a name in base
                yield f"{base}.{alias.name}"


def import_graph():
    """Module → the set of project modules it imports."""
    modules = project_modules()
    graph = {}
    for module, path in modules.items():
        targets = set()
        for name in imported_names(module, path):
            while name and name not in modules:      # `import a.b.c` of a name inside a.b
                name = name.rpartition(".")[0]
            if name and name != module:
                targets.add(name)
        graph[module] = targets
    return graph


def circles(graph):
    """One circle (a list of modules, first repeated last) for each knot of the graph."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def knot(start, members):
        # A shortest way from start back to itself inside its strongly connected part.
        paths, seen = {start: [start]}, {start}
        frontier = [start]
        while frontier:
            following = []
            for node in frontier:
                for target in sorted(graph[node]):
                    if target == start:
                        return paths[node] + [start]
                    if target in members and target not in seen:
                        seen.add(target)
                        paths[target] = paths[node] + [target]
                        following.append(target)
            frontier = following
        return [start]

    def visit(node):                                  # Tarjan, iteratively deep enough for us
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            members = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                members.add(member)
                if member == node:
                    break
            if len(members) > 1:
                found.append(knot(min(members), members))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_circle_finder_finds_a_circle_and_names_it():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c", "a"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_import_reader_sees_lazy_and_relative_imports(tmp_path):
    path = tmp_path / "view.py"
    path.write_text("from .cards import Card\n\ndef later():\n    from . import state\n")
    assert set(imported_names("game.kings.view", path)) == {"game.kings.cards.Card", "game.kings.state"}


def test_no_module_imports_one_that_imports_it_back():
    graph = import_graph()
    assert {"main", "app.session", "game.figaro.state", "scenes.app", "sprites.kings.cards"} <= set(graph), \
        "the project's modules were not found"
    found = circles(graph)
    assert not found, "import circles:\n" + "\n".join(" → ".join(circle) for circle in found)


GAME_PACKAGES = ("figaro", "nottingham", "kings")


def one_game_named(module, path):
    """The game packages (``game.kings``, ``scenes/figaro``…) a module imports or names."""
    named = {name for name in imported_names(module, path)
             if name.split(".")[0] in ("game", "scenes", "sprites")
             and len(name.split(".")) > 1 and name.split(".")[1] in GAME_PACKAGES}
    pattern = r"\b(?:game|scenes|sprites)[./](?:%s)\b" % "|".join(GAME_PACKAGES)
    named.update(re.findall(pattern, path.read_text(encoding="utf-8")))
    return sorted(named)


def test_the_shell_finds_a_named_game_package(tmp_path):
    path = tmp_path / "words.py"
    path.write_text('"""Cards, as in ``scenes.kings.words``."""\nfrom game.figaro.cards import RONDE\n')
    assert one_game_named("app.words", path) == ["game.figaro", "game.figaro.cards.RONDE", "scenes.kings"]


def test_no_module_of_the_shell_app_names_one_game():
    """app/ is what the app keeps around a game, for every game: a game's own
    words, hints and keys live with that game's scenes."""
    modules = project_modules()
    named = {module: one_game_named(module, path) for module, path in modules.items()
             if module == "app" or module.startswith("app.")}
    assert {"app.session", "app.net.host"} <= set(named), "the shell's modules were not found"
    assert not {m: n for m, n in named.items() if n}


GAME_WORDS = re.compile(r"figaro|nottingham|kings", re.IGNORECASE)
# The app's former name, kept to find the folders and variable of that name
# (not the game), and the app catalog's file name: one constant each.
FORMER_NAMES = {"app/storage.py": 'FORMER_APP_NAME = "figaro"', "app/i18n.py": 'DOMAIN = "figaro"'}


def game_words(path, allowed=None):
    """The lines of a file that name one of the games, in any case (the one
    ``allowed`` line aside)."""
    return [f"{number}: {line.strip()}"
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if GAME_WORDS.search(line) and not (allowed and line.startswith(allowed))]


def test_the_word_finder_sees_any_case_and_spares_the_one_allowed_line(tmp_path):
    path = tmp_path / "stats.py"
    path.write_text('NAME = "figaro"\n# Nottingham\nKEY = "KINGS"\n# Saints\n')
    assert game_words(path) == ['1: NAME = "figaro"', "2: # Nottingham", '3: KEY = "KINGS"']
    assert game_words(path, 'NAME = "figaro"') == ["2: # Nottingham", '3: KEY = "KINGS"']


def test_no_file_of_the_shell_app_names_one_game():
    """No file under app/ names a game: each game's file names, formats and
    words come from its own ``GameInfo``."""
    found, read = {}, set()
    for path in sorted((ROOT / "app").rglob("*")):
        if path.is_file() and path.suffix not in (".pyc",) and "__pycache__" not in path.parts:
            relative = path.relative_to(ROOT).as_posix()
            lines = game_words(path, FORMER_NAMES.get(relative))
            if lines:
                found[relative] = lines
            read.add(relative)
    assert {"app/session.py", "app/net/PROTOCOL.md"} <= read, "the shell's files were not found"
    assert not found, "\n".join(f"{name}: {lines}" for name, lines in found.items())
