"""The GUI's handle on the engine: assemble, load a machine, keep tools connected (no Qt).

Everything the GUI knows about the engine's API goes through here, so the widgets depend on
one small surface: `program`, `machine`, `sim` and the device objects of the tools.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass

from rarslite.memory_map import DEFAULT
from rarslite.program import Program


@dataclass
class Diagnostic:
    """One assembler message for the Messages pane and the editor underline."""

    kind: str  # "error" or "warning"
    file: str
    line: int
    column: int
    message: str

    def text(self) -> str:
        where = f'"{self.file}" line {self.line}'
        if self.column:
            where += f" column {self.column}"
        return f"{self.kind.capitalize()} in {where}: {self.message}"


class AssemblyFailed(Exception):
    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        super().__init__(f"{len(diagnostics)} error(s)")
        self.diagnostics = diagnostics


def _diagnostics(messages) -> list[Diagnostic]:
    """Messages for people: RARS lists tokenizer errors twice; show each once, with its hint."""
    out: list[Diagnostic] = []
    seen = set()
    for m in messages:
        text = str(getattr(m, "message", m))
        hint = getattr(m, "hint", "")
        if hint:
            text += f" (hint: {hint})"
        d = Diagnostic(str(getattr(m, "kind", "error")), str(getattr(m, "file", "") or ""),
                       int(getattr(m, "line", 0) or 0), int(getattr(m, "column", 0) or 0),
                       text)
        key = (d.kind, d.file, d.line, d.column, d.message)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out


class Session:
    """One program at a time; tool devices outlive programs (they are reconnected)."""

    def __init__(self, console=None, dialogs=None) -> None:
        self.console = console
        self.dialogs = dialogs
        self.program: Program | None = None
        self.machine = None
        self.sim = None
        self.breakpoints: set[int] = set()
        self.breakpoints_suspended = False  # RARS: a click on the Bkpt header suspends all
        self.devices: list = []  # device objects the tools own; connected to every machine
        self.start_at_main = False
        self.config = DEFAULT  # RARS's Settings > Memory Configuration
        self.allow_pseudo = True  # RARS's "permit extended (pseudo) instructions"
        self.extended = False  # rarslite's additions to RARS's dialect
        self.xlen = 32  # RARS's Settings > 64 bit: 64
        self.program_args: tuple[str, ...] = ()
        self.running = False  # set by the front end while a worker thread runs the simulator
        self.elf_path: str | None = None  # the loaded program came from this ELF file
        from rarslite.isa.base import RV32

        self.isa = RV32  # which simulator's dialect: RARS's RISC-V or MARS's MIPS
        self.mips_config = None  # MARS's memory configuration (None: its Default)
        self.delayed_branching = False  # MARS's Settings > Delayed branching
        self._assembled = None  # what load() was given (MIPS: the MipsProgram under the view)
        # where the program's relative file names are opened: its own folder once it has
        # one (a student's "maps/map1.txt" beside the game), not wherever the app started
        self.working_folder: str | None = None

    # -- assembling --------------------------------------------------------------------------
    def assemble(self, path: str, read_file: Callable[[str], str]) -> list[Diagnostic]:
        """Assemble ``path`` (its text and included files come from ``read_file``) and load it.

        Returns warnings; raises AssemblyFailed with every error found.
        """
        from rarslite.asm.riscv import AsmErrors, assemble_text

        try:
            source = read_file(path)
        except OSError as exc:
            error = Diagnostic("error", path, 0, 0, str(exc.strerror or exc))
            raise AssemblyFailed([error]) from None
        self.working_folder = os.path.dirname(path) if os.path.isabs(path) else None
        if self.isa.name == "mips":
            return self._assemble_mips(path, source, read_file)
        try:
            program = assemble_text(source, path, read_file=read_file, extended=self.extended,
                                    allow_pseudo=self.allow_pseudo, config=self.config,
                                    xlen=self.xlen)  # fmt: skip
        except AsmErrors as exc:
            raise AssemblyFailed(_diagnostics(exc.messages)) from None
        self.load(program)
        self.elf_path = None
        return _diagnostics(program.warnings)

    def _assemble_mips(self, path: str, source: str, read_file) -> list[Diagnostic]:
        from rarslite.asm.errors import AsmErrors

        assemble = self.isa.part("assemble")
        config = self.mips_config or self.isa.part("memory_configs")["Default"]
        try:
            program = assemble([path], config=config,
                               delayed_branching=self.delayed_branching,
                               allow_pseudo=self.allow_pseudo, texts={path: source},
                               read_file=read_file)
        except AsmErrors as exc:
            raise AssemblyFailed(_diagnostics(exc.messages)) from None
        except OSError as exc:  # an .include'd file that cannot be read
            raise AssemblyFailed([Diagnostic("error", str(exc.filename or path), 0, 0,
                                             str(exc.strerror or exc))]) from None
        self.load(program)
        self.elf_path = None
        return _diagnostics(program.warnings)

    def load_elf(self, path: str) -> list[Diagnostic]:
        """Load an RV32 ELF executable (no assembly); returns the loader's warnings.

        A file the loader refuses raises AssemblyFailed with its message for people.
        """
        from rarslite.elf import ElfError, load_elf

        try:
            program = load_elf(path)
        except ElfError as exc:
            raise AssemblyFailed([Diagnostic("error", path, 0, 0, str(exc))]) from None
        self.working_folder = os.path.dirname(os.path.abspath(path))
        self.load(program)
        self.elf_path = path
        return _diagnostics(program.warnings)

    # -- machine -----------------------------------------------------------------------------
    def load(self, program) -> None:
        """A fresh machine for ``program`` (RARS Assemble and Reset clear all memory); a
        MARS `MipsProgram` gets a `MipsMachine` (`rarslite.machine.mips.machine`)."""
        from rarslite.machine.riscv.machine import Machine
        from rarslite.machine.simulator import Simulator

        old = self.machine
        if old is not None:
            for device in self.devices:
                try:
                    old.disconnect(device)
                except Exception:  # noqa: BLE001 - an old machine may already be gone
                    pass
        if self._assembled is not program:
            self.breakpoints.clear()
        self._assembled = program
        if isinstance(program, Program):
            self.program = program
            self.machine = Machine(program, console=self.console,
                                   start_at_main=self.start_at_main,
                                   program_args=self.program_args)
            self.sim = Simulator(self.machine)
        else:
            from rarslite.machine.mips.machine import load_mips

            self.program, self.machine, self.sim = load_mips(
                program, self.console, start_at_main=self.start_at_main,
                delayed_branching=self.delayed_branching, program_args=self.program_args)
        self.machine.file_folder = self.working_folder  # file services' relative names
        if self.dialogs is not None:
            self.machine.dialogs = self.dialogs
            self.machine.sleep = self.dialogs.sleep
        for device in self.devices:
            self.machine.connect(device)
        self.sim.backstep_enabled = True  # Backstep after Go (checkpoints, machine/rewind.py)
        self.sim.breakpoints = set() if self.breakpoints_suspended else self.breakpoints

    def suspend_breakpoints(self, suspended: bool) -> None:
        """Keep the breakpoints but let runs ignore them (the simulator reads its set at
        the start of every slice)."""
        self.breakpoints_suspended = suspended
        if self.sim is not None:
            self.sim.breakpoints = set() if suspended else self.breakpoints

    def unload(self) -> None:
        """Forget the program (after a failed assembly); tool devices stay."""
        if self.machine is not None:
            for device in self.devices:
                try:
                    self.machine.disconnect(device)
                except Exception:  # noqa: BLE001
                    pass
        self.program = self.machine = self.sim = self._assembled = None
        self.elf_path = None

    def reset(self) -> None:
        if self._assembled is not None:
            self.load(self._assembled)

    def add_device(self, device) -> None:
        """Raises DeviceConflict (and keeps nothing) over another tool's addresses."""
        if device not in self.devices:
            why = self.conflict(device)
            if why is not None:
                from rarslite.devices.base import DeviceConflict

                raise DeviceConflict(f"{device.name}: {why}")
            self.devices.append(device)
            if self.machine is not None:
                machine = self.machine
                self.device_call(lambda: machine.connect(device))

    def remove_device(self, device) -> None:
        """A tool's Disconnect: the device leaves this machine and the next ones."""
        if device in self.devices:
            self.devices.remove(device)
            if self.machine is not None:
                machine = self.machine
                self.device_call(lambda: machine.disconnect(device))

    def conflict(self, device) -> str | None:
        """Why ``device`` cannot join the tool devices (its addresses overlap another's),
        or None. Checked here, on the GUI thread, so that a connect posted to a running
        simulator cannot fail there."""
        for other in self.devices:
            if other is device:
                continue
            for start, end in device.ranges:
                for s2, e2 in getattr(other, "ranges", ()):
                    if start < e2 and s2 < end:
                        return (f"0x{start:08x}-0x{end - 1:08x} overlaps the {other.name} "
                                f"at 0x{s2:08x}-0x{e2 - 1:08x}")
        return None

    def device_call(self, fn: Callable[[], object]) -> None:
        """Run ``fn`` where device state may change: on the simulator thread while a run is
        going (through ``machine.post``), at once otherwise."""
        if self.running and self.machine is not None:
            self.machine.post(fn)
        else:
            fn()
            if self.machine is not None:
                self.machine.external_edit(clear_history=False)  # not replayable

    def drain_posts(self) -> None:
        """Run work posted to the machine (e.g. typed keys) while no run is going: the
        simulator thread is idle, so the GUI thread may do it."""
        m = self.machine
        if m is None or self.running:
            return
        m.run_posts()
        m.update_deadline()

    def source_files(self) -> list[str]:
        return list(self.program.files) if self.program else []


def disk_reader(open_text: Callable[[str], str | None]) -> Callable[[str], str]:
    """A read_file callback that prefers editor buffers (unsaved edits) over the disk."""
    from rarslite.java_text import read_source  # as the jars read a file

    def read(path: str) -> str:
        text = open_text(path)
        if text is not None:
            return text
        return read_source(os.path.abspath(path))

    return read
