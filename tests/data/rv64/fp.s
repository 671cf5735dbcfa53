.text
main:
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x0000000000000000
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x8000000000000000
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x3ff0000000000000
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0xbff0000000000000
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x43e0000000000000
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0xc3e0000000000000
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x43f0000000000000
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x7ff0000000000000
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0xfff0000000000000
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x7ff8000000000000
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x3fe0000000000000
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x3ff8000000000000
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0xc00c000000000000
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x41dfffffffc00000
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x4330000000000001
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x8718f242c8a54e43
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x419acd18d9d11cc1
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x9a358745a1813101
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.l.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.lu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.w.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fsflags zero
        fcvt.wu.d a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x3e7c18619183b9c0
        fmv.d.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x000000003f800000
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x00000000bf800000
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x000000005f000000
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x00000000df000000
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x000000005f800000
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x000000007f800000
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x00000000ff800000
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x000000007fc00000
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x000000003f000000
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x000000003fc00000
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x00000000c0600000
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x000000004f000000
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x000000004422099f
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x000000008f7a77d4
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x00000000ede672bb
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.l.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.lu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.w.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rne
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rtz
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rdn
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rup
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fsflags zero
        fcvt.wu.s a0, ft0, rmm
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fmv.x.d a0, ft0
        jal p64
        li   s1, 0x0000000049335987
        fmv.s.x ft0, s1
        fmv.x.s a0, ft0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000000
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000001
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000002
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffffffffffff
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000007fffffff
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000080000000
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x00000000ffffffff
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xffffffff80000000
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x8000000000000000
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x7fffffffffffffff
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000100000000
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000001f
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000020
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000021
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x000000000000003f
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0000000000000040
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x6a1e74c15e646a28
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xbd6e252c775969c6
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0xb9c13d3cdae961f7
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x9e19f96c9fd749d0
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x0c3e9a3d3d897a0d
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.d.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.d.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.d.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.d.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.d.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.d.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.s.l ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.s.l ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.s.l ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.s.lu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.s.lu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.s.lu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.d.w ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.d.w ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.d.w ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.s.wu ft1, s1, rne
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.s.wu ft1, s1, rtz
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fsflags zero
        fcvt.s.wu ft1, s1, rup
        fmv.x.d a0, ft1
        jal p64
        frflags a0
        jal p64
        li   s1, 0x3a48c1ce3dd88917
        fmv.s.x ft1, s1
        fmv.x.d a0, ft1
        jal p64
        li a7, 10
        ecall

# a0: print as two hex words and a newline (high word first)
p64:    mv   t6, a0
        srli a0, t6, 32
        li   a7, 34
        ecall
        mv   a0, t6
        ecall
        li   a0, 10
        li   a7, 11
        ecall
        ret
