/* A missing semicolon: Compile Error. */
int main(void) {
    return 0
}
