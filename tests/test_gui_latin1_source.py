"""A Latin-1 source file in the desktop app (issue 25): the editor shows its characters, and
Assemble reads it as the jars do (Java's UTF-8: each byte that is not UTF-8 is U+FFFD, which
MARS stores as 0xFD), so the program's bytes are MARS's, not the editor's."""

from __future__ import annotations

from rarslite.asm.mips.assembler import assemble
from rarslite.gui.editor.editor_tabs import EditorTabs
from rarslite.gui.session import disk_reader


def test_latin1_file_shows_its_letters_and_assembles_as_mars_reads_it(qtbot, tmp_path):
    path = tmp_path / "prog.asm"
    path.write_bytes('.data\ns: .asciiz "café"\n.text\nnop\n'.encode("latin-1"))
    tabs = EditorTabs()
    qtbot.addWidget(tabs)
    doc = tabs.open_file(str(path))
    assert doc is not None and "café" in doc.toPlainText()  # what a person sees
    text = tabs.text_of(str(path))
    assert text is not None and '"caf\ufffd"' in text  # what the jars read
    prog = assemble([str(path)], texts={str(path): text})
    base = prog.config.data_base
    assert bytes(prog.data[base + k] for k in range(5)) == b"caf\xfd\x00"
    # an included file that is not open reads from the disk the same way
    other = tmp_path / "inc.asm"
    other.write_bytes(b'.data\n.asciiz "\xe9"\n')
    assert disk_reader(tabs.text_of)(str(other)) == '.data\n.asciiz "\ufffd"\n'
