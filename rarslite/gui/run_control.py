"""Assemble and run: the Run menu (F3 Assemble, F5 Go, F7 Step, F8 Backstep, F9 Pause, F11
Stop, F12 Reset), what happens when a run stops, and the refresh of the views.

`RunControl` is a mixin of `MainWindow`: it uses the window's session, views, worker thread
and ``run_finished`` signal.
"""

from __future__ import annotations

import os
import time

from rarslite.gui.session import AssemblyFailed, disk_reader
from rarslite.gui.worker import RunThread


def mars_end_words(reason: str, stepping: bool) -> tuple[str, str]:
    """What MARS's Run I/O and Messages say when a program ends (``exit``, ``exit2`` or
    ``dropped``): no exit code, "null instruction" for falling off the end, and after a Step
    its name and a doubled space where the reason would go."""
    action = "Step" if stepping else "Go"
    if reason == "dropped":
        return ("\n-- program is finished running (dropped off bottom) --\n\n",
                f"{action}: execution terminated {'due to' if stepping else 'by'} null "
                "instruction.")
    return (f"\n-- program is finished running {' ' if stepping else ''}--\n\n",
            f"{action}: execution completed successfully.")


class RunControl:
    @property
    def running(self) -> bool:
        return self.thread is not None

    def assemble(self) -> bool:
        doc = self.editors.current()
        elf = self.session.elf_path
        if elf and (doc is None or doc.path in self.session.source_files()):
            return self.load_elf(elf)  # F3 on an ELF or its C sources: load it again
        if doc is None:
            self.message("Assemble: no file is open.", kind="error")
            return False
        if self.running:
            self.stop(wait=True)
        if doc.path is None and not self.editors.save_as(doc):
            return False
        for d in self.editors.documents():
            d.set_errors([])
        self.bottom_tabs.setCurrentWidget(self.messages)
        name = os.path.basename(doc.path)
        self.follow_isa()  # the tab's (or the chosen) instruction set assembles it
        self.message(f"Assemble: assembling {doc.path}")
        try:
            warnings = self.session.assemble(doc.path, disk_reader(self.editors.text_of))
        except AssemblyFailed as failed:
            self._unload()
            self._show_diagnostics(failed.diagnostics)
            self.message(f"Assemble: operation completed with errors ({name}).", kind="error")
            advice = self.isa_advice(doc)
            if advice:
                self.message(advice, kind="error")
            self._update_actions()
            self._show_first_error(failed.diagnostics)
            self.run_state.setText(f"{name}: assembly errors (see Messages)")
            return False
        except Exception as exc:  # noqa: BLE001 - an engine bug must not kill the editor
            self.message(f"Assemble: internal error: {exc!r}", kind="error")
            return False
        self._show_diagnostics(warnings)
        self.message("Assemble: operation completed successfully.")
        self._loaded()
        self.run_state.setText(f"{name} assembled: Go (F5) or Step (F7)")
        self.pages.setCurrentIndex(1)
        return True

    def load_elf(self, path: str) -> bool:
        """Load an RV32 ELF executable straight into the Execute view (it has no text to
        edit; its C sources open from the Source column)."""
        if self.running:
            self.stop(wait=True)
        self.bottom_tabs.setCurrentWidget(self.messages)
        self.message(f"Load: loading the executable {path}")
        try:
            warnings = self.session.load_elf(path)
        except AssemblyFailed as failed:
            self._unload()
            for d in failed.diagnostics:
                self.message(d.message, kind="error")
            self.message(f"Load: {os.path.basename(path)} was not loaded.", kind="error")
            return False
        except Exception as exc:  # noqa: BLE001 - an engine bug must not kill the editor
            self._unload()
            self.message(f"Load: internal error: {exc!r}", kind="error")
            return False
        for d in warnings:
            self.message(f"Warning: {d.message}", kind="warning")
        self.message("Load: operation completed successfully.")
        self._loaded()
        self.pages.setCurrentIndex(1)
        return True

    def _show_diagnostics(self, diagnostics) -> None:
        by_file: dict[str, list] = {}
        for d in diagnostics:
            self.message(d.text(), d.file, d.line, d.column, d.kind)
            if d.kind == "error":
                by_file.setdefault(os.path.realpath(d.file), []).append(
                    (d.line, d.column, d.message))
        for doc in self.editors.documents():
            if doc.path and os.path.realpath(doc.path) in by_file:
                doc.set_errors(by_file[os.path.realpath(doc.path)])

    def _show_first_error(self, diagnostics) -> None:
        """Put the editor's cursor on the first error, as RARS selects its line."""
        first = next((d for d in diagnostics if d.kind == "error" and d.file and d.line), None)
        if first is not None:
            self.show_source(first.file, first.line, first.column)

    def _unload(self) -> None:
        """A failed assembly: nothing to run until the next successful one (as RARS)."""
        self.session.unload()
        self.text_view.model_.set_program(None)
        self.bkpts.program_loaded(None)
        self.finished = False
        self._update_actions()

    def _loaded(self) -> None:
        """A new machine exists (after Assemble or Reset): fresh views."""
        self.finished = False
        self.console.reset()
        self.dialogs.reset()
        s = self.session
        self.text_view.model_.set_program(s.program, s.breakpoints,
                                          show_files=s.elf_path is not None)
        self.bkpts.program_loaded(s.program)  # breakpoints by source line -> addresses
        self.follow_isa()  # its .include'd files' tabs are in its ISA
        self.memory.set_program(s.program, s.machine)
        self.registers.set_isa(s.machine.isa_name)
        self.registers.refresh(s.machine, mark_changes=False)
        self.registers.clear_changes()
        self.text_view.set_pc(s.machine.pc)
        for dock in self.tools.values():
            loaded = getattr(dock.widget(), "program_loaded", None)
            if loaded:
                loaded(s)
        self._update_actions()

    def go(self) -> None:
        if self.session.sim is None or self.running or self.finished:
            if self.finished:
                self.message("Go: the program has finished; Reset (F12) to run it again.")
            return
        thread = RunThread(self.session.sim, self.speed, self.gui_priority)
        self._timer_hinted = False
        self._start(thread)
        self.message(f"Go: running {os.path.basename(self._main_file())}")
        self.bottom_tabs.setCurrentWidget(self.run_io)
        kd = self.keyboard_display()
        if kd is not None and kd.connected and kd.isVisible():
            kd.keyboard.setFocus()  # keys typed now go to the program, as people expect
        self._refresh_timer.start()

    def step(self) -> None:
        """F7: one step, on the worker too (an ecall may wait for input in Run I/O)."""
        if self.session.sim is None or self.running or self.finished:
            return
        self._stepping = True
        self._start(RunThread(self.session.sim, self.speed, self.gui_priority,
                              single_step=True))

    def _start(self, thread: RunThread) -> None:
        self.console.reset()
        self.dialogs.reset()
        self.thread = thread
        # limited speed: every batch (every step below 30/s) is shown in full
        thread.ticked.connect(lambda: self._refresh_views(mark_changes=True))
        # A stale signal from an earlier (stopped and joined) run must not end this one.
        thread.finished_run.connect(lambda reason: self._run_ended(reason, thread))
        thread.crashed.connect(lambda text: self.message(
            "Internal error in the simulator:\n" + text, kind="error"))
        self.registers.set_editable(False)
        self.memory.set_editable(False)
        self.run_state.setText(f"Running {os.path.basename(self._main_file())}")
        self.session.running = True
        thread.start()
        self._update_actions()

    def _main_file(self) -> str:
        files = self.session.source_files()
        return files[0] if files else ""

    def pause(self) -> None:
        if self.thread is not None:
            self.thread.request_pause()  # a program blocked on input pauses after the input
            if self.console.waiting:  # Pause seems to do nothing: say why (status bar:
                # Messages sits behind the Run I/O tab the user types in)
                self.run_state.setText("Waiting for input: pauses after the line you enter")
                self.message("Pause: the program is waiting for input in Run I/O; it pauses "
                             "after you enter a line (Stop, F11, ends it now).")
            elif self.dialogs.sleeping:  # a long sleep (or note) would hide the Pause
                self.run_state.setText("Sleeping: pauses when the program's sleep ends")
                self.message("Pause: the program is in a sleep (or plays a note and waits "
                             "for it); it pauses when that ends (Stop, F11, ends it now).")

    def stop(self, wait: bool = False) -> None:
        """End the run (RARS Stop: the program cannot continue until Reset)."""
        if self.thread is not None:
            self._stopping = True
            self.thread.request_pause()
            self.console.cancel()
            self.dialogs.cancel()
            if wait:
                self._join(self.thread)
                self._run_ended("stopped")
        elif self.session.sim is not None and not self.finished:
            self.finished = True
            self.end_pc = self.session.machine.pc  # (the paused one stays highlighted)
            self.message("Stop: execution terminated by user.")
            self._update_actions()

    def _run_ended(self, reason: str, thread: RunThread | None = None) -> None:
        if self.thread is None or (thread is not None and thread is not self.thread):
            return
        thread, self.thread = self.thread, None
        self._join(thread)
        thread.deleteLater()  # let Qt free it now, not Python's GC at interpreter exit
        self.session.running = False
        self._refresh_timer.stop()
        if self._stopping:
            self._stopping = False
            # The user stopped it: a read cut short by the stop is not the program's error.
            if reason not in ("exit", "exit2", "dropped"):
                reason = "stopped"
        stepping, self._stepping = self._stepping, False
        self._after_stop(reason, stepping=stepping)

    def _join(self, thread: RunThread) -> None:
        """Wait for the worker to end. QThread.wait() keeps the GIL here, so the worker
        could never finish its Python code: sleep (which releases the GIL) instead."""
        self.gui_priority.release()
        while not thread.isFinished():
            time.sleep(0.001)
        thread.wait()

    def backstep(self) -> None:
        sim = self.session.sim
        if sim is None or self.running:
            return
        try:
            ok = sim.backstep()
        except Exception as exc:  # noqa: BLE001
            self.message(f"Backstep: internal error: {exc!r}", kind="error")
            return
        if ok is False:
            self.message(self._backstep_refused(sim))
        elif sim.skipped:
            self.message(f"Backstep: skipped {sim.skipped:,} identical idle-loop steps "
                         "(the loop's repeats are kept once; the states skipped are the same).")
        self.finished = False
        self.run_state.setText(self._state_text("paused", sim))  # not the undone step's pc
        self._refresh_views(mark_changes=True)
        self._update_actions()

    def _backstep_refused(self, sim) -> str:
        """Why Backstep cannot undo more, and how far the history reaches."""
        rewind = sim.machine.rewind
        why = getattr(rewind, "last_error", None)
        if why is not None:
            return f"Backstep: the last steps could not be rebuilt ({why})."
        further = ""
        if rewind is not None and rewind.input_before() is not None:
            further = (" Run > Back to before the last key (Shift+F8) goes further back, one "
                       "key at a time.")
        if rewind is not None and rewind.floor >= 0 and sim.machine.steps <= rewind.floor:
            return (f"Backstep: the history reaches back to step {rewind.floor:,} only (the "
                    "last 2,000 steps, and to the last key when it came not long "
                    f"before).{further}")
        return f"Backstep: nothing to undo.{further}"

    def back_to_key(self) -> None:
        """Run > Back to before the last key: the program as it was just before the last
        key (or console input) it got; again for each earlier one."""
        sim = self.session.sim
        if sim is None or self.running:
            return
        t0 = time.perf_counter()
        try:
            step = sim.back_to_input()
        except Exception as exc:  # noqa: BLE001
            self.message(f"Back to before the last key: internal error: {exc!r}", kind="error")
            return
        rewind = sim.machine.rewind
        if step is None:
            why = "backstep is off" if rewind is None else rewind.last_error
            self.message(f"Back to before the last key: cannot go further back: {why}.")
        else:
            took = time.perf_counter() - t0
            more = ("Shift+F8 again goes back to the key before" if rewind.input_before()
                    else f"it can go no further back: {rewind.reach()}")
            self.message(f"Back to before the last key: the program as it was just before "
                         f"the input at step {step:,} ({took:.2f} s). Go runs on from here; "
                         f"{more}.")
        self.finished = False
        self.run_state.setText(self._state_text("paused", sim))
        self._refresh_views(mark_changes=True)
        self._update_actions()

    def reset(self) -> None:
        if self.session.program is None:
            return
        if self.running:
            self.stop(wait=True)
        self.session.reset()
        self.run_io.pump()
        self.message("Reset: reset completed.")
        self._loaded()
        self.run_state.setText("Reset: Go (F5) or Step (F7)")

    def _suspend_breakpoints(self, suspended: bool) -> None:
        self.session.suspend_breakpoints(suspended)
        self.message("Breakpoints suspended (click the Bkpt header again to resume)."
                     if suspended else "Breakpoints active again.")

    def clear_breakpoints(self) -> None:
        self.bkpts.clear_all()

    def _after_stop(self, reason: str, stepping: bool = False) -> None:
        sim = self.session.sim
        self.run_io.pump()
        ended = reason in ("exit", "exit2", "dropped", "error", "stopped")
        if reason in ("exit", "exit2", "dropped") and \
                getattr(sim.machine, "isa_name", "rv32") == "mips":
            run_io, message = mars_end_words(reason, stepping)
            self.run_io.append(run_io)
            self.message(message)
        elif reason in ("exit", "exit2"):
            code = getattr(sim, "exit_code", 0)
            self.run_io.append(f"\n-- program is finished running ({code}) --\n\n")
            self.message(f"Go: execution completed successfully (exit code {code}).")
        elif reason == "dropped":
            self.run_io.append("\n-- program is finished running (dropped off bottom) --\n\n")
            self.message("Go: execution completed successfully (dropped off bottom).")
        elif reason == "error":
            report = self._error_report(sim)
            self.run_io.append(f"\n{report}\n")
            err = getattr(sim, "error", None)  # its line: a click on the message goes there
            # from the loaded program's entries (either ISA; MIPS: the real origin)
            text = self.session.program.text
            entry = text.get(err.pc) if err and err.with_location else None
            if entry is None and err is not None and err.from_pc is not None:
                entry = text.get(err.from_pc)  # a jump out of the text: name the jump
                if entry is not None and entry.loc is not None:
                    name = os.path.basename(entry.loc.file)
                    report += f" (the program jumped there from {name} line {entry.loc.line})"
            loc = entry.loc if entry is not None else None
            self.message(report, loc.file if loc else None, loc.line if loc else 0,
                         kind="error")
            self.registers.show_csrs()
        elif reason == "stopped":
            self.message("Go: execution terminated by user.")
        elif reason in ("breakpoint", "ebreak"):
            self.message(f"Go: execution paused at breakpoint: 0x{sim.machine.pc:08x}"
                         f"{self._source_suffix(sim.machine.pc)}")
        elif reason == "paused" and not stepping:
            self.message("Go: execution paused by user.")
        elif reason == "waiting":
            self.message("Step: wfi with no interrupt pending (Go waits for one).")
        if reason not in ("exit", "exit2", "dropped", "stopped"):
            self.pages.setCurrentIndex(1)  # where the highlighted next instruction is
        self.run_state.setText(self._state_text(reason, sim))
        self.finished = ended
        # once it has ended, as RARS: no row highlighted after an exit or a Stop (pc is past
        # the exit call), the faulting instruction after an error (pc is past it too)
        err = getattr(sim, "error", None)
        self.end_pc = (err.pc if err is not None else sim.machine.pc) if reason == "error" \
            else None  # fmt: skip
        self.registers.set_editable(not ended)
        self.memory.set_editable(not ended)
        self._refresh_views(mark_changes=True)
        self._update_actions()
        self.run_finished.emit(reason)

    def _state_text(self, reason: str, sim) -> str:
        """The status bar's words for how a run stopped."""
        if reason in ("exit", "exit2"):
            return f"Finished (exit code {getattr(sim, 'exit_code', 0)}): Reset (F12) to run again"
        if reason == "dropped":
            return "Finished (dropped off the bottom): Reset (F12) to run again"
        if reason == "stopped":
            return "Stopped: Reset (F12) to run again"
        where = self._source_suffix(sim.machine.pc).strip(" ()")
        at = f"0x{sim.machine.pc:08x}" + (f", {where}" if where else "")
        if reason == "error":
            return "Runtime error (see Messages)"
        if reason in ("breakpoint", "ebreak"):
            return f"Paused at breakpoint {at}"
        return f"Paused at {at}"

    def _source_suffix(self, pc: int) -> str:
        """" (file.s line N)" for the source line of the instruction at ``pc``, if known."""
        for entry in self.text_view.model_.entries:
            if entry.addr == pc and entry.loc is not None:
                return f" ({os.path.basename(entry.loc.file)} line {entry.loc.line})"
        return ""

    @staticmethod
    def _error_report(sim) -> str:
        for name in ("error_report", "report", "error", "message"):
            value = getattr(sim, name, None)
            if isinstance(value, str) and value:
                return value.strip()
        return "Runtime error."

    # == views ===================================================================================
    def _refresh_running(self) -> None:
        """Display-rate refresh while running: tools every frame, the register, memory and
        text views at a quarter of it (they cost more and change too fast to read)."""
        self.gui_priority.busy()
        self._frame += 1
        self._refresh_views(mark_changes=True, tools_only=self._frame % 4 != 0)
        if self._frame % 4 == 0:
            self._hint_timer()

    def _hint_timer(self) -> None:
        """A program that enabled timer interrupts (RISC-V uie bit 4) with no Timer Tool
        connected and playing waits for ticks that never come: say so, once a run (Run >
        Play connects only the game's screen)."""
        uie = getattr(getattr(self.session.machine, "csr", None), "uie", 0)
        if getattr(self, "_timer_hinted", True) or not uie & 0x10:
            return
        lab = self.tools.get("digital_lab")
        if lab is not None and lab.widget().connected:
            return  # the Digital Lab Sim's counter raises RISC-V timer interrupts
        dock = self.tools.get("timer")
        timer = dock.widget().device if dock is not None else None
        if timer is not None and timer.connected and timer.running:
            return
        self._timer_hinted = True
        self.run_state.setText("Waiting for timer interrupts: connect the Timer Tool, run again")
        # run again: the compare value the program stored before the connection armed nothing
        self.message("The program enabled timer interrupts (uie bit 4), but no Timer Tool is "
                     "connected and playing: open Tools > Timer Tool, press Connect to Program "
                     "and Play, then run the program again (Run > Play, Ctrl+P).",
                     kind="warning")

    def _refresh_views(self, mark_changes: bool, tools_only: bool = False) -> None:
        m = self.session.machine
        if m is None:
            return
        if not tools_only:
            self.registers.refresh(m, mark_changes)
            self.memory.refresh(m, mark_changes)
            self.text_view.set_pc(self.end_pc if self.finished else m.pc)
        for dock in self.tools.values():
            refresh = getattr(dock.widget(), "refresh", None)
            if refresh and dock.isVisible():
                refresh()

    def _update_actions(self) -> None:
        loaded = self.session.sim is not None
        running = self.running
        self.act_go.setEnabled(loaded and not running and not self.finished)
        self.act_step.setEnabled(loaded and not running and not self.finished)
        self.act_backstep.setEnabled(loaded and not running and self.session.sim.can_backstep)
        # enabled while paused even with no key to go back to: it then says why
        self.act_back_key.setEnabled(loaded and not running and
                                     self.session.machine.rewind is not None)
        self.act_pause.setEnabled(running)
        # nothing to stop before the program ran a step (right after Assemble or Reset)
        started = loaded and self.session.machine.steps > 0
        self.act_stop.setEnabled(running or (started and not self.finished))
        self.act_reset.setEnabled(loaded)
        self.registers.set_editable(loaded and not running and not self.finished)
        self.memory.set_editable(loaded and not running and not self.finished)
