# random FP program (seed 229:4)
        .data
        .align 3
init:
        .word 0xc8dba768, 0xffffffff
        .word 0xb2080fe3, 0xffffffff
        .word 0x6bdc68a6, 0xc017f4da
        .word 0x473e3940, 0xffffffff
        .word 0xeffb9d7a, 0xc1b2f91e
        .word 0x00000000, 0xc1e00000
        .word 0xc0ff86ea, 0xffffffff
        .word 0x00000000, 0x7ff80000
        .word 0x404b5a0c, 0x41b5696b
        .word 0x00000000, 0x3fe00000
        .word 0xfa9a641c, 0x41be25b9
        .word 0x682cddfc, 0xc01c7669
        .word 0x48b3bc59, 0xffffffff
        .word 0x007fffff, 0xffffffff
        .word 0x40200000, 0xffffffff
        .word 0x3f000000, 0xffffffff
        .word 0x00000001, 0x00000000
        .word 0x7f800000, 0xffffffff
        .word 0x0c89cc78, 0x41ab833c
        .word 0x7f800000, 0xffffffff
        .word 0x0bc43872, 0xc1ca353a
        .word 0x7f7fffff, 0xffffffff
        .word 0x00000000, 0x3fe00000
        .word 0xcf000000, 0xffffffff
        .word 0xa0770ca3, 0xffffffff
        .word 0xe6f8b9ce, 0xc1bcc698
        .word 0xc3183bb8, 0xc1b42334
        .word 0x7f7fffff, 0xffffffff
        .word 0x3fc00000, 0xffffffff
        .word 0xfee5dfe1, 0xb4af98b2
        .word 0xff800000, 0xffffffff
        .word 0xca37170d, 0x0aeb1dd6
buf:    .space 8
sp1:    .space 4
        .text
        la t0, init
        fld f0, 0(t0)
        fld f1, 8(t0)
        fld f2, 16(t0)
        fld f3, 24(t0)
        fld f4, 32(t0)
        fld f5, 40(t0)
        fld f6, 48(t0)
        fld f7, 56(t0)
        fld f8, 64(t0)
        fld f9, 72(t0)
        fld f10, 80(t0)
        fld f11, 88(t0)
        fld f12, 96(t0)
        fld f13, 104(t0)
        fld f14, 112(t0)
        fld f15, 120(t0)
        fld f16, 128(t0)
        fld f17, 136(t0)
        fld f18, 144(t0)
        fld f19, 152(t0)
        fld f20, 160(t0)
        fld f21, 168(t0)
        fld f22, 176(t0)
        fld f23, 184(t0)
        fld f24, 192(t0)
        fld f25, 200(t0)
        fld f26, 208(t0)
        fld f27, 216(t0)
        fld f28, 224(t0)
        fld f29, 232(t0)
        fld f30, 240(t0)
        fld f31, 248(t0)
        li s2, 0x7fffffff
        li s3, 0x9c678815
        li s4, 0xffffffff
        li s5, 0x80000000
        li s6, 0x00000035
        li s7, 0x01000001
        li s8, 0xffffff9f
        li s9, 0x5aeb5fab
        li s10, 0x00000039
        li s11, 0x0000000e
        fmax.s f9, f13, f0
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f8, f30, f26
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s8, f7, f23
        mv a0, s8
        jal hex
        jal pcsr
        fmadd.d f18, f28, f1, f18
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f10, f14, rmm
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f7, f14, f26, rdn
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f10, f17, f16, f17, rmm
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f9, f28, f9
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f25, f21, f19
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f27, s9
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f21, f3, f2, f11
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s7, f10, f18
        mv a0, s7
        jal hex
        jal pcsr
        fmadd.d f4, f4, f22, f8, rne
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f4, f31, f26
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f18, f8, f23, rne
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f9, f14, f0, f24
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f18, f9, f23, f13, rne
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f5, f20, f0
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f20, f17, f9, f23, rup
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f5, f21, f12, f9, rne
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f27, 0(t0)
        flw f2, 0(t0)
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        fcvt.w.s s11, f11
        mv a0, s11
        jal hex
        jal pcsr
        fmax.d f3, f27, f13
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f9, f5, f21
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s8, f23, f12
        mv a0, s8
        jal hex
        jal pcsr
        fcvt.d.s f16, f4, rtz
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f15, f29, f8
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f23, f27, f13
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s11, f30, f18
        mv a0, s11
        jal hex
        jal pcsr
        fnmadd.s f1, f7, f12, f18
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f11, s5, rup
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f27, f19, f24, f15, rne
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f23, f8, f4, rtz
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f15, f7, f5, rtz
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f11, f14, f5
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f14, f6, f25, f14
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f7, 0(t0)
        flw f21, 0(t0)
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        fmul.d f31, f17, f16
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s8, f19, f21
        mv a0, s8
        jal hex
        jal pcsr
        fclass.d s10, f14
        mv a0, s10
        jal hex
        jal pcsr
        fcvt.d.s f26, f18, rne
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f14, f1, rne
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 0
        fsrm t1
        jal pcsr
        fnmadd.s f20, f1, f22, f6, rtz
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f26, f25, f2, f13, rtz
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f19, f15, f4
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f14, f24, f11, f18, dyn
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f0, f4, f0
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s11, f25, f25
        mv a0, s11
        jal hex
        jal pcsr
        fmax.d f19, f20, f7
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f19, f20, f15, f5, rup
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f11, f16, f14, f29, rne
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s5, f15, rmm
        mv a0, s5
        jal hex
        jal pcsr
        fmsub.d f25, f0, f11, f23, dyn
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f30, s6, rmm
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f2, f28, f31, f14
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f16, f19, f0, f18, rup
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f14, f1, f4
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        fmin.d f19, f8, f1
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f24, f9, rup
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s6, f4, f17
        mv a0, s6
        jal hex
        jal pcsr
        fmsub.d f22, f6, f5, f3, rup
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f8, f24, f12
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f29, f19, f27
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f24, f16, f30, f21
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f29, f15
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f31, f18, f13
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f14, f10, f6, rmm
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f8, f26, f31
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s11, f8, f0
        mv a0, s11
        jal hex
        jal pcsr
        fsgnjx.s f30, f28, f22
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s11, f19
        mv a0, s11
        jal hex
        jal pcsr
        fcvt.s.w f27, s11, rmm
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f28, s9, rtz
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s11, f18
        mv a0, s11
        jal hex
        jal pcsr
        fcvt.s.wu f28, s2, rup
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s7, f10, f15
        mv a0, s7
        jal hex
        jal pcsr
        fmadd.s f17, f14, f0, f31, rup
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f3, f0, f9, rup
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f24, f31, f5
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f27, 0(t0)
        flw f21, 0(t0)
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        fclass.s s11, f7
        mv a0, s11
        jal hex
        jal pcsr
        flt.s s7, f8, f15
        mv a0, s7
        jal hex
        jal pcsr
        fsgnjn.d f6, f16, f19
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f27, f21, f10, f1
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f7, f24, f6
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s5, f17
        mv a0, s5
        jal hex
        jal pcsr
        fle.d s9, f18, f30
        mv a0, s9
        jal hex
        jal pcsr
        fmin.d f29, f30, f7
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s5, f9, f29
        mv a0, s5
        jal hex
        jal pcsr
        fle.d s5, f11, f2
        mv a0, s5
        jal hex
        jal pcsr
        fsgnjn.s f2, f23, f22
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f9, f13, f5
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f16, f17, f28
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f14, f14, f23
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f26, 0(t0)
        flw f7, 0(t0)
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        fmadd.d f13, f19, f21, f30, dyn
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f24, s10, rtz
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f9, f20, rne
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f6, f28, f14
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f21, s9, rne
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f30, f25, f5
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s8, f13, f19
        mv a0, s8
        jal hex
        jal pcsr
        fcvt.s.wu f13, s10, rmm
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s7, f16, f8
        mv a0, s7
        jal hex
        jal pcsr
        fcvt.s.d f5, f24, rdn
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f2, f31, f27, f19
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f0, f23, f14, f23, rmm
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f28, f2, rmm
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s5, f15, f20
        mv a0, s5
        jal hex
        jal pcsr
        la t0, sp1
        fsw f14, 0(t0)
        flw f3, 0(t0)
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        flt.s s10, f5, f5
        mv a0, s10
        jal hex
        jal pcsr
        fcvt.s.w f11, s3, rtz
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f23, f23, f8, f13
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f10, s2
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f1, f27, f21, f27
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f2, 0(t0)
        flw f30, 0(t0)
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        fsgnj.d f30, f20, f3
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f19, f15, f0
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f2, s2, rdn
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        fsqrt.d f20, f16
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s4, f30, rne
        mv a0, s4
        jal hex
        jal pcsr
        fnmadd.d f8, f0, f16, f25
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f19, f17, f23, rdn
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f10, f2, f16, f1
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f27, f22, f29, f20, dyn
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f26, f17, f29, f1, rmm
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f23, f22, f31, f30
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fmin.s f28, f31, f2
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s2, f28, rdn
        mv a0, s2
        jal hex
        jal pcsr
        fcvt.s.d f9, f20
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f8, f25, f2, f0, rne
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f9, f16, f6, rup
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s6, f6
        mv a0, s6
        jal hex
        jal pcsr
        fsgnj.s f25, f6, f15
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f10, f5, f23, f8
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f28, f11, f8, rdn
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f14, f3, f30, f18
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f25, f5, f5
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f11, f19, f5
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f5, f17, f31, dyn
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f15, f10, f2, f8, rne
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s2, f18
        mv a0, s2
        jal hex
        jal pcsr
        fcvt.s.wu f19, s8, rtz
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f2, f1, f29, f18, rne
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f13, 0(t0)
        flw f16, 0(t0)
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        fcvt.d.w f2, s3, rmm
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f16, s11, rup
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s2, f16, rdn
        mv a0, s2
        jal hex
        jal pcsr
        fle.s s2, f21, f25
        mv a0, s2
        jal hex
        jal pcsr
        fsgnj.d f1, f16, f29
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f1, s6, dyn
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f31, f1, f18
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f4, f12, f20, rmm
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f4, f16, dyn
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f29, f22, f0, f17, rmm
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f1, f12, f21, f27, rtz
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f1, f11, f4, f26, rtz
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f13, s5, rup
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f10, f20, f1, f8
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f14, f19, rtz
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f24, f24, f4
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f19, f1, f27, rne
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f4, f26, f0
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f25, f27
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s6, f9, rtz
        mv a0, s6
        jal hex
        jal pcsr
        fcvt.wu.d s5, f11, rne
        mv a0, s5
        jal hex
        jal pcsr
        fcvt.wu.s s10, f9
        mv a0, s10
        jal hex
        jal pcsr
        fcvt.w.s s6, f14
        mv a0, s6
        jal hex
        jal pcsr
        fmv.w.x f23, s4
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f14, f31, f16, f4
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f2, f16, f30
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f24, f22, f31, f31, rne
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        feq.s s11, f28, f25
        mv a0, s11
        jal hex
        jal pcsr
        flt.s s6, f26, f4
        mv a0, s6
        jal hex
        jal pcsr
        fcvt.wu.s s7, f4, rmm
        mv a0, s7
        jal hex
        jal pcsr
        fcvt.wu.d s7, f13, rup
        mv a0, s7
        jal hex
        jal pcsr
        fsgnj.s f2, f19, f7
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 2
        fsrm t1
        jal pcsr
        fcvt.s.d f2, f15, rtz
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s11, f26, f24
        mv a0, s11
        jal hex
        jal pcsr
        fmin.d f8, f18, f8
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f4, f27, f18, rmm
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s9, f17, rne
        mv a0, s9
        jal hex
        jal pcsr
        fmsub.d f31, f31, f19, f30
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.d f11, f24, f13
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s10, f1, rdn
        mv a0, s10
        jal hex
        jal pcsr
        fsgnjn.s f6, f26, f5
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f17, f23, f2, f10, rdn
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f20, f8, f4, f10, dyn
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f23, f23, rmm
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s2, f4, f15
        mv a0, s2
        jal hex
        jal pcsr
        fnmsub.s f1, f18, f30, f4
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f5, 0(t0)
        flw f3, 0(t0)
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        fsub.s f18, f14, f7, rne
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f14, f14, f16, f23
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f28, f22, f7, dyn
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f9, f21, f26, f5
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f26, f27, f27, rdn
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f6, f10, f23, rup
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f24, f18, f5, f15, rne
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f9, f31, f6, f18, rdn
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f28, f1, rne
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s5, f3, f30
        mv a0, s5
        jal hex
        jal pcsr
        fcvt.d.wu f27, s6, rtz
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s11, f17
        mv a0, s11
        jal hex
        jal pcsr
        fsqrt.d f17, f4
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f28, f16, f6
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f21, s10, dyn
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f14, s5
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f3, f16, f9
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f27, f7
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f8, s6, rne
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f23, f20, f31
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f20, f15, f17
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s6, f7
        mv a0, s6
        jal hex
        jal pcsr
        fsub.d f14, f25, f19, rtz
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s7, f9, f12
        mv a0, s7
        jal hex
        jal pcsr
        fsgnjn.s f27, f13, f28
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f10, f27, f21
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f9, s3, rdn
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f19, f13, f27, rmm
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f4, f0, f13, rmm
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f22, f25, f4
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f3, f18, f4, rup
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s4, f7
        mv a0, s4
        jal hex
        jal pcsr
        fmin.d f29, f2, f25
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f3, f5, f13, rtz
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f26, f8, f12, f19
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f10, f6, f16, f2, dyn
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f31, f31, f28, rup
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f15, f3, rmm
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f10, f30, f23
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s3, f24
        mv a0, s3
        jal hex
        jal pcsr
        fsgnjx.s f11, f20, f29
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s8, f25, f16
        mv a0, s8
        jal hex
        jal pcsr
        fsgnj.s f16, f3, f29
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f7, f14, dyn
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fmadd.d f6, f8, f20, f14, rtz
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        feq.d s7, f28, f13
        mv a0, s7
        jal hex
        jal pcsr
        fadd.s f31, f21, f3, dyn
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f22, s6
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f19, f3, f6, f6, rup
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f3, f13, f23, rne
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f26, f3, f31, f27
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f29, f7, f9, rmm
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f15, f15, f15
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.d f11, f6, f0
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f21, f1, f1
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f20, f13, f2, f0
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f6, 0(t0)
        flw f22, 0(t0)
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        fle.d s3, f1, f12
        mv a0, s3
        jal hex
        jal pcsr
        fmv.x.w s3, f14
        mv a0, s3
        jal hex
        jal pcsr
        fmin.s f0, f29, f22
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f24, f23, f30, f19
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f17, s5, rne
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f12, s6
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s7, f29, f5
        mv a0, s7
        jal hex
        jal pcsr
        fsgnjn.s f18, f2, f30
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 0
        fsrm t1
        jal pcsr
        fmv.x.w s4, f5
        mv a0, s4
        jal hex
        jal pcsr
        fadd.d f15, f28, f25, dyn
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s3, f11
        mv a0, s3
        jal hex
        jal pcsr
        fle.d s6, f29, f0
        mv a0, s6
        jal hex
        jal pcsr
        li t1, 2
        fsrm t1
        jal pcsr
        fmv.x.w s8, f30
        mv a0, s8
        jal hex
        jal pcsr
        fcvt.w.d s4, f18
        mv a0, s4
        jal hex
        jal pcsr
        fsqrt.s f30, f8
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s8, f22
        mv a0, s8
        jal hex
        jal pcsr
        fsgnjx.d f2, f11, f7
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f5, f3, f7
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s9, f17, f0
        mv a0, s9
        jal hex
        jal pcsr
        fsqrt.s f26, f18
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f20, s3, rmm
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f13, f18, f17
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f24, s4, rne
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f14, f8, f28
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f18, f19, f18, f4
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f15, f22, f18
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f16, f23, f9
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f5, f5, f9, f0
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fmax.d f0, f21, f11
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f24, f14, f9, rup
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f17, f27, f7, f24
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s3, f10
        mv a0, s3
        jal hex
        jal pcsr
        fsgnjn.d f6, f30, f10
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f19, f4, f24
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s10, f0, f16
        mv a0, s10
        jal hex
        jal pcsr
        fle.d s8, f26, f12
        mv a0, s8
        jal hex
        jal pcsr
        fclass.s s7, f21
        mv a0, s7
        jal hex
        jal pcsr
        fclass.d s6, f2
        mv a0, s6
        jal hex
        jal pcsr
        fadd.d f20, f18, f20, rtz
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s8, f1
        mv a0, s8
        jal hex
        jal pcsr
        li a7, 10
        ecall
hex:    li a7, 34
        ecall
        li a0, 32
        li a7, 11
        ecall
        ret
pbuf:   mv s1, ra
        la t0, buf
        lw a0, 4(t0)
        jal hex
        la t0, buf
        lw a0, 0(t0)
        jal hex
        mv ra, s1
        ret
pcsr:   frcsr a0
        li a7, 1
        ecall
        li a0, 10
        li a7, 11
        ecall
        ret
