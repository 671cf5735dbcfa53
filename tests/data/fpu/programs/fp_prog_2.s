# random FP program (seed 229:2)
        .data
        .align 3
init:
        .word 0xd5c5af8c, 0xed7fe084
        .word 0xd9a1cb9e, 0x99f5a123
        .word 0x3fae024e, 0xffffffff
        .word 0x00000000, 0x3fe00000
        .word 0x490cd645, 0xffffffff
        .word 0x40200000, 0xffffffff
        .word 0x51eae495, 0x0edc534c
        .word 0x27ffe35d, 0xffffffff
        .word 0x10050655, 0xc017983a
        .word 0xc0552a5b, 0xffffffff
        .word 0xe88fca8b, 0xa708d56a
        .word 0x7ccd88c8, 0xc1b5225a
        .word 0xd8fcb3e0, 0xc199a915
        .word 0x2872fedf, 0xc1bca428
        .word 0xc8536e3f, 0xffffffff
        .word 0x3efcd9b2, 0xffffffff
        .word 0x70eee557, 0x1db326c8
        .word 0x410b4ca6, 0xffffffff
        .word 0x0c28451b, 0xffffffff
        .word 0xbfca4089, 0xffffffff
        .word 0x00000000, 0x3fe00000
        .word 0xe26d055c, 0xffffffff
        .word 0x0e7006eb, 0x39fc12c6
        .word 0x80000000, 0xffffffff
        .word 0xd8a44fc3, 0xffffffff
        .word 0x492f445d, 0xffffffff
        .word 0x3fc00000, 0xffffffff
        .word 0xf88f2fdc, 0x41c08f4a
        .word 0x67db4600, 0x4150a53c
        .word 0x8a9c9398, 0xc00c7732
        .word 0x880c3022, 0xffffffff
        .word 0xc8335788, 0xffffffff
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
        li s2, 0xffffffbe
        li s3, 0x80000000
        li s4, 0xfffffffe
        li s5, 0x00000005
        li s6, 0x7fffffff
        li s7, 0x00000004
        li s8, 0xffffffff
        li s9, 0xffffffd7
        li s10, 0x80000000
        li s11, 0x7fffffff
        fadd.s f11, f0, f26, rtz
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f28, f10, f28
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f19, f2, rtz
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f16, f2, f26
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f7, f1, f3, f10, rdn
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f2, s9, rne
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f1, f25, f30, f16, rtz
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s11, f20, f21
        mv a0, s11
        jal hex
        jal pcsr
        fmul.s f14, f15, f9, dyn
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f3, f23, f27
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f19, f30, f26, dyn
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f27, f30, f31, f20
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f8, f11, f15, f8
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f5, s7, rtz
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s5, f18
        mv a0, s5
        jal hex
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        fmul.s f20, f1, f5, dyn
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f13, f11, f2
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f11, f22, f17, f1
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        fadd.s f2, f15, f15, rtz
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f13, f28, f27
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f17, f7, f4, rdn
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f5, s5
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s5, f15, f28
        mv a0, s5
        jal hex
        jal pcsr
        flt.s s3, f6, f7
        mv a0, s3
        jal hex
        jal pcsr
        fcvt.w.d s8, f19, rtz
        mv a0, s8
        jal hex
        jal pcsr
        la t0, sp1
        fsw f17, 0(t0)
        flw f1, 0(t0)
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        fcvt.w.d s5, f8
        mv a0, s5
        jal hex
        jal pcsr
        fmsub.s f15, f6, f27, f29
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f10, f5, f10
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f21, f8, f28
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s6, f2, f4
        mv a0, s6
        jal hex
        jal pcsr
        fadd.s f11, f20, f27, rne
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f25, f19, f18, f31, rup
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f25, f9, f25, f31
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f13, f1, f12
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f23, f18, f21
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        fcvt.wu.d s5, f24, rtz
        mv a0, s5
        jal hex
        jal pcsr
        fmv.w.x f12, s4
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f15, 0(t0)
        flw f0, 0(t0)
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        fcvt.s.w f8, s9, rdn
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f6, f2
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f15, s10, rup
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f8, f2, f4, f15, rup
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f9, f6, f9, f1
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f18, f5, rtz
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s8, f18, f21
        mv a0, s8
        jal hex
        jal pcsr
        fmin.d f10, f9, f7
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f9, 0(t0)
        flw f7, 0(t0)
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        fcvt.wu.d s5, f27, rne
        mv a0, s5
        jal hex
        jal pcsr
        fmsub.s f28, f26, f15, f14, dyn
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f30, 0(t0)
        flw f11, 0(t0)
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        fsgnj.d f27, f7, f22
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s11, f15, f5
        mv a0, s11
        jal hex
        jal pcsr
        fsqrt.s f14, f26, rtz
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f4, f28, f17, rup
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s9, f19, rup
        mv a0, s9
        jal hex
        jal pcsr
        fcvt.s.wu f26, s10
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f30, f14, f0
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f5, f4, f17, rdn
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f26, s9, rtz
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f15, f30, f19
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f2, f0, f31
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f11, f23, f28, rtz
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s5, f7, f14
        mv a0, s5
        jal hex
        jal pcsr
        la t0, sp1
        fsw f28, 0(t0)
        flw f7, 0(t0)
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        feq.d s6, f9, f18
        mv a0, s6
        jal hex
        jal pcsr
        fclass.d s8, f22
        mv a0, s8
        jal hex
        jal pcsr
        fmadd.d f20, f6, f24, f31, rup
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s11, f6
        mv a0, s11
        jal hex
        jal pcsr
        fsqrt.s f22, f9
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f10, s6, rup
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f5, f25, f30, rdn
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f21, f28, f0
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f18, f21, f12
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s9, f11
        mv a0, s9
        jal hex
        jal pcsr
        fmv.x.w s4, f10
        mv a0, s4
        jal hex
        jal pcsr
        li t1, 0
        fsrm t1
        jal pcsr
        fclass.s s3, f10
        mv a0, s3
        jal hex
        jal pcsr
        feq.s s8, f26, f9
        mv a0, s8
        jal hex
        jal pcsr
        fmv.w.x f31, s8
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f28, f2, f21, f7
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f13, f31, f11, dyn
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s9, f1, f28
        mv a0, s9
        jal hex
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fcvt.d.w f19, s10, rne
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f24, f6, f0
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f17, f4, f6
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f11, f16, f6, f9, rup
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s3, f0
        mv a0, s3
        jal hex
        jal pcsr
        fsqrt.s f2, f20, rdn
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f18, s5, rne
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s4, f5, f26
        mv a0, s4
        jal hex
        jal pcsr
        fsgnjx.s f2, f11, f19
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f23, s6
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f4, f15, f28
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f30, f7, f14, rmm
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f4, f3, f31
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fcvt.s.w f19, s10, rtz
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s9, f24
        mv a0, s9
        jal hex
        jal pcsr
        fadd.d f24, f30, f23, dyn
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f26, f19, f27
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f21, s8, dyn
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f16, f18, f13, f3
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f0, f15
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f11, f10, f7, f28, rne
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s4, f30, rdn
        mv a0, s4
        jal hex
        jal pcsr
        fmadd.s f7, f16, f0, f12, dyn
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s10, f11, f4
        mv a0, s10
        jal hex
        jal pcsr
        fsqrt.d f12, f27, rup
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f10, f26, f14
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s7, f19
        mv a0, s7
        jal hex
        jal pcsr
        fsgnjx.s f11, f21, f24
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s5, f31, rup
        mv a0, s5
        jal hex
        jal pcsr
        fnmadd.d f24, f21, f27, f1, rmm
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s3, f4, f19
        mv a0, s3
        jal hex
        jal pcsr
        la t0, sp1
        fsw f10, 0(t0)
        flw f19, 0(t0)
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        fsub.d f12, f19, f11
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s11, f14, f18
        mv a0, s11
        jal hex
        jal pcsr
        fle.d s10, f9, f20
        mv a0, s10
        jal hex
        jal pcsr
        fsgnj.s f15, f7, f28
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f12, f26, f29
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f26, f23, f9
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f7, f12, f2, rup
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f14, f23, f16, f26, dyn
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f30, f9, f1
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f6, f24, f0, f31, dyn
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f27, f27, f21, f20, rtz
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f24, f3, f11, f20, rmm
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s5, f12, f30
        mv a0, s5
        jal hex
        jal pcsr
        fmax.d f28, f23, f27
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f22, f28, f28
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s3, f20, f17
        mv a0, s3
        jal hex
        jal pcsr
        fcvt.d.s f17, f1, rdn
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f23, s3
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f1, s5
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s11, f28, f26
        mv a0, s11
        jal hex
        jal pcsr
        fsgnj.d f0, f20, f16
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f15, s4, dyn
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s2, f29, f2
        mv a0, s2
        jal hex
        jal pcsr
        fsub.d f17, f22, f21, rup
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f16, f13, f12, rmm
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s4, f28
        mv a0, s4
        jal hex
        jal pcsr
        feq.s s11, f1, f10
        mv a0, s11
        jal hex
        jal pcsr
        fsgnjn.d f18, f17, f3
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f14, f6, f16, f8, dyn
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f16, f21, f19, f31
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f2, f23, f6
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f21, f15, f22, rup
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f26, f18, f11
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f27, f9, f31
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f6, f1, f15
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s3, f14, f27
        mv a0, s3
        jal hex
        jal pcsr
        fcvt.d.wu f26, s11
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f30, f7, rmm
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f22, s2
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f23, f20, f17, f27, rup
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f9, f2, f15
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s11, f3, dyn
        mv a0, s11
        jal hex
        jal pcsr
        fdiv.d f19, f10, f8, rdn
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f13, f1, rtz
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f15, f3, f17
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f10, f1, f25, rmm
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s9, f6, rup
        mv a0, s9
        jal hex
        jal pcsr
        fsgnj.d f6, f3, f13
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f24, s9
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f15, f19, f14, rtz
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s6, f25, f19
        mv a0, s6
        jal hex
        jal pcsr
        fmadd.s f15, f3, f8, f9, dyn
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f13, s8, dyn
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s9, f21, f17
        mv a0, s9
        jal hex
        jal pcsr
        fcvt.s.d f9, f26, rup
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s9, f26
        mv a0, s9
        jal hex
        jal pcsr
        fdiv.s f22, f28, f12, rtz
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f2, 0(t0)
        flw f3, 0(t0)
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        feq.d s5, f25, f27
        mv a0, s5
        jal hex
        jal pcsr
        feq.d s2, f4, f20
        mv a0, s2
        jal hex
        jal pcsr
        fmv.w.x f6, s11
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f14, f28, f10, f12
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f27, f8, f12, f10
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s11, f6, rtz
        mv a0, s11
        jal hex
        jal pcsr
        fdiv.s f31, f21, f26
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f25, f24, f9, f8, rne
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f13, f30
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f21, f25, f27, rup
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s6, f17, rup
        mv a0, s6
        jal hex
        jal pcsr
        fmin.s f10, f13, f7
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f9, f8, f16, f6
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s11, f10, f27
        mv a0, s11
        jal hex
        jal pcsr
        fmadd.s f10, f19, f17, f27
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f13, s5
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        fsgnjx.d f30, f15, f13
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s4, f26, f26
        mv a0, s4
        jal hex
        jal pcsr
        fcvt.s.w f8, s2, dyn
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f30, f22, f1
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f1, f13, f27, f10
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f18, f24, rtz
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f18, s4
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f15, f16, f20
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s6, f27, f28
        mv a0, s6
        jal hex
        jal pcsr
        feq.s s4, f9, f5
        mv a0, s4
        jal hex
        jal pcsr
        fnmadd.d f8, f22, f29, f20
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f12, f9, f7
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f7, f0, f28, f8
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f30, s4
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.d f2, f21, f11
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s3, f5
        mv a0, s3
        jal hex
        jal pcsr
        fsgnj.s f20, f13, f18
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f9, f22, f0, f24
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f10, f16, f17, f19, rne
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f0, f6, f16, rtz
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f8, f8, f11, f12
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f19, f4, f28, f19, rtz
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s9, f10, f15
        mv a0, s9
        jal hex
        jal pcsr
        fsgnjn.d f1, f2, f27
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f3, f5, f19
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f14, f26, f12
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f12, f26, f23, f7
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f24, f23, f26
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s9, f0
        mv a0, s9
        jal hex
        jal pcsr
        fmv.x.w s3, f15
        mv a0, s3
        jal hex
        jal pcsr
        fmax.d f7, f23, f30
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f0, f22, f20
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f25, f1, f23
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f20, f1, rtz
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fnmadd.s f28, f4, f7, f4, rup
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f18, f3, f22, rmm
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f29, f10, f0
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f0, f26, f23
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.d f5, f0, f8
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s8, f25
        mv a0, s8
        jal hex
        jal pcsr
        fmsub.d f1, f15, f19, f14, dyn
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s5, f14, f23
        mv a0, s5
        jal hex
        jal pcsr
        fdiv.s f0, f28, f3
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f10, f8, f19, f25, rup
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s9, f2
        mv a0, s9
        jal hex
        jal pcsr
        fcvt.w.s s9, f27, dyn
        mv a0, s9
        jal hex
        jal pcsr
        fsqrt.d f27, f15
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f22, s7, rtz
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s9, f14, rdn
        mv a0, s9
        jal hex
        jal pcsr
        fsgnjn.d f26, f23, f22
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f20, f24, f12, rup
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f16, f17, f17
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f7, f8, f27, f6, rdn
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f9, f17, f23, f18, dyn
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s7, f2, f22
        mv a0, s7
        jal hex
        jal pcsr
        fcvt.s.w f5, s4, rmm
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f29, f23, f5
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f1, s9, rmm
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f18, f0, f31, f3
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f5, s10, rne
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f5, f10, f8, rdn
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f26, f10, rdn
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f10, f24, f15
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f2, f12, f22
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f20, f18, f15
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f1, 0(t0)
        flw f20, 0(t0)
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        fcvt.w.d s5, f28, dyn
        mv a0, s5
        jal hex
        jal pcsr
        fsqrt.s f28, f12
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f20, s3, rne
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s11, f22
        mv a0, s11
        jal hex
        jal pcsr
        fcvt.s.w f11, s4
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f22, f23, f17, f2
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 2
        fsrm t1
        jal pcsr
        fnmadd.d f10, f0, f13, f3, dyn
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f30, f5, f0
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f12, f20, f5
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f9, s8, rmm
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f2, f30, f8, f4, rtz
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f5, s8, rmm
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f25, f28, f5, f10, rup
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f16, f18, f3, f28, rne
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f17, f2, f18, f5, rdn
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s3, f8, f8
        mv a0, s3
        jal hex
        jal pcsr
        fcvt.d.wu f31, s6, rup
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f21, f31, f7
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s6, f20, f8
        mv a0, s6
        jal hex
        jal pcsr
        fcvt.wu.s s3, f10, dyn
        mv a0, s3
        jal hex
        jal pcsr
        fcvt.wu.d s7, f21
        mv a0, s7
        jal hex
        jal pcsr
        fmsub.d f25, f29, f4, f29, rne
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f18, f29, f12, rdn
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s10, f5
        mv a0, s10
        jal hex
        jal pcsr
        fmax.s f27, f9, f12
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.d f11, f13, f16
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f24, f1
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s7, f16, f29
        mv a0, s7
        jal hex
        jal pcsr
        fcvt.s.wu f25, s11, rdn
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f21, f31, f16, rdn
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s2, f31
        mv a0, s2
        jal hex
        jal pcsr
        fcvt.s.d f19, f18, rmm
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f21, f22, f12, f10
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f1, f12, dyn
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f29, 0(t0)
        flw f8, 0(t0)
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        fmul.d f16, f7, f5
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f16, f4, f28
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
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
