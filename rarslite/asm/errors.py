"""Assembler messages, the exception carrying them, and RARS's exact report text."""

from __future__ import annotations

from dataclasses import dataclass

ERROR_LIMIT = 200  # RARS collects at most this many errors


@dataclass(frozen=True)
class AsmMessage:
    """One error or warning.

    ``line``/``column`` are 1-based (0 = not applicable, RARS then omits them). For code
    produced by a macro, ``line`` is the line of the macro body and ``macro_line`` the line
    of the call (RARS prints ``line CALL->DEF``). ``lexical`` marks problems found while
    reading and tokenizing a file (RARS reports the tokenizer's errors twice, and so does
    this list).
    """

    kind: str  # "error" | "warning"
    file: str
    line: int
    column: int
    message: str
    macro_line: int = 0
    source_line: str = ""
    lexical: bool = False
    macro_chain: str = ""  # RARS's full call history "A->B" for nested macros (else "")
    hint: str = ""  # a plain-words explanation for people (never part of RARS's text)
    rars_no_file: bool = False  # RARS prints no file name for this one (a RARS quirk)

    def __post_init__(self) -> None:
        if not self.hint:  # advice for RARS's terse messages
            object.__setattr__(self, "hint", _hint(self.message.split("\n")[-1]))

    def rars_text(self) -> str:
        """``Error in FILE line L column C: message`` as RARS prints it (with newline)."""
        out = ("Warning" if self.kind == "warning" else "Error") + " in "
        out += "" if self.rars_no_file else self.file
        if self.line > 0:
            chain = self.macro_chain or (str(self.macro_line) if self.macro_line else "")
            out += " line " + (chain + "->" if chain else "") + str(self.line)
        if self.column > 0:
            out += f" column {self.column}"
        return out + ": " + self.message + "\n"

    def friendly(self) -> str:
        """``file:line:col: error: message`` plus the source line and a caret."""
        loc = self.file
        if self.line:
            loc += f":{self.line}"
            if self.column:
                loc += f":{self.column}"
        msg = self.message.split("\n")[-1]
        where = f" (in the macro used on line {self.macro_line})" if self.macro_line else ""
        text = f"{loc}: {self.kind}: {msg}{where}\n"
        if self.source_line:
            text += "    " + self.source_line.expandtabs(1) + "\n"
            if self.column:
                text += "    " + " " * (self.column - 1) + "^\n"
        if self.hint:
            text += f"    hint: {self.hint}\n"
        return text


class AsmErrors(Exception):
    """Assembly failed; ``messages`` holds every error (and the warnings seen so far).
    ``stored``: what the assembler had stored in memory by then, where its simulator keeps
    that (MARS's first pass stores the data, and its dumps after errors show it)."""

    def __init__(self, messages: list[AsmMessage], stored: object = None) -> None:
        self.messages = messages
        self.stored = stored
        errs = [m for m in messages if m.kind == "error"]
        first = errs[0].friendly().splitlines()[0] if errs else "assembly failed"
        more = f" (and {len(errs) - 1} more)" if len(errs) > 1 else ""
        super().__init__(first + more)

    @property
    def errors(self) -> list[AsmMessage]:
        return [m for m in self.messages if m.kind == "error"]

    @property
    def warnings(self) -> list[AsmMessage]:
        return [m for m in self.messages if m.kind == "warning"]


def format_rars(messages: list[AsmMessage], *, errors: bool) -> str:
    """The text RARS's command line prints for ``messages``.

    ``errors=True``: the failed-assembly report (warnings, errors, then a blank line and
    "Processing terminated due to errors."); errors found while tokenizing appear twice, as
    in RARS (the messages list holds them twice). ``errors=False``: the warnings of a
    successful assembly, then a blank line.
    """
    warns = "".join(m.rars_text() for m in messages if m.kind == "warning")
    if not errors:
        return warns + "\n" if warns else ""
    errs = [m for m in messages if m.kind == "error"]
    body = "".join(m.rars_text() for m in errs)
    return warns + body + "\nProcessing terminated due to errors.\n"


def _hint(msg: str) -> str:
    """Plain-words advice for RARS messages that are terse."""
    if msg.startswith("Invalid language element: "):
        tok = msg.split(": ", 1)[1]
        if tok.startswith((";", "//")):
            return "comments start with # (RARS does not accept ; or //)"
        if tok[:2].lower() == "0b":
            return "RARS has no binary literals; write the value in hex or decimal"
        if "+" in tok or "-" in tok[1:]:
            return "RARS has no label arithmetic (label+4); rarslite's default dialect allows it"
        return "this is not a register, number, label, string or instruction name"
    if msg.startswith("Symbol ") and msg.endswith("not found in symbol table."):
        return "no label with this name is defined (labels are case-sensitive)"
    if msg.endswith("Unsigned value is too large to fit into a sign-extended immediate"):
        return "12-bit immediates are signed (-2048..2047); load bigger values with li first"
    if msg.endswith("directive cannot appear in text segment"):
        return "put data directives after .data"
    if msg == "String is not terminated.":
        return 'a string needs a closing "; note that RARS ends a string at \\" too'
    return ""
