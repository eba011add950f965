/* Solutions No 3 and No 4 printed in each other's place: Wrong Answer, at the line of No 3. */
#define SWAP 3
#include "queens.h"
