"""Run > Play: one click from a game's source to playing it (assemble, the game's screen
connected, run, keyboard focus where the game reads keys)."""

from __future__ import annotations

import os


class Play:
    """Mixin of `MainWindow` (uses its tool docks, run control and layouts)."""

    def play(self, path: str | None = None) -> bool:
        """Run > Play: open ``path`` (default: the current file), assemble it, open, reset and
        connect the Keyboard and Display tool when the program addresses the MMIO devices
        (unless the Colour Cell Display is connected: then that is the game's screen), and the
        board overlay for a checkers or draughts program, the Bitmap Display for a program
        whose header comment sets it up (`play_bitmap`); run it, and put the keyboard focus
        in the tool's keyboard pane (in Run I/O's input line for a console game such as
        draughts or four in a row, or a cell display game)."""
        from rarslite.elf import is_elf

        if path is not None:
            if not os.path.isfile(path):
                self.message(f"Play: cannot open {path}: no such file.", kind="error")
                return False
            if self.open_file(path) is None and not is_elf(path):
                return False
        elif self.editors.current() is None and self.session.elf_path is None and \
                self.start_page.isVisible() and self.start_page.selected_example():
            return self.play(self.start_page.selected_example())  # the start page's choice
        elif self.editors.current() is None and self.session.elf_path is None:
            self.open_dialog()
            if self.editors.current() is None and self.session.elf_path is None:
                return False
        self._play_program_args()
        self._bitmap_by_hand = False  # Play decides whether this game has a bitmap
        if not self.assemble():
            return False
        from rarslite.gui.play_bitmap import set_up_bitmap

        bitmap_game = set_up_bitmap(self)  # a Bitmap Display game: its display set up
        program, machine = self.session.program, self.session.machine
        self._play_used = set()  # the tools this game uses (_tool_dock adds those it opens)
        try:
            opened = self._play_tools(program, machine)
        finally:
            used, self._play_used = self._play_used, None
        if opened is None:
            return False
        tool, kind = opened
        for name, dock in self.tools.items():  # the last game's or session's other tools
            if name not in used | self._user_tools and not dock.isHidden():
                self.tool_closed(name)
                dock.hide()
        if tool is not None:
            tool.set_keys_only(bitmap_game)  # the picture is the screen: keys in a strip
            tool.connect_program()
        self.go()
        if not self.user_arranged:
            self.set_layout("Play")  # for the tools this game uses (a console's version)
        if tool is None or kind == "draughts":
            self.bottom_tabs.setCurrentWidget(self.run_io)  # a console game: typed in Run I/O
            self.run_io.input.setFocus()
        else:
            tool.keyboard.setFocus()
        return True

    def _play_sources(self) -> list[tuple[str, str]]:
        """(path, text) of the program's source files (unsaved edits count)."""
        from rarslite.devices.display_size import read_sources

        out = []
        for path in self.session.source_files():
            doc = self.editors.find(path)
            out += [(path, doc.toPlainText())] if doc is not None else read_sources([path])
        return out

    def _play_program_args(self) -> None:
        """The program arguments a program's header comment gives it ("java -jar Mars.jar nc
        main.asm pa maps/map1.txt"), unless the person set some (Settings > Program
        arguments...); arguments Play set for another game are taken away."""
        import shlex

        from rarslite.machine.program_args import stated_program_args

        doc = self.editors.current()
        stated = None
        if doc is not None and doc.path:
            stated = stated_program_args(doc.toPlainText(), os.path.basename(doc.path))
        session = self.session
        ours = getattr(self, "_play_args", None)
        if session.program_args and session.program_args != ours:
            return  # the person's own
        session.program_args = stated or ()
        self._play_args = stated
        if stated:
            self.message(f"Play: program arguments {shlex.join(stated)}, as the program's "
                         "header comment runs it (Settings > Program arguments... sets others).")

    def _play_tools(self, program, machine):
        """Open the tools the game uses: its screen (the Colour Cell Display for a cell
        game or one the user connected, else the Keyboard and Display tool when it addresses
        the MMIO devices), the board overlay, the Timer Tool. Returns the Keyboard and
        Display tool to connect (None: another screen or none) and the board's kind, or None
        when a tool could not open or connect (Messages says why)."""
        from rarslite.devices.digital_lab_use import uses_digital_lab
        from rarslite.games import bombsweeper
        from rarslite.gui.docks.board_overlay import game_kind

        kind = game_kind(program.symbols, machine.memory.peek_word)
        tool = None
        cells = self.tools.get("cell_display")
        cell_game = bombsweeper.recognises(program.symbols)
        if cells is not None and cells.widget().connected and not cell_game and \
                self._play_connected_cells:  # Play's choice for the last game, not the user's
            cells.widget().disconnect_program()
        if cells is None or not cells.widget().connected:
            self._play_connected_cells = False  # (kept while a cell game is played again)
        if (cells is None or not cells.widget().connected) and cell_game:
            lab = self.tools.get("digital_lab")  # the last game's keypad holds 0xffff0010..
            if lab is not None and lab.widget().connected and "digital_lab" not in \
                    self._user_tools:
                lab.widget().disconnect_program()
                lab.hide()
            cells = self._connect_cell_display(bombsweeper.SIZE, bombsweeper.DISPLAY)
            if cells is None:
                return None
            self._play_connected_cells = True
        if cells is not None and cells.widget().connected:  # the user chose that screen
            self._play_used.add("cell_display")
            cells.show()
            cells.widget().reset()
            cells.raise_()
        elif uses_digital_lab(program):  # its keypad and digits, not the keyboard tool
            from rarslite.gui.docks.digital_lab import play_digital_lab

            return (None, kind) if play_digital_lab(self, program) else None
        elif program.mentions_mmio():  # a console-only game gets no empty device tool
            tool = self.open_keyboard_display()
            if tool is None:
                return None
            tool.size_for_play(self._play_sources())
            tool.reset()  # a new game: no screen or typed keys left from the last run
        if kind is not None:
            self.open_board_overlay()
        if not self._play_timer(program):
            return None
        return tool, kind

    def _play_timer(self, program) -> bool:
        """The Timer Tool, reset, connected and started for a program that uses it (its
        time or compare words, or timer interrupts). False when it cannot connect
        (Messages says why)."""
        from rarslite.devices.timer_use import uses_timer

        if not uses_timer(program):
            return True
        timer = self.open_timer()
        timer.reset()
        if not timer.connect_program():
            return False
        timer.play_button.setChecked(True)
        d = timer.device
        self.message(f"Play: the program uses the Timer Tool (time at 0x{d.time_addr:08x}, "
                     f"compare at 0x{d.cmp_addr:08x}): it is connected and playing.")
        return True

    def _connect_cell_display(self, size: int, base: int):
        """The Colour Cell Display's dock, connected as a ``size`` x ``size`` display at
        ``base`` (an open Keyboard and Display tool lets go of the MMIO addresses and closes),
        or None."""
        kd = self.keyboard_display()
        if kd is not None:  # it holds the MMIO addresses, connected or not
            kd.release()
            self.tools["keyboard_display"].hide()
        if not self.open_cell_display().connect_as(size, size, base):
            return None  # the tool said why in Messages
        return self.tools["cell_display"]
