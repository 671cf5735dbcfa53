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
#if defined(__SSE2__)
#include <emmintrin.h> /* conventions.h's cc_diff */
#endif

/* the parts, in dependency order (rarslite/machine/native_c/) */
#include "native_c/ops.h"
#include "native_c/core.h"
#include "native_c/riscv.h"
#include "native_c/mips.h"
#include "native_c/conventions.h"

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
     "cc_setup(callee_mask, caller_mask, sp, ra, max_depth, keep): mirror the convention checker"},
    {"cc_uses", (PyCFunction)Core_cc_uses, METH_VARARGS,
     "cc_uses(base, packed): what each instruction reads, writes, calls or returns"},
    {"cc_hint", (PyCFunction)Core_cc_hint, METH_VARARGS,
     "cc_hint(addr, mask): registers already reported for the function at addr"},
    {"cc_sync", (PyCFunction)Core_cc_sync, METH_VARARGS,
     "cc_sync(low, frames): the checker's frames from low up, and watch"},
    {"cc_take", (PyCFunction)Core_cc_take, METH_NOARGS,
     "cc_take() -> (low, frames): the frames changed from low up; stop watching"},
    {"cc_hold", (PyCFunction)Core_cc_hold, METH_VARARGS,
     "cc_hold(held): stop watching, keeping the frames (True), or watch again with them"},
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
     "cc_setup(callee_mask, caller_mask, sp, ra, max_depth, keep): mirror the convention checker"},
    {"cc_uses", (PyCFunction)Core_cc_uses, METH_VARARGS,
     "cc_uses(base, packed): what each instruction reads, writes, calls or returns"},
    {"cc_hint", (PyCFunction)Core_cc_hint, METH_VARARGS,
     "cc_hint(addr, mask): registers already reported for the function at addr"},
    {"cc_sync", (PyCFunction)Core_cc_sync, METH_VARARGS,
     "cc_sync(low, frames): the checker's frames from low up, and watch"},
    {"cc_take", (PyCFunction)Core_cc_take, METH_NOARGS,
     "cc_take() -> (low, frames): the frames changed from low up; stop watching"},
    {"cc_hold", (PyCFunction)Core_cc_hold, METH_VARARGS,
     "cc_hold(held): stop watching, keeping the frames (True), or watch again with them"},
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
