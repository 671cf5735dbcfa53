"""One debug session: DAP requests for one program (launch, breakpoints, runs, stack,
variables, memory, disassembly, evaluate), answered on the thread that reads requests while
runs go on a worker thread (`stepping.Runner`)."""

from __future__ import annotations

import argparse
import base64
import os
import threading
import traceback
from collections import deque
from collections.abc import Callable
from typing import Any

from rarslite.asm.errors import AsmErrors
from rarslite.dap.breakpoints import Breakpoint, no_code_message, place_line, spec_of
from rarslite.dap.console import DapConsole
from rarslite.dap.expressions import EvalError
from rarslite.dap.protocol import Channel
from rarslite.dap.stepping import Runner, Stop
from rarslite.dap.variables import DATA_REF, Inspector, signed
from rarslite.isa.base import Isa, detect, isa_by_name
from rarslite.program import LineTable, source_key

THREAD = 1
EXIT_RUNTIME_ERROR = 3  # the exit code of a program that ended in an error (as `rarslite run`)
CAPABILITIES = {
    "supportsConfigurationDoneRequest": True,
    "supportsStepBack": True,
    "supportsConditionalBreakpoints": True,
    "supportsHitConditionalBreakpoints": True,
    "supportsLogPoints": True,
    "supportsFunctionBreakpoints": True,
    "supportsDataBreakpoints": True,
    "supportsInstructionBreakpoints": True,
    "supportsSetVariable": True,
    "supportsReadMemoryRequest": True,
    "supportsWriteMemoryRequest": True,
    "supportsDisassembleRequest": True,
    "supportsSteppingGranularity": True,
    "supportsEvaluateForHovers": True,
    "supportsRestartRequest": True,
    "supportsTerminateRequest": True,
    "supportsExceptionInfoRequest": True,
}
REPL_HELP = """Type an expression to see its value (a0, $t0, pc, a label, *label, a0 + 4 ...),
NAME = EXPRESSION to set a register or the word at a label, or while the program waits for
console input (or runs), the line it reads next. Commands:
  :keys TEXT    type TEXT on the Keyboard and Display MMIO keyboard (\\n for Enter)
  :screen       show the Keyboard and Display screen
  :input TEXT   give TEXT to the program's console input
"""


class RequestError(Exception):
    """A request that cannot be done; ``str()`` is the message for the user."""


def choose_isa(name: str, path: str) -> Isa:
    """The launch's ``isa`` ("auto": the one `detect` finds in the first file)."""
    if name not in ("", "auto"):
        try:
            return isa_by_name(name)
        except KeyError:
            raise RequestError(f"isa {name!r}: use auto, rv32 or mips") from None
    try:
        with open(path, encoding="latin-1") as fh:
            return detect(path, fh.read())
    except OSError:
        return isa_by_name("rv32")


DEVICE_NAMES = ("keyboard", "bitmap", "digitallab", "timer")


def device_names(option: Any) -> tuple[str, ...]:
    """The tools a launch's ``devices`` connects: ``true`` the Keyboard and Display, a list
    the ones it names (DEVICE_NAMES)."""
    if not option:
        return ()
    if option is True:
        return ("keyboard",)
    names = [option] if isinstance(option, str) else list(option)
    bad = [n for n in names if n not in DEVICE_NAMES]
    if bad:
        raise RequestError(f"devices: unknown {', '.join(map(str, bad))} (use true or a list "
                           f"of {', '.join(DEVICE_NAMES)})")
    return tuple(names)


class DebugTarget:
    """The loaded program: its front, view, simulator, inspector and runner."""

    def __init__(self, session: Session, args: dict[str, Any]) -> None:
        cwd = args.get("cwd") or os.getcwd()
        program = args.get("program")
        files = [program] if isinstance(program, str) else list(program or [])
        if not files or not all(isinstance(f, str) and f for f in files):
            raise RequestError("launch needs \"program\": the assembly file (or a list of "
                               "files, the first is the main one)")
        files = [os.path.normpath(os.path.join(cwd, os.path.expanduser(f))) for f in files]
        self.isa = choose_isa(str(args.get("isa", "auto")), files[0])
        front = self.front = self.isa.part("front")
        options = argparse.Namespace(
            rv64=bool(args.get("rv64")), rars_dialect=bool(args.get("rarsDialect")),
            mc=str(args.get("memoryConfiguration") or "Default"), smc=False,
            delayed_branching=bool(args.get("delayedBranching")))  # fmt: skip
        if self.isa.name != "mips" and options.delayed_branching:
            raise RequestError("delayedBranching is MARS's: for MIPS programs only")
        try:
            config = front.memory_config(options.mc)
        except StopIteration:
            raise RequestError(f"memoryConfiguration {options.mc!r}: use Default, "
                               "CompactDataAtZero or CompactTextAtZero") from None
        stdin = None
        if args.get("stdin"):
            path = os.path.join(cwd, os.path.expanduser(str(args["stdin"])))
            try:
                with open(path, "rb") as fh:
                    stdin = fh.read()
            except OSError as e:
                raise RequestError(f"stdin {path}: {e.strerror}") from None
        try:
            program = front.load_program(files, options, config)
        except AsmErrors as e:
            session.output("stderr", "".join(m.friendly() for m in e.messages))
            first = e.messages[0].friendly().splitlines()[0] if e.messages else ""
            raise RequestError(f"the program does not assemble: {first}") from None
        except OSError as e:
            raise RequestError(f"cannot read {e.filename}: {e.strerror}") from None
        except Exception as e:  # noqa: BLE001 - the loader's LoadError and the like
            raise RequestError(str(e)) from None
        for w in getattr(program, "warnings", []):
            session.output("console", w.friendly() if hasattr(w, "friendly") else f"{w}\n")
        self.files = files
        self.console = DapConsole(session.output, stdin)
        self.view, self.sim = front.debug_simulator(
            program, self.console, start_at_main=bool(args.get("startAtMain")),
            program_args=[str(a) for a in args.get("args") or []],
            delayed_branching=options.delayed_branching)  # fmt: skip
        self.machine = self.sim.machine
        self.machine.file_folder = cwd
        self.sim.backstep_enabled = True
        self.table = LineTable.of(self.view)
        self.inspector = Inspector(front, self.machine, self.view)
        limit = args.get("maxSteps")
        self.runner = Runner(front, self.sim, self.view, self.inspector,
                             max_steps=int(limit) if limit else None,
                             log=lambda text: session.output("console", text),
                             between=session.between)  # fmt: skip


class Session:
    """Answers one client's requests (`dispatch`), from one thread at a time."""

    def __init__(self, channel: Channel, devices: Callable[[Any], Any] | None = None) -> None:
        """``devices``: opens the devices window for a machine (returns an object with
        ``attach(machine)`` and ``close()``); None where there is no display."""
        self.channel = channel
        self.devices_factory = devices
        self.devices_window: Any = None
        self.args: dict[str, Any] = {}
        self.target: DebugTarget | None = None
        self.worker: threading.Thread | None = None
        self.running = False
        self.configured = False
        self.finished = False  # the program ended (exited and terminated went out)
        self.stopped_at_end = False  # stopOnExit: stopped with the program ended
        self.done = threading.Event()  # disconnect: the server may leave
        self.keys: deque[int] = deque()
        self._ids = 0
        self.source_bps: dict[str, list[dict[str, Any]]] = {}  # path -> as the client set
        self.function_bps: list[dict[str, Any]] = []
        self.instruction_bps: list[dict[str, Any]] = []
        self.data_bps: list[dict[str, Any]] = []
        self.headless_keyboard: Any = None
        self.last_stop: Stop | None = None
        self._halting = False
        # what follows a request's response (a run starts, an event goes out)
        self._after_response: Callable[[], None] | None = None

    # -- plumbing ------------------------------------------------------------------------
    def output(self, category: str, text: str) -> None:
        self.channel.event("output", {"category": category, "output": text})

    def _id(self) -> int:
        self._ids += 1
        return self._ids

    def dispatch(self, request: dict[str, Any]) -> None:
        command = str(request.get("command", ""))
        handler = self.HANDLERS.get(command)
        if handler is None:
            self.channel.respond(request, error=f"rarslite dap does not support {command!r}")
            return
        try:
            body = handler(self, request.get("arguments") or {})
        except RequestError as e:
            self.channel.respond(request, error=str(e))
            return
        except KeyError as e:  # a missing argument or an unknown name
            self.channel.respond(request, error=f"{command}: no {e.args[0] if e.args else e}")
            return
        except (EvalError, ValueError) as e:
            self.channel.respond(request, error=str(e))
            return
        except Exception as e:  # noqa: BLE001 - a bug must not end the session
            detail = traceback.format_exception_only(type(e), e)[-1].strip()
            self.channel.respond(request, error=f"internal error: {detail}")
            return
        if body is not _LATER:
            self.channel.respond(request, body)
        follow = self._after_response
        if follow is not None:
            self._after_response = None
            try:
                follow()
            except RequestError as e:  # a run that could not start after all
                self.output("console", f"rarslite: {e}\n")

    def _need_target(self) -> DebugTarget:
        if self.target is None:
            raise RequestError("no program is loaded (launch first)")
        return self.target

    def _need_stopped(self) -> DebugTarget:
        target = self._need_target()
        if self.running:
            raise RequestError("the program is running: pause it first")
        return target

    # -- start ---------------------------------------------------------------------------
    def initialize(self, args: dict[str, Any]) -> dict[str, Any]:
        self.client_lines_start_at1 = args.get("linesStartAt1", True)
        return CAPABILITIES

    def launch(self, args: dict[str, Any]) -> dict[str, Any]:
        self.args = dict(args)
        self._load()
        self._after_response = lambda: self.channel.event("initialized")
        return {}

    def _load(self) -> None:
        target = DebugTarget(self, self.args)
        old = self.target
        if old is not None:
            old.console.close()
        self.target = target
        connect = device_names(self.args.get("devices"))
        if "timer" in connect and "timer" in target.front.lacks:
            self.output("console", f"rarslite: {target.front.lacks['timer']}\n")
        if self.args.get("devices") and self.devices_factory is not None:
            if self.devices_window is None:
                self.devices_window = self.devices_factory(self)
            self.devices_window.attach(target, connect)
        elif "keyboard" in connect or self.args.get("keyboard"):
            if self.args.get("devices"):
                self.output("console", "rarslite: no devices window (start the adapter with "
                            "`rarslite dap --devices`, with Qt and a display); the Keyboard "
                            "and Display MMIO is connected without one (:keys, :screen)\n")
            self._headless_keyboard(target)
        self._apply_breakpoints()
        name = os.path.basename(target.files[0])
        self.output("console", f"rarslite: {name} as {target.isa.simulator}'s "
                    f"{'MIPS' if target.isa.name == 'mips' else 'RISC-V'}\n")

    def _headless_keyboard(self, target: DebugTarget) -> None:
        """The Keyboard and Display MMIO without a window (``:keys``, ``:screen``)."""
        from rarslite.devices.keyboard_display import KeyboardDisplay

        kd = KeyboardDisplay(target.machine.config, on_message=lambda t: self.output(
            "console", f"rarslite: {t}\n"))  # fmt: skip
        target.machine.connect(kd)
        kd.connect()
        self.headless_keyboard = kd

    def keyboard(self) -> Any:
        target = self.target
        if target is None:
            return None
        for device in target.machine.devices:
            if hasattr(device, "type_key") and hasattr(device, "key_unread"):
                return device
        return None

    def configurationDone(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        self.configured = True
        target = self._need_target()
        if self.args.get("stopOnEntry"):
            self._after_response = lambda: self._stopped(Stop("entry"))
        else:
            self._after_response = lambda: self._go(target.runner.run)
        return {}

    def restart(self, args: dict[str, Any]) -> dict[str, Any]:
        self._halt()
        if isinstance(args.get("arguments"), dict):
            self.args = dict(args["arguments"])
        self.finished = self.stopped_at_end = False
        self._load()
        self.configurationDone({})
        return {}

    def _halt(self) -> None:
        """Stop a run in progress and wait for its thread."""
        target = self.target
        if target is None:
            return
        self._halting = True  # its stop is not told: the session restarts or ends
        try:
            if self.running:
                target.runner.pause.set()
                target.sim.pause()
                target.console.close()
            worker = self.worker
            if worker is not None and worker is not threading.current_thread():
                worker.join(timeout=10)
        finally:
            self._halting = False

    def disconnect(self, args: dict[str, Any]) -> dict[str, Any]:
        self._halt()
        if self.devices_window is not None:
            self.devices_window.close()
            self.devices_window = None
        self._after_response = self.done.set
        return {}

    def terminate(self, args: dict[str, Any]) -> dict[str, Any]:
        self._halt()
        self._after_response = self._terminated
        return {}

    def _terminated(self) -> None:
        if not self.finished:
            self.finished = True
            self.channel.event("terminated")

    # -- breakpoints ---------------------------------------------------------------------
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
        target = self._need_stopped()
        watches, answers = [], []
        for b in args.get("breakpoints") or []:
            try:
                addr = int(str(b.get("dataId")), 0) & ~3
                spec = spec_of(b, self._id(), "data breakpoint")
            except ValueError as e:
                answers.append({"verified": False, "message": str(e)})
                continue
            watches.append((addr, str(b.get("accessType") or "write"), spec))
            answers.append({"id": spec.id, "verified": True})
        target.runner.set_watches(watches)
        self.data_bps = list(args.get("breakpoints") or [])
        return {"breakpoints": answers}

    # -- running -------------------------------------------------------------------------
    def _go(self, run: Callable[[], Stop], backwards: bool = False) -> None:
        """Start ``run`` on the worker thread; its Stop becomes the stopped event. A
        program that has ended (stopOnExit, a runtime error) only goes backwards; any
        other run ends the session."""
        target = self._check_can_run()
        sim = target.sim
        if (self.stopped_at_end or (sim.done and sim.reason == "error")) and not backwards:
            self._ended(Stop("end", end=sim.reason or "exit"), final=True)
            return
        self.stopped_at_end = False
        target.runner.pause.clear()
        m = target.machine
        if m.stop_request == "paused":
            m.stop_request = None  # a stale pause
        self.running = True
        window = self.devices_window
        if window is not None:
            window.running(True)

        def work() -> None:
            try:
                stop = run()
            except Exception as e:  # noqa: BLE001 - shown to the user, the session goes on
                detail = "".join(traceback.format_exception(e))
                stop = Stop("exception", f"internal error: {e}", detail)
            target.console.flush()
            self.running = False
            if window is not None:
                window.running(False)
            if self.target is target and not self._halting:
                self._stopped(stop)

        self.worker = threading.Thread(target=work, name="rarslite-dap-run", daemon=True)
        self.worker.start()

    def _stopped(self, stop: Stop) -> None:
        target = self._need_target()
        if stop.reason == "end":
            self._ended(stop)
            return
        if stop.reason in ("breakpoint", "function breakpoint", "data breakpoint", "pause",
                           "exception", "instruction breakpoint"):
            target.runner.reconcile()
        if stop.reason == "exception" and stop.text:
            self.output("stderr", stop.text.rstrip("\n") + "\n")
        body: dict[str, Any] = {"reason": stop.reason, "threadId": THREAD,
                                "allThreadsStopped": True}  # fmt: skip
        if stop.description:
            body["description"] = stop.description
            body["text"] = stop.text or stop.description
        if stop.hit_ids:
            body["hitBreakpointIds"] = stop.hit_ids
        self.last_stop = stop
        self.channel.event("stopped", body)

    def _ended(self, stop: Stop, final: bool = False) -> None:
        """The program ended: with stopOnExit a stop there (unless ``final``), else the
        exit code and the end of the session."""
        target = self._need_target()
        sim = target.sim
        reason = stop.end
        code = sim.exit_code if reason in ("exit", "exit2") else 0
        if reason == "error":
            code = EXIT_RUNTIME_ERROR
        words = {"exit": f"exited with code {code}", "exit2": f"exited with code {code}",
                 "dropped": "dropped off the bottom (no exit call)",
                 "stopped": f"stopped: {getattr(target.machine, 'stop_message', '') or ''}",
                 "error": f"ended with a runtime error (exit code {code})"}
        said = words.get(reason, reason)
        if self.args.get("stopOnExit") and not self.stopped_at_end and not final:
            self.stopped_at_end = True
            self.output("console", f"rarslite: the program {said}; step back to look at how "
                        "it got there, continue to end the session\n")  # fmt: skip
            self.channel.event("stopped", {"reason": "exit", "threadId": THREAD,
                                           "description": f"program {said}",
                                           "allThreadsStopped": True})  # fmt: skip
            return
        self.output("console", f"rarslite: the program {said}\n")
        target.console.close()
        self.channel.event("exited", {"exitCode": code & 0xFF if code >= 0 else code})
        self._terminated()

    def continue_(self, args: dict[str, Any]) -> dict[str, Any]:
        target = self._check_can_run()
        self._after_response = lambda: self._go(target.runner.run)
        return {"allThreadsContinued": True}

    def _check_can_run(self) -> DebugTarget:
        target = self._need_target()
        if self.running:
            raise RequestError("the program is already running")
        if self.finished:
            raise RequestError("the program has ended")
        return target

    def _step(self, fn: Callable[[bool], Stop], args: dict[str, Any],
              backwards: bool = False) -> dict[str, Any]:  # fmt: skip
        self._check_can_run()
        instruction = args.get("granularity") == "instruction"
        self._after_response = lambda: self._go(lambda: fn(instruction), backwards)
        return {}

    def next(self, args: dict[str, Any]) -> dict[str, Any]:
        return self._step(self._need_target().runner.step_over, args)

    def stepIn(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        return self._step(self._need_target().runner.step_in, args)

    def stepOut(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        return self._step(lambda _i: self._need_target().runner.step_out(), args)

    def stepBack(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        return self._step(self._need_target().runner.step_back, args, backwards=True)

    def reverseContinue(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        runner = self._check_can_run().runner
        self._after_response = lambda: self._go(runner.reverse_continue, backwards=True)
        return {}

    def pause(self, args: dict[str, Any]) -> dict[str, Any]:
        target = self._need_target()
        if self.running:
            target.runner.pause.set()
            target.sim.pause()
            if target.console.waiting:
                self.output("console", "rarslite: the program waits for console input; it "
                            "pauses once it has its line\n")  # fmt: skip
        return {}

    def between(self) -> None:
        """Between run slices and steps (worker thread): output, and the next typed key
        once the program has read the last one."""
        target = self.target
        if target is None:
            return
        target.console.flush()
        if self.keys:
            kd = self.keyboard()
            if kd is not None and not kd.key_unread and not target.machine.posts:
                kd.type_key(self.keys.popleft())

    # -- state ---------------------------------------------------------------------------
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
            from rarslite.devices.headless import screen_text

            return screen_text(kd.grid) or "(the screen is empty)"
        if word == "input":
            self._need_target().console.feed(rest)
            return ""
        if word == "help":
            return REPL_HELP
        raise RequestError(f"unknown command :{word} (:help lists them)")

    HANDLERS: dict[str, Callable[[Session, dict[str, Any]], Any]] = {}


_LATER = object()
Session.HANDLERS = {
    name: getattr(Session, name) for name in (
        "initialize", "launch", "configurationDone", "restart", "disconnect", "terminate",
        "setBreakpoints", "setFunctionBreakpoints", "setInstructionBreakpoints",
        "dataBreakpointInfo", "setDataBreakpoints", "next", "stepIn", "stepOut", "stepBack",
        "reverseContinue", "pause", "threads", "stackTrace", "scopes", "variables",
        "setVariable", "exceptionInfo", "readMemory", "writeMemory", "disassemble",
        "evaluate")}  # fmt: skip
Session.HANDLERS["continue"] = Session.continue_
Session.HANDLERS["attach"] = lambda self, args: (_ for _ in ()).throw(
    RequestError("rarslite dap launches programs; it does not attach"))
