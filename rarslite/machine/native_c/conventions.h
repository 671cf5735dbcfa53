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

/* The call that last tainted the registers of `mask` (conventions.py's `firsts`): a frame
 * keeps one per call whose return tainted registers still marked to it, so a return adds one
 * record rather than one per register (the masks are disjoint: at most 31). */
typedef struct {
    uint32_t mask, n; /* n: the call's number in the frame (ncalls then) */
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
    CcId id, last;
    uint32_t kind, link, taint, chg, ncalls, dropped, has_after, nfirst;
    uint8_t cur, lpar, after_live, pad;
    uint32_t after[32];
    CcFirst firsts[32];
    uint32_t old[32], new_[32];
    CcId chg_id[32];
} CcFrame;

struct CcState {
    CcUse *uses;
    uint32_t *hints; /* per address: callee-saved registers already reported for the function
                        entered there (a return changing only those finds nothing new) */
    uint32_t ubase;
    uint64_t nuses;
    CcFrame *frames, *top; /* top: frames + depth - 1, kept (calls and returns start there) */
    Py_ssize_t depth, cap, low; /* low: the lowest frame changed since Python last looked */
    uint32_t callee_mask, caller_mask;
    int sp, on;
    Py_ssize_t max_depth;
    uint64_t *masks; /* per slot of the core's text, for its run loops (cc_masks) */
    uint32_t masks_base;
    Py_ssize_t masks_n; /* -1: out of date */
};

static int cc_on(const CcState *cc) { return cc && cc->on; }

static void cc_free(CcState *cc) {
    if (!cc)
        return;
    PyMem_Free(cc->uses);
    PyMem_Free(cc->hints);
    PyMem_Free(cc->frames);
    PyMem_Free(cc->masks);
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

static uint32_t cc_hint(const CcState *cc, int64_t entry_pc) {
    if (entry_pc < 0)
        return 0;
    uint32_t off = (uint32_t)entry_pc - cc->ubase;
    return (off & 3) || (uint64_t)(off >> 2) >= cc->nuses ? 0 : cc->hints[off >> 2];
}

/* The registers a run loop tests each instruction's mask against: the top frame's tainted
 * ones, and CC_ALWAYS (core.h's CC_CHECK). */
static inline uint64_t cc_live_of(uint32_t t) {
    return (uint64_t)t << 32 | t | CC_ALWAYS;
}
static uint64_t cc_live(const CcState *cc) {
    return cc_live_of(cc->top->taint);
}

/* Per slot of a text of nslots words from tbase, what the run loop tests (core.h's
 * CC_CHECK): an ordinary instruction's reads (a read of a tainted register stops) and, in the
 * upper word, its writes (they untaint); CC_ALWAYS for every other use and address. NULL on
 * error (no memory). */
static const uint64_t *cc_masks(CcState *cc, uint32_t tbase, Py_ssize_t nslots) {
    if (cc->masks && cc->masks_n == nslots && cc->masks_base == tbase)
        return cc->masks;
    uint64_t *m = PyMem_Realloc(cc->masks, (nslots ? (size_t)nslots : 1) * sizeof(uint64_t));
    if (!m) {
        PyErr_NoMemory();
        return NULL;
    }
    for (Py_ssize_t i = 0; i < nslots; i++) {
        uint32_t off = tbase + 4 * (uint32_t)i - cc->ubase;
        const CcUse *u =
            !(off & 3) && (uint64_t)(off >> 2) < cc->nuses ? &cc->uses[off >> 2] : NULL;
        m[i] = u && u->kind == CCU_PLAIN ? u->reads | (uint64_t)u->writes << 32 : CC_ALWAYS;
    }
    cc->masks = m;
    cc->masks_base = tbase;
    cc->masks_n = nslots;
    return m;
}

/* An ordinary instruction that reads no tainted register writes `writes`: the top frame's
 * taint without them (cc_step's plain case), and the run loop's new cc_live. */
static inline uint64_t cc_untaint(CcState *cc, uint32_t writes) {
    uint32_t t = cc->top->taint &= ~writes;
    cc_touch(cc, cc->depth - 1);
    return cc_live_of(t);
}

/* The registers of `mask` whose words differ between a and b (bit r: register r). Calls and
 * returns compare register files; a branch per register would mispredict on every other. */
static inline uint32_t cc_diff(const uint32_t *a, const uint32_t *b, uint32_t mask) {
    uint32_t m = 0;
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

/* The top frame returns normally (conventions.py's _returned, the caller's side). */
static uint64_t cc_return(CcState *cc) {
    Py_ssize_t i = --cc->depth;
    const CcFrame *f = cc->top;
    CcFrame *c = cc->top = cc->top - 1;
    const uint32_t *fe = f->ent[f->cur];
    cc_touch(cc, i - 1);
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
    return cc_live_of(c->taint);
}

/* The end of a run: the top frame's live `after` becomes the registers now (x32 or x64 as
 * for cc_step). */
static void cc_settle(CcState *cc, const uint32_t *x32, const uint64_t *x64) {
    CcFrame *c = cc->top;
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

/* cc_step's call or jump u at pc, the registers x as it reads them (see cc_step). */
static TALLY_INLINE uint64_t cc_transfer(CcState *cc, const CcUse *u, uint32_t pc,
                                         const uint32_t *x) {
    Py_ssize_t top = cc->depth - 1;
    CcFrame *f = cc->top;
    int k = u->kind;
    uint32_t target = u->tmask ? (x[u->rs] + u->target) & u->tmask : u->target;
    if (k == CCU_JUMP) { /* writes nothing */
        if (f->kind != CC_CALL)
            return cc_live_of(f->taint);
        if (f->ret != (int64_t)target) /* a return elsewhere: Python's finding */
            return u->rs == f->link ? 0 : cc_live_of(f->taint);
        uint32_t diff = cc_diff(x, f->ent[f->cur], cc->callee_mask);
        if ((diff & ~cc_hint(cc, f->id.entry_pc)) || top == 0)
            return 0;
        return cc_return(cc);
    }
    if (k == CCU_CALL_LTZ || k == CCU_CALL_GEZ) /* bltzal, bgezal: calls when taken */
        k = (k == CCU_CALL_LTZ) == (int)(x[u->rs] >> 31) ? CCU_CALL : CCU_PLAIN;
    if (k == CCU_CALL) {
        uint32_t sp = u->link == cc->sp ? pc + 4 : x[cc->sp];
        if (cc->depth >= cc->max_depth || (sp & 3) ||
            (sp > f->ent[f->cur][cc->sp] && f->kind == CC_CALL))
            return 0;
        if (cc->depth + 1 >= cc->cap) {
            if (cc_reserve(cc, cc->depth + 1) < 0) {
                PyErr_Clear(); /* (Python's step then) */
                return 0;
            }
            f = cc->top;
        }
    }
    if (f->taint & u->writes) {
        f->taint &= ~u->writes;
        cc_touch(cc, top);
    }
    if (k != CCU_CALL)
        return cc_live_of(f->taint);
    CcFrame *c = cc->top = f + 1;
    cc_touch(cc, cc->depth);
    cc->depth++;
    c->cur = !f->lpar;
    uint32_t *e = c->ent[c->cur];
    memcpy(e, x, sizeof c->ent[0]);
    e[u->link] = pc + 4;
    c->ret = (int64_t)(uint32_t)(pc + 4);
    c->id.call_pc = pc;
    c->id.entry_pc = target;
    c->kind = CC_CALL;
    c->link = u->link;
    c->taint = c->chg = c->ncalls = c->dropped = c->has_after = c->nfirst = 0;
    c->lpar = c->after_live = 0;
    return cc_live_of(0);
}

/* Before the instruction at pc, with the registers it will read (MIPS's words x32, or
 * RISC-V's x64: RV32 values, zero-extended): its call or return, or its untainting writes,
 * as the checker's single step sees them. Returns the run loop's new cc_live, or 0 if Python
 * must run the instruction (nothing of it done here). The run loops call it only where the
 * slot's mask meets cc_live. */
static uint64_t cc_step(CcState *cc, uint32_t pc, const uint32_t *x32, const uint64_t *x64) {
    uint32_t off = pc - cc->ubase;
    if ((off & 3) || (uint64_t)(off >> 2) >= cc->nuses)
        return 0;
    const CcUse *u = &cc->uses[off >> 2];
    CcFrame *f = cc->top;
    if (u->kind == CCU_STOP || (u->reads & f->taint))
        return 0;
    if (u->kind == CCU_PLAIN) {
        if (f->taint & u->writes) {
            f->taint &= ~u->writes;
            cc_touch(cc, cc->depth - 1);
        }
        return cc_live_of(f->taint);
    }
    if (x32)
        return cc_transfer(cc, u, pc, x32);
    uint32_t w[32];
    for (int i = 0; i < 32; i++)
        w[i] = (uint32_t)x64[i];
    return cc_transfer(cc, u, pc, w);
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
    cc->top = NULL;
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
    cc->masks_n = -1;
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
static int cc_frame_in(CcState *cc, Py_ssize_t k, PyObject *t) {
    CcFrame *c = &cc->frames[k];
    PyObject *entry, *after, *last_e, *firsts, *chgs;
    unsigned int kind, link;
    long long ret, call_pc, entry_pc, lcall, lentry;
    unsigned long taint, ncalls, dropped;
    if (!PyArg_ParseTuple(t, "IOLILLkkkOLLOOO", &kind, &entry, &ret, &link, &call_pc,
                          &entry_pc, &taint, &ncalls, &dropped, &after, &lcall, &lentry,
                          &last_e, &firsts, &chgs))
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
        uint32_t j = 0; /* the record of this call, or a new one */
        while (j < c->nfirst && !(c->firsts[j].n == (uint32_t)n &&
                                  c->firsts[j].id.call_pc == cp && c->firsts[j].id.entry_pc == ep))
            j++;
        if (j == c->nfirst) {
            if (j == 32)
                continue; /* (more calls than registers: not conventions_native.py's) */
            c->firsts[j].mask = 0;
            c->firsts[j].n = (uint32_t)n;
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
    PyObject *last_e = c->ncalls ? cc_list(cc_last_e(cc->frames, k))
                                 : (Py_INCREF(Py_None), Py_None);
    PyObject *firsts = PyList_New(0), *chgs = PyList_New(0), *out = NULL;
    if (!entry || !after || !last_e || !firsts || !chgs)
        goto done;
    for (uint32_t m = c->taint; m; m &= m - 1) {
        int r = __builtin_ctz(m);
        const CcFirst *fi = c->firsts, *end = c->firsts + c->nfirst;
        while (fi < end && !(fi->mask >> r & 1))
            fi++; /* (a tainted register is in one record) */
        PyObject *o = fi == end ? NULL : Py_BuildValue("(ikLL)", r, (unsigned long)fi->n,
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
        PyObject *t = cc_frame_out(cc, i);
        if (!t) {
            Py_DECREF(l);
            return NULL;
        }
        PyList_SET_ITEM(l, i - low, t);
    }
    cc->low = cc->depth;
    return Py_BuildValue("(nN)", low, l);
}
