/* What both cores share: the slot table, the memory regions, the counting tools'
 * tally, the register lists' reading and writing.
 * Part of _native.c's single translation unit (included once, in this order: the core
 * stays one compilation, so the run loops inline what they use). */

#define BP_FLAG 0x80 /* set on a slot's op byte: a breakpoint at that address */

/* Stop reasons returned by run(). */
#define STOP_BUDGET 0
#define STOP_PYTHON 1
#define STOP_BREAKPOINT 2

typedef struct {
    uint8_t op, rd, rs1, rs2;
    int32_t imm; /* FP operations: the rounding-mode field | rs3 << 8 */
} Slot;

/* A slot's fields as the checker's MIPS run loops hold them: 32 bits each. They keep some on
 * the stack (the switch's register pressure), and a byte stored there and loaded back costs
 * a store-to-load forwarding each time, where AMD's Zen mirrors a 32- or 64-bit stack slot in
 * a register at no cost: mips_run.h's checking loop ran at half its speed with the register
 * written (rd) kept as a byte, though it executed as many instructions as with a word. */
typedef struct {
    uint32_t op, rd, rs1, rs2;
    int32_t imm;
} WideSlot;

static inline WideSlot wide_slot(Slot s) {
    WideSlot w = {s.op, s.rd, s.rs1, s.rs2, s.imm};
    return w;
}

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
static uint64_t cc_step(CcState *cc, uint32_t pc, const uint32_t *x32, const uint64_t *x64)
    __attribute__((noinline));
static uint64_t cc_fast32(CcState *cc, uint32_t pc, Py_ssize_t i, const uint32_t *x)
    __attribute__((noinline));
static uint64_t cc_fast32db(CcState *cc, uint32_t pc, Py_ssize_t i, const uint32_t *x)
    __attribute__((noinline));
static uint64_t cc_fast64(CcState *cc, uint32_t pc, Py_ssize_t i, const uint64_t *x)
    __attribute__((noinline));
static inline uint64_t cc_lean_step(CcState *cc, uint32_t pc, Py_ssize_t i, const uint32_t *x32,
                                     const uint64_t *x64, const int wide, const int db);
static void cc_flush(CcState *cc);
static int cc_lean_ok(const CcState *cc);
/* (MIPS's or RISC-V's: the run loop passes NULL for the other; db: MIPS's delayed branching) */
static inline uint64_t cc_fast(CcState *cc, uint32_t pc, Py_ssize_t i, const uint32_t *x32,
                               const uint64_t *x64, const int db) {
    return x32 ? (db ? cc_fast32db(cc, pc, i, x32) : cc_fast32(cc, pc, i, x32))
               : cc_fast64(cc, pc, i, x64);
}
static void cc_free(CcState *cc);
static int cc_on(const CcState *cc);
static const uint64_t *cc_masks(CcState *cc, uint32_t tbase, Py_ssize_t nslots, int db);
static inline uint64_t cc_untaint(CcState *cc, uint32_t writes);
static uint64_t cc_live(const CcState *cc);
static inline uint64_t cc_slot_ran(CcState *cc, const uint32_t *x, uint64_t live, int next);
static inline int cc_fastpend(const CcState *cc);
static void cc_settle(CcState *cc, const uint32_t *x32, const uint64_t *x64);
static inline void cc_unstep(CcState *cc, uint32_t pc);

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
 * completed instruction, TALLY_END after the loop. Each run loop is compiled with and without
 * counting (TALLY_RUN; RISC-V's 64-bit loop: riscv.h), so runs without the tools keep their
 * speed. */
#if defined(__GNUC__)
#define TALLY_INLINE inline __attribute__((always_inline))
/* where the loops land matters: up to 2.5x on an AMD EPYC between two placements 16 bytes
 * apart; on a 64-byte boundary, edits to other functions do not move them */
#define RUN_ALIGN __attribute__((aligned(64)))
#define RUN_NOINLINE __attribute__((noinline))
#elif defined(_MSC_VER)
#define TALLY_INLINE __forceinline
#define RUN_ALIGN
#define RUN_NOINLINE __declspec(noinline)
#else
#define TALLY_INLINE inline
#define RUN_ALIGN
#define RUN_NOINLINE
#endif
/* Each compilation of a run loop is a function of its own (so compiling another one, or
 * changing it, does not move this one's code): RUN_LOOP(name, the loop's call). */
#define RUN_LOOP(name, call) \
    static RUN_ALIGN RUN_NOINLINE PyObject *name(Core *self, PyObject *args) { return call; }
/* A core's run: the loop `body(self, args, counting, checking)` compiled for the tools
 * connected (with the checker: the loop without it when it cannot watch this run, CC_RUN). */
#define TALLY_RUN(name, body) \
    RUN_LOOP(name##_plain, body(self, args, 0, 0)) \
    RUN_LOOP(name##_counting, body(self, args, 1, 0)) \
    RUN_LOOP(name##_checking, body(self, args, 0, 1)) \
    RUN_LOOP(name##_both, body(self, args, 1, 1)) \
    static PyObject *name(Core *self, PyObject *args) { \
        if (cc_on(self->cc)) \
            CC_RUN(self->tally ? name##_both(self, args) : name##_checking(self, args), \
                   self->tally ? name##_counting(self, args) : name##_plain(self, args)); \
        return self->tally ? name##_counting(self, args) : name##_plain(self, args); \
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

/* The checker's side of a run loop compiled with `checking` (conventions.h): CC_BEGIN(ok, db)
 * after the slot table's locals (a run it cannot watch, !ok, returns CC_DECLINED, for a loop
 * without it; db: MIPS's delayed branching), CC_CHECK(pc, slot index, registers, wide: 1 for
 * RISC-V's 64-bit ones) before each instruction, CC_END(registers) after the loop. Per slot,
 * cc_masks has the registers an instruction reads (or CC_ALWAYS for calls, jumps and what
 * Python must see) and, above them, those it writes; `cc_live_` holds the top frame's
 * tainted registers in both halves and CC_ALWAYS in the lower (conventions.h's cc_live_of).
 * So an instruction that touches no watched register costs one test, one that only writes
 * some unwatches them here, and the rest go to cc_step. */
#define CC_ALWAYS 1u /* register 0 is in no checker's mask */
/* With delayed branching every slot has this bit (register 0 "written"), and cc_live_ has it
 * while cc_step's call or jump waits for its delay slot: the next two instructions reach
 * cc_step (cc_fast's lean ones let the slot run and settle at the delayed jump: cc_arm). */
#define CC_PENDING ((uint64_t)1 << 32)
static char cc_declined_;
#define CC_DECLINED ((PyObject *)&cc_declined_) /* (compared, never used as an object) */
#define CC_BEGIN(ok, db_) \
    if (checking && !(ok)) \
        return CC_DECLINED; \
    CcState *const cc = checking ? self->cc : NULL; \
    const uint64_t *const ccm = checking ? cc_masks(cc, tbase, self->nslots, (db_)) : NULL; \
    uint64_t cc_live_ = checking ? cc_live(cc) : 0; \
    const int cc_lean_ = checking && cc_lean_ok(cc); /* (cc_fast's runs) */ \
    const int cc_db_ = checking && (db_); /* (a constant where the loop is compiled for it) */ \
    if (checking && !ccm) \
        return NULL;
#define CC_CHECK(at, i, x32, x64, wide) \
    if (checking) { \
        const uint64_t m_ = ccm[i] & cc_live_; \
        if (__builtin_expect(m_ != 0, 0)) { \
            if ((uint32_t)m_ || (m_ & CC_PENDING)) { \
                /* (a lean call or return with lean frames on the stack: no call) */ \
                uint64_t l_ = cc_lean_ ? cc_lean_step(cc, (at), (i), (x32), (x64), (wide), \
                                                      cc_db_) \
                                       : 0; \
                if (!l_) \
                    l_ = cc_lean_ ? cc_fast(cc, (at), (i), (x32), (x64), cc_db_) \
                                  : cc_step(cc, (at), (x32), (x64)); \
                if (!(cc_live_ = l_)) { \
                    reason = STOP_PYTHON; \
                    break; \
                } \
            } else \
                cc_live_ = cc_untaint(cc, (uint32_t)(m_ >> 32)); \
        } \
    }
#define CC_END(x32, x64) \
    if (checking) { \
        cc_flush(cc); \
        cc_settle(cc, (x32), (x64)); \
    }

/* a run loop with the checker: one compiled for it, or the plain one (CC_DECLINED) */
#define CC_RUN(call_checking, call_plain) \
    do { \
        PyObject *r_ = (call_checking); \
        return r_ == CC_DECLINED ? (call_plain) : r_; \
    } while (0)

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

/* 32 register values from a Python list of ints into ``now`` and ``was`` (-1 on error). */
static int read_dwords(PyObject *list, uint64_t *now, uint64_t *was) {
    for (int i = 0; i < 32; i++) {
        unsigned long long v = PyLong_AsUnsignedLongLong(PyList_GET_ITEM(list, i));
        if (v == (unsigned long long)-1 && PyErr_Occurred())
            return -1;
        now[i] = was[i] = (uint64_t)v;
    }
    return 0;
}

/* The values from ``first`` on that differ from ``was`` back into the list (-1 on error):
 * unchanged registers keep their int objects. */
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

/* as read_dwords and write_dwords, for 32-bit words (MIPS's registers, the checker's frames) */
static int read_words(PyObject *list, uint32_t *now, uint32_t *was) {
    uint64_t n[32], w[32];
    if (read_dwords(list, n, w) < 0)
        return -1;
    for (int i = 0; i < 32; i++)
        now[i] = was[i] = (uint32_t)n[i];
    return 0;
}

static int write_words(PyObject *list, const uint32_t *now, const uint32_t *was, int first) {
    uint64_t n[32], w[32];
    for (int i = 0; i < 32; i++) {
        n[i] = now[i];
        w[i] = was[i];
    }
    return write_dwords(list, n, w, first);
}
