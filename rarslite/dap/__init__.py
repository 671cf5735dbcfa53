"""`rarslite dap`: a Debug Adapter Protocol server for RARS and MARS programs.

`protocol` frames messages (Content-Length headers), `session` answers requests for one
debugged program, `stepping` runs it (continue, steps over calls, back steps) on a worker
thread, `breakpoints` maps source lines, labels and words to addresses, `variables` and
`expressions` read and write registers and memory, `console` carries the program's console
over output events and the debug console. The server needs no Qt: the devices window is
wired in by `rarslite.commands.dap` (docs/debugging.md).
"""
