"""The RARS-dialect assembler: source files in, a `Program` (or `AsmErrors`) out.

``assemble(files)`` reads files from disk; ``assemble_text(source)`` assembles an editor
buffer. Both raise `AsmErrors` (and nothing else) when the program has errors.

Modules, in the order a file goes through them:

* ``source``: reading, ``.include`` expansion, ``.eqv`` substitution (RARS does these
  before parsing anything);
* ``lexer``: RARS's tokenizer and token classification;
* ``templates``: operand templates of every basic/pseudo form and RARS's matching rules;
* ``assembler``: the two passes (labels, statements, pass-2 label resolution and
  pseudo-op expansion, placement), with ``macros``, ``directives`` and ``data`` as parts;
* ``extended``: rarslite's additions to the dialect;
* ``errors``: messages and RARS's report text; ``listing``: RARS's text segment listing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rarslite.asm.errors import AsmErrors, AsmMessage, format_rars
from rarslite.memory_map import DEFAULT, MemoryConfig

if TYPE_CHECKING:  # the RISC-V assembler loads on first use (`rarslite mars` needs none of it)
    from rarslite.asm.source import ReadFile
    from rarslite.program import Program

__all__ = ["AsmErrors", "AsmMessage", "assemble", "assemble_text", "format_rars"]


def assemble(
    files: list[str],
    *,
    extended: bool = False,
    allow_pseudo: bool = True,
    config: MemoryConfig = DEFAULT,
    warnings_are_errors: bool = False,
    read_file: ReadFile | None = None,
    all_errors: bool | None = None,
    xlen: int = 32,
) -> Program:
    """Assemble ``files`` (first = main file) into one program.

    ``xlen=64`` is RARS's 64-bit mode (``rv64``): RV64 instructions and pseudo-ops; the
    program then runs on a 64-bit machine (``Program.xlen``).

    ``extended`` turns on rarslite's additions to RARS's dialect; ``read_file`` (path ->
    text) lets a caller such as the GUI supply unsaved buffers, including for ``.include``.
    ``all_errors`` (default: same as ``extended``) keeps going after problems where RARS
    stops (invalid tokens, undefined labels, branch ranges) so that every error is reported;
    off, the messages are exactly RARS's.
    """
    return _run(
        list(files),
        None,
        extended,
        allow_pseudo,
        config,
        warnings_are_errors,
        read_file,
        all_errors,
        xlen,
    )


def assemble_text(
    source: str,
    filename: str = "<editor>",
    *,
    extended: bool = False,
    allow_pseudo: bool = True,
    config: MemoryConfig = DEFAULT,
    warnings_are_errors: bool = False,
    read_file: ReadFile | None = None,
    all_errors: bool | None = None,
    xlen: int = 32,
) -> Program:
    """Assemble one source text; ``.include`` resolves relative to ``filename``'s folder."""
    return _run(
        [filename],
        {filename: source},
        extended,
        allow_pseudo,
        config,
        warnings_are_errors,
        read_file,
        all_errors,
        xlen,
    )


def _run(
    files: list[str],
    texts: dict[str, str] | None,
    extended: bool,
    allow_pseudo: bool,
    config: MemoryConfig,
    warnings_are_errors: bool,
    read_file: ReadFile | None,
    all_errors: bool | None = None,
    xlen: int = 32,
) -> Program:
    from rarslite.asm.assembler import Assembler

    asm = Assembler(
        config,
        all_errors=all_errors,
        extended=extended,
        allow_pseudo=allow_pseudo,
        warnings_are_errors=warnings_are_errors,
        read_file=read_file,
        xlen=xlen,
    )
    try:
        return asm.assemble(files, texts)
    except AsmErrors:
        raise
    except RecursionError:
        raise AsmErrors(
            asm.messages + [_internal(files, "the program nests too deeply to assemble")]
        ) from None
    except Exception as e:  # a bug in the assembler must still not crash the caller
        raise AsmErrors(
            asm.messages + [_internal(files, f"internal assembler error: {e!r}")]
        ) from e


def _internal(files: list[str], text: str) -> AsmMessage:
    return AsmMessage("error", files[0] if files else "", 0, 0, text)
