"""MARS 4.5's pseudo-instructions as a table: source form -> expansion (mars-reference §4).

Each row is ``(example, expansion)``. The example's operands are classified like source
operands (``$t1`` an integer register, ``$f2`` an FP register, ``10`` a 5-bit value, ``-100``
a signed 16-bit value, ``100`` an unsigned 16-bit value, ``100000`` any 32-bit value,
``label`` a label), so it doubles as the operand template; rows of one mnemonic are tried in
order after its basic forms, and the first that fits wins (MARS's choice).

``expansion``: basic instructions separated by ``;``; after ``|`` the form used by the
compact memory configurations. Operand notation (token positions count the mnemonic as 0 and
parentheses and ``+`` as tokens, so that ``lw $t1,label+100000($t2)`` has its base at 6):

* ``%n`` the register at token n, ``%n+`` the register after it (pairs);
* ``lo(E)`` the low 16 bits of E sign-extended, ``ulo(E)`` zero-extended, ``hi(E)`` the high
  16 bits, ``ahi(E)`` the high 16 bits adjusted for a sign-extended low half;
  E is ``vn`` (integer at token n), ``an`` (address of the label at token n) or ``p`` (label
  at token 2 plus the integer at token 4), optionally ``+k``;
* ``L`` the branch label (last token); ``s32(n)`` 32 minus the integer at token n;
* ``!`` MARS's own row is broken here: assembling it reports MARS's internal error;
* ``br(a,b)`` a constant branch offset: a words, or b with delayed branching;
  ``dbnop`` a ``nop`` present only with delayed branching.
"""

from __future__ import annotations

_MEM_INT = (
    "lw",
    "sw",
    "lh",
    "sh",
    "lb",
    "sb",
    "lhu",
    "lbu",
    "lwl",
    "swl",
    "lwr",
    "swr",
    "ll",
    "sc",
)
_MEM_FP = (
    ("lwc1", "lwc1"),
    ("ldc1", "ldc1"),
    ("swc1", "swc1"),
    ("sdc1", "sdc1"),
    ("l.s", "lwc1"),
    ("s.s", "swc1"),
    ("l.d", "ldc1"),
    ("s.d", "sdc1"),
)

_LUI32 = "lui $1,hi(v{n});ori $1,$1,ulo(v{n})"


def _imm32(n: int) -> str:
    return _LUI32.format(n=n)


def _arith() -> list[tuple[str, str]]:
    rows = [("not $t1,$t2", "nor %1,%2,$0"), ("add $t1,$t2,-100", "addi %1,%2,lo(v3)")]
    for op, basic in (("add", "add"), ("addu", "addu"), ("addi", "add"), ("addiu", "addu")):
        rows.append((f"{op} $t1,$t2,100000", f"{_imm32(3)};{basic} %1,%2,$1"))
    rows += [
        ("sub $t1,$t2,-100", "addi $1,$0,lo(v3);sub %1,%2,$1"),
        ("sub $t1,$t2,100000", f"{_imm32(3)};sub %1,%2,$1"),
        ("subu $t1,$t2,100000", f"{_imm32(3)};subu %1,%2,$1"),
        ("subi $t1,$t2,-100", "addi $1,$0,lo(v3);sub %1,%2,$1"),
        ("subi $t1,$t2,100000", f"{_imm32(3)};sub %1,%2,$1"),
        ("subiu $t1,$t2,100000", f"{_imm32(3)};subu %1,%2,$1"),
    ]
    logic = (("and", "andi"), ("or", "ori"), ("xor", "xori"))
    rows += [(f"{i} $t1,$t2,100000", f"{_imm32(3)};{r} %1,%2,$1") for r, i in logic]
    rows += [(f"{r} $t1,$t2,100", f"{i} %1,%2,ulo(v3)") for r, i in logic]
    rows += [(f"{r} $t1,100", f"{i} %1,%1,ulo(v2)") for r, i in logic]
    rows += [(f"{i} $t1,100", f"{i} %1,%1,ulo(v2)") for r, i in logic]
    rows += [(f"{i} $t1,100000", f"{_imm32(2)};{r} %1,%1,$1") for r, i in logic]
    return rows


def _sets() -> list[tuple[str, str]]:
    tails = {
        "seq": "subu %1,%2,{b};ori $1,$0,1;sltu %1,%1,$1",
        "sne": "subu %1,%2,{b};sltu %1,$0,%1",
        "sge": "slt %1,%2,{b};ori $1,$0,1;subu %1,$1,%1",
        "sgeu": "sltu %1,%2,{b};ori $1,$0,1;subu %1,$1,%1",
        "sgt": "slt %1,{b},%2",
        "sgtu": "sltu %1,{b},%2",
        "sle": "slt %1,{b},%2;ori $1,$0,1;subu %1,$1,%1",
        "sleu": "sltu %1,{b},%2;ori $1,$0,1;subu %1,$1,%1",
    }
    rows = []
    for op, tail in tails.items():
        rows += [
            (f"{op} $t1,$t2,$t3", tail.format(b="%3")),
            (f"{op} $t1,$t2,-100", "addi $1,$0,lo(v3);" + tail.format(b="$1")),
            (f"{op} $t1,$t2,100000", _imm32(3) + ";" + tail.format(b="$1")),
        ]
    return rows


def _branches() -> list[tuple[str, str]]:
    rows = [
        ("move $t1,$t2", "addu %1,$0,%2"),
        ("abs $t1,$t2", "sra $1,%2,31;xor %1,$1,%2;subu %1,%1,$1"),
        ("neg $t1,$t2", "sub %1,$0,%2"),
        ("negu $t1,$t2", "subu %1,$0,%2"),
        ("b label", "bgez $0,L"),
        ("beqz $t1,label", "beq %1,$0,L"),
        ("bnez $t1,label", "bne %1,$0,L"),
    ]
    for op in ("beq", "bne"):
        rows += [
            (f"{op} $t1,-100,label", f"addi $1,$0,lo(v2);{op} $1,%1,L"),
            (f"{op} $t1,100000,label", f"{_imm32(2)};{op} $1,%1,L"),
        ]
    # (register form, 16-bit form, 32-bit form) for each compare-and-branch
    shapes = {
        "bge": (
            "slt $1,%1,%2;beq $1,$0,L",
            "slti $1,%1,lo(v2);beq $1,$0,L",
            "slt $1,%1,$1;beq $1,$0,L",
        ),
        "bgeu": (
            "sltu $1,%1,%2;beq $1,$0,L",
            "sltiu $1,%1,lo(v2);beq $1,$0,L",
            "sltu $1,%1,$1;beq $1,$0,L",
        ),
        "bgt": (
            "slt $1,%2,%1;bne $1,$0,L",
            "addi $1,$0,lo(v2);slt $1,$1,%1;bne $1,$0,L",
            "+1 slt $1,%1,$1;beq $1,$0,L",
        ),
        "bgtu": (
            "sltu $1,%2,%1;bne $1,$0,L",
            "addi $1,$0,lo(v2);sltu $1,$1,%1;bne $1,$0,L",
            "sltu $1,$1,%1;bne $1,$0,L",
        ),
        "ble": (
            "slt $1,%2,%1;beq $1,$0,L",
            "addi $1,%1,-1;slti $1,$1,lo(v2);bne $1,$0,L",
            "+1 slt $1,%1,$1;bne $1,$0,L",
        ),
        "bleu": (
            "sltu $1,%2,%1;beq $1,$0,L",
            "addi $1,$0,lo(v2);sltu $1,$1,%1;beq $1,$0,L",
            "sltu $1,$1,%1;beq $1,$0,L",
        ),
        "blt": (
            "slt $1,%1,%2;bne $1,$0,L",
            "slti $1,%1,lo(v2);bne $1,$0,L",
            "slt $1,%1,$1;bne $1,$0,L",
        ),
        "bltu": (
            "sltu $1,%1,%2;bne $1,$0,L",
            "sltiu $1,%1,lo(v2);bne $1,$0,L",
            "sltu $1,%1,$1;bne $1,$0,L",
        ),
    }
    for op, (reg, i16, i32) in shapes.items():
        if i32.startswith("+1 "):  # MARS loads imm+1 and compares the other way
            load = "lui $1,hi(v2+1);ori $1,$1,ulo(v2+1)"
            i32 = i32[3:]
        else:
            load = _imm32(2)
        rows += [
            (f"{op} $t1,$t2,label", reg),
            (f"{op} $t1,-100,label", i16),
            (f"{op} $t1,100000,label", f"{load};{i32}"),
        ]
    return rows


def _muldiv() -> list[tuple[str, str]]:
    rows = [
        ("rol $t1,$t2,$t3", "subu $1,$0,%3;srlv $1,%2,$1;sllv %1,%2,%3;or %1,%1,$1"),
        ("rol $t1,$t2,10", "srl $1,%2,s32(3);sll %1,%2,v3;or %1,%1,$1"),
        ("ror $t1,$t2,$t3", "subu $1,$0,%3;sllv $1,%2,$1;srlv %1,%2,%3;or %1,%1,$1"),
        ("ror $t1,$t2,10", "sll $1,%2,s32(3);srl %1,%2,v3;or %1,%1,$1"),
        ("mfc1.d $t1,$f2", "mfc1 %1,%2;mfc1 %1+,%2+"),
        ("mtc1.d $t1,$f2", "mtc1 %1,%2;mtc1 %1+,%2+"),
        ("mul $t1,$t2,-100", "addi $1,$0,lo(v3);mul %1,%2,$1"),
        ("mul $t1,$t2,100000", f"{_imm32(3)};mul %1,%2,$1"),
    ]
    bodies = {
        "mulu": "multu %2,{b};mflo %1",
        "mulo": "mult %2,{b};mfhi $1;mflo %1;sra %1,%1,31;beq $1,%1,br(1,2);dbnop;break;mflo %1",
        "mulou": "multu %2,{b};mfhi $1;beq $1,$0,br(1,2);dbnop;break;mflo %1",
    }
    for op, body in bodies.items():
        rows += [
            (f"{op} $t1,$t2,$t3", body.format(b="%3")),
            (f"{op} $t1,$t2,-100", "addi $1,$0,lo(v3);" + body.format(b="$1")),
            (f"{op} $t1,$t2,100000", f"{_imm32(3)};" + body.format(b="$1")),
        ]
    for op, basic, mv in (
        ("div", "div", "mflo"),
        ("divu", "divu", "mflo"),
        ("rem", "div", "mfhi"),
        ("remu", "divu", "mfhi"),
    ):
        rows += [
            (f"{op} $t1,$t2,$t3", f"bne %3,$0,br(1,2);dbnop;break;{basic} %2,%3;{mv} %1"),
            (f"{op} $t1,$t2,-100", f"addi $1,$0,lo(v3);{basic} %2,$1;{mv} %1"),
            (f"{op} $t1,$t2,100000", f"{_imm32(3)};{basic} %2,$1;{mv} %1"),
        ]
    return rows


def _li_la() -> list[tuple[str, str]]:
    return [
        ("li $t1,-100", "addiu %1,$0,lo(v2)"),
        ("li $t1,100", "ori %1,$0,ulo(v2)"),
        ("li $t1,100000", "lui $1,hi(v2);ori %1,$1,ulo(v2)"),
        ("la $t1,($t2)", "addi %1,%3,0"),
        ("la $t1,-100", "addiu %1,$0,lo(v2)"),
        ("la $t1,100", "ori %1,$0,ulo(v2)"),
        ("la $t1,100000", "lui $1,hi(v2);ori %1,$1,ulo(v2)"),
        ("la $t1,100($t2)", "ori $1,$0,ulo(v2);add %1,%4,$1"),
        ("la $t1,100000($t2)", "lui $1,hi(v2);ori $1,$1,ulo(v2);add %1,%4,$1"),
        ("la $t1,label", "lui $1,hi(a2);ori %1,$1,ulo(a2)|addi %1,$0,lo(a2)"),
        ("la $t1,label($t2)", "lui $1,hi(a2);ori $1,$1,ulo(a2);add %1,%4,$1|addi %1,%4,lo(a2)"),
        ("la $t1,label+100000", "lui $1,hi(p);ori %1,$1,ulo(p)"),
        ("la $t1,label+100000($t2)", "lui $1,hi(p);ori $1,$1,ulo(p);add %1,%6,$1"),
    ]


def _memory() -> list[tuple[str, str]]:
    rows = []
    forms = [
        ("$t1,($t2)", "{b} %1,0(%3)"),
        ("$t1,-100", "{b} %1,lo(v2)($0)"),
        ("$t1,100", "ori $1,$0,ulo(v2);{b} %1,0($1)"),
        ("$t1,100000", "lui $1,ahi(v2);{b} %1,lo(v2)($1)"),
        ("$t1,100($t2)", "ori $1,$0,ulo(v2);addu $1,$1,%4;{b} %1,0($1)"),
        ("$t1,100000($t2)", "lui $1,ahi(v2);addu $1,$1,%4;{b} %1,lo(v2)($1)"),
        ("$t1,label", "lui $1,ahi(a2);{b} %1,lo(a2)($1)|{b} %1,lo(a2)($0)"),
        ("$t1,label($t2)", "lui $1,ahi(a2);addu $1,$1,%4;{b} %1,lo(a2)($1)|{b} %1,lo(a2)(%4)"),
        ("$t1,label+100000", "lui $1,ahi(p);{b} %1,lo(p)($1)"),
        ("$t1,label+100000($t2)", "lui $1,ahi(p);addu $1,$1,%6;{b} %1,lo(p)($1)"),
    ]
    for op in _MEM_INT:
        for operands, body in forms:
            if op == "swr" and operands == "$t1,100":
                body = "ori $1,$0,ulo(v2);!"  # MARS's row lacks ($1): an internal error
            rows.append((f"{op} {operands}", body.format(b=op)))
    for op, basic in _MEM_FP:
        reg = "$f2" if basic in ("ldc1", "sdc1") else "$f1"
        for operands, body in forms:
            if operands in ("$t1,100", "$t1,100($t2)"):
                continue  # MARS has no unsigned-16 forms for the FP loads/stores
            rows.append((f"{op} {reg}{operands[3:]}", body.format(b=basic)))
    return rows


_SWAP_HI = "sll $1,%1,24;srl %1,%1,8;or %1,%1,$1"
_SWAP_BACK = "srl $1,%1,24;sll %1,%1,8;or %1,%1,$1"
_JOIN = "sll %1,%1,8;or %1,%1,$1"
#: memory accesses of the unaligned and register-pair pseudo-ops: (op, register, byte offset)
#: or a plain instruction between them
_MULTI: dict[str, list] = {
    "ulw": [("lwl", "%1", 3), ("lwr", "%1", 0)],
    "ulh": [("lb", "%1", 1), ("lbu", "$1", 0), _JOIN],
    "ulhu": [("lbu", "%1", 1), ("lbu", "$1", 0), _JOIN],
    "ld": [("lw", "%1", 0), ("lw", "%1+", 4)],
    "usw": [("swl", "%1", 3), ("swr", "%1", 0)],
    "ush": [("sb", "%1", 0), _SWAP_HI, ("sb", "%1", 1), _SWAP_BACK],
    "sd": [("sw", "%1", 0), ("sw", "%1+", 4)],
}
# operand forms: (source operands, value expression, base register token or None)
_FORMS = [("100000", "v2", None), ("label", "a2", None), ("label+100000", "p", None),
          ("($t2)", None, "%3"), ("100000($t2)", "v2", "%4"), ("label($t2)", "a2", "%4"),
          ("label+100000($t2)", "p", "%6")]  # fmt: skip


def _plus(expr: str, k: int) -> str:
    return f"{expr}+{k}" if k else expr


def _multi(op: str, operands: str, expr: str | None, base: str | None, direct0: bool) -> str:
    parts = []
    for item in _MULTI[op]:
        if isinstance(item, str):
            parts.append(item)
            continue
        basic, reg, k = item
        if expr is None:  # ($t2): plain offsets from the base register
            parts.append(f"{basic} {reg},{k}({base})")
        elif direct0 and k == 0:  # -100($t2): the unadjusted access needs no $at
            parts.append(f"{basic} {reg},lo({expr})({base})")
        else:
            parts.append(f"lui $1,ahi({_plus(expr, k)})")
            if base:
                parts.append(f"addu $1,$1,{base}")
            parts.append(f"{basic} {reg},lo({_plus(expr, k)})($1)")
    return ";".join(parts)


def _pairs() -> list[tuple[str, str]]:
    """ulw/ulh/ulhu/usw/ush (unaligned) and ld/sd (integer register pairs)."""
    rows = [(f"{op} $t1,-100($t2)", _multi(op, "-100($t2)", "v2", "%4", True)) for op in _MULTI]
    for op in _MULTI:
        rows += [
            (f"{op} $t1,{src}", _multi(op, src, expr, base, False)) for src, expr, base in _FORMS
        ]
    return rows


PSEUDO_ROWS: tuple[tuple[str, str], ...] = tuple(
    _arith() + _sets() + _branches() + _muldiv() + _li_la() + _memory() + _pairs()
)
PSEUDO_MNEMONICS: frozenset[str] = frozenset(row[0].split()[0] for row in PSEUDO_ROWS)
