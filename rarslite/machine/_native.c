/* rarslite's optional native execution core (docs/native.md).
 *
 * Written in C against the CPython API rather than Cython: the only build dependency is a C
 * compiler and Python's headers (python3-dev), which setuptools already knows how to use, so
 * `pip install` needs nothing new and falls back to pure Python when there is no compiler.
 *
 * `RvCore` runs the common case of an RV32 program: integer, M, branches, jal/jalr and every
 * load/store width to ordinary memory (the data, stack and MMIO regions the Python block
 * translator also accesses inline). Instructions arrive pre-decoded by the Python side (the
 * project's decoder stays the one source of truth: a slot holds an operation number from
 * `RV_OPS` and the Instr's fields). Anything else stops the core *before* that instruction,
 * with every register written back, so Python runs it with its exact semantics: system
 * instructions, FP, a trapping or misaligned access, an access outside the plain regions
 * (devices, text), a jump out of the known code. Breakpoints stop the core after the
 * instruction that reaches them; the budget is exact.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

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
};

#define BP_FLAG 0x80 /* set on a slot's op byte: a breakpoint at that address */

/* Stop reasons returned by run(). */
#define STOP_BUDGET 0
#define STOP_PYTHON 1
#define STOP_BREAKPOINT 2

typedef struct {
    uint8_t op, rd, rs1, rs2;
    int32_t imm;
} Slot;

#define MAX_REGIONS 3

typedef struct {
    uint32_t lo, hi, base;
    uint8_t *mem; /* the region's bytearray (held through `view`) */
    Py_ssize_t len;
    Py_buffer view;
} Region;

typedef struct {
    PyObject_HEAD
    Slot *slots;
    Py_ssize_t nslots;
    uint32_t text_base; /* address of slot 0 */
    Region regions[MAX_REGIONS];
    int nregions;
} RvCore;

static void release_regions(RvCore *self) {
    for (int i = 0; i < self->nregions; i++)
        PyBuffer_Release(&self->regions[i].view);
    self->nregions = 0;
}

static void RvCore_dealloc(RvCore *self) {
    release_regions(self);
    PyMem_Free(self->slots);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* RvCore(regions): regions is a sequence of (lo, hi, base, buffer), in the order the memory
 * decodes addresses; the buffers must stay the same size while the core lives. */
static int RvCore_init(RvCore *self, PyObject *args, PyObject *kw) {
    PyObject *seq;
    if (!PyArg_ParseTuple(args, "O", &seq))
        return -1;
    release_regions(self);
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
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i), "kkkO", &lo, &hi, &base, &buf))
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
static PyObject *RvCore_set_text(RvCore *self, PyObject *args) {
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
        if ((slots[i].op & ~BP_FLAG) >= OP_COUNT || slots[i].rd > 31 || slots[i].rs1 > 31 ||
            slots[i].rs2 > 31)
            slots[i].op = (uint8_t)(slots[i].op & BP_FLAG);
    PyMem_Free(self->slots);
    self->slots = slots;
    self->nslots = n;
    self->text_base = (uint32_t)base;
    Py_RETURN_NONE;
}

/* set_slot(index, word0, imm): one slot changed (self-modifying code, a debugger edit). */
static PyObject *RvCore_set_slot(RvCore *self, PyObject *args) {
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
    if ((s.op & ~BP_FLAG) >= OP_COUNT)
        s.op &= BP_FLAG;
    self->slots[i] = s;
    Py_RETURN_NONE;
}

static inline uint8_t *addr_of(RvCore *self, uint32_t a, unsigned size) {
    /* regions in the memory's decode order; an access must start inside one and be aligned */
    if (a & (size - 1))
        return NULL;
    for (int i = 0; i < self->nregions; i++) {
        Region *r = &self->regions[i];
        if (a >= r->lo && a <= r->hi)
            return r->mem + (a - r->base);
    }
    return NULL;
}

/* run(x, pc, budget) -> (pc, completed, reason): run at most `budget` instructions from pc,
 * with the integer registers of the list `x` (unsigned 32-bit ints, written back). */
static PyObject *RvCore_run(RvCore *self, PyObject *args) {
    PyObject *xlist;
    unsigned long pc_in;
    long long budget;
    if (!PyArg_ParseTuple(args, "O!kL", &PyList_Type, &xlist, &pc_in, &budget))
        return NULL;
    if (PyList_GET_SIZE(xlist) != 32) {
        PyErr_SetString(PyExc_ValueError, "x must hold 32 registers");
        return NULL;
    }
    uint32_t x[32], x0[32];
    for (int i = 0; i < 32; i++) {
        unsigned long v = PyLong_AsUnsignedLong(PyList_GET_ITEM(xlist, i));
        if (v == (unsigned long)-1 && PyErr_Occurred())
            return NULL;
        x[i] = x0[i] = (uint32_t)v;
    }
    x[0] = 0;

    uint32_t pc = (uint32_t)pc_in;
    long long done = 0;
    int reason = STOP_BUDGET;
    const Slot *slots = self->slots;
    const uint32_t tbase = self->text_base;
    const uint64_t nslots = (uint64_t)self->nslots;

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
        const uint32_t a = x[s.rs1], b = x[s.rs2];
        const int32_t imm = s.imm;
        uint32_t next = pc + 4, r = 0;
        int write = 1;
        uint8_t *p;
        switch (op) {
        case OP_LUI: r = (uint32_t)imm << 12; break;
        case OP_AUIPC: r = pc + ((uint32_t)imm << 12); break;
        case OP_JAL: r = pc + 4; next = pc + (uint32_t)imm; break;
        case OP_JALR: r = pc + 4; next = (a + (uint32_t)imm) & ~(uint32_t)1; break;
        case OP_BEQ: write = 0; if (a == b) next = pc + (uint32_t)imm; break;
        case OP_BNE: write = 0; if (a != b) next = pc + (uint32_t)imm; break;
        case OP_BLT: write = 0; if ((int32_t)a < (int32_t)b) next = pc + (uint32_t)imm; break;
        case OP_BGE: write = 0; if ((int32_t)a >= (int32_t)b) next = pc + (uint32_t)imm; break;
        case OP_BLTU: write = 0; if (a < b) next = pc + (uint32_t)imm; break;
        case OP_BGEU: write = 0; if (a >= b) next = pc + (uint32_t)imm; break;
#define ACCESS(size) \
    p = addr_of(self, a + (uint32_t)imm, size); \
    if (!p) { reason = STOP_PYTHON; goto out; }
        case OP_LB: ACCESS(1) r = (uint32_t)(int32_t)(int8_t)p[0]; break;
        case OP_LBU: ACCESS(1) r = p[0]; break;
        case OP_LH: { ACCESS(2) int16_t h; memcpy(&h, p, 2); r = (uint32_t)(int32_t)h; break; }
        case OP_LHU: { ACCESS(2) uint16_t h; memcpy(&h, p, 2); r = h; break; }
        case OP_LW: ACCESS(4) memcpy(&r, p, 4); break;
        case OP_SB: { ACCESS(1) write = 0; p[0] = (uint8_t)b; break; }
        case OP_SH: { ACCESS(2) write = 0; uint16_t h = (uint16_t)b; memcpy(p, &h, 2); break; }
        case OP_SW: ACCESS(4) write = 0; memcpy(p, &b, 4); break;
#undef ACCESS
        case OP_ADDI: r = a + (uint32_t)imm; break;
        case OP_SLTI: r = (int32_t)a < imm; break;
        case OP_SLTIU: r = a < (uint32_t)imm; break;
        case OP_XORI: r = a ^ (uint32_t)imm; break;
        case OP_ORI: r = a | (uint32_t)imm; break;
        case OP_ANDI: r = a & (uint32_t)imm; break;
        case OP_SLLI: r = a << (imm & 31); break;
        case OP_SRLI: r = a >> (imm & 31); break;
        case OP_SRAI: r = (uint32_t)((int32_t)a >> (imm & 31)); break;
        case OP_ADD: r = a + b; break;
        case OP_SUB: r = a - b; break;
        case OP_SLL: r = a << (b & 31); break;
        case OP_SLT: r = (int32_t)a < (int32_t)b; break;
        case OP_SLTU: r = a < b; break;
        case OP_XOR: r = a ^ b; break;
        case OP_SRL: r = a >> (b & 31); break;
        case OP_SRA: r = (uint32_t)((int32_t)a >> (b & 31)); break;
        case OP_OR: r = a | b; break;
        case OP_AND: r = a & b; break;
        case OP_MUL: r = a * b; break;
        case OP_MULH: r = (uint32_t)((uint64_t)((int64_t)(int32_t)a * (int64_t)(int32_t)b) >> 32); break;
        case OP_MULHSU:
            r = (uint32_t)((uint64_t)((int64_t)(int32_t)a * (int64_t)(uint64_t)b) >> 32);
            break;
        case OP_MULHU: r = (uint32_t)(((uint64_t)a * (uint64_t)b) >> 32); break;
        case OP_DIV:
            if (b == 0) r = 0xFFFFFFFFu;
            else if (a == 0x80000000u && b == 0xFFFFFFFFu) r = a;
            else r = (uint32_t)((int32_t)a / (int32_t)b);
            break;
        case OP_DIVU: r = b ? a / b : 0xFFFFFFFFu; break;
        case OP_REM:
            if (b == 0) r = a;
            else if (a == 0x80000000u && b == 0xFFFFFFFFu) r = 0;
            else r = (uint32_t)((int32_t)a % (int32_t)b);
            break;
        case OP_REMU: r = b ? a % b : a; break;
        case OP_FENCE: case OP_FENCE_I: write = 0; break;
        default:
            reason = STOP_PYTHON;
            goto out;
        }
        if (write)
            x[s.rd] = r;
        x[0] = 0;
        pc = next;
        done++;
    }
out:
    for (int i = 1; i < 32; i++) {
        if (x[i] != x0[i]) {
            PyObject *v = PyLong_FromUnsignedLong(x[i]);
            if (!v)
                return NULL;
            PyList_SetItem(xlist, i, v); /* steals v */
        }
    }
    return Py_BuildValue("kLi", (unsigned long)pc, done, reason);
}

static PyMethodDef RvCore_methods[] = {
    {"set_text", (PyCFunction)RvCore_set_text, METH_VARARGS,
     "set_text(base, packed): the pre-decoded text from address base"},
    {"set_slot", (PyCFunction)RvCore_set_slot, METH_VARARGS,
     "set_slot(index, word0, imm): replace one pre-decoded slot"},
    {"run", (PyCFunction)RvCore_run, METH_VARARGS,
     "run(x, pc, budget) -> (pc, completed, reason)"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject RvCoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "rarslite.machine._native.RvCore",
    .tp_basicsize = sizeof(RvCore),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The native RV32 integer core over a machine's plain memory regions.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)RvCore_init,
    .tp_dealloc = (destructor)RvCore_dealloc,
    .tp_methods = RvCore_methods,
};

static struct PyModuleDef native_module = {
    PyModuleDef_HEAD_INIT, "_native", "rarslite's optional native execution core", -1, NULL,
};

PyMODINIT_FUNC PyInit__native(void) {
    if (PyType_Ready(&RvCoreType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&native_module);
    if (!m)
        return NULL;
    PyObject *names = PyTuple_New(OP_COUNT - 1);
    if (!names)
        goto fail;
    for (int i = 1; i < OP_COUNT; i++)
        PyTuple_SET_ITEM(names, i - 1, PyUnicode_FromString(rv_op_names[i]));
    if (PyModule_AddObject(m, "RV_OPS", names) < 0) {
        Py_DECREF(names);
        goto fail;
    }
    Py_INCREF(&RvCoreType);
    if (PyModule_AddObject(m, "RvCore", (PyObject *)&RvCoreType) < 0) {
        Py_DECREF(&RvCoreType);
        goto fail;
    }
    if (PyModule_AddIntConstant(m, "BP_FLAG", BP_FLAG) < 0 ||
        PyModule_AddIntConstant(m, "STOP_BUDGET", STOP_BUDGET) < 0 ||
        PyModule_AddIntConstant(m, "STOP_PYTHON", STOP_PYTHON) < 0 ||
        PyModule_AddIntConstant(m, "STOP_BREAKPOINT", STOP_BREAKPOINT) < 0)
        goto fail;
    return m;
fail:
    Py_DECREF(m);
    return NULL;
}
