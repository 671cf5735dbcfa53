"""One debug session: DAP requests for one program, answered on the thread that reads
them (`dispatch`) while runs go on a worker thread (`stepping.Runner`): launch, restart and
the end here, breakpoints in `breakpoint_requests`, the stopped program's state in
`inspection`."""

from __future__ import annotations

import os
import threading
import traceback
from collections import deque
from collections.abc import Callable
from typing import Any

from rarslite.analysis.conventions_findings import Finding, summary_head
from rarslite.dap.breakpoint_requests import BreakpointRequests
from rarslite.dap.expressions import EvalError
from rarslite.dap.inspection import THREAD, InspectionRequests
from rarslite.dap.protocol import Channel
from rarslite.dap.stepping import Stop
from rarslite.dap.target import DebugTarget, RequestError, device_names

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
class Session(BreakpointRequests, InspectionRequests):
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
        self.finished = False  # the program ended (exited and terminated went out)
        self.stopped_at_end = False  # stopOnExit: stopped with the program ended
        self.done = threading.Event()  # disconnect: the server may leave
        self.keys: deque[int] = deque()
        self._ids = 0
        self.source_bps: dict[str, list[dict[str, Any]]] = {}  # path -> as the client set
        self.function_bps: list[dict[str, Any]] = []
        self.instruction_bps: list[dict[str, Any]] = []
        self.data_bps: list[dict[str, Any]] = []
        self.last_stop: Stop | None = None
        self._halting = False
        # what follows a request's response (a run starts, an event goes out)
        self._after_response: Callable[[], None] | None = None

    # -- plumbing ------------------------------------------------------------------------
    def output(self, category: str, text: str) -> None:
        self.channel.event("output", {"category": category, "output": text})

    def finding(self, f: Finding) -> None:
        """A calling-convention finding (the launch's ``conventions``), as it happens: a
        Debug Console line that links to its source line."""
        body: dict[str, Any] = {"category": "console",
                                "output": f"rarslite: calling conventions: {f.text()}\n"}
        if f.file:
            body.update(source={"name": os.path.basename(f.file), "path": f.file}, line=f.line)
        self.channel.event("output", body)

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
        self.channel.respond(request, body)
        follow = self._after_response
        if follow is not None:
            self._after_response = None
            try:
                follow()
            except RequestError as e:  # a run that could not start after all
                self.output("console", f"rarslite: {e}\n")

    # request name -> handler (filled in below the class)
    HANDLERS: dict[str, Callable[[Session, dict[str, Any]], Any]] = {}

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
        return CAPABILITIES

    def launch(self, args: dict[str, Any]) -> dict[str, Any]:
        self.args = dict(args)
        self._load()
        self._after_response = lambda: self.channel.event("initialized")
        return {}

    def _load(self) -> None:
        connect = device_names(self.args.get("devices"))
        target = DebugTarget(self, self.args)
        old = self.target
        if old is not None:
            old.console.close()
        self.target = target
        if "timer" in connect and "timer" in target.front.lacks:
            self.output("console", f"rarslite: {target.front.lacks['timer']}\n")
        if self.args.get("devices") and self.devices_factory is not None:
            if self.devices_window is None:
                self.devices_window = self.devices_factory(self)
            self.devices_window.attach(target, connect)
            target.runner.pace = self.devices_window.pace
        elif "keyboard" in connect or self.args.get("keyboard"):
            if self.args.get("devices"):
                self.output("console", "rarslite: no devices window (start the adapter with "
                            "`rarslite dap --devices`, with Qt and a display); the Keyboard "
                            "and Display MMIO is connected without one (:keys, :screen)\n")
            self._headless_keyboard(target)
        self._apply_breakpoints()
        self._apply_watches()
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

    def keyboard(self) -> Any:
        target = self.target
        if target is None:
            return None
        for device in target.machine.devices:
            if hasattr(device, "type_key") and hasattr(device, "key_unread"):
                return device
        return None

    def configurationDone(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
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

    def setExceptionBreakpoints(self, args: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
        return {"breakpoints": []}  # runtime errors always stop; there are no filters

    def attach(self, args: dict[str, Any]) -> dict[str, Any]:
        raise RequestError("rarslite dap launches programs; it does not attach")

    def terminate(self, args: dict[str, Any]) -> dict[str, Any]:
        self._halt()
        self._after_response = self._terminated
        return {}

    def _terminated(self) -> None:
        if not self.finished:
            self.finished = True
            self.channel.event("terminated")

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
        if target.checker is not None:  # (findings of calls still open at the end first)
            target.checker.finish()
            self.output("console", f"rarslite: {summary_head(target.checker.findings)}\n")
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


Session.HANDLERS = {
    name: getattr(Session, name) for name in (
        "initialize", "launch", "attach", "configurationDone", "restart", "disconnect",
        "terminate", "setBreakpoints", "setFunctionBreakpoints", "setInstructionBreakpoints",
        "dataBreakpointInfo", "setDataBreakpoints", "setExceptionBreakpoints", "next",
        "stepIn", "stepOut", "stepBack", "reverseContinue", "pause", "threads", "stackTrace",
        "scopes", "variables", "setVariable", "exceptionInfo", "readMemory", "writeMemory",
        "disassemble", "evaluate")}  # fmt: skip
Session.HANDLERS["continue"] = Session.continue_
