"""The import graph follows docs/ARCHITECTURE.md's layers and has no circles.

The graph is built from the source with `ast`: every ``import`` and ``from ... import``
statement counts, at module level, inside functions and under ``if TYPE_CHECKING:`` alike
(``from package import name`` is an edge to the submodule when ``name`` is one, else to the
package). Lazy wiring by name (`Isa.part`, `run.DEVICE_MODULES`, the CLI's dispatch) is not
an import and is not counted.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "rarslite"

# Bottom to top; a module belongs to the layer of its longest matching name prefix. A module
# may import from its own layer or any layer below, never from one above.
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("foundation", ("rarslite", "rarslite.bits", "rarslite.memory_map", "rarslite.arg_types",
                    "rarslite.sound", "rarslite.games", "rarslite.examples")),
    ("isa", ("rarslite.isa",)),
    # what an assembled or loaded program is, and the messages that come with it
    ("program", ("rarslite.program", "rarslite.isa.mips.program", "rarslite.asm.errors")),
    ("asm", ("rarslite.asm", "rarslite.elf")),
    ("machine", ("rarslite.machine",)),
    ("devices", ("rarslite.devices", "rarslite.analysis")),  # analysis: the analysis tools' models
    # the Help reference: rows from the ISA tables, the syscall tables and the devices
    ("reference", ("rarslite.reference",)),
    # the Debug Adapter Protocol server (no Qt: its devices window is wired in by commands)
    ("dap", ("rarslite.dap",)),
    ("gui", ("rarslite.gui",)),
    ("commands", ("rarslite.commands", "rarslite.cli", "rarslite.__main__")),
]  # fmt: skip

# devices see a machine only through its interface (machine/interface.py), never its classes
ONLY_FROM = {("rarslite.devices", "rarslite.machine"): ("rarslite.machine.interface",)}


def _modules() -> dict[str, Path]:
    modules = {}
    for path in ROOT.rglob("*.py"):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def _resolve(name: str, modules: dict[str, Path]) -> str | None:
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


@functools.cache
def import_graph() -> dict[str, dict[str, int]]:
    """module -> {imported rarslite module: line of the first such import}."""
    modules = _modules()
    graph: dict[str, dict[str, int]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges: dict[str, int] = {}
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(up + ([node.module] if node.module else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                           for a in node.names]  # fmt: skip
            else:
                continue
            for target in targets:
                if target == "rarslite" or target.startswith("rarslite."):
                    found = _resolve(target, modules)
                    if found and found != name:
                        edges.setdefault(found, node.lineno)
        graph[name] = edges
    return graph


def layer_of(module: str) -> int:
    best, level = -1, -1
    for i, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, level = len(prefix), i
    return level


def circles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(graph[root]))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(graph[child])))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_every_module_has_a_layer():
    unplaced = [m for m in import_graph() if layer_of(m) < 0]
    assert not unplaced, f"modules in no layer of tests/test_layers.py's LAYERS: {unplaced}"


def test_no_import_goes_up_a_layer():
    graph = import_graph()
    wrong = []
    for module, edges in sorted(graph.items()):
        mine = layer_of(module)
        for target, line in sorted(edges.items()):
            theirs = layer_of(target)
            if theirs > mine:
                wrong.append(f"  {module} ({LAYERS[mine][0]}) imports {target} "
                             f"({LAYERS[theirs][0]}, a higher layer) at line {line}")  # fmt: skip
            for (source_pkg, target_pkg), allowed in ONLY_FROM.items():
                if (module.startswith(source_pkg + ".") and target.startswith(target_pkg + ".")
                        and not target.startswith(allowed)):  # fmt: skip
                    wrong.append(f"  {module} imports {target} at line {line}: {source_pkg} "
                                 f"may import from {target_pkg} only {', '.join(allowed)}")
    order = " < ".join(name for name, _ in LAYERS)
    assert not wrong, f"imports against the layers ({order}; docs/ARCHITECTURE.md):\n" + \
        "\n".join(wrong)  # fmt: skip


def test_no_import_circles():
    graph = import_graph()
    found = circles(graph)
    text = []
    for component in found:
        inside = set(component)
        text.append("  " + " <-> ".join(component))
        for module in component:
            for target, line in sorted(graph[module].items()):
                if target in inside:
                    text.append(f"      {module} line {line} imports {target}")
    assert not found, "import circles (module-level and function-level imports count; put "\
        "the shared types in a module below both):\n" + "\n".join(text)  # fmt: skip


def test_the_checker_sees_circles_and_upward_imports():
    graph = {"a": {"b": 1}, "b": {"c": 2}, "c": {"a": 3}, "d": {"a": 4}}
    assert circles(graph) == [["a", "b", "c"]]
    assert layer_of("rarslite.machine.core") < layer_of("rarslite.devices.base")
    assert layer_of("rarslite.reference.riscv") > layer_of("rarslite.devices.base")
    assert layer_of("rarslite.commands.run") > layer_of("rarslite.gui.app")
    edges = import_graph()["rarslite.commands.run"]
    assert "rarslite.commands.grading" in edges  # module level
    assert "rarslite.asm.errors" in edges  # inside a function
