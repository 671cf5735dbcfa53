/* A tiny system-call layer: RARS's ecall numbers for these are Linux's (a7 = number,
   arguments in a0..a2, result in a0), so the same program runs in rarslite and qemu-riscv32. */
#ifndef SYSCALLS_H
#define SYSCALLS_H

#define SYS_READ 63
#define SYS_WRITE 64
#define SYS_EXIT 93

static inline long syscall3(long n, long a, long b, long c)
{
    register long a0 __asm__("a0") = a;
    register long a1 __asm__("a1") = b;
    register long a2 __asm__("a2") = c;
    register long a7 __asm__("a7") = n;
    __asm__ volatile("ecall" : "+r"(a0) : "r"(a1), "r"(a2), "r"(a7) : "memory");
    return a0;
}

static inline long sys_write(int fd, const void *buf, unsigned long len)
{
    return syscall3(SYS_WRITE, fd, (long)buf, (long)len);
}

static inline long sys_read(int fd, void *buf, unsigned long len)
{
    return syscall3(SYS_READ, fd, (long)buf, (long)len);
}

static inline __attribute__((noreturn)) void sys_exit(int code)
{
    syscall3(SYS_EXIT, code, 0, 0);
    __builtin_unreachable();
}

/* Small helpers on top (syscalls.c). */
unsigned long str_len(const char *s);
void print_str(const char *s);
void print_int(int value);

#endif
