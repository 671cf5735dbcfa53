/* The calling-convention checker's side of the core.
 * Part of _native.c's single translation unit (included once, in this order: the core
 * stays one compilation, so the run loops inline what they use). */

/* ------------------------------------------------- the calling-convention checker's frames */
/* While the calling-convention checker watches (rarslite/analysis/conventions_native.py), the
 * run loops compiled for it (core.h's CC_CHECK) call cc_step before each call, jump, service
 * and read of a register it watches, with the registers the instruction will read. The
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
enum { CCF_CALL = 1, CCF_JUMP };
#define CC_CALL 1 /* a frame's kind (0 main, 2 handler) */
#define CC_MAX_CALLS 4096 /* conventions.py's MAX_CALLS */

#define CC_NO_REG 255
typedef struct {
    uint32_t reads, writes;
    uint32_t target, tmask; /* a jump's target: `target` if tmask is 0, else
                               (x[rs] + target) & tmask */
    int32_t simm; /* --cc-save-all: a stack access's offset from sp */
    uint8_t kind, link, rs;
    uint8_t clean; /* a call after which its caller reads no caller-saved register before
                      writing it (conventions_isa.py's caller_reads): see CcFrame's lean */
    uint8_t quiet; /* a plain instruction that is no branch: with delayed branching, cc_fast
                      lets it run unwatched as a lean call's or return's delay slot */
    uint8_t fast; /* cc_fast's: CCF_CALL (a clean call through ra), CCF_JUMP, or 0 */
    uint8_t quiet_next; /* cc_fast's: the next address's use (this one's + 1) is quiet */
    uint8_t sst, sld; /* the register stored to / loaded from sp + simm, or CC_NO_REG */
} CcUse;

typedef struct {
    int64_t call_pc, entry_pc; /* -1: None */
} CcId;

/* The call that last tainted the registers of `mask` (conventions.py's `firsts`): a frame
 * keeps one per call whose return tainted registers still marked to it, so a return adds one
 * record rather than one per register (the masks are disjoint: at most 31). */
typedef struct {
    uint32_t mask;
    uint64_t n; /* the call's number in the frame (ncalls then) */
    CcId id;
} CcFirst;

/* The fields a call or return touches come first: with deep recursion each frame is a
 * cache miss of its own. Calls and returns copy no register file but the callee's entry:
 * - a frame's registers at entry are ent[cur]; the entry of its caller's last callee
 *   (`last_e`) is the other one of the frame above it, ent[lpar] (cc_entry, cc_last_e): a
 *   return makes the callee's entry its caller's last_e by flipping lpar;
 * - `after` (the registers after the last return) matters only for tainted registers, which
 *   keep their value until written: while `after_live`, they are the registers now (the top
 *   frame; cc_settle copies them at the end of a run) or the next callee's entry. */
typedef struct {
    uint32_t ent[2][32];
    int64_t ret;
    uint64_t ncalls, dropped; /* (Python's are unbounded: 2^32 returns are minutes) */
    CcId id, last;
    uint32_t kind, link, taint, written, chg, has_after, nfirst;
    uint8_t cur, lpar, after_live;
    /* the return to the caller finds and keeps nothing for its caller-saved registers (a
     * clean call from a function called through ra): cc_return does only the count */
    uint8_t lean;
    /* --cc-save-all (conventions.py's written, restored, slots): the callee-saved registers
     * written other than by a load from the stack, those loaded back from their save's
     * address, and where each was saved first (slot[r], if slotted >> r & 1) */
    uint32_t restored, slotted, slot[32];
    uint32_t after[32];
    CcFirst firsts[32];
    uint32_t old[32], new_[32];
    CcId chg_id[32];
} CcFrame;

/* A lean frame (see cc_fast): a clean call's frame from a function called through ra, while
 * its calls and returns are all lean too; it becomes a CcFrame (cc_flush) before anything
 * else looks at the stack. Its link register is ra (a clean call's), and its caller-side
 * state the count of lean returns to it (`dropped` follows from it: cc_lean_dropped). */
#define CC_LEAN_MAX 1024
typedef struct {
    uint32_t ret, call_pc;
    uint64_t ncalls;
    uint32_t ent[32];
    uint32_t entry_pc;
} CcLean;

/* A lean frame's `dropped` after n returns to it: as cc_return counts from 0 (each time
 * ncalls - dropped passes CC_MAX_CALLS, half of that dropped). */
static inline uint64_t cc_lean_dropped(uint64_t n) {
    return n > CC_MAX_CALLS ? (n - CC_MAX_CALLS + CC_MAX_CALLS / 2 - 1) / (CC_MAX_CALLS / 2) *
                                  (CC_MAX_CALLS / 2)
                            : 0;
}

struct CcState {
    CcUse *uses;
    uint32_t *hints; /* per address: callee-saved registers already reported for the function
                        entered there (a return changing only those finds nothing new) */
    uint32_t *sa_hints; /* --cc-save-all's, per address: registers its code may write or
                           already reported (a return restoring only those finds nothing) */
    uint32_t ubase;
    uint64_t nuses;
    CcFrame *frames, *top; /* top: frames + depth - 1, kept (calls and returns start there) */
    Py_ssize_t depth, cap, low; /* low: the lowest frame changed since Python last looked */
    uint32_t callee_mask, caller_mask;
    int ra; /* the link register the clean calls' code returns through */
    uint32_t keep; /* --cc-save-all: the callee-saved registers it follows (else 0) */
    int sp, on;
    /* MIPS delayed branching (conventions.py's _pending): a call or jump at pend_pc (-1:
     * none) to pend_target takes effect at the instruction after its delay slot (pend_slot:
     * the slot is next) */
    int db, pend_slot;
    int64_t pend_pc;
    int64_t slot_pc; /* the delay slot cc_step last took as run (cc_unstep) */
    uint32_t pend_target;
    CcUse pend; /* (its own copy: Python may have run it where the text's use says STOP) */
    /* cc_fast's pending call or return (cc_arm): the run loop lets a quiet delay slot run
     * unwatched and settles it at its delayed jump (cc_slot_ran); 0 otherwise, and at the
     * end of each run (the pending one is then cc_step's, pend_pc to pend_slot); its use,
     * in cc->uses, is fast_use until then (cc_fast_unarm copies it to pend) */
    int fastpend;
    const CcUse *fast_use;
    Py_ssize_t max_depth;
    uint64_t *masks; /* per slot of the core's text, for its run loops (cc_masks) */
    uint32_t masks_base;
    int masks_db;
    Py_ssize_t masks_n; /* -1: out of date */
    /* lean frames above `top` (cc_fast): lean[1] to *ltop, none while ltop == lean; llim:
     * the last one the stack may hold now (CC_LEAN_MAX, or fewer near max_depth) */
    CcLean *lean, *ltop, *llim;
    const CcUse **slot_use; /* per slot of the core's text (as masks): its use, if cc_fast's */
    int lean_ok; /* this run may push them (not with keep) */
    /* the groups of 4 registers that hold callee-saved ones, from registers cg[0] to
     * cg[ncg - 1] (cc_callee_diff) */
    int ncg;
    uint8_t cg[8];
};

static int cc_on(const CcState *cc) { return cc && cc->on; }
static inline int cc_fastpend(const CcState *cc) { return cc->fastpend; }
static int cc_lean_ok(const CcState *cc) { return cc->lean_ok; }

static void cc_free(CcState *cc) {
    if (!cc)
        return;
    PyMem_Free(cc->uses);
    PyMem_Free(cc->hints);
    PyMem_Free(cc->sa_hints);
    PyMem_Free(cc->frames);
    PyMem_Free(cc->masks);
    PyMem_Free(cc->lean);
    PyMem_Free(cc->slot_use);
    PyMem_Free(cc);
}

static inline uint32_t *cc_entry(CcFrame *fr, Py_ssize_t i) {
    return fr[i].ent[fr[i].cur];
}
static inline uint32_t *cc_last_e(CcFrame *fr, Py_ssize_t i) {
    return fr[i + 1].ent[fr[i].lpar];
}

static inline void cc_touch(CcState *cc, Py_ssize_t i) {
    if (i < cc->low)
        cc->low = i;
}

static uint32_t cc_hint(const CcState *cc, const uint32_t *hints, int64_t entry_pc) {
    if (entry_pc < 0)
        return 0;
    uint32_t off = (uint32_t)entry_pc - cc->ubase;
    return (off & 3) || (uint64_t)(off >> 2) >= cc->nuses ? 0 : hints[off >> 2];
}

/* The registers a run loop tests each instruction's mask against (core.h's CC_CHECK): the
 * frame's tainted ones in both halves (a read stops, a write untaints), with --cc-save-all
 * the callee-saved ones it has not written yet in the upper (a write is recorded), and
 * CC_ALWAYS. */
static inline uint64_t cc_live_of(const CcState *cc, const CcFrame *f) {
    uint32_t t = f->taint, up = t;
    if (__builtin_expect(cc->keep != 0, 0)) /* (no load of written without it) */
        up |= cc->keep & ~f->written;
    return (uint64_t)up << 32 | t | CC_ALWAYS;
}
static uint64_t cc_live(const CcState *cc) {
    return cc_live_of(cc, cc->top) | (cc->pend_pc >= 0 ? CC_PENDING : 0);
}

/* cc_arm's pending call or return becomes cc_step's (if there is one): its use copied. */
static inline void cc_fast_unarm(CcState *cc) {
    if (cc->fastpend) {
        cc->pend = *cc->fast_use;
        cc->fastpend = 0;
    }
}

/* --cc-save-all's side of a use that stores or loads a callee-saved register at sp + simm
 * (the stack pointer before it runs), as conventions.py's _stack_access: the first store is
 * the save; a load from the save's address restores, any other load writes. */
static inline int cc_stacked(const CcState *cc, const CcUse *u) {
    return (u->sst != CC_NO_REG && (cc->keep >> u->sst & 1)) ||
           (u->sld != CC_NO_REG && (cc->keep >> u->sld & 1));
}
static void cc_stack_access(const CcState *cc, CcFrame *f, const CcUse *u, uint32_t sp) {
    uint32_t addr = sp + (uint32_t)u->simm;
    if (u->sst != CC_NO_REG && (cc->keep >> u->sst & 1) && !(f->slotted >> u->sst & 1)) {
        f->slotted |= 1u << u->sst;
        f->slot[u->sst] = addr;
    }
    if (u->sld != CC_NO_REG && (cc->keep >> u->sld & 1)) {
        uint32_t bit = 1u << u->sld;
        if ((f->slotted & bit) && f->slot[u->sld] == addr)
            f->restored |= bit;
        else
            f->written |= bit;
    }
}

/* Per slot of a text of nslots words from tbase, what the run loop tests (core.h's
 * CC_CHECK): an ordinary instruction's reads (a read of a tainted register stops) and, in the
 * upper word, its writes (they untaint); CC_ALWAYS for every other use and address; with
 * delayed branching (db, which the run's cc_step calls then follow), CC_PENDING in all. NULL
 * on error (no memory). */
static const uint64_t *cc_masks(CcState *cc, uint32_t tbase, Py_ssize_t nslots, int db) {
    cc->db = db;
    cc->lean_ok = !cc->keep && cc->lean;
    if (cc->masks && cc->masks_n == nslots && cc->masks_base == tbase && cc->masks_db == db)
        return cc->masks;
    uint64_t *m = PyMem_Realloc(cc->masks, (nslots ? (size_t)nslots : 1) * sizeof(uint64_t));
    if (m)
        cc->masks = m;
    const CcUse **su = PyMem_Realloc(cc->slot_use, (nslots ? (size_t)nslots : 1) * sizeof *su);
    if (su)
        cc->slot_use = su;
    if (!m || !su) {
        cc->masks_n = -1;
        PyErr_NoMemory();
        return NULL;
    }
    for (uint64_t i = 0; i < cc->nuses; i++) {
        CcUse *u = &cc->uses[i];
        u->fast = u->kind == CCU_CALL && u->clean && u->link == cc->ra ? CCF_CALL
                  : u->kind == CCU_JUMP                                ? CCF_JUMP
                                                                       : 0;
        u->quiet_next = i + 1 < cc->nuses && u[1].quiet;
    }
    for (Py_ssize_t i = 0; i < nslots; i++) {
        uint32_t off = tbase + 4 * (uint32_t)i - cc->ubase;
        const CcUse *u =
            !(off & 3) && (uint64_t)(off >> 2) < cc->nuses ? &cc->uses[off >> 2] : NULL;
        m[i] = u && u->kind == CCU_PLAIN && !cc_stacked(cc, u)
                   ? u->reads | (uint64_t)u->writes << 32
                   : CC_ALWAYS;
        su[i] = u && u->fast && cc->lean_ok ? u : NULL;
        if (db)
            m[i] |= CC_PENDING;
    }
    cc->masks = m;
    cc->masks_base = tbase;
    cc->masks_db = db;
    cc->masks_n = nslots;
    return m;
}

/* An ordinary instruction that reads no tainted register writes `writes` (those of them
 * the run loop watches): the top frame's taint without them, --cc-save-all's written with
 * them (cc_step's plain case), and the run loop's new cc_live. */
static inline uint64_t cc_untaint(CcState *cc, uint32_t writes) {
    CcFrame *f = cc->top;
    f->taint &= ~writes;
    if (__builtin_expect(cc->keep != 0, 0))
        f->written |= writes & cc->keep;
    cc_touch(cc, cc->depth - 1);
    return cc_live_of(cc, f);
}

/* The registers of `mask` whose words differ between a and b (bit r: register r). Calls and
 * returns compare register files; a branch per register would mispredict on every other. */
static TALLY_INLINE uint32_t cc_diff(const uint32_t *a, const uint32_t *b, uint32_t mask) {
    uint32_t m = 0;
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 8
#endif
    for (int i = 0; i < 32; i += 4) {
        if (!(mask >> i & 15))
            continue;
#if defined(__SSE2__)
        __m128i eq = _mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(a + i)),
                                     _mm_loadu_si128((const __m128i *)(b + i)));
        m |= (~(uint32_t)_mm_movemask_ps(_mm_castsi128_ps(eq)) & 15) << i;
#else
        for (int j = i; j < i + 4; j++)
            m |= (uint32_t)(a[j] != b[j]) << j;
#endif
    }
    return m & mask;
}

/* cc_diff with a's registers 64 bits wide (RISC-V's, RV32 values: their low words). */
static inline uint32_t cc_diff64(const uint64_t *a, const uint32_t *b, uint32_t mask) {
    uint32_t m = 0;
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 8
#endif
    for (int i = 0; i < 32; i += 4) {
        if (!(mask >> i & 15))
            continue;
#if defined(__SSE2__)
        __m128 lo = _mm_shuffle_ps(_mm_loadu_ps((const float *)(a + i)),
                                   _mm_loadu_ps((const float *)(a + i + 2)), 0x88);
        __m128i eq = _mm_cmpeq_epi32(_mm_castps_si128(lo),
                                     _mm_loadu_si128((const __m128i *)(b + i)));
        m |= (~(uint32_t)_mm_movemask_ps(_mm_castsi128_ps(eq)) & 15) << i;
#else
        for (int j = i; j < i + 4; j++)
            m |= (uint32_t)((uint32_t)a[j] != b[j]) << j;
#endif
    }
    return m & mask;
}

/* The callee-saved registers whose words differ between a (a32, or if wide a64's low words)
 * and b: cc_diff with the callee-saved mask, for MIPS one compare for each of cc_setup's groups
 * (cg: 3 of MIPS's 8) rather than a test of each group of the mask. (RISC-V's registers have
 * callee-saved ones in 5 groups: as many instructions either way.) */
static TALLY_INLINE uint32_t cc_callee_diff(const CcState *cc, const uint32_t *a32,
                                            const uint64_t *a64, const uint32_t *b,
                                            const int wide) {
#if defined(__SSE2__)
    if (!wide) {
        uint32_t eq = 0;
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 8
#endif
        for (int k = 0; k < 8; k++) {
            if (k == cc->ncg)
                break;
            int i = cc->cg[k];
            __m128i eqv = _mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(a32 + i)),
                                          _mm_loadu_si128((const __m128i *)(b + i)));
            eq |= (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(eqv)) << i;
        }
        return ~eq & cc->callee_mask;
    }
#endif
    return wide ? cc_diff64(a64, b, cc->callee_mask) : cc_diff(a32, b, cc->callee_mask);
}

/* The low words of 32 registers x (RISC-V's, RV32 values) into w. */
static inline void cc_words64(uint32_t *w, const uint64_t *x) {
#if defined(__SSE2__)
    for (int i = 0; i < 32; i += 4)
        _mm_storeu_ps((float *)(w + i), _mm_shuffle_ps(_mm_loadu_ps((const float *)(x + i)),
                                                       _mm_loadu_ps((const float *)(x + i + 2)),
                                                       0x88));
#else
    for (int i = 0; i < 32; i++)
        w[i] = (uint32_t)x[i];
#endif
}

/* The top frame returns normally (conventions.py's _returned, the caller's side). */
static uint64_t cc_return(CcState *cc) {
    Py_ssize_t i = --cc->depth;
    const CcFrame *f = cc->top;
    CcFrame *c = cc->top = cc->top - 1;
    const uint32_t *fe = f->ent[f->cur];
    cc_touch(cc, i - 1);
    if (f->lean) { /* nothing its caller does next reads what this return would taint */
        if (++c->ncalls - c->dropped > CC_MAX_CALLS)
            c->dropped += CC_MAX_CALLS / 2;
        return cc_live_of(cc, c);
    }
    c->has_after = c->after_live = 1;
    uint32_t t = c->taint;
    if (c->ncalls) { /* the registers tainted before: the previous callee's entry value first */
        const uint32_t *le = f->ent[c->lpar];
        uint32_t open = t & ~c->chg;
        for (uint32_t m = open ? cc_diff(le, fe, open) : 0; m; m &= m - 1) {
            int r = __builtin_ctz(m);
            c->chg |= 1u << r;
            c->chg_id[r] = c->last;
            c->old[r] = le[r];
            c->new_[r] = fe[r];
        }
    }
    uint32_t nw = cc->caller_mask & ~t;
    c->taint = t | nw;
    c->chg &= ~nw;
    if (nw) { /* the new record, and the older ones without its registers */
        uint32_t k = 0;
        for (uint32_t j = 0; j < c->nfirst; j++) {
            uint32_t m = c->firsts[j].mask & ~nw;
            if (m) {
                c->firsts[k] = c->firsts[j];
                c->firsts[k++].mask = m;
            }
        }
        c->firsts[k].mask = nw;
        c->firsts[k].n = c->ncalls;
        c->firsts[k].id = f->id;
        c->nfirst = k + 1;
    }
    c->ncalls++;
    if (c->ncalls - c->dropped > CC_MAX_CALLS)
        c->dropped += CC_MAX_CALLS / 2;
    c->last = f->id;
    c->lpar = f->cur;
    return cc_live_of(cc, c);
}

/* The end of a run: the top frame's live `after` becomes the registers now (x32 or x64 as
 * for cc_step). */
static void cc_settle(CcState *cc, const uint32_t *x32, const uint64_t *x64) {
    CcFrame *c = cc->top;
    cc_fast_unarm(cc); /* (the pending one, if any, cc_step's) */
    if (!c->after_live)
        return;
    for (int i = 0; i < 32; i++)
        c->after[i] = x32 ? x32[i] : (uint32_t)x64[i];
    c->after_live = 0;
}

/* The frame stack's room for n frames and the one above them (whose ent holds the top's
 * last_e); -1 on error (no memory). */
static int cc_reserve(CcState *cc, Py_ssize_t n) {
    if (n + 1 <= cc->cap)
        return 0;
    Py_ssize_t cap = cc->cap ? cc->cap : 64;
    while (cap < n + 1)
        cap *= 2;
    CcFrame *fr = PyMem_Realloc(cc->frames, (size_t)cap * sizeof(CcFrame));
    if (!fr) {
        PyErr_NoMemory();
        return -1;
    }
    cc->frames = fr;
    cc->top = cc->depth ? fr + cc->depth - 1 : NULL;
    cc->cap = cap;
    return 0;
}

/* The top frame's return through u to target, the registers x as they are after the jump
 * (with delayed branching, after its slot): as conventions.py's _jump. */
static TALLY_INLINE uint64_t cc_jump(CcState *cc, const CcUse *u, uint32_t target,
                                     const uint32_t *x) {
    CcFrame *f = cc->top;
    if (f->kind != CC_CALL)
        return cc_live_of(cc, f);
    if (f->ret != (int64_t)target) /* a return elsewhere: Python's finding */
        return u->rs == f->link ? 0 : cc_live_of(cc, f);
    uint32_t diff = cc_diff(x, f->ent[f->cur], cc->callee_mask);
    if ((diff & ~cc_hint(cc, cc->hints, f->id.entry_pc)) || cc->depth == 1)
        return 0;
    uint32_t lazy = f->restored & ~f->written & cc->keep; /* --cc-save-all */
    if (lazy && f->id.entry_pc >= 0 && (lazy & ~cc_hint(cc, cc->sa_hints, f->id.entry_pc)))
        return 0;
    return cc_return(cc);
}

/* Whether the core can push the frame of u's call returning to ret, the registers x as they
 * are at the callee's entry (fix: before the call, its link register still to be ret): not
 * with sp misaligned or above the caller's (Python's finding), too deep, or out of memory. */
static TALLY_INLINE int cc_can_call(CcState *cc, const CcUse *u, uint32_t ret,
                                    const uint32_t *x, int fix) {
    const CcFrame *f = cc->top;
    uint32_t sp = fix && u->link == cc->sp ? ret : x[cc->sp];
    if (cc->depth >= cc->max_depth || (sp & 3) ||
        (sp > f->ent[f->cur][cc->sp] && f->kind == CC_CALL))
        return 0;
    if (cc->depth + 1 >= cc->cap && cc_reserve(cc, cc->depth + 1) < 0) {
        PyErr_Clear(); /* (Python's step then) */
        return 0;
    }
    return 1;
}

/* A new top frame for the call at pc returning to ret through link, entered at target, with
 * the registers at entry x (its link register still to be ret, if fix). */
static TALLY_INLINE CcFrame *cc_new_frame(CcState *cc, uint32_t pc, uint32_t ret,
                                          uint32_t target, uint32_t link, const uint32_t *x,
                                          int fix, int lean) {
    CcFrame *f = cc->top, *c = cc->top = f + 1;
    cc_touch(cc, cc->depth);
    cc->depth++;
    c->cur = !f->lpar;
    uint32_t *e = c->ent[c->cur];
    memcpy(e, x, sizeof c->ent[0]);
    if (fix)
        e[link] = ret;
    c->ret = (int64_t)ret;
    c->id.call_pc = pc;
    c->id.entry_pc = target;
    c->kind = CC_CALL;
    c->link = link;
    c->lean = (uint8_t)lean;
    c->taint = c->written = c->chg = c->ncalls = c->dropped = c->has_after = c->nfirst = 0;
    c->restored = c->slotted = 0;
    c->lpar = c->after_live = 0;
    return c;
}

/* The frame of u's call at pc returning to ret, entered at target (cc_can_call's x, fix). */
static TALLY_INLINE uint64_t cc_push(CcState *cc, const CcUse *u, uint32_t pc, uint32_t ret,
                                     uint32_t target, const uint32_t *x, int fix) {
    const CcFrame *f = cc->top;
    int lean = u->clean && f->kind == CC_CALL && f->link == (uint32_t)cc->ra;
    return cc_live_of(cc, cc_new_frame(cc, pc, ret, target, u->link, x, fix, lean));
}

/* The lean frames become the checker's frames (cc_fast reserved their room). */
static void cc_flush(CcState *cc) {
    for (const CcLean *l = cc->lean + 1; l <= cc->ltop; l++) {
        CcFrame *c = cc_new_frame(cc, l->call_pc, l->ret, l->entry_pc, (uint32_t)cc->ra, l->ent,
                                  0, 1);
        c->ncalls = l->ncalls;
        c->dropped = cc_lean_dropped(l->ncalls);
    }
    cc->ltop = cc->lean;
}

/* The frame f's registers an instruction writes (not by a load from the stack, for
 * --cc-save-all: `written` gets w): no longer tainted, and written. */
static inline void cc_writes(CcState *cc, CcFrame *f, uint32_t writes, uint32_t w) {
    if ((f->taint & writes) || (cc->keep & ~f->written & w)) {
        f->taint &= ~writes;
        f->written |= w & cc->keep;
        cc_touch(cc, cc->depth - 1);
    }
}

/* cc_step's call or jump u at pc, the registers x as it reads them (see cc_step). */
static TALLY_INLINE uint64_t cc_transfer(CcState *cc, const CcUse *u, uint32_t pc,
                                         const uint32_t *x) {
    int k = u->kind;
    uint32_t target = u->tmask ? (x[u->rs] + u->target) & u->tmask : u->target;
    if (cc->db) { /* after the delay slot (cc_settle_pending) */
        cc_writes(cc, cc->top, u->writes, u->writes);
        cc->pend = *u;
        cc->pend_pc = pc;
        cc->pend_target = target;
        cc->pend_slot = 1;
        return cc_live_of(cc, cc->top);
    }
    if (k == CCU_JUMP) /* (writes nothing) */
        return cc_jump(cc, u, target, x);
    if (k == CCU_CALL_LTZ || k == CCU_CALL_GEZ) /* bltzal, bgezal: calls when taken */
        k = (k == CCU_CALL_LTZ) == (int)(x[u->rs] >> 31) ? CCU_CALL : CCU_PLAIN;
    if (k == CCU_CALL && !cc_can_call(cc, u, pc + 4, x, 1))
        return 0;
    cc_writes(cc, cc->top, u->writes, u->writes);
    if (k != CCU_CALL)
        return cc_live_of(cc, cc->top);
    return cc_push(cc, u, pc, pc + 4, target, x, 1);
}

/* Delayed branching: the instruction at pc is the one after the pending call's or jump's
 * delay slot; the registers x are the target's. The call or return as conventions.py's
 * _settle does it: 1 if done (or nothing to do), 0 if Python must (the pending one kept). */
static int cc_settle_pending(CcState *cc, uint32_t pc, const uint32_t *x) {
    uint32_t at = (uint32_t)cc->pend_pc, target = cc->pend_target;
    const CcUse *u = &cc->pend;
    if (u->kind == CCU_JUMP) {
        if (!cc_jump(cc, u, target, x))
            return 0;
    } else if (u->kind == CCU_CALL || pc == target) { /* bltzal, bgezal: if taken */
        if (!cc_can_call(cc, u, at + 8, x, 0))
            return 0;
        cc_push(cc, u, at, at + 8, target, x, 0);
    }
    cc->pend_pc = -1;
    return 1;
}

/* cc_step's work (see cc_step) on the registers x32 or x64. */
static TALLY_INLINE uint64_t cc_step_on(CcState *cc, uint32_t pc, const uint32_t *x32,
                                        const uint64_t *x64) {
    uint32_t off = pc - cc->ubase;
    if ((off & 3) || (uint64_t)(off >> 2) >= cc->nuses)
        return 0;
    const CcUse *u = &cc->uses[off >> 2];
    int slot = 0; /* this is a pending call's or jump's delay slot */
    if (cc->pend_pc >= 0) {
        if (cc->pend_slot)
            slot = 1;
        else if (!cc_settle_pending(cc, pc, x32))
            return 0;
    }
    CcFrame *f = cc->top;
    if (u->kind == CCU_STOP || (u->reads & f->taint))
        return 0;
    if (slot) {
        cc->pend_slot = 0;
        cc->slot_pc = pc;
    }
    if (u->kind == CCU_PLAIN) {
        uint32_t w = u->writes;
        if (cc->keep && cc_stacked(cc, u)) {
            cc_stack_access(cc, f, u, x32 ? x32[cc->sp] : (uint32_t)x64[cc->sp]);
            if (u->sld != CC_NO_REG)
                w &= ~(1u << u->sld); /* (its own: written or restored) */
            cc_touch(cc, cc->depth - 1);
        }
        cc_writes(cc, f, u->writes, w);
        return cc_live_of(cc, f);
    }
    if (x32)
        return cc_transfer(cc, u, pc, x32);
    uint32_t w[32];
    for (int i = 0; i < 32; i++)
        w[i] = (uint32_t)x64[i];
    return cc_transfer(cc, u, pc, w);
}

/* Before the instruction at pc, with the registers it will read (MIPS's words x32, or
 * RISC-V's x64: RV32 values, zero-extended): its call or return, or its untainting writes,
 * as the checker's single step sees them. Returns the run loop's new cc_live, or 0 if Python
 * must run the instruction (nothing of it done here, but a pending call or return settled).
 * The run loops call it only where the slot's mask meets cc_live. */
static uint64_t cc_step(CcState *cc, uint32_t pc, const uint32_t *x32, const uint64_t *x64) {
    uint64_t live = cc_step_on(cc, pc, x32, x64);
    return live && cc->pend_pc >= 0 ? live | CC_PENDING : live;
}

/* The instruction at pc, which cc_step took, goes to Python after all (a load or store the
 * core leaves to Python, an overflow): Python's step takes it again. If it was a pending
 * jump's delay slot, it is that again: Python would otherwise settle the jump before the
 * slot ran. (What cc_step did of the instruction itself, untainting what it writes and
 * --cc-save-all's records, Python's step does again the same.) */
static inline void cc_unstep(CcState *cc, uint32_t pc) {
    if (cc->pend_pc >= 0 && !cc->pend_slot && cc->slot_pc == (int64_t)pc)
        cc->pend_slot = 1;
}

/* Register r of x32 or, if wide, x64 (as for cc_step). */
static inline uint32_t cc_reg(const uint32_t *x32, const uint64_t *x64, int wide, int r) {
    return wide ? (uint32_t)x64[r] : x32[r];
}

/* cc_fast's way out: the lean frames become the checker's, and cc_step does the rest. */
static RUN_NOINLINE uint64_t cc_slow(CcState *cc, uint32_t pc, const uint32_t *x32,
                                     const uint64_t *x64) {
    cc_flush(cc);
    return cc_step(cc, pc, x32, x64);
}

/* A lean frame returned (its checks done): the count for the frame below it, a lean one or
 * the checker's top; the run loop's new cc_live. */
static inline uint64_t cc_lean_pop(CcState *cc) {
    CcLean *p = --cc->ltop;
    if (p != cc->lean) {
        p->ncalls++;
        return CC_ALWAYS;
    }
    CcFrame *c = cc->top;
    cc_touch(cc, cc->depth - 1);
    if (++c->ncalls - c->dropped > CC_MAX_CALLS)
        c->dropped += CC_MAX_CALLS / 2;
    return cc_live_of(cc, c);
}

/* A lean call's frame pushed (its checks done): at `at` to target, returning to ret, the
 * registers x those at the callee's entry (cc_fast's: before the call wrote its link
 * register, which the caller then sets; cc_fast_settle's: at the target, after the slot). */
static TALLY_INLINE CcLean *cc_lean_push(CcState *cc, uint32_t at, uint32_t ret, uint32_t target,
                                         const uint32_t *x32, const uint64_t *x64,
                                         const int wide) {
    CcLean *c = ++cc->ltop;
    if (!wide)
        memcpy(c->ent, x32, sizeof c->ent);
    else
        cc_words64(c->ent, x64);
    c->ret = ret;
    c->call_pc = at;
    c->entry_pc = target;
    c->ncalls = 0;
    return c;
}

/* What a jump through u to target does to the innermost lean frame l, the registers x those
 * at the target: its return with nothing new to report (CC_LEAN_POP: cc_lean_pop's), a jump
 * inside it (CC_LEAN_JUMP: nothing to do), or what the general path must see (CC_LEAN_SLOW:
 * a return elsewhere through the link register, or a callee-saved register changed that is
 * not reported yet for its function). */
enum { CC_LEAN_POP, CC_LEAN_JUMP, CC_LEAN_SLOW };
static TALLY_INLINE int cc_lean_return(const CcState *cc, const CcLean *l, const CcUse *u,
                                       uint32_t target, const uint32_t *x32,
                                       const uint64_t *x64, const int wide) {
    if (l->ret != target) /* a jump, unless through the link register (ra) elsewhere */
        return u->rs == cc->ra ? CC_LEAN_SLOW : CC_LEAN_JUMP;
    uint32_t diff = cc_callee_diff(cc, x32, x64, l->ent, wide);
    return diff && (diff & ~cc_hint(cc, cc->hints, l->entry_pc)) ? CC_LEAN_SLOW : CC_LEAN_POP;
}

/* Delayed branching: whether the instruction after u's (cc_fast's, in cc->uses) may run
 * unwatched as the delay slot of its lean call or return made by a frame with the tainted
 * registers taint: a quiet one (no branch, call, jump or what Python must see) that reads and
 * writes none of them. */
static inline int cc_quiet_slot(const CcUse *u, uint32_t taint) {
    return u->quiet_next && !((u[1].reads | u[1].writes) & taint);
}

/* Delayed branching: cc_fast's call or return at pc (u, to target) waits for its delay slot,
 * as cc_step's pending one (conventions.py's _pending), which it is if the run ends first. */
static inline void cc_arm(CcState *cc, const CcUse *u, uint32_t pc, uint32_t target) {
    cc->fast_use = u;
    cc->pend_pc = pc;
    cc->pend_target = target;
    cc->pend_slot = 1;
    cc->fastpend = 1;
}

/* cc_fast's pending call or return (cc_arm) once its delay slot ran, the registers x those
 * at its target: the lean frame pushed or popped, with cc_fast's checks on them (the run
 * loop's new cc_live), or 0 if cc_step must settle it (it stays pending). */
static TALLY_INLINE uint64_t cc_fast_settle(CcState *cc, const uint32_t *x) {
    const CcUse *u = cc->fast_use;
    const CcLean *l = cc->ltop;
    uint32_t at = (uint32_t)cc->pend_pc, target = cc->pend_target;
    if (u->kind == CCU_JUMP) { /* (armed by a lean frame only) */
        int r = cc_lean_return(cc, l, u, target, x, NULL, 0);
        if (r == CC_LEAN_SLOW)
            return 0;
        cc->pend_pc = -1;
        cc->fastpend = 0;
        return r == CC_LEAN_JUMP ? CC_ALWAYS : cc_lean_pop(cc);
    }
    const CcFrame *f = cc->top; /* a call: its caller's sp at entry, then the callee's */
    uint32_t csp = l != cc->lean ? l->ent[cc->sp] : f->ent[f->cur][cc->sp], sp = x[cc->sp];
    if ((sp & 3) || sp > csp)
        return 0;
    cc_lean_push(cc, at, at + 8, target, x, NULL, 0); /* (its link as the slot left it) */
    cc->pend_pc = -1;
    cc->fastpend = 0;
    return CC_ALWAYS;
}

/* The MIPS run loop's delayed jump after cc_fast's pending call's or return's slot (cc_arm),
 * the registers x those at the target, live the run loop's cc_live: settled there if the
 * loop is to look at the target next (`next`: within its budget and text), as conventions.py
 * settles it at the target's fetch; else (or if cc_fast_settle cannot) it stays pending, for
 * the end of the run or cc_step at the target. The run loop's new cc_live. */
static TALLY_INLINE uint64_t cc_slot_ran(CcState *cc, const uint32_t *x, uint64_t live,
                                         int next) {
    cc->pend_slot = 0;
    uint64_t now = next ? cc_fast_settle(cc, x) : 0;
    if (now)
        return now;
    cc_fast_unarm(cc);
    return live | CC_PENDING;
}

/* A target of u at the registers x32 or x64 (as for cc_step). */
static inline uint32_t cc_target(const CcUse *u, const uint32_t *x32, const uint64_t *x64,
                                 const int wide) {
    return u->tmask ? (cc_reg(x32, x64, wide, u->rs) + u->target) & u->tmask : u->target;
}

/* cc_fast's commonest case, which the run loops inline before calling cc_fast (CC_CHECK):
 * with lean frames on the stack, the lean call at slot i (pc) pushes one, a return from the
 * innermost one pops it, a jump inside it does nothing (the run loop's new cc_live:
 * CC_ALWAYS, or the checker's top frame's once the last one returned). With MIPS delayed
 * branching (db) a lean call or return waits for its delay slot instead (cc_arm): a quiet
 * slot runs unwatched, and the run loop's delayed jump settles it (cc_slot_ran). 0 for the
 * rest (nothing done): a slot that is not cc_fast's, a call too deep or with sp misaligned or
 * above the caller's, a return cc_lean_return does not take, a slot that is not quiet or
 * cc_step's pending call or jump; cc_fast then makes the lean frames the checker's (cc_slow). */
static TALLY_INLINE uint64_t cc_lean_step(CcState *cc, uint32_t pc, Py_ssize_t i,
                                          const uint32_t *x32, const uint64_t *x64,
                                          const int wide, const int db) {
    const CcUse *u = cc->slot_use[i]; /* (NULL unless lean_ok) */
    const CcLean *l = cc->ltop;
    if (!u || l == cc->lean)
        return 0;
    uint32_t target = cc_target(u, x32, x64, wide);
    if (db) { /* the checks and the push or pop after the slot (cc_fast_settle) */
        if (cc->pend_pc >= 0 || (u->fast == CCF_CALL && l == cc->llim) ||
            !cc_quiet_slot(u, 0))
            return 0;
        cc_arm(cc, u, pc, target);
        return CC_ALWAYS;
    }
    if (u->fast == CCF_CALL) {
        uint32_t sp = cc_reg(x32, x64, wide, cc->sp);
        if (l == cc->llim || (sp & 3) || sp > l->ent[cc->sp])
            return 0;
        cc_lean_push(cc, pc, pc + 4, target, x32, x64, wide)->ent[cc->ra] = pc + 4;
        return CC_ALWAYS;
    }
    switch (cc_lean_return(cc, l, u, target, x32, x64, wide)) { /* (CCF_JUMP) */
    case CC_LEAN_SLOW:
        return 0;
    case CC_LEAN_JUMP:
        return CC_ALWAYS;
    default:
        return cc_lean_pop(cc);
    }
}

/* cc_step for the run loops (cc_fast32, cc_fast64), with lean frames: a clean call through ra
 * from a function called through ra (whose return cc_return would do only the count for)
 * and the same calls and the returns above it happen on cc->lean, 38 words a frame, until
 * something else happens: then they become the checker's frames (cc_flush) and cc_step does
 * it. A lean frame's caller-saved registers are never tainted (only lean returns reach it),
 * so the run loop meets only calls, jumps and what Python must see while there are lean
 * frames (cc_live: CC_ALWAYS). The checks are cc_can_call's and cc_jump's; without
 * --cc-save-all (lean_ok), what they read of a frame is its entry and return address.
 * cc_lean_step does what happens with lean frames on the stack; here, the first lean call
 * from the checker's top frame. */
static TALLY_INLINE uint64_t cc_fast_on(CcState *cc, uint32_t pc, Py_ssize_t i,
                                         const uint32_t *x32, const uint64_t *x64,
                                         const int wide, const int db) {
    if (cc->ltop != cc->lean) /* (the run loop's cc_lean_step declined it: nothing done) */
        return cc_slow(cc, pc, x32, x64);
    const CcUse *u = cc->slot_use[i]; /* (NULL unless lean_ok) */
    if ((db && cc->pend_pc >= 0) || !u || u->fast != CCF_CALL)
        return cc_step(cc, pc, x32, x64); /* (cc_step's pending one, or no lean call) */
    if (cc->depth + CC_LEAN_MAX + 1 >= cc->cap && /* (cc_flush's room) */
        cc_reserve(cc, cc->depth + CC_LEAN_MAX + 1) < 0) {
        PyErr_Clear(); /* (cc_step then) */
        return cc_step(cc, pc, x32, x64);
    }
    CcFrame *f = cc->top; /* the caller */
    if (f->kind != CC_CALL || f->link != (uint32_t)cc->ra || (u->reads & f->taint) ||
        cc->depth >= cc->max_depth)
        return cc_step(cc, pc, x32, x64);
    Py_ssize_t room = cc->max_depth - cc->depth;
    cc->llim = cc->lean + (room < CC_LEAN_MAX ? room : CC_LEAN_MAX);
    uint32_t target = cc_target(u, x32, x64, wide);
    uint32_t sp = cc_reg(x32, x64, wide, cc->sp);
    if (db ? !cc_quiet_slot(u, f->taint & ~u->writes) /* (the sp checks after it) */
           : (sp & 3) || sp > f->ent[f->cur][cc->sp])
        return cc_step(cc, pc, x32, x64);
    if (f->taint & u->writes) { /* (cc_writes without --cc-save-all) */
        f->taint &= ~u->writes;
        cc_touch(cc, cc->depth - 1);
    }
    if (db) {
        cc_arm(cc, u, pc, target);
        return cc_live_of(cc, f);
    }
    cc_lean_push(cc, pc, pc + 4, target, x32, x64, wide)->ent[u->link] = pc + 4;
    return CC_ALWAYS;
}

/* cc_fast_on for the slot i at pc, MIPS's registers x (with delayed branching: db) or
 * RISC-V's (as for cc_step). */
static uint64_t cc_fast32(CcState *cc, uint32_t pc, Py_ssize_t i, const uint32_t *x) {
    return cc_fast_on(cc, pc, i, x, NULL, 0, 0);
}
static uint64_t cc_fast32db(CcState *cc, uint32_t pc, Py_ssize_t i, const uint32_t *x) {
    return cc_fast_on(cc, pc, i, x, NULL, 0, 1);
}
static uint64_t cc_fast64(CcState *cc, uint32_t pc, Py_ssize_t i, const uint64_t *x) {
    return cc_fast_on(cc, pc, i, NULL, x, 1, 0);
}

/* cc_setup(callee_mask, caller_mask, sp, ra, max_depth, keep): start mirroring (an empty
 * stack); keep: --cc-save-all's callee-saved registers, or 0. */
static PyObject *Core_cc_setup(Core *self, PyObject *args) {
    unsigned long callee, caller, keep;
    int sp, ra;
    Py_ssize_t max_depth;
    if (!PyArg_ParseTuple(args, "kkiink", &callee, &caller, &sp, &ra, &max_depth, &keep))
        return NULL;
    if (sp < 0 || sp > 31 || ra < 1 || ra > 31 || max_depth < 1) {
        PyErr_SetString(PyExc_ValueError, "bad sp, ra or max_depth");
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
    cc->ncg = 0;
    for (int i = 0; i < 32; i += 4)
        if (cc->callee_mask >> i & 15)
            cc->cg[cc->ncg++] = (uint8_t)i;
    cc->caller_mask = (uint32_t)caller & ~1u;
    cc->keep = (uint32_t)keep & ~1u;
    cc->masks_n = -1; /* (which slots reach cc_step depends on keep) */
    cc->sp = sp;
    cc->ra = ra;
    cc->max_depth = max_depth;
    cc->depth = cc->low = 0;
    cc->top = NULL;
    cc->on = 0;
    cc->pend_pc = cc->slot_pc = -1;
    cc->fastpend = 0;
    if (!cc->lean && !(cc->lean = PyMem_Malloc((CC_LEAN_MAX + 1) * sizeof(CcLean))))
        return PyErr_NoMemory();
    cc->ltop = cc->llim = cc->lean; /* (lean[0]: no frame) */
    if (cc_reserve(cc, 64) < 0)
        return NULL;
    Py_RETURN_NONE;
}

/* One use from its CC_USE_WORDS words (see cc_uses). */
static void cc_use_of(const uint32_t *e, CcUse *u) {
    u->reads = e[0] & ~1u;
    u->writes = e[1] & ~1u;
    u->kind = (uint8_t)e[2];
    u->link = (uint8_t)(e[2] >> 8) & 31;
    u->rs = (uint8_t)(e[2] >> 16) & 31;
    u->clean = (uint8_t)(e[2] >> 24) & 1;
    u->quiet = (uint8_t)(e[2] >> 25) & 1;
    u->target = e[3];
    u->tmask = e[4];
    u->sst = (uint8_t)e[5];
    u->sld = (uint8_t)(e[5] >> 8);
    u->simm = (int32_t)e[6];
    if (u->sst > 31)
        u->sst = CC_NO_REG;
    if (u->sld > 31)
        u->sld = CC_NO_REG;
    if (u->kind > CCU_STOP)
        u->kind = CCU_STOP;
}

/* cc_uses(base, packed): the uses from address base, CC_USE_WORDS uint32s each: reads,
 * writes, kind | link << 8 | rs << 16 | clean << 24 | quiet << 25, target, tmask,
 * sst | sld << 8, simm
 * (CcUse); every
 * hint is cleared. */
#define CC_USE_WORDS 7
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
    Py_ssize_t n = b.len / (4 * CC_USE_WORDS);
    CcUse *uses = PyMem_Malloc(n ? (size_t)n * sizeof(CcUse) : 1);
    uint32_t *hints = PyMem_Calloc(n ? (size_t)n : 1, sizeof(uint32_t));
    uint32_t *sa_hints = PyMem_Calloc(n ? (size_t)n : 1, sizeof(uint32_t));
    if (!uses || !hints || !sa_hints) {
        PyMem_Free(uses);
        PyMem_Free(hints);
        PyMem_Free(sa_hints);
        PyBuffer_Release(&b);
        return PyErr_NoMemory();
    }
    const uint32_t *w = b.buf;
    for (Py_ssize_t i = 0; i < n; i++)
        cc_use_of(w + CC_USE_WORDS * i, &uses[i]);
    PyBuffer_Release(&b);
    PyMem_Free(cc->uses);
    PyMem_Free(cc->hints);
    PyMem_Free(cc->sa_hints);
    cc->uses = uses;
    cc->hints = hints;
    cc->sa_hints = sa_hints;
    cc->ubase = (uint32_t)base;
    cc->nuses = (uint64_t)n;
    cc->masks_n = -1;
    Py_RETURN_NONE;
}

/* cc_hint(addr, mask, save_all=0): callee-saved registers reported for the function
 * entered at addr; save_all: those --cc-save-all need not stop for (its code may write them,
 * or they were reported). */
static PyObject *Core_cc_hint(Core *self, PyObject *args) {
    unsigned long addr, mask;
    int save_all = 0;
    if (!PyArg_ParseTuple(args, "kk|p", &addr, &mask, &save_all))
        return NULL;
    CcState *cc = self->cc;
    if (cc && cc->uses) {
        uint32_t off = (uint32_t)addr - cc->ubase;
        if (!(off & 3) && (uint64_t)(off >> 2) < cc->nuses)
            (save_all ? cc->sa_hints : cc->hints)[off >> 2] = (uint32_t)mask;
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
 *  ((r, call_pc, entry_pc, old, new), ...), written, restored, ((r, slot address), ...)) */
static int cc_frame_in(CcState *cc, Py_ssize_t k, PyObject *t) {
    CcFrame *c = &cc->frames[k];
    PyObject *entry, *after, *last_e, *firsts, *chgs, *slots;
    unsigned int kind, link;
    long long ret, call_pc, entry_pc, lcall, lentry;
    unsigned long taint, written, restored;
    unsigned long long ncalls, dropped;
    if (!PyArg_ParseTuple(t, "IOLILLkKKOLLOOOkkO", &kind, &entry, &ret, &link, &call_pc,
                          &entry_pc, &taint, &ncalls, &dropped, &after, &lcall, &lentry,
                          &last_e, &firsts, &chgs, &written, &restored, &slots))
        return -1;
    /* (all but ent: the frame below keeps its last callee's entry in one of them) */
    memset((char *)c + sizeof c->ent, 0, sizeof *c - sizeof c->ent);
    c->cur = k ? !cc->frames[k - 1].lpar : 0;
    if (cc_words(entry, c->ent[c->cur]) < 0)
        return -1;
    if (after != Py_None) {
        if (cc_words(after, c->after) < 0)
            return -1;
        c->has_after = 1;
    }
    if (last_e != Py_None && cc_words(last_e, cc_last_e(cc->frames, k)) < 0)
        return -1;
    c->kind = kind;
    c->ret = ret;
    c->link = link & 31;
    c->id.call_pc = call_pc;
    c->id.entry_pc = entry_pc;
    c->taint = (uint32_t)taint & ~1u;
    c->ncalls = (uint64_t)ncalls;
    c->dropped = (uint64_t)dropped;
    c->last.call_pc = lcall;
    c->last.entry_pc = lentry;
    c->written = (uint32_t)written;
    c->restored = (uint32_t)restored;
    PyObject *ss = PySequence_Fast(slots, "slots");
    if (!ss)
        return -1;
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(ss); i++) {
        int r;
        unsigned long addr;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(ss, i), "ik", &r, &addr)) {
            Py_DECREF(ss);
            return -1;
        }
        c->slotted |= 1u << (r & 31);
        c->slot[r & 31] = (uint32_t)addr;
    }
    Py_DECREF(ss);
    PyObject *fs = PySequence_Fast(firsts, "firsts");
    if (!fs)
        return -1;
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(fs); i++) {
        int r;
        unsigned long long n;
        long long cp, ep;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fs, i), "iKLL", &r, &n, &cp, &ep)) {
            Py_DECREF(fs);
            return -1;
        }
        uint32_t j = 0; /* the record of this call, or a new one */
        while (j < c->nfirst && !(c->firsts[j].n == (uint64_t)n &&
                                  c->firsts[j].id.call_pc == cp && c->firsts[j].id.entry_pc == ep))
            j++;
        if (j == c->nfirst) {
            if (j == 32)
                continue; /* (more calls than registers: not conventions_native.py's) */
            c->firsts[j].mask = 0;
            c->firsts[j].n = (uint64_t)n;
            c->firsts[j].id.call_pc = cp;
            c->firsts[j].id.entry_pc = ep;
            c->nfirst++;
        }
        uint32_t bit = 1u << (r & 31);
        for (uint32_t i = 0; i < c->nfirst; i++)
            c->firsts[i].mask &= ~bit; /* (a register listed twice: its last) */
        c->firsts[j].mask |= bit;
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

/* Frame k below the top as cc_frame_in takes it. */
static PyObject *cc_frame_out(CcState *cc, Py_ssize_t k) {
    const CcFrame *c = &cc->frames[k];
    PyObject *entry = cc_list(cc_entry(cc->frames, k));
    /* (the top's live after is settled at the end of each run) */
    const uint32_t *aft = c->after_live && k + 1 < cc->depth ? cc_entry(cc->frames, k + 1)
                                                             : c->after;
    PyObject *after = c->has_after ? cc_list(aft) : (Py_INCREF(Py_None), Py_None);
    /* the last callee is known once a return that was not lean set it (with `after`; lean
     * returns only count, and Python reads it only for registers such a return tainted) */
    PyObject *last_e = c->has_after ? cc_list(cc_last_e(cc->frames, k))
                                    : (Py_INCREF(Py_None), Py_None);
    PyObject *firsts = PyList_New(0), *chgs = PyList_New(0), *slots = PyList_New(0), *out = NULL;
    if (!entry || !after || !last_e || !firsts || !chgs || !slots)
        goto done;
    for (uint32_t m = c->slotted; m; m &= m - 1) {
        int r = __builtin_ctz(m);
        PyObject *o = Py_BuildValue("(ik)", r, (unsigned long)c->slot[r]);
        if (!o || PyList_Append(slots, o) < 0) {
            Py_XDECREF(o);
            goto done;
        }
        Py_DECREF(o);
    }
    for (uint32_t m = c->taint; m; m &= m - 1) {
        int r = __builtin_ctz(m);
        const CcFirst *fi = c->firsts, *end = c->firsts + c->nfirst;
        while (fi < end && !(fi->mask >> r & 1))
            fi++; /* (a tainted register is in one record) */
        PyObject *o = fi == end ? NULL : Py_BuildValue("(iKLL)", r, (unsigned long long)fi->n,
                                    (long long)fi->id.call_pc, (long long)fi->id.entry_pc);
        if (fi == end)
            PyErr_SetString(PyExc_SystemError, "a tainted register without its call");
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
    out = Py_BuildValue("(IOLILLkKKOLLOOOkkO)", c->kind, entry, (long long)c->ret, c->link,
                        (long long)c->id.call_pc, (long long)c->id.entry_pc,
                        (unsigned long)c->taint, (unsigned long long)c->ncalls,
                        (unsigned long long)c->dropped, after,
                        (long long)(c->has_after ? c->last.call_pc : -1),
                        (long long)(c->has_after ? c->last.entry_pc : -1), last_e, firsts, chgs,
                        (unsigned long)c->written, (unsigned long)c->restored, slots);
done:
    Py_XDECREF(entry);
    Py_XDECREF(after);
    Py_XDECREF(last_e);
    Py_XDECREF(firsts);
    Py_XDECREF(chgs);
    Py_XDECREF(slots);
    return out;
}

/* cc_sync(low, frames, pending): Python's stack changed from frame `low` up: keep the frames
 * below, then these; the next runs keep the stack (until cc_take). pending: delayed
 * branching's call or jump waiting for its slot, (pc, target, slot next, its use packed as
 * for cc_uses) or None. */
static PyObject *Core_cc_sync(Core *self, PyObject *args) {
    Py_ssize_t low;
    PyObject *frames, *pending;
    CcState *cc = self->cc;
    if (!cc || !cc->uses) {
        PyErr_SetString(PyExc_RuntimeError, "cc_setup and cc_uses first");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "nOO", &low, &frames, &pending))
        return NULL;
    cc->pend_pc = cc->slot_pc = -1;
    cc->fastpend = 0;
    cc->ltop = cc->lean; /* (flushed at the end of each run) */
    if (pending != Py_None) {
        unsigned long at, target;
        int slot;
        uint32_t e[CC_USE_WORDS];
        if (!PyArg_ParseTuple(pending, "kkp(IIIIIII)", &at, &target, &slot, &e[0], &e[1],
                              &e[2], &e[3], &e[4], &e[5], &e[6]))
            return NULL;
        cc_use_of(e, &cc->pend);
        cc->pend_pc = (int64_t)(uint32_t)at;
        cc->pend_target = (uint32_t)target;
        cc->pend_slot = slot;
    }
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
        if (cc_frame_in(cc, low + i, PySequence_Fast_GET_ITEM(fs, i)) < 0) {
            cc->depth = 0; /* (Python syncs everything again) */
            cc->top = NULL;
            Py_DECREF(fs);
            return NULL;
        }
        cc->depth++;
    }
    Py_DECREF(fs);
    cc->top = cc->frames + cc->depth - 1;
    cc->low = cc->depth;
    cc->on = 1;
    Py_RETURN_NONE;
}

/* cc_take() -> (low, frames, pending): the frames from `low` up changed since cc_sync (Python
 * keeps those below), and the pending call or jump (as cc_sync takes it); the core stops
 * watching until the next cc_sync. */
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
        PyObject *t = cc_frame_out(cc, i);
        if (!t) {
            Py_DECREF(l);
            return NULL;
        }
        PyList_SET_ITEM(l, i - low, t);
    }
    cc->low = cc->depth;
    if (cc->pend_pc < 0)
        return Py_BuildValue("(nNO)", low, l, Py_None);
    return Py_BuildValue("(nN(kkO))", low, l, (unsigned long)cc->pend_pc,
                         (unsigned long)cc->pend_target, cc->pend_slot ? Py_True : Py_False);
}

/* cc_hold(held): with held true, the core stops watching and keeps its frames (a run that
 * ended at its budget, before another: Python need not see them in between, and taking a deep
 * stack back costs more than the run); false, it watches again with them. */
static PyObject *Core_cc_hold(Core *self, PyObject *args) {
    int held;
    if (!PyArg_ParseTuple(args, "p", &held))
        return NULL;
    if (!self->cc || !self->cc->top) {
        PyErr_SetString(PyExc_RuntimeError, "cc_sync first");
        return NULL;
    }
    self->cc->on = !held;
    Py_RETURN_NONE;
}
