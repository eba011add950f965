/* Waits and uses no CPU time: Time Limit Exceeded by the clock. */
#include <unistd.h>
int main(void) {
    sleep(600);
    return 0;
}
