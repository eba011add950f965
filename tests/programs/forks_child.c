/* Starts a child that sleeps for a minute, says its number on standard error, then prints
 * the answer and returns: Accepted, and the child is ended with it. */
#include <unistd.h>
#define AT_START                                                                           \
    pid_t child = fork();                                                                  \
    if (child == 0) {                                                                      \
        sleep(60);                                                                         \
        return 0;                                                                          \
    }                                                                                      \
    fprintf(stderr, "child %d\n", (int)child);
#include "queens.h"
