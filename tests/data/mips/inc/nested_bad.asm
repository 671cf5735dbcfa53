# included by inc/bad.asm
g:      add  $t0, $t1
