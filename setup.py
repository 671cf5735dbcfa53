"""Only the package layout lives here (pyproject.toml has everything else): the top-level
``resources/`` folder is installed as the package ``rarslite.resources``, each of its folders
a package whose files are package data (so setuptools sees every folder it installs)."""

import os

from setuptools import find_packages, setup


def resource_packages() -> list[str]:
    """``rarslite.resources`` and a package name for each folder below it."""
    found = []
    for folder, dirs, _files in os.walk("resources"):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        found.append("rarslite." + os.path.relpath(folder).replace(os.sep, "."))
    return found


resources = resource_packages()
setup(
    packages=[*find_packages(include=["rarslite*"]), *resources],
    package_dir={"rarslite.resources": "resources"},
    package_data={package: ["*"] for package in resources},
)
