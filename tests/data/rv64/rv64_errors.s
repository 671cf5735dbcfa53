.data
x: .dword 5
.text
main:
        slliw t0, t0, 32
        sd   t1, x, t2
        ld   t1, x(t2)
        lwu  t1, x
        li   t0, 99999999999999999999
        addiw t0, t0, 2048
        srai t0, t0, 65
        li   t0, -9223372036854775808
        li   a7, 10
        ecall
