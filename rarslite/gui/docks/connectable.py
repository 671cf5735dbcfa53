"""The Connect to Program button's verbs, shared by the device tools."""

from __future__ import annotations


def connect_text(on: bool) -> str:
    """The button's verb: what pressing it does."""
    return "Disconnect from Program" if on else "Connect to Program"


class Connectable:
    """Mixin of a tool with a checkable ``connect_button`` and a ``connected`` property."""

    def connect_program(self) -> bool:
        self.connect_button.setChecked(True)
        return self.connected

    def disconnect_program(self) -> None:
        self.connect_button.setChecked(False)

    def show_connected(self, on: bool) -> None:
        """Show the button pressed or not (and its verb) without toggling the connection."""
        self.connect_button.blockSignals(True)
        self.connect_button.setChecked(on)
        self.connect_button.blockSignals(False)
        self.connect_button.setText(connect_text(on))

    def release(self) -> None:
        """Closed: disconnected, its addresses free (a tool may give up more)."""
        self.disconnect_program()
