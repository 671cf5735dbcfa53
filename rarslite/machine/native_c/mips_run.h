/* MipsCore's run loop, included twice by mips.h: as mips_run (MIPS_RUN_CC 0: the loops
 * without the checker, each slot read as it is) and as mips_run_cc (MIPS_RUN_CC 1: the
 * checker's loops, each slot read after CC_CHECK in words, core.h's WideSlot). The slot's
 * type is the preprocessor's, so each loop keeps the code it is fastest with.
 * Part of _native.c's single translation unit. */

/* run(r, f, fcc, pc, hi, lo, last, db, db_state, db_target, budget)
 *   -> (pc, completed, counted, last, reason, hi, lo, db_state, db_target)
 * Runs at most `budget` instructions of MARS 4.5 from pc over the lists r (integer
 * registers), f (coprocessor 1's raw words) and fcc (its 8 condition flags), written back.
 * `counted`: MARS's instruction count of them (an instruction at the address of the one before
 * it, `last` on entry, -1 for none, counts once); `last`: the address of the last one run.
 * With delayed branching (db) the branch state machine of mips/hart.py runs here too.
 * `checking` (the checker's loops, MipsCore_run): 1 compiled without delayed branching, 2 with
 * it (each has the checker's side of its own). */
static TALLY_INLINE PyObject *MIPS_RUN(Core *self, PyObject *args, const int counting,
                                        const int checking) {
    PyObject *rlist, *flist, *fcclist;
    unsigned long pc_in, hi_in, lo_in, dbt_in;
    long long last_in, budget;
    int db_in, dbs;
    if (!PyArg_ParseTuple(args, "O!O!O!kkkLpikL", &PyList_Type, &rlist, &PyList_Type, &flist,
                          &PyList_Type, &fcclist, &pc_in, &hi_in, &lo_in, &last_in, &db_in, &dbs,
                          &dbt_in, &budget))
        return NULL;
    if (checking && db_in != (checking == 2)) {
        PyErr_SetString(PyExc_ValueError, "a checker's loop for the other branching");
        return NULL;
    }
    const int db = checking ? checking == 2 : db_in;
    if (PyList_GET_SIZE(rlist) != 32 || PyList_GET_SIZE(flist) != 32 ||
        PyList_GET_SIZE(fcclist) != 8) {
        PyErr_SetString(PyExc_ValueError, "r and f must hold 32 registers, fcc 8 flags");
        return NULL;
    }
    uint32_t r[32], r0[32], f[32], f0[32];
    uint8_t fcc[8], fcc0[8];
    if (read_words(rlist, r, r0) < 0 || read_words(flist, f, f0) < 0)
        return NULL;
    for (int i = 0; i < 8; i++) {
        int t = PyObject_IsTrue(PyList_GET_ITEM(fcclist, i));
        if (t < 0)
            return NULL;
        fcc[i] = fcc0[i] = (uint8_t)t;
    }
    r[0] = 0;
    uint32_t pc = (uint32_t)pc_in, hi = (uint32_t)hi_in, lo = (uint32_t)lo_in;
    uint32_t dbt = (uint32_t)dbt_in;
    const uint32_t link_step = db ? 8 : 4; /* jal & co link past the delay slot */
    int64_t last = last_in;
    long long done = 0, counted = 0;
    int reason = STOP_BUDGET;
    const Slot *slots = self->slots;
    const uint32_t tbase = self->text_base;
    const uint64_t nslots = (uint64_t)self->nslots;
    TALLY_BEGIN
    CC_BEGIN(1, db)

/* a taken branch or jump: at once, or (delayed branching) after the delay slot; a branch in
 * a delay slot keeps the first target and moves the jump one slot later (MARS) */
#define BRANCH(target) \
    do { \
        uint32_t t_ = (target); \
        if (db) { \
            if (dbs == 0) \
                dbt = t_; \
            dbs = 1; \
        } else \
            next = t_; \
    } while (0)
#define BOFF (pc + 4 + ((uint32_t)imm << 2))
#define ACCESS(size) \
    p = addr_of(self, a + (uint32_t)imm, size); \
    if (!p) goto py;
#define STORE(size) \
    p = store_addr_of(self, a + (uint32_t)imm, size); \
    if (!p) goto py;

    while (done < budget) {
        uint32_t off = pc - tbase;
        if ((off & 3) || (uint64_t)(off >> 2) >= nslots) {
            reason = STOP_PYTHON;
            break;
        }
#if MIPS_RUN_CC
        CC_CHECK(pc, off >> 2, r, NULL, 0)
        /* (read after CC_CHECK: none of it lives across the checker's inlined code and calls,
         * which would keep it on the stack; core.h's WideSlot) */
        const WideSlot s = wide_slot(slots[off >> 2]);
#else
        const Slot s = slots[off >> 2];
        CC_CHECK(pc, off >> 2, r, NULL, 0)
#endif
        const uint32_t a = r[s.rs1], b = r[s.rs2]; /* rs, rt */
        const int32_t imm = s.imm;
        uint32_t next = pc + 4, v = 0;
        int dst = 0; /* the integer register written (0: none) */
        uint8_t *p;
        switch (s.op) { /* a breakpoint's flag is no operation: Python's */
        case MOP_ADDU: dst = s.rd; v = a + b; break;
        case MOP_SUBU: dst = s.rd; v = a - b; break;
        case MOP_AND: dst = s.rd; v = a & b; break;
        case MOP_OR: dst = s.rd; v = a | b; break;
        case MOP_XOR: dst = s.rd; v = a ^ b; break;
        case MOP_NOR: dst = s.rd; v = ~(a | b); break;
        case MOP_SLT: dst = s.rd; v = (int32_t)a < (int32_t)b; break;
        case MOP_SLTU: dst = s.rd; v = a < b; break;
        case MOP_ADD: case MOP_SUB: case MOP_ADDI: {
            int64_t t = op_wide(s.op, a, b, imm);
            if (t != (int32_t)t)
                goto py; /* arithmetic overflow: Python raises MARS's exception */
            dst = s.op == MOP_ADDI ? s.rs2 : s.rd;
            v = (uint32_t)t;
            break;
        }
        case MOP_ADDIU: dst = s.rs2; v = a + (uint32_t)imm; break;
        case MOP_SLTI: dst = s.rs2; v = (int32_t)a < imm; break;
        case MOP_SLTIU: dst = s.rs2; v = a < (uint32_t)imm; break;
        case MOP_ANDI: dst = s.rs2; v = a & (uint32_t)imm; break;
        case MOP_ORI: dst = s.rs2; v = a | (uint32_t)imm; break;
        case MOP_XORI: dst = s.rs2; v = a ^ (uint32_t)imm; break;
        case MOP_LUI: dst = s.rs2; v = (uint32_t)imm << 16; break;
        case MOP_SLL: dst = s.rd; v = b << (imm & 31); break;
        case MOP_SRL: dst = s.rd; v = b >> (imm & 31); break;
        case MOP_SRA: dst = s.rd; v = (uint32_t)((int32_t)b >> (imm & 31)); break;
        case MOP_SLLV: dst = s.rd; v = b << (a & 31); break;
        case MOP_SRLV: dst = s.rd; v = b >> (a & 31); break;
        case MOP_SRAV: dst = s.rd; v = (uint32_t)((int32_t)b >> (a & 31)); break;
        case MOP_LW: case MOP_LL: ACCESS(4) dst = s.rs2; memcpy(&v, p, 4); break;
        case MOP_LH: { ACCESS(2) int16_t h; memcpy(&h, p, 2); dst = s.rs2; v = (uint32_t)(int32_t)h; break; }
        case MOP_LHU: { ACCESS(2) uint16_t h; memcpy(&h, p, 2); dst = s.rs2; v = h; break; }
        case MOP_LB: ACCESS(1) dst = s.rs2; v = (uint32_t)(int32_t)(int8_t)p[0]; break;
        case MOP_LBU: ACCESS(1) dst = s.rs2; v = p[0]; break;
        case MOP_SW: STORE(4) memcpy(p, &b, 4); break;
        case MOP_SC: STORE(4) memcpy(p, &b, 4); dst = s.rs2; v = 1; break;
        case MOP_SH: { STORE(2) uint16_t h = (uint16_t)b; memcpy(p, &h, 2); break; }
        case MOP_SB: STORE(1) p[0] = (uint8_t)b; break;
        case MOP_BEQ: if (a == b) BRANCH(BOFF); break;
        case MOP_BNE: if (a != b) BRANCH(BOFF); break;
        case MOP_BLEZ: if ((int32_t)a <= 0) BRANCH(BOFF); break;
        case MOP_BGTZ: if ((int32_t)a > 0) BRANCH(BOFF); break;
        case MOP_BLTZ: if ((int32_t)a < 0) BRANCH(BOFF); break;
        case MOP_BGEZ: if ((int32_t)a >= 0) BRANCH(BOFF); break;
        case MOP_BLTZAL: /* links only when taken (MARS) */
            if ((int32_t)a < 0) { r[31] = pc + link_step; BRANCH(BOFF); }
            break;
        case MOP_BGEZAL:
            if ((int32_t)a >= 0) { r[31] = pc + link_step; BRANCH(BOFF); }
            break;
        case MOP_J: BRANCH(((pc + 4) & 0xF0000000u) | (uint32_t)imm << 2); break;
        case MOP_JAL:
            r[31] = pc + link_step;
            BRANCH(((pc + 4) & 0xF0000000u) | (uint32_t)imm << 2);
            break;
        case MOP_JR: BRANCH(a); break;
        case MOP_JALR: /* rd first; the jump reads rs afterwards (MARS) */
            if (s.rd)
                r[s.rd] = pc + link_step;
            BRANCH(r[s.rs1]);
            break;
        case MOP_MULT: case MOP_MULTU: case MOP_MADD: case MOP_MADDU: case MOP_MSUB:
        case MOP_MSUBU: case MOP_MUL: {
            int sgn = s.op == MOP_MULT || s.op == MOP_MADD || s.op == MOP_MSUB || s.op == MOP_MUL;
            uint64_t prod = sgn ? (uint64_t)((int64_t)(int32_t)a * (int64_t)(int32_t)b)
                                : (uint64_t)a * (uint64_t)b;
            uint64_t acc = (uint64_t)hi << 32 | lo; /* modulo 2^64: signed or not alike */
            if (s.op == MOP_MADD || s.op == MOP_MADDU)
                prod = acc + prod;
            else if (s.op == MOP_MSUB || s.op == MOP_MSUBU)
                prod = acc - prod;
            hi = (uint32_t)(prod >> 32);
            lo = (uint32_t)prod;
            if (s.op == MOP_MUL) {
                dst = s.rd;
                v = lo;
            }
            break;
        }
        case MOP_DIV: /* division by zero leaves HI and LO (MARS) */
            if (b == 0)
                break;
            if (a == 0x80000000u && b == 0xFFFFFFFFu) {
                lo = a;
                hi = 0;
            } else {
                lo = (uint32_t)((int32_t)a / (int32_t)b);
                hi = (uint32_t)((int32_t)a % (int32_t)b);
            }
            break;
        case MOP_DIVU:
            if (b) {
                lo = a / b;
                hi = a % b;
            }
            break;
        case MOP_MFHI: dst = s.rd; v = hi; break;
        case MOP_MFLO: dst = s.rd; v = lo; break;
        case MOP_MTHI: hi = a; break;
        case MOP_MTLO: lo = a; break;
        case MOP_MOVN: if (b != 0) { dst = s.rd; v = a; } break;
        case MOP_MOVZ: if (b == 0) { dst = s.rd; v = a; } break;
        case MOP_MOVF: if (!fcc[imm & 7]) { dst = s.rd; v = a; } break;
        case MOP_MOVT: if (fcc[imm & 7]) { dst = s.rd; v = a; } break;
        case MOP_CLZ: dst = s.rd; v = a ? (uint32_t)__builtin_clz(a) : 32; break;
        case MOP_CLO: dst = s.rd; v = ~a ? (uint32_t)__builtin_clz(~a) : 32; break;
        case MOP_NOP: break;
#if NATIVE_FP
        /* coprocessor 1: fs in rd, ft in rt, fd = imm & 31, cc = imm >> 8 (doubles: the
         * Python side leaves odd registers to Python; `& 30` keeps pairs in bounds) */
        case MOP_MFC1: dst = s.rs2; v = f[s.rd]; break;
        case MOP_MTC1: f[s.rd] = b; break;
        case MOP_LWC1: ACCESS(4) memcpy(&f[s.rs2], p, 4); break;
        case MOP_SWC1: STORE(4) memcpy(p, &f[s.rs2], 4); break;
        case MOP_LDC1: case MOP_SDC1: {
            uint32_t ad = a + (uint32_t)imm;
            if (ad & 7)
                goto py; /* MARS's doubleword alignment exception */
            int ft = s.rs2 & 30;
            if (s.op == MOP_LDC1) {
                uint8_t *pl = addr_of(self, ad, 4), *ph = addr_of(self, ad + 4, 4);
                if (!pl || !ph)
                    goto py;
                memcpy(&f[ft], pl, 4);
                memcpy(&f[ft + 1], ph, 4);
            } else {
                uint8_t *pl = store_addr_of(self, ad, 4), *ph = store_addr_of(self, ad + 4, 4);
                if (!pl || !ph)
                    goto py;
                memcpy(pl, &f[ft], 4);
                memcpy(ph, &f[ft + 1], 4);
            }
            break;
        }
        case MOP_BC1T: if (fcc[s.rs1 & 7]) BRANCH(BOFF); break;
        case MOP_BC1F: if (!fcc[s.rs1 & 7]) BRANCH(BOFF); break;
        case MOP_ADD_S: case MOP_SUB_S: case MOP_MUL_S: case MOP_DIV_S: case MOP_SQRT_S: {
            volatile float x = f32_of(f[s.rd]), y = f32_of(f[s.rs2]);
            float z = s.op == MOP_ADD_S ? x + y : s.op == MOP_SUB_S ? x - y
                : s.op == MOP_MUL_S ? x * y : s.op == MOP_DIV_S ? x / y
                : x >= 0.0f ? sqrtf(x) : NAN;
            f[imm & 31] = bits_of_f32(z);
            break;
        }
        case MOP_ADD_D: case MOP_SUB_D: case MOP_MUL_D: case MOP_DIV_D: case MOP_SQRT_D: {
            volatile double x = f64_of(f, s.rd & 30), y = f64_of(f, s.rs2 & 30);
            double z = s.op == MOP_ADD_D ? x + y : s.op == MOP_SUB_D ? x - y
                : s.op == MOP_MUL_D ? x * y : s.op == MOP_DIV_D ? x / y
                : x >= 0.0 ? sqrt(x) : NAN;
            set_f64(f, imm & 30, z);
            break;
        }
        case MOP_ABS_S: f[imm & 31] = f[s.rd] & 0x7FFFFFFFu; break;
        case MOP_NEG_S: f[imm & 31] = f[s.rd] ^ 0x80000000u; break;
        case MOP_MOV_S: f[imm & 31] = f[s.rd]; break;
        case MOP_ABS_D: case MOP_NEG_D: case MOP_MOV_D: {
            uint32_t wl = f[s.rd & 30], wh = f[(s.rd & 30) + 1];
            wh = s.op == MOP_ABS_D ? wh & 0x7FFFFFFFu : s.op == MOP_NEG_D ? wh ^ 0x80000000u : wh;
            f[imm & 30] = wl;
            f[(imm & 30) + 1] = wh;
            break;
        }
        case MOP_C_EQ_S: case MOP_C_LT_S: case MOP_C_LE_S: {
            float x = f32_of(f[s.rd]), y = f32_of(f[s.rs2]);
            fcc[(imm >> 8) & 7] = s.op == MOP_C_EQ_S ? x == y : s.op == MOP_C_LT_S ? x < y : x <= y;
            break;
        }
        case MOP_C_EQ_D: case MOP_C_LT_D: case MOP_C_LE_D: {
            double x = f64_of(f, s.rd & 30), y = f64_of(f, s.rs2 & 30);
            fcc[(imm >> 8) & 7] = s.op == MOP_C_EQ_D ? x == y : s.op == MOP_C_LT_D ? x < y : x <= y;
            break;
        }
        case MOP_CVT_S_D: { volatile double x = f64_of(f, s.rd & 30); f[imm & 31] = bits_of_f32((float)x); break; }
        case MOP_CVT_S_W: { volatile int32_t x = (int32_t)f[s.rd]; f[imm & 31] = bits_of_f32((float)x); break; }
        case MOP_CVT_D_S: set_f64(f, imm & 30, (double)f32_of(f[s.rd])); break;
        case MOP_CVT_D_W: set_f64(f, imm & 30, (double)(int32_t)f[s.rd]); break;
        case MOP_CVT_W_S: f[imm & 31] = java_int((double)f32_of(f[s.rd])); break;
        case MOP_CVT_W_D: f[imm & 31] = java_int(f64_of(f, s.rd & 30)); break;
        case MOP_ROUND_W_S: case MOP_TRUNC_W_S: case MOP_CEIL_W_S: case MOP_FLOOR_W_S:
            f[imm & 31] = round_w((double)f32_of(f[s.rd]), s.op - MOP_ROUND_W_S);
            break;
        case MOP_ROUND_W_D: case MOP_TRUNC_W_D: case MOP_CEIL_W_D: case MOP_FLOOR_W_D:
            f[imm & 31] = round_w(f64_of(f, s.rd & 30), s.op - MOP_ROUND_W_D);
            break;
        case MOP_MOVF_S: case MOP_MOVT_S: case MOP_MOVN_S: case MOP_MOVZ_S:
        case MOP_MOVF_D: case MOP_MOVT_D: case MOP_MOVN_D: case MOP_MOVZ_D: {
            int k = (s.op - MOP_MOVF_S) & 3; /* movf movt movn movz */
            int cond = k == 0 ? !fcc[(imm >> 8) & 7] : k == 1 ? fcc[(imm >> 8) & 7]
                : k == 2 ? b != 0 : b == 0;
            if (cond) {
                if (s.op <= MOP_MOVZ_S)
                    f[imm & 31] = f[s.rd];
                else {
                    f[imm & 30] = f[s.rd & 30];
                    f[(imm & 30) + 1] = f[(s.rd & 30) + 1];
                }
            }
            break;
        }
#endif
        default:
            goto py;
        }
        if (dst)
            r[dst] = v;
        if ((int64_t)pc != last)
            counted++;
        last = pc;
        TALLY(pc, off >> 2)
        pc = next;
        if (db) { /* after each instruction: a triggered branch jumps, a registered one triggers */
            if (dbs == 2) {
                pc = dbt;
                dbs = 0;
                if (checking && cc_fastpend(cc)) /* the checker's lean call or return */
                    cc_live_ = cc_slot_ran(cc, r, cc_live_,
                                           done + 1 < budget && !((pc - tbase) & 3) &&
                                               (uint64_t)((pc - tbase) >> 2) < nslots);
            } else if (dbs == 1)
                dbs = 2;
        }
        done++;
        continue;
    py: /* Python runs this instruction: nothing of it has happened */
        if (checking)
            cc_unstep(cc, pc);
        reason = STOP_PYTHON;
        break;
    }
    TALLY_END
    CC_END(r, NULL)
#undef BRANCH
#undef BOFF
#undef ACCESS
#undef STORE
    if (write_words(rlist, r, r0, 1) < 0 || write_words(flist, f, f0, 0) < 0)
        return NULL;
    for (int i = 0; i < 8; i++) {
        if (fcc[i] != fcc0[i]) {
            PyObject *o = PyBool_FromLong(fcc[i]);
            PyList_SetItem(fcclist, i, o);
        }
    }
    return Py_BuildValue("kLLLikkik", (unsigned long)pc, done, counted, (long long)last, reason,
                         (unsigned long)hi, (unsigned long)lo, dbs, (unsigned long)dbt);
}
