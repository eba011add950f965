/* Never ends: Time Limit Exceeded. */
int main(void) {
    volatile unsigned long spins = 0;
    for (;;) {
        spins++;
    }
}
