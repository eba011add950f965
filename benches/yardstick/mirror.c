/* A plain bitboard counter with the left-right mirror, in the style of Jeff Somers' classic:
 * a yardstick the counting figures of docs/performance.md are measured against, side by
 * side on one machine. Build: gcc -O3 -march=native -o mirror mirror.c; run: ./mirror N */
#include <stdio.h>
#include <stdlib.h>

static unsigned full;

static unsigned long long solve(unsigned columns, unsigned down_right, unsigned down_left)
{
    if (columns == full)
        return 1;
    unsigned long long count = 0;
    unsigned free = full & ~(columns | down_right | down_left);
    while (free) {
        unsigned bit = free & -free;
        free ^= bit;
        count += solve(columns | bit, (down_right | bit) << 1, (down_left | bit) >> 1);
    }
    return count;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 8;
    if (n < 1 || n > 31) {
        fprintf(stderr, "mirror: N must be 1 to 31\n");
        return 2;
    }
    full = (1u << n) - 1;
    unsigned long long total = 0;
    /* First-row queens in the left half count twice; the middle column of an odd board once. */
    for (int column = 0; column < n / 2; column++) {
        unsigned bit = 1u << column;
        total += 2 * solve(bit, bit << 1, bit >> 1);
    }
    if (n % 2) {
        unsigned bit = 1u << (n / 2);
        total += solve(bit, bit << 1, bit >> 1);
    }
    printf("%llu\n", total);
    return 0;
}
