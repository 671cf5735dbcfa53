"""Only the package layout lives here (pyproject.toml has everything else): the top-level
``resources/`` folder is installed as the package ``rarslite.resources``, each of its folders
a package whose files are package data (so setuptools sees every folder it installs)."""

import os

from setuptools import find_packages, setup

resources = [
    "rarslite." + os.path.relpath(folder).replace(os.sep, ".")
    for folder, dirs, _files in os.walk("resources")
    if not (dirs.sort() or "__pycache__" in folder.split(os.sep))
]
setup(
    packages=[*find_packages(include=["rarslite*"]), *resources],
    package_dir={"rarslite.resources": "resources"},
    package_data={package: ["*"] for package in resources},
)
