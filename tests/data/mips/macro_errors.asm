# Macro errors: wrong argument count, use before definition.
# RUN: nc {FILE}
.text
  early($t0)
.macro twice(%r)
  addu %r, %r, %r
.end_macro
  twice($t0, $t1)
  twice($t0)
