# Runs the two-file project in project/ with MARS's `p` option, and without it.
# RUN: nc p project/main.asm
# RUN: nc project/main.asm
.text
