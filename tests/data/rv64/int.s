.text
main:
        auipc gp, 0
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        add a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        add a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        add a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        add a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        add a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        add a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        add a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        add a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        add a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        add a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        add a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        add a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        add a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        add a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        add a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        add a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        add a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        add a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        add a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        add a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        add a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        add a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        add a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        add a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        add a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        add a0, s1, s2
        jal p64
        li   s1, 0x1ff63c0179e58218
        li   s2, 0x9cecdeeea1560927
        add a0, s1, s2
        jal p64
        li   s1, 0x89419f936769fc6f
        li   s2, 0x0000000000000002
        add a0, s1, s2
        jal p64
        li   s1, 0xfcd40b9d34194e29
        li   s2, 0xb440d80f44c6267a
        add a0, s1, s2
        jal p64
        li   s1, 0xcdd29d96e9a60be9
        li   s2, 0x0000000000000019
        add a0, s1, s2
        jal p64
        li   s1, 0xd1c5554eb2db3722
        li   s2, 0xa728f840c73791d7
        add a0, s1, s2
        jal p64
        li   s1, 0x25be0914f9997523
        li   s2, 0x000000000000000a
        add a0, s1, s2
        jal p64
        li   s1, 0x6aaf1061dc80372e
        li   s2, 0x32c129e670a6383e
        add a0, s1, s2
        jal p64
        li   s1, 0x064cdc2db8a65eba
        li   s2, 0x000000000000000a
        add a0, s1, s2
        jal p64
        li   s1, 0xadf167436726c87d
        li   s2, 0x015e2d1de96ca3ec
        add a0, s1, s2
        jal p64
        li   s1, 0x10570e51ed7a429f
        li   s2, 0x0000000000000016
        add a0, s1, s2
        jal p64
        li   s1, 0x9631bbcc1afc52d2
        li   s2, 0xf3358da90bb44eb9
        add a0, s1, s2
        jal p64
        li   s1, 0x4395e19e96c0e921
        li   s2, 0x000000000000001c
        add a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        sub a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        sub a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        sub a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        sub a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        sub a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        sub a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        sub a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        sub a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        sub a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        sub a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        sub a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        sub a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        sub a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        sub a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        sub a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        sub a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        sub a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        sub a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        sub a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        sub a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        sub a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        sub a0, s1, s2
        jal p64
        li   s1, 0x325d62f58a0afd77
        li   s2, 0xd0a0b94e16bd0467
        sub a0, s1, s2
        jal p64
        li   s1, 0xc509bba607902b9e
        li   s2, 0x000000000000003a
        sub a0, s1, s2
        jal p64
        li   s1, 0xe4426ad365a2a36c
        li   s2, 0x4bbdcdb536b8ce19
        sub a0, s1, s2
        jal p64
        li   s1, 0x23252e50be0d6c87
        li   s2, 0x0000000000000036
        sub a0, s1, s2
        jal p64
        li   s1, 0x825bed805bdba1fd
        li   s2, 0xbf5391f74e98ce51
        sub a0, s1, s2
        jal p64
        li   s1, 0xb03863b65d3c4b29
        li   s2, 0x000000000000003e
        sub a0, s1, s2
        jal p64
        li   s1, 0x2dd08d3884e88cb0
        li   s2, 0x006b8c4f0cd1d260
        sub a0, s1, s2
        jal p64
        li   s1, 0x7726bee93b2fb03b
        li   s2, 0x0000000000000014
        sub a0, s1, s2
        jal p64
        li   s1, 0x383b360b36a76b2a
        li   s2, 0xa433b9df0e54c203
        sub a0, s1, s2
        jal p64
        li   s1, 0x379f922a47dfe420
        li   s2, 0x000000000000001f
        sub a0, s1, s2
        jal p64
        li   s1, 0xcbbedc76d4562702
        li   s2, 0xb8e73ffe078fac97
        sub a0, s1, s2
        jal p64
        li   s1, 0xf0616859ce6e3826
        li   s2, 0x0000000000000026
        sub a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        sll a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        sll a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        sll a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        sll a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        sll a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        sll a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        sll a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        sll a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        sll a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        sll a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        sll a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        sll a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        sll a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        sll a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        sll a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        sll a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        sll a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        sll a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        sll a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        sll a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        sll a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        sll a0, s1, s2
        jal p64
        li   s1, 0xdb694149dff75040
        li   s2, 0xe30c51781c8175cd
        sll a0, s1, s2
        jal p64
        li   s1, 0x4c73ba7e280b7fad
        li   s2, 0x000000000000001c
        sll a0, s1, s2
        jal p64
        li   s1, 0xdebbfefba453169f
        li   s2, 0xad39196991b89fb7
        sll a0, s1, s2
        jal p64
        li   s1, 0xe8c7ed9a3cbc70f3
        li   s2, 0x000000000000001f
        sll a0, s1, s2
        jal p64
        li   s1, 0xf47412b2f2e132ea
        li   s2, 0x9dc6946a2605e3ff
        sll a0, s1, s2
        jal p64
        li   s1, 0x6c971e084203e92f
        li   s2, 0x0000000000000038
        sll a0, s1, s2
        jal p64
        li   s1, 0xb57b173a4cf2042a
        li   s2, 0x2ba5abd95f661185
        sll a0, s1, s2
        jal p64
        li   s1, 0x27c3814a461890d3
        li   s2, 0x0000000000000016
        sll a0, s1, s2
        jal p64
        li   s1, 0x0b65b04f4c4de02d
        li   s2, 0x0d96b888208c2512
        sll a0, s1, s2
        jal p64
        li   s1, 0x1ebfae731c6a7af7
        li   s2, 0x0000000000000007
        sll a0, s1, s2
        jal p64
        li   s1, 0x2b514049d63099fe
        li   s2, 0x5545e985e1baae79
        sll a0, s1, s2
        jal p64
        li   s1, 0x8fcf6fdff63c3980
        li   s2, 0x0000000000000020
        sll a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        srl a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        srl a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        srl a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        srl a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        srl a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        srl a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        srl a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        srl a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        srl a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        srl a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        srl a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        srl a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        srl a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        srl a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        srl a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        srl a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        srl a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        srl a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        srl a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        srl a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        srl a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        srl a0, s1, s2
        jal p64
        li   s1, 0x6c47de6dd5495bfe
        li   s2, 0xc9446674f888e2a8
        srl a0, s1, s2
        jal p64
        li   s1, 0x0b58ab6d791a55cb
        li   s2, 0x000000000000003f
        srl a0, s1, s2
        jal p64
        li   s1, 0xb0d43153515106b5
        li   s2, 0xb4ce9d0983daa9f9
        srl a0, s1, s2
        jal p64
        li   s1, 0x0dba2b8509907322
        li   s2, 0x0000000000000028
        srl a0, s1, s2
        jal p64
        li   s1, 0xdc7bdf05ac0b42b6
        li   s2, 0x2475dc59d7af7c99
        srl a0, s1, s2
        jal p64
        li   s1, 0xe111e987d2b07466
        li   s2, 0x000000000000000d
        srl a0, s1, s2
        jal p64
        li   s1, 0x540354e2804faeab
        li   s2, 0x9f9218124eafb7fd
        srl a0, s1, s2
        jal p64
        li   s1, 0x20cc10518147c54c
        li   s2, 0x0000000000000032
        srl a0, s1, s2
        jal p64
        li   s1, 0x6313d6aed0790cc3
        li   s2, 0x22eca8875fa90808
        srl a0, s1, s2
        jal p64
        li   s1, 0x6ae88fb1535338db
        li   s2, 0x0000000000000001
        srl a0, s1, s2
        jal p64
        li   s1, 0x025885bfadd90902
        li   s2, 0x4f7f7145ee0788f4
        srl a0, s1, s2
        jal p64
        li   s1, 0xa2febf0ba8c77f26
        li   s2, 0x0000000000000015
        srl a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        sra a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        sra a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        sra a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        sra a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        sra a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        sra a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        sra a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        sra a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        sra a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        sra a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        sra a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        sra a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        sra a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        sra a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        sra a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        sra a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        sra a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        sra a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        sra a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        sra a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        sra a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        sra a0, s1, s2
        jal p64
        li   s1, 0xfbc2c26161d67d42
        li   s2, 0xc443ba5c2f95fb06
        sra a0, s1, s2
        jal p64
        li   s1, 0xb12eb589877b4b85
        li   s2, 0x000000000000001d
        sra a0, s1, s2
        jal p64
        li   s1, 0x47640ccd79f92b5f
        li   s2, 0x7282fa7a905663c9
        sra a0, s1, s2
        jal p64
        li   s1, 0x5114a66f1531fa6f
        li   s2, 0x0000000000000026
        sra a0, s1, s2
        jal p64
        li   s1, 0x067fed82416f9dd5
        li   s2, 0xfd17d73f6cc8b6d9
        sra a0, s1, s2
        jal p64
        li   s1, 0x5c9586eef14c9dc0
        li   s2, 0x000000000000000d
        sra a0, s1, s2
        jal p64
        li   s1, 0x1fa7362cc0e9047f
        li   s2, 0xa4efe6d278684513
        sra a0, s1, s2
        jal p64
        li   s1, 0x5c3b0e23faa89dc0
        li   s2, 0x000000000000003e
        sra a0, s1, s2
        jal p64
        li   s1, 0x0bb0ab3c18bc986a
        li   s2, 0xc88bcd34882fad02
        sra a0, s1, s2
        jal p64
        li   s1, 0x833e62f3a981363a
        li   s2, 0x000000000000000b
        sra a0, s1, s2
        jal p64
        li   s1, 0xe2cbeff405b1afe1
        li   s2, 0xe5f8844cb9f1b696
        sra a0, s1, s2
        jal p64
        li   s1, 0xbf1ae87a9ae9c00b
        li   s2, 0x000000000000000f
        sra a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        slt a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        slt a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        slt a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        slt a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        slt a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        slt a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        slt a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        slt a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        slt a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        slt a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        slt a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        slt a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        slt a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        slt a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        slt a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        slt a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        slt a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        slt a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        slt a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        slt a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        slt a0, s1, s2
        jal p64
        li   s1, 0x60a3e073685cebcf
        li   s2, 0x626877251d6946aa
        slt a0, s1, s2
        jal p64
        li   s1, 0x864e359e296a00e7
        li   s2, 0x0000000000000013
        slt a0, s1, s2
        jal p64
        li   s1, 0x4b4ba733d5534dd9
        li   s2, 0xe035cc1b59b50bb4
        slt a0, s1, s2
        jal p64
        li   s1, 0x1f047ca6907cbedf
        li   s2, 0x000000000000001a
        slt a0, s1, s2
        jal p64
        li   s1, 0x005f9deea88545e8
        li   s2, 0x399c5bd455ac6c7c
        slt a0, s1, s2
        jal p64
        li   s1, 0x261cde39ffc7bd1f
        li   s2, 0x0000000000000031
        slt a0, s1, s2
        jal p64
        li   s1, 0xf7a626d615ed440c
        li   s2, 0x87c81fa4349b9e82
        slt a0, s1, s2
        jal p64
        li   s1, 0x23dceba16bfcb91f
        li   s2, 0x0000000000000000
        slt a0, s1, s2
        jal p64
        li   s1, 0xf840cc2f48bf7119
        li   s2, 0x69f5fadb4fd8b59d
        slt a0, s1, s2
        jal p64
        li   s1, 0x22d43551c1bdb6ab
        li   s2, 0x000000000000003c
        slt a0, s1, s2
        jal p64
        li   s1, 0xe9bac01006972328
        li   s2, 0x837f2f7b5003ed22
        slt a0, s1, s2
        jal p64
        li   s1, 0x46b1fb86e48670ed
        li   s2, 0x0000000000000036
        slt a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        sltu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        sltu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        sltu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        sltu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        sltu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        sltu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        sltu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        sltu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        sltu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        sltu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        sltu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        sltu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        sltu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        sltu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        sltu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        sltu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        sltu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        sltu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        sltu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        sltu a0, s1, s2
        jal p64
        li   s1, 0xbeb08c6ce54d637b
        li   s2, 0xc3509ea39cb65f7a
        sltu a0, s1, s2
        jal p64
        li   s1, 0xfcd3a87b74c2039c
        li   s2, 0x000000000000002a
        sltu a0, s1, s2
        jal p64
        li   s1, 0x3461bd51234d5045
        li   s2, 0x35206e7189bc7a68
        sltu a0, s1, s2
        jal p64
        li   s1, 0x427a166f56558de0
        li   s2, 0x0000000000000016
        sltu a0, s1, s2
        jal p64
        li   s1, 0x089981147c0879a1
        li   s2, 0x2fbd45effa5fa55b
        sltu a0, s1, s2
        jal p64
        li   s1, 0x024a808cd0eb1050
        li   s2, 0x000000000000002a
        sltu a0, s1, s2
        jal p64
        li   s1, 0xae95b5c0977bbc45
        li   s2, 0xf182060654e8a569
        sltu a0, s1, s2
        jal p64
        li   s1, 0xa7037a17a3019ec7
        li   s2, 0x0000000000000015
        sltu a0, s1, s2
        jal p64
        li   s1, 0xa7ca3999342c2d6e
        li   s2, 0xc0deb44ee4e07a1e
        sltu a0, s1, s2
        jal p64
        li   s1, 0x4a30c8cbb482ea9d
        li   s2, 0x0000000000000032
        sltu a0, s1, s2
        jal p64
        li   s1, 0xec4ce65247b96e49
        li   s2, 0x4f35c344fea57ece
        sltu a0, s1, s2
        jal p64
        li   s1, 0x03fb46e4fb64e82e
        li   s2, 0x0000000000000035
        sltu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        xor a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        xor a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        xor a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        xor a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        xor a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        xor a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        xor a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        xor a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        xor a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        xor a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        xor a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        xor a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        xor a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        xor a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        xor a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        xor a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        xor a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        xor a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        xor a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        xor a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        xor a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        xor a0, s1, s2
        jal p64
        li   s1, 0xcf45cf8b47627195
        li   s2, 0xee3a40bb703d84ad
        xor a0, s1, s2
        jal p64
        li   s1, 0x5b5fd609846dd7c2
        li   s2, 0x0000000000000003
        xor a0, s1, s2
        jal p64
        li   s1, 0x0f894777c40db196
        li   s2, 0x6e5e53f459cd4a50
        xor a0, s1, s2
        jal p64
        li   s1, 0x619be46b401771cd
        li   s2, 0x0000000000000002
        xor a0, s1, s2
        jal p64
        li   s1, 0x2b1b4717b6ec46ad
        li   s2, 0x7a8fa558c1188dbb
        xor a0, s1, s2
        jal p64
        li   s1, 0x751706f012a2e10e
        li   s2, 0x0000000000000035
        xor a0, s1, s2
        jal p64
        li   s1, 0x09a54301fbe775ca
        li   s2, 0x828f855c8dfa0d81
        xor a0, s1, s2
        jal p64
        li   s1, 0x8e50031984c15614
        li   s2, 0x0000000000000012
        xor a0, s1, s2
        jal p64
        li   s1, 0x70a6e70b63a0b96b
        li   s2, 0xc352e6b776c1b3be
        xor a0, s1, s2
        jal p64
        li   s1, 0x75debb9d722fb45d
        li   s2, 0x0000000000000003
        xor a0, s1, s2
        jal p64
        li   s1, 0x63a5993a5eda9298
        li   s2, 0xbcccd573ea091e2d
        xor a0, s1, s2
        jal p64
        li   s1, 0x8563044946579ebc
        li   s2, 0x0000000000000001
        xor a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        or a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        or a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        or a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        or a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        or a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        or a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        or a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        or a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        or a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        or a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        or a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        or a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        or a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        or a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        or a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        or a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        or a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        or a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        or a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        or a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        or a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        or a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        or a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        or a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        or a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        or a0, s1, s2
        jal p64
        li   s1, 0x34c405f521e5a5b4
        li   s2, 0x35349f82ac04b513
        or a0, s1, s2
        jal p64
        li   s1, 0x06343a876e2df559
        li   s2, 0x0000000000000031
        or a0, s1, s2
        jal p64
        li   s1, 0x3cedc71d97f70022
        li   s2, 0x70cfa70aeec32517
        or a0, s1, s2
        jal p64
        li   s1, 0xbdaa1a09106eff40
        li   s2, 0x0000000000000003
        or a0, s1, s2
        jal p64
        li   s1, 0x53714a21f88ad454
        li   s2, 0xdf6390968cff198e
        or a0, s1, s2
        jal p64
        li   s1, 0xfa8a599a25341948
        li   s2, 0x000000000000001d
        or a0, s1, s2
        jal p64
        li   s1, 0x8643088062227cc9
        li   s2, 0x3eeb9ea1491fdb3e
        or a0, s1, s2
        jal p64
        li   s1, 0xa8240c99aa8233a5
        li   s2, 0x0000000000000022
        or a0, s1, s2
        jal p64
        li   s1, 0x80101c05e810eee3
        li   s2, 0xf83fe2c3b3bea08c
        or a0, s1, s2
        jal p64
        li   s1, 0xd53a29448380dd64
        li   s2, 0x0000000000000015
        or a0, s1, s2
        jal p64
        li   s1, 0x6f3982a0ee16c0c2
        li   s2, 0x0ead3d7eeec2e753
        or a0, s1, s2
        jal p64
        li   s1, 0x100be5374e7cb359
        li   s2, 0x0000000000000007
        or a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        and a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        and a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        and a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        and a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        and a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        and a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        and a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        and a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        and a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        and a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        and a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        and a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        and a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        and a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        and a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        and a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        and a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        and a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        and a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        and a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        and a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        and a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        and a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        and a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        and a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        and a0, s1, s2
        jal p64
        li   s1, 0x6f39e36560e88336
        li   s2, 0x47542890791fe697
        and a0, s1, s2
        jal p64
        li   s1, 0xcb7a683af54217b5
        li   s2, 0x0000000000000017
        and a0, s1, s2
        jal p64
        li   s1, 0x7eb5bbd87b4febbe
        li   s2, 0x876ca7226e3a9ac7
        and a0, s1, s2
        jal p64
        li   s1, 0x52e54dc5bbe8fafa
        li   s2, 0x0000000000000036
        and a0, s1, s2
        jal p64
        li   s1, 0x1813345d501d2b14
        li   s2, 0xc29363f05c3260cc
        and a0, s1, s2
        jal p64
        li   s1, 0x8d318cc39fe764bd
        li   s2, 0x000000000000003a
        and a0, s1, s2
        jal p64
        li   s1, 0xfb7a2f3990d4f00a
        li   s2, 0x213bf4936faabf0a
        and a0, s1, s2
        jal p64
        li   s1, 0xbde9fe355d62c899
        li   s2, 0x0000000000000022
        and a0, s1, s2
        jal p64
        li   s1, 0xd10f7a7413d1c694
        li   s2, 0xa746ce5a1bc236e4
        and a0, s1, s2
        jal p64
        li   s1, 0x16f4d4c900e8a8d2
        li   s2, 0x0000000000000016
        and a0, s1, s2
        jal p64
        li   s1, 0x93d76ba40d2980f0
        li   s2, 0xf4a078887b5d1c5d
        and a0, s1, s2
        jal p64
        li   s1, 0x7dbb38d084d47607
        li   s2, 0x0000000000000002
        and a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        mul a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        mul a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        mul a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        mul a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        mul a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        mul a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        mul a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        mul a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        mul a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        mul a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        mul a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        mul a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        mul a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        mul a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        mul a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        mul a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        mul a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        mul a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        mul a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        mul a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        mul a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        mul a0, s1, s2
        jal p64
        li   s1, 0x06febaf2b3616265
        li   s2, 0x5f0e1c401f90c6cb
        mul a0, s1, s2
        jal p64
        li   s1, 0xbd031b50c55778b4
        li   s2, 0x000000000000003a
        mul a0, s1, s2
        jal p64
        li   s1, 0xee716d38209eaefe
        li   s2, 0x0219dba8ae6a9d86
        mul a0, s1, s2
        jal p64
        li   s1, 0x297afe1ff7d1894b
        li   s2, 0x000000000000000c
        mul a0, s1, s2
        jal p64
        li   s1, 0x3d4b1d55ced1a342
        li   s2, 0xa465f77677211bdb
        mul a0, s1, s2
        jal p64
        li   s1, 0x3a67bea7efa1199b
        li   s2, 0x0000000000000005
        mul a0, s1, s2
        jal p64
        li   s1, 0x2277d6eae3ee1c3b
        li   s2, 0xfb777fb073a2b508
        mul a0, s1, s2
        jal p64
        li   s1, 0x16cff9939f07ffaa
        li   s2, 0x0000000000000030
        mul a0, s1, s2
        jal p64
        li   s1, 0x37bb816d82d62aef
        li   s2, 0xeceed960ae746544
        mul a0, s1, s2
        jal p64
        li   s1, 0x6cd36dbee2ef1c7b
        li   s2, 0x0000000000000016
        mul a0, s1, s2
        jal p64
        li   s1, 0x12bece9b28adef02
        li   s2, 0xd11e7d81ff877c84
        mul a0, s1, s2
        jal p64
        li   s1, 0x61e1a774f6abc7ba
        li   s2, 0x0000000000000038
        mul a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        mulh a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        mulh a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        mulh a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        mulh a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        mulh a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        mulh a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        mulh a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        mulh a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        mulh a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        mulh a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        mulh a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        mulh a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        mulh a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        mulh a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        mulh a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        mulh a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        mulh a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        mulh a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        mulh a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0657296107ff6e62
        li   s2, 0xe75c6b1387ff068b
        mulh a0, s1, s2
        jal p64
        li   s1, 0x09feff296683c7d3
        li   s2, 0x000000000000003d
        mulh a0, s1, s2
        jal p64
        li   s1, 0x53b3450f338b84eb
        li   s2, 0x79724fdd35600beb
        mulh a0, s1, s2
        jal p64
        li   s1, 0x7fb166519eebc784
        li   s2, 0x0000000000000034
        mulh a0, s1, s2
        jal p64
        li   s1, 0x3b8ab5a46635d0b2
        li   s2, 0xe9b90c562c961199
        mulh a0, s1, s2
        jal p64
        li   s1, 0xc079f23e0b35b1f3
        li   s2, 0x000000000000001c
        mulh a0, s1, s2
        jal p64
        li   s1, 0xda3f228976241634
        li   s2, 0xa98dac640fa34c0e
        mulh a0, s1, s2
        jal p64
        li   s1, 0xd3f16f2b06b8d689
        li   s2, 0x0000000000000029
        mulh a0, s1, s2
        jal p64
        li   s1, 0x21224ff242e96aa0
        li   s2, 0x37bbbe16228e44cb
        mulh a0, s1, s2
        jal p64
        li   s1, 0x7987199fb421f439
        li   s2, 0x0000000000000013
        mulh a0, s1, s2
        jal p64
        li   s1, 0x355408a8a64b0196
        li   s2, 0xf31caa1e0e6b2792
        mulh a0, s1, s2
        jal p64
        li   s1, 0x5a00231da50a450e
        li   s2, 0x000000000000001e
        mulh a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x8dc5a17a42c9fd09
        li   s2, 0xaa1269e17ce2497d
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x1faac539fa3f7199
        li   s2, 0x0000000000000026
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0xdd21bdf0b0b431bf
        li   s2, 0xccb00a6c6eb3016f
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x3f1f2ed06a28afb3
        li   s2, 0x000000000000003b
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x2bcee535fd336897
        li   s2, 0xd499243d776aaebb
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x9b1101fda75d8288
        li   s2, 0x0000000000000024
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x1da48e101e059e17
        li   s2, 0x2438b00f964681e1
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x3ca0a20d60b7c106
        li   s2, 0x0000000000000021
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0xb36a3f5136e8b510
        li   s2, 0x64abf14b25ad1296
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x8947f4e75870a234
        li   s2, 0x0000000000000035
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x5ec5173ff62c6a9b
        li   s2, 0x9b1b269d8591600b
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x2a9092a4f81710e8
        li   s2, 0x0000000000000023
        mulhsu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xff6c6db4e2529487
        li   s2, 0xf49bedfacfbcb34a
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xbdf248f0d38633a0
        li   s2, 0x000000000000002c
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x148af1c5ef5841f0
        li   s2, 0xdfedba43d962c5f7
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x5c93eeb5d2793692
        li   s2, 0x0000000000000006
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x707c9a69020b8866
        li   s2, 0x0d52f7ae9f77c5fb
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xc3f5fd75be4c63d7
        li   s2, 0x000000000000001f
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x92924d8d1cbf8acb
        li   s2, 0xc0803e488a913da2
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xcd264c1726543813
        li   s2, 0x000000000000003d
        mulhu a0, s1, s2
        jal p64
        li   s1, 0xcd73ff3a79c06680
        li   s2, 0x58311c7704ab743d
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x9e45b6f488f11d7b
        li   s2, 0x0000000000000025
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x5b2a4d8725ac7009
        li   s2, 0xe24165b6987b5dcf
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x738ec6bb6222f794
        li   s2, 0x0000000000000038
        mulhu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        div a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        div a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        div a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        div a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        div a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        div a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        div a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        div a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        div a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        div a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        div a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        div a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        div a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        div a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        div a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        div a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        div a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        div a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        div a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        div a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        div a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        div a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        div a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        div a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        div a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        div a0, s1, s2
        jal p64
        li   s1, 0x172b5877c3195ec9
        li   s2, 0xd169e7007cf365b7
        div a0, s1, s2
        jal p64
        li   s1, 0x1e8daed79508f575
        li   s2, 0x0000000000000014
        div a0, s1, s2
        jal p64
        li   s1, 0x742d8a49bc247334
        li   s2, 0x3824eded8d25e711
        div a0, s1, s2
        jal p64
        li   s1, 0x7114c73effadb814
        li   s2, 0x0000000000000002
        div a0, s1, s2
        jal p64
        li   s1, 0x7128ef57ec10cda3
        li   s2, 0x520119a4d190db58
        div a0, s1, s2
        jal p64
        li   s1, 0x0cb7550d0fd33f39
        li   s2, 0x0000000000000002
        div a0, s1, s2
        jal p64
        li   s1, 0x1b4c808da913f91b
        li   s2, 0xc489c257c57240bd
        div a0, s1, s2
        jal p64
        li   s1, 0x2d9b30446fad2eb4
        li   s2, 0x0000000000000007
        div a0, s1, s2
        jal p64
        li   s1, 0xec215892f03cbd43
        li   s2, 0x6f5f0084298baead
        div a0, s1, s2
        jal p64
        li   s1, 0xfd2b506a0dd1582c
        li   s2, 0x0000000000000023
        div a0, s1, s2
        jal p64
        li   s1, 0x1f573f813ccc7070
        li   s2, 0x7c10f18fad4275b1
        div a0, s1, s2
        jal p64
        li   s1, 0xe0640a2122991ebf
        li   s2, 0x0000000000000038
        div a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        divu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        divu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        divu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        divu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        divu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        divu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        divu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        divu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        divu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        divu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        divu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        divu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        divu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        divu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        divu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        divu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        divu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        divu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        divu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        divu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        divu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        divu a0, s1, s2
        jal p64
        li   s1, 0xece738668c3fc2ff
        li   s2, 0x8fcb1817681a5616
        divu a0, s1, s2
        jal p64
        li   s1, 0xd8e474145672f6be
        li   s2, 0x000000000000002a
        divu a0, s1, s2
        jal p64
        li   s1, 0xb0e48c3a5591dcca
        li   s2, 0x2b495097cbc58d73
        divu a0, s1, s2
        jal p64
        li   s1, 0x0389dd17b8034487
        li   s2, 0x0000000000000037
        divu a0, s1, s2
        jal p64
        li   s1, 0x80da882cff6ffe6f
        li   s2, 0x4377fd08fcde440e
        divu a0, s1, s2
        jal p64
        li   s1, 0x52b68c2ea6939bb6
        li   s2, 0x0000000000000017
        divu a0, s1, s2
        jal p64
        li   s1, 0x6192ad26d45d242b
        li   s2, 0xd581edc520b5a897
        divu a0, s1, s2
        jal p64
        li   s1, 0x6f66c74ca20d08d2
        li   s2, 0x0000000000000039
        divu a0, s1, s2
        jal p64
        li   s1, 0x8fe4fe004183d0eb
        li   s2, 0x835d18e40bef6e90
        divu a0, s1, s2
        jal p64
        li   s1, 0x685de4139a85b617
        li   s2, 0x0000000000000012
        divu a0, s1, s2
        jal p64
        li   s1, 0xfeca88bfa36d3d23
        li   s2, 0x1178baa13238853d
        divu a0, s1, s2
        jal p64
        li   s1, 0x572a7770d0a49435
        li   s2, 0x0000000000000039
        divu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        rem a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        rem a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        rem a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        rem a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        rem a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        rem a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        rem a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        rem a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        rem a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        rem a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        rem a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        rem a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        rem a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        rem a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        rem a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        rem a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        rem a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        rem a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        rem a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        rem a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        rem a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        rem a0, s1, s2
        jal p64
        li   s1, 0x4b8d172176951bb2
        li   s2, 0x2422b344f2d8e246
        rem a0, s1, s2
        jal p64
        li   s1, 0x5da36d8599ba00a3
        li   s2, 0x000000000000002a
        rem a0, s1, s2
        jal p64
        li   s1, 0x92ce2f4ab35512f3
        li   s2, 0x4a9aa2ccb11e3611
        rem a0, s1, s2
        jal p64
        li   s1, 0xf580ead6fdc413a6
        li   s2, 0x0000000000000006
        rem a0, s1, s2
        jal p64
        li   s1, 0x01b165e9d6932b3e
        li   s2, 0xec6707ac8d9d6ea5
        rem a0, s1, s2
        jal p64
        li   s1, 0xbe44aa0a3d7c040c
        li   s2, 0x000000000000002c
        rem a0, s1, s2
        jal p64
        li   s1, 0x0eaec147f0ee7a8b
        li   s2, 0xf725d11515b30b77
        rem a0, s1, s2
        jal p64
        li   s1, 0x160fdeaa46cdd64d
        li   s2, 0x0000000000000001
        rem a0, s1, s2
        jal p64
        li   s1, 0xd01e0aa2da065f30
        li   s2, 0x0c2dc8a124f15e22
        rem a0, s1, s2
        jal p64
        li   s1, 0xc141db00797f1421
        li   s2, 0x0000000000000012
        rem a0, s1, s2
        jal p64
        li   s1, 0x559e737cf7d230fa
        li   s2, 0xa985ebc78e57eca4
        rem a0, s1, s2
        jal p64
        li   s1, 0x8ad8ad40f388c9c8
        li   s2, 0x000000000000000e
        rem a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        remu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        remu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        remu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        remu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        remu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        remu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        remu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        remu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        remu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        remu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        remu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        remu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        remu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        remu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        remu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        remu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        remu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        remu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        remu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        remu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        remu a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        remu a0, s1, s2
        jal p64
        li   s1, 0xf1867dd0614fdf08
        li   s2, 0x15d3f8c5472c4b5a
        remu a0, s1, s2
        jal p64
        li   s1, 0xba0ac7e1df0b825f
        li   s2, 0x000000000000003f
        remu a0, s1, s2
        jal p64
        li   s1, 0xefbded9163a507c2
        li   s2, 0xb691faba94379a0b
        remu a0, s1, s2
        jal p64
        li   s1, 0x6063c5f729429a81
        li   s2, 0x0000000000000009
        remu a0, s1, s2
        jal p64
        li   s1, 0xdcd916f515c0b5ef
        li   s2, 0xa2aa41a8bed90313
        remu a0, s1, s2
        jal p64
        li   s1, 0x270d9bfa5ef5cff8
        li   s2, 0x000000000000000b
        remu a0, s1, s2
        jal p64
        li   s1, 0x9fd1e2e628d0b18b
        li   s2, 0x4ad91cb39f7659e4
        remu a0, s1, s2
        jal p64
        li   s1, 0x63983948093d3d8b
        li   s2, 0x0000000000000014
        remu a0, s1, s2
        jal p64
        li   s1, 0x14d7d6a664a75e95
        li   s2, 0x53cf52c3708d7408
        remu a0, s1, s2
        jal p64
        li   s1, 0x46af41dc9208d3f5
        li   s2, 0x0000000000000016
        remu a0, s1, s2
        jal p64
        li   s1, 0x1d8145ab7f15f64b
        li   s2, 0xe2b478a44e24c02b
        remu a0, s1, s2
        jal p64
        li   s1, 0x103c9c3600ec5ab5
        li   s2, 0x000000000000000f
        remu a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        addw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        addw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        addw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        addw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        addw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        addw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        addw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        addw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        addw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        addw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        addw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        addw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        addw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        addw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        addw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        addw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        addw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        addw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        addw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        addw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        addw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        addw a0, s1, s2
        jal p64
        li   s1, 0x67bc6900a9f24d7e
        li   s2, 0xb6f757f78b1b4739
        addw a0, s1, s2
        jal p64
        li   s1, 0x50b10093b33e4665
        li   s2, 0x0000000000000038
        addw a0, s1, s2
        jal p64
        li   s1, 0xb55076212821cb08
        li   s2, 0x6dbb180580287622
        addw a0, s1, s2
        jal p64
        li   s1, 0x5fba832ae487d4c3
        li   s2, 0x000000000000003c
        addw a0, s1, s2
        jal p64
        li   s1, 0x33e7021732233387
        li   s2, 0x2b8e3178e1d01ccf
        addw a0, s1, s2
        jal p64
        li   s1, 0xfd82e860838c16fb
        li   s2, 0x000000000000002a
        addw a0, s1, s2
        jal p64
        li   s1, 0xdac022d34806f6ff
        li   s2, 0x91268e66b54a7dc0
        addw a0, s1, s2
        jal p64
        li   s1, 0x5b1d34da9790a1ef
        li   s2, 0x000000000000001c
        addw a0, s1, s2
        jal p64
        li   s1, 0x0622babdc4cbbfb5
        li   s2, 0xd2734e0a2ca2bcf4
        addw a0, s1, s2
        jal p64
        li   s1, 0x15f185f87735d5fd
        li   s2, 0x0000000000000005
        addw a0, s1, s2
        jal p64
        li   s1, 0x467863cec4302d8e
        li   s2, 0x6bc5d85527bf6e49
        addw a0, s1, s2
        jal p64
        li   s1, 0xd1306498ca98de22
        li   s2, 0x0000000000000010
        addw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        subw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        subw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        subw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        subw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        subw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        subw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        subw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        subw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        subw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        subw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        subw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        subw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        subw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        subw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        subw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        subw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        subw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        subw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        subw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        subw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        subw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        subw a0, s1, s2
        jal p64
        li   s1, 0x0ad07713e935fea2
        li   s2, 0xf4b07456a85d2faf
        subw a0, s1, s2
        jal p64
        li   s1, 0xd38a496ed0c76d3e
        li   s2, 0x0000000000000019
        subw a0, s1, s2
        jal p64
        li   s1, 0xc65ca919f1e136da
        li   s2, 0x997b5bd06d8b6d5b
        subw a0, s1, s2
        jal p64
        li   s1, 0x4a425ebf2299ffca
        li   s2, 0x0000000000000032
        subw a0, s1, s2
        jal p64
        li   s1, 0xc663cc91a379f11e
        li   s2, 0xf75ef72f7104287a
        subw a0, s1, s2
        jal p64
        li   s1, 0xfc746821dc662f21
        li   s2, 0x0000000000000013
        subw a0, s1, s2
        jal p64
        li   s1, 0x6bef03d444b9509f
        li   s2, 0x275f5d6ae7b5b0dc
        subw a0, s1, s2
        jal p64
        li   s1, 0x197ec75e6ad795ae
        li   s2, 0x000000000000002f
        subw a0, s1, s2
        jal p64
        li   s1, 0xbc4525b8b658424b
        li   s2, 0x82e0c10e1e6d353a
        subw a0, s1, s2
        jal p64
        li   s1, 0x14c857db9d14cdd4
        li   s2, 0x0000000000000039
        subw a0, s1, s2
        jal p64
        li   s1, 0x346ae2f84d65f802
        li   s2, 0xfaaca9d1b175657c
        subw a0, s1, s2
        jal p64
        li   s1, 0x1b27d839661208ee
        li   s2, 0x0000000000000026
        subw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        sllw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        sllw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        sllw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        sllw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        sllw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        sllw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        sllw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        sllw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        sllw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        sllw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        sllw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        sllw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        sllw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        sllw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        sllw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        sllw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        sllw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        sllw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        sllw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        sllw a0, s1, s2
        jal p64
        li   s1, 0xace50398072b0eda
        li   s2, 0xdcaf9094820504ec
        sllw a0, s1, s2
        jal p64
        li   s1, 0x4b9560c2bad06971
        li   s2, 0x0000000000000012
        sllw a0, s1, s2
        jal p64
        li   s1, 0x62199fdd56b3d0e5
        li   s2, 0x541361217f9511b7
        sllw a0, s1, s2
        jal p64
        li   s1, 0x643ae515f2612e17
        li   s2, 0x0000000000000003
        sllw a0, s1, s2
        jal p64
        li   s1, 0xc599fb524dc849c7
        li   s2, 0x9b016d70bc667ddf
        sllw a0, s1, s2
        jal p64
        li   s1, 0xf34d50c173cbe08e
        li   s2, 0x000000000000003d
        sllw a0, s1, s2
        jal p64
        li   s1, 0xc8fa4eaa2edde8c3
        li   s2, 0x28c7b7dfdd5a495b
        sllw a0, s1, s2
        jal p64
        li   s1, 0xdbee1c2d922b7367
        li   s2, 0x000000000000001e
        sllw a0, s1, s2
        jal p64
        li   s1, 0x9e936ccd0d7e0cc5
        li   s2, 0x67a511434fdfbb15
        sllw a0, s1, s2
        jal p64
        li   s1, 0x8729789cb5acb2ea
        li   s2, 0x0000000000000004
        sllw a0, s1, s2
        jal p64
        li   s1, 0xd9701416b541955d
        li   s2, 0xe19a8e0c66545036
        sllw a0, s1, s2
        jal p64
        li   s1, 0x59a9f6103a0ec88e
        li   s2, 0x0000000000000031
        sllw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        srlw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        srlw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        srlw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        srlw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        srlw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        srlw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        srlw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        srlw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        srlw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        srlw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        srlw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        srlw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        srlw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        srlw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        srlw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        srlw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        srlw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        srlw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        srlw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        srlw a0, s1, s2
        jal p64
        li   s1, 0xa4ee3fd3830a71e7
        li   s2, 0x1401aca21c8b65c6
        srlw a0, s1, s2
        jal p64
        li   s1, 0x58b0e61cd8936a4a
        li   s2, 0x000000000000000d
        srlw a0, s1, s2
        jal p64
        li   s1, 0x1e8bd557f7ada7a0
        li   s2, 0x763f24a33613ee78
        srlw a0, s1, s2
        jal p64
        li   s1, 0xa3960f5291095c7e
        li   s2, 0x000000000000000f
        srlw a0, s1, s2
        jal p64
        li   s1, 0xff87f85511978050
        li   s2, 0xe73f750fb78aad88
        srlw a0, s1, s2
        jal p64
        li   s1, 0x1c5e8081cf10da48
        li   s2, 0x0000000000000028
        srlw a0, s1, s2
        jal p64
        li   s1, 0x116cbf8c739b9a74
        li   s2, 0x6dc70ed91e25bf99
        srlw a0, s1, s2
        jal p64
        li   s1, 0x7ca8a07d014df122
        li   s2, 0x0000000000000021
        srlw a0, s1, s2
        jal p64
        li   s1, 0x89be9219241b9932
        li   s2, 0x874864c7b4f6d868
        srlw a0, s1, s2
        jal p64
        li   s1, 0x9033d5de0d38ae2a
        li   s2, 0x000000000000003e
        srlw a0, s1, s2
        jal p64
        li   s1, 0x5109832254b18afe
        li   s2, 0x2782970d07c27f38
        srlw a0, s1, s2
        jal p64
        li   s1, 0x79c4f3377d9b8f2d
        li   s2, 0x0000000000000033
        srlw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        sraw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        sraw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        sraw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        sraw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        sraw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        sraw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        sraw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        sraw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        sraw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        sraw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        sraw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        sraw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        sraw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        sraw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        sraw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        sraw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        sraw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        sraw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        sraw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        sraw a0, s1, s2
        jal p64
        li   s1, 0x5dd612c615d7f975
        li   s2, 0x16b8810dd3d5b6fa
        sraw a0, s1, s2
        jal p64
        li   s1, 0x8683b79ecaabcacb
        li   s2, 0x0000000000000037
        sraw a0, s1, s2
        jal p64
        li   s1, 0x192e833ba0aaffff
        li   s2, 0xbf138ea97dd36954
        sraw a0, s1, s2
        jal p64
        li   s1, 0xdcbef133be4cf297
        li   s2, 0x0000000000000025
        sraw a0, s1, s2
        jal p64
        li   s1, 0xffc34cfd19c8079d
        li   s2, 0xbe803eb71b75e993
        sraw a0, s1, s2
        jal p64
        li   s1, 0x9fe5b7bac6971f0c
        li   s2, 0x000000000000003a
        sraw a0, s1, s2
        jal p64
        li   s1, 0xd0c0546344a57c07
        li   s2, 0x2cc8050788e0c3df
        sraw a0, s1, s2
        jal p64
        li   s1, 0xa5085f7d2d7bbf1e
        li   s2, 0x000000000000003b
        sraw a0, s1, s2
        jal p64
        li   s1, 0x682780b071e2c0ba
        li   s2, 0x9fe64b52a958bc82
        sraw a0, s1, s2
        jal p64
        li   s1, 0x97ff453a2c2a7fc4
        li   s2, 0x000000000000002b
        sraw a0, s1, s2
        jal p64
        li   s1, 0xf3beda276e0c7609
        li   s2, 0xbf15a2da578e112f
        sraw a0, s1, s2
        jal p64
        li   s1, 0xed83e674be608b68
        li   s2, 0x0000000000000032
        sraw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        mulw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        mulw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        mulw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        mulw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        mulw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        mulw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        mulw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        mulw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        mulw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        mulw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        mulw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        mulw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        mulw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        mulw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        mulw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        mulw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        mulw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        mulw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        mulw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        mulw a0, s1, s2
        jal p64
        li   s1, 0x02f8c1ae659332d4
        li   s2, 0x9e0b74cd1bdc36a7
        mulw a0, s1, s2
        jal p64
        li   s1, 0x632939a25653c754
        li   s2, 0x000000000000000d
        mulw a0, s1, s2
        jal p64
        li   s1, 0x2db5520a15272582
        li   s2, 0xf5acf06184bf2ab2
        mulw a0, s1, s2
        jal p64
        li   s1, 0xdc07e55441975242
        li   s2, 0x0000000000000003
        mulw a0, s1, s2
        jal p64
        li   s1, 0xd2b5a821fd712308
        li   s2, 0x998ac6a675ce3708
        mulw a0, s1, s2
        jal p64
        li   s1, 0xdf7b4bfa2fdbe0c0
        li   s2, 0x000000000000000c
        mulw a0, s1, s2
        jal p64
        li   s1, 0x2ce839c536aaf68d
        li   s2, 0xb6f839ab77fab9e0
        mulw a0, s1, s2
        jal p64
        li   s1, 0x98c34c1382387a3c
        li   s2, 0x0000000000000030
        mulw a0, s1, s2
        jal p64
        li   s1, 0xdc60a67f81f3f895
        li   s2, 0xe3f27bbb884899ca
        mulw a0, s1, s2
        jal p64
        li   s1, 0x03e64ac68b9a10f5
        li   s2, 0x0000000000000018
        mulw a0, s1, s2
        jal p64
        li   s1, 0x3d05fac066137b9f
        li   s2, 0x240bc3f78cb840a1
        mulw a0, s1, s2
        jal p64
        li   s1, 0xa5654d5289161a33
        li   s2, 0x0000000000000019
        mulw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        divw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        divw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        divw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        divw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        divw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        divw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        divw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        divw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        divw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        divw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        divw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        divw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        divw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        divw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        divw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        divw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        divw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        divw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        divw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        divw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        divw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        divw a0, s1, s2
        jal p64
        li   s1, 0x2aadd367fc932b13
        li   s2, 0x8183cba734d0f099
        divw a0, s1, s2
        jal p64
        li   s1, 0x4190a1e478f131e6
        li   s2, 0x0000000000000027
        divw a0, s1, s2
        jal p64
        li   s1, 0x19407a3b972b1132
        li   s2, 0x2a09699fc1af9ba7
        divw a0, s1, s2
        jal p64
        li   s1, 0xf8b609f4db98558b
        li   s2, 0x0000000000000026
        divw a0, s1, s2
        jal p64
        li   s1, 0x46a2a2288481e370
        li   s2, 0x7562882857e1df06
        divw a0, s1, s2
        jal p64
        li   s1, 0x72b3a58e4ce78447
        li   s2, 0x000000000000003a
        divw a0, s1, s2
        jal p64
        li   s1, 0x263c1c6e1b6a8329
        li   s2, 0x9b4870bdcf14229b
        divw a0, s1, s2
        jal p64
        li   s1, 0xc8ee4e3c7e9fcc92
        li   s2, 0x000000000000003b
        divw a0, s1, s2
        jal p64
        li   s1, 0xe9d54994c908d1bc
        li   s2, 0x2dcb8b1a692fd41a
        divw a0, s1, s2
        jal p64
        li   s1, 0x9569726cb09c3b88
        li   s2, 0x0000000000000038
        divw a0, s1, s2
        jal p64
        li   s1, 0x9d3fb93f6be761f1
        li   s2, 0x0a285f2dce3575f7
        divw a0, s1, s2
        jal p64
        li   s1, 0x92d9aa025a82e93c
        li   s2, 0x0000000000000008
        divw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        divuw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        divuw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        divuw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        divuw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        divuw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        divuw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        divuw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        divuw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        divuw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        divuw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        divuw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        divuw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        divuw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        divuw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        divuw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        divuw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        divuw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        divuw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        divuw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        divuw a0, s1, s2
        jal p64
        li   s1, 0x036cb1db46740cf6
        li   s2, 0xccefc8e8bc3f3163
        divuw a0, s1, s2
        jal p64
        li   s1, 0x2a084ea9f21e8874
        li   s2, 0x0000000000000022
        divuw a0, s1, s2
        jal p64
        li   s1, 0xc3198e6004264fb2
        li   s2, 0xee7814c8c8648684
        divuw a0, s1, s2
        jal p64
        li   s1, 0x164ad293fa487370
        li   s2, 0x000000000000003c
        divuw a0, s1, s2
        jal p64
        li   s1, 0x857bf1b3a169445c
        li   s2, 0xfab6785cb7aff834
        divuw a0, s1, s2
        jal p64
        li   s1, 0xa90d416e0cd725aa
        li   s2, 0x000000000000000f
        divuw a0, s1, s2
        jal p64
        li   s1, 0xa78df4a709a20631
        li   s2, 0xe5c50826e8d9c370
        divuw a0, s1, s2
        jal p64
        li   s1, 0x736e1f164814bb33
        li   s2, 0x0000000000000005
        divuw a0, s1, s2
        jal p64
        li   s1, 0xb7ae79b657933db6
        li   s2, 0x36ba4c137604b404
        divuw a0, s1, s2
        jal p64
        li   s1, 0xd90796a19e0589b3
        li   s2, 0x0000000000000002
        divuw a0, s1, s2
        jal p64
        li   s1, 0x6e67a2bbe96476c0
        li   s2, 0x89691eb8d0bfb283
        divuw a0, s1, s2
        jal p64
        li   s1, 0xed23f383bdd3af47
        li   s2, 0x0000000000000005
        divuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        remw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        remw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        remw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        remw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        remw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        remw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        remw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        remw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        remw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        remw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        remw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        remw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        remw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        remw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        remw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        remw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        remw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        remw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        remw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        remw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        remw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        remw a0, s1, s2
        jal p64
        li   s1, 0x4861d0f11d951cea
        li   s2, 0xd135e537e947fda3
        remw a0, s1, s2
        jal p64
        li   s1, 0xf2e157bcc6c79bc4
        li   s2, 0x000000000000003d
        remw a0, s1, s2
        jal p64
        li   s1, 0x228ba2ee52d476cb
        li   s2, 0xc4c3a02186613433
        remw a0, s1, s2
        jal p64
        li   s1, 0xe447cf41d9fce360
        li   s2, 0x0000000000000027
        remw a0, s1, s2
        jal p64
        li   s1, 0x6662b1c46ed36475
        li   s2, 0x31d77aedce64333c
        remw a0, s1, s2
        jal p64
        li   s1, 0xd96b4c513c87845f
        li   s2, 0x0000000000000030
        remw a0, s1, s2
        jal p64
        li   s1, 0xf070ea7059dd3fc1
        li   s2, 0x34229b16df0e1a66
        remw a0, s1, s2
        jal p64
        li   s1, 0x8cc87a678fcc6e8b
        li   s2, 0x0000000000000016
        remw a0, s1, s2
        jal p64
        li   s1, 0x7f920042c6c35200
        li   s2, 0xae9709df1a653cc2
        remw a0, s1, s2
        jal p64
        li   s1, 0x6d7a10611d9dc291
        li   s2, 0x000000000000003a
        remw a0, s1, s2
        jal p64
        li   s1, 0x0acbd8214887ec36
        li   s2, 0x2da0c79c735c97f1
        remw a0, s1, s2
        jal p64
        li   s1, 0x6c65215574c6684f
        li   s2, 0x0000000000000033
        remw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000001
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000000000020
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000001
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000000000020
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000001
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000000000020
        remuw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000001
        remuw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        remuw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000000000020
        remuw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000001
        remuw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        remuw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000000000020
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000001
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000000000020
        remuw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000001
        remuw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        remuw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000000000020
        remuw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000001
        remuw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        remuw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000000000020
        remuw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000001
        remuw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        remuw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000000000020
        remuw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000001
        remuw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        remuw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        remuw a0, s1, s2
        jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000000000020
        remuw a0, s1, s2
        jal p64
        li   s1, 0x69b1b96cdd3a2ce9
        li   s2, 0x9f42c5068c92c87a
        remuw a0, s1, s2
        jal p64
        li   s1, 0x27917a98d9bb31fc
        li   s2, 0x000000000000003c
        remuw a0, s1, s2
        jal p64
        li   s1, 0x43949d361b1bae07
        li   s2, 0xc9fe15f305ed00c2
        remuw a0, s1, s2
        jal p64
        li   s1, 0x35c09b8be915af22
        li   s2, 0x0000000000000024
        remuw a0, s1, s2
        jal p64
        li   s1, 0x14fba65c8bc95638
        li   s2, 0xf57f208b2459e1da
        remuw a0, s1, s2
        jal p64
        li   s1, 0xae2a4611ab9c2843
        li   s2, 0x0000000000000002
        remuw a0, s1, s2
        jal p64
        li   s1, 0x2040011979113994
        li   s2, 0x75a019fb3b976c2d
        remuw a0, s1, s2
        jal p64
        li   s1, 0xa0fdcb6e4cabc7a1
        li   s2, 0x000000000000003e
        remuw a0, s1, s2
        jal p64
        li   s1, 0x1c97ad00cb66d148
        li   s2, 0x29eab2718d041238
        remuw a0, s1, s2
        jal p64
        li   s1, 0xeea0af13473486f0
        li   s2, 0x0000000000000026
        remuw a0, s1, s2
        jal p64
        li   s1, 0x14207b0a470b34d6
        li   s2, 0xa9821ab70b696db8
        remuw a0, s1, s2
        jal p64
        li   s1, 0x1a36175678799813
        li   s2, 0x000000000000001a
        remuw a0, s1, s2
        jal p64
        li   s1, 0x0000000000000000
        addi a0, s1, 0
        jal p64
        li   s1, 0x0000000000000001
        addi a0, s1, 0
        jal p64
        li   s1, 0x0000000000000002
        addi a0, s1, 0
        jal p64
        li   s1, 0xffffffffffffffff
        addi a0, s1, 0
        jal p64
        li   s1, 0x000000007fffffff
        addi a0, s1, 0
        jal p64
        li   s1, 0x0000000080000000
        addi a0, s1, 0
        jal p64
        li   s1, 0x00000000ffffffff
        addi a0, s1, 0
        jal p64
        li   s1, 0xffffffff80000000
        addi a0, s1, 0
        jal p64
        li   s1, 0x8000000000000000
        addi a0, s1, 0
        jal p64
        li   s1, 0x7fffffffffffffff
        addi a0, s1, 0
        jal p64
        li   s1, 0x701e01e98deb8167
        addi a0, s1, 0
        jal p64
        li   s1, 0x0000000000000000
        addi a0, s1, 1
        jal p64
        li   s1, 0x0000000000000001
        addi a0, s1, 1
        jal p64
        li   s1, 0x0000000000000002
        addi a0, s1, 1
        jal p64
        li   s1, 0xffffffffffffffff
        addi a0, s1, 1
        jal p64
        li   s1, 0x000000007fffffff
        addi a0, s1, 1
        jal p64
        li   s1, 0x0000000080000000
        addi a0, s1, 1
        jal p64
        li   s1, 0x00000000ffffffff
        addi a0, s1, 1
        jal p64
        li   s1, 0xffffffff80000000
        addi a0, s1, 1
        jal p64
        li   s1, 0x8000000000000000
        addi a0, s1, 1
        jal p64
        li   s1, 0x7fffffffffffffff
        addi a0, s1, 1
        jal p64
        li   s1, 0x93c073b34b678f37
        addi a0, s1, 1
        jal p64
        li   s1, 0x0000000000000000
        addi a0, s1, -1
        jal p64
        li   s1, 0x0000000000000001
        addi a0, s1, -1
        jal p64
        li   s1, 0x0000000000000002
        addi a0, s1, -1
        jal p64
        li   s1, 0xffffffffffffffff
        addi a0, s1, -1
        jal p64
        li   s1, 0x000000007fffffff
        addi a0, s1, -1
        jal p64
        li   s1, 0x0000000080000000
        addi a0, s1, -1
        jal p64
        li   s1, 0x00000000ffffffff
        addi a0, s1, -1
        jal p64
        li   s1, 0xffffffff80000000
        addi a0, s1, -1
        jal p64
        li   s1, 0x8000000000000000
        addi a0, s1, -1
        jal p64
        li   s1, 0x7fffffffffffffff
        addi a0, s1, -1
        jal p64
        li   s1, 0xab71de4fa4da9613
        addi a0, s1, -1
        jal p64
        li   s1, 0x0000000000000000
        addi a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000001
        addi a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000002
        addi a0, s1, 2047
        jal p64
        li   s1, 0xffffffffffffffff
        addi a0, s1, 2047
        jal p64
        li   s1, 0x000000007fffffff
        addi a0, s1, 2047
        jal p64
        li   s1, 0x0000000080000000
        addi a0, s1, 2047
        jal p64
        li   s1, 0x00000000ffffffff
        addi a0, s1, 2047
        jal p64
        li   s1, 0xffffffff80000000
        addi a0, s1, 2047
        jal p64
        li   s1, 0x8000000000000000
        addi a0, s1, 2047
        jal p64
        li   s1, 0x7fffffffffffffff
        addi a0, s1, 2047
        jal p64
        li   s1, 0x9514dc5ddf86a761
        addi a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000000
        addi a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000001
        addi a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000002
        addi a0, s1, -2048
        jal p64
        li   s1, 0xffffffffffffffff
        addi a0, s1, -2048
        jal p64
        li   s1, 0x000000007fffffff
        addi a0, s1, -2048
        jal p64
        li   s1, 0x0000000080000000
        addi a0, s1, -2048
        jal p64
        li   s1, 0x00000000ffffffff
        addi a0, s1, -2048
        jal p64
        li   s1, 0xffffffff80000000
        addi a0, s1, -2048
        jal p64
        li   s1, 0x8000000000000000
        addi a0, s1, -2048
        jal p64
        li   s1, 0x7fffffffffffffff
        addi a0, s1, -2048
        jal p64
        li   s1, 0xa01f89aec3668773
        addi a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000000
        addi a0, s1, 1429
        jal p64
        li   s1, 0x0000000000000001
        addi a0, s1, 1429
        jal p64
        li   s1, 0x0000000000000002
        addi a0, s1, 1429
        jal p64
        li   s1, 0xffffffffffffffff
        addi a0, s1, 1429
        jal p64
        li   s1, 0x000000007fffffff
        addi a0, s1, 1429
        jal p64
        li   s1, 0x0000000080000000
        addi a0, s1, 1429
        jal p64
        li   s1, 0x00000000ffffffff
        addi a0, s1, 1429
        jal p64
        li   s1, 0xffffffff80000000
        addi a0, s1, 1429
        jal p64
        li   s1, 0x8000000000000000
        addi a0, s1, 1429
        jal p64
        li   s1, 0x7fffffffffffffff
        addi a0, s1, 1429
        jal p64
        li   s1, 0xf8d4bf85919d3e98
        addi a0, s1, 1429
        jal p64
        li   s1, 0x0000000000000000
        slti a0, s1, 0
        jal p64
        li   s1, 0x0000000000000001
        slti a0, s1, 0
        jal p64
        li   s1, 0x0000000000000002
        slti a0, s1, 0
        jal p64
        li   s1, 0xffffffffffffffff
        slti a0, s1, 0
        jal p64
        li   s1, 0x000000007fffffff
        slti a0, s1, 0
        jal p64
        li   s1, 0x0000000080000000
        slti a0, s1, 0
        jal p64
        li   s1, 0x00000000ffffffff
        slti a0, s1, 0
        jal p64
        li   s1, 0xffffffff80000000
        slti a0, s1, 0
        jal p64
        li   s1, 0x8000000000000000
        slti a0, s1, 0
        jal p64
        li   s1, 0x7fffffffffffffff
        slti a0, s1, 0
        jal p64
        li   s1, 0x2d6b3044ded635fd
        slti a0, s1, 0
        jal p64
        li   s1, 0x0000000000000000
        slti a0, s1, 1
        jal p64
        li   s1, 0x0000000000000001
        slti a0, s1, 1
        jal p64
        li   s1, 0x0000000000000002
        slti a0, s1, 1
        jal p64
        li   s1, 0xffffffffffffffff
        slti a0, s1, 1
        jal p64
        li   s1, 0x000000007fffffff
        slti a0, s1, 1
        jal p64
        li   s1, 0x0000000080000000
        slti a0, s1, 1
        jal p64
        li   s1, 0x00000000ffffffff
        slti a0, s1, 1
        jal p64
        li   s1, 0xffffffff80000000
        slti a0, s1, 1
        jal p64
        li   s1, 0x8000000000000000
        slti a0, s1, 1
        jal p64
        li   s1, 0x7fffffffffffffff
        slti a0, s1, 1
        jal p64
        li   s1, 0xe955dcaa13b32e72
        slti a0, s1, 1
        jal p64
        li   s1, 0x0000000000000000
        slti a0, s1, -1
        jal p64
        li   s1, 0x0000000000000001
        slti a0, s1, -1
        jal p64
        li   s1, 0x0000000000000002
        slti a0, s1, -1
        jal p64
        li   s1, 0xffffffffffffffff
        slti a0, s1, -1
        jal p64
        li   s1, 0x000000007fffffff
        slti a0, s1, -1
        jal p64
        li   s1, 0x0000000080000000
        slti a0, s1, -1
        jal p64
        li   s1, 0x00000000ffffffff
        slti a0, s1, -1
        jal p64
        li   s1, 0xffffffff80000000
        slti a0, s1, -1
        jal p64
        li   s1, 0x8000000000000000
        slti a0, s1, -1
        jal p64
        li   s1, 0x7fffffffffffffff
        slti a0, s1, -1
        jal p64
        li   s1, 0xa3acf23379f07afd
        slti a0, s1, -1
        jal p64
        li   s1, 0x0000000000000000
        slti a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000001
        slti a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000002
        slti a0, s1, 2047
        jal p64
        li   s1, 0xffffffffffffffff
        slti a0, s1, 2047
        jal p64
        li   s1, 0x000000007fffffff
        slti a0, s1, 2047
        jal p64
        li   s1, 0x0000000080000000
        slti a0, s1, 2047
        jal p64
        li   s1, 0x00000000ffffffff
        slti a0, s1, 2047
        jal p64
        li   s1, 0xffffffff80000000
        slti a0, s1, 2047
        jal p64
        li   s1, 0x8000000000000000
        slti a0, s1, 2047
        jal p64
        li   s1, 0x7fffffffffffffff
        slti a0, s1, 2047
        jal p64
        li   s1, 0x2807d2f2aba54415
        slti a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000000
        slti a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000001
        slti a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000002
        slti a0, s1, -2048
        jal p64
        li   s1, 0xffffffffffffffff
        slti a0, s1, -2048
        jal p64
        li   s1, 0x000000007fffffff
        slti a0, s1, -2048
        jal p64
        li   s1, 0x0000000080000000
        slti a0, s1, -2048
        jal p64
        li   s1, 0x00000000ffffffff
        slti a0, s1, -2048
        jal p64
        li   s1, 0xffffffff80000000
        slti a0, s1, -2048
        jal p64
        li   s1, 0x8000000000000000
        slti a0, s1, -2048
        jal p64
        li   s1, 0x7fffffffffffffff
        slti a0, s1, -2048
        jal p64
        li   s1, 0x083b157dd98960d5
        slti a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000000
        slti a0, s1, 685
        jal p64
        li   s1, 0x0000000000000001
        slti a0, s1, 685
        jal p64
        li   s1, 0x0000000000000002
        slti a0, s1, 685
        jal p64
        li   s1, 0xffffffffffffffff
        slti a0, s1, 685
        jal p64
        li   s1, 0x000000007fffffff
        slti a0, s1, 685
        jal p64
        li   s1, 0x0000000080000000
        slti a0, s1, 685
        jal p64
        li   s1, 0x00000000ffffffff
        slti a0, s1, 685
        jal p64
        li   s1, 0xffffffff80000000
        slti a0, s1, 685
        jal p64
        li   s1, 0x8000000000000000
        slti a0, s1, 685
        jal p64
        li   s1, 0x7fffffffffffffff
        slti a0, s1, 685
        jal p64
        li   s1, 0xce2ddad59ff4565a
        slti a0, s1, 685
        jal p64
        li   s1, 0x0000000000000000
        sltiu a0, s1, 0
        jal p64
        li   s1, 0x0000000000000001
        sltiu a0, s1, 0
        jal p64
        li   s1, 0x0000000000000002
        sltiu a0, s1, 0
        jal p64
        li   s1, 0xffffffffffffffff
        sltiu a0, s1, 0
        jal p64
        li   s1, 0x000000007fffffff
        sltiu a0, s1, 0
        jal p64
        li   s1, 0x0000000080000000
        sltiu a0, s1, 0
        jal p64
        li   s1, 0x00000000ffffffff
        sltiu a0, s1, 0
        jal p64
        li   s1, 0xffffffff80000000
        sltiu a0, s1, 0
        jal p64
        li   s1, 0x8000000000000000
        sltiu a0, s1, 0
        jal p64
        li   s1, 0x7fffffffffffffff
        sltiu a0, s1, 0
        jal p64
        li   s1, 0x187331854964dfd1
        sltiu a0, s1, 0
        jal p64
        li   s1, 0x0000000000000000
        sltiu a0, s1, 1
        jal p64
        li   s1, 0x0000000000000001
        sltiu a0, s1, 1
        jal p64
        li   s1, 0x0000000000000002
        sltiu a0, s1, 1
        jal p64
        li   s1, 0xffffffffffffffff
        sltiu a0, s1, 1
        jal p64
        li   s1, 0x000000007fffffff
        sltiu a0, s1, 1
        jal p64
        li   s1, 0x0000000080000000
        sltiu a0, s1, 1
        jal p64
        li   s1, 0x00000000ffffffff
        sltiu a0, s1, 1
        jal p64
        li   s1, 0xffffffff80000000
        sltiu a0, s1, 1
        jal p64
        li   s1, 0x8000000000000000
        sltiu a0, s1, 1
        jal p64
        li   s1, 0x7fffffffffffffff
        sltiu a0, s1, 1
        jal p64
        li   s1, 0xb1cedcf33b57e657
        sltiu a0, s1, 1
        jal p64
        li   s1, 0x0000000000000000
        sltiu a0, s1, -1
        jal p64
        li   s1, 0x0000000000000001
        sltiu a0, s1, -1
        jal p64
        li   s1, 0x0000000000000002
        sltiu a0, s1, -1
        jal p64
        li   s1, 0xffffffffffffffff
        sltiu a0, s1, -1
        jal p64
        li   s1, 0x000000007fffffff
        sltiu a0, s1, -1
        jal p64
        li   s1, 0x0000000080000000
        sltiu a0, s1, -1
        jal p64
        li   s1, 0x00000000ffffffff
        sltiu a0, s1, -1
        jal p64
        li   s1, 0xffffffff80000000
        sltiu a0, s1, -1
        jal p64
        li   s1, 0x8000000000000000
        sltiu a0, s1, -1
        jal p64
        li   s1, 0x7fffffffffffffff
        sltiu a0, s1, -1
        jal p64
        li   s1, 0x5b945048aaa9e8ae
        sltiu a0, s1, -1
        jal p64
        li   s1, 0x0000000000000000
        sltiu a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000001
        sltiu a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000002
        sltiu a0, s1, 2047
        jal p64
        li   s1, 0xffffffffffffffff
        sltiu a0, s1, 2047
        jal p64
        li   s1, 0x000000007fffffff
        sltiu a0, s1, 2047
        jal p64
        li   s1, 0x0000000080000000
        sltiu a0, s1, 2047
        jal p64
        li   s1, 0x00000000ffffffff
        sltiu a0, s1, 2047
        jal p64
        li   s1, 0xffffffff80000000
        sltiu a0, s1, 2047
        jal p64
        li   s1, 0x8000000000000000
        sltiu a0, s1, 2047
        jal p64
        li   s1, 0x7fffffffffffffff
        sltiu a0, s1, 2047
        jal p64
        li   s1, 0x22f2291e916252c4
        sltiu a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000000
        sltiu a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000001
        sltiu a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000002
        sltiu a0, s1, -2048
        jal p64
        li   s1, 0xffffffffffffffff
        sltiu a0, s1, -2048
        jal p64
        li   s1, 0x000000007fffffff
        sltiu a0, s1, -2048
        jal p64
        li   s1, 0x0000000080000000
        sltiu a0, s1, -2048
        jal p64
        li   s1, 0x00000000ffffffff
        sltiu a0, s1, -2048
        jal p64
        li   s1, 0xffffffff80000000
        sltiu a0, s1, -2048
        jal p64
        li   s1, 0x8000000000000000
        sltiu a0, s1, -2048
        jal p64
        li   s1, 0x7fffffffffffffff
        sltiu a0, s1, -2048
        jal p64
        li   s1, 0x2650f6d93def3918
        sltiu a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000000
        sltiu a0, s1, -1768
        jal p64
        li   s1, 0x0000000000000001
        sltiu a0, s1, -1768
        jal p64
        li   s1, 0x0000000000000002
        sltiu a0, s1, -1768
        jal p64
        li   s1, 0xffffffffffffffff
        sltiu a0, s1, -1768
        jal p64
        li   s1, 0x000000007fffffff
        sltiu a0, s1, -1768
        jal p64
        li   s1, 0x0000000080000000
        sltiu a0, s1, -1768
        jal p64
        li   s1, 0x00000000ffffffff
        sltiu a0, s1, -1768
        jal p64
        li   s1, 0xffffffff80000000
        sltiu a0, s1, -1768
        jal p64
        li   s1, 0x8000000000000000
        sltiu a0, s1, -1768
        jal p64
        li   s1, 0x7fffffffffffffff
        sltiu a0, s1, -1768
        jal p64
        li   s1, 0xb2c6463dbf5944b2
        sltiu a0, s1, -1768
        jal p64
        li   s1, 0x0000000000000000
        xori a0, s1, 0
        jal p64
        li   s1, 0x0000000000000001
        xori a0, s1, 0
        jal p64
        li   s1, 0x0000000000000002
        xori a0, s1, 0
        jal p64
        li   s1, 0xffffffffffffffff
        xori a0, s1, 0
        jal p64
        li   s1, 0x000000007fffffff
        xori a0, s1, 0
        jal p64
        li   s1, 0x0000000080000000
        xori a0, s1, 0
        jal p64
        li   s1, 0x00000000ffffffff
        xori a0, s1, 0
        jal p64
        li   s1, 0xffffffff80000000
        xori a0, s1, 0
        jal p64
        li   s1, 0x8000000000000000
        xori a0, s1, 0
        jal p64
        li   s1, 0x7fffffffffffffff
        xori a0, s1, 0
        jal p64
        li   s1, 0x7dabc325b5dd66ff
        xori a0, s1, 0
        jal p64
        li   s1, 0x0000000000000000
        xori a0, s1, 1
        jal p64
        li   s1, 0x0000000000000001
        xori a0, s1, 1
        jal p64
        li   s1, 0x0000000000000002
        xori a0, s1, 1
        jal p64
        li   s1, 0xffffffffffffffff
        xori a0, s1, 1
        jal p64
        li   s1, 0x000000007fffffff
        xori a0, s1, 1
        jal p64
        li   s1, 0x0000000080000000
        xori a0, s1, 1
        jal p64
        li   s1, 0x00000000ffffffff
        xori a0, s1, 1
        jal p64
        li   s1, 0xffffffff80000000
        xori a0, s1, 1
        jal p64
        li   s1, 0x8000000000000000
        xori a0, s1, 1
        jal p64
        li   s1, 0x7fffffffffffffff
        xori a0, s1, 1
        jal p64
        li   s1, 0xadb17a878ae3fabb
        xori a0, s1, 1
        jal p64
        li   s1, 0x0000000000000000
        xori a0, s1, -1
        jal p64
        li   s1, 0x0000000000000001
        xori a0, s1, -1
        jal p64
        li   s1, 0x0000000000000002
        xori a0, s1, -1
        jal p64
        li   s1, 0xffffffffffffffff
        xori a0, s1, -1
        jal p64
        li   s1, 0x000000007fffffff
        xori a0, s1, -1
        jal p64
        li   s1, 0x0000000080000000
        xori a0, s1, -1
        jal p64
        li   s1, 0x00000000ffffffff
        xori a0, s1, -1
        jal p64
        li   s1, 0xffffffff80000000
        xori a0, s1, -1
        jal p64
        li   s1, 0x8000000000000000
        xori a0, s1, -1
        jal p64
        li   s1, 0x7fffffffffffffff
        xori a0, s1, -1
        jal p64
        li   s1, 0xd8853606e7c56c35
        xori a0, s1, -1
        jal p64
        li   s1, 0x0000000000000000
        xori a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000001
        xori a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000002
        xori a0, s1, 2047
        jal p64
        li   s1, 0xffffffffffffffff
        xori a0, s1, 2047
        jal p64
        li   s1, 0x000000007fffffff
        xori a0, s1, 2047
        jal p64
        li   s1, 0x0000000080000000
        xori a0, s1, 2047
        jal p64
        li   s1, 0x00000000ffffffff
        xori a0, s1, 2047
        jal p64
        li   s1, 0xffffffff80000000
        xori a0, s1, 2047
        jal p64
        li   s1, 0x8000000000000000
        xori a0, s1, 2047
        jal p64
        li   s1, 0x7fffffffffffffff
        xori a0, s1, 2047
        jal p64
        li   s1, 0x8eaf785d0ea4ae99
        xori a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000000
        xori a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000001
        xori a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000002
        xori a0, s1, -2048
        jal p64
        li   s1, 0xffffffffffffffff
        xori a0, s1, -2048
        jal p64
        li   s1, 0x000000007fffffff
        xori a0, s1, -2048
        jal p64
        li   s1, 0x0000000080000000
        xori a0, s1, -2048
        jal p64
        li   s1, 0x00000000ffffffff
        xori a0, s1, -2048
        jal p64
        li   s1, 0xffffffff80000000
        xori a0, s1, -2048
        jal p64
        li   s1, 0x8000000000000000
        xori a0, s1, -2048
        jal p64
        li   s1, 0x7fffffffffffffff
        xori a0, s1, -2048
        jal p64
        li   s1, 0xa5e13904c9a6c78c
        xori a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000000
        xori a0, s1, 1780
        jal p64
        li   s1, 0x0000000000000001
        xori a0, s1, 1780
        jal p64
        li   s1, 0x0000000000000002
        xori a0, s1, 1780
        jal p64
        li   s1, 0xffffffffffffffff
        xori a0, s1, 1780
        jal p64
        li   s1, 0x000000007fffffff
        xori a0, s1, 1780
        jal p64
        li   s1, 0x0000000080000000
        xori a0, s1, 1780
        jal p64
        li   s1, 0x00000000ffffffff
        xori a0, s1, 1780
        jal p64
        li   s1, 0xffffffff80000000
        xori a0, s1, 1780
        jal p64
        li   s1, 0x8000000000000000
        xori a0, s1, 1780
        jal p64
        li   s1, 0x7fffffffffffffff
        xori a0, s1, 1780
        jal p64
        li   s1, 0xd5bb68254579b4de
        xori a0, s1, 1780
        jal p64
        li   s1, 0x0000000000000000
        ori a0, s1, 0
        jal p64
        li   s1, 0x0000000000000001
        ori a0, s1, 0
        jal p64
        li   s1, 0x0000000000000002
        ori a0, s1, 0
        jal p64
        li   s1, 0xffffffffffffffff
        ori a0, s1, 0
        jal p64
        li   s1, 0x000000007fffffff
        ori a0, s1, 0
        jal p64
        li   s1, 0x0000000080000000
        ori a0, s1, 0
        jal p64
        li   s1, 0x00000000ffffffff
        ori a0, s1, 0
        jal p64
        li   s1, 0xffffffff80000000
        ori a0, s1, 0
        jal p64
        li   s1, 0x8000000000000000
        ori a0, s1, 0
        jal p64
        li   s1, 0x7fffffffffffffff
        ori a0, s1, 0
        jal p64
        li   s1, 0xe9b13f08fb9e6ea3
        ori a0, s1, 0
        jal p64
        li   s1, 0x0000000000000000
        ori a0, s1, 1
        jal p64
        li   s1, 0x0000000000000001
        ori a0, s1, 1
        jal p64
        li   s1, 0x0000000000000002
        ori a0, s1, 1
        jal p64
        li   s1, 0xffffffffffffffff
        ori a0, s1, 1
        jal p64
        li   s1, 0x000000007fffffff
        ori a0, s1, 1
        jal p64
        li   s1, 0x0000000080000000
        ori a0, s1, 1
        jal p64
        li   s1, 0x00000000ffffffff
        ori a0, s1, 1
        jal p64
        li   s1, 0xffffffff80000000
        ori a0, s1, 1
        jal p64
        li   s1, 0x8000000000000000
        ori a0, s1, 1
        jal p64
        li   s1, 0x7fffffffffffffff
        ori a0, s1, 1
        jal p64
        li   s1, 0x7d25b4fbe908ec4d
        ori a0, s1, 1
        jal p64
        li   s1, 0x0000000000000000
        ori a0, s1, -1
        jal p64
        li   s1, 0x0000000000000001
        ori a0, s1, -1
        jal p64
        li   s1, 0x0000000000000002
        ori a0, s1, -1
        jal p64
        li   s1, 0xffffffffffffffff
        ori a0, s1, -1
        jal p64
        li   s1, 0x000000007fffffff
        ori a0, s1, -1
        jal p64
        li   s1, 0x0000000080000000
        ori a0, s1, -1
        jal p64
        li   s1, 0x00000000ffffffff
        ori a0, s1, -1
        jal p64
        li   s1, 0xffffffff80000000
        ori a0, s1, -1
        jal p64
        li   s1, 0x8000000000000000
        ori a0, s1, -1
        jal p64
        li   s1, 0x7fffffffffffffff
        ori a0, s1, -1
        jal p64
        li   s1, 0x4414110a937a9cb8
        ori a0, s1, -1
        jal p64
        li   s1, 0x0000000000000000
        ori a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000001
        ori a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000002
        ori a0, s1, 2047
        jal p64
        li   s1, 0xffffffffffffffff
        ori a0, s1, 2047
        jal p64
        li   s1, 0x000000007fffffff
        ori a0, s1, 2047
        jal p64
        li   s1, 0x0000000080000000
        ori a0, s1, 2047
        jal p64
        li   s1, 0x00000000ffffffff
        ori a0, s1, 2047
        jal p64
        li   s1, 0xffffffff80000000
        ori a0, s1, 2047
        jal p64
        li   s1, 0x8000000000000000
        ori a0, s1, 2047
        jal p64
        li   s1, 0x7fffffffffffffff
        ori a0, s1, 2047
        jal p64
        li   s1, 0x15bac79bf290ff0a
        ori a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000000
        ori a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000001
        ori a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000002
        ori a0, s1, -2048
        jal p64
        li   s1, 0xffffffffffffffff
        ori a0, s1, -2048
        jal p64
        li   s1, 0x000000007fffffff
        ori a0, s1, -2048
        jal p64
        li   s1, 0x0000000080000000
        ori a0, s1, -2048
        jal p64
        li   s1, 0x00000000ffffffff
        ori a0, s1, -2048
        jal p64
        li   s1, 0xffffffff80000000
        ori a0, s1, -2048
        jal p64
        li   s1, 0x8000000000000000
        ori a0, s1, -2048
        jal p64
        li   s1, 0x7fffffffffffffff
        ori a0, s1, -2048
        jal p64
        li   s1, 0xdaea7b55a5a87b27
        ori a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000000
        ori a0, s1, 1772
        jal p64
        li   s1, 0x0000000000000001
        ori a0, s1, 1772
        jal p64
        li   s1, 0x0000000000000002
        ori a0, s1, 1772
        jal p64
        li   s1, 0xffffffffffffffff
        ori a0, s1, 1772
        jal p64
        li   s1, 0x000000007fffffff
        ori a0, s1, 1772
        jal p64
        li   s1, 0x0000000080000000
        ori a0, s1, 1772
        jal p64
        li   s1, 0x00000000ffffffff
        ori a0, s1, 1772
        jal p64
        li   s1, 0xffffffff80000000
        ori a0, s1, 1772
        jal p64
        li   s1, 0x8000000000000000
        ori a0, s1, 1772
        jal p64
        li   s1, 0x7fffffffffffffff
        ori a0, s1, 1772
        jal p64
        li   s1, 0x612888749800ada6
        ori a0, s1, 1772
        jal p64
        li   s1, 0x0000000000000000
        andi a0, s1, 0
        jal p64
        li   s1, 0x0000000000000001
        andi a0, s1, 0
        jal p64
        li   s1, 0x0000000000000002
        andi a0, s1, 0
        jal p64
        li   s1, 0xffffffffffffffff
        andi a0, s1, 0
        jal p64
        li   s1, 0x000000007fffffff
        andi a0, s1, 0
        jal p64
        li   s1, 0x0000000080000000
        andi a0, s1, 0
        jal p64
        li   s1, 0x00000000ffffffff
        andi a0, s1, 0
        jal p64
        li   s1, 0xffffffff80000000
        andi a0, s1, 0
        jal p64
        li   s1, 0x8000000000000000
        andi a0, s1, 0
        jal p64
        li   s1, 0x7fffffffffffffff
        andi a0, s1, 0
        jal p64
        li   s1, 0xda71c16dbba9912e
        andi a0, s1, 0
        jal p64
        li   s1, 0x0000000000000000
        andi a0, s1, 1
        jal p64
        li   s1, 0x0000000000000001
        andi a0, s1, 1
        jal p64
        li   s1, 0x0000000000000002
        andi a0, s1, 1
        jal p64
        li   s1, 0xffffffffffffffff
        andi a0, s1, 1
        jal p64
        li   s1, 0x000000007fffffff
        andi a0, s1, 1
        jal p64
        li   s1, 0x0000000080000000
        andi a0, s1, 1
        jal p64
        li   s1, 0x00000000ffffffff
        andi a0, s1, 1
        jal p64
        li   s1, 0xffffffff80000000
        andi a0, s1, 1
        jal p64
        li   s1, 0x8000000000000000
        andi a0, s1, 1
        jal p64
        li   s1, 0x7fffffffffffffff
        andi a0, s1, 1
        jal p64
        li   s1, 0xe294be0af934cdb9
        andi a0, s1, 1
        jal p64
        li   s1, 0x0000000000000000
        andi a0, s1, -1
        jal p64
        li   s1, 0x0000000000000001
        andi a0, s1, -1
        jal p64
        li   s1, 0x0000000000000002
        andi a0, s1, -1
        jal p64
        li   s1, 0xffffffffffffffff
        andi a0, s1, -1
        jal p64
        li   s1, 0x000000007fffffff
        andi a0, s1, -1
        jal p64
        li   s1, 0x0000000080000000
        andi a0, s1, -1
        jal p64
        li   s1, 0x00000000ffffffff
        andi a0, s1, -1
        jal p64
        li   s1, 0xffffffff80000000
        andi a0, s1, -1
        jal p64
        li   s1, 0x8000000000000000
        andi a0, s1, -1
        jal p64
        li   s1, 0x7fffffffffffffff
        andi a0, s1, -1
        jal p64
        li   s1, 0x481934abfdd43f4e
        andi a0, s1, -1
        jal p64
        li   s1, 0x0000000000000000
        andi a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000001
        andi a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000002
        andi a0, s1, 2047
        jal p64
        li   s1, 0xffffffffffffffff
        andi a0, s1, 2047
        jal p64
        li   s1, 0x000000007fffffff
        andi a0, s1, 2047
        jal p64
        li   s1, 0x0000000080000000
        andi a0, s1, 2047
        jal p64
        li   s1, 0x00000000ffffffff
        andi a0, s1, 2047
        jal p64
        li   s1, 0xffffffff80000000
        andi a0, s1, 2047
        jal p64
        li   s1, 0x8000000000000000
        andi a0, s1, 2047
        jal p64
        li   s1, 0x7fffffffffffffff
        andi a0, s1, 2047
        jal p64
        li   s1, 0x93bd757b029a7c08
        andi a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000000
        andi a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000001
        andi a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000002
        andi a0, s1, -2048
        jal p64
        li   s1, 0xffffffffffffffff
        andi a0, s1, -2048
        jal p64
        li   s1, 0x000000007fffffff
        andi a0, s1, -2048
        jal p64
        li   s1, 0x0000000080000000
        andi a0, s1, -2048
        jal p64
        li   s1, 0x00000000ffffffff
        andi a0, s1, -2048
        jal p64
        li   s1, 0xffffffff80000000
        andi a0, s1, -2048
        jal p64
        li   s1, 0x8000000000000000
        andi a0, s1, -2048
        jal p64
        li   s1, 0x7fffffffffffffff
        andi a0, s1, -2048
        jal p64
        li   s1, 0xf23384b7c5a609e0
        andi a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000000
        andi a0, s1, 1155
        jal p64
        li   s1, 0x0000000000000001
        andi a0, s1, 1155
        jal p64
        li   s1, 0x0000000000000002
        andi a0, s1, 1155
        jal p64
        li   s1, 0xffffffffffffffff
        andi a0, s1, 1155
        jal p64
        li   s1, 0x000000007fffffff
        andi a0, s1, 1155
        jal p64
        li   s1, 0x0000000080000000
        andi a0, s1, 1155
        jal p64
        li   s1, 0x00000000ffffffff
        andi a0, s1, 1155
        jal p64
        li   s1, 0xffffffff80000000
        andi a0, s1, 1155
        jal p64
        li   s1, 0x8000000000000000
        andi a0, s1, 1155
        jal p64
        li   s1, 0x7fffffffffffffff
        andi a0, s1, 1155
        jal p64
        li   s1, 0x0d75281d633739b7
        andi a0, s1, 1155
        jal p64
        li   s1, 0x0000000000000000
        addiw a0, s1, 0
        jal p64
        li   s1, 0x0000000000000001
        addiw a0, s1, 0
        jal p64
        li   s1, 0x0000000000000002
        addiw a0, s1, 0
        jal p64
        li   s1, 0xffffffffffffffff
        addiw a0, s1, 0
        jal p64
        li   s1, 0x000000007fffffff
        addiw a0, s1, 0
        jal p64
        li   s1, 0x0000000080000000
        addiw a0, s1, 0
        jal p64
        li   s1, 0x00000000ffffffff
        addiw a0, s1, 0
        jal p64
        li   s1, 0xffffffff80000000
        addiw a0, s1, 0
        jal p64
        li   s1, 0x8000000000000000
        addiw a0, s1, 0
        jal p64
        li   s1, 0x7fffffffffffffff
        addiw a0, s1, 0
        jal p64
        li   s1, 0xe99ce6fbb561ded0
        addiw a0, s1, 0
        jal p64
        li   s1, 0x0000000000000000
        addiw a0, s1, 1
        jal p64
        li   s1, 0x0000000000000001
        addiw a0, s1, 1
        jal p64
        li   s1, 0x0000000000000002
        addiw a0, s1, 1
        jal p64
        li   s1, 0xffffffffffffffff
        addiw a0, s1, 1
        jal p64
        li   s1, 0x000000007fffffff
        addiw a0, s1, 1
        jal p64
        li   s1, 0x0000000080000000
        addiw a0, s1, 1
        jal p64
        li   s1, 0x00000000ffffffff
        addiw a0, s1, 1
        jal p64
        li   s1, 0xffffffff80000000
        addiw a0, s1, 1
        jal p64
        li   s1, 0x8000000000000000
        addiw a0, s1, 1
        jal p64
        li   s1, 0x7fffffffffffffff
        addiw a0, s1, 1
        jal p64
        li   s1, 0xaa3e8b2b34adc97c
        addiw a0, s1, 1
        jal p64
        li   s1, 0x0000000000000000
        addiw a0, s1, -1
        jal p64
        li   s1, 0x0000000000000001
        addiw a0, s1, -1
        jal p64
        li   s1, 0x0000000000000002
        addiw a0, s1, -1
        jal p64
        li   s1, 0xffffffffffffffff
        addiw a0, s1, -1
        jal p64
        li   s1, 0x000000007fffffff
        addiw a0, s1, -1
        jal p64
        li   s1, 0x0000000080000000
        addiw a0, s1, -1
        jal p64
        li   s1, 0x00000000ffffffff
        addiw a0, s1, -1
        jal p64
        li   s1, 0xffffffff80000000
        addiw a0, s1, -1
        jal p64
        li   s1, 0x8000000000000000
        addiw a0, s1, -1
        jal p64
        li   s1, 0x7fffffffffffffff
        addiw a0, s1, -1
        jal p64
        li   s1, 0xf76a1dbda77cf9ff
        addiw a0, s1, -1
        jal p64
        li   s1, 0x0000000000000000
        addiw a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000001
        addiw a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000002
        addiw a0, s1, 2047
        jal p64
        li   s1, 0xffffffffffffffff
        addiw a0, s1, 2047
        jal p64
        li   s1, 0x000000007fffffff
        addiw a0, s1, 2047
        jal p64
        li   s1, 0x0000000080000000
        addiw a0, s1, 2047
        jal p64
        li   s1, 0x00000000ffffffff
        addiw a0, s1, 2047
        jal p64
        li   s1, 0xffffffff80000000
        addiw a0, s1, 2047
        jal p64
        li   s1, 0x8000000000000000
        addiw a0, s1, 2047
        jal p64
        li   s1, 0x7fffffffffffffff
        addiw a0, s1, 2047
        jal p64
        li   s1, 0x6b1097fcb0622c94
        addiw a0, s1, 2047
        jal p64
        li   s1, 0x0000000000000000
        addiw a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000001
        addiw a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000002
        addiw a0, s1, -2048
        jal p64
        li   s1, 0xffffffffffffffff
        addiw a0, s1, -2048
        jal p64
        li   s1, 0x000000007fffffff
        addiw a0, s1, -2048
        jal p64
        li   s1, 0x0000000080000000
        addiw a0, s1, -2048
        jal p64
        li   s1, 0x00000000ffffffff
        addiw a0, s1, -2048
        jal p64
        li   s1, 0xffffffff80000000
        addiw a0, s1, -2048
        jal p64
        li   s1, 0x8000000000000000
        addiw a0, s1, -2048
        jal p64
        li   s1, 0x7fffffffffffffff
        addiw a0, s1, -2048
        jal p64
        li   s1, 0xf72913f16f6771aa
        addiw a0, s1, -2048
        jal p64
        li   s1, 0x0000000000000000
        addiw a0, s1, -1766
        jal p64
        li   s1, 0x0000000000000001
        addiw a0, s1, -1766
        jal p64
        li   s1, 0x0000000000000002
        addiw a0, s1, -1766
        jal p64
        li   s1, 0xffffffffffffffff
        addiw a0, s1, -1766
        jal p64
        li   s1, 0x000000007fffffff
        addiw a0, s1, -1766
        jal p64
        li   s1, 0x0000000080000000
        addiw a0, s1, -1766
        jal p64
        li   s1, 0x00000000ffffffff
        addiw a0, s1, -1766
        jal p64
        li   s1, 0xffffffff80000000
        addiw a0, s1, -1766
        jal p64
        li   s1, 0x8000000000000000
        addiw a0, s1, -1766
        jal p64
        li   s1, 0x7fffffffffffffff
        addiw a0, s1, -1766
        jal p64
        li   s1, 0x965fb3b6a49702fe
        addiw a0, s1, -1766
        jal p64
        li   s1, 0x0000000000000000
        slli a0, s1, 0
        jal p64
        li   s1, 0x0000000000000001
        slli a0, s1, 0
        jal p64
        li   s1, 0x0000000000000002
        slli a0, s1, 0
        jal p64
        li   s1, 0xffffffffffffffff
        slli a0, s1, 0
        jal p64
        li   s1, 0x000000007fffffff
        slli a0, s1, 0
        jal p64
        li   s1, 0x0000000080000000
        slli a0, s1, 0
        jal p64
        li   s1, 0x00000000ffffffff
        slli a0, s1, 0
        jal p64
        li   s1, 0xffffffff80000000
        slli a0, s1, 0
        jal p64
        li   s1, 0x8000000000000000
        slli a0, s1, 0
        jal p64
        li   s1, 0x7fffffffffffffff
        slli a0, s1, 0
        jal p64
        li   s1, 0x9a0663582c89ab60
        slli a0, s1, 0
        jal p64
        li   s1, 0x0000000000000000
        slli a0, s1, 1
        jal p64
        li   s1, 0x0000000000000001
        slli a0, s1, 1
        jal p64
        li   s1, 0x0000000000000002
        slli a0, s1, 1
        jal p64
        li   s1, 0xffffffffffffffff
        slli a0, s1, 1
        jal p64
        li   s1, 0x000000007fffffff
        slli a0, s1, 1
        jal p64
        li   s1, 0x0000000080000000
        slli a0, s1, 1
        jal p64
        li   s1, 0x00000000ffffffff
        slli a0, s1, 1
        jal p64
        li   s1, 0xffffffff80000000
        slli a0, s1, 1
        jal p64
        li   s1, 0x8000000000000000
        slli a0, s1, 1
        jal p64
        li   s1, 0x7fffffffffffffff
        slli a0, s1, 1
        jal p64
        li   s1, 0x9a8342e8cc5d136e
        slli a0, s1, 1
        jal p64
        li   s1, 0x0000000000000000
        slli a0, s1, 31
        jal p64
        li   s1, 0x0000000000000001
        slli a0, s1, 31
        jal p64
        li   s1, 0x0000000000000002
        slli a0, s1, 31
        jal p64
        li   s1, 0xffffffffffffffff
        slli a0, s1, 31
        jal p64
        li   s1, 0x000000007fffffff
        slli a0, s1, 31
        jal p64
        li   s1, 0x0000000080000000
        slli a0, s1, 31
        jal p64
        li   s1, 0x00000000ffffffff
        slli a0, s1, 31
        jal p64
        li   s1, 0xffffffff80000000
        slli a0, s1, 31
        jal p64
        li   s1, 0x8000000000000000
        slli a0, s1, 31
        jal p64
        li   s1, 0x7fffffffffffffff
        slli a0, s1, 31
        jal p64
        li   s1, 0x8c9d7285ab148e14
        slli a0, s1, 31
        jal p64
        li   s1, 0x0000000000000000
        slli a0, s1, 63
        jal p64
        li   s1, 0x0000000000000001
        slli a0, s1, 63
        jal p64
        li   s1, 0x0000000000000002
        slli a0, s1, 63
        jal p64
        li   s1, 0xffffffffffffffff
        slli a0, s1, 63
        jal p64
        li   s1, 0x000000007fffffff
        slli a0, s1, 63
        jal p64
        li   s1, 0x0000000080000000
        slli a0, s1, 63
        jal p64
        li   s1, 0x00000000ffffffff
        slli a0, s1, 63
        jal p64
        li   s1, 0xffffffff80000000
        slli a0, s1, 63
        jal p64
        li   s1, 0x8000000000000000
        slli a0, s1, 63
        jal p64
        li   s1, 0x7fffffffffffffff
        slli a0, s1, 63
        jal p64
        li   s1, 0xe3ad5e1e0906df33
        slli a0, s1, 63
        jal p64
        li   s1, 0x0000000000000000
        slli a0, s1, 46
        jal p64
        li   s1, 0x0000000000000001
        slli a0, s1, 46
        jal p64
        li   s1, 0x0000000000000002
        slli a0, s1, 46
        jal p64
        li   s1, 0xffffffffffffffff
        slli a0, s1, 46
        jal p64
        li   s1, 0x000000007fffffff
        slli a0, s1, 46
        jal p64
        li   s1, 0x0000000080000000
        slli a0, s1, 46
        jal p64
        li   s1, 0x00000000ffffffff
        slli a0, s1, 46
        jal p64
        li   s1, 0xffffffff80000000
        slli a0, s1, 46
        jal p64
        li   s1, 0x8000000000000000
        slli a0, s1, 46
        jal p64
        li   s1, 0x7fffffffffffffff
        slli a0, s1, 46
        jal p64
        li   s1, 0xb8b64f6e9ed55ee4
        slli a0, s1, 46
        jal p64
        li   s1, 0x0000000000000000
        srli a0, s1, 0
        jal p64
        li   s1, 0x0000000000000001
        srli a0, s1, 0
        jal p64
        li   s1, 0x0000000000000002
        srli a0, s1, 0
        jal p64
        li   s1, 0xffffffffffffffff
        srli a0, s1, 0
        jal p64
        li   s1, 0x000000007fffffff
        srli a0, s1, 0
        jal p64
        li   s1, 0x0000000080000000
        srli a0, s1, 0
        jal p64
        li   s1, 0x00000000ffffffff
        srli a0, s1, 0
        jal p64
        li   s1, 0xffffffff80000000
        srli a0, s1, 0
        jal p64
        li   s1, 0x8000000000000000
        srli a0, s1, 0
        jal p64
        li   s1, 0x7fffffffffffffff
        srli a0, s1, 0
        jal p64
        li   s1, 0x41468af98a2a55da
        srli a0, s1, 0
        jal p64
        li   s1, 0x0000000000000000
        srli a0, s1, 1
        jal p64
        li   s1, 0x0000000000000001
        srli a0, s1, 1
        jal p64
        li   s1, 0x0000000000000002
        srli a0, s1, 1
        jal p64
        li   s1, 0xffffffffffffffff
        srli a0, s1, 1
        jal p64
        li   s1, 0x000000007fffffff
        srli a0, s1, 1
        jal p64
        li   s1, 0x0000000080000000
        srli a0, s1, 1
        jal p64
        li   s1, 0x00000000ffffffff
        srli a0, s1, 1
        jal p64
        li   s1, 0xffffffff80000000
        srli a0, s1, 1
        jal p64
        li   s1, 0x8000000000000000
        srli a0, s1, 1
        jal p64
        li   s1, 0x7fffffffffffffff
        srli a0, s1, 1
        jal p64
        li   s1, 0xd19fca8b4606b334
        srli a0, s1, 1
        jal p64
        li   s1, 0x0000000000000000
        srli a0, s1, 31
        jal p64
        li   s1, 0x0000000000000001
        srli a0, s1, 31
        jal p64
        li   s1, 0x0000000000000002
        srli a0, s1, 31
        jal p64
        li   s1, 0xffffffffffffffff
        srli a0, s1, 31
        jal p64
        li   s1, 0x000000007fffffff
        srli a0, s1, 31
        jal p64
        li   s1, 0x0000000080000000
        srli a0, s1, 31
        jal p64
        li   s1, 0x00000000ffffffff
        srli a0, s1, 31
        jal p64
        li   s1, 0xffffffff80000000
        srli a0, s1, 31
        jal p64
        li   s1, 0x8000000000000000
        srli a0, s1, 31
        jal p64
        li   s1, 0x7fffffffffffffff
        srli a0, s1, 31
        jal p64
        li   s1, 0xe93fc02dac658b2e
        srli a0, s1, 31
        jal p64
        li   s1, 0x0000000000000000
        srli a0, s1, 63
        jal p64
        li   s1, 0x0000000000000001
        srli a0, s1, 63
        jal p64
        li   s1, 0x0000000000000002
        srli a0, s1, 63
        jal p64
        li   s1, 0xffffffffffffffff
        srli a0, s1, 63
        jal p64
        li   s1, 0x000000007fffffff
        srli a0, s1, 63
        jal p64
        li   s1, 0x0000000080000000
        srli a0, s1, 63
        jal p64
        li   s1, 0x00000000ffffffff
        srli a0, s1, 63
        jal p64
        li   s1, 0xffffffff80000000
        srli a0, s1, 63
        jal p64
        li   s1, 0x8000000000000000
        srli a0, s1, 63
        jal p64
        li   s1, 0x7fffffffffffffff
        srli a0, s1, 63
        jal p64
        li   s1, 0x4ac55fbcaad5314c
        srli a0, s1, 63
        jal p64
        li   s1, 0x0000000000000000
        srli a0, s1, 2
        jal p64
        li   s1, 0x0000000000000001
        srli a0, s1, 2
        jal p64
        li   s1, 0x0000000000000002
        srli a0, s1, 2
        jal p64
        li   s1, 0xffffffffffffffff
        srli a0, s1, 2
        jal p64
        li   s1, 0x000000007fffffff
        srli a0, s1, 2
        jal p64
        li   s1, 0x0000000080000000
        srli a0, s1, 2
        jal p64
        li   s1, 0x00000000ffffffff
        srli a0, s1, 2
        jal p64
        li   s1, 0xffffffff80000000
        srli a0, s1, 2
        jal p64
        li   s1, 0x8000000000000000
        srli a0, s1, 2
        jal p64
        li   s1, 0x7fffffffffffffff
        srli a0, s1, 2
        jal p64
        li   s1, 0x79306128ce0636ff
        srli a0, s1, 2
        jal p64
        li   s1, 0x0000000000000000
        srai a0, s1, 0
        jal p64
        li   s1, 0x0000000000000001
        srai a0, s1, 0
        jal p64
        li   s1, 0x0000000000000002
        srai a0, s1, 0
        jal p64
        li   s1, 0xffffffffffffffff
        srai a0, s1, 0
        jal p64
        li   s1, 0x000000007fffffff
        srai a0, s1, 0
        jal p64
        li   s1, 0x0000000080000000
        srai a0, s1, 0
        jal p64
        li   s1, 0x00000000ffffffff
        srai a0, s1, 0
        jal p64
        li   s1, 0xffffffff80000000
        srai a0, s1, 0
        jal p64
        li   s1, 0x8000000000000000
        srai a0, s1, 0
        jal p64
        li   s1, 0x7fffffffffffffff
        srai a0, s1, 0
        jal p64
        li   s1, 0xc1772b8dc7f475c0
        srai a0, s1, 0
        jal p64
        li   s1, 0x0000000000000000
        srai a0, s1, 1
        jal p64
        li   s1, 0x0000000000000001
        srai a0, s1, 1
        jal p64
        li   s1, 0x0000000000000002
        srai a0, s1, 1
        jal p64
        li   s1, 0xffffffffffffffff
        srai a0, s1, 1
        jal p64
        li   s1, 0x000000007fffffff
        srai a0, s1, 1
        jal p64
        li   s1, 0x0000000080000000
        srai a0, s1, 1
        jal p64
        li   s1, 0x00000000ffffffff
        srai a0, s1, 1
        jal p64
        li   s1, 0xffffffff80000000
        srai a0, s1, 1
        jal p64
        li   s1, 0x8000000000000000
        srai a0, s1, 1
        jal p64
        li   s1, 0x7fffffffffffffff
        srai a0, s1, 1
        jal p64
        li   s1, 0x64647da6ce248c95
        srai a0, s1, 1
        jal p64
        li   s1, 0x0000000000000000
        srai a0, s1, 31
        jal p64
        li   s1, 0x0000000000000001
        srai a0, s1, 31
        jal p64
        li   s1, 0x0000000000000002
        srai a0, s1, 31
        jal p64
        li   s1, 0xffffffffffffffff
        srai a0, s1, 31
        jal p64
        li   s1, 0x000000007fffffff
        srai a0, s1, 31
        jal p64
        li   s1, 0x0000000080000000
        srai a0, s1, 31
        jal p64
        li   s1, 0x00000000ffffffff
        srai a0, s1, 31
        jal p64
        li   s1, 0xffffffff80000000
        srai a0, s1, 31
        jal p64
        li   s1, 0x8000000000000000
        srai a0, s1, 31
        jal p64
        li   s1, 0x7fffffffffffffff
        srai a0, s1, 31
        jal p64
        li   s1, 0x2fa3c1f8795ea5a7
        srai a0, s1, 31
        jal p64
        li   s1, 0x0000000000000000
        srai a0, s1, 63
        jal p64
        li   s1, 0x0000000000000001
        srai a0, s1, 63
        jal p64
        li   s1, 0x0000000000000002
        srai a0, s1, 63
        jal p64
        li   s1, 0xffffffffffffffff
        srai a0, s1, 63
        jal p64
        li   s1, 0x000000007fffffff
        srai a0, s1, 63
        jal p64
        li   s1, 0x0000000080000000
        srai a0, s1, 63
        jal p64
        li   s1, 0x00000000ffffffff
        srai a0, s1, 63
        jal p64
        li   s1, 0xffffffff80000000
        srai a0, s1, 63
        jal p64
        li   s1, 0x8000000000000000
        srai a0, s1, 63
        jal p64
        li   s1, 0x7fffffffffffffff
        srai a0, s1, 63
        jal p64
        li   s1, 0x067536c4e25dbf07
        srai a0, s1, 63
        jal p64
        li   s1, 0x0000000000000000
        srai a0, s1, 39
        jal p64
        li   s1, 0x0000000000000001
        srai a0, s1, 39
        jal p64
        li   s1, 0x0000000000000002
        srai a0, s1, 39
        jal p64
        li   s1, 0xffffffffffffffff
        srai a0, s1, 39
        jal p64
        li   s1, 0x000000007fffffff
        srai a0, s1, 39
        jal p64
        li   s1, 0x0000000080000000
        srai a0, s1, 39
        jal p64
        li   s1, 0x00000000ffffffff
        srai a0, s1, 39
        jal p64
        li   s1, 0xffffffff80000000
        srai a0, s1, 39
        jal p64
        li   s1, 0x8000000000000000
        srai a0, s1, 39
        jal p64
        li   s1, 0x7fffffffffffffff
        srai a0, s1, 39
        jal p64
        li   s1, 0x823f39e0ec5bcfbe
        srai a0, s1, 39
        jal p64
        li   s1, 0x0000000000000000
        slliw a0, s1, 0
        jal p64
        li   s1, 0x0000000000000001
        slliw a0, s1, 0
        jal p64
        li   s1, 0x0000000000000002
        slliw a0, s1, 0
        jal p64
        li   s1, 0xffffffffffffffff
        slliw a0, s1, 0
        jal p64
        li   s1, 0x000000007fffffff
        slliw a0, s1, 0
        jal p64
        li   s1, 0x0000000080000000
        slliw a0, s1, 0
        jal p64
        li   s1, 0x00000000ffffffff
        slliw a0, s1, 0
        jal p64
        li   s1, 0xffffffff80000000
        slliw a0, s1, 0
        jal p64
        li   s1, 0x8000000000000000
        slliw a0, s1, 0
        jal p64
        li   s1, 0x7fffffffffffffff
        slliw a0, s1, 0
        jal p64
        li   s1, 0x195f29947aa67cbd
        slliw a0, s1, 0
        jal p64
        li   s1, 0x0000000000000000
        slliw a0, s1, 1
        jal p64
        li   s1, 0x0000000000000001
        slliw a0, s1, 1
        jal p64
        li   s1, 0x0000000000000002
        slliw a0, s1, 1
        jal p64
        li   s1, 0xffffffffffffffff
        slliw a0, s1, 1
        jal p64
        li   s1, 0x000000007fffffff
        slliw a0, s1, 1
        jal p64
        li   s1, 0x0000000080000000
        slliw a0, s1, 1
        jal p64
        li   s1, 0x00000000ffffffff
        slliw a0, s1, 1
        jal p64
        li   s1, 0xffffffff80000000
        slliw a0, s1, 1
        jal p64
        li   s1, 0x8000000000000000
        slliw a0, s1, 1
        jal p64
        li   s1, 0x7fffffffffffffff
        slliw a0, s1, 1
        jal p64
        li   s1, 0x15f7d36577cd1da1
        slliw a0, s1, 1
        jal p64
        li   s1, 0x0000000000000000
        slliw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000001
        slliw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000002
        slliw a0, s1, 31
        jal p64
        li   s1, 0xffffffffffffffff
        slliw a0, s1, 31
        jal p64
        li   s1, 0x000000007fffffff
        slliw a0, s1, 31
        jal p64
        li   s1, 0x0000000080000000
        slliw a0, s1, 31
        jal p64
        li   s1, 0x00000000ffffffff
        slliw a0, s1, 31
        jal p64
        li   s1, 0xffffffff80000000
        slliw a0, s1, 31
        jal p64
        li   s1, 0x8000000000000000
        slliw a0, s1, 31
        jal p64
        li   s1, 0x7fffffffffffffff
        slliw a0, s1, 31
        jal p64
        li   s1, 0x4e6f4a8433b70220
        slliw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000000
        slliw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000001
        slliw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000002
        slliw a0, s1, 31
        jal p64
        li   s1, 0xffffffffffffffff
        slliw a0, s1, 31
        jal p64
        li   s1, 0x000000007fffffff
        slliw a0, s1, 31
        jal p64
        li   s1, 0x0000000080000000
        slliw a0, s1, 31
        jal p64
        li   s1, 0x00000000ffffffff
        slliw a0, s1, 31
        jal p64
        li   s1, 0xffffffff80000000
        slliw a0, s1, 31
        jal p64
        li   s1, 0x8000000000000000
        slliw a0, s1, 31
        jal p64
        li   s1, 0x7fffffffffffffff
        slliw a0, s1, 31
        jal p64
        li   s1, 0xfe124b86ad378b67
        slliw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000000
        slliw a0, s1, 20
        jal p64
        li   s1, 0x0000000000000001
        slliw a0, s1, 20
        jal p64
        li   s1, 0x0000000000000002
        slliw a0, s1, 20
        jal p64
        li   s1, 0xffffffffffffffff
        slliw a0, s1, 20
        jal p64
        li   s1, 0x000000007fffffff
        slliw a0, s1, 20
        jal p64
        li   s1, 0x0000000080000000
        slliw a0, s1, 20
        jal p64
        li   s1, 0x00000000ffffffff
        slliw a0, s1, 20
        jal p64
        li   s1, 0xffffffff80000000
        slliw a0, s1, 20
        jal p64
        li   s1, 0x8000000000000000
        slliw a0, s1, 20
        jal p64
        li   s1, 0x7fffffffffffffff
        slliw a0, s1, 20
        jal p64
        li   s1, 0x6bf1292b7d366e4c
        slliw a0, s1, 20
        jal p64
        li   s1, 0x0000000000000000
        srliw a0, s1, 0
        jal p64
        li   s1, 0x0000000000000001
        srliw a0, s1, 0
        jal p64
        li   s1, 0x0000000000000002
        srliw a0, s1, 0
        jal p64
        li   s1, 0xffffffffffffffff
        srliw a0, s1, 0
        jal p64
        li   s1, 0x000000007fffffff
        srliw a0, s1, 0
        jal p64
        li   s1, 0x0000000080000000
        srliw a0, s1, 0
        jal p64
        li   s1, 0x00000000ffffffff
        srliw a0, s1, 0
        jal p64
        li   s1, 0xffffffff80000000
        srliw a0, s1, 0
        jal p64
        li   s1, 0x8000000000000000
        srliw a0, s1, 0
        jal p64
        li   s1, 0x7fffffffffffffff
        srliw a0, s1, 0
        jal p64
        li   s1, 0x7a3e13b08743a855
        srliw a0, s1, 0
        jal p64
        li   s1, 0x0000000000000000
        srliw a0, s1, 1
        jal p64
        li   s1, 0x0000000000000001
        srliw a0, s1, 1
        jal p64
        li   s1, 0x0000000000000002
        srliw a0, s1, 1
        jal p64
        li   s1, 0xffffffffffffffff
        srliw a0, s1, 1
        jal p64
        li   s1, 0x000000007fffffff
        srliw a0, s1, 1
        jal p64
        li   s1, 0x0000000080000000
        srliw a0, s1, 1
        jal p64
        li   s1, 0x00000000ffffffff
        srliw a0, s1, 1
        jal p64
        li   s1, 0xffffffff80000000
        srliw a0, s1, 1
        jal p64
        li   s1, 0x8000000000000000
        srliw a0, s1, 1
        jal p64
        li   s1, 0x7fffffffffffffff
        srliw a0, s1, 1
        jal p64
        li   s1, 0x11a4065f2a478172
        srliw a0, s1, 1
        jal p64
        li   s1, 0x0000000000000000
        srliw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000001
        srliw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000002
        srliw a0, s1, 31
        jal p64
        li   s1, 0xffffffffffffffff
        srliw a0, s1, 31
        jal p64
        li   s1, 0x000000007fffffff
        srliw a0, s1, 31
        jal p64
        li   s1, 0x0000000080000000
        srliw a0, s1, 31
        jal p64
        li   s1, 0x00000000ffffffff
        srliw a0, s1, 31
        jal p64
        li   s1, 0xffffffff80000000
        srliw a0, s1, 31
        jal p64
        li   s1, 0x8000000000000000
        srliw a0, s1, 31
        jal p64
        li   s1, 0x7fffffffffffffff
        srliw a0, s1, 31
        jal p64
        li   s1, 0x815797463b1c3327
        srliw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000000
        srliw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000001
        srliw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000002
        srliw a0, s1, 31
        jal p64
        li   s1, 0xffffffffffffffff
        srliw a0, s1, 31
        jal p64
        li   s1, 0x000000007fffffff
        srliw a0, s1, 31
        jal p64
        li   s1, 0x0000000080000000
        srliw a0, s1, 31
        jal p64
        li   s1, 0x00000000ffffffff
        srliw a0, s1, 31
        jal p64
        li   s1, 0xffffffff80000000
        srliw a0, s1, 31
        jal p64
        li   s1, 0x8000000000000000
        srliw a0, s1, 31
        jal p64
        li   s1, 0x7fffffffffffffff
        srliw a0, s1, 31
        jal p64
        li   s1, 0x478d5052011aa4a9
        srliw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000000
        srliw a0, s1, 10
        jal p64
        li   s1, 0x0000000000000001
        srliw a0, s1, 10
        jal p64
        li   s1, 0x0000000000000002
        srliw a0, s1, 10
        jal p64
        li   s1, 0xffffffffffffffff
        srliw a0, s1, 10
        jal p64
        li   s1, 0x000000007fffffff
        srliw a0, s1, 10
        jal p64
        li   s1, 0x0000000080000000
        srliw a0, s1, 10
        jal p64
        li   s1, 0x00000000ffffffff
        srliw a0, s1, 10
        jal p64
        li   s1, 0xffffffff80000000
        srliw a0, s1, 10
        jal p64
        li   s1, 0x8000000000000000
        srliw a0, s1, 10
        jal p64
        li   s1, 0x7fffffffffffffff
        srliw a0, s1, 10
        jal p64
        li   s1, 0x9c71fb37cba0176a
        srliw a0, s1, 10
        jal p64
        li   s1, 0x0000000000000000
        sraiw a0, s1, 0
        jal p64
        li   s1, 0x0000000000000001
        sraiw a0, s1, 0
        jal p64
        li   s1, 0x0000000000000002
        sraiw a0, s1, 0
        jal p64
        li   s1, 0xffffffffffffffff
        sraiw a0, s1, 0
        jal p64
        li   s1, 0x000000007fffffff
        sraiw a0, s1, 0
        jal p64
        li   s1, 0x0000000080000000
        sraiw a0, s1, 0
        jal p64
        li   s1, 0x00000000ffffffff
        sraiw a0, s1, 0
        jal p64
        li   s1, 0xffffffff80000000
        sraiw a0, s1, 0
        jal p64
        li   s1, 0x8000000000000000
        sraiw a0, s1, 0
        jal p64
        li   s1, 0x7fffffffffffffff
        sraiw a0, s1, 0
        jal p64
        li   s1, 0xbbc3d2283b8cac4f
        sraiw a0, s1, 0
        jal p64
        li   s1, 0x0000000000000000
        sraiw a0, s1, 1
        jal p64
        li   s1, 0x0000000000000001
        sraiw a0, s1, 1
        jal p64
        li   s1, 0x0000000000000002
        sraiw a0, s1, 1
        jal p64
        li   s1, 0xffffffffffffffff
        sraiw a0, s1, 1
        jal p64
        li   s1, 0x000000007fffffff
        sraiw a0, s1, 1
        jal p64
        li   s1, 0x0000000080000000
        sraiw a0, s1, 1
        jal p64
        li   s1, 0x00000000ffffffff
        sraiw a0, s1, 1
        jal p64
        li   s1, 0xffffffff80000000
        sraiw a0, s1, 1
        jal p64
        li   s1, 0x8000000000000000
        sraiw a0, s1, 1
        jal p64
        li   s1, 0x7fffffffffffffff
        sraiw a0, s1, 1
        jal p64
        li   s1, 0x04c63f604239022e
        sraiw a0, s1, 1
        jal p64
        li   s1, 0x0000000000000000
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000001
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000002
        sraiw a0, s1, 31
        jal p64
        li   s1, 0xffffffffffffffff
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x000000007fffffff
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x0000000080000000
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x00000000ffffffff
        sraiw a0, s1, 31
        jal p64
        li   s1, 0xffffffff80000000
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x8000000000000000
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x7fffffffffffffff
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x219090fc233b4e73
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000000
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000001
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000002
        sraiw a0, s1, 31
        jal p64
        li   s1, 0xffffffffffffffff
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x000000007fffffff
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x0000000080000000
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x00000000ffffffff
        sraiw a0, s1, 31
        jal p64
        li   s1, 0xffffffff80000000
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x8000000000000000
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x7fffffffffffffff
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x4b3ec40486663ecc
        sraiw a0, s1, 31
        jal p64
        li   s1, 0x0000000000000000
        sraiw a0, s1, 23
        jal p64
        li   s1, 0x0000000000000001
        sraiw a0, s1, 23
        jal p64
        li   s1, 0x0000000000000002
        sraiw a0, s1, 23
        jal p64
        li   s1, 0xffffffffffffffff
        sraiw a0, s1, 23
        jal p64
        li   s1, 0x000000007fffffff
        sraiw a0, s1, 23
        jal p64
        li   s1, 0x0000000080000000
        sraiw a0, s1, 23
        jal p64
        li   s1, 0x00000000ffffffff
        sraiw a0, s1, 23
        jal p64
        li   s1, 0xffffffff80000000
        sraiw a0, s1, 23
        jal p64
        li   s1, 0x8000000000000000
        sraiw a0, s1, 23
        jal p64
        li   s1, 0x7fffffffffffffff
        sraiw a0, s1, 23
        jal p64
        li   s1, 0x321738108236856a
        sraiw a0, s1, 23
        jal p64
        lui  a0, 0
        jal p64
        auipc a0, 0
        sub a0, a0, gp
        jal p64
        lui  a0, 1
        jal p64
        auipc a0, 1
        sub a0, a0, gp
        jal p64
        lui  a0, 524287
        jal p64
        auipc a0, 524287
        sub a0, a0, gp
        jal p64
        lui  a0, 524288
        jal p64
        auipc a0, 524288
        sub a0, a0, gp
        jal p64
        lui  a0, 1048575
        jal p64
        auipc a0, 1048575
        sub a0, a0, gp
        jal p64
        lui  a0, 610780
        jal p64
        auipc a0, 610780
        sub a0, a0, gp
        jal p64
        jal  a0, next
next:   jal p64
        li   s1, 0x0000000000000000
        negw a0, s1
        jal p64
        li   s1, 0x0000000000000001
        negw a0, s1
        jal p64
        li   s1, 0x0000000000000002
        negw a0, s1
        jal p64
        li   s1, 0xffffffffffffffff
        negw a0, s1
        jal p64
        li   s1, 0x000000007fffffff
        negw a0, s1
        jal p64
        li   s1, 0x0000000080000000
        negw a0, s1
        jal p64
        li   s1, 0x00000000ffffffff
        negw a0, s1
        jal p64
        li   s1, 0xffffffff80000000
        negw a0, s1
        jal p64
        li   s1, 0x8000000000000000
        negw a0, s1
        jal p64
        li   s1, 0x7fffffffffffffff
        negw a0, s1
        jal p64
        li   s1, 0x0000000000000000
        sext.b a0, s1
        jal p64
        li   s1, 0x0000000000000001
        sext.b a0, s1
        jal p64
        li   s1, 0x0000000000000002
        sext.b a0, s1
        jal p64
        li   s1, 0xffffffffffffffff
        sext.b a0, s1
        jal p64
        li   s1, 0x000000007fffffff
        sext.b a0, s1
        jal p64
        li   s1, 0x0000000080000000
        sext.b a0, s1
        jal p64
        li   s1, 0x00000000ffffffff
        sext.b a0, s1
        jal p64
        li   s1, 0xffffffff80000000
        sext.b a0, s1
        jal p64
        li   s1, 0x8000000000000000
        sext.b a0, s1
        jal p64
        li   s1, 0x7fffffffffffffff
        sext.b a0, s1
        jal p64
        li   s1, 0x0000000000000000
        sext.h a0, s1
        jal p64
        li   s1, 0x0000000000000001
        sext.h a0, s1
        jal p64
        li   s1, 0x0000000000000002
        sext.h a0, s1
        jal p64
        li   s1, 0xffffffffffffffff
        sext.h a0, s1
        jal p64
        li   s1, 0x000000007fffffff
        sext.h a0, s1
        jal p64
        li   s1, 0x0000000080000000
        sext.h a0, s1
        jal p64
        li   s1, 0x00000000ffffffff
        sext.h a0, s1
        jal p64
        li   s1, 0xffffffff80000000
        sext.h a0, s1
        jal p64
        li   s1, 0x8000000000000000
        sext.h a0, s1
        jal p64
        li   s1, 0x7fffffffffffffff
        sext.h a0, s1
        jal p64
        li   s1, 0x0000000000000000
        sext.w a0, s1
        jal p64
        li   s1, 0x0000000000000001
        sext.w a0, s1
        jal p64
        li   s1, 0x0000000000000002
        sext.w a0, s1
        jal p64
        li   s1, 0xffffffffffffffff
        sext.w a0, s1
        jal p64
        li   s1, 0x000000007fffffff
        sext.w a0, s1
        jal p64
        li   s1, 0x0000000080000000
        sext.w a0, s1
        jal p64
        li   s1, 0x00000000ffffffff
        sext.w a0, s1
        jal p64
        li   s1, 0xffffffff80000000
        sext.w a0, s1
        jal p64
        li   s1, 0x8000000000000000
        sext.w a0, s1
        jal p64
        li   s1, 0x7fffffffffffffff
        sext.w a0, s1
        jal p64
        li   s1, 0x0000000000000000
        zext.b a0, s1
        jal p64
        li   s1, 0x0000000000000001
        zext.b a0, s1
        jal p64
        li   s1, 0x0000000000000002
        zext.b a0, s1
        jal p64
        li   s1, 0xffffffffffffffff
        zext.b a0, s1
        jal p64
        li   s1, 0x000000007fffffff
        zext.b a0, s1
        jal p64
        li   s1, 0x0000000080000000
        zext.b a0, s1
        jal p64
        li   s1, 0x00000000ffffffff
        zext.b a0, s1
        jal p64
        li   s1, 0xffffffff80000000
        zext.b a0, s1
        jal p64
        li   s1, 0x8000000000000000
        zext.b a0, s1
        jal p64
        li   s1, 0x7fffffffffffffff
        zext.b a0, s1
        jal p64
        li   s1, 0x0000000000000000
        zext.h a0, s1
        jal p64
        li   s1, 0x0000000000000001
        zext.h a0, s1
        jal p64
        li   s1, 0x0000000000000002
        zext.h a0, s1
        jal p64
        li   s1, 0xffffffffffffffff
        zext.h a0, s1
        jal p64
        li   s1, 0x000000007fffffff
        zext.h a0, s1
        jal p64
        li   s1, 0x0000000080000000
        zext.h a0, s1
        jal p64
        li   s1, 0x00000000ffffffff
        zext.h a0, s1
        jal p64
        li   s1, 0xffffffff80000000
        zext.h a0, s1
        jal p64
        li   s1, 0x8000000000000000
        zext.h a0, s1
        jal p64
        li   s1, 0x7fffffffffffffff
        zext.h a0, s1
        jal p64
        li   s1, 0x0000000000000000
        zext.w a0, s1
        jal p64
        li   s1, 0x0000000000000001
        zext.w a0, s1
        jal p64
        li   s1, 0x0000000000000002
        zext.w a0, s1
        jal p64
        li   s1, 0xffffffffffffffff
        zext.w a0, s1
        jal p64
        li   s1, 0x000000007fffffff
        zext.w a0, s1
        jal p64
        li   s1, 0x0000000080000000
        zext.w a0, s1
        jal p64
        li   s1, 0x00000000ffffffff
        zext.w a0, s1
        jal p64
        li   s1, 0xffffffff80000000
        zext.w a0, s1
        jal p64
        li   s1, 0x8000000000000000
        zext.w a0, s1
        jal p64
        li   s1, 0x7fffffffffffffff
        zext.w a0, s1
        jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        blt s1, s2, b1
        li a0, 0
b1:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bltu s1, s2, b2
        li a0, 0
b2:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bge s1, s2, b3
        li a0, 0
b3:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bgeu s1, s2, b4
        li a0, 0
b4:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        beq s1, s2, b5
        li a0, 0
b5:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bne s1, s2, b6
        li a0, 0
b6:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        li a0, 1
        blt s1, s2, b7
        li a0, 0
b7:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        li a0, 1
        bltu s1, s2, b8
        li a0, 0
b8:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        li a0, 1
        bge s1, s2, b9
        li a0, 0
b9:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        li a0, 1
        bgeu s1, s2, b10
        li a0, 0
b10:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        li a0, 1
        beq s1, s2, b11
        li a0, 0
b11:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x0000000080000000
        li a0, 1
        bne s1, s2, b12
        li a0, 0
b12:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        li a0, 1
        blt s1, s2, b13
        li a0, 0
b13:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        li a0, 1
        bltu s1, s2, b14
        li a0, 0
b14:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        li a0, 1
        bge s1, s2, b15
        li a0, 0
b15:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        li a0, 1
        bgeu s1, s2, b16
        li a0, 0
b16:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        li a0, 1
        beq s1, s2, b17
        li a0, 0
b17:    jal p64
        li   s1, 0x0000000000000000
        li   s2, 0x8000000000000000
        li a0, 1
        bne s1, s2, b18
        li a0, 0
b18:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        li a0, 1
        blt s1, s2, b19
        li a0, 0
b19:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        li a0, 1
        bltu s1, s2, b20
        li a0, 0
b20:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        li a0, 1
        bge s1, s2, b21
        li a0, 0
b21:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        li a0, 1
        bgeu s1, s2, b22
        li a0, 0
b22:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        li a0, 1
        beq s1, s2, b23
        li a0, 0
b23:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0xffffffffffffffff
        li a0, 1
        bne s1, s2, b24
        li a0, 0
b24:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        li a0, 1
        blt s1, s2, b25
        li a0, 0
b25:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        li a0, 1
        bltu s1, s2, b26
        li a0, 0
b26:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        li a0, 1
        bge s1, s2, b27
        li a0, 0
b27:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        li a0, 1
        bgeu s1, s2, b28
        li a0, 0
b28:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        li a0, 1
        beq s1, s2, b29
        li a0, 0
b29:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x0000000080000000
        li a0, 1
        bne s1, s2, b30
        li a0, 0
b30:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        li a0, 1
        blt s1, s2, b31
        li a0, 0
b31:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        li a0, 1
        bltu s1, s2, b32
        li a0, 0
b32:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        li a0, 1
        bge s1, s2, b33
        li a0, 0
b33:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        li a0, 1
        bgeu s1, s2, b34
        li a0, 0
b34:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        li a0, 1
        beq s1, s2, b35
        li a0, 0
b35:    jal p64
        li   s1, 0x0000000000000001
        li   s2, 0x8000000000000000
        li a0, 1
        bne s1, s2, b36
        li a0, 0
b36:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        li a0, 1
        blt s1, s2, b37
        li a0, 0
b37:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        li a0, 1
        bltu s1, s2, b38
        li a0, 0
b38:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        li a0, 1
        bge s1, s2, b39
        li a0, 0
b39:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        li a0, 1
        bgeu s1, s2, b40
        li a0, 0
b40:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        li a0, 1
        beq s1, s2, b41
        li a0, 0
b41:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0xffffffffffffffff
        li a0, 1
        bne s1, s2, b42
        li a0, 0
b42:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        li a0, 1
        blt s1, s2, b43
        li a0, 0
b43:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        li a0, 1
        bltu s1, s2, b44
        li a0, 0
b44:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        li a0, 1
        bge s1, s2, b45
        li a0, 0
b45:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        li a0, 1
        bgeu s1, s2, b46
        li a0, 0
b46:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        li a0, 1
        beq s1, s2, b47
        li a0, 0
b47:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x0000000080000000
        li a0, 1
        bne s1, s2, b48
        li a0, 0
b48:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        li a0, 1
        blt s1, s2, b49
        li a0, 0
b49:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        li a0, 1
        bltu s1, s2, b50
        li a0, 0
b50:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        li a0, 1
        bge s1, s2, b51
        li a0, 0
b51:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        li a0, 1
        bgeu s1, s2, b52
        li a0, 0
b52:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        li a0, 1
        beq s1, s2, b53
        li a0, 0
b53:    jal p64
        li   s1, 0x0000000000000002
        li   s2, 0x8000000000000000
        li a0, 1
        bne s1, s2, b54
        li a0, 0
b54:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        blt s1, s2, b55
        li a0, 0
b55:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bltu s1, s2, b56
        li a0, 0
b56:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bge s1, s2, b57
        li a0, 0
b57:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bgeu s1, s2, b58
        li a0, 0
b58:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        beq s1, s2, b59
        li a0, 0
b59:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bne s1, s2, b60
        li a0, 0
b60:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        blt s1, s2, b61
        li a0, 0
b61:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bltu s1, s2, b62
        li a0, 0
b62:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bge s1, s2, b63
        li a0, 0
b63:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bgeu s1, s2, b64
        li a0, 0
b64:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        beq s1, s2, b65
        li a0, 0
b65:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bne s1, s2, b66
        li a0, 0
b66:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        blt s1, s2, b67
        li a0, 0
b67:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bltu s1, s2, b68
        li a0, 0
b68:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bge s1, s2, b69
        li a0, 0
b69:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bgeu s1, s2, b70
        li a0, 0
b70:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        beq s1, s2, b71
        li a0, 0
b71:    jal p64
        li   s1, 0xffffffffffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bne s1, s2, b72
        li a0, 0
b72:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        blt s1, s2, b73
        li a0, 0
b73:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bltu s1, s2, b74
        li a0, 0
b74:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bge s1, s2, b75
        li a0, 0
b75:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bgeu s1, s2, b76
        li a0, 0
b76:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        beq s1, s2, b77
        li a0, 0
b77:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bne s1, s2, b78
        li a0, 0
b78:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        li a0, 1
        blt s1, s2, b79
        li a0, 0
b79:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bltu s1, s2, b80
        li a0, 0
b80:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bge s1, s2, b81
        li a0, 0
b81:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bgeu s1, s2, b82
        li a0, 0
b82:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        li a0, 1
        beq s1, s2, b83
        li a0, 0
b83:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bne s1, s2, b84
        li a0, 0
b84:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        li a0, 1
        blt s1, s2, b85
        li a0, 0
b85:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bltu s1, s2, b86
        li a0, 0
b86:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bge s1, s2, b87
        li a0, 0
b87:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bgeu s1, s2, b88
        li a0, 0
b88:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        li a0, 1
        beq s1, s2, b89
        li a0, 0
b89:    jal p64
        li   s1, 0x000000007fffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bne s1, s2, b90
        li a0, 0
b90:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        blt s1, s2, b91
        li a0, 0
b91:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bltu s1, s2, b92
        li a0, 0
b92:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bge s1, s2, b93
        li a0, 0
b93:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bgeu s1, s2, b94
        li a0, 0
b94:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        beq s1, s2, b95
        li a0, 0
b95:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bne s1, s2, b96
        li a0, 0
b96:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        li a0, 1
        blt s1, s2, b97
        li a0, 0
b97:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        li a0, 1
        bltu s1, s2, b98
        li a0, 0
b98:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        li a0, 1
        bge s1, s2, b99
        li a0, 0
b99:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        li a0, 1
        bgeu s1, s2, b100
        li a0, 0
b100:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        li a0, 1
        beq s1, s2, b101
        li a0, 0
b101:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x0000000080000000
        li a0, 1
        bne s1, s2, b102
        li a0, 0
b102:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        li a0, 1
        blt s1, s2, b103
        li a0, 0
b103:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        li a0, 1
        bltu s1, s2, b104
        li a0, 0
b104:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        li a0, 1
        bge s1, s2, b105
        li a0, 0
b105:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        li a0, 1
        bgeu s1, s2, b106
        li a0, 0
b106:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        li a0, 1
        beq s1, s2, b107
        li a0, 0
b107:    jal p64
        li   s1, 0x0000000080000000
        li   s2, 0x8000000000000000
        li a0, 1
        bne s1, s2, b108
        li a0, 0
b108:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        blt s1, s2, b109
        li a0, 0
b109:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bltu s1, s2, b110
        li a0, 0
b110:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bge s1, s2, b111
        li a0, 0
b111:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bgeu s1, s2, b112
        li a0, 0
b112:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        beq s1, s2, b113
        li a0, 0
b113:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bne s1, s2, b114
        li a0, 0
b114:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        blt s1, s2, b115
        li a0, 0
b115:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bltu s1, s2, b116
        li a0, 0
b116:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bge s1, s2, b117
        li a0, 0
b117:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bgeu s1, s2, b118
        li a0, 0
b118:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        beq s1, s2, b119
        li a0, 0
b119:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bne s1, s2, b120
        li a0, 0
b120:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        blt s1, s2, b121
        li a0, 0
b121:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bltu s1, s2, b122
        li a0, 0
b122:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bge s1, s2, b123
        li a0, 0
b123:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bgeu s1, s2, b124
        li a0, 0
b124:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        beq s1, s2, b125
        li a0, 0
b125:    jal p64
        li   s1, 0x00000000ffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bne s1, s2, b126
        li a0, 0
b126:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        blt s1, s2, b127
        li a0, 0
b127:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bltu s1, s2, b128
        li a0, 0
b128:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bge s1, s2, b129
        li a0, 0
b129:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bgeu s1, s2, b130
        li a0, 0
b130:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        beq s1, s2, b131
        li a0, 0
b131:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bne s1, s2, b132
        li a0, 0
b132:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        li a0, 1
        blt s1, s2, b133
        li a0, 0
b133:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        li a0, 1
        bltu s1, s2, b134
        li a0, 0
b134:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        li a0, 1
        bge s1, s2, b135
        li a0, 0
b135:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        li a0, 1
        bgeu s1, s2, b136
        li a0, 0
b136:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        li a0, 1
        beq s1, s2, b137
        li a0, 0
b137:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x0000000080000000
        li a0, 1
        bne s1, s2, b138
        li a0, 0
b138:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        li a0, 1
        blt s1, s2, b139
        li a0, 0
b139:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        li a0, 1
        bltu s1, s2, b140
        li a0, 0
b140:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        li a0, 1
        bge s1, s2, b141
        li a0, 0
b141:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        li a0, 1
        bgeu s1, s2, b142
        li a0, 0
b142:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        li a0, 1
        beq s1, s2, b143
        li a0, 0
b143:    jal p64
        li   s1, 0xffffffff80000000
        li   s2, 0x8000000000000000
        li a0, 1
        bne s1, s2, b144
        li a0, 0
b144:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        blt s1, s2, b145
        li a0, 0
b145:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bltu s1, s2, b146
        li a0, 0
b146:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bge s1, s2, b147
        li a0, 0
b147:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bgeu s1, s2, b148
        li a0, 0
b148:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        beq s1, s2, b149
        li a0, 0
b149:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0xffffffffffffffff
        li a0, 1
        bne s1, s2, b150
        li a0, 0
b150:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        li a0, 1
        blt s1, s2, b151
        li a0, 0
b151:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        li a0, 1
        bltu s1, s2, b152
        li a0, 0
b152:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        li a0, 1
        bge s1, s2, b153
        li a0, 0
b153:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        li a0, 1
        bgeu s1, s2, b154
        li a0, 0
b154:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        li a0, 1
        beq s1, s2, b155
        li a0, 0
b155:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x0000000080000000
        li a0, 1
        bne s1, s2, b156
        li a0, 0
b156:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        li a0, 1
        blt s1, s2, b157
        li a0, 0
b157:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        li a0, 1
        bltu s1, s2, b158
        li a0, 0
b158:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        li a0, 1
        bge s1, s2, b159
        li a0, 0
b159:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        li a0, 1
        bgeu s1, s2, b160
        li a0, 0
b160:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        li a0, 1
        beq s1, s2, b161
        li a0, 0
b161:    jal p64
        li   s1, 0x8000000000000000
        li   s2, 0x8000000000000000
        li a0, 1
        bne s1, s2, b162
        li a0, 0
b162:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        blt s1, s2, b163
        li a0, 0
b163:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bltu s1, s2, b164
        li a0, 0
b164:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bge s1, s2, b165
        li a0, 0
b165:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bgeu s1, s2, b166
        li a0, 0
b166:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        beq s1, s2, b167
        li a0, 0
b167:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0xffffffffffffffff
        li a0, 1
        bne s1, s2, b168
        li a0, 0
b168:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        blt s1, s2, b169
        li a0, 0
b169:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bltu s1, s2, b170
        li a0, 0
b170:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bge s1, s2, b171
        li a0, 0
b171:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bgeu s1, s2, b172
        li a0, 0
b172:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        beq s1, s2, b173
        li a0, 0
b173:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x0000000080000000
        li a0, 1
        bne s1, s2, b174
        li a0, 0
b174:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        blt s1, s2, b175
        li a0, 0
b175:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bltu s1, s2, b176
        li a0, 0
b176:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bge s1, s2, b177
        li a0, 0
b177:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bgeu s1, s2, b178
        li a0, 0
b178:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        beq s1, s2, b179
        li a0, 0
b179:    jal p64
        li   s1, 0x7fffffffffffffff
        li   s2, 0x8000000000000000
        li a0, 1
        bne s1, s2, b180
        li a0, 0
b180:    jal p64
        li a7, 10
        ecall

# a0: print as two hex words and a newline (high word first)
p64:    mv   t6, a0
        srli a0, t6, 32
        li   a7, 34
        ecall
        mv   a0, t6
        ecall
        li   a0, 10
        li   a7, 11
        ecall
        ret
