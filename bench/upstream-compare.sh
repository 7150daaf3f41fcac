#!/bin/bash
# upstream-compare.sh FILE ARGS...: per `// -----` chunk (per top-level func.func when the file has no
# split markers), whether oxir-opt and mlir-opt 22 print the same (stdout and stderr; LLVM's option
# parser names the program, so oxir-opt's name at the start of a line counts as mlir-opt's).
f=$1; shift
O=${OXIR_OPT:-$(dirname "$0")/../target/release/oxir-opt}; M=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
d=$(mktemp -d)
if grep -q '^// -----' "$f"; then
  awk -v D=$d 'BEGIN{RS="// -----\n"} {print > (D "/c" NR ".mlir")}' "$f"
else
  awk -v D=$d '/^func.func/{n++} n>0{print > (D "/c" n ".mlir")}' "$f"
fi
same=0; total=0
for c in $(ls $d/c*.mlir | sort -V); do
  total=$((total+1))
  a=$($O "$@" $c 2>&1 | sed "s#$c#F#g; s#^$(basename $O): #mlir-opt: #"); b=$($M "$@" $c 2>&1 | sed "s#$c#F#g")
  if [ "$a" = "$b" ]; then same=$((same+1)); else echo "  differs: $(grep -o 'func.func @[a-z0-9_]*' $c | head -1)" >&2; fi
done
echo "$(basename $f) $* : $same/$total"
rm -r $d
