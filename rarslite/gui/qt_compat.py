"""Work-arounds for Qt binding bugs that would crash the app.

PySide6 6.12.0 on Python 3.11 drops one reference to ``None`` each time a Python override of
``QAbstractItemModel.data``/``headerData`` returns None (Qt's "no data"): after some
thousand repaints None's count reaches zero and the interpreter aborts ("none_dealloc").
`model_value` hands Qt the value and, for None, takes one extra reference first. On Python
3.12+ None is immortal and nothing is needed; an extra reference to None is harmless
wherever the binding is fixed.
"""

from __future__ import annotations

import ctypes
import sys

if sys.version_info < (3, 12):
    _incref = ctypes.pythonapi.Py_IncRef
    _incref.argtypes = [ctypes.py_object]
    _incref.restype = None

    def model_value(value: object) -> object:
        if value is None:
            _incref(None)
        return value
else:  # pragma: no cover - immortal None

    def model_value(value: object) -> object:
        return value


def safe_model(cls: type) -> type:
    """Class decorator: route ``data`` and ``headerData`` results through `model_value`."""
    for name in ("data", "headerData"):
        original = cls.__dict__.get(name)
        if original is None:
            continue

        def wrapper(self, *args, _original=original):
            return model_value(_original(self, *args))

        wrapper.__name__ = name
        wrapper.__doc__ = original.__doc__
        setattr(cls, name, wrapper)
    return cls


def slot(fn, *bound: object):
    """A slot that calls ``fn(*bound)`` (ignoring the signal's arguments) and returns None.

    PySide6 6.12.0 drops one reference to whatever a connected Python *method* returns (a
    method returning True eventually frees True and aborts the interpreter). Connect methods
    that return something through this wrapper (or `slot_args`).
    """

    def call(*_signal_args: object) -> None:
        fn(*bound)

    return call


def slot_args(fn):
    """Like `slot`, but passes the signal's arguments on."""

    def call(*args: object) -> None:
        fn(*args)

    return call
