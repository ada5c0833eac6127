"""Every relative link in the repository's Markdown leads somewhere inside it: a
clone of the repository alone holds every page its pages point to (and the
heading a ``#part`` names)."""

import re
from pathlib import Path

from .test_layout import ROOT, SKIPPED

LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)", re.MULTILINE)
FENCE = re.compile(r"^\s{0,3}(```|~~~).*?^\s{0,3}\1", re.MULTILINE | re.DOTALL)
CODE = re.compile(r"`[^`\n]*`(?!\])")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$", re.MULTILINE)


def markdown_files():
    return sorted(path for path in ROOT.rglob("*.md")
                  if not SKIPPED & set(path.relative_to(ROOT).parts)
                  and not any(part.startswith(".") for part in path.relative_to(ROOT).parts))


def links(text):
    """The link targets of a Markdown text, outside code blocks and code spans."""
    text = FENCE.sub("", text)
    prose = CODE.sub("", text)
    return LINK.findall(text) + REFERENCE.findall(prose)


def anchor(heading):
    """The anchor a heading gets on GitHub: lower case, punctuation dropped, spaces to dashes."""
    heading = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", r"\1", heading).strip().lower()
    return re.sub(r"[^\w\- ]", "", heading).replace(" ", "-")


def anchors(path):
    return {anchor(h) for h in HEADING.findall(FENCE.sub("", path.read_text(encoding="utf-8")))}


def broken_links(path):
    """(target, why) for each relative link of one page that leads nowhere."""
    broken = []
    for target in links(path.read_text(encoding="utf-8")):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):
            continue                                     # http:, https:, mailto:
        file_part, _, part = target.partition("#")
        page = (path.parent / file_part).resolve() if file_part else path
        if ROOT not in page.parents and page != ROOT:
            broken.append((target, "outside the repository"))
        elif not page.exists():
            broken.append((target, "no such file"))
        elif part and page.suffix == ".md" and part.lower() not in anchors(page):
            broken.append((target, f"no heading #{part} there"))
    return broken


def test_the_link_reader_finds_links_and_leaves_code_alone(tmp_path):
    text = ("See [rules](RULES.md#setup) and ![art](a.png).\n"
            "`[not](a link)`\n```\n[nor](this)\n```\n[ref]: FORMAT.md\n")
    assert links(text) == ["RULES.md#setup", "a.png", "FORMAT.md"]
    assert anchor("R7 — Jesters and `ronde`") == "r7--jesters-and-ronde"


def test_a_link_out_of_the_repository_or_to_nothing_is_found(tmp_path, monkeypatch):
    page = ROOT / "README.md"
    monkeypatch.setattr(Path, "read_text", lambda self, encoding=None: (
        "[a](../shared/RULES.md) [b](no-such-page.md) [c](README.md#no-such-heading) [d](README.md)"))
    assert [target for target, _ in broken_links(page)] == [
        "../shared/RULES.md", "no-such-page.md", "README.md#no-such-heading"]


def test_every_relative_link_in_the_markdown_resolves_inside_the_repository():
    files = markdown_files()
    read = {path.relative_to(ROOT).as_posix() for path in files}
    assert {"README.md", "game/figaro/RULES.md", "game/nottingham/RULES.md", "game/kings/RULES.md",
            "app/net/PROTOCOL.md"} <= read, "the Markdown files were not found"
    assert sum(len(links(path.read_text(encoding="utf-8"))) for path in files) >= 10, "the links were not read"
    broken = [f"{path.relative_to(ROOT)}: {target} ({why})"
              for path in files for target, why in broken_links(path)]
    assert not broken, "links that lead nowhere:\n" + "\n".join(broken)
