"""Only the package layout lives here (pyproject.toml has everything else): the top-level
``resources/`` folder is installed as the package ``rarslite.resources``."""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["rarslite*"]), "rarslite.resources"],
    package_dir={"rarslite.resources": "resources"},
)
