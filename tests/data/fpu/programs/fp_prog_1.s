# random FP program (seed 229:1)
        .data
        .align 3
init:
        .word 0xffffffff, 0x7fefffff
        .word 0x9b6eeb80, 0x41a5091f
        .word 0x0af4ec71, 0xc1bfa407
        .word 0x00000000, 0xc1e00000
        .word 0xeb85f650, 0x41a42b0f
        .word 0x3ec1048a, 0x47bb652a
        .word 0xb8402edd, 0xa8ffbe5c
        .word 0x3fc00000, 0xffffffff
        .word 0x40200000, 0xffffffff
        .word 0x11a42920, 0xbfdf0acd
        .word 0x3f000000, 0xffffffff
        .word 0x2f091442, 0xc1c4bba2
        .word 0xa61a2600, 0xc185d804
        .word 0x00000000, 0x3fe00000
        .word 0x80000000, 0xffffffff
        .word 0x52a3adfc, 0xffffffff
        .word 0x00000000, 0x00000000
        .word 0x622a82f8, 0xc19f0958
        .word 0x3f000000, 0xffffffff
        .word 0x00000000, 0x40040000
        .word 0xc0fa1d67, 0xffffffff
        .word 0x00000001, 0x7ff00000
        .word 0x40200000, 0xffffffff
        .word 0x0df00ce3, 0xffffffff
        .word 0xffffffff, 0x7fefffff
        .word 0x40200000, 0xffffffff
        .word 0xcf000000, 0xffffffff
        .word 0x00000001, 0xffffffff
        .word 0x00000000, 0x3fe00000
        .word 0xa958ff5b, 0xffffffff
        .word 0xa4bbac15, 0xffffffff
        .word 0x31f2fbd4, 0xffffffff
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
        li s2, 0xc9c059cc
        li s3, 0x00000022
        li s4, 0x01000001
        li s5, 0xc983d02d
        li s6, 0xffffffff
        li s7, 0x00000011
        li s8, 0x7fffffff
        li s9, 0x00000017
        li s10, 0x88967514
        li s11, 0x01000001
        fle.d s6, f30, f13
        mv a0, s6
        jal hex
        jal pcsr
        fsgnjn.s f29, f6, f4
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s2, f18
        mv a0, s2
        jal hex
        jal pcsr
        fdiv.s f12, f2, f30, rtz
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f24, f16
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f20, f10, f15, dyn
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f23, f8, f22, rtz
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f24, f3, f0, f14, rmm
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s2, f14
        mv a0, s2
        jal hex
        jal pcsr
        fcvt.d.w f4, s6, rne
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f25, f28
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s10, f19, f18
        mv a0, s10
        jal hex
        jal pcsr
        fclass.s s5, f6
        mv a0, s5
        jal hex
        jal pcsr
        fnmsub.s f21, f13, f15, f16, rdn
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f12, f8, f7, f4
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f28, f8, f11
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s11, f30
        mv a0, s11
        jal hex
        jal pcsr
        fmax.d f27, f20, f20
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s9, f30, rtz
        mv a0, s9
        jal hex
        jal pcsr
        fmv.x.w s8, f20
        mv a0, s8
        jal hex
        jal pcsr
        flt.s s6, f7, f3
        mv a0, s6
        jal hex
        jal pcsr
        fcvt.d.w f31, s8, dyn
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f25, f27, f7, f26, rmm
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s4, f1, rtz
        mv a0, s4
        jal hex
        jal pcsr
        fdiv.d f18, f26, f16, rtz
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f24, f22, f29
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s9, f26, rup
        mv a0, s9
        jal hex
        jal pcsr
        fmin.s f4, f5, f4
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s5, f21
        mv a0, s5
        jal hex
        jal pcsr
        fcvt.s.w f9, s3, rne
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f1, s9, rdn
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f26, s4
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f8, f2, f9
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s8, f6
        mv a0, s8
        jal hex
        jal pcsr
        fadd.s f0, f30, f13, rtz
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f6, f4, f15, f30, dyn
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s10, f18, f31
        mv a0, s10
        jal hex
        jal pcsr
        fclass.s s3, f30
        mv a0, s3
        jal hex
        jal pcsr
        la t0, sp1
        fsw f12, 0(t0)
        flw f14, 0(t0)
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        fle.d s5, f12, f13
        mv a0, s5
        jal hex
        jal pcsr
        fsqrt.s f17, f8, rdn
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f19, f11
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f10, f6, f15
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s7, f10, f25
        mv a0, s7
        jal hex
        jal pcsr
        fnmadd.s f1, f12, f27, f5
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f26, f19, f21, rmm
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f29, f27, f25
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s2, f28, f19
        mv a0, s2
        jal hex
        jal pcsr
        fsqrt.d f28, f5, rup
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f17, f11, f30, dyn
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.d f23, f25, f15
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f4, f14, f3
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f2, s11, rup
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s11, f28, rmm
        mv a0, s11
        jal hex
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        fmin.s f5, f23, f9
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f17, f26, f27, f14, rdn
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s7, f25, rne
        mv a0, s7
        jal hex
        jal pcsr
        fmax.s f29, f5, f1
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f14, f18, f15, f28
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f18, f14, f13
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f29, f13, dyn
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f25, f13, f13
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f8, f10, f28, dyn
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f7, f26, f4, f7, rne
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s2, f7, f21
        mv a0, s2
        jal hex
        jal pcsr
        fmsub.d f27, f23, f31, f4, rup
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f27, s8
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f24, s2, rup
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s11, f28, f23
        mv a0, s11
        jal hex
        jal pcsr
        fmsub.s f19, f11, f15, f26, rdn
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f26, f8, f2
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        fsgnj.s f14, f12, f12
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f16, f26
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f20, f9, rtz
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f12, f0, f5
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f10, f6, f14, f30
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f1, f20, f25
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s4, f27, f16
        mv a0, s4
        jal hex
        jal pcsr
        fsgnjn.d f3, f28, f18
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f3, f22, f12, rdn
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s4, f19
        mv a0, s4
        jal hex
        jal pcsr
        fmul.d f2, f0, f2, dyn
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f26, f17, rne
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s7, f30, f14
        mv a0, s7
        jal hex
        jal pcsr
        fdiv.d f10, f13, f16, rup
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f8, f11, f29, rup
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s7, f10, f15
        mv a0, s7
        jal hex
        jal pcsr
        fnmsub.s f5, f1, f14, f28, rne
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f27, f23, f22
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f24, f9, rne
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s3, f19
        mv a0, s3
        jal hex
        jal pcsr
        fcvt.w.d s3, f19, dyn
        mv a0, s3
        jal hex
        jal pcsr
        fsgnjx.s f23, f18, f11
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s9, f12
        mv a0, s9
        jal hex
        jal pcsr
        fsgnjx.d f22, f30, f15
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f28, f21, f16
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s8, f15, rdn
        mv a0, s8
        jal hex
        jal pcsr
        fnmadd.s f3, f23, f5, f12
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f2, f28, f0, f28, rtz
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f20, f10, f21
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f22, s6, rne
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s8, f4, f30
        mv a0, s8
        jal hex
        jal pcsr
        fmv.w.x f19, s9
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f11, 0(t0)
        flw f23, 0(t0)
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        fcvt.d.w f11, s4, rne
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f24, f28, f19, f12
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f1, s9, rdn
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s5, f12, dyn
        mv a0, s5
        jal hex
        jal pcsr
        fcvt.w.d s10, f29, rup
        mv a0, s10
        jal hex
        jal pcsr
        flt.s s5, f2, f28
        mv a0, s5
        jal hex
        jal pcsr
        fmul.s f3, f21, f17, dyn
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f9, s3, rup
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f6, f3, f6, dyn
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f23, s8, rmm
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s10, f18
        mv a0, s10
        jal hex
        jal pcsr
        fmax.d f28, f16, f5
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f26, f25, f17, f19, rup
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 2
        fsrm t1
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fcvt.w.s s5, f4
        mv a0, s5
        jal hex
        jal pcsr
        fsgnjn.d f21, f25, f23
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f28, f30, f26, f20, rdn
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f7, f23, f19
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f15, f31
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f3, f3, f0, rmm
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f17, f1, f12
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f29, f8, f0
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f1, f19, f14
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s10, f14, f0
        mv a0, s10
        jal hex
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        fcvt.d.wu f22, s8, rdn
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f0, f29, f10, dyn
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f29, s2, rup
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f29, f29, f3
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f0, f5, f4, f31
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f9, s11, rmm
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s2, f11
        mv a0, s2
        jal hex
        jal pcsr
        fmin.d f12, f28, f12
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f17, f7
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f21, f2, f25, rtz
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f24, f18, rtz
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fsgnjn.s f14, f1, f7
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f14, 0(t0)
        flw f13, 0(t0)
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        fcvt.d.s f14, f5
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f4, f9, f31
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f1, f13, f10, rne
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s5, f10, f12
        mv a0, s5
        jal hex
        jal pcsr
        fcvt.w.s s11, f9, rne
        mv a0, s11
        jal hex
        jal pcsr
        fclass.s s6, f16
        mv a0, s6
        jal hex
        jal pcsr
        fsub.s f14, f7, f13, dyn
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f30, f28, f9, rdn
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f28, f27, f6
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f15, f7, f20, rmm
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f24, f6
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        fnmadd.s f9, f3, f31, f6, rmm
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f21, f5, f24
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f23, f11, f16, rdn
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f26, 0(t0)
        flw f5, 0(t0)
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        fle.s s9, f27, f5
        mv a0, s9
        jal hex
        jal pcsr
        fnmsub.d f1, f14, f18, f16
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f12, f10, f22, rup
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f9, f0, f21
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s10, f25
        mv a0, s10
        jal hex
        jal pcsr
        fmul.d f3, f20, f10
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f0, s4
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f3, f16, f14
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s6, f25, f20
        mv a0, s6
        jal hex
        jal pcsr
        fsgnj.d f29, f20, f2
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s10, f2, f30
        mv a0, s10
        jal hex
        jal pcsr
        fsgnjx.d f24, f14, f13
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f20, f8, f27
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f21, f22, f13, f8, rdn
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s4, f21, rne
        mv a0, s4
        jal hex
        jal pcsr
        fsgnjn.d f8, f11, f13
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        fsgnjx.s f18, f2, f25
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f10, f2, f10, dyn
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f2, f23, f28, rtz
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f5, f5, dyn
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f16, f31, f14, rtz
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f19, f0
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f1, f9, f7, f14
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s7, f20, f6
        mv a0, s7
        jal hex
        jal pcsr
        fnmsub.s f29, f0, f9, f23, rtz
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s4, f31, rdn
        mv a0, s4
        jal hex
        jal pcsr
        fmadd.d f8, f30, f8, f27, rmm
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f3, f30, f8
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f16, s5, dyn
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s9, f3, f2
        mv a0, s9
        jal hex
        jal pcsr
        flt.d s4, f31, f3
        mv a0, s4
        jal hex
        jal pcsr
        fsqrt.s f10, f24, rne
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f13, f8, f1
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f21, s5, rmm
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f6, s7, rup
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 2
        fsrm t1
        jal pcsr
        fcvt.wu.s s5, f10
        mv a0, s5
        jal hex
        jal pcsr
        fmax.s f17, f28, f25
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s8, f24
        mv a0, s8
        jal hex
        jal pcsr
        fdiv.d f31, f18, f12, rup
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.d f8, f12, f29
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f30, f4, f9
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f4, f13, rne
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        flt.s s3, f13, f8
        mv a0, s3
        jal hex
        jal pcsr
        fmv.x.w s8, f31
        mv a0, s8
        jal hex
        jal pcsr
        fnmsub.d f13, f31, f23, f22, rmm
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s9, f10, rne
        mv a0, s9
        jal hex
        jal pcsr
        flt.s s8, f29, f21
        mv a0, s8
        jal hex
        jal pcsr
        fmv.x.w s8, f17
        mv a0, s8
        jal hex
        jal pcsr
        fmv.x.w s5, f6
        mv a0, s5
        jal hex
        jal pcsr
        fsgnjn.d f6, f1, f21
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f13, f8, f22, dyn
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s9, f9, f27
        mv a0, s9
        jal hex
        jal pcsr
        fcvt.wu.d s7, f10, rne
        mv a0, s7
        jal hex
        jal pcsr
        fsgnj.d f0, f5, f12
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fsgnj.d f28, f15, f5
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s2, f9, f15
        mv a0, s2
        jal hex
        jal pcsr
        fmax.d f30, f31, f12
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f29, f19, f25, f17, rup
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f19, f28, f31
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.d f3, f9, f30
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f16, f28, f6, f1
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s9, f22, f20
        mv a0, s9
        jal hex
        jal pcsr
        fsqrt.s f26, f21, rtz
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f15, f16, f15, rne
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f18, f15, f25, f25, rup
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s6, f10, rmm
        mv a0, s6
        jal hex
        jal pcsr
        fmadd.s f25, f5, f31, f29, dyn
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f31, f24, f21
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f19, f3
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        fsqrt.d f28, f14
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f31, f18, f23, f0
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s6, f0
        mv a0, s6
        jal hex
        jal pcsr
        fadd.d f15, f6, f14, rmm
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s11, f31, rmm
        mv a0, s11
        jal hex
        jal pcsr
        fmv.w.x f5, s7
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f6, f8, f31
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f14, f20
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s2, f19, f26
        mv a0, s2
        jal hex
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        fnmsub.s f17, f22, f10, f16
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f4, f5, f23
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f10, f6
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 0
        fsrm t1
        jal pcsr
        fsgnjx.d f31, f20, f28
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 2
        fsrm t1
        jal pcsr
        fmax.s f14, f2, f19
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s9, f26, rtz
        mv a0, s9
        jal hex
        jal pcsr
        fsgnj.d f29, f20, f22
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f9, s2, dyn
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f16, f22, f17, f22, rne
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f11, f25, f13
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f4, f30, f3, f5
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f28, f15, f28
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s10, f1
        mv a0, s10
        jal hex
        jal pcsr
        fsub.s f9, f3, f22, rup
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f17, f4, f9
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f26, f19
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s8, f22, dyn
        mv a0, s8
        jal hex
        jal pcsr
        fnmadd.d f16, f14, f27, f9, rdn
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f23, f29, f29, rtz
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f5, 0(t0)
        flw f27, 0(t0)
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        fsgnjn.s f8, f12, f18
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s9, f3, rmm
        mv a0, s9
        jal hex
        jal pcsr
        fsgnjn.s f24, f18, f25
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f22, s11
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f11, f3
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s5, f15, rmm
        mv a0, s5
        jal hex
        jal pcsr
        fcvt.w.s s2, f15, dyn
        mv a0, s2
        jal hex
        jal pcsr
        fsqrt.d f19, f15
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f6, f13, f5
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s9, f10, rne
        mv a0, s9
        jal hex
        jal pcsr
        fmul.s f4, f23, f20, rne
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f14, f10, f9
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f21, s3, rup
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f0, f18, rne
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f3, s10
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s3, f29, f17
        mv a0, s3
        jal hex
        jal pcsr
        fsqrt.d f27, f12
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f27, f9, f23, f12, rmm
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s9, f31
        mv a0, s9
        jal hex
        jal pcsr
        fsgnj.d f10, f21, f28
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f4, f19, f28, f3, dyn
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f15, s3, rmm
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f20, f3, rmm
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f30, f16, f8, dyn
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s11, f7, dyn
        mv a0, s11
        jal hex
        jal pcsr
        fadd.d f19, f4, f23
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f13, f1, f28, rdn
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        fcvt.w.d s5, f9, rdn
        mv a0, s5
        jal hex
        jal pcsr
        fsgnj.s f1, f28, f2
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f22, f14, f31
        la t0, buf
        fsd f22, 0(t0)
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
