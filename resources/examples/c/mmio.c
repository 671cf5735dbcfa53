/* Keyboard and Display MMIO through volatile pointers (RARS's tool, `rarslite run --kdmmio`):
   prints a prompt on the display, then echoes typed keys in upper case until Enter. */
#include "syscalls.h"

#define RECEIVER_CONTROL ((volatile unsigned int *)0xffff0000)
#define RECEIVER_DATA ((volatile unsigned int *)0xffff0004)
#define TRANSMITTER_CONTROL ((volatile unsigned int *)0xffff0008)
#define TRANSMITTER_DATA ((volatile unsigned int *)0xffff000c)

static void display_char(char c)
{
    while ((*TRANSMITTER_CONTROL & 1) == 0)
        ; /* wait until the display is ready */
    *TRANSMITTER_DATA = (unsigned char)c;
}

static char read_key(void)
{
    while ((*RECEIVER_CONTROL & 1) == 0)
        ; /* wait for a key */
    return (char)*RECEIVER_DATA;
}

int main(void)
{
    const char *prompt = "Type: ";
    for (const char *p = prompt; *p; p++)
        display_char(*p);
    int count = 0;
    for (;;) {
        char c = read_key();
        if (c == '\n')
            break;
        if (c >= 'a' && c <= 'z')
            c = (char)(c - 'a' + 'A');
        display_char(c);
        count++;
    }
    display_char('\n');
    print_str("keys: ");
    print_int(count);
    print_str("\n");
    return 0;
}
