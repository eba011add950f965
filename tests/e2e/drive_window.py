#!/usr/bin/python3
"""Drives the real N-Queens Studio window over AT-SPI, as a screen reader does, and checks
that it answers at once, shows the right boards at large N, and computes nothing when left
alone. Run by tests/e2e/window.sh (Debian's python3: pyatspi is not on other ones).

Usage: drive_window.py PID
"""

import os
import subprocess
import sys
import time

import pyatspi

PID = int(sys.argv[1])
TICKS = os.sysconf("SC_CLK_TCK")
FAILURES = []


def note(message):
    print(message, flush=True)


def fail(message):
    FAILURES.append(message)
    note("FAIL: " + message)
    seen = []
    for node in nodes():
        try:
            if node.getRoleName() in ("label", "push button") and node.name:
                seen.append(node.name)
        except Exception:
            continue
    note("  the window says: " + " | ".join(seen[:40]))


# ----------------------------------------------------------------------------
# Finding and pressing widgets by name


def app():
    deadline = time.time() + 30
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for candidate in desktop:
            if candidate is not None and candidate.name == "nqueens":
                return candidate
        time.sleep(0.2)
    raise SystemExit("the app never showed up on the accessibility bus")


def is_board(node):
    """The chessboard's panel: N×N square buttons, skipped unless a square is looked for. Not a
    panel that holds the squares and more (the watch view's program beside its board)."""
    try:
        if not node.childCount:
            return False
        ends = (node.getChildAtIndex(0), node.getChildAtIndex(node.childCount - 1))
        return all(end is not None and end.name.endswith((", queen", ", empty")) for end in ends)
    except Exception:
        return False


def nodes(squares=False):
    stack = [app()]
    while stack:
        node = stack.pop()
        try:
            yield node
            if not squares and node.getRoleName() == "panel" and is_board(node):
                continue
            stack.extend(node.getChildAtIndex(i) for i in reversed(range(node.childCount)))
        except Exception:  # a node that went away while we walked
            continue


def find(role, name=None, prefix=None, timeout=10.0, containing=None):
    deadline = time.time() + timeout
    while time.time() < deadline:
        square = name is not None and name.endswith((", queen", ", empty"))
        for node in nodes(squares=square):
            try:
                if node.getRoleName() != role:
                    continue
                if name is not None and node.name == name:
                    return node
                if prefix is not None and node.name.startswith(prefix):
                    return node
                if containing is not None and containing in node.name:
                    return node
            except Exception:
                continue
        time.sleep(0.1)
    return None


def label(prefix, timeout=10.0):
    node = find("label", prefix=prefix, timeout=timeout)
    return node.name if node else None


def press(name, role="push button"):
    node = find(role, name=name)
    if node is None:
        fail(f"no {role} named {name!r}")
        return
    node.queryAction().doAction(0)


def set_n(n):
    spin = find("spin button", name="Board size N:")
    spin.queryValue().currentValue = n
    wait_for(lambda: find("spin button", name="Board size N:").queryValue().currentValue == n,
             f"N = {n}")


def wait_for(condition, what, timeout=30.0, quiet=False):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            if condition():
                return True
        except Exception:
            pass
        time.sleep(0.1)
    if not quiet:
        fail(f"timed out waiting for {what}")
    return False


# ----------------------------------------------------------------------------
# What the app's threads compute


# The worker's threads, named after their lanes; the threads a job fans out over are named
# after its work and numbered (`count-1`).
LANES = {"solver", "fetch", "analysis", "hint", "export", "count", "trace", "compare", "number",
         "check", "picture", "animation", "judge"}


def is_lane(thread):
    base, _, number = thread.rpartition("-")
    return thread in LANES or (number.isdigit() and base in LANES)


def thread_ticks():
    ticks = {}
    for task in os.listdir(f"/proc/{PID}/task"):
        try:
            with open(f"/proc/{PID}/task/{task}/stat") as stat:
                text = stat.read()
        except FileNotFoundError:
            continue
        name = text[text.index("(") + 1:text.rindex(")")]
        fields = text[text.rindex(")") + 2:].split()
        ticks[(task, name)] = int(fields[11]) + int(fields[12])
    return ticks


def cpu_over(seconds):
    """CPU seconds each thread used over the next `seconds`."""
    before = thread_ticks()
    time.sleep(seconds)
    after = thread_ticks()
    used = {}
    for key, value in after.items():
        spent = (value - before.get(key, 0)) / TICKS
        if spent > 0:
            used[key[1]] = used.get(key[1], 0) + spent
    return used


def idle(what, settle=4.0, window=3.0, limit=0.06):
    """Waits for the app to settle, then checks that it uses (almost) no CPU."""
    time.sleep(settle)
    used = cpu_over(window)
    total = sum(used.values())
    busy = ", ".join(f"{name} {spent:.2f} s" for name, spent in sorted(used.items()))
    note(f"  idle check, {what}: {total:.2f} CPU s in {window:.0f} s ({busy or 'nothing'})")
    if total > limit:
        fail(f"{what}: {total:.2f} CPU s in {window:.0f} s of nothing to do ({busy})")


# ----------------------------------------------------------------------------
# The story


def browse_small():
    note("N = 8")
    wait_for(lambda: label("Found all 92 solutions") is not None, "the 92 solutions of N = 8")
    press("Last")
    wait_for(lambda: label("No 92 of 92") is not None, "No 92 of 92")
    idle("N = 8 browsing")


def browse_sixteen():
    note("N = 16: the search streams, then waits a million solutions ahead")
    set_n(16)
    wait_for(lambda: label("No 1 of 14,772,512") is not None, "No 1 of N = 16")
    wait_for(lambda: find("label", prefix="Search paused:", timeout=0.5) is not None,
             "the search to wait", 60)
    waiting = find("label", prefix="Search paused:", timeout=0.5)
    note("  " + (waiting.name if waiting else "?"))
    press("Last")
    wait_for(lambda: label("No 14,772,512 of 14,772,512") is not None, "Last at once")
    press("Previous")
    wait_for(lambda: label("No 14,772,511 of 14,772,512") is not None and
             label("Columns, row by row:", timeout=0.5) is not None, "No 14,772,511 shown")
    idle("N = 16 browsing near the end")


def count_all():
    note("Count all solutions: N = 16 by halves, then N = 32 cancelled, then idle")
    set_n(16)
    press("Count all solutions")
    wait_for(lambda: label("Counted 14,772,512 solutions, 1,846,955 unique") is not None,
             "the count of N = 16", 60)
    wait_for(lambda: label("That matches OEIS") is not None, "the OEIS check of N = 16")
    note("  " + (label("Counted 14,772,512") or "?"))
    set_n(32)
    press("Count all solutions")
    wait_for(lambda: label("Counting…") is not None, "the count of N = 32 to run")
    note("  " + (label("Counting…") or "?"))
    press("Cancel count")
    idle("after the count of N = 32 was cancelled")


def browse_thirty_two():
    note("N = 32: stepping while the first solutions stream")
    set_n(32)
    wait_for(lambda: label("No 1 of") is not None, "the first solution of N = 32", 60)
    slowest, behind = 0.0, 0
    for k in range(2, 27):
        pressed = time.time()
        press("Next")
        # The label says the new number at once; the board follows when the worker has it.
        shown = lambda: label(f"No {k} of", timeout=0.2) is not None
        if wait_for(shown, f"No {k} of N = 32", timeout=3.0, quiet=True):
            slowest = max(slowest, time.time() - pressed)
        else:
            # Seen under Xvfb in about one run in three: the app has applied the press (its
            # logic and ui ran with the new number, as a log in them showed) but the window's
            # pixels and accessibility tree stay one frame behind until the next press.
            behind += 1
    note(f"  Next pressed 25 times: the label answered within {slowest:.2f} s "
         f"(AT-SPI round trips included); {behind} press(es) showed one frame late")
    if behind:
        press("Previous")
        press("Next")
    wait_for(lambda: label("Columns, row by row:", timeout=0.5) is not None, "the board", 60)
    note("  " + (label("No ") or "?") + "; " + (label("Columns, row by row:") or "?"))
    press("Last")
    time.sleep(1)
    note("  after Last: " + (label("No ") or "?"))
    # The search runs ten seconds of search ahead of the board, then waits.
    idle("N = 32 browsing", settle=14.0)


def place_large():
    note("N = 20, Place queens: the mirror image of the first solution is numbered at once")
    set_n(20)
    press("Place queens", role="toggle button")
    wait_for(lambda: label("Click a square") is not None, "the place panel")
    first = subprocess.run(
        [os.environ.get("NQUEENS", "target/release/nqueens"), "export", "20", "--last", "1"],
        capture_output=True, text=True, check=True).stdout.splitlines()[1:]
    files = "abcdefghijklmnopqrstuvwxyzABCDEF"
    for row, line in enumerate(first):
        column = 19 - line.index("A")
        press(f"{files[column]}{20 - row}, empty")
    wait_for(lambda: label("This is solution No 39,029,188,884 of 39,029,188,884.") is not None,
             "the number of the mirrored board")
    idle("N = 20 placed board")
    note("N = 24, one queen: counting its completions is out of reach within the budget")
    set_n(24)
    press("d21, empty")
    wait_for(lambda: find("push button", name="Go on without a time limit", timeout=0.5)
             is not None, "the offer to go on", 20)
    note("  " + (label("The solutions that contain these queens were not counted within") or "?"))
    idle("N = 24 placed queen")


def x_window(name):
    found = subprocess.run(["xdotool", "search", "--name", name],
                           capture_output=True, text=True).stdout.split()
    return found[0] if found else None


def place_without_a_mouse():
    note("N = 8, Place queens by name and by keyboard: two queens on a diagonal")
    set_n(8)
    press("Place queens", role="toggle button")
    wait_for(lambda: label("Click a square") is not None, "the place panel")
    press("d5, empty")
    wait_for(lambda: find("push button", name="d5, queen", timeout=0.5) is not None,
             "d5 to become a queen")
    press("b3, empty")
    wait_for(lambda: label("• b3 and d5 share a diagonal") is not None, "the verdict")
    note("  " + (label("• b3") or "?"))
    press("Clear board")
    # The keyboard: the board takes the focus, the arrows move its cursor, Space places.
    subprocess.run(["xdotool", "windowfocus", "--sync", x_window("^N-Queens Studio$")],
                   check=True)
    board = find("table", prefix="Board, at") or find("grid", prefix="Board, at") \
        or next((node for node in nodes() if node.name.startswith("Board, at")), None)
    if board is None:
        fail("no board to focus")
        return
    board.queryComponent().grabFocus()
    time.sleep(0.5)
    # The cursor starts where the last click was: read it from the board's name.
    at = next(node.name for node in nodes() if node.name.startswith("Board, at "))
    start = at[len("Board, at "):].split(",")[0]
    target = chr(ord(start[0]) + 2) + str(int(start[1:]) - 1)
    subprocess.run(["xdotool", "key", "Right", "Right", "Down", "space"], check=True)
    wait_for(lambda: find("push button", name=f"{target}, queen", timeout=0.5) is not None,
             f"a queen on {target} from the keyboard, from {start}")
    note(f"  keyboard: from {start}, Right Right Down Space put a queen on {target}")
    press("Clear board")


def save_dialog():
    """Export… then Choose…: the desktop's own save dialog (xdg portal, GTK), a path typed
    there, and the file written. Only where window.sh started the portals."""
    if not os.environ.get("NQUEENS_PORTAL"):
        note("Save dialog: skipped (no xdg-desktop-portal-gtk)")
        return
    note("Export… and Choose…: the GTK save dialog through the xdg portal")
    set_n(8)
    press("Browse solutions", role="toggle button")
    press("Export…")
    press("Choose…")
    if not wait_for(lambda: x_window("^Export solutions$") is not None, "the save dialog", 30):
        return
    dialog = x_window("^Export solutions$")
    path = os.path.join(os.environ["HOME"], "answer-8.txt")
    subprocess.run(["xdotool", "windowfocus", "--sync", dialog], check=True)
    time.sleep(0.5)
    subprocess.run(["xdotool", "key", "ctrl+a"], check=True)
    subprocess.run(["xdotool", "type", "--delay", "20", path], check=True)
    subprocess.run(["xdotool", "key", "Return"], check=True)
    wait_for(lambda: label("Wrote 92 solutions") is not None, "the export through the dialog")
    with open(path, "rb") as written, open("tests/golden/eight_queens.txt", "rb") as golden:
        if written.read() != golden.read():
            fail("the file written through the save dialog is not the golden one")
    note("  " + (label("Wrote 92 solutions") or "?"))
    press("Close")
    wait_for(lambda: find("push button", name="Choose…", timeout=0.5) is None,
             "the export window to close")


def type_into(name, text):
    """Focuses the text field named `name` and types `text` there, as a user would."""
    field = find("text", name=name) or find("entry", name=name)
    if field is None:
        fail(f"no text field named {name!r}")
        return
    field.queryComponent().grabFocus()
    time.sleep(0.3)
    subprocess.run(["xdotool", "key", "ctrl+a", "BackSpace"], check=True)
    subprocess.run(["xdotool", "type", "--delay", "10", text], check=True)


def rss_kib(field):
    with open(f"/proc/{PID}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def read_bytes():
    """The bytes the app has read from files and pipes so far."""
    with open(f"/proc/{PID}/io") as io:
        for line in io:
            if line.startswith("rchar:"):
                return int(line.split()[1])
    return 0


def broken_answer():
    """The judge file of N = 8 with rows 3 and 4 of board No 14 swapped."""
    lines = subprocess.run([os.environ.get("NQUEENS", "target/release/nqueens"), "export", "8"],
                           capture_output=True, text=True, check=True).stdout.splitlines()
    first = 13 * 9
    lines[first + 3], lines[first + 4] = lines[first + 4], lines[first + 3]
    path = os.path.join(os.environ["HOME"], "broken-8.txt")
    with open(path, "w") as answer:
        answer.write("\n".join(lines) + "\n")
    return path


def check_a_file():
    """Check a file: a student's broken answer opened through the desktop's open dialog (or a
    typed path where there is no portal), the verdict and both boards read by name, the boards
    stepped through, the wrong one taken to the hand-made board, undone with Ctrl+Z, a board
    pasted with Ctrl+V from the real clipboard, and a picture saved."""
    note("Check a file: an answer whose board No 14 is not a solution")
    path = broken_answer()
    set_n(8)
    press("Check a file", role="toggle button")
    if os.environ.get("NQUEENS_PORTAL"):
        press("Open…")
        if wait_for(lambda: x_window("^Check an answer file$") is not None, "the open dialog", 30):
            dialog = x_window("^Check an answer file$")
            subprocess.run(["xdotool", "windowfocus", "--sync", dialog], check=True)
            time.sleep(0.5)
            # Ctrl+L opens the chooser's location field, where a path is typed.
            subprocess.run(["xdotool", "key", "ctrl+l"], check=True)
            time.sleep(0.5)
            subprocess.run(["xdotool", "type", "--delay", "20", path], check=True)
            time.sleep(0.5)
            subprocess.run(["xdotool", "key", "Return"], check=True)
            note("  opened through the GTK open dialog (xdg portal)")
    else:
        type_into("Answer file:", path)
        subprocess.run(["xdotool", "key", "Return"], check=True)
    verdict = "Line 123: not a solution: a4 and b5 share a diagonal"
    wait_for(lambda: label(verdict) is not None, "the verdict")
    for side in ("No 14 in your file: not a solution", "Expected here: solution No 14"):
        if label(side) is None:
            fail(f"no {side!r} over the boards")
    note("  " + (label("Line 123") or "?"))
    press("First")
    wait_for(lambda: label("Solution No 1: the same") is not None, "board No 1 of the file")
    press("Go to the problem")
    wait_for(lambda: label("The problem, at board No 14") is not None, "back at the problem")
    press("Edit on the hand-made board")
    wait_for(lambda: label("These queens attack each other:") is not None,
             "the file's board on the hand-made board")
    note("  the file's board on the hand-made board: " + (label("• ") or "?"))
    window = x_window("^N-Queens Studio$")
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True)
    subprocess.run(["xdotool", "key", "ctrl+z"], check=True)
    wait_for(lambda: label("0 of 8 queens placed") is not None, "Ctrl+Z to take it back")
    subprocess.run(["xdotool", "key", "ctrl+shift+z"], check=True)
    wait_for(lambda: label("8 of 8 queens placed") is not None, "Ctrl+Shift+Z to redo it")
    note("  Ctrl+Z took it back and Ctrl+Shift+Z brought it again")
    subprocess.run(["xclip", "-selection", "clipboard"], input=b"2 4 1 3", check=True)
    subprocess.run(["xdotool", "key", "ctrl+v"], check=True)
    wait_for(lambda: label("Placed 4 queens on a 4×4 board.") is not None, "Ctrl+V to paste")
    wait_for(lambda: label("This is solution No 1 of 2.") is not None, "the pasted board's verdict")
    note("  Ctrl+V pasted `2 4 1 3` from the clipboard: " + (label("This is solution") or "?"))
    picture = os.path.join(os.environ["HOME"], "board.png")
    press("Picture…")
    press("PNG", role="radio button")
    type_into("File:", picture)
    press("Save")
    wait_for(lambda: label("Saved ") is not None, "the picture")
    size = subprocess.run(["identify", "-format", "%wx%h", picture],
                          capture_output=True, text=True).stdout
    note(f"  Picture… wrote {picture}: {size} pixels")
    if size != "800x800":
        fail(f"the picture is {size!r}, not 800x800")
    press("Close")
    subprocess.run(["xdotool", "key", "ctrl+z"], check=True)
    wait_for(lambda: label("8 of 8 queens placed") is not None, "the paste undone, N = 8 again")
    idle("Place, after the paste and the picture")


def every_format():
    """Another judge's format: the columns written from the export window, as the command line
    writes them, and a LeetCode answer with a board given twice checked in the file view."""
    note("Every judge's format: the columns exported, a LeetCode answer checked")
    nqueens = os.environ.get("NQUEENS", "target/release/nqueens")
    set_n(8)
    press("Browse solutions", role="toggle button")
    press("Export…")
    press("Columns", role="radio button")
    wait_for(lambda: label("Size: 1.4 KiB (1,472 bytes)") is not None, "the columns' size")
    path = os.path.join(os.environ["HOME"], "columns-8.txt")
    type_into("File:", path)
    press("Write")
    wait_for(lambda: label("Wrote 92 solutions") is not None, "the columns' export")
    expected = subprocess.run([nqueens, "export", "8", "--format", "columns"],
                              capture_output=True, check=True).stdout
    with open(path, "rb") as written:
        if written.read() != expected:
            fail("the columns written by the window are not the command line's")
    note("  the window wrote the command line's columns: " + (label("Wrote 92") or "?"))
    press("Close")
    board = '[".Q....","...Q..",".....Q","Q.....","..Q...","....Q."]'
    answer = os.path.join(os.environ["HOME"], "leetcode-6.json")
    with open(answer, "w") as out:
        out.write(f"[{board},\n {board}]\n")
    press("Check a file", role="toggle button")
    type_into("Answer file:", answer)
    subprocess.run(["xdotool", "key", "Return"], check=True)
    verdict = "Line 2: a board given twice: solution No 1"
    wait_for(lambda: label(verdict) is not None, "the LeetCode verdict")
    for words in ("Read as LeetCode 51's answer", "Board 2 of your list: solution No 1"):
        if label(words) is None:
            fail(f"no {words!r} in the file view")
    note("  " + (label("Line 2") or "?"))


def check_a_large_file():
    """A judge file of 4.2 GB (N = 16) is checked with progress in bounded memory, the window
    stays quick, and Cancel stops it."""
    big = os.environ.get("NQUEENS_BIG_FILE")
    if not big:
        note("Check a 4 GB file: skipped (no NQUEENS_BIG_FILE)")
        return
    note("Check a file of N = 16, 4.2 GB: progress, bounded memory, Cancel")
    press("Check a file", role="toggle button")
    before = rss_kib("VmRSS")
    type_into("Answer file:", big)
    # Enter in the field checks the file, and leaves the field (no cursor blinking after).
    subprocess.run(["xdotool", "key", "Return"], check=True)
    wait_for(lambda: find("progress bar", name="Check progress", timeout=0.5) is not None,
             "the progress of the check")
    read_before = read_bytes()
    time.sleep(8)
    read = read_bytes() - read_before
    grown = rss_kib("VmRSS") - before
    note(f"  in 8 s: {read / 8 / 1e6:.0f} MB/s read; the app's memory grew by "
         f"{grown / 1024:.1f} MiB")
    if grown > 64 * 1024:
        fail(f"checking the large file grew the app by {grown / 1024:.0f} MiB")
    pressed = time.time()
    press("Cancel")
    wait_for(lambda: label("Cancelled: the check did not finish.") is not None, "the cancel")
    note(f"  Cancel answered in {time.time() - pressed:.2f} s (AT-SPI round trips included)")
    idle("Check a file, cancelled", settle=6.0)


def watch():
    note("Watch the search: playing at 4 steps a second repaints at that rate")
    set_n(8)
    press("Watch the search", role="toggle button")
    wait_for(lambda: find("push button", name="Play", timeout=0.5) is not None, "the watch panel")
    press("Play")
    time.sleep(2)
    used = sum(cpu_over(5).values())
    note(f"  playing at 4 steps/s: {used:.2f} CPU s in 5 s")
    if used > 1.5:
        fail(f"the animation at 4 steps/s used {used:.2f} CPU s in 5 s")
    press("Pause")
    idle("Watch, paused")
    note("Compare at N = 14, then N = 12: the comparison stops")
    set_n(14)
    press("Compare the variants for N = 14")
    time.sleep(1)
    set_n(12)
    wait_for(lambda: find("push button", name="Compare the variants for N = 12", timeout=0.5)
             is not None, "the comparison's button for N = 12")
    if find("label", name="Plain", timeout=0.5) is not None:
        fail("a table of the comparison of N = 14 under N = 12")
    idle("Watch after the comparison was dropped")
    press("Browse solutions", role="toggle button")
    wait_for(lambda: find("push button", name="Next", timeout=0.5) is not None, "the browser")
    set_n(8)
    wait_for(lambda: label("No 1 of 92") is not None, "back at N = 8")


def teach():
    """The program, the tree, the presentation and the animation of the search, at N = 4, 8
    and 12, as a teacher meets them."""
    note("Teaching: the program's line running, the tree and the presentation at N = 4, 8, 12")
    press("Watch the search", role="toggle button")
    for n in (4, 8, 12):
        set_n(n)  # a new N starts the search again
        press("Program", role="toggle button")
        for _ in range(3):
            press("Step")
        # Try, place, try: the second square tried is `canplace`'s, line 9 of the program.
        if not wait_for(lambda: label("Line 9, running now: if (canplace(row, col)) {",
                                      timeout=0.5) is not None, f"N = {n}: the lit line"):
            continue
        press("Search tree", role="toggle button")
        press("Play")
        time.sleep(3)
        used = sum(cpu_over(3).values())
        note(f"  N = {n}: playing with the tree shown: {used:.2f} CPU s in 3 s")
        if used > 1.5:
            fail(f"N = {n}: the tree at 4 steps/s used {used:.2f} CPU s in 3 s")
        press("Pause")
        subprocess.run(["import", "-window", "root", f"target/e2e/teach-tree-{n}.png"],
                       check=True)
    note("  the presentation, stepped by a clicker's keys")
    set_n(4)
    press("Present to a class")
    wait_for(lambda: find("push button", name="Leave (Esc)", timeout=0.5) is not None,
             "the presentation")
    window = x_window("^N-Queens Studio$")
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False)
    for key in ("Right", "Next", "space"):
        subprocess.run(["xdotool", "key", key], check=True)
        time.sleep(0.3)
    wait_for(lambda: label("Trying a3", timeout=0.5) is not None, "three steps by the keys")
    subprocess.run(["import", "-window", "root", "target/e2e/teach-present.png"], check=True)
    subprocess.run(["xdotool", "key", "Escape"], check=True)
    wait_for(lambda: find("push button", name="Present to a class", timeout=0.5) is not None,
             "the presentation left")
    note("  Save animation… at N = 4: a GIF a frame a step")
    gif = os.path.join(os.environ["HOME"], "search.gif")
    press("Save animation…")
    wait_for(lambda: label("First step:", timeout=0.5) is not None, "the animation window")
    type_into("File:", gif)
    press("Save GIF")
    wait_for(lambda: label("Saved ", timeout=0.5) is not None, "the animation saved", timeout=60)
    frames = subprocess.run(["identify", gif], capture_output=True, text=True).stdout
    count = len(frames.splitlines())
    note(f"  {gif}: {count} frames")
    if count < 3:
        fail(f"the animation has {count} frames")
    press("Browse solutions", role="toggle button")
    set_n(8)


def resize(width, height):
    window = subprocess.run(["xdotool", "search", "--name", "^N-Queens Studio$"],
                            capture_output=True, text=True).stdout.split()
    if not window:
        fail("no X window titled N-Queens Studio")
        return
    subprocess.run(["xdotool", "windowsize", window[0], str(width), str(height)], check=True)
    time.sleep(1.5)


def extents(node):
    box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return box.x, box.y, box.width, box.height


def min_size():
    """At the app's minimum size, every control is inside the window, for N = 1, 4, 8 and 27 in
    every mode; a screenshot of each is left in target/e2e/."""
    note("The minimum window, 800x560: every control within reach")
    resize(800, 560)
    frame = app().getChildAtIndex(0)
    fx, fy, fw, fh = extents(frame)
    roles = {"push button", "toggle button", "check box", "label", "spin button", "slider",
             "radio button", "progress bar"}
    for n in (1, 4, 8, 27):
        set_n(n)
        for mode in ("Browse solutions", "Place queens", "Watch the search", "Check a file"):
            press(mode, role="toggle button")
            time.sleep(1.5)
            outside = []
            for node in nodes():
                try:
                    if node.getRoleName() not in roles or not node.name:
                        continue
                    x, y, w, h = extents(node)
                except Exception:
                    continue
                # Below the bottom is what the side panel scrolls to; across a side is cut.
                if x < fx - 1 or x + w > fx + fw + 1 or y < fy - 1:
                    outside.append(f"{node.name!r} at {x},{y} {w}x{h}")
            if outside:
                fail(f"N = {n}, {mode}: outside the {fw}x{fh} window: " + "; ".join(outside[:5]))
            shot = f"target/e2e/min-n{n}-{mode.split()[0].lower()}.png"
            subprocess.run(["import", "-window", "root", "-crop", "800x560+0+0", shot], check=True)
        note(f"  N = {n}: every mode checked")
    press("Browse solutions", role="toggle button")
    set_n(8)
    resize(1200, 800)


def inside_the_window(what):
    """No label or button reaches past the window's right edge (a long number pushing the side
    panel off it)."""
    frame = app().getChildAtIndex(0)
    fx, fy, fw, fh = extents(frame)
    outside = []
    for node in nodes():
        try:
            if node.getRoleName() not in ("label", "push button") or not node.name:
                continue
            x, y, w, h = extents(node)
        except Exception:
            continue
        if x < fx - 1 or x + w > fx + fw + 1:
            outside.append(f"{node.name!r} at {x},{y} {w}x{h}")
    if outside:
        fail(f"{what}: past the edge of the {fw}x{fh} window: " + "; ".join(outside[:5]))


def every_press_counts():
    note("N = 27: ten presses of Next 20 ms apart, as a screen reader can send them")
    set_n(27)
    wait_for(lambda: label("No 1 of") is not None, "the first solution of N = 27", 60)
    node = find("push button", name="Next")
    for _ in range(10):
        node.queryAction().doAction(0)
        time.sleep(0.02)
    if wait_for(lambda: label("No 11 of", timeout=0.2) is not None, "No 11 of N = 27",
                timeout=10.0, quiet=True):
        note("  " + (label("No ") or "?") + ": every press counted")
    else:
        fail(f"ten presses of Next from No 1 showed {label('No ') or '?'}, not No 11")


def far_jumps():
    note("Far jumps: answered at once, estimated, out of reach, and nothing left computing")
    # N = 22: its first rows are not shipped, so a far jump counts for minutes (N = 17 to 21
    # ship theirs, and N = 20's No 20,000,000,000 is found in seconds).
    set_n(22)
    wait_for(lambda: label("No 1 of 2,691,008,701,644") is not None, "No 1 of N = 22")
    # Keys go to the window that has the focus; with no window manager, nothing gives it.
    subprocess.run(["xdotool", "windowfocus", "--sync", x_window("^N-Queens Studio$")],
                   check=True)
    type_into("Go to No", "1000000000000")
    # Enter in the field jumps, and leaves the field (no cursor blinking after).
    pressed = time.time()
    subprocess.run(["xdotool", "key", "Return"], check=True)
    looking = lambda: label("Looking for No 1,000,000,000,000", timeout=0.2) is not None
    if wait_for(looking, "the board area to say it looks for No 1,000,000,000,000", 5):
        note(f"  the board area said so within {time.time() - pressed:.2f} s")
    inside_the_window("N = 22, looking for No 1,000,000,000,000")
    wait_for(lambda: find("push button", name="Find it anyway", timeout=0.2) is not None,
             "the estimate of No 1,000,000,000,000", 15)
    note("  " + (label("No 1,000,000,000,000 was not found") or "?"))
    inside_the_window("N = 22, the estimate of No 1,000,000,000,000")
    idle("N = 22, a far jump waiting for an answer")
    # Found anyway: the worker's lanes count, and the window that waits for them costs them
    # next to nothing (it redraws four times a second).
    press("Find it anyway")
    time.sleep(2)
    used = cpu_over(5)
    window = {name: spent for name, spent in used.items() if not is_lane(name)}
    work = sum(spent for name, spent in used.items() if is_lane(name))
    waiting = sum(window.values())
    shares = ", ".join(f"{name} {spent / 5:.1%}" for name, spent in sorted(window.items()))
    note(f"  finding it: the lanes {work / 5:.0%} of a core, the window's threads "
         f"{waiting / 5:.1%} ({shares or 'nothing'})")
    # Four frames a second of the whole window in software cost about a twentieth of a core.
    if waiting / 5 > 0.08:
        fail(f"the window's threads used {waiting / 5:.1%} of a core while a far jump ran")
    for _ in range(4):
        note("  " + (label("Looking for No 1,000,000,000,000", timeout=1) or "?"))
        note("  " + (label("Counting the solutions", timeout=1) or "?"))
        time.sleep(5)
    press("Cancel")
    wait_for(lambda: label("No 1 of 2,691,008,701,644") is not None, "back at No 1")

    set_n(27)
    wait_for(lambda: label("No 1 of 234,907,967,154,122,528") is not None, "No 1 of N = 27")
    type_into("Go to No", "100000000000000000")
    subprocess.run(["xdotool", "key", "Return"], check=True)
    wait_for(lambda: label("No 100,000,000,000,000,000 is out of reach", timeout=0.2) is not None,
             "No 10^17 of N = 27 said to be out of reach", 15)
    note("  " + (label("No 100,000,000,000,000,000 is out of reach") or "?"))
    inside_the_window("N = 27, out of reach")
    idle("N = 27 after a jump out of reach", settle=12.0)
    set_n(8)
    wait_for(lambda: label("No 1 of 92") is not None, "back at N = 8")


def programs_left():
    """The student's programs still running: each runs from a build folder of its own."""
    found = subprocess.run(["pgrep", "-f", "nqueens-judge-"], capture_output=True, text=True)
    return found.stdout.split()


def judge_a_program():
    """Check my program: the student's C programs of tests/programs judged in the real window,
    the verdict and the boards read by name, an endless loop stopped at the time limit and a
    sleeping one by Cancel, leaving no process behind, and no CPU used once judged."""
    note("Check my program: a program that leaves out solution No 5")
    programs = os.path.join(os.getcwd(), "tests", "programs")
    # The keys typed go to the window only once it has the focus, as a desktop gives it.
    subprocess.run(["xdotool", "windowfocus", "--sync", x_window("^N-Queens Studio$")],
                   check=True)
    press("Check a file", role="toggle button")
    type_into("Program:", os.path.join(programs, "missing_board.c"))
    # Enter in the field judges, and leaves the focus on Run and judge (no caret blinking).
    subprocess.run(["xdotool", "key", "Return"], check=True)
    if wait_for(lambda: label("Wrong Answer") is not None, "the verdict Wrong Answer"):
        for words in ("Line 37: solution No 5 is missing here", "Your program's No 6",
                      "Expected here: solution No 5", "Built with: "):
            if label(words) is None:
                fail(f"no label starting {words!r} after the verdict")
    idle("a program judged")
    note("Check my program: an endless loop, at the time limit")
    type_into("Program:", os.path.join(programs, "endless_loop.c"))
    # Enter in the field judges, and leaves the focus on Run and judge (no caret blinking).
    subprocess.run(["xdotool", "key", "Return"], check=True)
    wait_for(lambda: label("Running endless_loop.c") is not None, "the program running")
    used = cpu_over(0.5)
    ours = sum(spent for name, spent in used.items() if name != "judge")
    note(f"  the window's own threads while it runs: {ours:.2f} CPU s in 0.5 s")
    if wait_for(lambda: label("Time Limit Exceeded") is not None, "Time Limit Exceeded"):
        if programs_left():
            fail(f"programs left running: {programs_left()}")
    note("Check my program: a program that sleeps, cancelled")
    type_into("Program:", os.path.join(programs, "sleeps.c"))
    # Enter in the field judges, and leaves the focus on Run and judge (no caret blinking).
    subprocess.run(["xdotool", "key", "Return"], check=True)
    wait_for(lambda: label("Running sleeps.c") is not None, "the program running")
    started = time.time()
    press("Cancel")
    wait_for(lambda: label("Cancelled: the program was not judged") is not None, "the cancel")
    note(f"  cancelled in {time.time() - started:.2f} s")
    wait_for(lambda: not programs_left(), "the cancelled program to end", timeout=5)
    idle("a judging cancelled")


STEPS = [min_size, browse_small, browse_sixteen, count_all, browse_thirty_two,
         every_press_counts, far_jumps, place_large, place_without_a_mouse, save_dialog,
         check_a_file, every_format, check_a_large_file, judge_a_program, watch, teach]


def main():
    app()
    # NQUEENS_E2E_ONLY=teach,watch runs only those steps, to try one while working on it.
    only = os.environ.get("NQUEENS_E2E_ONLY")
    for step in STEPS:
        if only is None or step.__name__ in only.split(","):
            step()
    if FAILURES:
        note(f"{len(FAILURES)} failure(s)")
        sys.exit(1)
    note("all checks passed")


if __name__ == "__main__":
    main()
