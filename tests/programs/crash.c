/* Ten boards, then a write through a null pointer: Runtime Error (SIGSEGV). */
#define CRASH_AFTER 10
#include "queens.h"
