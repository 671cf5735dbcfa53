# macro problems
        .text
        early(t0)
        .macro  early(%r)
        mv      %r, %q
        .end_macro
        early(t0)
        early   t0, t1
        .macro  loop
        loop
        .end_macro
        loop
        .macro  nested
        .macro  inner
        .end_macro
        .macro  open
        nop
