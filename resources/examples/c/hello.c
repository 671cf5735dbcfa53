/* Hello, world without a C library: write(1, ...) is ecall 64 in RARS and in Linux. */
#include "syscalls.h"

static const char greeting[] = "Hello, world!\n";

int main(void)
{
    sys_write(1, greeting, sizeof greeting - 1);
    return 0;
}
