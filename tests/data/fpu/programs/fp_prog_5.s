# random FP program (seed 229:5)
        .data
        .align 3
init:
        .word 0x00000000, 0x3fe00000
        .word 0x00000000, 0x7ff00000
        .word 0x00000000, 0xc1e00000
        .word 0x00000000, 0x00000000
        .word 0xc94923a4, 0xffffffff
        .word 0x00000000, 0xfff00000
        .word 0x3f000000, 0xffffffff
        .word 0x63ec8d78, 0xf7d9a5f3
        .word 0x3f000000, 0xffffffff
        .word 0x3f000000, 0xffffffff
        .word 0x00000000, 0x40040000
        .word 0xffffffff, 0x7fefffff
        .word 0x7f800000, 0xffffffff
        .word 0x6669e2be, 0xffffffff
        .word 0x3f000000, 0xffffffff
        .word 0x00000000, 0xfff00000
        .word 0x4943b049, 0xffffffff
        .word 0x47674a15, 0xffffffff
        .word 0x23175f07, 0xffffffff
        .word 0x00000000, 0x00100000
        .word 0x00000000, 0x00100000
        .word 0x3d6912bf, 0x236ec68a
        .word 0xbf49666b, 0xc016fdde
        .word 0x8518be2b, 0xefa39833
        .word 0x0123e500, 0xbffe70cc
        .word 0x3c414207, 0xffffffff
        .word 0x4b24a680, 0xbfe4cdfd
        .word 0x2559c126, 0xffffffff
        .word 0x4ab06ead, 0x67349101
        .word 0x00000000, 0x7ff00000
        .word 0x00800000, 0xffffffff
        .word 0x52cb358d, 0xffffffff
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
        li s2, 0x55c79dcb
        li s3, 0x80000000
        li s4, 0xd0b07973
        li s5, 0x00000002
        li s6, 0xffffffff
        li s7, 0x234e6244
        li s8, 0x00000051
        li s9, 0xffffffb4
        li s10, 0x5d9d3082
        li s11, 0x01000001
        la t0, sp1
        fsw f23, 0(t0)
        flw f23, 0(t0)
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        feq.s s11, f21, f11
        mv a0, s11
        jal hex
        jal pcsr
        fmin.s f29, f22, f11
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f23, f0, rne
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f10, f2, f0, rup
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f7, f21, f4, dyn
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f5, f5, f13
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f3, s11, rtz
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f0, s7, rtz
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s6, f13, rup
        mv a0, s6
        jal hex
        jal pcsr
        fmsub.d f2, f2, f23, f15, rne
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f9, f27, rdn
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f1, f1, f6
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f7, f23, dyn
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f1, f27, f25
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f20, f7, f3, f21, dyn
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f30, 0(t0)
        flw f22, 0(t0)
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        fsqrt.s f25, f22, rup
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f27, f30, f18
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s4, f28, f9
        mv a0, s4
        jal hex
        jal pcsr
        li t1, 0
        fsrm t1
        jal pcsr
        fnmadd.s f23, f1, f25, f2, rtz
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f17, f30, f25
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s7, f14, f8
        mv a0, s7
        jal hex
        jal pcsr
        fcvt.s.w f30, s8, rne
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f0, f19, f29, f1, rmm
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s8, f7
        mv a0, s8
        jal hex
        jal pcsr
        fclass.d s3, f30
        mv a0, s3
        jal hex
        jal pcsr
        fmin.d f25, f29, f6
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f26, f16, f22, dyn
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f12, f28, f20
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f15, f17, f26
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f27, f12
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f16, f6, f23
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f15, f29, f10, f30
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f14, f6, f6, rtz
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f4, f19, f17, f30
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s4, f20, f26
        mv a0, s4
        jal hex
        jal pcsr
        flt.d s7, f2, f30
        mv a0, s7
        jal hex
        jal pcsr
        fcvt.wu.d s10, f1, rtz
        mv a0, s10
        jal hex
        jal pcsr
        fcvt.s.d f29, f18
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f30, f26, f30
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f27, f7, f0, f1
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f9, f13, f19, f10, rdn
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f23, f12, f16, f26
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f9, f15, f21, f5, rtz
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f1, f22, f8, f5, dyn
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f9, f12, f7
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f24, f22, f9
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.d f25, f9, f31
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f26, f24
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f0, f14, f0
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        fadd.s f14, f16, f26
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f23, f28, f16, f9, rtz
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f16, f27, f20
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s7, f23, rup
        mv a0, s7
        jal hex
        jal pcsr
        fsgnjx.d f18, f8, f12
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s4, f12
        mv a0, s4
        jal hex
        jal pcsr
        fcvt.w.s s2, f10, rup
        mv a0, s2
        jal hex
        jal pcsr
        fcvt.w.s s7, f27
        mv a0, s7
        jal hex
        jal pcsr
        fsgnj.d f30, f13, f10
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f14, s8
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f16, f3
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s5, f10, rup
        mv a0, s5
        jal hex
        jal pcsr
        fmadd.s f1, f28, f18, f11, rdn
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f14, s7, rne
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f17, f31, f26, rdn
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f28, f18, f31
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f16, f0, f11, f14, rdn
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f28, f7, f26
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s5, f24, rtz
        mv a0, s5
        jal hex
        jal pcsr
        feq.s s9, f14, f28
        mv a0, s9
        jal hex
        jal pcsr
        fadd.s f0, f7, f9
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f26, f19, f20
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f19, s2, dyn
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f7, f18, f28
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f14, f2
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f11, f20, f5, f11
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f29, s2, dyn
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f3, f20, f12
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f16, s8, rmm
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f28, f15, f2
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f16, f15, f10
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f1, f15, rmm
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f18, s6, rmm
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s8, f26, f13
        mv a0, s8
        jal hex
        jal pcsr
        fcvt.w.d s7, f7
        mv a0, s7
        jal hex
        jal pcsr
        fmv.w.x f26, s6
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f16, f29, f6
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s5, f14, f10
        mv a0, s5
        jal hex
        jal pcsr
        fmax.d f31, f19, f8
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f23, f29, f27
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        fmax.d f7, f14, f6
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f6, f5, f3
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f9, f18, f5, f13, rup
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s9, f26, f29
        mv a0, s9
        jal hex
        jal pcsr
        fmul.s f20, f21, f26
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f23, f4, f22, f30, rmm
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f24, f29, rmm
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f29, f5, f5
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f17, f18, rmm
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f24, f1, f9
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f16, f6, f22
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s8, f30
        mv a0, s8
        jal hex
        jal pcsr
        fmv.w.x f26, s3
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s10, f13, f20
        mv a0, s10
        jal hex
        jal pcsr
        fcvt.d.s f24, f3
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f20, f30, f6
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s8, f10
        mv a0, s8
        jal hex
        jal pcsr
        fsgnj.d f20, f4, f17
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s9, f5, f14
        mv a0, s9
        jal hex
        jal pcsr
        fcvt.wu.d s11, f0, rne
        mv a0, s11
        jal hex
        jal pcsr
        fle.d s8, f25, f16
        mv a0, s8
        jal hex
        jal pcsr
        fadd.s f24, f12, f24, rmm
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f13, f1, f16, f1
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        la t0, sp1
        fsw f4, 0(t0)
        flw f31, 0(t0)
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        fnmadd.d f18, f8, f5, f30, rmm
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f16, f19, f0, f1
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f5, f23, f25, f1
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f10, f1, f13, f19, rmm
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s3, f26
        mv a0, s3
        jal hex
        jal pcsr
        fsgnj.s f20, f21, f31
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s5, f14, f14
        mv a0, s5
        jal hex
        jal pcsr
        fnmadd.s f23, f8, f15, f3
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f6, s6, rup
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f27, 0(t0)
        flw f3, 0(t0)
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        fsqrt.d f23, f13, dyn
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s5, f8, rtz
        mv a0, s5
        jal hex
        jal pcsr
        fcvt.s.d f24, f9
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f7, f23, f6
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f19, s2
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s2, f24, rdn
        mv a0, s2
        jal hex
        jal pcsr
        fsgnjn.d f26, f16, f9
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s11, f2
        mv a0, s11
        jal hex
        jal pcsr
        fcvt.s.d f0, f1, dyn
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f9, f16
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f30, f25, f22, f15
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f30, f29, f29
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f10, f2, f4
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f2, f3, f7, f6
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f17, f31
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f21, f3, f1
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f12, s11
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s8, f12, dyn
        mv a0, s8
        jal hex
        jal pcsr
        fcvt.d.s f13, f16, dyn
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f16, f29, f11, rup
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f7, f27, f21, f23, rmm
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f20, s10
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f5, f23, rne
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f22, f7, rtz
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f0, f3
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f9, f17, f5
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f6, f17, f9
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f20, f4, dyn
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s2, f16, f10
        mv a0, s2
        jal hex
        jal pcsr
        fsqrt.d f31, f29, rtz
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f24, f21, f23
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s4, f5, f7
        mv a0, s4
        jal hex
        jal pcsr
        feq.d s7, f30, f10
        mv a0, s7
        jal hex
        jal pcsr
        fcvt.d.s f24, f29
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s6, f27, rtz
        mv a0, s6
        jal hex
        jal pcsr
        fsgnjn.s f22, f28, f13
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f19, f31, f13, f4, rup
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f4, f5, f13, rdn
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f20, f20, f14
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f4, f20, f27
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f27, f26, f3
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s7, f30, f25
        mv a0, s7
        jal hex
        jal pcsr
        fdiv.s f20, f19, f22, rdn
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s11, f27
        mv a0, s11
        jal hex
        jal pcsr
        fnmadd.d f2, f16, f21, f7
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f25, f22, rmm
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f7, s5, rmm
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f28, f24, rup
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f30, s7, dyn
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s5, f9, f3
        mv a0, s5
        jal hex
        jal pcsr
        fnmsub.s f0, f16, f26, f16, rne
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s9, f10, f14
        mv a0, s9
        jal hex
        jal pcsr
        la t0, sp1
        fsw f8, 0(t0)
        flw f20, 0(t0)
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        fcvt.d.wu f5, s10, rup
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f11, f29, f20, f29, rtz
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f6, s5, rdn
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f23, f26, rmm
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f31, f5, f26, rmm
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s8, f15
        mv a0, s8
        jal hex
        jal pcsr
        fmv.w.x f2, s4
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s6, f1, f1
        mv a0, s6
        jal hex
        jal pcsr
        fclass.d s7, f19
        mv a0, s7
        jal hex
        jal pcsr
        fsgnj.s f0, f21, f29
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s10, f13, f30
        mv a0, s10
        jal hex
        jal pcsr
        fdiv.s f3, f28, f30, rtz
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f17, 0(t0)
        flw f4, 0(t0)
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        fmv.w.x f12, s9
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s8, f21
        mv a0, s8
        jal hex
        jal pcsr
        fclass.d s9, f10
        mv a0, s9
        jal hex
        jal pcsr
        li t1, 2
        fsrm t1
        jal pcsr
        fmin.s f9, f0, f19
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f19, f22, f18, rne
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f14, f2, f27, rup
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f9, f15, f14
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f27, s4
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        fnmsub.s f21, f25, f26, f15, rdn
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f31, f8, f30
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f10, f11, f2
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f9, f16, f1, f21, rdn
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s3, f7, f19
        mv a0, s3
        jal hex
        jal pcsr
        fclass.d s3, f2
        mv a0, s3
        jal hex
        jal pcsr
        fle.d s7, f29, f27
        mv a0, s7
        jal hex
        jal pcsr
        fsgnjx.d f0, f26, f4
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f3, f9, f3
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s11, f23
        mv a0, s11
        jal hex
        jal pcsr
        fmin.s f25, f20, f7
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f22, f8, rne
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f11, f6, f5, rne
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s7, f17, f0
        mv a0, s7
        jal hex
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        li t1, 0
        fsrm t1
        jal pcsr
        fcvt.s.d f26, f11
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f27, s7, rmm
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f1, 0(t0)
        flw f16, 0(t0)
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        fcvt.d.s f10, f1, rne
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s7, f17
        mv a0, s7
        jal hex
        jal pcsr
        fcvt.s.w f10, s11
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s3, f13, f4
        mv a0, s3
        jal hex
        jal pcsr
        fsgnj.s f30, f7, f19
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f16, s9
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f6, s5, dyn
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f3, f17, f4, f13, rdn
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f16, 0(t0)
        flw f17, 0(t0)
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        fcvt.s.d f7, f14
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s8, f4, f4
        mv a0, s8
        jal hex
        jal pcsr
        fdiv.d f21, f4, f31, rmm
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f17, f0, rup
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fmax.s f2, f14, f24
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f4, f14, f29, f0
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f16, f25
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s9, f13, rmm
        mv a0, s9
        jal hex
        jal pcsr
        fcvt.wu.d s3, f17
        mv a0, s3
        jal hex
        jal pcsr
        fmax.s f3, f30, f25
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f30, s2
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f12, f28, f22, f13, rne
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f3, f26, f23
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s6, f7
        mv a0, s6
        jal hex
        jal pcsr
        fcvt.s.d f11, f6
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s11, f0, dyn
        mv a0, s11
        jal hex
        jal pcsr
        fsgnjn.s f1, f10, f31
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f30, f23, f0
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f20, f31, f21, dyn
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f20, f28, f21
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s8, f23, rtz
        mv a0, s8
        jal hex
        jal pcsr
        fcvt.d.wu f28, s9, dyn
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 0
        fsrm t1
        jal pcsr
        fsgnjx.s f9, f24, f9
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s8, f21
        mv a0, s8
        jal hex
        jal pcsr
        la t0, sp1
        fsw f13, 0(t0)
        flw f30, 0(t0)
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        fcvt.s.d f4, f7, dyn
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s9, f31, f20
        mv a0, s9
        jal hex
        jal pcsr
        fcvt.d.wu f8, s11, rmm
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f19, f21, f29, f19, rmm
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f10, f1, f20, rmm
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 2
        fsrm t1
        jal pcsr
        fnmadd.d f23, f27, f0, f16
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s11, f8, f3
        mv a0, s11
        jal hex
        jal pcsr
        fadd.s f31, f18, f1, dyn
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        la t0, sp1
        fsw f1, 0(t0)
        flw f3, 0(t0)
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        fsqrt.s f26, f28, rdn
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s4, f26, rtz
        mv a0, s4
        jal hex
        jal pcsr
        fmadd.s f15, f2, f1, f11, dyn
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s10, f31
        mv a0, s10
        jal hex
        jal pcsr
        fclass.d s5, f18
        mv a0, s5
        jal hex
        jal pcsr
        fclass.s s8, f20
        mv a0, s8
        jal hex
        jal pcsr
        fcvt.d.s f28, f20
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f6, f26, f13, rup
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f13, f23, f29
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f4, s4
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f4, f8, f20, f4, rtz
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f31, s6
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f23, f23, f26
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s9, f13
        mv a0, s9
        jal hex
        jal pcsr
        fcvt.d.wu f5, s3, rtz
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f22, f23, f2
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 2
        fsrm t1
        jal pcsr
        fmsub.d f14, f3, f26, f12, rmm
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f30, f17, f2, f12
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s5, f5, f21
        mv a0, s5
        jal hex
        jal pcsr
        fmadd.d f7, f25, f18, f14, rtz
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s8, f3, f27
        mv a0, s8
        jal hex
        jal pcsr
        fmin.d f31, f2, f1
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f4, s4
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f7, f27, dyn
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s2, f9, f19
        mv a0, s2
        jal hex
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fcvt.d.w f29, s7
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f27, f5, f23, f27, rne
        la t0, buf
        fsd f27, 0(t0)
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
