/* Prints the first header for ever: Output Limit Exceeded. */
#include <stdio.h>
int main(void) {
    for (;;) {
        fputs("No 1:\n", stdout);
    }
}
