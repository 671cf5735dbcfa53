"""Address -> C (or assembly) source line, from an ELF's DWARF line table.

Only what a debugger's source column needs: for each address the file and line of the
line-table row covering it. Files are resolved as the compiler recorded them (compilation
directory + include directory + name) and their text is read when the file is on disk.
"""

from __future__ import annotations

import bisect
import os
from collections.abc import Callable

from rarslite.program import SourceLoc


def _text(value) -> str:
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return str(value) if value is not None else ""


def _file_paths(lineprog, comp_dir: str) -> dict[int, str]:
    """File index (as line rows use it) -> path, for DWARF 2..5 numbering."""
    version = lineprog["version"]
    dirs = [_text(d) for d in lineprog["include_directory"]]
    paths: dict[int, str] = {}
    for i, entry in enumerate(lineprog["file_entry"]):
        name = _text(entry.name)
        d = entry.dir_index
        if version >= 5:  # 0-based files; directory 0 is the compilation directory
            directory = dirs[d] if d < len(dirs) else comp_dir
            index = i
        else:  # 1-based files; directory 0 is the compilation directory
            directory = comp_dir if d == 0 else (dirs[d - 1] if d - 1 < len(dirs) else "")
            index = i + 1
        if not os.path.isabs(directory) and comp_dir:
            directory = os.path.join(comp_dir, directory)
        paths[index] = os.path.normpath(os.path.join(directory, name))
    return paths


def line_ranges(elf) -> list[tuple[int, int, str, int]]:
    """``(start, end, file, line)`` for every line-table row with a line (end exclusive)."""
    if not elf.has_dwarf_info():
        return []
    dwarf = elf.get_dwarf_info()
    out: list[tuple[int, int, str, int]] = []
    for cu in dwarf.iter_CUs():
        lineprog = dwarf.line_program_for_CU(cu)
        if lineprog is None:
            continue
        top = cu.get_top_DIE()
        comp_dir_attr = top.attributes.get("DW_AT_comp_dir")
        comp_dir = _text(comp_dir_attr.value) if comp_dir_attr is not None else ""
        paths = _file_paths(lineprog, comp_dir)
        prev = None
        for entry in lineprog.get_entries():
            state = entry.state
            if state is None:
                continue
            if prev is not None and state.address > prev.address and prev.line > 0:
                path = paths.get(prev.file, "")
                if path:
                    out.append((prev.address, state.address, path, prev.line))
            prev = None if state.end_sequence else state
    return out


class SourceReader:
    """Source lines by (path, line), each file read at most once; '' when unavailable."""

    def __init__(self, opener: Callable[[str], bytes] | None = None) -> None:
        self._files: dict[str, list[str]] = {}
        self._open = opener or _read_file

    def line(self, path: str, line: int) -> str:
        lines = self._files.get(path)
        if lines is None:
            try:
                lines = self._open(path).decode("utf-8", "replace").splitlines()
            except OSError:
                lines = []
            self._files[path] = lines
        return lines[line - 1] if 0 < line <= len(lines) else ""

    def exists(self, path: str) -> bool:
        self.line(path, 1)
        return bool(self._files.get(path))


def _read_file(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


def source_locations(
    elf, addresses: list[int], reader: SourceReader | None = None
) -> dict[int, SourceLoc]:
    """The SourceLoc of each address in ``addresses`` that the line table covers."""
    ranges = line_ranges(elf)
    if not ranges:
        return {}
    reader = reader or SourceReader()
    ordered = sorted(addresses)
    locs: dict[int, SourceLoc] = {}
    for start, end, path, line in ranges:
        first = bisect.bisect_left(ordered, start)
        last = bisect.bisect_left(ordered, end)
        if first == last:
            continue
        loc = SourceLoc(path, line, reader.line(path, line))
        for addr in ordered[first:last]:
            locs[addr] = loc
    return locs
