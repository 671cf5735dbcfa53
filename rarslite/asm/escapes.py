"""The string escapes RARS and MARS share (``\\n`` ``\\t`` ...): their own module so the
MARS assembler needs none of the RISC-V assembler's modules."""

STR_ESC = {
    "n": "\n",
    "t": "\t",
    "r": "\r",
    "\\": "\\",
    "'": "'",
    '"': '"',
    "b": "\b",
    "f": "\f",
    "0": "\0",
}
