/* MipsCore's run loop (MARS 4.5).
 * Part of _native.c's single translation unit (included once, in this order: the core
 * stays one compilation, so the run loops inline what they use). */

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

#define MIPS_RUN mips_run
#define MIPS_RUN_CC 0
#include "mips_run.h"
#undef MIPS_RUN
#undef MIPS_RUN_CC
#define MIPS_RUN mips_run_cc
#define MIPS_RUN_CC 1
#include "mips_run.h"
#undef MIPS_RUN
#undef MIPS_RUN_CC

/* TALLY_RUN's, with the checker's loops compiled for delayed branching apart (the checker's
 * side of delayed branching does not weigh on the others) */
RUN_LOOP(MipsCore_run_plain, mips_run(self, args, 0, 0))
RUN_LOOP(MipsCore_run_counting, mips_run(self, args, 1, 0))
RUN_LOOP(MipsCore_run_checking, mips_run_cc(self, args, 0, 1))
RUN_LOOP(MipsCore_run_both, mips_run_cc(self, args, 1, 1))
RUN_LOOP(MipsCore_run_checking_db, mips_run_cc(self, args, 0, 2))
RUN_LOOP(MipsCore_run_both_db, mips_run_cc(self, args, 1, 2))
static PyObject *MipsCore_run(Core *self, PyObject *args) {
    const int tally = self->tally != NULL;
    if (cc_on(self->cc)) {
        int db = PyTuple_Check(args) && PyTuple_GET_SIZE(args) > 7 ?
            PyObject_IsTrue(PyTuple_GET_ITEM(args, 7)) : 0;
        if (db < 0)
            return NULL;
        PyObject *r = db ? (tally ? MipsCore_run_both_db : MipsCore_run_checking_db)(self, args)
                         : (tally ? MipsCore_run_both : MipsCore_run_checking)(self, args);
        if (r != CC_DECLINED) /* (else a run the checker cannot watch: CC_RUN) */
            return r;
    }
    return (tally ? MipsCore_run_counting : MipsCore_run_plain)(self, args);
}
