"""The package layout (pyproject.toml has everything else): the top-level ``resources/``
folder is installed as the package ``rarslite.resources``, each of its folders a package whose
files are package data (so setuptools sees every folder it installs); and the optional native
core (``rarslite/machine/_native.c``, docs/native.md): built when a C compiler and Python's
headers are present, skipped with a one-line warning otherwise (rarslite then runs in pure
Python)."""

import glob
import os
import sys

from setuptools import Extension, find_packages, setup
from setuptools.command.build_ext import build_ext


def resource_packages() -> list[str]:
    """``rarslite.resources`` and a package name for each folder below it."""
    found = []
    for folder, dirs, _files in os.walk("resources"):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        found.append("rarslite." + os.path.relpath(folder).replace(os.sep, "."))
    return found


class OptionalBuildExt(build_ext):
    """Build the native core if this machine can; never fail the install over it."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # noqa: BLE001 - no compiler at all, missing headers...
            self._skipped(exc)

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as exc:  # noqa: BLE001
            self._skipped(exc)

    @staticmethod
    def _skipped(exc: BaseException) -> None:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        sys.stderr.write(f"warning: rarslite's native core was not built ({first}); rarslite "
                         "runs in pure Python (docs/native.md: how to get the fast core)\n")


resources = resource_packages()
setup(
    packages=[*find_packages(include=["rarslite*"]), *resources],
    package_dir={"rarslite.resources": "resources"},
    package_data={package: ["*"] for package in resources},
    ext_modules=[Extension("rarslite.machine._native", ["rarslite/machine/_native.c"],
                           depends=sorted(glob.glob("rarslite/machine/native_c/*.h")),
                           optional=True)],
    cmdclass={"build_ext": OptionalBuildExt},
)
