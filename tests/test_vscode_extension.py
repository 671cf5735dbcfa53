"""The VS Code extension (editors/vscode): its package.json contributions agree with the
debug adapter and the files, its grammars compile, match the ISA tables and are up to date,
and its problem matchers read `rarslite asm`'s errors and the convention checker's findings."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from rarslite.cli import main as cli_main

ROOT = Path(__file__).resolve().parents[1]
EXT = ROOT / "editors" / "vscode"
PACKAGE = json.loads((EXT / "package.json").read_text(encoding="utf-8"))
CONTRIB = PACKAGE["contributes"]


def _generator():
    spec = importlib.util.spec_from_file_location("vscode_grammar",
                                                  ROOT / "scripts" / "vscode" / "grammar.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def grammar(language: str) -> dict:
    [entry] = [g for g in CONTRIB["grammars"] if g["language"] == language]
    return json.loads((EXT / entry["path"]).read_text(encoding="utf-8"))


def test_languages_grammars_and_breakpoints_agree():
    languages = {lang["id"] for lang in CONTRIB["languages"]}
    assert languages == {"riscv-rars", "mips-mars"}
    assert {g["language"] for g in CONTRIB["grammars"]} == languages
    assert {b["language"] for b in CONTRIB["breakpoints"]} == languages
    for g in CONTRIB["grammars"]:
        assert grammar(g["language"])["scopeName"] == g["scopeName"]
    for lang in CONTRIB["languages"]:
        assert (EXT / lang["configuration"]).is_file()
    assert (EXT / PACKAGE["main"]).is_file()


def test_debugger_launch_options_are_the_ones_the_adapter_reads():
    [debugger] = CONTRIB["debuggers"]
    assert debugger["type"] == "rarslite"
    properties = set(debugger["configurationAttributes"]["launch"]["properties"])
    source = "".join((ROOT / "rarslite" / "dap" / name).read_text(encoding="utf-8")
                     for name in ("target.py", "session.py"))  # where launch arguments are read
    read = set(re.findall(r"args\.get\(\"(\w+)\"", source)) | set(
        re.findall(r"args\[\"(\w+)\"\]", source))
    request_args = {"linesStartAt1", "name", "value", "variablesReference", "expression",
                    "context", "granularity", "breakpoints", "lines", "source", "dataId",
                    "accessType", "memoryReference", "offset", "count", "data",
                    "instructionOffset", "instructionCount", "instructionReference",
                    "startFrame", "levels", "arguments", "hitCondition", "condition",
                    "logMessage"}  # other requests' arguments
    assert properties == read - request_args
    from rarslite.dap.target import DEVICE_NAMES

    launch = debugger["configurationAttributes"]["launch"]["properties"]
    assert tuple(launch["devices"]["items"]["enum"]) == DEVICE_NAMES
    snippets = {s["body"].get("isa") for s in debugger["configurationSnippets"]}
    assert {"rv32", "mips"} <= snippets
    for s in debugger["configurationSnippets"]:
        assert set(s["body"]) - {"type", "request", "name"} <= properties


def test_commands_are_declared_and_registered():
    script = (EXT / "extension.js").read_text(encoding="utf-8")
    registered = set(re.findall(r'registerCommand\("([\w.]+)"', script))
    assert registered == {c["command"] for c in CONTRIB["commands"]}
    assert "registerDebugAdapterDescriptorFactory(\"rarslite\"" in script


def test_problem_matcher_reads_rarslite_asm_errors(tmp_path, capsys):
    bad = tmp_path / "bad.s"
    bad.write_text("main: addi t0, t0\n  foo x1\n")
    assert cli_main(["asm", str(bad)]) == 2
    [matcher] = [m for m in CONTRIB["problemMatchers"] if m["name"] == "rarslite-asm"]
    pattern = matcher["pattern"]
    found = [m for line in capsys.readouterr().err.splitlines()
             if (m := re.match(pattern["regexp"], line))]
    assert [(m.group(pattern["file"]), m.group(pattern["line"]), m.group(pattern["column"]),
             m.group(pattern["severity"])) for m in found] == [
        (str(bad), "1", "7", "error"), (str(bad), "2", "3", "error")]
    assert "not a recognized operator" in found[1].group(pattern["message"])


def test_grammars_are_generated_from_the_tables():
    assert _generator().main(["--check"]) == 0, "run scripts/vscode/grammar.py"


def _patterns(node):
    if isinstance(node, dict):
        for key in ("match", "begin", "end"):
            if key in node:
                yield node[key]
        for value in node.values():
            yield from _patterns(value)
    elif isinstance(node, list):
        for value in node:
            yield from _patterns(value)


@pytest.mark.parametrize("language", ["riscv-rars", "mips-mars"])
def test_grammar_regexes_compile(language):
    patterns = list(_patterns(grammar(language)))
    assert len(patterns) >= 10
    for p in patterns:
        re.compile(p)


def _scopes(language: str, line: str) -> list[tuple[str, str]]:
    """(text, scope) of what the grammar's match rules find in ``line``, TextMate's way:
    at each position the first rule (in pattern order) that matches earliest wins."""
    g = grammar(language)
    rules = [g["repository"][p["include"][1:]] for p in g["patterns"]]
    out, pos = [], 0
    while pos < len(line):
        best = None
        for rule in rules:
            m = re.compile(rule.get("match") or rule["begin"]).search(line, pos)
            if m and m.end() > m.start() and (best is None or m.start() < best[0].start()):
                best = (m, rule)
        if best is None:
            break
        m, rule = best
        if "captures" in rule:
            out += [(m.group(int(k)), v["name"]) for k, v in rule["captures"].items()
                    if m.group(int(k))]
        else:
            out.append((m.group(), rule["name"]))
        pos = m.end()
    return out


def test_grammar_highlights_statements():
    assert _scopes("riscv-rars", "loop: fadd.s fa0, fa1, ft2  # sum") == [
        ("loop", "entity.name.function.label"), ("fadd.s", "keyword.other.instruction"),
        ("fa0", "variable.language.register"), ("fa1", "variable.language.register"),
        ("ft2", "variable.language.register"), ("# sum", "comment.line.number-sign")]
    assert _scopes("riscv-rars", "  li a7, 0x10  # the ustatus csr")[:3] == [
        ("li", "support.function.pseudo-instruction"), ("a7", "variable.language.register"),
        ("0x10", "constant.numeric")]
    assert _scopes("riscv-rars", "  csrrw t0, ustatus, zero")[2] == (
        "ustatus", "variable.language.csr")
    assert _scopes("riscv-rars", '  .asciz "hi"') == [
        (".asciz", "keyword.control.directive"), ('"hi"', "string.quoted.double")]
    assert _scopes("mips-mars", "main: la $a0, msg")[:3] == [
        ("main", "entity.name.function.label"), ("la", "support.function.pseudo-instruction"),
        ("$a0", "variable.language.register")]
    assert _scopes("mips-mars", "  syscall") == [("syscall", "keyword.other.instruction")]


def _matched(name: str, text: str) -> list[re.Match]:
    [matcher] = [m for m in CONTRIB["problemMatchers"] if m["name"] == name]
    return [m for line in text.splitlines() if (m := re.match(matcher["pattern"]["regexp"], line))]


def test_convention_matcher_reads_the_checkers_findings(capsys):
    """Check Calling Conventions runs `rarslite run --cc FILE`: each finding the checker
    prints after the run is a warning at its file and line, and nothing else of the run's
    output is (the program's output, the summary line)."""
    [matcher] = [m for m in CONTRIB["problemMatchers"] if m["name"] == "rarslite-cc"]
    assert matcher["severity"] == "warning"
    bad = ROOT / "tests" / "data" / "conventions" / "bad" / "kinds.s"
    assert cli_main(["run", "--cc", str(bad)]) == 0
    out = capsys.readouterr()
    found = _matched("rarslite-cc", out.out + out.err)
    pattern = matcher["pattern"]
    assert [(m.group(pattern["file"]), m.group(pattern["line"])) for m in found] == [
        (str(bad), "16"), (str(bad), "20"), (str(bad), "28")]
    assert "returns to 0x0040000c" in found[0].group(pattern["message"])


def test_convention_task_shows_assembly_errors_and_no_echoed_source(tmp_path, capsys):
    """On a file that does not assemble, the task's errors are $rarslite-asm's; the source
    lines `rarslite run` echoes under them are not taken for findings."""
    bad = tmp_path / "bad.s"
    bad.write_text("msg: addi t0, t0\n  foo x1:2: y\n")
    assert cli_main(["run", "--cc", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "    msg: addi t0, t0" in err  # (echoed, indented)
    assert [m.group(2) for m in _matched("rarslite-asm", err)] == ["1", "2"]
    assert _matched("rarslite-cc", err) == []


def test_convention_settings_are_the_commands_options():
    script = (EXT / "extension.js").read_text(encoding="utf-8")
    settings = CONTRIB["configuration"]["properties"]
    for key, flag in (("conventions.strict", "--cc-strict"), ("conventions.saveAll",
                                                              "--cc-save-all")):
        assert f"rarslite.{key}" in settings and f'config.get("{key}"' in script
        assert f'"{flag}"' in script
    assert '"run", "--cc"' in script and '"$rarslite-cc"' in script
