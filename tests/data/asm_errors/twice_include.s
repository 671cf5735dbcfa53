        .include "inc/once.s"
        .include "inc/once.s"
