/* RvCore's run loop: RV32 and RV64 (RARS 1.6).
 * Part of _native.c's single translation unit (included once, in this order: the core
 * stays one compilation, so the run loops inline what they use). */

/* ------------------------------------------------------------------ RV64 (and RV32) */

/* RV64 (RARS's 64-bit mode) shares RV32's dispatch rather than copying it: `rv_run` below is
 * one function with a `wide` parameter, inlined into two entry points (`run`: RV32, `run64`)
 * where `wide` is a constant, so each compiles to its own specialised loop (no width test at
 * run time). A separate 64-bit loop would have duplicated some 300 lines of instruction
 * semantics; a width parameter costs a few macros instead. Registers are uint64_t in both
 * modes: RV32 values stay zero-extended (every register write truncates them to 32 bits),
 * RV64 values are RARS's Java longs. Addresses stay 32-bit in both (RARS adds the immediate
 * to the register's low word), so the memory paths are shared as they are. */
#if defined(__GNUC__)
#define RV_INLINE static inline __attribute__((always_inline))
#elif defined(_MSC_VER)
#define RV_INLINE static __forceinline
#else
#define RV_INLINE static inline
#endif
#define SXW(v) ((uint64_t)(int64_t)(int32_t)(uint32_t)(v)) /* a low word, sign-extended */
#define XS(v) (wide ? (int64_t)(v) : (int64_t)(int32_t)(v)) /* a register as signed */
#define XSH (wide ? 63 : 31)                                  /* the shift amount's mask */
#define XMIN (wide ? 0x8000000000000000ull : 0x80000000ull)   /* the most negative value */
#define XONES (wide ? ~0ull : 0xFFFFFFFFull)                  /* -1 */
/* the upper doubleword of a 128-bit product (RV64's mulh, mulhsu, mulhu), completing the
 * case; without __int128 they stay in Python */
#if defined(__SIZEOF_INT128__)
#define RV64_MULH(x, y) r = (uint64_t)((unsigned __int128)((x) * (y)) >> 64); break;
#else
#define RV64_MULH(x, y) goto py;
#endif
#define RV64_ONLY if (!wide) goto py; /* the RV64 cases, compiled out of the RV32 loop */
typedef char rv_ops_below_bp_flag[OP_COUNT <= BP_FLAG ? 1 : -1];

/* run(x, f, fcsr, pc, budget) -> (pc, completed, reason, fcsr): run at most `budget`
 * instructions from pc, with the integer registers of the list `x` (unsigned ints: 32-bit; run64's 64-bit) and
 * the FP registers of `f` (raw 64-bit patterns), both written back, and fcsr's value. */
RV_INLINE PyObject *rv_run(Core *self, PyObject *args, const int wide, const int counting,
                           const int checking) {
    PyObject *xlist, *flist;
    unsigned long pc_in, fcsr_in;
    long long budget;
    if (!PyArg_ParseTuple(args, "O!O!kkL", &PyList_Type, &xlist, &PyList_Type, &flist,
                          &fcsr_in, &pc_in, &budget))
        return NULL;
    if (PyList_GET_SIZE(xlist) != 32 || PyList_GET_SIZE(flist) != 32) {
        PyErr_SetString(PyExc_ValueError, "x and f must hold 32 registers each");
        return NULL;
    }
    uint64_t x[32], x0[32], f[32], f0[32];
    if (read_dwords(xlist, x, x0) < 0 || read_dwords(flist, f, f0) < 0)
        return NULL;
    x[0] = 0;
    uint32_t fcsr = (uint32_t)fcsr_in;
#if NATIVE_FP
    int host_mode = 0; /* the host's rounding mode (index into fe_modes), restored at the end */
    feclearexcept(FE_ALL_EXCEPT);
#endif

    uint32_t pc = (uint32_t)pc_in;
    long long done = 0;
    int reason = STOP_BUDGET;
    const Slot *slots = self->slots;
    const uint32_t tbase = self->text_base;
    const uint64_t nslots = (uint64_t)self->nslots;
    TALLY_BEGIN
    CC_BEGIN(!wide, 0) /* RV32 only: the checker's frames hold words */

    while (done < budget) {
        uint32_t off = pc - tbase;
        if ((off & 3) || (uint64_t)(off >> 2) >= nslots) {
            reason = STOP_PYTHON;
            break;
        }
        const Slot s = slots[off >> 2];
        uint8_t op = s.op;
        if (op & BP_FLAG) {
            if (done) { /* reached a breakpoint (one at the start address runs) */
                reason = STOP_BREAKPOINT;
                break;
            }
            op &= (uint8_t)~BP_FLAG;
        }
        CC_CHECK(pc, off >> 2, NULL, x, 1)
        const uint64_t a = x[s.rs1], b = x[s.rs2];
        const int32_t imm = s.imm;
        uint32_t next = pc + 4;
        uint64_t r = 0;
        int write = 1;
        uint8_t *p;
        switch (op) {
        case OP_LUI: r = SXW((uint32_t)imm << 12); break;
        case OP_AUIPC: r = SXW(pc + ((uint32_t)imm << 12)); break;
        case OP_JAL: r = SXW(pc + 4); next = pc + (uint32_t)imm; break;
        case OP_JALR: r = SXW(pc + 4); next = (uint32_t)(a + (uint32_t)imm) & ~(uint32_t)1; break;
        case OP_BEQ: write = 0; if (a == b) next = pc + (uint32_t)imm; break;
        case OP_BNE: write = 0; if (a != b) next = pc + (uint32_t)imm; break;
        case OP_BLT: write = 0; if (XS(a) < XS(b)) next = pc + (uint32_t)imm; break;
        case OP_BGE: write = 0; if (XS(a) >= XS(b)) next = pc + (uint32_t)imm; break;
        case OP_BLTU: write = 0; if (a < b) next = pc + (uint32_t)imm; break;
        case OP_BGEU: write = 0; if (a >= b) next = pc + (uint32_t)imm; break;
#define ACCESS(size) \
    p = addr_of(self, a + (uint32_t)imm, size); \
    if (!p) goto py;
        case OP_LB: ACCESS(1) r = (uint64_t)(int64_t)(int8_t)p[0]; break;
        case OP_LBU: ACCESS(1) r = p[0]; break;
        case OP_LH: { ACCESS(2) int16_t h; memcpy(&h, p, 2); r = (uint64_t)(int64_t)h; break; }
        case OP_LHU: { ACCESS(2) uint16_t h; memcpy(&h, p, 2); r = h; break; }
        case OP_LW: { ACCESS(4) uint32_t w; memcpy(&w, p, 4); r = SXW(w); break; }
#define STORE(size) \
    p = store_addr_of(self, a + (uint32_t)imm, size); \
    if (!p) goto py;
        case OP_SB: { STORE(1) write = 0; p[0] = (uint8_t)b; break; }
        case OP_SH: { STORE(2) write = 0; uint16_t h = (uint16_t)b; memcpy(p, &h, 2); break; }
        case OP_SW: { STORE(4) write = 0; uint32_t w = (uint32_t)b; memcpy(p, &w, 4); break; }
        case OP_ADDI: r = a + (uint64_t)(int64_t)imm; break;
        case OP_SLTI: r = XS(a) < imm; break;
        case OP_SLTIU: r = a < (XONES & (uint64_t)(int64_t)imm); break;
        case OP_XORI: r = a ^ (uint64_t)(int64_t)imm; break;
        case OP_ORI: r = a | (uint64_t)(int64_t)imm; break;
        case OP_ANDI: r = a & (uint64_t)(int64_t)imm; break;
        case OP_SLLI: r = a << (imm & XSH); break;
        case OP_SRLI: r = a >> (imm & XSH); break;
        case OP_SRAI: r = (uint64_t)(XS(a) >> (imm & XSH)); break;
        case OP_ADD: r = a + b; break;
        case OP_SUB: r = a - b; break;
        case OP_SLL: r = a << (b & XSH); break;
        case OP_SLT: r = XS(a) < XS(b); break;
        case OP_SLTU: r = a < b; break;
        case OP_XOR: r = a ^ b; break;
        case OP_SRL: r = a >> (b & XSH); break;
        case OP_SRA: r = (uint64_t)(XS(a) >> (b & XSH)); break;
        case OP_OR: r = a | b; break;
        case OP_AND: r = a & b; break;
        case OP_MUL: r = a * b; break;
        case OP_MULH:
            if (wide) { RV64_MULH((__int128)(int64_t)a, (int64_t)b) }
            r = (uint32_t)((uint64_t)((int64_t)(int32_t)a * (int64_t)(int32_t)b) >> 32); break;
        case OP_MULHSU:
            if (wide) { RV64_MULH((__int128)(int64_t)a, (__int128)b) }
            r = (uint32_t)((uint64_t)((int64_t)(int32_t)a * (int64_t)(uint64_t)b) >> 32);
            break;
        case OP_MULHU:
            if (wide) { RV64_MULH((unsigned __int128)a, b) }
            r = (uint32_t)(((uint64_t)a * (uint64_t)b) >> 32); break;
        case OP_DIV:
            if (b == 0) r = XONES;
            else if (a == XMIN && b == XONES) r = a;
            else r = (uint64_t)(XS(a) / XS(b));
            break;
        case OP_DIVU: r = b ? a / b : XONES; break;
        case OP_REM:
            if (b == 0) r = a;
            else if (a == XMIN && b == XONES) r = 0;
            else r = (uint64_t)(XS(a) % XS(b));
            break;
        case OP_REMU: r = b ? a % b : a; break;
        case OP_FENCE: case OP_FENCE_I: write = 0; break;
#if NATIVE_FP
        /* FP: every case either completes the instruction or leaves it to Python (goto py)
         * before changing anything */
        case OP_FLW: ACCESS(4) { uint32_t w; memcpy(&w, p, 4); f[s.rd] = BOX | w; write = 0; break; }
        case OP_FSW: { STORE(4) uint32_t w = (uint32_t)f[s.rs2]; memcpy(p, &w, 4); write = 0; break; }
        case OP_FLD: case OP_FSD: {
            uint32_t ad = a + (uint32_t)imm;
            uint8_t *lo, *hi;
            if (op == OP_FLD) {
                lo = addr_of(self, ad, 4);
                hi = addr_of(self, ad + 4, 4);
            } else {
                lo = store_addr_of(self, ad, 4);
                hi = store_addr_of(self, ad + 4, 4);
            }
            if (!lo || !hi)
                goto py;
            if (op == OP_FLD) {
                uint32_t wl, wh;
                memcpy(&wl, lo, 4);
                memcpy(&wh, hi, 4);
                f[s.rd] = (uint64_t)wh << 32 | wl;
            } else {
                uint32_t wl = (uint32_t)f[s.rs2], wh = (uint32_t)(f[s.rs2] >> 32);
                memcpy(hi, &wh, 4);
                memcpy(lo, &wl, 4);
            }
            write = 0;
            break;
        }
        case OP_FMV_X_W: r = SXW(f[s.rs1]); break;
        case OP_FMV_W_X: f[s.rd] = BOX | (uint32_t)a; write = 0; break;
        case OP_FSGNJ_S: case OP_FSGNJN_S: case OP_FSGNJX_S: {
            if ((f[s.rs1] >> 32) != 0xFFFFFFFFu || (f[s.rs2] >> 32) != 0xFFFFFFFFu)
                goto py; /* an unboxed operand reads as the canonical NaN */
            uint32_t fa = (uint32_t)f[s.rs1], fb = (uint32_t)f[s.rs2];
            uint32_t sg = op == OP_FSGNJ_S ? fb : op == OP_FSGNJN_S ? ~fb : fa ^ fb;
            f[s.rd] = BOX | (fa & 0x7FFFFFFFu) | (sg & 0x80000000u);
            write = 0;
            break;
        }
        case OP_FSGNJ_D: case OP_FSGNJN_D: case OP_FSGNJX_D: {
            uint64_t fa = f[s.rs1], fb = f[s.rs2], sb = 0x8000000000000000ull;
            uint64_t sg = op == OP_FSGNJ_D ? fb : op == OP_FSGNJN_D ? ~fb : fa ^ fb;
            f[s.rd] = (fa & ~sb) | (sg & sb);
            write = 0;
            break;
        }
        case OP_FEQ_S: case OP_FLT_S: case OP_FLE_S: {
            float fa, fb;
            if (!single_ok(f[s.rs1], &fa) || !single_ok(f[s.rs2], &fb))
                goto py;
            r = op == OP_FEQ_S ? fa == fb : op == OP_FLT_S ? fa < fb : fa <= fb;
            break;
        }
        case OP_FEQ_D: case OP_FLT_D: case OP_FLE_D: {
            double da, db;
            if (!double_ok(f[s.rs1], &da) || !double_ok(f[s.rs2], &db))
                goto py;
            r = op == OP_FEQ_D ? da == db : op == OP_FLT_D ? da < db : da <= db;
            break;
        }
        case OP_FADD_S: case OP_FSUB_S: case OP_FMUL_S: case OP_FDIV_S: case OP_FSQRT_S:
        case OP_FADD_D: case OP_FSUB_D: case OP_FMUL_D: case OP_FDIV_D: case OP_FSQRT_D:
        case OP_FCVT_S_W: case OP_FCVT_S_WU: case OP_FCVT_D_W: case OP_FCVT_D_WU:
        case OP_FCVT_S_D: case OP_FCVT_D_S:
        case OP_FMADD_S: case OP_FMSUB_S: case OP_FNMADD_S: case OP_FNMSUB_S:
        case OP_FMADD_D: case OP_FMSUB_D: case OP_FNMADD_D: case OP_FNMSUB_D: {
            int rm = imm & 7; /* the rounding mode field: 0..4 static, 7 dynamic (frm) */
            int fused = op >= OP_FMADD_S;
            if (rm == 7)
                rm = (int)(fcsr >> 5) & 7;
            if (rm > 3) /* RMM (no host mode) and invalid modes: Python */
                goto py;
            if (rm != host_mode) {
                if (fesetround(fe_modes[rm]))
                    goto py;
                host_mode = rm;
            }
            /* Flags are sticky and every bad one ends the run, so only inexact needs a clean
             * slate, and only while fcsr lacks NX */
            if (fused) /* a library fma may raise its flags through the x87 unit too */
                feclearexcept(FE_ALL_EXCEPT);
            else if (!(fcsr & FF_NX))
                FLAGS_CLEAR();
            int is_single = op <= OP_FSQRT_S || op == OP_FCVT_S_W || op == OP_FCVT_S_WU ||
                            op == OP_FCVT_S_D || (op >= OP_FMADD_S && op <= OP_FNMSUB_S);
            volatile float rs_ = 0.0f;
            volatile double rd_ = 0.0;
            switch (op) {
            case OP_FADD_S: case OP_FSUB_S: case OP_FMUL_S: case OP_FDIV_S: case OP_FSQRT_S: {
                float fa, fb = 0.0f;
                if (!single_ok(f[s.rs1], &fa) || (op != OP_FSQRT_S && !single_ok(f[s.rs2], &fb)))
                    goto py;
                volatile float va = fa, vb = fb;
                if (op == OP_FSQRT_S) {
                    if (!(va > 0.0f))
                        goto py; /* zeros and negatives: RARS's special cases */
                    rs_ = sqrtf(va);
                } else
                    rs_ = op == OP_FADD_S ? va + vb : op == OP_FSUB_S ? va - vb
                        : op == OP_FMUL_S ? va * vb : va / vb;
                break;
            }
            case OP_FADD_D: case OP_FSUB_D: case OP_FMUL_D: case OP_FDIV_D: case OP_FSQRT_D: {
                double da, db = 0.0;
                if (!double_ok(f[s.rs1], &da) || (op != OP_FSQRT_D && !double_ok(f[s.rs2], &db)))
                    goto py;
                volatile double va = da, vb = db;
                if (op == OP_FSQRT_D) {
                    if (!(va > 0.0))
                        goto py;
                    rd_ = sqrt(va);
                } else
                    rd_ = op == OP_FADD_D ? va + vb : op == OP_FSUB_D ? va - vb
                        : op == OP_FMUL_D ? va * vb : va / vb;
                break;
            }
            case OP_FCVT_S_W: { volatile int32_t v = (int32_t)a; rs_ = (float)v; break; }
            case OP_FCVT_S_WU: { volatile uint32_t v = (uint32_t)a; rs_ = (float)v; break; }
            case OP_FCVT_D_W: { volatile int32_t v = (int32_t)a; rd_ = (double)v; break; }
            case OP_FCVT_D_WU: { volatile uint32_t v = (uint32_t)a; rd_ = (double)v; break; }
            case OP_FCVT_S_D: {
                double da;
                if (!double_ok(f[s.rs1], &da))
                    goto py;
                volatile double va = da;
                rs_ = (float)va;
                break;
            }
            case OP_FCVT_D_S: {
                float fa;
                if (!single_ok(f[s.rs1], &fa))
                    goto py;
                volatile float va = fa;
                rd_ = (double)va;
                break;
            }
            case OP_FMADD_S: case OP_FMSUB_S: case OP_FNMADD_S: case OP_FNMSUB_S: {
                float fa, fb, fc;
                if (!single_ok(f[s.rs1], &fa) || !single_ok(f[s.rs2], &fb) ||
                    !single_ok(f[(imm >> 8) & 31], &fc) || fc == 0.0f)
                    goto py; /* a zero addend: RARS's sign rules (fpu.py) */
                /* negations are exact: fmsub a*b-c, fnmadd -(a*b)-c, fnmsub -(a*b)+c */
                volatile float va = op >= OP_FNMADD_S ? -fa : fa, vb = fb;
                volatile float vc = op == OP_FMSUB_S || op == OP_FNMADD_S ? -fc : fc;
                rs_ = fmaf(va, vb, vc);
                break;
            }
            case OP_FMADD_D: case OP_FMSUB_D: case OP_FNMADD_D: case OP_FNMSUB_D: {
                double da, db, dc;
                if (!double_ok(f[s.rs1], &da) || !double_ok(f[s.rs2], &db) ||
                    !double_ok(f[(imm >> 8) & 31], &dc) || dc == 0.0)
                    goto py; /* a zero addend: RARS's sign rules (fpu.py) */
                volatile double va = op >= OP_FNMADD_D ? -da : da, vb = db;
                volatile double vc = op == OP_FMSUB_D || op == OP_FNMADD_D ? -dc : dc;
                rd_ = fma(va, vb, vc);
                break;
            }
            }
            int fe = fused ? fetestexcept(FE_ALL_EXCEPT) : FLAGS_GET();
            if ((fe & FE_INEXACT) && (fcsr & FF_NX) && !fused &&
                (is_single ? rs_ == 0.0f : rd_ == 0.0) && fp_zero_exact(op, f[s.rs1], f[s.rs2]))
                fe = 0; /* an earlier operation's inexact flag (not cleared while fcsr has NX) */
            if (is_single) {
                float v = rs_;
                if (!result_ok_s(v, fe) || (fused && v == 0.0f)) /* RARS's fused zeros */
                    goto py;
                uint32_t w;
                memcpy(&w, &v, 4);
                f[s.rd] = BOX | w;
            } else {
                double v = rd_;
                if (!result_ok_d(v, fe) || (fused && v == 0.0))
                    goto py;
                uint64_t w;
                memcpy(&w, &v, 8);
                f[s.rd] = w;
            }
            if (fe & FE_INEXACT)
                fcsr |= FF_NX;
            write = 0;
            break;
        }
#endif
        /* ---- RV64 only: the W instructions compute on low words and sign-extend ---- */
        case OP_ADDIW: RV64_ONLY r = SXW(a + (uint32_t)imm); break;
        case OP_SLLIW: RV64_ONLY r = SXW((uint32_t)a << (imm & 31)); break;
        case OP_SRLIW: RV64_ONLY r = SXW((uint32_t)a >> (imm & 31)); break;
        case OP_SRAIW: RV64_ONLY r = SXW((int32_t)a >> (imm & 31)); break;
        case OP_ADDW: RV64_ONLY r = SXW(a + b); break;
        case OP_SUBW: RV64_ONLY r = SXW(a - b); break;
        case OP_SLLW: RV64_ONLY r = SXW((uint32_t)a << (b & 31)); break;
        case OP_SRLW: RV64_ONLY r = SXW((uint32_t)a >> (b & 31)); break;
        case OP_SRAW: RV64_ONLY r = SXW((int32_t)a >> (b & 31)); break;
        case OP_MULW: RV64_ONLY r = SXW((uint32_t)a * (uint32_t)b); break;
        case OP_DIVW: case OP_DIVUW: case OP_REMW: case OP_REMUW: {
            RV64_ONLY
            uint32_t wa = (uint32_t)a, wb = (uint32_t)b;
            if (wb == 0) /* x/0 = -1, x%0 = x (all four) */
                r = op == OP_DIVW || op == OP_DIVUW ? ~0ull : SXW(wa);
            else if (op == OP_DIVUW)
                r = SXW(wa / wb);
            else if (op == OP_REMUW)
                r = SXW(wa % wb);
            else if (wa == 0x80000000u && wb == 0xFFFFFFFFu) /* INT_MIN / -1 */
                r = op == OP_DIVW ? SXW(wa) : 0;
            else
                r = op == OP_DIVW ? SXW((int32_t)wa / (int32_t)wb) : SXW((int32_t)wa % (int32_t)wb);
            break;
        }
        case OP_LWU: { RV64_ONLY ACCESS(4) uint32_t w; memcpy(&w, p, 4); r = w; break; }
        case OP_LD: case OP_SD: { /* two words, 4-aligned (RARS; memory.py's doublewords) */
            RV64_ONLY
            uint32_t ad = (uint32_t)(a + (uint32_t)imm), wl, wh;
            uint8_t *lo = op == OP_LD ? addr_of(self, ad, 4) : store_addr_of(self, ad, 4);
            uint8_t *hi = op == OP_LD ? addr_of(self, ad + 4, 4) : store_addr_of(self, ad + 4, 4);
            if (!lo || !hi)
                goto py;
            if (op == OP_LD) {
                memcpy(&wl, lo, 4);
                memcpy(&wh, hi, 4);
                r = (uint64_t)wh << 32 | wl;
            } else {
                wl = (uint32_t)b;
                wh = (uint32_t)(b >> 32);
                memcpy(hi, &wh, 4);
                memcpy(lo, &wl, 4);
                write = 0;
            }
            break;
        }
        case OP_FMV_X_D: RV64_ONLY r = f[s.rs1]; break;
        case OP_FMV_D_X: RV64_ONLY f[s.rd] = a; write = 0; break;
#undef ACCESS
#undef STORE
        default:
            goto py;
        }
        if (write)
            x[s.rd] = wide ? r : (uint32_t)r;
        x[0] = 0;
        TALLY(pc, off >> 2)
        pc = next;
        done++;
        continue;
    py: /* Python runs this instruction: nothing of it has happened */
        reason = STOP_PYTHON;
        break;
    }
    TALLY_END
    CC_END(NULL, x)
#if NATIVE_FP
    if (host_mode != 0)
        fesetround(FE_TONEAREST); /* Python's own arithmetic rounds to nearest */
    feclearexcept(FE_ALL_EXCEPT);
#endif
    if (write_dwords(xlist, x, x0, 1) < 0 || write_dwords(flist, f, f0, 0) < 0)
        return NULL;
    return Py_BuildValue("kLik", (unsigned long)pc, done, reason, (unsigned long)fcsr);
}

/* the compilations of rv_run (see above): RV32 with and without the tally and the checker,
 * RV64 with and without the tally */
#define RV32_RUN(self, args, counting, checking) rv_run(self, args, 0, counting, checking)
TALLY_RUN(RvCore_run, RV32_RUN)
RUN_LOOP(RvCore_run64_plain, rv_run(self, args, 1, 0, 0))
RUN_LOOP(RvCore_run64_counting, rv_run(self, args, 1, 1, 0))
static PyObject *RvCore_run64(Core *self, PyObject *args) {
    return self->tally ? RvCore_run64_counting(self, args) : RvCore_run64_plain(self, args);
}
