#!/usr/bin/env bash
# `npm test`: every check CI runs, in order. Independent checks all run even when one fails;
# the bundle budget and the e2e suite need a build (and e2e needs chromium), so they are
# skipped when those fail. The last line is the summary: "N passed, N failed[, N skipped]".
set -euo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
skipped=0
failures=()
declare -A status=()

step() {
  local name=$1
  shift
  printf '\n==== %s ====\n$ %s\n' "$name" "$*"
  local started=$SECONDS
  if "$@"; then
    status[$name]=ok
    passed=$((passed + 1))
    printf -- '---- %s: ok (%ss)\n' "$name" $((SECONDS - started))
  else
    local code=$?
    status[$name]=failed
    failed=$((failed + 1))
    failures+=("$name")
    printf -- '---- %s: FAILED with exit %s (%ss)\n' "$name" "$code" $((SECONDS - started))
  fi
}

# Runs the step only when every named prerequisite passed.
step_after() {
  local name=$1
  local needs=$2
  shift 2
  local need
  for need in $needs; do
    if [[ ${status[$need]:-} != ok ]]; then
      printf '\n==== %s ====\nskipped: %s did not pass\n' "$name" "$need"
      status[$name]=skipped
      skipped=$((skipped + 1))
      return 0
    fi
  done
  step "$name" "$@"
}

step chromium node scripts/ensure-chromium.mjs
step typecheck npx --no-install tsc -b
step lint npx --no-install eslint .
step unit npx --no-install vitest run
step build npx --no-install vite build
step_after budget build node scripts/budget.mjs
step_after e2e "build chromium" npx --no-install tsx tests/e2e/run.ts

printf '\n==== summary ====\n'
for name in chromium typecheck lint unit build budget e2e; do
  printf '%-10s %s\n' "$name" "${status[$name]:-?}"
done
if ((skipped > 0)); then
  printf 'checks: %s passed, %s failed, %s skipped\n' "$passed" "$failed" "$skipped"
else
  printf 'checks: %s passed, %s failed\n' "$passed" "$failed"
fi
((failed == 0))
