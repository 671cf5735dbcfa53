        .include "rec_a.s"
