"""The Connect to Program button's verbs, shared by the device tools."""

from __future__ import annotations


class Connectable:
    """Mixin of a tool with a checkable ``connect_button`` and a ``connected`` property."""

    def connect_program(self) -> bool:
        self.connect_button.setChecked(True)
        return self.connected

    def disconnect_program(self) -> None:
        self.connect_button.setChecked(False)

    def release(self) -> None:
        """Closed: disconnected, its addresses free (a tool may give up more)."""
        self.disconnect_program()
