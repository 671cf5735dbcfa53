"""The Floating Point Representation tool of RARS 1.6 / MARS 4.5: one 32-bit IEEE 754 value
seen as hexadecimal, as its sign, exponent and fraction bits, as a decimal, and as the tool's
expansion ``-1^s * 2^(e-127) * 1.f``. Any view can be edited; pressing Enter recomputes the
others, as the tool does:

* hexadecimal: up to 8 digits, zeros added on the left (an empty field is 0);
* binary: each of the three fields zero-filled on the left to 1, 8 and 23 bits;
* decimal: Java's ``Float.parseFloat`` (None, "not a valid floating point number", when Java
  throws), the bits are ``Float.floatToIntBits`` (every NaN is 0x7fc00000) and the field then
  shows ``Float.toString`` of the value.

The decimal shown for given bits is always Java's ``Float.toString`` (NaN, Infinity,
-Infinity, 1.4E-45, ...). The expansion's exponent is the biased exponent minus 127 even for a
denormal (-127), whose significand has no hidden bit.
"""

from __future__ import annotations

from dataclasses import dataclass

from rarslite.isa.riscv.registers import FP_ABI
from rarslite.machine.javanum import float_to_string
from rarslite.machine.javaparse import parse_java_float

HEX_DIGITS, SIGN_BITS, EXPONENT_BITS, FRACTION_BITS = 8, 1, 8, 23
EXPONENT_BIAS = 127
DEFAULT_INSTRUCTIONS = "Modify any value then press the Enter key to update all values."
NORMALIZED = "significand ('hidden bit' underlined)"
DENORMALIZED = "significand (denormalized - no 'hidden bit')"
HEX_CHARS = frozenset("0123456789abcdefABCDEF")
BINARY_CHARS = frozenset("01")
DECIMAL_CHARS = frozenset("0123456789-+.eE")
# what each field accepts, and the tool's message for any other character
FIELD_RULES = {
    "hex": (HEX_CHARS, "Only digits and A-F (or a-f) are accepted in hexadecimal field."),
    "binary": (BINARY_CHARS, "Only 0 and 1 are accepted in binary field."),
    "decimal": (DECIMAL_CHARS,
                "Only digits, period, signs and E (or e) are accepted in decimal field."),
}  # fmt: skip


@dataclass(frozen=True)
class FloatFields:
    """Every view of one 32-bit value, as the tool shows them."""

    bits: int

    @property
    def hex(self) -> str:
        return f"{self.bits:08X}"

    @property
    def binary(self) -> str:
        return f"{self.bits:032b}"

    @property
    def sign(self) -> str:
        return self.binary[0]

    @property
    def exponent(self) -> str:
        return self.binary[1:9]

    @property
    def fraction(self) -> str:
        return self.binary[9:]

    @property
    def decimal(self) -> str:
        return float_to_string(self.bits)

    @property
    def denormalized(self) -> bool:
        """A zero biased exponent: no hidden bit (zero and the denormals)."""
        return (self.bits >> 23) & 0xFF == 0

    @property
    def unbiased_exponent(self) -> int:
        return ((self.bits >> 23) & 0xFF) - EXPONENT_BIAS

    @property
    def significand_label(self) -> str:
        return DENORMALIZED if self.denormalized else NORMALIZED

    def expansion_text(self) -> str:
        """The tool's expansion line as plain text: ``-1^0 * 2^0 * 1.000... =``."""
        lead = "." if self.denormalized else "1."
        return f"-1^{self.sign} * 2^{self.unbiased_exponent} * {lead}{self.fraction} ="

    def expansion_html(self) -> str:
        """The expansion as rich text (superscripts, the hidden bit underlined)."""
        lead = "&nbsp;." if self.denormalized else "<u>1</u>."
        return (f"-1<sup>{self.sign}</sup> &nbsp;*&nbsp; 2<sup>{self.unbiased_exponent}</sup>"
                f" &nbsp;*&nbsp; {lead}{self.fraction} =")  # fmt: skip


def from_hex(text: str) -> FloatFields:
    """The hexadecimal field's text (at most 8 hex digits, an optional 0x)."""
    t = text.strip()
    if t[:2] in ("0x", "0X"):
        t = t[2:]
    return FloatFields(int(t or "0", 16) & 0xFFFFFFFF)


def from_binary(sign: str, exponent: str, fraction: str) -> FloatFields:
    """The three binary fields' text, each zero-filled on the left."""
    bits = (sign.zfill(SIGN_BITS) + exponent.zfill(EXPONENT_BITS)
            + fraction.zfill(FRACTION_BITS))  # fmt: skip
    return FloatFields(int(bits, 2) & 0xFFFFFFFF)


def from_decimal(text: str) -> FloatFields | None:
    """The decimal field's text as Java's Float.parseFloat reads it; None if Java throws."""
    bits = parse_java_float(text)
    return None if bits is None else FloatFields(bits)


def invalid_decimal(text: str) -> str:
    return f"'{text}' is not a valid floating point number."


def max_length(n: int) -> str:
    return f"Maximum length of this field is {n}."


def rejected_key(kind: str, char: str, length: int, limit: int | None,
                 selected: bool) -> str | None:  # fmt: skip
    """The tool's message for a key typed into a ``kind`` field ("hex", "binary", "decimal")
    holding ``length`` characters (``limit``: its maximum, None for the decimal field), or None
    if the character is taken."""
    allowed, message = FIELD_RULES[kind]
    full = limit is not None and length >= limit and not selected
    if char in allowed and not full:
        return None
    return max_length(limit) if full else message


def register_names(isa: str) -> list[str]:
    """The register choices after "None", f0 to f31 by the names the tools list: RARS's
    ABI names (ft0, ft1, ...), MARS's $f0..$f31."""
    if isa == "mips":
        return [f"$f{i}" for i in range(32)]
    return list(FP_ABI)


def attached_message(name: str | None, isa: str) -> str:
    """The instructions line after choosing register ``name`` (None: "None")."""
    if isa == "mips":
        if name is None:
            return "The program is not attached to any MIPS floating point registers."
        return (f"The program and register {name} will respond to each other when MIPS "
                "program connected or running.")  # fmt: skip
    if name is None:
        return "The program is not attached to any floating point registers."
    return (f"The program and register {name} will respond to each other when the program is "
            "connected or running.")  # fmt: skip
