/* The calling-convention checker's side of the core.
 * Part of _native.c's single translation unit (included once, in this order: the core
 * stays one compilation, so the run loops inline what they use). */

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
