/* Reads standard input (read is ecall 63) and writes it back in upper case; also uses the
   D extension for the average line length. */
#include "syscalls.h"

int main(void)
{
    char buf[64];
    long n;
    int lines = 0, chars = 0;
    while ((n = sys_read(0, buf, sizeof buf)) > 0) {
        for (long i = 0; i < n; i++) {
            if (buf[i] >= 'a' && buf[i] <= 'z')
                buf[i] = (char)(buf[i] - 'a' + 'A');
            if (buf[i] == '\n')
                lines++;
            else
                chars++;
        }
        sys_write(1, buf, (unsigned long)n);
    }
    double average = lines ? (double)chars / lines : 0.0;
    print_str("average line length x100: ");
    print_int((int)(average * 100.0 + 0.5));
    print_str("\n");
    return lines;
}
