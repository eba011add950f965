/* Starts a child that leaves the program's process group (a session of its own) and holds its
 * output for twenty seconds; says its number on standard error, then prints the answer and
 * returns: Accepted, the judge not waiting for the child (which it cannot follow). */
#include <unistd.h>
#define AT_START                                                                           \
    pid_t child = fork();                                                                  \
    if (child == 0) {                                                                      \
        setsid();                                                                          \
        close(2);                                                                          \
        sleep(20);                                                                         \
        return 0;                                                                          \
    }                                                                                      \
    fprintf(stderr, "child %d\n", (int)child);                                             \
    fflush(stderr);
#include "queens.h"
