/* Output helpers for programs built without a C library. */
#include "syscalls.h"

unsigned long str_len(const char *s)
{
    unsigned long n = 0;
    while (s[n] != '\0')
        n++;
    return n;
}

void print_str(const char *s)
{
    sys_write(1, s, str_len(s));
}

void print_int(int value)
{
    char buf[12];
    int i = sizeof buf;
    unsigned int u = value < 0 ? -(unsigned int)value : (unsigned int)value;
    do {
        buf[--i] = (char)('0' + u % 10);
        u /= 10;
    } while (u != 0);
    if (value < 0)
        buf[--i] = '-';
    sys_write(1, buf + i, sizeof buf - i);
}
