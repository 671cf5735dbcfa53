"""Which instruction set the app serves: RARS's RISC-V or MARS's MIPS.

`IsaSwitch` is a mixin of `MainWindow`. The current editor tab decides (``isa.base.detect``:
an ``.asm`` or ``.s`` file with ``$`` registers and ``syscall`` is MIPS) unless Settings >
Instruction set fixes one (remembered). The status bar names the ISA in use; the highlighter, the
session's assembler and (at the next Assemble) the register tabs follow it. MARS's own
settings (delayed branching, its memory configurations) live in the same menu.
"""

from __future__ import annotations

import os
import shlex

from PySide6.QtCore import QTimer
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QInputDialog, QLabel

from rarslite.gui.breakpoints import source_key
from rarslite.isa.base import _DOLLAR_REG as MARS_REGISTER
from rarslite.isa.base import MIPS, RV32, Isa, detect, isa_by_name

AUTO = "auto"
# MARS's Settings > Memory Configuration names for its configurations
MARS_CONFIG_LABELS = {"Default": "Default", "CompactDataAtZero": "Compact, Data at Address 0",
                      "CompactTextAtZero": "Compact, Text at Address 0"}
CHOICES = ((AUTO, "Detect from the file"), ("rv32", "RISC-V (RARS)"), ("mips", "MIPS (MARS)"))


class IsaSwitch:
    def _build_isa_settings(self) -> None:
        menu = next(a.menu() for a in self.menuBar().actions() if a.text() == "&Settings")
        menu.addSeparator()
        isa_menu = menu.addMenu("&Instruction set")
        self.isa_choice = str(self.settings.value("asm/isa", AUTO))
        group = QActionGroup(self)
        self.isa_actions = {}
        for key, label in CHOICES:
            act = isa_menu.addAction(label)
            act.setCheckable(True)
            act.setChecked(key == self.isa_choice)
            act.triggered.connect(lambda _c=False, k=key: self.set_isa_choice(k))
            group.addAction(act)
            self.isa_actions[key] = act
        self.act_delayed = menu.addAction("MIPS: delayed branching")
        self.act_delayed.setCheckable(True)
        on = self.settings.value("mips/delayed_branching", False, type=bool)
        self.act_delayed.setChecked(on)
        self.session.delayed_branching = on
        self.act_delayed.toggled.connect(self._set_delayed)
        config_menu = menu.addMenu("MIPS memory configuration")
        config_group = QActionGroup(self)
        chosen = self.settings.value("mips/memory_config", "Default")
        self.mips_config_actions = {}
        for name, config in MIPS.part("memory_configs").items():
            act = config_menu.addAction(MARS_CONFIG_LABELS.get(name, name))
            self.mips_config_actions[name] = act
            act.setCheckable(True)
            act.setChecked(name == chosen)
            if name == chosen:
                self.session.mips_config = config
            act.triggered.connect(lambda _c=False, c=config: self._set_mips_config(c))
            config_group.addAction(act)
        act = menu.addAction("Program arguments...")
        act.setToolTip("Words passed to the program (argc/argv) from the next Assemble or Reset")
        act.triggered.connect(self.ask_program_args)
        self.isa_label = QLabel()
        self.statusBar().addPermanentWidget(self.isa_label)
        self.editors.currentChanged.connect(lambda _i: self.follow_isa())
        # a tab's text can change what it is (MIPS typed into an untitled tab): judged again
        # once the typing pauses
        self._isa_retry = QTimer(self, singleShot=True, interval=400)
        self._isa_retry.timeout.connect(self.follow_isa)
        self.follow_isa()

    def isa_of(self, doc) -> Isa:
        """The ISA for ``doc``: the fixed choice, or what its name and text look like."""
        if self.isa_choice != AUTO:
            return isa_by_name(self.isa_choice)
        if doc is None:
            return self.session.isa
        if self._included_in_loaded_program(doc.path):
            return isa_by_name(getattr(self.session.machine, "isa_name", "rv32"))
        # the app judges a .s file (and an untitled tab) by its text as an .asm file: RARS's
        # dialect has no $ registers, so one with them and syscall is a MARS program
        path = doc.path or "untitled.asm"
        if path.lower().endswith(".s"):
            path = path[:-2] + ".asm"
        return detect(path, doc.toPlainText())

    def isa_advice(self, doc) -> str | None:
        """After assembly errors: why a file with MARS's ``$`` registers was read as RISC-V
        (no ``syscall``: a MIPS functions file or first lab) and how to choose MIPS."""
        if self.isa_choice != AUTO or self.isa_of(doc) is not RV32:
            return None
        code = "\n".join(line.split("#", 1)[0] for line in doc.toPlainText().splitlines())
        if not MARS_REGISTER.search(code):
            return None
        return (f"Assemble: {os.path.basename(doc.path or 'untitled')} was read as RISC-V "
                "(RARS): it uses MARS's $ registers but no syscall, which is how the app tells "
                "a MIPS program. For MIPS choose Settings > Instruction set > MIPS (MARS).")

    def _included_in_loaded_program(self, path: str | None) -> bool:
        """Whether ``path`` is a file the loaded program ``.include``d (not one it was
        assembled from): such a file is in the program's ISA, whatever its own text looks
        like (a MIPS helper file may have no ``syscall``)."""
        table, program = self.bkpts.table, self.session.program
        if not path or table is None or program is None:
            return False
        key = source_key(path)
        return key in table.files and key not in {source_key(f) for f in program.files}

    def follow_isa(self) -> Isa:
        """Serve the current tab's ISA (highlighting, assembler, status bar)."""
        current = self.editors.current()
        if current is not None and not getattr(current, "isa_followed", False):
            current.isa_followed = True
            current.textChanged.connect(self._isa_retry.start)
        isa = self.isa_of(current)
        self.session.isa = isa
        for doc in self.editors.documents():
            doc.highlighter.set_isa(self.isa_of(doc).name)
            if doc.path is None:
                self.editors.retitle(doc)  # untitled.asm or untitled.s
        self.isa_label.setText(f"ISA: {'MIPS (MARS)' if isa is MIPS else 'RISC-V (RARS)'}")
        if self.session.machine is None:
            self.show_start_registers()
        return isa

    def show_start_registers(self) -> None:
        """Before any program: the current ISA's register tabs with the values a run starts
        with (sp, gp, pc), as RARS and MARS show them, not an empty column."""
        if self.session.isa is MIPS:
            from rarslite.isa.mips.program import MipsProgram
            from rarslite.machine.mips.machine import MipsMachine

            config = self.session.mips_config or MIPS.part("memory_configs")["Default"]
            machine = MipsMachine(MipsProgram(config=config))
        else:
            from rarslite.machine.riscv.machine import Machine
            from rarslite.program import Program

            machine = Machine(Program(config=self.session.config, xlen=self.session.xlen))
        self.registers.set_isa(machine.isa_name)
        self.registers.refresh(machine, mark_changes=False)

    def set_isa_choice(self, key: str) -> None:
        self.isa_choice = key
        self.settings.setValue("asm/isa", key)
        self.isa_actions[key].setChecked(True)
        isa = self.follow_isa()
        self.message(f"Instruction set: {dict(CHOICES)[key]} (now {isa.simulator}'s "
                     f"{'MIPS' if isa is MIPS else 'RISC-V'}; used from the next Assemble).")

    def ask_program_args(self) -> None:
        """MARS's and RARS's program arguments: ``a0`` = argc, ``a1`` = argv at the start."""
        doc = self.editors.current()
        if doc is not None and doc.path:  # the program that is assembled next
            folder = os.path.dirname(os.path.abspath(doc.path))
        else:
            folder = self.session.working_folder or os.getcwd()
        text, ok = QInputDialog.getText(  # where the program opens a relative file name
            self, "Program arguments", "Arguments (quote an argument that has spaces).\n"
            f"A file named without its folder is opened from the program's folder, {folder}",
            text=shlex.join(self.session.program_args))
        if not ok:
            return
        try:
            args = tuple(shlex.split(text))
        except ValueError as exc:  # an unclosed quote: keep the old arguments
            self.message(f"Program arguments not changed: {exc}.", kind="error")
            return
        self.session.program_args = args
        self.message(f"Program arguments: {shlex.join(args) or '(none)'} (from the next "
                     "Assemble or Reset).")

    def _set_delayed(self, on: bool) -> None:
        self.session.delayed_branching = on
        self.settings.setValue("mips/delayed_branching", on)
        self.message(f"MIPS delayed branching {'on' if on else 'off'} (from the next Assemble).")

    def _set_mips_config(self, config) -> None:
        self.session.mips_config = config
        self.settings.setValue("mips/memory_config", config.name)
        self.message(f"MIPS memory configuration: {config.name} (from the next Assemble).")


__all__ = ["AUTO", "IsaSwitch", "MIPS", "RV32"]
