"""`rarslite dap`: whole debug sessions driven by a DAP client (tests/dap_client.py) on
both ISAs, and the protocol's edges. No timing: every wait is for a message."""

from __future__ import annotations

import base64
import io
import socket
import threading
from pathlib import Path

import pytest
from dap_client import DapClient

from rarslite.dap.breakpoints import hit_rule
from rarslite.dap.protocol import ProtocolError, encode, read_message
from rarslite.dap.server import serve_port

DATA = Path(__file__).parent / "data" / "dap"
DATA_REF = 1000
ISAS = {  # main file, included file, registers: key, result, temporary
    "rv32": ("game.s", "moves.s", "a0", "a0", "t3"),
    "mips": ("game.asm", "moves.asm", "$a0", "$v0", "$t3"),
}


def value(text: str) -> int:
    """The number in an evaluate result ("0x00000006 (6)" or "6 (0x00000006)")."""
    return int(text.split()[0], 0)


@pytest.fixture
def client():
    c = DapClient.in_process()
    yield c
    c.close()


@pytest.mark.parametrize("isa", ISAS)
def test_game_session(client, isa):
    """Launch, breakpoints in an included file, step in/out, step over a call, step back
    and reverse continue across moves with keys typed, a watchpoint, set a register, exit."""
    main, inc, key, result, temp = ISAS[isa]
    game, moves = str(DATA / main), str(DATA / inc)
    c = client
    c.request("initialize", {"adapterID": "rarslite"})
    c.request("launch", {"program": game, "keyboard": True})
    c.event("initialized")
    [jal] = c.set_breakpoints(game, [17])
    [store] = c.set_breakpoints(moves, [12])  # the label line "store:" -> its sw
    assert jal["verified"] and store["verified"] and store["line"] == 13
    c.request("configurationDone")

    c.evaluate(":keys d", "repl")
    assert c.stopped("breakpoint")["hitBreakpointIds"] == [jal["id"]]
    assert c.top() == (main, 17) and len(c.frames()) == 1
    c.request("stepIn", {"threadId": 1})
    c.stopped("step")
    assert c.top() == (inc, 3)
    assert [f["name"] for f in c.frames()] == ["move", "main"]
    assert c.frames()[1]["line"] == 17
    c.request("continue", {"threadId": 1})
    assert c.stopped("breakpoint")["hitBreakpointIds"] == [store["id"]]
    assert c.top() == (inc, 13)
    assert value(c.evaluate(temp)) == 6 and value(c.evaluate("*pos")) == 5
    c.request("stepOut", {"threadId": 1})
    c.stopped("step")
    assert c.top() == (main, 18) and len(c.frames()) == 1
    assert value(c.evaluate(result)) == 6

    c.set_breakpoints(moves, [])
    c.evaluate(":keys d", "repl")
    c.request("continue", {"threadId": 1})
    c.stopped("breakpoint")
    assert c.top() == (main, 17) and value(c.evaluate(key)) == ord("d")
    assert len(c.frames()) == 1  # ra from the first move is no caller of main
    c.request("next", {"threadId": 1})  # over the call
    c.stopped("step")
    assert c.top() == (main, 18) and value(c.evaluate(result)) == 7
    assert "pos=6\n" in c.output()

    c.request("stepBack", {"threadId": 1})  # back over the call
    c.stopped("step")
    assert c.top() == (main, 17) and value(c.evaluate("*pos")) == 6
    c.request("reverseContinue", {"threadId": 1})  # back across the first move's key
    c.stopped("breakpoint")
    assert c.top() == (main, 17) and value(c.evaluate("*pos")) == 5

    info = c.request("dataBreakpointInfo", {"name": "pos",
                                            "variablesReference": DATA_REF})["body"]
    assert info["dataId"] == c.evaluate("pos").split()[0]
    [watch] = c.request("setDataBreakpoints", {"breakpoints": [
        {"dataId": info["dataId"], "accessType": "write"}]})["body"]["breakpoints"]
    c.set_breakpoints(game, [])
    c.request("continue", {"threadId": 1})
    assert c.stopped("data breakpoint")["hitBreakpointIds"] == [watch["id"]]
    assert c.top() == (inc, 14) and value(c.evaluate("*pos")) == 6
    assert [(f["name"], f["line"]) for f in c.frames()] == [("move", 14), ("main", 17)]

    answer = c.request("setVariable", {"variablesReference": 1, "name": temp,
                                       "value": "41"})["body"]  # fmt: skip
    assert value(answer["value"]) == 41 and value(c.evaluate(temp)) == 41
    c.request("setDataBreakpoints", {"breakpoints": []})
    c.evaluate(":keys q", "repl")
    c.request("continue", {"threadId": 1})
    assert c.event("exited")["body"]["exitCode"] == 6
    c.event("terminated")
    assert "pos=41\n" in c.output()


CONDITIONS = """\
        .text
main:   li   t0, 0
loop:   addi t0, t0, 1
        jal  tick
        li   t1, 10
        blt  t0, t1, loop
        li   a7, 10
        ecall
tick:   ret
"""


def test_conditions_hit_counts_function_breakpoints_and_log_points(client, tmp_path):
    prog = tmp_path / "count.s"
    prog.write_text(CONDITIONS)
    c = client
    c.request("initialize", {})
    c.request("launch", {"program": str(prog)})
    c.event("initialized")
    [cond, log] = c.set_breakpoints(prog, [{"line": 3, "condition": "t0 == 3"},
                                           {"line": 5, "logMessage": "t0={t0}"}])
    [tick] = c.request("setFunctionBreakpoints", {"breakpoints": [
        {"name": "tick", "hitCondition": "%3"}]})["body"]["breakpoints"]
    bad = c.request("setFunctionBreakpoints", {"breakpoints": [
        {"name": "tick", "hitCondition": "%3"}, {"name": "nowhere"},
        {"name": "main", "hitCondition": "x"}]})["body"]["breakpoints"]
    assert bad[0]["verified"] and not bad[1]["verified"] and "nowhere" in bad[1]["message"]
    assert not bad[2]["verified"] and "hit condition" in bad[2]["message"]
    c.request("configurationDone")
    stops = []
    for _ in range(3):
        body = c.stopped()
        stops.append((body["reason"], value(c.evaluate("t0"))))
        c.request("continue", {"threadId": 1})
    assert stops == [("function breakpoint", 3), ("breakpoint", 3), ("function breakpoint", 6)]
    c.stopped("function breakpoint")  # hit 9
    c.set_breakpoints(prog, [])
    c.request("setFunctionBreakpoints", {"breakpoints": []})
    c.request("continue", {"threadId": 1})
    assert c.event("exited")["body"]["exitCode"] == 0
    logged = [line for line in c.output().splitlines() if line.startswith("t0=")]
    assert logged == [f"t0={n}" for n in range(1, 9)]  # the log point left at t0 = 9


INPUT_THEN_FAULT = """\
        .text
main:   li   a7, 5          # read an int
        ecall
        add  a0, a0, a0
        li   a7, 1
        ecall
        lw   t0, 0(zero)    # a load from address 0
        li   a7, 10
        ecall
"""


def test_console_input_and_a_runtime_error(client, tmp_path):
    prog = tmp_path / "fault.s"
    prog.write_text(INPUT_THEN_FAULT)
    c = client
    c.start({"program": str(prog)})
    while "reads the console" not in c.event("output")["body"]["output"]:
        pass
    assert c.evaluate("21", "repl") == ""  # the line the program reads
    stop = c.stopped("exception")
    assert "load" in stop["description"].lower() or "address" in stop["description"].lower()
    assert c.top() == ("fault.s", 7)
    assert "42" in c.output()
    info = c.request("exceptionInfo", {"threadId": 1})["body"]
    assert info["description"] == stop["description"]
    c.request("stepBack", {"threadId": 1})
    c.stopped("step")
    assert c.top() == ("fault.s", 7) and value(c.evaluate("a0")) == 42  # before the load
    c.request("continue", {"threadId": 1})
    c.stopped("exception")  # the same error again
    c.request("continue", {"threadId": 1})  # and on from an error: the end
    assert c.event("exited")["body"]["exitCode"] == 3
    c.event("terminated")


def test_pause_stop_on_exit_and_step_back_from_the_end(client):
    game = str(DATA / "game.s")
    c = client
    c.start({"program": game, "keyboard": True, "stopOnExit": True})
    c.request("pause", {"threadId": 1})  # the game polls for a key
    c.stopped("pause")
    assert c.top()[0] == "game.s" and 9 <= c.top()[1] <= 13  # wherever it waits
    c.evaluate(":keys q", "repl")
    c.request("continue", {"threadId": 1})
    end = c.stopped("exit")
    assert "exited with code 5" in end["description"]
    c.request("stepBack", {"threadId": 1})
    c.stopped("step")
    assert c.top() == ("game.s", 32)  # the exit ecall, not yet run
    c.request("continue", {"threadId": 1})
    c.stopped("exit")  # run again to the end
    c.request("continue", {"threadId": 1})
    assert c.event("exited")["body"]["exitCode"] == 5


def test_mips_stdin_file_and_delayed_branching(client, tmp_path):
    prog = tmp_path / "delay.asm"
    prog.write_text("""\
        .text
main:   jal  f
        nop
        li   $v0, 5          # read an int from the stdin file
        syscall
        move $a0, $v0
        li   $v0, 17
        syscall
f:      li   $t0, 7
        jr   $ra
        nop
""")
    (tmp_path / "in.txt").write_text("12\n")
    c = client
    c.start({"program": str(prog), "isa": "mips", "delayedBranching": True,
             "stdin": "in.txt", "cwd": str(tmp_path), "stopOnEntry": True})
    c.stopped("entry")
    assert c.top() == ("delay.asm", 2)
    c.request("next", {"threadId": 1})  # over the call and its delay slot
    c.stopped("step")
    assert c.top() == ("delay.asm", 4) and value(c.evaluate("$t0")) == 7
    c.request("stepBack", {"threadId": 1})
    c.stopped("step")
    assert c.top() == ("delay.asm", 2)
    c.request("stepIn", {"threadId": 1})
    c.stopped("step")
    assert c.top() == ("delay.asm", 3)  # the delay slot runs before the jump lands
    c.request("stepIn", {"threadId": 1})
    c.stopped("step")
    assert c.top() == ("delay.asm", 9) and len(c.frames()) == 2
    c.request("stepOut", {"threadId": 1})
    c.stopped("step")
    assert c.top() == ("delay.asm", 4) and len(c.frames()) == 1
    c.request("continue", {"threadId": 1})
    assert c.event("exited")["body"]["exitCode"] == 12


def test_memory_disassembly_scopes_and_evaluate(client):
    game = str(DATA / "game.s")
    c = client
    c.start({"program": game, "keyboard": True, "stopOnEntry": True})
    c.stopped("entry")
    scopes = [s["name"] for s in c.request("scopes", {"frameId": 1})["body"]["scopes"]]
    assert scopes == ["Integer registers", "FP registers", "CSRs", "Data segment"]
    csrs = c.request("variables", {"variablesReference": 3})["body"]["variables"]
    assert [v["name"] for v in csrs][:3] == ["ustatus", "fflags", "frm"]
    fp = c.request("setVariable", {"variablesReference": 2, "name": "fa0", "value": "1.5"})
    assert "1.5" in fp["body"]["value"]
    mem = c.request("readMemory", {"memoryReference": "pos", "count": 8})["body"]
    assert base64.b64decode(mem["data"]) == (5).to_bytes(4, "little") + b"pos="
    c.request("writeMemory", {"memoryReference": "0x10010000",
                              "data": base64.b64encode(b"\x09\0\0\0").decode()})
    assert value(c.evaluate("*pos")) == 9
    assert c.evaluate("pos = 3", "repl").startswith("0x00000003")
    assert value(c.evaluate("*pos + 1")) == 4
    assert c.evaluate("main").endswith("(code)")
    assert c.request("evaluate", {"expression": "nolabel", "context": "hover"},
                     ok=False)["message"] == "no register or label named 'nolabel'"
    dis = c.request("disassemble", {"memoryReference": "0x00400000",
                                    "instructionCount": 4})["body"]["instructions"]
    # li s0, 0xffff0000 is two basic instructions: lui and addi, one source line
    assert dis[0]["instruction"].startswith("lui") and dis[0]["line"] == 9
    assert dis[1]["instruction"].startswith("addi") and "line" not in dis[1]
    assert dis[0]["symbol"] == "main" and dis[2]["symbol"] == "loop"
    assert c.evaluate(":screen", "repl") == "(the screen is empty)"
    assert "unknown command" in c.request("evaluate", {"expression": ":nope",
                                                       "context": "repl"}, ok=False)["message"]


def test_restart_keeps_breakpoints_and_watches(client):
    game = str(DATA / "game.s")
    c = client
    c.start({"program": game, "keyboard": True}, {game: [17]})
    c.evaluate(":keys d", "repl")
    c.stopped("breakpoint")
    bad, good = c.request("setDataBreakpoints", {"breakpoints": [
        {"dataId": "pos"}, {"dataId": "0x10010004"}]})["body"]["breakpoints"]
    assert not bad["verified"] and good["verified"]  # a dataId is an address
    [watch] = c.request("setDataBreakpoints", {"breakpoints": [
        {"dataId": "0x10010000", "accessType": "write"}]})["body"]["breakpoints"]
    c.request("restart", {})
    c.evaluate(":keys a", "repl")
    c.stopped("breakpoint")
    assert c.top() == ("game.s", 17) and value(c.evaluate("a0")) == ord("a")
    assert value(c.evaluate("*pos")) == 5
    c.request("continue", {"threadId": 1})
    assert c.stopped("data breakpoint")["hitBreakpointIds"] == [watch["id"]]
    assert value(c.evaluate("*pos")) == 4


def test_launch_errors(client, tmp_path):
    c = client
    c.request("initialize", {})
    game = str(DATA / "game.s")
    for launch, words in [({"program": game, "devices": ["joystick"]}, "unknown joystick"),
                          ({"program": game, "isa": "z80"}, "isa 'z80'"),
                          ({"program": game, "delayedBranching": True}, "MIPS programs only"),
                          ({"program": game, "memoryConfiguration": "Big"}, "Default"),
                          ({"program": game, "conventions": ["loose"]}, "unknown loose"),
                          ({"program": game, "conventions": 1}, "unknown 1"),
                          ({"program": game, "devices": 2}, "unknown 2"),
                          ({"program": str(tmp_path / "none.s")}, "cannot read"),
                          ({}, "needs \"program\"")]:
        answer = c.request("launch", launch, ok=False)
        assert not answer["success"] and words in answer["message"], answer["message"]


def test_the_command_line_server(tmp_path):
    """`rarslite dap` on stdin/stdout: assembly errors reach the client as file:line."""
    bad = tmp_path / "bad.s"
    bad.write_text("main: addi t0, t0\n")
    c = DapClient.subprocess()
    c.request("initialize", {})
    answer = c.request("launch", {"program": str(bad)}, ok=False)
    assert not answer["success"] and "does not assemble" in answer["message"]
    assert f"{bad}:1:" in c.output()
    c.close()
    assert c.process.returncode == 0


def test_port():
    ports: list[int] = []
    ready = threading.Event()
    thread = threading.Thread(target=serve_port, args=(0,), kwargs={
        "ready": lambda p: (ports.append(p), ready.set()), "once": True}, daemon=True)
    thread.start()
    assert ready.wait(60)
    with socket.create_connection(("127.0.0.1", ports[0])) as s:
        c = DapClient(s.makefile("rb"), s.makefile("wb"))
        assert c.request("initialize", {})["body"]["supportsStepBack"]
        c.request("disconnect", {})
    thread.join(60)
    assert not thread.is_alive()


def test_framing_errors_and_hit_conditions():
    msg = encode({"seq": 1, "type": "request", "command": "x"})
    assert read_message(io.BytesIO(msg)) == {"seq": 1, "type": "request", "command": "x"}
    assert read_message(io.BytesIO(b"")) is None
    with pytest.raises(ProtocolError, match="Content-Length"):
        read_message(io.BytesIO(b"Content-Length: x\r\n\r\n"))
    with pytest.raises(ProtocolError, match="not JSON"):
        read_message(io.BytesIO(b"Content-Length: 3\r\n\r\n{x}"))
    assert hit_rule("3") == (">=", 3) and hit_rule(" % 2") == ("%", 2)
    with pytest.raises(ValueError, match="hit condition"):
        hit_rule("often")


def test_rv64_registers_are_64_bits(client, tmp_path):
    prog = tmp_path / "wide.s"
    prog.write_text("main:   li   t0, 0x123456789\n        addi t0, t0, -1\n"
                    "        li   a7, 10\n        ecall\n")
    c = client
    c.start({"program": str(prog), "rv64": True, "stopOnEntry": True})
    c.stopped("entry")
    c.request("next", {"threadId": 1})  # li's whole 64-bit expansion is one step
    c.stopped("step")
    assert c.top() == ("wide.s", 2)
    assert c.evaluate("t0") == "0x0000000123456789 (4886718345)"
    c.request("setVariable", {"variablesReference": 1, "name": "t1", "value": "-2"})
    regs = {v["name"]: v["value"] for v in c.request(
        "variables", {"variablesReference": 1})["body"]["variables"]}
    assert regs["t1"] == "0xfffffffffffffffe (-2)"


@pytest.mark.parametrize("isa, text", [
    ("rv32", "main: li a7, 93\n      ecall\n"),                  # exit with a0 = argc
    ("mips", "main: li $v0, 17\n      syscall\n"),                # exit with $a0 = argc
])
def test_program_arguments(client, tmp_path, isa, text):
    prog = tmp_path / ("args.asm" if isa == "mips" else "args.s")
    prog.write_text(text)
    client.start({"program": str(prog), "isa": isa, "args": ["one", "two", "three"]})
    assert client.event("exited")["body"]["exitCode"] == 3


def test_console_lines_limits_and_raw_reads():
    from rarslite.dap.console import DapConsole

    sent: list[tuple[str, str]] = []
    con = DapConsole(lambda cat, text: sent.append((cat, text)))
    con.feed("abc")
    assert con.read_line(1) == b"a" and con.read_line() == b"bc"  # read char, then the rest
    con.feed("xy")
    assert con.read_raw(2) == b"xy" and con.read_raw(5) == b"\n"
    con.write("é".encode()[:1])
    con.flush()
    con.write("é".encode()[1:] + b"!\n")
    con.flush()
    assert [t for c, t in sent if c == "stdout"] == ["é!\n"]  # a character split across writes
    con.close()
    assert con.read_line() is None and con.read_raw(3) == b""
    from_file = DapConsole(lambda cat, text: None, stdin=b"1\r\n2")
    assert [from_file.read_line(), from_file.read_line(), from_file.read_line()] == [
        b"1", b"2", None]


FACTORIAL = """\
        .text
main:   li   a0, 4
        jal  fact
        li   a7, 93
        ecall
fact:   addi sp, sp, -8
        sw   ra, 4(sp)
        sw   a0, 0(sp)
        li   t0, 1
        bgt  a0, t0, more
        li   a0, 1          # the base case
        addi sp, sp, 8
        ret
more:   addi a0, a0, -1
        jal  fact
        lw   t1, 0(sp)
        mul  a0, a0, t1
        lw   ra, 4(sp)
        addi sp, sp, 8
        ret
"""


def test_recursion_call_stack_from_a_breakpoint(client, tmp_path):
    """After a run to a breakpoint, callers come from ra and the stack's saved ra words;
    step out returns to the right one of the recursive calls."""
    prog = tmp_path / "fact.s"
    prog.write_text(FACTORIAL)
    c = client
    c.start({"program": str(prog)}, {str(prog): [11]})
    c.stopped("breakpoint")
    assert [(f["name"], f["line"]) for f in c.frames()] == [
        ("fact", 11), ("fact", 15), ("fact", 15), ("fact", 15), ("main", 3)]
    c.request("stepOut", {"threadId": 1})
    c.stopped("step")
    assert c.top() == ("fact.s", 16) and value(c.evaluate("a0")) == 1
    assert len(c.frames()) == 4
    c.request("next", {"threadId": 1})
    c.request("stepOut", {"threadId": 1})  # ... out of the call with a0 = 2
    c.stopped("step")
    c.stopped("step")
    assert c.top() == ("fact.s", 16) and value(c.evaluate("a0")) == 2
    assert len(c.frames()) == 3
    c.set_breakpoints(prog, [17])  # after the recursive call returned: ra is stale
    c.request("continue", {"threadId": 1})
    c.stopped("breakpoint")
    assert [(f["name"], f["line"]) for f in c.frames()] == [
        ("fact", 17), ("fact", 15), ("main", 3)]
    c.set_breakpoints(prog, [])
    c.request("continue", {"threadId": 1})
    assert c.event("exited")["body"]["exitCode"] == 24


NESTED = """\
        .text
main:   jal  outer
        li   a7, 10
        ecall
outer:  addi sp, sp, -4
        sw   ra, 0(sp)
        jal  inner
        addi a0, a0, 1      # back from inner: ra still points here
        lw   ra, 0(sp)
        addi sp, sp, 4
        ret
inner:  li   a0, 41
        ret
"""


@pytest.mark.parametrize("line, frames", [
    (8, [("outer", 8), ("main", 2)]),  # ra is stale: outer's caller is on the stack
    (12, [("inner", 12), ("outer", 7), ("main", 2)]),  # ra, then the stack
])
def test_call_stack_after_a_run(client, tmp_path, line, frames):
    prog = tmp_path / "nested.s"
    prog.write_text(NESTED)
    client.start({"program": str(prog)}, {str(prog): [line]})
    client.stopped("breakpoint")
    assert [(f["name"], f["line"]) for f in client.frames()] == frames


def test_recursion_stack_at_a_fresh_stop(client, tmp_path):
    prog = tmp_path / "fact.s"
    prog.write_text(FACTORIAL)
    client.start({"program": str(prog)}, {str(prog): [17]})  # fact(2), after fact(1)
    client.stopped("breakpoint")
    assert [(f["name"], f["line"]) for f in client.frames()] == [
        ("fact", 17), ("fact", 15), ("fact", 15), ("main", 3)]


CONVENTIONS = Path(__file__).parent / "data" / "conventions"


@pytest.mark.parametrize("name, launch, lines", [
    ("bad/kinds.s", True, [16, 20, 28]),
    ("bad/mips_sp_and_s0.asm", True, None),
    ("save_all/shapes.s", True, [64, 107]),
    ("save_all/shapes.s", ["save-all"], None),
    ("good/recursive.s", ["strict", "save-all"], [])])
def test_convention_findings_in_the_debug_console(client, capsys, name, launch, lines):
    """``conventions``: each finding as it happens, an output event linked to its source
    line, as `rarslite run --cc` with the same options reports them (``lines``: their lines;
    None: some); the count at the end."""
    from rarslite.cli import main as cli_main

    path = CONVENTIONS / name
    flags = ["--cc"] + ([] if launch is True else [f"--cc-{o}" for o in launch])
    cli_main(["run", *flags, str(path)])
    want = [line.strip() for line in capsys.readouterr().err.splitlines()
            if line.startswith("  ")]  # (the findings, after the summary line)
    c = client
    c.start({"program": str(path), "conventions": launch})
    c.event("exited")
    found = [m["body"] for m in c.messages if m.get("event") == "output"
             and m["body"]["output"].startswith("rarslite: calling conventions: ")]
    assert [b["output"].removeprefix("rarslite: calling conventions: ").strip()
            for b in found] == want
    assert all(b["source"]["path"] == str(path) for b in found)
    if lines is None:
        assert want
    else:
        assert [b["line"] for b in found] == lines
    summary = f"rarslite: Calling conventions: {len(want) or 'no'} finding"
    assert summary in c.output()


def test_convention_findings_once_across_step_back(client):
    """Stepping back and running the calls again reports nothing twice (a finding is once
    per function, register and kind; Backstep restarts the check where it went back to)."""
    path = CONVENTIONS / "bad" / "kinds.s"
    c = client
    c.start({"program": str(path), "conventions": True, "stopOnExit": True})
    c.stopped("exit")
    for _ in range(12):
        c.request("stepBack", {"threadId": 1})
        c.stopped("step")
    c.request("continue", {"threadId": 1})
    c.stopped("exit")
    c.request("continue", {"threadId": 1})
    c.event("exited")
    found = [m["body"]["line"] for m in c.messages if m.get("event") == "output"
             and m["body"]["output"].startswith("rarslite: calling conventions: ")]
    assert found == [16, 20, 28]
    assert "rarslite: Calling conventions: 3 findings" in c.output()
