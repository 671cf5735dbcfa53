"""argparse ``type=`` converters: the commands' and the headless devices' options share them
(stdlib only, below everything that declares options)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def value_type(parse: Callable[[str], T]) -> Callable[[str], T]:
    """An argparse type from a parser whose ValueError message is already readable."""

    def convert(text: str) -> T:
        try:
            return parse(text)
        except ValueError as e:
            raise argparse.ArgumentTypeError(str(e)) from None

    convert.__name__ = parse.__name__
    return convert


def positive_int(text: str) -> int:
    """An integer >= 1 (decimal or 0x hex)."""
    try:
        value = int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {text}")
    return value
