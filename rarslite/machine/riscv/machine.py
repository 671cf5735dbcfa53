"""`Machine`: a loaded RISC-V program's registers, CSRs, memory and devices (docs/ARCHITECTURE.md).

The ISA-neutral part (devices, deadlines, posts, stop requests, backstep hooks) is
`rarslite.machine.core.MachineCore`; execution is in `hart.Hart` (driven by
`rarslite.machine.simulator.Simulator` through the run interface below).
"""

from __future__ import annotations

from collections.abc import Sequence

from rarslite.bits import hex8
from rarslite.machine.console import Console
from rarslite.machine.core import MachineCore
from rarslite.machine.program_args import layout_program_args
from rarslite.machine.riscv import replay, traps
from rarslite.machine.riscv.csr import CsrFile
from rarslite.machine.riscv.hart import CHUNK, Hart
from rarslite.machine.riscv.memory import Memory
from rarslite.machine.riscv.traps import Pending
from rarslite.memory_map import MemoryConfig
from rarslite.program import Program

M32 = 0xFFFFFFFF
SP, GP, A0, A1 = 2, 3, 10, 11


class Machine(MachineCore):
    """One hart with RARS's memory, CSRs, interrupt controller and devices."""

    isa_name = "rv32"
    # a due deadline fires at most this many fetches late while deadlines are lazy (one
    # block run of the hart; ``exact`` devices are never late)
    max_deadline_lateness = CHUNK

    def __init__(
        self,
        program: Program,
        *,
        console: Console | None = None,
        smc: bool = False,
        start_at_main: bool = False,
        program_args: Sequence[str] = (),
    ) -> None:
        super().__init__(console)
        self.program = program
        self.config: MemoryConfig = program.config
        # RARS's 64-bit mode (``rv64``): x registers (and CSRs) hold 64-bit patterns
        self.xlen: int = getattr(program, "xlen", 32)
        self.xmask: int = (1 << self.xlen) - 1
        self.smc = smc
        self.start_at_main = start_at_main
        self.program_args = list(program_args)
        self.x: list[int] = [0] * 32  # mutated in place only: translated blocks hold it
        self.f: list[int] = [0] * 32
        self.pc = 0
        self._f0 = 0  # fetch count at the start of the running block (device hook timing)
        self.csr = CsrFile(lambda: self.instret, xlen=self.xlen)
        self.pending = Pending()
        self.memory = Memory(self.config, smc)
        self.memory.owner = self
        self.exit_code_raw = 0
        self.used_print_ecall = False
        self._plain_clock = self.csr.clock  # csr.clock without logging
        self.hart = Hart(self)
        self.load()

    # ------------------------------------------------------------ program loading
    def load(self) -> None:
        """(Re)load the program: clear memory and state (RARS Assemble/Reset)."""
        p = self.program
        mem = self.memory
        mem.reset()
        mem.readable_text = tuple(p.readable_text)
        mem.writable_text = tuple(p.writable_text)
        for addr, entry in p.text.items():
            mem.text[addr] = entry.instr
            mem.text_words[addr] = entry.word & M32
        for addr, data in p.data:
            mem.load_program_bytes(addr, data)
        self.x[:] = [0] * 32
        self.f[:] = [0] * 32
        self.x[SP] = self.config.sp
        self.x[GP] = self.config.gp
        self.csr.reset()
        self.pending.reset()
        self.fetches = self.instret = self.steps = 0
        self.error = None
        self.exit_code = self.exit_code_raw = 0
        self.used_print_ecall = False
        self.attn = False
        self.stop_request = None
        for attr in ("heap_break", "files", "random_streams"):
            if hasattr(self, attr):
                files = getattr(self, attr)
                if attr == "files" and hasattr(files, "close_all"):
                    files.close_all()
                delattr(self, attr)
        main = p.main_address() if self.start_at_main else None
        self.pc = main if main is not None else p.entry
        if self.program_args:
            self._store_program_args(self.program_args)
        self.hart.flush()
        self.hart.history.clear()
        for dev in self.devices:
            dev.on_reset()
        self.update_deadline()
        self._barrier()

    def _store_program_args(self, args: Sequence[str]) -> None:
        """RARS `pa` (rars-reference §11.3): strings below the stack base, argv at sp."""
        mem = self.memory
        sp, argc, argv = layout_program_args(
            args, self.config.stack_base, self.config.sp, mem.poke_byte, mem.poke_word
        )
        self.x[SP], self.x[A0], self.x[A1] = sp, argc, argv

    # ------------------------------------------------------------ devices and interrupts
    def _plug(self, device) -> None:
        self.memory.connect(device)

    def _unplug(self, device) -> None:
        self.memory.disconnect(device)

    def _devices_changed(self) -> None:
        self.hart.rebuild()  # inline fast paths must not bypass the new device's hooks

    def interrupts_deliverable(self) -> bool:
        """Some device interrupt could be taken right now. While not, deadlines are lazy and
        registers seen by a late ``on_deadline`` may be stale (see `catch_up`)."""
        return traps.interrupts_deliverable(self.csr)

    def external_interrupt_enabled(self) -> bool:
        """The program takes external (device) interrupts, now or when its running handler
        returns (the "keyboard interrupt enabled" query, with the device's own enable bit)."""
        return traps.external_interrupt_enabled(self.csr)

    def request_interrupt(self, kind: str, value: int) -> bool:
        """Make an interrupt pending; False if one of that kind is already pending."""
        ok = self.pending.request(kind, value)
        if ok:
            self.attn = True
        return ok

    # ------------------------------------------------------------ the run interface
    def set_breakpoints(self, bps: set[int] | frozenset[int]) -> None:
        self.hart.set_breakpoints(bps)  # kept as a frozenset

    def run_steps(self, limit: int) -> str | None:
        return self.hart.run(limit)

    @property
    def record(self) -> bool:
        return self.hart.record

    def set_record(self, on: bool) -> None:
        self.hart.set_record(on)

    @property
    def history(self):  # -> deque[Snapshot]
        return self.hart.history

    def history_floor(self) -> int:
        return self.hart.history[0].counters[2]

    def forget_history(self) -> None:
        self.hart.history.clear()

    def backstep_step(self) -> bool:
        return self.hart.backstep()

    def report_line(self) -> str | None:
        """RARS's runtime error line, e.g. ``Error in f.s line 9: Runtime exception at
        0x00400008: address out of range 0x00000000`` (fetch faults: ``Error in : ...``)."""
        e = self.error
        if e is None:
            return None
        if not e.with_location:
            return f"Error in : {e.message}"
        loc = self.source_location(e.pc)
        where = f"{loc.file} line {loc.line}" if loc is not None else ""
        if loc is not None and loc.macro_line:
            where = f"{loc.file} line {loc.line}->{loc.macro_line}"
        return f"Error in {where}: Runtime exception at {hex8(e.pc)}: {e.message}"

    # ------------------------------------------------------------ backstep after Go
    replay_part = replay  # the RISC-V part of machine/rewind.py

    def checkpoint_at(self, steps: int, sooner: bool = False) -> None:
        hart = self.hart
        hart.ck_at = min(hart.ck_at, steps) if sooner else steps

    def step_top_ran(self) -> bool:
        return self.hart._top_at == self.steps

    def _rewind_switched(self, on: bool) -> None:
        if on:
            self._plain_clock = plain = self.csr.clock
            self.csr.clock = lambda: self.nondeterministic("time", plain)
        else:
            self.hart.ck_at = 1 << 62
            self.csr.clock = self._plain_clock

    # ------------------------------------------------------------ convenience
    def run(self, max_steps: int | None = None) -> str:
        """Run until a stop (for tests and scripts); the Simulator is the full front end."""
        limit = max_steps if max_steps is not None else 1 << 62
        r = self.hart.run(limit)
        return r if r is not None else "max_steps"

    def source_location(self, pc: int):  # -> SourceLoc | None
        entry = self.program.text.get(pc)
        return entry.loc if entry is not None else None
