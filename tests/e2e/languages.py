#!/usr/bin/python3
"""The real window in the desktop's language, driven over AT-SPI as a screen reader does: every
control is named in that language (no fixed English words of the catalogues left), the
language menu switches every label at once, and back. Run by tests/e2e/languages.sh with LANG
set; with a second argument, also takes the user guide's screenshot in that language.

Usage: languages.py PID TAG [SCREENSHOT]      (TAG: zh-Hans or ko)
       languages.py PID no-font                  (the desktop's Chinese, and no font for it)
"""

import pathlib
import subprocess
import sys
import time

from drive_window import app, find, nodes, press, wait_for

TAG = sys.argv[2]
SHOT = sys.argv[3] if len(sys.argv) > 3 else None
I18N = pathlib.Path(__file__).resolve().parents[2] / "i18n"
FAILURES = []


def fail(message):
    FAILURES.append(message)
    print("FAIL: " + message, flush=True)


def catalogue(tag):
    """The messages of a language that take no argument: id → words."""
    messages = {}
    for path in sorted((I18N / tag).glob("*.ftl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith(("#", " ", "}")) or " = " not in line:
                continue
            key, value = line.split(" = ", 1)
            if "{" not in value:
                messages[key] = value
    return messages


def names():
    """What the window's controls and labels say now (the board's squares left out)."""
    said = set()
    for node in nodes():
        try:
            if node.getRoleName() in ("label", "push button", "toggle button", "check box",
                                      "radio button", "combo box", "spin button", "slider"):
                if node.name:
                    said.add(node.name)
        except Exception:
            continue
    return said


def speaks(tag, english, own):
    """Whether the window shows the language's words for the modes and tools, and no fixed
    English word that the language says otherwise."""
    shown = names()
    expected = [own[key] for key in ("mode-browse", "mode-place", "mode-watch", "mode-file",
                                     "tool-about", "tool-copy")]
    missing = [word for word in expected if word not in shown]
    leftover = sorted(word for word in shown
                      if word in english.values() and word not in own.values())
    return not missing and not leftover, missing, leftover


def no_font():
    """With no font for the desktop's Chinese, the window says so once, in English, and is in
    English."""
    english = catalogue("en")
    notice = "No font on this computer draws Simplified Chinese"
    if not wait_for(lambda: any(n.startswith(notice) for n in names()), "the notice", 20):
        fail(f"no notice {notice!r}")
        return
    if english["mode-browse"] not in names():
        fail("the window is not in English")
    press("OK")
    if wait_for(lambda: not any(n.startswith(notice) for n in names()), "the notice to go", 5):
        print("ok: no font for Chinese: said once, in English, and the window is in English",
              flush=True)
    else:
        fail("OK did not close the notice")


def main():
    app()
    if TAG == "no-font":
        no_font()
        return
    english, own = catalogue("en"), catalogue(TAG)
    ok = wait_for(lambda: speaks(TAG, english, own)[0], f"the window in {TAG}", 20)
    if not ok:
        _, missing, leftover = speaks(TAG, english, own)
        fail(f"not all in {TAG}: missing {missing}, still English {leftover}")
    else:
        print(f"ok: every control is named in {TAG} ({len(names())} names)", flush=True)
    if SHOT:
        press(own["mode-browse"], role="toggle button")
        time.sleep(2)
        subprocess.run(["import", "-window", "root", "-crop", "1200x800+0+0", SHOT], check=True)
    # The language menu: English, then back to the desktop's (named in English by then).
    own_name = {"zh-Hans": "简体中文", "ko": "한국어"}[TAG]
    steps = ((own["language-name"], "English", english),
             (english["language-name"], f"Desktop ({own_name})", own))
    for menu_name, item_name, words in steps:
        menu = find("combo box", name=menu_name)
        if menu is None:
            fail(f"no language menu named {menu_name!r}")
            return
        item = None
        # A press opens the menu, or closes it if egui kept it open: then the next opens it.
        for _ in range(2):
            menu.queryAction().doAction(0)
            for role in ("push button", "toggle button", "radio button", "label", "list item"):
                item = find(role, name=item_name, timeout=0.5)
                if item is not None:
                    break
            if item is not None:
                break
        if item is None:
            fail(f"no {item_name!r} in the language menu; the window says {sorted(names())}")
            return
        started = time.time()
        item.queryAction().doAction(0)
        if wait_for(lambda: words["mode-browse"] in names() and words["tool-about"] in names(),
                    f"the window after {item_name}", 5):
            print(f"ok: {item_name} took {time.time() - started:.2f} s", flush=True)
        else:
            fail(f"{item_name} in the menu did not switch the window")
    leftover = sorted(w for w in names() if w in english.values() and w not in own.values())
    if leftover:
        fail(f"English left after switching back: {leftover}")

if __name__ == "__main__":
    main()
    sys.exit(1 if FAILURES else 0)
