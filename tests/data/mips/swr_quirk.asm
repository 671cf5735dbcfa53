# MARS's pseudo-op table has a broken swr form; MARS reports an internal error.
# RUN: nc {FILE}
.text
  swr $t1, 40000
  li $v0, 10
  syscall
