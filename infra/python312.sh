#!/usr/bin/env bash
# Prints the bin folder of a Python 3.12 for `sam build` (the python3.12 Lambda runtime needs one on PATH).
set -uo pipefail
where='import os, sys; print(os.path.dirname(sys.executable)) if sys.version_info[:2] == (3, 12) else sys.exit(1)'
# A pyenv shim named python3.12 may exist and still fail, so ask the interpreter itself where it lives.
if python3.12 -c "$where" 2>/dev/null; then
  exit 0
fi
root="$(pyenv root 2>/dev/null || echo "${PYENV_ROOT:-$HOME/.pyenv}")"
for candidate in "$root"/versions/3.12.*/bin/python3.12; do
  if [ -x "$candidate" ] && "$candidate" -c "$where" 2>/dev/null; then
    exit 0
  fi
done
echo "sam build needs Python 3.12: no working python3.12 on PATH and none under $root/versions/3.12.*" >&2
exit 1
