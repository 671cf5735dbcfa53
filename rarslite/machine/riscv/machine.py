"""`Machine`: a loaded program's registers, CSRs, memory and devices (docs/ARCHITECTURE.md).

The public surface is what ecalls, devices and front ends use; execution is in `hart.Hart`
(driven by `simulator.Simulator`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rarslite.machine.console import BufferConsole, Console
from rarslite.machine.outcome import RuntimeErrorInfo
from rarslite.machine.program_args import layout_program_args
from rarslite.machine.rewind import Rewinder
from rarslite.machine.riscv import traps
from rarslite.machine.riscv.csr import CsrFile
from rarslite.machine.riscv.hart import CHUNK, Hart
from rarslite.machine.riscv.memory import Memory
from rarslite.machine.riscv.traps import Pending
from rarslite.memory_map import MemoryConfig
from rarslite.program import Program

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.devices.base import Device

M32 = 0xFFFFFFFF
NO_DEADLINE = 1 << 62
SP, GP, A0, A1 = 2, 3, 10, 11


class Machine:
    """One hart with RARS's memory, CSRs, interrupt controller and devices."""

    def __init__(
        self,
        program: Program,
        *,
        console: Console | None = None,
        smc: bool = False,
        start_at_main: bool = False,
        program_args: Sequence[str] = (),
    ) -> None:
        self.program = program
        self.config: MemoryConfig = program.config
        # RARS's 64-bit mode (``rv64``): x registers (and CSRs) hold 64-bit patterns
        self.xlen: int = getattr(program, "xlen", 32)
        self.xmask: int = (1 << self.xlen) - 1
        self.console: Console = console if console is not None else BufferConsole()
        self.smc = smc
        self.start_at_main = start_at_main
        self.program_args = list(program_args)
        self.x: list[int] = [0] * 32  # mutated in place only: translated blocks hold it
        self.f: list[int] = [0] * 32
        self.pc = 0
        self.fetches = 0
        self.instret = 0
        self.steps = 0
        self._f0 = 0  # fetch count at the start of the running block (device hook timing)
        self.csr = CsrFile(lambda: self.instret, xlen=self.xlen)
        self.pending = Pending()
        self.memory = Memory(self.config, smc)
        self.memory.owner = self
        self.devices: list[Device] = []
        self.next_deadline = NO_DEADLINE
        # earliest deadline of a device marked ``exact``: it cuts blocks even while
        # deadlines are lazy (e.g. a key feeder that may end the run there)
        self.next_exact_deadline = NO_DEADLINE
        # set by the hart while no interrupt can be delivered: device deadlines need not cut
        # blocks then (see `catch_up`)
        self.lazy_deadlines = False
        self.attn = False  # something needs the step loop's attention at the next boundary
        self.posts: deque[Callable[[], None]] = deque()
        self.stop_request: str | None = None  # "paused"/"stopped", set from any thread
        self.stop_message = ""  # why `request_stop` was called
        # called by ``wfi`` when nothing is pending; returns True once an interrupt may have
        # been requested (e.g. a GUI waiting for a key); None: the run stops with "waiting"
        self.wait_for_interrupt: Callable[[], bool] | None = None
        self.error: RuntimeErrorInfo | None = None
        self.exit_code = 0
        self.exit_code_raw = 0
        self.used_print_ecall = False
        # backstep after full-speed runs (rewind.py), when a front end enables it
        self.rewind: Rewinder | None = None
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
    def connect(self, device: Device) -> None:
        """Attach a device (raises `DeviceConflict` if its ranges overlap another's)."""
        self.memory.connect(device)
        self.devices.append(device)
        device.attach(self)
        self.hart.rebuild()  # inline fast paths must not bypass the new device's hooks
        self.update_deadline()
        self._barrier()

    def disconnect(self, device: Device) -> None:
        if device in self.devices:
            self.devices.remove(device)
            self.memory.disconnect(device)
            device.detach()
            self.hart.rebuild()
            self.update_deadline()
            self._barrier()

    # a due deadline fires at most this many fetches late while deadlines are lazy (one
    # block run of the hart; ``exact`` devices are never late)
    max_deadline_lateness = CHUNK

    def update_deadline(self) -> None:
        """Re-read the devices' deadlines (after any hook call)."""
        best = exact = NO_DEADLINE
        for dev in self.devices:
            d = dev.deadline
            if d is not None and d < best:
                best = d
            if d is not None and d < exact and getattr(dev, "exact", False):
                exact = d
        self.next_deadline = best
        self.next_exact_deadline = exact

    def tick_fetch(self) -> None:
        """Count one instruction fetch (or handler probe); fire due device deadlines."""
        self.fetches += 1
        if self.fetches >= self.next_deadline:
            self.fire_deadlines()

    def catch_up(self) -> None:
        """Fire device deadlines that are already due, each with the fetch count it was due
        at. Used while `lazy_deadlines` is on: no interrupt can be delivered then, so the
        only observable effects of a device event are memory words, and every program access
        that could see them (slow-path loads/stores, ecalls, the step loop's boundaries)
        catches up first. The contract: a device's ``on_deadline`` only changes its own
        address ranges (and requests interrupts)."""
        now = self.fetches
        while self.next_deadline <= now:
            due = self.next_deadline
            self.fetches = due
            self.fire_deadlines()
            if self.next_deadline <= due:  # a device that does not move its deadline on
                break
        self.fetches = now

    def fire_deadlines(self) -> None:
        """Call ``on_deadline`` of every device whose deadline is due at ``fetches``."""
        for dev in list(self.devices):
            d = dev.deadline
            if d is not None and d <= self.fetches:
                dev.on_deadline()
        self.update_deadline()

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

    def post(self, fn: Callable[[], None]) -> None:
        """Run ``fn()`` on the simulator thread at the next block boundary (thread-safe)."""
        self.posts.append(fn)
        self.attn = True

    def request_stop(self, message: str = "") -> None:
        """End the run at the next block boundary with reason "stopped"."""
        self.stop_message = message
        self.stop_request = "stopped"
        self.attn = True

    # ------------------------------------------------------------ backstep after Go
    def enable_rewind(self, on: bool) -> None:
        """Keep checkpoints and an input log so that full-speed runs can be backstepped
        (rewind.py). Costs a few percent of block speed."""
        if on and self.rewind is None:
            self.rewind = Rewinder(self)
            self.rewind.barrier()
            self._plain_clock = plain = self.csr.clock
            self.csr.clock = lambda: self.nondeterministic("time", plain)
        elif not on and self.rewind is not None:
            self.rewind = None
            self.hart.ck_at = 1 << 62
            self.csr.clock = self._plain_clock

    def nondeterministic(self, kind: str, read: Callable[[], object]):  # -> what read returns
        """A value that is not a function of the machine state (a clock, a heuristic that
        looks at registers between blocks): logged during runs, replayed by backstep."""
        rw = self.rewind
        return read() if rw is None else rw.value(kind, read)

    def external_edit(self, clear_history: bool = True) -> None:
        """Registers, memory or a device were changed from outside the program (a debugger
        edit, a tool button while paused): replay cannot go back past this point. With
        ``clear_history`` False the recorded steps stay (their snapshots restore devices)."""
        if clear_history:
            self.hart.history.clear()
        self._barrier()

    def run_posts(self) -> None:
        """Run posted work now (a front end while no run is going, e.g. keys typed while
        paused). Logged for backstep replay like posts a run picks up."""
        ran = self.drain_posts()
        if ran and self.rewind is not None:
            self.rewind.posted(ran)

    def drain_posts(self) -> list[Callable[[], None]]:
        """Run the posted work (simulator thread); returns what ran."""
        ran = []
        while self.posts:
            fn = self.posts.popleft()
            ran.append(fn)
            fn()
            self.update_deadline()
        return ran

    def _barrier(self) -> None:
        if self.rewind is not None:
            self.rewind.barrier()

    # ------------------------------------------------------------ convenience
    def run(self, max_steps: int | None = None) -> str:
        """Run until a stop (for tests and scripts); the Simulator is the full front end."""
        limit = max_steps if max_steps is not None else 1 << 62
        r = self.hart.run(limit)
        return r if r is not None else "max_steps"

    def source_location(self, pc: int):  # -> SourceLoc | None
        entry = self.program.text.get(pc)
        return entry.loc if entry is not None else None
