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


def _pairs() -> list[tuple[str, str]]:
    """ld/sd (integer register pairs) and the unaligned ulw/usw."""
    rows = []
    for op, b in (("ld", "lw"), ("sd", "sw")):
        rows += [
            (
                f"{op} $t1,-100($t2)",
                f"{b} %1,lo(v2)(%4);lui $1,ahi(v2+4);addu $1,$1,%4;{b} %1+,lo(v2+4)($1)",
            ),
            (
                f"{op} $t1,100000",
                f"lui $1,ahi(v2);{b} %1,lo(v2)($1);lui $1,ahi(v2+4);{b} %1+,lo(v2+4)($1)",
            ),
            (
                f"{op} $t1,label",
                f"lui $1,ahi(a2);{b} %1,lo(a2)($1);lui $1,ahi(a2+4);{b} %1+,lo(a2+4)($1)",
            ),
            (f"{op} $t1,($t2)", f"{b} %1,0(%3);{b} %1+,4(%3)"),
        ]
    for op, hi_op, lo_op in (("ulw", "lwl", "lwr"), ("usw", "swl", "swr")):
        rows += [
            (
                f"{op} $t1,-100($t2)",
                f"lui $1,ahi(v2+3);addu $1,$1,%4;{hi_op} %1,lo(v2+3)($1);{lo_op} %1,lo(v2)(%4)",
            ),
            (
                f"{op} $t1,label",
                f"lui $1,ahi(a2+3);{hi_op} %1,lo(a2+3)($1);lui $1,ahi(a2);{lo_op} %1,lo(a2)($1)",
            ),
            (f"{op} $t1,($t2)", f"{hi_op} %1,3(%3);{lo_op} %1,0(%3)"),
        ]
    return rows


PSEUDO_ROWS: tuple[tuple[str, str], ...] = tuple(
    _arith() + _sets() + _branches() + _muldiv() + _li_la() + _memory() + _pairs()
)
PSEUDO_MNEMONICS: frozenset[str] = frozenset(row[0].split()[0] for row in PSEUDO_ROWS)
