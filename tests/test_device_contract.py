"""Every headless device module `rarslite run` lists keeps the contract of docs/ARCHITECTURE.md
("Device options"), the same for both ISAs."""

from __future__ import annotations

import argparse
import importlib
import inspect
import io

import pytest

from rarslite.commands import run


@pytest.mark.parametrize("name", run.DEVICE_MODULES)
def test_device_module_offers_the_contract(name):
    module = importlib.import_module(name)
    parser = argparse.ArgumentParser()
    module.add_arguments(parser)  # its options, declared once for both ISAs
    params = inspect.signature(module.attach).parameters
    assert list(params)[:2] == ["machine", "args"], name
    for keyword in ("stdout", "stderr"):
        assert params[keyword].kind is inspect.Parameter.KEYWORD_ONLY, (name, keyword)


@pytest.mark.parametrize("isa", ["rv32", "mips"])
def test_no_device_asked_for_means_no_device_connected(tmp_path, isa):
    from rarslite.isa.base import isa_by_name

    src = tmp_path / "p.s"
    src.write_text(".text\nnop\n")  # the same source for both ISAs
    args = run.build_parser().parse_args([str(src), "--isa", isa])
    front = isa_by_name(isa).part("front")
    program = front.load_program([str(src)], args, front.memory_config(args.mc))
    headless = front.start(program, args, [], io.BytesIO(), io.BytesIO())
    try:
        for name in run.DEVICE_MODULES:
            session = importlib.import_module(name).attach(
                headless.machine, args, stdout=io.StringIO(), stderr=io.StringIO())
            assert session.on_waiting() is False
            session.finish()
        assert headless.machine.devices == []
    finally:
        headless.close()
