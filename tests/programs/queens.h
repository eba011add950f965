/* The seed problem's answer (seeds/000: every solution of the eight queens in the judge's
 * order, each as `No k:` and eight rows of `A` and `.`), with hooks that break it the ways
 * students' programs break: each fixture of tests/judge.rs defines one and includes this. */
#include <stdio.h>
#include <stdlib.h>

#ifndef ROW_END
#define ROW_END "\n"
#endif

#define MOST_SOLUTIONS 15000
#define LARGEST_N 12

static int n = 8, found, a[LARGEST_N];
static int solutions[MOST_SOLUTIONS][LARGEST_N];

static int can_place(int row, int col) {
    for (int above = 0; above < row; above++) {
        if (a[above] == col || abs(a[above] - col) == row - above) {
            return 0;
        }
    }
    return 1;
}

static void search(int row) {
    if (row == n) {
        for (int r = 0; r < n; r++) {
            solutions[found][r] = a[r];
        }
        found++;
        return;
    }
    for (int col = 0; col < n; col++) {
        if (can_place(row, col)) {
            a[row] = col;
            search(row + 1);
        }
    }
}

static void print_board(int number, const int *queens) {
    printf("No %d:\n", number);
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
            putchar(queens[r] == c ? 'A' : '.');
        }
        fputs(ROW_END, stdout);
    }
}

int main(void) {
#ifdef AT_START
    AT_START
#endif
#ifdef READS_N
    if (scanf("%d", &n) != 1 || n < 1 || n > LARGEST_N) {
        return 1;
    }
#endif
    search(0);
    for (int k = 1; k <= found; k++) {
        int shown = k;
#ifdef SWAP
        if (k == SWAP) {
            shown = k + 1;
        } else if (k == SWAP + 1) {
            shown = k - 1;
        }
#endif
#ifdef SKIP
        if (k == SKIP) {
            continue;
        }
#endif
        print_board(k, solutions[shown - 1]);
#ifdef CRASH_AFTER
        if (k == CRASH_AFTER) {
            fflush(stdout);
            *(volatile int *)0 = 1;
        }
#endif
    }
    return 0;
}
