# crt0: the program's first instructions (the linker script puts .text.start first and the
# ELF entry point is _start). The loader already set sp (RARS: 0x7fffeffc); the C ABI wants it
# 16-byte aligned. gp is set for the linker's gp-relative accesses to small data.
    .section .text.start, "ax"
    .weak __bss_start, __bss_end   # rars.ld defines them; without them nothing is cleared
    .globl _start
_start:
    .option push
    .option norelax          # gp itself must not be computed relative to gp
    la    gp, __global_pointer$
    .option pop
    andi  sp, sp, -16
    la    t0, __bss_start    # zero .bss (RARS's memory starts zeroed, other loaders may not)
    la    t1, __bss_end
1:  bgeu  t0, t1, 2f
    sw    zero, 0(t0)
    addi  t0, t0, 4
    j     1b
2:  li    a0, 0              # argc, argv: none
    li    a1, 0
    call  main
    li    a7, 93             # exit(main's result): RARS's Exit2, Linux's exit
    ecall
