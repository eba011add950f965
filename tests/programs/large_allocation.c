/* Fills 64 MB: Memory Limit Exceeded under 10,000 KB. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    size_t size = 64u << 20;
    char *volatile block = malloc(size);
    if (block == NULL) {
        return 1;
    }
    long sum = 0;
    for (size_t at = 0; at < size; at += 1024) {
        block[at] = (char)at;
    }
    for (size_t at = 0; at < size; at += 1024) {
        sum += block[at];
    }
    printf("%ld\n", sum);
    return 0;
}
