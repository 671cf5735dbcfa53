/* rarslite's optional native execution core (docs/native.md).
 *
 * Written in C against the CPython API rather than Cython: the only build dependency is a C
 * compiler and Python's headers (python3-dev), which setuptools already knows how to use, so
 * `pip install` needs nothing new and falls back to pure Python when there is no compiler.
 *
 * `RvCore` runs the common case of an RV32 program (`run`; `run64`: RARS's 64-bit mode, see
 * rv_run): integer, M, branches, jal/jalr and every
 * load/store width to ordinary memory (the data, stack and MMIO regions the Python block
 * translator also accesses inline). Instructions arrive pre-decoded by the Python side (the
 * project's decoder stays the one source of truth: a slot holds an operation number from
 * `RV_OPS` and the Instr's fields). Anything else stops the core *before* that instruction,
 * with every register written back, so Python runs it with its exact semantics: system
 * instructions, FP, a trapping or misaligned access, an access outside the plain regions
 * (devices, text), a jump out of the known code. Breakpoints stop the core after the
 * instruction that reaches them; the budget is exact. *
 * `MipsCore` does the same for MARS 4.5's MIPS (mips/native_tier.py packs its slots): both
 * types share one layout (`Core`: the slot table, the regions) and everything but `run`.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* F/D run natively only where the host computes IEEE single and double exactly (SSE, not x87
 * extended precision); elsewhere every FP instruction goes to Python. */
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD == 0 && defined(FE_TONEAREST) && \
    defined(FE_TOWARDZERO) && defined(FE_DOWNWARD) && defined(FE_UPWARD) && defined(FE_INEXACT)
#define NATIVE_FP 1
#else
#define NATIVE_FP 0
#endif

/* The operation numbers: RV_OPS (exported) lists their mnemonics in this order, from 1. */
enum {
    OP_NONE = 0,
    OP_LUI, OP_AUIPC, OP_JAL, OP_JALR,
    OP_BEQ, OP_BNE, OP_BLT, OP_BGE, OP_BLTU, OP_BGEU,
    OP_LB, OP_LH, OP_LW, OP_LBU, OP_LHU, OP_SB, OP_SH, OP_SW,
    OP_ADDI, OP_SLTI, OP_SLTIU, OP_XORI, OP_ORI, OP_ANDI, OP_SLLI, OP_SRLI, OP_SRAI,
    OP_ADD, OP_SUB, OP_SLL, OP_SLT, OP_SLTU, OP_XOR, OP_SRL, OP_SRA, OP_OR, OP_AND,
    OP_MUL, OP_MULH, OP_MULHSU, OP_MULHU, OP_DIV, OP_DIVU, OP_REM, OP_REMU,
    OP_FENCE, OP_FENCE_I,
    OP_FLW, OP_FSW, OP_FLD, OP_FSD, OP_FMV_X_W, OP_FMV_W_X,
    OP_FADD_S, OP_FSUB_S, OP_FMUL_S, OP_FDIV_S, OP_FSQRT_S,
    OP_FADD_D, OP_FSUB_D, OP_FMUL_D, OP_FDIV_D, OP_FSQRT_D,
    OP_FCVT_S_W, OP_FCVT_S_WU, OP_FCVT_D_W, OP_FCVT_D_WU, OP_FCVT_S_D, OP_FCVT_D_S,
    OP_FSGNJ_S, OP_FSGNJN_S, OP_FSGNJX_S, OP_FSGNJ_D, OP_FSGNJN_D, OP_FSGNJX_D,
    OP_FEQ_S, OP_FLT_S, OP_FLE_S, OP_FEQ_D, OP_FLT_D, OP_FLE_D,
    OP_FMADD_S, OP_FMSUB_S, OP_FNMADD_S, OP_FNMSUB_S,
    OP_FMADD_D, OP_FMSUB_D, OP_FNMADD_D, OP_FNMSUB_D,
    /* RV64 only (RARS's 64-bit mode: the RV32 decoder never yields them) */
    OP_ADDIW, OP_SLLIW, OP_SRLIW, OP_SRAIW,
    OP_ADDW, OP_SUBW, OP_SLLW, OP_SRLW, OP_SRAW,
    OP_MULW, OP_DIVW, OP_DIVUW, OP_REMW, OP_REMUW,
    OP_LWU, OP_LD, OP_SD, OP_FMV_X_D, OP_FMV_D_X,
    OP_COUNT
};

static const char *const rv_op_names[OP_COUNT] = {
    "",
    "lui", "auipc", "jal", "jalr",
    "beq", "bne", "blt", "bge", "bltu", "bgeu",
    "lb", "lh", "lw", "lbu", "lhu", "sb", "sh", "sw",
    "addi", "slti", "sltiu", "xori", "ori", "andi", "slli", "srli", "srai",
    "add", "sub", "sll", "slt", "sltu", "xor", "srl", "sra", "or", "and",
    "mul", "mulh", "mulhsu", "mulhu", "div", "divu", "rem", "remu",
    "fence", "fence.i",
    "flw", "fsw", "fld", "fsd", "fmv.x.w", "fmv.w.x",
    "fadd.s", "fsub.s", "fmul.s", "fdiv.s", "fsqrt.s",
    "fadd.d", "fsub.d", "fmul.d", "fdiv.d", "fsqrt.d",
    "fcvt.s.w", "fcvt.s.wu", "fcvt.d.w", "fcvt.d.wu", "fcvt.s.d", "fcvt.d.s",
    "fsgnj.s", "fsgnjn.s", "fsgnjx.s", "fsgnj.d", "fsgnjn.d", "fsgnjx.d",
    "feq.s", "flt.s", "fle.s", "feq.d", "flt.d", "fle.d",
    "fmadd.s", "fmsub.s", "fnmadd.s", "fnmsub.s",
    "fmadd.d", "fmsub.d", "fnmadd.d", "fnmsub.d",
    "addiw", "slliw", "srliw", "sraiw",
    "addw", "subw", "sllw", "srlw", "sraw",
    "mulw", "divw", "divuw", "remw", "remuw",
    "lwu", "ld", "sd", "fmv.x.d", "fmv.d.x",
};

/* The MIPS operation numbers (MARS 4.5's instructions): MIPS_OPS lists their mnemonics in this
 * order, from 1. The Python side packs a slot's fields per operation (mips/native_tier.py):
 * rd, rs, rt as decoded; imm the immediate (shifts: the shift amount; FP: fd | cc << 8, the
 * FP source fs in rd and ft in rt as decoded; bc1t/bc1f: the offset, cc in rs). */
enum {
    MOP_NONE = 0,
    MOP_ADDU, MOP_SUBU, MOP_AND, MOP_OR, MOP_XOR, MOP_NOR, MOP_SLT, MOP_SLTU, MOP_ADD, MOP_SUB,
    MOP_ADDI, MOP_ADDIU, MOP_SLTI, MOP_SLTIU, MOP_ANDI, MOP_ORI, MOP_XORI, MOP_LUI,
    MOP_SLL, MOP_SRL, MOP_SRA, MOP_SLLV, MOP_SRLV, MOP_SRAV,
    MOP_LW, MOP_LL, MOP_LH, MOP_LHU, MOP_LB, MOP_LBU, MOP_SW, MOP_SC, MOP_SH, MOP_SB,
    MOP_BEQ, MOP_BNE, MOP_BLEZ, MOP_BGTZ, MOP_BLTZ, MOP_BGEZ, MOP_BLTZAL, MOP_BGEZAL,
    MOP_J, MOP_JAL, MOP_JR, MOP_JALR,
    MOP_MULT, MOP_MULTU, MOP_MADD, MOP_MADDU, MOP_MSUB, MOP_MSUBU, MOP_MUL, MOP_DIV, MOP_DIVU,
    MOP_MFHI, MOP_MFLO, MOP_MTHI, MOP_MTLO, MOP_MOVN, MOP_MOVZ, MOP_MOVF, MOP_MOVT,
    MOP_CLZ, MOP_CLO, MOP_NOP,
    /* coprocessor 1 */
    MOP_MFC1, MOP_MTC1, MOP_LWC1, MOP_SWC1, MOP_LDC1, MOP_SDC1, MOP_BC1T, MOP_BC1F,
    MOP_ADD_S, MOP_SUB_S, MOP_MUL_S, MOP_DIV_S, MOP_SQRT_S, MOP_ABS_S, MOP_NEG_S, MOP_MOV_S,
    MOP_ADD_D, MOP_SUB_D, MOP_MUL_D, MOP_DIV_D, MOP_SQRT_D, MOP_ABS_D, MOP_NEG_D, MOP_MOV_D,
    MOP_C_EQ_S, MOP_C_LT_S, MOP_C_LE_S, MOP_C_EQ_D, MOP_C_LT_D, MOP_C_LE_D,
    MOP_CVT_S_D, MOP_CVT_S_W, MOP_CVT_D_S, MOP_CVT_D_W, MOP_CVT_W_S, MOP_CVT_W_D,
    MOP_ROUND_W_S, MOP_TRUNC_W_S, MOP_CEIL_W_S, MOP_FLOOR_W_S,
    MOP_ROUND_W_D, MOP_TRUNC_W_D, MOP_CEIL_W_D, MOP_FLOOR_W_D,
    MOP_MOVF_S, MOP_MOVT_S, MOP_MOVN_S, MOP_MOVZ_S, MOP_MOVF_D, MOP_MOVT_D, MOP_MOVN_D,
    MOP_MOVZ_D,
    MOP_COUNT
};

static const char *const mips_op_names[MOP_COUNT] = {
    "",
    "addu", "subu", "and", "or", "xor", "nor", "slt", "sltu", "add", "sub",
    "addi", "addiu", "slti", "sltiu", "andi", "ori", "xori", "lui",
    "sll", "srl", "sra", "sllv", "srlv", "srav",
    "lw", "ll", "lh", "lhu", "lb", "lbu", "sw", "sc", "sh", "sb",
    "beq", "bne", "blez", "bgtz", "bltz", "bgez", "bltzal", "bgezal",
    "j", "jal", "jr", "jalr",
    "mult", "multu", "madd", "maddu", "msub", "msubu", "mul", "div", "divu",
    "mfhi", "mflo", "mthi", "mtlo", "movn", "movz", "movf", "movt",
    "clz", "clo", "nop",
    "mfc1", "mtc1", "lwc1", "swc1", "ldc1", "sdc1", "bc1t", "bc1f",
    "add.s", "sub.s", "mul.s", "div.s", "sqrt.s", "abs.s", "neg.s", "mov.s",
    "add.d", "sub.d", "mul.d", "div.d", "sqrt.d", "abs.d", "neg.d", "mov.d",
    "c.eq.s", "c.lt.s", "c.le.s", "c.eq.d", "c.lt.d", "c.le.d",
    "cvt.s.d", "cvt.s.w", "cvt.d.s", "cvt.d.w", "cvt.w.s", "cvt.w.d",
    "round.w.s", "trunc.w.s", "ceil.w.s", "floor.w.s",
    "round.w.d", "trunc.w.d", "ceil.w.d", "floor.w.d",
    "movf.s", "movt.s", "movn.s", "movz.s", "movf.d", "movt.d", "movn.d",
    "movz.d",
};

#if NATIVE_FP && defined(__x86_64__) && defined(__SSE2__)
/* the SSE status register directly: feclearexcept/fetestexcept also save and load the x87
 * environment, several times the cost of the operation itself */
#include <xmmintrin.h>
#define FLAGS_CLEAR() _mm_setcsr(_mm_getcsr() & ~0x3Fu)
static inline int flags_get(void) {
    unsigned c = _mm_getcsr();
    return (c & 0x20 ? FE_INEXACT : 0) | (c & 0x1D ? FE_INVALID : 0); /* IE ZE OE UE: not ok */
}
#define FLAGS_GET() flags_get()
#else
#define FLAGS_CLEAR() feclearexcept(FE_ALL_EXCEPT)
#define FLAGS_GET() fetestexcept(FE_ALL_EXCEPT)
#endif

#define BOX 0xFFFFFFFF00000000ull
#define FF_NX 1u /* fflags' inexact bit */

#if NATIVE_FP
static const int fe_modes[4] = {FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD, FE_UPWARD};

/* A single operand: NaN-boxed, not NaN or infinite (RARS's special cases stay in Python). */
static inline int single_ok(uint64_t raw, float *out) {
    if ((raw >> 32) != 0xFFFFFFFFu)
        return 0;
    uint32_t w = (uint32_t)raw;
    if ((w & 0x7F800000u) == 0x7F800000u)
        return 0;
    memcpy(out, &w, 4);
    return 1;
}

static inline int double_ok(uint64_t raw, double *out) {
    if ((raw & 0x7FF0000000000000ull) == 0x7FF0000000000000ull)
        return 0;
    memcpy(out, &raw, 8);
    return 1;
}

/* A host result RARS would give too, with the same flags: no flag but inexact, a normal
 * result above the smallest normal (where tininess before and after rounding agree), or an
 * exact zero. Everything else (NaN, infinity, underflow, overflow, invalid, division by zero)
 * is Python's. */
static inline int result_ok_s(float r, int fe) {
    if (fe & ~FE_INEXACT)
        return 0;
    if (r == 0.0f)
        return !(fe & FE_INEXACT);
    return isnormal(r) && fabsf(r) != FLT_MIN;
}

static inline int result_ok_d(double r, int fe) {
    if (fe & ~FE_INEXACT)
        return 0;
    if (r == 0.0)
        return !(fe & FE_INEXACT);
    return isnormal(r) && fabs(r) != DBL_MIN;
}
#endif

#define BP_FLAG 0x80 /* set on a slot's op byte: a breakpoint at that address */

/* Stop reasons returned by run(). */
#define STOP_BUDGET 0
#define STOP_PYTHON 1
#define STOP_BREAKPOINT 2

typedef struct {
    uint8_t op, rd, rs1, rs2;
    int32_t imm; /* FP operations: the rounding-mode field | rs3 << 8 */
} Slot;

#define MAX_REGIONS 4
#define MAX_HOLES 8

typedef struct {
    uint32_t lo, hi, base;
    uint8_t *mem; /* the region's bytearray (held through `view`) */
    Py_ssize_t len;
    int writable; /* 0: stores here are Python's (e.g. MARS's dumps record written blocks) */
    Py_buffer view;
} Region;

/* One core of either ISA: the pre-decoded text and the plain memory regions (RvCore and
 * MipsCore share this layout and everything but `run`). */
typedef struct {
    PyObject_HEAD
    Slot *slots;
    Py_ssize_t nslots;
    uint32_t text_base; /* address of slot 0 */
    Region regions[MAX_REGIONS];
    int nregions;
    uint32_t holes[MAX_HOLES][2]; /* first and last address a device watches: Python's */
    int nholes;
    int op_count; /* operation numbers below this are the ISA's */
    /* counting observers (Core_tally below): per-slot fetch counts, or NULL */
    uint64_t *tally;
    Py_ssize_t tally_len;
    Py_buffer tally_view;
    uint32_t tally_lo;
    uint64_t tally_span;
    long long tally_prev;
    struct CcState *cc; /* the calling-convention checker's frames, or NULL (cc_* below) */
} Core;

typedef struct CcState CcState;
static int cc_step(CcState *cc, uint32_t pc, const uint32_t *x32, const uint64_t *x64)
    __attribute__((cold, noinline));
static void cc_free(CcState *cc);
static int cc_on(const CcState *cc);

static PyTypeObject RvCoreType, MipsCoreType;

static void release_regions(Core *self) {
    for (int i = 0; i < self->nregions; i++)
        PyBuffer_Release(&self->regions[i].view);
    self->nregions = 0;
}

/* ------------------------------------------------------------ counting observers' tally
 * tally(counts[, lo, hi]): while `counts` (a writable buffer of one uint64 per slot, e.g.
 * array('Q'); None stops counting) is set, run() adds one to a slot's count for each
 * instruction it completes there with lo <= pc < hi, except one at the address of the counted
 * instruction before it (`tally_prev`, -1 for none: the Instruction Counter's and Statistics'
 * repeated fetch, analysis/counts.py). An instruction left to Python is not counted. */
static void release_tally(Core *self) {
    if (self->tally) {
        PyBuffer_Release(&self->tally_view);
        self->tally = NULL;
        self->tally_len = 0;
    }
}

static PyObject *Core_tally(Core *self, PyObject *args) {
    PyObject *buf;
    unsigned long long lo = 0, hi = 0;
    if (!PyArg_ParseTuple(args, "O|KK", &buf, &lo, &hi))
        return NULL;
    release_tally(self);
    if (buf == Py_None)
        Py_RETURN_NONE;
    if (hi < lo || hi > 0x100000000ull) {
        PyErr_SetString(PyExc_ValueError, "tally range outside 32-bit addresses");
        return NULL;
    }
    if (PyObject_GetBuffer(buf, &self->tally_view, PyBUF_WRITABLE | PyBUF_SIMPLE) < 0)
        return NULL;
    if (!self->tally_view.len) { /* no slots: nothing to count */
        PyBuffer_Release(&self->tally_view);
        Py_RETURN_NONE;
    }
    if (self->tally_view.len % 8 || (uintptr_t)self->tally_view.buf % 8) {
        PyBuffer_Release(&self->tally_view);
        PyErr_SetString(PyExc_ValueError, "tally must be aligned 64-bit counts");
        return NULL;
    }
    self->tally = (uint64_t *)self->tally_view.buf;
    self->tally_len = self->tally_view.len / 8;
    self->tally_lo = (uint32_t)lo;
    self->tally_span = hi - lo;
    Py_RETURN_NONE;
}

/* in run(): TALLY_BEGIN after the slot table's locals, TALLY(pc, slot index) for each
 * completed instruction, TALLY_END after the loop. run() is compiled twice (TALLY_RUN), with
 * and without counting, so runs without the tools keep their speed. */
#if defined(__GNUC__)
#define TALLY_INLINE inline __attribute__((always_inline))
/* where the loops land matters: up to 2.5x on an AMD EPYC between two placements 16 bytes
 * apart; on a 64-byte boundary, edits to other functions do not move them */
#define RUN_ALIGN __attribute__((aligned(64)))
#elif defined(_MSC_VER)
#define TALLY_INLINE __forceinline
#define RUN_ALIGN
#else
#define TALLY_INLINE inline
#define RUN_ALIGN
#endif
#define TALLY_RUN(name, body) \
    static RUN_ALIGN PyObject *name(Core *self, PyObject *args) { \
        return self->tally ? body(self, args, 1) : body(self, args, 0); \
    }
#define TALLY_BEGIN \
    uint64_t *const tally = counting ? self->tally : NULL; \
    const uint32_t tally_lo = self->tally_lo; \
    const uint64_t tally_span = self->tally_span; \
    int64_t tally_prev = self->tally_prev; \
    if (tally && self->tally_len != self->nslots) { \
        PyErr_SetString(PyExc_ValueError, "the tally is not one count per slot"); \
        return NULL; \
    } \
    const int tally_all = self->text_base >= tally_lo && /* every slot in the range */ \
        (uint64_t)self->text_base + 4 * (uint64_t)self->nslots <= tally_lo + tally_span;
#define TALLY(at, i) \
    if (counting && (tally_all || (uint64_t)(uint32_t)((at) - tally_lo) < tally_span)) { \
        tally[i] += (int64_t)(at) != tally_prev; \
        tally_prev = (at); \
    }
#define TALLY_END self->tally_prev = tally_prev;

static PyMemberDef Core_members[] = {
    {"tally_prev", T_LONGLONG, offsetof(Core, tally_prev), 0,
     "the address of the last counted instruction (-1: none)"},
    {NULL, 0, 0, 0, NULL},
};

static void Core_dealloc(Core *self) {
    release_tally(self);
    release_regions(self);
    cc_free(self->cc);
    PyMem_Free(self->slots);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* RvCore(regions[, holes]) / MipsCore(...): regions is a sequence of (lo, hi, base, buffer[,
 * writable]), in the order the memory decodes addresses; the buffers must stay the same size
 * while the core lives. holes: (first, last) address ranges inside them whose accesses are
 * Python's (devices watch them). */
static int Core_init(Core *self, PyObject *args, PyObject *kw) {
    PyObject *seq, *holes = NULL;
    if (!PyArg_ParseTuple(args, "O|O", &seq, &holes))
        return -1;
    release_regions(self);
    self->nholes = 0;
    if (holes) {
        PyObject *hf = PySequence_Fast(holes, "holes must be a sequence");
        if (!hf)
            return -1;
        Py_ssize_t nh = PySequence_Fast_GET_SIZE(hf);
        for (Py_ssize_t i = 0; i < nh; i++) {
            unsigned long first, last;
            if (nh > MAX_HOLES) {
                PyErr_SetString(PyExc_ValueError, "too many holes");
            } else if (PyArg_ParseTuple(PySequence_Fast_GET_ITEM(hf, i), "kk", &first, &last)) {
                self->holes[i][0] = (uint32_t)first;
                self->holes[i][1] = (uint32_t)last;
                self->nholes++;
                continue;
            }
            Py_DECREF(hf);
            self->nholes = 0;
            return -1;
        }
        Py_DECREF(hf);
    }
    self->op_count = PyObject_TypeCheck((PyObject *)self, &MipsCoreType) ? MOP_COUNT : OP_COUNT;
    PyObject *fast = PySequence_Fast(seq, "regions must be a sequence");
    if (!fast)
        return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > MAX_REGIONS) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "too many regions");
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        unsigned long lo, hi, base;
        PyObject *buf;
        int writable = 1;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i), "kkkO|p", &lo, &hi, &base, &buf,
                              &writable))
            goto fail;
        Region *r = &self->regions[self->nregions];
        if (PyObject_GetBuffer(buf, &r->view, PyBUF_WRITABLE | PyBUF_SIMPLE) < 0)
            goto fail;
        self->nregions++;
        r->lo = (uint32_t)lo;
        r->hi = (uint32_t)hi;
        r->base = (uint32_t)base;
        r->mem = (uint8_t *)r->view.buf;
        r->len = r->view.len;
        r->writable = writable;
        /* every access starting at hi must stay inside the buffer (a word at most) */
        if (lo < base || hi < lo || (Py_ssize_t)(hi - base) + 4 > r->len) {
            PyErr_SetString(PyExc_ValueError, "region bounds outside its buffer");
            goto fail;
        }
    }
    Py_DECREF(fast);
    return 0;
fail:
    Py_DECREF(fast);
    release_regions(self);
    return -1;
}

/* set_text(base, packed): slots from `base`, each two little-endian int32s: the op number
 * (| BP_FLAG) | rd << 8 | rs1 << 16 | rs2 << 24, then the immediate. */
static PyObject *Core_set_text(Core *self, PyObject *args) {
    unsigned long base;
    Py_buffer packed;
    if (!PyArg_ParseTuple(args, "ky*", &base, &packed))
        return NULL;
    if (packed.len % (Py_ssize_t)sizeof(Slot)) {
        PyBuffer_Release(&packed);
        PyErr_SetString(PyExc_ValueError, "packed text is not whole slots");
        return NULL;
    }
    Py_ssize_t n = packed.len / (Py_ssize_t)sizeof(Slot);
    Slot *slots = PyMem_Malloc(n ? (size_t)packed.len : 1);
    if (!slots) {
        PyBuffer_Release(&packed);
        return PyErr_NoMemory();
    }
    memcpy(slots, packed.buf, (size_t)packed.len);
    PyBuffer_Release(&packed);
    for (Py_ssize_t i = 0; i < n; i++) /* never trust an op number beyond the table */
        if ((slots[i].op & ~BP_FLAG) >= self->op_count || slots[i].rd > 31 || slots[i].rs1 > 31 ||
            slots[i].rs2 > 31)
            slots[i].op = (uint8_t)(slots[i].op & BP_FLAG);
    PyMem_Free(self->slots);
    self->slots = slots;
    self->nslots = n;
    self->text_base = (uint32_t)base;
    Py_RETURN_NONE;
}

/* set_slot(index, word0, imm): one slot changed (self-modifying code, a debugger edit). */
static PyObject *Core_set_slot(Core *self, PyObject *args) {
    Py_ssize_t i;
    unsigned long w;
    long imm;
    if (!PyArg_ParseTuple(args, "nkl", &i, &w, &imm))
        return NULL;
    if (i < 0 || i >= self->nslots) {
        PyErr_SetString(PyExc_IndexError, "slot out of range");
        return NULL;
    }
    Slot s;
    s.op = (uint8_t)w;
    s.rd = (uint8_t)(w >> 8) & 31;
    s.rs1 = (uint8_t)(w >> 16) & 31;
    s.rs2 = (uint8_t)(w >> 24) & 31;
    s.imm = (int32_t)imm;
    if ((s.op & ~BP_FLAG) >= self->op_count)
        s.op &= BP_FLAG;
    self->slots[i] = s;
    Py_RETURN_NONE;
}

static inline int in_hole(Core *self, uint32_t a, unsigned size) {
    for (int i = 0; i < self->nholes; i++)
        if (a <= self->holes[i][1] && a + (size - 1) >= self->holes[i][0])
            return 1;
    return 0;
}

static inline uint8_t *addr_of(Core *self, uint32_t a, unsigned size) {
    /* regions in the memory's decode order; an access must start inside one and be aligned */
    if (a & (size - 1))
        return NULL;
    for (int i = 0; i < self->nregions; i++) {
        Region *r = &self->regions[i];
        if (a >= r->lo && a <= r->hi)
            return self->nholes && in_hole(self, a, size) ? NULL : r->mem + (a - r->base);
    }
    return NULL;
}

static inline uint8_t *store_addr_of(Core *self, uint32_t a, unsigned size) {
    /* as addr_of, for a store: NULL also where the region takes no native stores */
    if (a & (size - 1))
        return NULL;
    for (int i = 0; i < self->nregions; i++) {
        Region *r = &self->regions[i];
        if (a >= r->lo && a <= r->hi)
            return !r->writable || (self->nholes && in_hole(self, a, size)) ? NULL
                : r->mem + (a - r->base);
    }
    return NULL;
}

/* run(x, f, fcsr, pc, budget) -> (pc, completed, reason, fcsr): run at most `budget`
 * instructions from pc, with the integer registers of the list `x` (unsigned 32-bit ints) and
 * the FP registers of `f` (raw 64-bit patterns), both written back, and fcsr's value. */
/* 32 register words from a Python list of ints into ``now`` and ``was`` (-1 on error). */
static int read_words(PyObject *list, uint32_t *now, uint32_t *was) {
    for (int i = 0; i < 32; i++) {
        unsigned long v = PyLong_AsUnsignedLong(PyList_GET_ITEM(list, i));
        if (v == (unsigned long)-1 && PyErr_Occurred())
            return -1;
        now[i] = was[i] = (uint32_t)v;
    }
    return 0;
}

/* The words from ``first`` on that differ from ``was`` back into the list (-1 on error):
 * unchanged registers keep their int objects. */
static int write_words(PyObject *list, const uint32_t *now, const uint32_t *was, int first) {
    for (int i = first; i < 32; i++) {
        if (now[i] != was[i]) {
            PyObject *v = PyLong_FromUnsignedLong(now[i]);
            if (!v)
                return -1;
            PyList_SetItem(list, i, v); /* steals v */
        }
    }
    return 0;
}

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

/* 32 register doublewords from a Python list of ints into ``now`` and ``was`` (-1 on error) */
static int read_dwords(PyObject *list, uint64_t *now, uint64_t *was) {
    for (int i = 0; i < 32; i++) {
        unsigned long long v = PyLong_AsUnsignedLongLong(PyList_GET_ITEM(list, i));
        if (v == (unsigned long long)-1 && PyErr_Occurred())
            return -1;
        now[i] = was[i] = (uint64_t)v;
    }
    return 0;
}

/* as write_words, for doublewords */
static int write_dwords(PyObject *list, const uint64_t *now, const uint64_t *was, int first) {
    for (int i = first; i < 32; i++) {
        if (now[i] != was[i]) {
            PyObject *v = PyLong_FromUnsignedLongLong(now[i]);
            if (!v)
                return -1;
            PyList_SetItem(list, i, v); /* steals v */
        }
    }
    return 0;
}

RV_INLINE PyObject *rv_run(Core *self, PyObject *args, const int wide, const int counting) {
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
    CcState *const cc = /* RV32 only: the checker's frames hold words */
        !wide && cc_on(self->cc) ? self->cc : NULL;

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
        if (__builtin_expect(cc != NULL, 0) && cc_step(cc, pc, NULL, x)) {
            reason = STOP_PYTHON;
            break;
        }
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
#if NATIVE_FP
    if (host_mode != 0)
        fesetround(FE_TONEAREST); /* Python's own arithmetic rounds to nearest */
    feclearexcept(FE_ALL_EXCEPT);
#endif
    if (write_dwords(xlist, x, x0, 1) < 0 || write_dwords(flist, f, f0, 0) < 0)
        return NULL;
    return Py_BuildValue("kLik", (unsigned long)pc, done, reason, (unsigned long)fcsr);
}

/* the instantiations of rv_run (see above): each width with and without the tally */
static RUN_ALIGN PyObject *RvCore_run(Core *self, PyObject *args) {
    return self->tally ? rv_run(self, args, 0, 1) : rv_run(self, args, 0, 0);
}
static RUN_ALIGN PyObject *RvCore_run64(Core *self, PyObject *args) {
    return self->tally ? rv_run(self, args, 1, 1) : rv_run(self, args, 1, 0);
}


/* ------------------------------------------------------------------------------- MIPS */

#if NATIVE_FP
/* MARS's coprocessor 1 values: Java's float and double arithmetic is the host's IEEE single
 * and double arithmetic in round-to-nearest; the Python reference (mips/hart.py) writes every
 * NaN result as the canonical NaN. */
static inline float f32_of(uint32_t w) {
    float x;
    memcpy(&x, &w, 4);
    return x;
}

static inline uint32_t bits_of_f32(float x) {
    if (isnan(x))
        return 0x7FC00000u;
    uint32_t w;
    memcpy(&w, &x, 4);
    return w;
}

static inline double f64_of(const uint32_t *f, int n) { /* the pair n, n+1: low word first */
    uint64_t w = (uint64_t)f[n + 1] << 32 | f[n];
    double x;
    memcpy(&x, &w, 8);
    return x;
}

static inline void set_f64(uint32_t *f, int n, double x) {
    uint64_t w = 0x7FF8000000000000ull;
    if (!isnan(x))
        memcpy(&w, &x, 8);
    f[n] = (uint32_t)w;
    f[n + 1] = (uint32_t)(w >> 32);
}

static inline uint32_t java_int(double x) { /* Java's (int) cast: NaN 0, saturating */
    if (isnan(x))
        return 0;
    if (x >= 2147483648.0)
        return 0x7FFFFFFFu;
    if (x <= -2147483648.0)
        return 0x80000000u;
    return (uint32_t)(int32_t)x;
}

/* MARS's round/trunc/ceil/floor.w: NaN, infinities and results out of range give
 * 0x7FFFFFFF; round is to nearest even (the host's default rounding mode) */
static inline uint32_t round_w(double x, int how) {
    if (isnan(x) || isinf(x))
        return 0x7FFFFFFFu;
    double v = how == 0 ? nearbyint(x) : how == 1 ? trunc(x) : how == 2 ? ceil(x) : floor(x);
    if (v >= -2147483648.0 && v < 2147483648.0)
        return (uint32_t)(int32_t)v;
    return 0x7FFFFFFFu;
}
#endif


static inline int64_t op_wide(int op, uint32_t a, uint32_t b, int32_t imm) {
    /* add, sub, addi exactly, to see MARS's overflow */
    int64_t x = (int32_t)a;
    return op == MOP_ADD ? x + (int32_t)b : op == MOP_SUB ? x - (int32_t)b : x + imm;
}

/* run(r, f, fcc, pc, hi, lo, last, db, db_state, db_target, budget)
 *   -> (pc, completed, counted, last, reason, hi, lo, db_state, db_target)
 * Runs at most `budget` instructions of MARS 4.5 from pc over the lists r (integer
 * registers), f (coprocessor 1's raw words) and fcc (its 8 condition flags), written back.
 * `counted`: MARS's instruction count of them (an instruction at the address of the one before
 * it, `last` on entry, -1 for none, counts once); `last`: the address of the last one run.
 * With delayed branching (db) the branch state machine of mips/hart.py runs here too. */
static TALLY_INLINE PyObject *mips_run(Core *self, PyObject *args, const int counting) {
    PyObject *rlist, *flist, *fcclist;
    unsigned long pc_in, hi_in, lo_in, dbt_in;
    long long last_in, budget;
    int db, dbs;
    if (!PyArg_ParseTuple(args, "O!O!O!kkkLpikL", &PyList_Type, &rlist, &PyList_Type, &flist,
                          &PyList_Type, &fcclist, &pc_in, &hi_in, &lo_in, &last_in, &db, &dbs,
                          &dbt_in, &budget))
        return NULL;
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
    CcState *const cc = cc_on(self->cc) && !db ? self->cc : NULL;

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
        const Slot s = slots[off >> 2];
        if (__builtin_expect(cc != NULL, 0) && cc_step(cc, pc, r, NULL)) {
            reason = STOP_PYTHON;
            break;
        }
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
            } else if (dbs == 1)
                dbs = 2;
        }
        done++;
        continue;
    py: /* Python runs this instruction: nothing of it has happened */
        reason = STOP_PYTHON;
        break;
    }
    TALLY_END
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

TALLY_RUN(MipsCore_run, mips_run)
/* ------------------------------------------------- the calling-convention checker's frames */
/* While the calling-convention checker watches (rarslite/analysis/conventions_native.py), the
 * run loops call cc_step before each instruction, with the registers it will read. The
 * checker's frame stack is mirrored here and kept as its Python code keeps it on single steps
 * (conventions.py: calls push a frame with the registers at the callee's entry, returns pop it
 * and taint the caller's caller-saved registers), so calls and returns that find nothing cost
 * no trip to Python. Whatever might find something, or that this code does not model, stops
 * the core *before* the instruction, for the checker's Python code: a read of a tainted
 * register, a call with sp misaligned or above the caller's entry value, a return with a
 * callee-saved register changed that was not reported for that function yet (`hints`), a jump
 * through the link register elsewhere, an address without a known use. The uses (reads,
 * writes, kind, targets) come per text address from conventions_isa.py, the one source of
 * truth of what an instruction reads and writes. */
enum { CCU_PLAIN, CCU_CALL, CCU_JUMP, CCU_CALL_LTZ, CCU_CALL_GEZ, CCU_STOP };
#define CC_CALL 1 /* a frame's kind (0 main, 2 handler) */
#define CC_MAX_CALLS 4096 /* conventions.py's MAX_CALLS */

typedef struct {
    uint32_t reads, writes;
    uint32_t target, tmask; /* a jump's target: `target` if tmask is 0, else
                               (x[rs] + target) & tmask */
    uint8_t kind, link, rs, pad;
} CcUse;

typedef struct {
    int64_t call_pc, entry_pc; /* -1: None */
} CcId;

typedef struct {
    uint32_t entry[32], after[32], last_e[32];
    int64_t ret;
    CcId id, last;
    uint32_t kind, link, taint, chg, ncalls, dropped, has_after;
    uint32_t first_n[32], old[32], new_[32];
    CcId first[32], chg_id[32];
} CcFrame;

struct CcState {
    CcUse *uses;
    uint32_t *hints; /* per address: callee-saved registers already reported for the function
                        entered there (a return changing only those finds nothing new) */
    uint32_t ubase;
    uint64_t nuses;
    CcFrame *frames;
    Py_ssize_t depth, cap, low; /* low: the lowest frame changed since Python last looked */
    uint32_t callee_mask, caller_mask;
    int sp, on;
    Py_ssize_t max_depth;
};

static int cc_on(const CcState *cc) { return cc && cc->on; }

static void cc_free(CcState *cc) {
    if (!cc)
        return;
    PyMem_Free(cc->uses);
    PyMem_Free(cc->hints);
    PyMem_Free(cc->frames);
    PyMem_Free(cc);
}

static inline void cc_touch(CcState *cc, Py_ssize_t i) {
    if (i < cc->low)
        cc->low = i;
}

static uint32_t cc_hint(const CcState *cc, int64_t entry_pc) {
    if (entry_pc < 0)
        return 0;
    uint32_t off = (uint32_t)entry_pc - cc->ubase;
    return (off & 3) || (uint64_t)(off >> 2) >= cc->nuses ? 0 : cc->hints[off >> 2];
}

/* register i of the registers cc_step was given: MIPS's words (x32) or RISC-V's (x64, RV32
 * values zero-extended) */
#define CCX(i) (x64 ? (uint32_t)x64[i] : x32[i])

/* The top frame returns normally (conventions.py's _returned, the caller's side). */
static void cc_return(CcState *cc, const uint32_t *x32, const uint64_t *x64) {
    Py_ssize_t i = --cc->depth;
    const CcFrame *f = &cc->frames[i];
    CcFrame *c = &cc->frames[i - 1];
    cc_touch(cc, i - 1);
    for (int r = 0; r < 32; r++)
        c->after[r] = CCX(r);
    c->has_after = 1;
    uint32_t t = c->taint;
    if (c->ncalls) { /* the registers tainted before: the previous callee's entry value first */
        for (uint32_t m = t & ~c->chg; m; m &= m - 1) {
            int r = __builtin_ctz(m);
            if (c->last_e[r] != f->entry[r]) {
                c->chg |= 1u << r;
                c->chg_id[r] = c->last;
                c->old[r] = c->last_e[r];
                c->new_[r] = f->entry[r];
            }
        }
    }
    uint32_t nw = cc->caller_mask & ~t;
    c->taint = t | nw;
    c->chg &= ~nw;
    for (uint32_t m = nw; m; m &= m - 1) {
        int r = __builtin_ctz(m);
        c->first_n[r] = c->ncalls;
        c->first[r] = f->id;
    }
    c->ncalls++;
    if (c->ncalls - c->dropped > CC_MAX_CALLS)
        c->dropped += CC_MAX_CALLS / 2;
    c->last = f->id;
    memcpy(c->last_e, f->entry, sizeof c->last_e);
}

/* Before the instruction at pc (registers x as it reads them): its call or return, as the
 * checker's single step sees it; 1 if Python must run it (nothing of it done here). */
static int cc_step(CcState *cc, uint32_t pc, const uint32_t *x32, const uint64_t *x64) {
    uint32_t off = pc - cc->ubase;
    if ((off & 3) || (uint64_t)(off >> 2) >= cc->nuses)
        return 1;
    const CcUse *u = &cc->uses[off >> 2];
    Py_ssize_t top = cc->depth - 1;
    CcFrame *f = &cc->frames[top];
    if (u->kind == CCU_STOP || (u->reads & f->taint))
        return 1;
    int k = u->kind;
    uint32_t target = u->tmask ? (CCX(u->rs) + u->target) & u->tmask : u->target;
    if (k == CCU_JUMP) { /* writes nothing */
        if (f->kind != CC_CALL)
            return 0;
        if (f->ret != (int64_t)target)
            return u->rs == f->link; /* a return elsewhere: Python's finding */
        uint32_t diff = 0;
        for (uint32_t m = cc->callee_mask; m; m &= m - 1) {
            int r = __builtin_ctz(m);
            if (CCX(r) != f->entry[r])
                diff |= 1u << r;
        }
        if ((diff & ~cc_hint(cc, f->id.entry_pc)) || top == 0)
            return 1;
        cc_return(cc, x32, x64);
        return 0;
    }
    if (k == CCU_CALL_LTZ || k == CCU_CALL_GEZ) /* bltzal, bgezal: calls when taken */
        k = (k == CCU_CALL_LTZ) == (int)(CCX(u->rs) >> 31) ? CCU_CALL : CCU_PLAIN;
    if (k == CCU_CALL) {
        uint32_t sp = u->link == cc->sp ? pc + 4 : CCX(cc->sp);
        if (cc->depth >= cc->max_depth || (sp & 3) ||
            (sp > f->entry[cc->sp] && f->kind == CC_CALL))
            return 1;
        if (cc->depth == cc->cap) {
            Py_ssize_t cap = cc->cap * 2;
            CcFrame *fr = PyMem_Realloc(cc->frames, (size_t)cap * sizeof(CcFrame));
            if (!fr)
                return 1;
            cc->frames = fr;
            cc->cap = cap;
            f = &cc->frames[top];
        }
    }
    if (f->taint & u->writes) {
        f->taint &= ~u->writes;
        cc_touch(cc, top);
    }
    if (k != CCU_CALL)
        return 0;
    CcFrame *c = &cc->frames[cc->depth];
    cc_touch(cc, cc->depth);
    cc->depth++;
    for (int r = 0; r < 32; r++)
        c->entry[r] = CCX(r);
    c->entry[u->link] = pc + 4;
    c->ret = (int64_t)(uint32_t)(pc + 4);
    c->id.call_pc = pc;
    c->id.entry_pc = target;
    c->kind = CC_CALL;
    c->link = u->link;
    c->taint = c->chg = c->ncalls = c->dropped = c->has_after = 0;
    return 0;
}

/* The frame stack's room for n frames (-1 on error). */
static int cc_reserve(CcState *cc, Py_ssize_t n) {
    if (n <= cc->cap)
        return 0;
    Py_ssize_t cap = cc->cap ? cc->cap : 64;
    while (cap < n)
        cap *= 2;
    CcFrame *fr = PyMem_Realloc(cc->frames, (size_t)cap * sizeof(CcFrame));
    if (!fr) {
        PyErr_NoMemory();
        return -1;
    }
    cc->frames = fr;
    cc->cap = cap;
    return 0;
}

/* cc_setup(callee_mask, caller_mask, sp, max_depth): start mirroring (an empty stack). */
static PyObject *Core_cc_setup(Core *self, PyObject *args) {
    unsigned long callee, caller;
    int sp;
    Py_ssize_t max_depth;
    if (!PyArg_ParseTuple(args, "kkin", &callee, &caller, &sp, &max_depth))
        return NULL;
    if (sp < 0 || sp > 31 || max_depth < 1) {
        PyErr_SetString(PyExc_ValueError, "bad sp or max_depth");
        return NULL;
    }
    CcState *cc = self->cc;
    if (!cc) {
        cc = PyMem_Calloc(1, sizeof(CcState));
        if (!cc)
            return PyErr_NoMemory();
        self->cc = cc;
    }
    cc->callee_mask = (uint32_t)callee & ~1u;
    cc->caller_mask = (uint32_t)caller & ~1u;
    cc->sp = sp;
    cc->max_depth = max_depth;
    cc->depth = cc->low = 0;
    cc->on = 0;
    if (cc_reserve(cc, 64) < 0)
        return NULL;
    Py_RETURN_NONE;
}

/* cc_uses(base, packed): the uses from address base, five uint32s each: reads, writes,
 * kind | link << 8 | rs << 16, target, tmask (CcUse); every hint is cleared. */
static PyObject *Core_cc_uses(Core *self, PyObject *args) {
    unsigned long base;
    Py_buffer b;
    CcState *cc = self->cc;
    if (!cc) {
        PyErr_SetString(PyExc_RuntimeError, "cc_setup first");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "ky*", &base, &b))
        return NULL;
    Py_ssize_t n = b.len / 20;
    CcUse *uses = PyMem_Malloc(n ? (size_t)n * sizeof(CcUse) : 1);
    uint32_t *hints = PyMem_Calloc(n ? (size_t)n : 1, sizeof(uint32_t));
    if (!uses || !hints) {
        PyMem_Free(uses);
        PyMem_Free(hints);
        PyBuffer_Release(&b);
        return PyErr_NoMemory();
    }
    const uint32_t *w = b.buf;
    for (Py_ssize_t i = 0; i < n; i++) {
        const uint32_t *e = w + 5 * i;
        uses[i].reads = e[0] & ~1u;
        uses[i].writes = e[1] & ~1u;
        uses[i].kind = (uint8_t)e[2];
        uses[i].link = (uint8_t)(e[2] >> 8) & 31;
        uses[i].rs = (uint8_t)(e[2] >> 16) & 31;
        uses[i].pad = 0;
        uses[i].target = e[3];
        uses[i].tmask = e[4];
        if (uses[i].kind > CCU_STOP)
            uses[i].kind = CCU_STOP;
    }
    PyBuffer_Release(&b);
    PyMem_Free(cc->uses);
    PyMem_Free(cc->hints);
    cc->uses = uses;
    cc->hints = hints;
    cc->ubase = (uint32_t)base;
    cc->nuses = (uint64_t)n;
    Py_RETURN_NONE;
}

/* cc_hint(addr, mask): callee-saved registers reported for the function entered at addr. */
static PyObject *Core_cc_hint(Core *self, PyObject *args) {
    unsigned long addr, mask;
    if (!PyArg_ParseTuple(args, "kk", &addr, &mask))
        return NULL;
    CcState *cc = self->cc;
    if (cc) {
        uint32_t off = (uint32_t)addr - cc->ubase;
        if (!(off & 3) && (uint64_t)(off >> 2) < cc->nuses)
            cc->hints[off >> 2] = (uint32_t)mask;
    }
    Py_RETURN_NONE;
}

/* A list of 32 ints into w (-1 on error). */
static int cc_words(PyObject *o, uint32_t *w) {
    if (!PyList_Check(o) || PyList_GET_SIZE(o) != 32) {
        PyErr_SetString(PyExc_ValueError, "a frame's registers: a list of 32");
        return -1;
    }
    uint32_t was[32];
    return read_words(o, w, was);
}

static PyObject *cc_list(const uint32_t *w) {
    PyObject *l = PyList_New(32);
    if (!l)
        return NULL;
    for (int i = 0; i < 32; i++) {
        PyObject *v = PyLong_FromUnsignedLong(w[i]);
        if (!v) {
            Py_DECREF(l);
            return NULL;
        }
        PyList_SET_ITEM(l, i, v);
    }
    return l;
}

/* One frame from the tuple conventions_native.py packs (-1 on error):
 * (kind, entry, ret, link, call_pc, entry_pc, taint, ncalls, dropped, after | None,
 *  last_call_pc, last_entry_pc, last_e | None, ((r, n, call_pc, entry_pc), ...),
 *  ((r, call_pc, entry_pc, old, new), ...)) */
static int cc_frame_in(CcFrame *c, PyObject *t) {
    PyObject *entry, *after, *last_e, *firsts, *chgs;
    unsigned int kind, link;
    long long ret, call_pc, entry_pc, lcall, lentry;
    unsigned long taint, ncalls, dropped;
    if (!PyArg_ParseTuple(t, "IOLILLkkkOLLOOO", &kind, &entry, &ret, &link, &call_pc,
                          &entry_pc, &taint, &ncalls, &dropped, &after, &lcall, &lentry,
                          &last_e, &firsts, &chgs))
        return -1;
    memset(c, 0, sizeof *c);
    if (cc_words(entry, c->entry) < 0)
        return -1;
    if (after != Py_None) {
        if (cc_words(after, c->after) < 0)
            return -1;
        c->has_after = 1;
    }
    if (last_e != Py_None && cc_words(last_e, c->last_e) < 0)
        return -1;
    c->kind = kind;
    c->ret = ret;
    c->link = link & 31;
    c->id.call_pc = call_pc;
    c->id.entry_pc = entry_pc;
    c->taint = (uint32_t)taint & ~1u;
    c->ncalls = (uint32_t)ncalls;
    c->dropped = (uint32_t)dropped;
    c->last.call_pc = lcall;
    c->last.entry_pc = lentry;
    PyObject *fs = PySequence_Fast(firsts, "firsts");
    if (!fs)
        return -1;
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(fs); i++) {
        int r;
        unsigned long n;
        long long cp, ep;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fs, i), "ikLL", &r, &n, &cp, &ep)) {
            Py_DECREF(fs);
            return -1;
        }
        r &= 31;
        c->first_n[r] = (uint32_t)n;
        c->first[r].call_pc = cp;
        c->first[r].entry_pc = ep;
    }
    Py_DECREF(fs);
    PyObject *cs = PySequence_Fast(chgs, "changes");
    if (!cs)
        return -1;
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(cs); i++) {
        int r;
        long long cp, ep;
        unsigned long old, new_;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(cs, i), "iLLkk", &r, &cp, &ep, &old,
                              &new_)) {
            Py_DECREF(cs);
            return -1;
        }
        r &= 31;
        c->chg |= 1u << r;
        c->chg_id[r].call_pc = cp;
        c->chg_id[r].entry_pc = ep;
        c->old[r] = (uint32_t)old;
        c->new_[r] = (uint32_t)new_;
    }
    Py_DECREF(cs);
    return 0;
}

static PyObject *cc_frame_out(const CcFrame *c) {
    PyObject *entry = cc_list(c->entry);
    PyObject *after = c->has_after ? cc_list(c->after) : (Py_INCREF(Py_None), Py_None);
    PyObject *last_e = c->ncalls ? cc_list(c->last_e) : (Py_INCREF(Py_None), Py_None);
    PyObject *firsts = PyList_New(0), *chgs = PyList_New(0), *out = NULL;
    if (!entry || !after || !last_e || !firsts || !chgs)
        goto done;
    for (uint32_t m = c->taint; m; m &= m - 1) {
        int r = __builtin_ctz(m);
        PyObject *o = Py_BuildValue("(ikLL)", r, (unsigned long)c->first_n[r],
                                    (long long)c->first[r].call_pc,
                                    (long long)c->first[r].entry_pc);
        if (!o || PyList_Append(firsts, o) < 0) {
            Py_XDECREF(o);
            goto done;
        }
        Py_DECREF(o);
        if (c->chg >> r & 1) {
            o = Py_BuildValue("(iLLkk)", r, (long long)c->chg_id[r].call_pc,
                              (long long)c->chg_id[r].entry_pc, (unsigned long)c->old[r],
                              (unsigned long)c->new_[r]);
            if (!o || PyList_Append(chgs, o) < 0) {
                Py_XDECREF(o);
                goto done;
            }
            Py_DECREF(o);
        }
    }
    out = Py_BuildValue("(IOLILLkkkOLLOOO)", c->kind, entry, (long long)c->ret, c->link,
                        (long long)c->id.call_pc, (long long)c->id.entry_pc,
                        (unsigned long)c->taint, (unsigned long)c->ncalls,
                        (unsigned long)c->dropped, after, (long long)c->last.call_pc,
                        (long long)c->last.entry_pc, last_e, firsts, chgs);
done:
    Py_XDECREF(entry);
    Py_XDECREF(after);
    Py_XDECREF(last_e);
    Py_XDECREF(firsts);
    Py_XDECREF(chgs);
    return out;
}

/* cc_sync(low, frames): Python's stack changed from frame `low` up: keep the frames below,
 * then these; the next runs keep the stack (until cc_take). */
static PyObject *Core_cc_sync(Core *self, PyObject *args) {
    Py_ssize_t low;
    PyObject *frames;
    CcState *cc = self->cc;
    if (!cc || !cc->uses) {
        PyErr_SetString(PyExc_RuntimeError, "cc_setup and cc_uses first");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "nO", &low, &frames))
        return NULL;
    PyObject *fs = PySequence_Fast(frames, "frames");
    if (!fs)
        return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fs);
    if (low < 0 || low > cc->depth || low + n < 1 || cc_reserve(cc, low + n + 1) < 0) {
        Py_DECREF(fs);
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "frames out of step");
        return NULL;
    }
    cc->depth = low;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (cc_frame_in(&cc->frames[low + i], PySequence_Fast_GET_ITEM(fs, i)) < 0) {
            cc->depth = 0; /* (Python syncs everything again) */
            Py_DECREF(fs);
            return NULL;
        }
        cc->depth++;
    }
    Py_DECREF(fs);
    cc->low = cc->depth;
    cc->on = 1;
    Py_RETURN_NONE;
}

/* cc_take() -> (low, frames): the frames from `low` up changed since cc_sync (Python keeps
 * those below); the core stops watching until the next cc_sync. */
static PyObject *Core_cc_take(Core *self, PyObject *Py_UNUSED(ignored)) {
    CcState *cc = self->cc;
    if (!cc) {
        PyErr_SetString(PyExc_RuntimeError, "cc_setup first");
        return NULL;
    }
    cc->on = 0;
    Py_ssize_t low = cc->low < cc->depth ? cc->low : cc->depth;
    PyObject *l = PyList_New(cc->depth - low);
    if (!l)
        return NULL;
    for (Py_ssize_t i = low; i < cc->depth; i++) {
        PyObject *t = cc_frame_out(&cc->frames[i]);
        if (!t) {
            Py_DECREF(l);
            return NULL;
        }
        PyList_SET_ITEM(l, i - low, t);
    }
    cc->low = cc->depth;
    return Py_BuildValue("(nN)", low, l);
}

static PyMethodDef RvCore_methods[] = {
    {"set_text", (PyCFunction)Core_set_text, METH_VARARGS,
     "set_text(base, packed): the pre-decoded text from address base"},
    {"set_slot", (PyCFunction)Core_set_slot, METH_VARARGS,
     "set_slot(index, word0, imm): replace one pre-decoded slot"},
    {"tally", (PyCFunction)Core_tally, METH_VARARGS,
     "tally(counts[, lo, hi]): count completed instructions per slot (None: stop)"},
    {"run", (PyCFunction)RvCore_run, METH_VARARGS,
     "run(x, f, fcsr, pc, budget) -> (pc, completed, reason, fcsr)"},
    {"run64", (PyCFunction)RvCore_run64, METH_VARARGS,
     "run64(x, f, fcsr, pc, budget): run in RARS's 64-bit mode (x: unsigned 64-bit ints)"},
    {"cc_setup", (PyCFunction)Core_cc_setup, METH_VARARGS,
     "cc_setup(callee_mask, caller_mask, sp, max_depth): mirror the convention checker"},
    {"cc_uses", (PyCFunction)Core_cc_uses, METH_VARARGS,
     "cc_uses(base, packed): what each instruction reads, writes, calls or returns"},
    {"cc_hint", (PyCFunction)Core_cc_hint, METH_VARARGS,
     "cc_hint(addr, mask): registers already reported for the function at addr"},
    {"cc_sync", (PyCFunction)Core_cc_sync, METH_VARARGS,
     "cc_sync(low, frames): the checker's frames from low up, and watch"},
    {"cc_take", (PyCFunction)Core_cc_take, METH_NOARGS,
     "cc_take() -> (low, frames): the frames changed from low up; stop watching"},
    {NULL, NULL, 0, NULL},
};

static PyMethodDef MipsCore_methods[] = {
    {"set_text", (PyCFunction)Core_set_text, METH_VARARGS,
     "set_text(base, packed): the pre-decoded text from address base"},
    {"set_slot", (PyCFunction)Core_set_slot, METH_VARARGS,
     "set_slot(index, word0, imm): replace one pre-decoded slot"},
    {"tally", (PyCFunction)Core_tally, METH_VARARGS,
     "tally(counts[, lo, hi]): count completed instructions per slot (None: stop)"},
    {"run", (PyCFunction)MipsCore_run, METH_VARARGS,
     "run(r, f, fcc, pc, hi, lo, last, db, db_state, db_target, budget) -> (pc, completed, "
     "counted, last, reason, hi, lo, db_state, db_target)"},
    {"cc_setup", (PyCFunction)Core_cc_setup, METH_VARARGS,
     "cc_setup(callee_mask, caller_mask, sp, max_depth): mirror the convention checker"},
    {"cc_uses", (PyCFunction)Core_cc_uses, METH_VARARGS,
     "cc_uses(base, packed): what each instruction reads, writes, calls or returns"},
    {"cc_hint", (PyCFunction)Core_cc_hint, METH_VARARGS,
     "cc_hint(addr, mask): registers already reported for the function at addr"},
    {"cc_sync", (PyCFunction)Core_cc_sync, METH_VARARGS,
     "cc_sync(low, frames): the checker's frames from low up, and watch"},
    {"cc_take", (PyCFunction)Core_cc_take, METH_NOARGS,
     "cc_take() -> (low, frames): the frames changed from low up; stop watching"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject RvCoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "rarslite.machine._native.RvCore",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The native RV32 core over a machine's plain memory regions.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_members = Core_members,
    .tp_methods = RvCore_methods,
};

static PyTypeObject MipsCoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "rarslite.machine._native.MipsCore",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The native MIPS (MARS 4.5) core over a machine's plain memory regions.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_members = Core_members,
    .tp_methods = MipsCore_methods,
};

static struct PyModuleDef native_module = {
    PyModuleDef_HEAD_INIT, "_native", "rarslite's optional native execution core", -1, NULL,
};

/* names[1..count-1] as a tuple of str */
static PyObject *op_names(const char *const *names, int count) {
    PyObject *t = PyTuple_New(count - 1);
    if (!t)
        return NULL;
    for (int i = 1; i < count; i++) {
        PyObject *u = PyUnicode_FromString(names[i]);
        if (!u) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, i - 1, u);
    }
    return t;
}

static int add_type(PyObject *m, const char *name, PyTypeObject *type) {
    Py_INCREF(type);
    if (PyModule_AddObject(m, name, (PyObject *)type) < 0) {
        Py_DECREF(type);
        return -1;
    }
    return 0;
}

PyMODINIT_FUNC PyInit__native(void) {
    if (PyType_Ready(&RvCoreType) < 0 || PyType_Ready(&MipsCoreType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&native_module);
    if (!m)
        return NULL;
    PyObject *rv = op_names(rv_op_names, OP_COUNT);
    if (!rv || PyModule_AddObject(m, "RV_OPS", rv) < 0) {
        Py_XDECREF(rv);
        goto fail;
    }
    PyObject *mips = op_names(mips_op_names, MOP_COUNT);
    if (!mips || PyModule_AddObject(m, "MIPS_OPS", mips) < 0) {
        Py_XDECREF(mips);
        goto fail;
    }
    if (add_type(m, "RvCore", &RvCoreType) < 0 || add_type(m, "MipsCore", &MipsCoreType) < 0)
        goto fail;
    if (PyModule_AddIntConstant(m, "BP_FLAG", BP_FLAG) < 0 ||
        PyModule_AddIntConstant(m, "NATIVE_FP", NATIVE_FP) < 0 ||
        PyModule_AddIntConstant(m, "STOP_BUDGET", STOP_BUDGET) < 0 ||
        PyModule_AddIntConstant(m, "STOP_PYTHON", STOP_PYTHON) < 0 ||
        PyModule_AddIntConstant(m, "STOP_BREAKPOINT", STOP_BREAKPOINT) < 0)
        goto fail;
    return m;
fail:
    Py_DECREF(m);
    return NULL;
}
