"""The requests that look at a stopped program: threads, the call stack, scopes and
variables, memory, disassembly, exception details, and evaluate (the Debug Console, its
``:`` commands, hovers, watches)."""

from __future__ import annotations

import base64
import os
from typing import Any

from rarslite.dap.target import DebugTarget, RequestError
from rarslite.dap.variables import signed

THREAD = 1  # the one thread: the hart
REPL_HELP = """Type an expression to see its value (a0, $t0, pc, a label, *label, a0 + 4 ...),
NAME = EXPRESSION to set a register or the word at a label, or while the program waits for
console input (or runs), the line it reads next. Commands:
  :keys TEXT    type TEXT on the Keyboard and Display MMIO keyboard (\\n for Enter)
  :screen       show the Keyboard and Display screen
  :input TEXT   give TEXT to the program's console input
"""


class InspectionRequests:
    """Mixin of `rarslite.dap.session.Session`."""

    def threads(self, args: dict[str, Any]) -> dict[str, Any]:
        name = "hart"
        if self.target is not None:
            name = f"{self.target.isa.simulator} hart ({os.path.basename(self.target.files[0])})"
        return {"threads": [{"id": THREAD, "name": name}]}

    def _source(self, path: str) -> dict[str, Any]:
        return {"name": os.path.basename(path), "path": os.path.abspath(path)}

    def _location(self, addr: int) -> dict[str, Any]:
        target = self._need_target()
        entry = target.view.text.get(addr)
        loc = entry.loc if entry is not None else None
        if loc is None:
            return {}
        return {"source": self._source(loc.file), "line": loc.line, "column": 1}

    def stackTrace(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        target = self._need_stopped()
        runner = target.runner
        frames = runner.frames
        pc = target.machine.pc
        error = target.sim.error
        if self.last_stop is not None and self.last_stop.reason == "exception" and error:
            pc = error.pc & 0xFFFFFFFF  # the instruction that failed, not the pc after it
        pcs = [pc] + [f.call_site for f in reversed(frames)]
        out = []
        for i, pc in enumerate(pcs):
            callee = frames[len(frames) - i - 1] if i < len(frames) else None
            if callee is not None and callee.target is not None:
                name = runner.function_name(callee.target)  # where the call went
            else:
                name = runner.function_name(pc)
            frame = {"id": i + 1, "name": name, "line": 0, "column": 0,
                     "instructionPointerReference": f"0x{pc:08x}"}
            frame.update(self._location(pc))
            if "source" not in frame:
                frame["presentationHint"] = "subtle"
            out.append(frame)
        start = int(args.get("startFrame", 0) or 0)
        levels = int(args.get("levels", 0) or 0)
        shown = out[start:start + levels] if levels else out[start:]
        return {"stackFrames": shown, "totalFrames": len(out)}

    def scopes(self, args: dict[str, Any]) -> dict[str, Any]:
        return {"scopes": self._need_stopped().inspector.scopes()}

    def variables(self, args: dict[str, Any]) -> dict[str, Any]:
        target = self._need_stopped()
        try:
            return {"variables": target.inspector.variables(int(args["variablesReference"]))}
        except KeyError:
            return {"variables": []}

    def setVariable(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        target = self._need_stopped()
        value = target.inspector.set_variable(int(args["variablesReference"]),
                                              str(args["name"]), str(args["value"]))
        return {"value": value}

    def exceptionInfo(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        stop = self.last_stop
        text = stop.text if stop is not None and stop.reason == "exception" else ""
        return {"exceptionId": "runtime error", "breakMode": "always",
                "description": (stop.description if stop else "") or "runtime error",
                "details": {"message": text.strip()}}

    # -- memory and code -----------------------------------------------------------------
    def _address(self, args: dict[str, Any]) -> int:
        target = self._need_target()
        ref = str(args.get("memoryReference", ""))
        try:
            base = int(ref, 0)
        except ValueError:
            base = target.inspector.evaluator.evaluate(ref)
        return (base + int(args.get("offset", 0) or 0)) & 0xFFFFFFFF

    def readMemory(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        target = self._need_stopped()
        addr = self._address(args)
        count = max(0, min(int(args.get("count", 0)), 1 << 20, (1 << 32) - addr))
        data = target.inspector.read_bytes(addr, count)
        return {"address": f"0x{addr:08x}", "data": base64.b64encode(data).decode("ascii")}

    def writeMemory(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        target = self._need_stopped()
        addr = self._address(args)
        data = base64.b64decode(str(args.get("data", "")))
        target.inspector.write_bytes(addr, data)
        self._after_response = lambda: self.channel.event(
            "memory", {"memoryReference": f"0x{addr:08x}", "offset": 0, "count": len(data)})
        return {"bytesWritten": len(data)}

    def disassemble(self, args: dict[str, Any]) -> dict[str, Any]:
        target = self._need_target()
        start = self._address(args) & ~3
        start = (start + 4 * int(args.get("instructionOffset", 0) or 0)) & 0xFFFFFFFF
        count = max(0, min(int(args.get("instructionCount", 0)), 10000))
        labels: dict[int, str] = {}
        for name, a in target.inspector.labels.items():
            labels.setdefault(a, name)
        out, last = [], None
        for k in range(count):
            addr = (start + 4 * k) & 0xFFFFFFFF
            entry = target.view.text.get(addr)
            if entry is None:
                out.append({"address": f"0x{addr:08x}", "instruction": "",
                            "presentationHint": "invalid"})  # fmt: skip
                continue
            ins: dict[str, Any] = {"address": f"0x{addr:08x}", "instruction": entry.basic,
                                   "instructionBytes": f"{entry.word & 0xFFFFFFFF:08x}"}
            if addr in labels:
                ins["symbol"] = labels[addr]
            loc = entry.loc
            if loc is not None:
                where = (loc.file, loc.line)
                if where != last:  # each source line once (a pseudo-instruction's first)
                    ins["location"] = self._source(loc.file)
                    ins["line"] = loc.line
                    last = where
                if entry.first_of_source and loc.text.strip() != entry.basic:
                    ins["instruction"] = f"{entry.basic:<28} # {loc.text.strip()}"
            out.append(ins)
        return {"instructions": out}

    # -- evaluate ------------------------------------------------------------------------
    def evaluate(self, args: dict[str, Any]) -> dict[str, Any]:
        text = str(args.get("expression", ""))
        context = args.get("context", "")
        target = self._need_target()
        if context == "repl":
            stripped = text.strip()
            if stripped.startswith(":"):
                return {"result": self._command(stripped), "variablesReference": 0}
            if self.running:  # while it runs, lines typed are the program's input
                target.console.feed(text)
                return {"result": "", "variablesReference": 0}
        if self.running:
            raise RequestError("the program is running: pause it to evaluate")
        if context == "repl" and "=" in text and not any(op in text for op in ("==", "!=",
                                                                             "<=", ">=")):
            name, _, value = text.partition("=")
            return {"result": target.inspector.assign(name.strip(), value),
                    "variablesReference": 0}
        value = target.inspector.evaluator.evaluate(text)
        result = self._value_text(target, text.strip(), value)
        body: dict[str, Any] = {"result": result, "variablesReference": 0}
        if text.strip() in target.inspector.labels:
            body["memoryReference"] = f"0x{value & 0xFFFFFFFF:08x}"
        return body

    def _value_text(self, target: DebugTarget, text: str, value: int) -> str:
        where = target.inspector.register(text)
        if where is not None:
            group = target.inspector.groups[where[0]]
            return target.inspector.show(group, value)
        if text in target.inspector.labels:
            addr = value & 0xFFFFFFFF
            if addr in target.view.text:
                return f"0x{addr:08x} (code)"
            return f"0x{addr:08x} (word there: {target.inspector.word_text(addr)})"
        return f"{value} (0x{value & 0xFFFFFFFF:08x})" if value == signed(value, 32) or \
            not -(1 << 63) <= value < (1 << 64) else f"{value} (0x{value & (1 << 64) - 1:016x})"

    def _command(self, text: str) -> str:
        word, _, rest = text[1:].partition(" ")
        if word == "keys":
            if self.keyboard() is None:
                raise RequestError("no Keyboard and Display MMIO: launch with \"keyboard\": "
                                   "true or \"devices\": true")
            data = rest.encode("latin-1", "replace").decode("unicode_escape", "replace")
            self.keys.extend(ord(c) & 0xFF for c in data)
            if not self.running and self.target is not None:
                self.between()  # the first key waits in the machine's posts for the run
            return f"typed {len(data)} key(s)"
        if word == "screen":
            kd = self.keyboard()
            if kd is None:
                raise RequestError("no Keyboard and Display MMIO connected")
            from rarslite.devices.key_text import screen_text

            return screen_text(kd.grid) or "(the screen is empty)"
        if word == "input":
            self._need_target().console.feed(rest)
            return ""
        if word == "help":
            return REPL_HELP
        raise RequestError(f"unknown command :{word} (:help lists them)")
