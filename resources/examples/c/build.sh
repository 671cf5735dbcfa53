#!/bin/sh
# Build the example C programs into RV32 ELF executables for rarslite (and qemu-riscv32).
#   ./build.sh [OUTDIR]      (default: ./build)
# Needs riscv64-unknown-elf-gcc (Debian/Ubuntu: apt install gcc-riscv64-unknown-elf).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-"$here/build"}
CC=${CC:-riscv64-unknown-elf-gcc}
# rv32imfd without C (RARS has no compressed instructions); no C library, our crt0 and layout.
CFLAGS=${CFLAGS:-"-march=rv32imfd -mabi=ilp32d -nostdlib -ffreestanding -g -O1"}
mkdir -p "$out"
for prog in hello sort upper mmio; do
    # shellcheck disable=SC2086
    $CC $CFLAGS -T "$here/rars.ld" -Wl,--build-id=none -o "$out/$prog.elf" \
        "$here/crt0.s" "$here/syscalls.c" "$here/$prog.c"
    echo "built $out/$prog.elf"
done
