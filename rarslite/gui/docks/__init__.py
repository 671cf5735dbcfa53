"""Tools menu windows: Keyboard and Display MMIO, Timer, and the checkers board overlay."""
