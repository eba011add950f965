/* The answer, then `return 1`: Runtime Error (exit code 1), as judges say it. */
#include <stdio.h>
#define main queens_main
#include "queens.h"
#undef main
int main(void) {
    queens_main();
    return 1;
}
