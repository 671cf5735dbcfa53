"""The desktop app (PySide6): the only package that imports Qt.

`app.main` starts it; `main_window.MainWindow` holds the Edit/Execute tabs, docks, menus and
RARS's keys; `session.Session` is the one place that calls the engine; `worker.RunThread`
runs the simulator off the GUI thread. Views live in `editor/`, `execute/` and `tools/`.
"""
