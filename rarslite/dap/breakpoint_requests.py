"""The breakpoint requests of a debug session: source lines, labels, instruction
addresses and watched words, kept as the client set them and placed in the loaded program
(again after each launch or restart)."""

from __future__ import annotations

from typing import Any

from rarslite.dap.breakpoints import Breakpoint, no_code_message, place_line, spec_of
from rarslite.dap.expressions import EvalError
from rarslite.dap.target import RequestError
from rarslite.dap.variables import DATA_REF
from rarslite.program import source_key


class BreakpointRequests:
    """Mixin of `rarslite.dap.session.Session`."""

    def setBreakpoints(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        path = str((args.get("source") or {}).get("path") or "")
        if not path:
            raise RequestError("setBreakpoints needs a source path")
        wanted = args.get("breakpoints")
        if wanted is None:
            wanted = [{"line": n} for n in args.get("lines") or []]
        self.source_bps[source_key(path)] = [dict(b, path=path, id=self._id()) for b in wanted]
        return {"breakpoints": self._apply_breakpoints(source_key(path))}

    def setFunctionBreakpoints(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        self.function_bps = [dict(b, id=self._id()) for b in args.get("breakpoints") or []]
        return {"breakpoints": self._apply_breakpoints(functions=True)}

    def setInstructionBreakpoints(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        self.instruction_bps = [dict(b, id=self._id()) for b in args.get("breakpoints") or []]
        return {"breakpoints": self._apply_breakpoints(instructions=True)}

    def _apply_breakpoints(self, key: str | None = None, functions: bool = False,
                           instructions: bool = False) -> list[dict[str, Any]]:  # fmt: skip
        """Rebuild the runner's address -> breakpoint map from what the client set; the
        answers for the source ``key`` (or the function / instruction breakpoints)."""
        target = self.target
        table = target.table if target is not None else None
        runner = target.runner if target is not None else None
        by_addr: dict[int, Breakpoint] = {}
        answers: dict[str, list[dict[str, Any]]] = {"functions": [], "instructions": []}
        old = runner.breakpoints if runner is not None else {}

        def place(addr: int | None, b: dict[str, Any], kind: str, answer: dict[str, Any]):
            answer["id"] = b["id"]
            try:
                spec = spec_of(b, b["id"], kind)
            except ValueError as e:
                return dict(answer, verified=False, message=str(e))
            if addr is None:
                return dict(answer, verified=False)
            before = old.get(addr)
            if before is not None and (before.condition, before.hit) == (spec.condition, spec.hit):
                spec.hits = before.hits  # the same breakpoint set again keeps its count
            by_addr[addr] = spec
            return dict(answer, verified=True)

        for k, bps in self.source_bps.items():
            out = answers.setdefault(k, [])
            for b in bps:
                line = int(b.get("line", 0))
                answer: dict[str, Any] = {"line": line, "source": {"path": b["path"]}}
                if table is None:
                    out.append(place(None, b, "breakpoint", dict(
                        answer, message="takes effect when the program is loaded")))
                    continue
                addr, at = place_line(table, b["path"], line)
                answer["line"] = at
                if addr is None:
                    answer["message"] = no_code_message(b["path"], line, table)
                else:
                    answer["instructionReference"] = f"0x{addr:08x}"
                out.append(place(addr, b, "breakpoint", answer))
        for b in self.function_bps:
            name = str(b.get("name", "")).strip()
            addr = target.inspector.labels.get(name) if target is not None else None
            answer = {}
            if target is not None and addr is None:
                answer["message"] = f"no label {name!r} in the program"
            elif target is not None and addr not in target.view.text:
                answer["message"] = f"{name} is a data label: watch its word instead"
                addr = None
            if addr is not None:
                answer.update(self._location(addr))
            answers["functions"].append(place(addr, b, "function breakpoint", answer))
        for b in self.instruction_bps:
            try:
                addr = int(str(b.get("instructionReference")), 0) + int(b.get("offset", 0))
            except ValueError:
                addr = None
            answers["instructions"].append(place(addr, b, "instruction breakpoint", {}))
        if runner is not None:
            runner.breakpoints = by_addr
        if functions:
            return answers["functions"]
        if instructions:
            return answers["instructions"]
        return answers.get(key or "", [])

    def dataBreakpointInfo(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        name = str(args.get("name", ""))
        target = self._need_target()
        ref = args.get("variablesReference")
        addr = None
        if ref == DATA_REF:
            addr = dict(target.inspector.data_labels()).get(name)
        elif ref:
            return {"dataId": None, "description": "registers cannot be watched: watch a "
                    "word of memory (a data label or an address)"}
        else:
            try:
                addr = target.inspector.evaluator.evaluate(name.lstrip("*")) & 0xFFFFFFFF
            except EvalError as e:
                return {"dataId": None, "description": str(e)}
        if addr is None:
            return {"dataId": None, "description": f"{name}: no such word"}
        addr &= ~3
        return {"dataId": f"0x{addr:08x}", "description": f"the word at 0x{addr:08x} ({name})",
                "accessTypes": ["write", "read", "readWrite"], "canPersist": True}

    def setDataBreakpoints(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        self._need_stopped()
        self.data_bps = [dict(b, id=self._id()) for b in args.get("breakpoints") or []]
        return {"breakpoints": self._apply_watches()}

    def _apply_watches(self) -> list[dict[str, Any]]:
        """Watch the words the client set (again on a restart's new machine)."""
        watches, answers = [], []
        for b in self.data_bps:
            try:
                addr = int(str(b.get("dataId")), 0) & ~3
                spec = spec_of(b, b["id"], "data breakpoint")
            except ValueError as e:
                answers.append({"id": b["id"], "verified": False, "message": str(e)})
                continue
            watches.append((addr, str(b.get("accessType") or "write"), spec))
            answers.append({"id": spec.id, "verified": True})
        if self.target is not None:
            self.target.runner.set_watches(watches)
        return answers
