# MARS quirk: a character literal inside .eqv is cut.
# RUN: nc {FILE}
.eqv CH, 'A'
.text
  li $t0, CH
