# Where MARS's simulator thread dies (dialog without a display, end of input): the run is
# reported as "maximum step limit -1" with exit status 0. (MARS's Java stack trace on stderr
# is not reproduced; the test compares stdout and the exit status only.)
# RUN: nc {FILE} $v0
# RUN: nc {FILE} $v0
# STDIN: 5\n
.data
m: .asciiz "hi"
.text
  li $v0, 5
  syscall
  li $v0, 55
  la $a0, m
  li $a1, 1
  syscall
