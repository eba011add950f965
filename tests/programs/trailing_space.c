/* A space at the end of every row: Presentation Error. */
#define ROW_END " \n"
#include "queens.h"
