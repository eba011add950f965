/* USACO's Checker Challenge for N = 6 (the first three solutions as columns, then the
 * count), a line at a time with a flush after each, as C++'s endl does: Accepted, the format
 * told from the lines however they come. */
#include <stdio.h>
#include <unistd.h>
int main(void) {
    const char *lines[] = {"2 4 6 1 3 5\n", "3 6 2 5 1 4\n", "4 1 5 2 6 3\n", "4\n"};
    for (int i = 0; i < 4; i++) {
        fputs(lines[i], stdout);
        fflush(stdout);
        usleep(2000);
    }
    return 0;
}
