"""Application shortcuts in panes that type into the program.

A pane that sends every key to the program (the Keyboard and Display tool's keyboard pane
and display) would otherwise send Ctrl+P to the program as 0x10 whenever Qt does not route
the key to the window's shortcut first (a window the window manager has not activated, a
floating tool): such a pane asks `app_shortcut` and runs the window's action instead.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QWidget

_LOCAL = (Qt.ShortcutContext.WidgetShortcut, Qt.ShortcutContext.WidgetWithChildrenShortcut)


def app_shortcut(widget: QWidget, event) -> QAction | None:
    """The main window's action whose shortcut is this key press (enabled or not), or None.
    Actions bound only inside a widget (the editor's Copy, Paste) do not count."""
    window = widget
    while window is not None and not isinstance(window, QMainWindow):
        window = window.parentWidget()
    if window is None or event.key() in (Qt.Key.Key_unknown, Qt.Key.Key_Control,
                                         Qt.Key.Key_Shift, Qt.Key.Key_Alt, Qt.Key.Key_Meta):
        return None
    pressed = QKeySequence(event.keyCombination())
    for action in window.findChildren(QAction, options=Qt.FindChildOption.FindDirectChildrenOnly):
        if action.shortcutContext() in _LOCAL:
            continue
        if any(key == pressed for key in action.shortcuts()):
            return action
    return None


def run_app_shortcut(widget: QWidget, event) -> bool:
    """Run the window's action bound to this key press (nothing if it is disabled now):
    True when the key is the application's, not the program's."""
    action = app_shortcut(widget, event)
    if action is None:
        return False
    if action.isEnabled():
        action.trigger()
    return True
