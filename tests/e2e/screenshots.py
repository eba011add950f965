#!/usr/bin/python3
"""Takes the user guide's screenshots (docs/guide/) from the real window, driven over AT-SPI:
browsing No 37 of 92 with attacked squares, the export and picture windows over it, three
queens placed by hand, the comparison of the variants, a student's judge file with board
No 14 wrong, and the count of N = 16. Run by `README_SHOTS=1 tests/e2e/window.sh`, after the
window's checks.

Usage: screenshots.py PID
"""

import subprocess
import time

from drive_window import (app, broken_answer, find, label, press, set_n, type_into, wait_for,
                          x_window)


def shot(path):
    time.sleep(1.5)
    subprocess.run(["import", "-window", "root", "-crop", "1200x800+0+0", path], check=True)


def main():
    app()
    # With no window manager the window gets the keyboard only when given it, as a desktop
    # would; the file's path is typed.
    subprocess.run(["xdotool", "windowfocus", "--sync", x_window("^N-Queens Studio$")],
                   check=True)
    set_n(8)
    press("Browse solutions", role="toggle button")
    wait_for(lambda: label("Found all 92") is not None, "the 92 solutions")
    press("Last")
    wait_for(lambda: label("No 92 of 92") is not None, "No 92")
    for _ in range(55):
        press("Previous")
        time.sleep(0.05)
    wait_for(lambda: label("No 37 of 92") is not None, "No 37", 10)
    press("Show attacked squares", role="check box")
    shot("assets/screenshot.png")
    press("Show attacked squares", role="check box")
    press("Export…")
    wait_for(lambda: label("Size: ") is not None, "the export's size")
    shot("assets/screenshot-export.png")
    press("Close")
    press("Picture…")
    press("PNG", role="radio button")
    shot("assets/screenshot-picture.png")
    press("Close")
    press("Place queens", role="toggle button")
    wait_for(lambda: label("Click a square") is not None, "the place panel")
    for square in ["b3, empty", "d5, empty", "g7, empty"]:
        press(square)
        time.sleep(0.3)
    press("Show attacked squares", role="check box")
    shot("assets/screenshot-place.png")
    press("Show attacked squares", role="check box")
    press("Watch the search", role="toggle button")
    wait_for(lambda: find("push button", name="Play", timeout=0.5) is not None, "the watch panel")
    press("Compare the variants for N = 8")
    for _ in range(40):
        press("Step")
        time.sleep(0.05)
    wait_for(lambda: find("label", prefix="Every variant finds", timeout=0.5) is not None,
             "the comparison", 20)
    shot("assets/screenshot-watch.png")
    press("Check a file", role="toggle button")
    type_into("Answer file:", broken_answer())
    press("Check")
    wait_for(lambda: label("Line 123") is not None, "the verdict")
    shot("assets/screenshot-file.png")
    press("Browse solutions", role="toggle button")
    set_n(16)
    press("Count all solutions")
    wait_for(lambda: label("That matches OEIS") is not None, "the count of N = 16", 120)
    shot("assets/screenshot-count.png")


if __name__ == "__main__":
    main()
