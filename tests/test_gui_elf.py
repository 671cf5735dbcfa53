"""GUI: File > Open of an RV32 ELF executable runs it in the Execute view with C source lines."""

from __future__ import annotations

import os
import shutil
import subprocess

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

pytestmark = pytest.mark.gui

C_DIR = os.path.join(os.path.dirname(__file__), "..", "resources", "examples", "c")
CC = "riscv64-unknown-elf-gcc"


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)
@pytest.fixture
def hello_elf(tmp_path) -> str:
    if shutil.which(CC) is None:
        pytest.skip(f"{CC} is not installed")
    out = str(tmp_path / "hello.elf")
    src = os.path.abspath(C_DIR)
    subprocess.run(
        [CC, "-march=rv32imfd", "-mabi=ilp32d", "-nostdlib", "-ffreestanding", "-g", "-O0",
         "-T", os.path.join(src, "rars.ld"), "-Wl,--build-id=none", "-o", out,
         os.path.join(src, "crt0.s"), os.path.join(src, "syscalls.c"),
         os.path.join(src, "hello.c")],
        check=True, capture_output=True)
    return out


def step(qtbot, window) -> None:
    with qtbot.waitSignal(window.run_finished, timeout=10_000):
        qtbot.keyClick(window, Qt.Key.Key_F7)


def shown_source(window) -> str:
    """The Source cell of the current instruction's C line (the first row of that line)."""
    model = window.text_view.model_
    row = model.row_of[window.session.machine.pc]
    while row > 0 and not model.data(model.index(row, 4)):
        row -= 1
    return model.data(model.index(row, 4)) or ""


def test_open_elf_steps_with_c_lines(window, qtbot, hello_elf):
    tabs = window.editors.count()
    assert window.open_file(hello_elf) is None
    assert window.editors.count() == tabs  # no editor tab for a binary
    assert window.pages.currentIndex() == 1
    assert window.session.elf_path == hello_elf
    assert os.path.abspath(hello_elf) in window.recent_files()
    model = window.text_view.model_
    assert model.rowCount() > 10
    assert all(model.data(model.index(r, 3)) for r in range(model.rowCount()))  # Basic text

    hello_lines = open(os.path.join(C_DIR, "hello.c")).read().splitlines()
    main = window.session.program.symbols["main"]
    model.toggle_breakpoint(model.row_of[main])
    with qtbot.waitSignal(window.run_finished, timeout=10_000) as stop:
        window.act_go.trigger()
    assert stop.args[0] == "breakpoint"
    assert window.session.machine.pc == main
    seen = []
    for _ in range(40):
        text = shown_source(window)
        seen.append(text)
        if "sys_write" in text:
            break
        step(qtbot, window)
    text = seen[-1]
    number = hello_lines.index("    sys_write(1, greeting, sizeof greeting - 1);") + 1
    assert text == f"hello.c:{number}: sys_write(1, greeting, sizeof greeting - 1);", seen
    brace = hello_lines.index("int main(void)") + 2  # main's first instruction: its '{'
    assert seen[0] == f"hello.c:{brace}: {{"

    with qtbot.waitSignal(window.run_finished, timeout=10_000) as stop:
        window.act_go.trigger()
    assert stop.args[0] in ("exit", "exit2")
    assert "Hello, world!" in window.run_io.text()
    # F3 reloads the executable (there is no source to assemble)
    assert window.assemble()
    assert window.session.machine.pc == window.session.program.entry


def test_bad_elf_is_a_message_not_a_traceback(window, tmp_path):
    bad = tmp_path / "broken.elf"
    bad.write_bytes(b"\x7fELF\x02\x01\x01" + bytes(40))
    assert window.open_file(str(bad)) is None
    assert window.editors.count() == 0
    assert window.session.program is None
    errors = [line for line in window.messages.lines() if "broken.elf" in line]
    assert any("not loaded" in e for e in errors)
    assert len(errors) >= 2  # the loader's own explanation too
    assert window.session.sim is None


def test_file_open_dialog_offers_and_loads_elf(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    bad = tmp_path / "truncated.elf"
    bad.write_bytes(b"\x7fELF")
    seen = {}

    def fake_dialog(parent, title, directory, filters):
        seen["filters"] = filters
        return [str(bad)], ""

    monkeypatch.setattr(QFileDialog, "getOpenFileNames", fake_dialog)
    window.act_open.trigger()
    assert "*.elf" in seen["filters"]
    assert window.editors.count() == 0
    assert any("truncated.elf was not loaded" in m for m in window.messages.lines())
    assert os.path.abspath(str(bad)) not in window.recent_files()  # only files that load
