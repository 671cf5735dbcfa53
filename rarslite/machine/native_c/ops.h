/* The operation numbers of both ISAs (the order of RV_OPS and MIPS_OPS) and the host's
 * exact IEEE arithmetic (NATIVE_FP, the flags).
 * Part of _native.c's single translation unit (included once, in this order: the core
 * stays one compilation, so the run loops inline what they use). */

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

/* Whether a zero result of op (the core's F/D operations but the fused ones) on the raw
 * operands a and b is exact: from the integer 0 or by widening, a sum (IEEE sums that round
 * to zero are exact: gradual underflow), a product with a zero factor, a quotient of a zero
 * dividend, a narrowing of a zero. Any other zero underflowed (inexact). An exact zero raises
 * no flag at all. */
static inline int fp_zero_exact(int op, uint64_t a, uint64_t b) {
    switch (op) {
    case OP_FCVT_S_W: case OP_FCVT_S_WU: case OP_FCVT_D_W: case OP_FCVT_D_WU:
    case OP_FCVT_D_S: case OP_FADD_S: case OP_FSUB_S: case OP_FADD_D: case OP_FSUB_D:
        return 1;
    case OP_FMUL_S:
        return !(a & 0x7FFFFFFFu) || !(b & 0x7FFFFFFFu);
    case OP_FMUL_D:
        return !(a << 1) || !(b << 1);
    case OP_FDIV_S:
        return !(a & 0x7FFFFFFFu);
    case OP_FDIV_D: case OP_FCVT_S_D:
        return !(a << 1);
    default:
        return 0;
    }
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
