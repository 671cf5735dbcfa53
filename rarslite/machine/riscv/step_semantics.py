"""What one RARS step does outside translated code (the hart's single-step path, hart.py):
fetching an instruction, the system instructions (ecall, ebreak, wfi, uret, the CSR
instructions), and what an exception ends in (a pending trap or the run's stop reason)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rarslite.isa.riscv.instr import Instr
from rarslite.machine.outcome import RuntimeErrorInfo, internal_error
from rarslite.machine.riscv.errors import ExitProgram, SyscallError, Trap

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.state import RiscvMachine as Machine

M32 = 0xFFFFFFFF
EMPTY = object()  # an empty text slot: "dropped off the bottom"


def fetch(m: Machine, pc: int) -> Any:
    """The instruction at ``pc`` (None for an undefined word in the text, `EMPTY` for an
    empty slot); raises the fetch's `Trap`."""
    mem = m.memory
    if pc & 3:
        raise Trap(0, 0, "Instruction load alignment error", report_location=False)
    if mem.in_text(pc):
        if pc in mem.text:
            return mem.text[pc]
        return EMPTY
    if mem.smc and mem.is_mapped(pc):
        from rarslite.isa.riscv import decode

        word = mem.peek_word(pc)
        try:
            ins = decode(word, m.xlen)
        except Exception:
            ins = None
        if ins is None:
            m.tick_fetch()  # the word was read
            raise Trap(2, 0, f"undefined instruction (0x{word:08x})")
        return ins
    raise Trap(1, 0, "Instruction load access error", report_location=False)


def stop_for(m: Machine, exc: BaseException, pc: int) -> str | None:
    """An instruction at ``pc`` ended with ``exc``: register a trap (None) or stop the run
    (its reason)."""
    if isinstance(exc, Trap):
        p = m.pending
        with p.lock:
            if p.trap is None:
                p.trap = exc
                p.trap_pc = pc
                m.attn = True
                return None
        # a second trap while one is pending ends the run (RARS); a fetch fault also leaves
        # its address in uepc
        m.error = RuntimeErrorInfo(exc.message, pc, exc.report_location)
        if exc.cause in (0, 1):
            m.csr.uepc = pc
        return "error"
    if isinstance(exc, ExitProgram):
        m.exit_code = exc.code & 0xFF if exc.via_exit2 else 0
        m.exit_code_raw = exc.code
        return "exit2" if exc.via_exit2 else "exit"
    if isinstance(exc, SyscallError):
        m.error = RuntimeErrorInfo(exc.message, pc, True)
        return "error"
    if isinstance(exc, KeyboardInterrupt):
        raise exc
    ins = m.memory.text.get(pc)
    name = ins.op if ins is not None else "instruction"
    m.error = internal_error(
        f"internal simulator error executing {name}: {type(exc).__name__}: {exc}", pc, True
    )
    return "error"


def system(m: Machine, ins: Instr) -> str | None:
    """Execute a system instruction: None, or "ebreak"/"waiting" for the step loop."""
    op = ins.op
    if op == "ecall":
        from rarslite.machine.riscv.ecalls import handle_ecall

        if m.rewind is None:
            handle_ecall(m)
        else:
            m.rewind.syscall(handle_ecall)
        return None
    if op == "ebreak":
        return "ebreak"
    if op == "wfi":
        return "waiting"
    csr = m.csr
    if op == "uret":
        st = csr.ustatus
        csr.ustatus = (st & ~0x11) | ((st >> 4) & 1)
        m.pc = csr.uepc & M32
        m.attn = True
        return None
    x = m.x
    num = ins.csr
    if op == "csrrw" or op == "csrrwi":
        v = x[ins.rs1] if op == "csrrw" else ins.imm
        old = csr.read(num)
        csr.write(num, v)
    else:
        if op in ("csrrs", "csrrc"):
            v, do = x[ins.rs1], ins.rs1 != 0
        else:
            v, do = ins.imm, ins.imm != 0
        old = csr.read(num)
        if do:
            csr.write(num, old | v if op in ("csrrs", "csrrsi") else old & ~v)
    if ins.rd:
        x[ins.rd] = old & m.xmask
    m.attn = True  # enables/uip may have changed: re-check interrupts at the next step
    return None
