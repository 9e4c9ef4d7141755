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
declare -A seconds=()

step() {
  local name=$1
  shift
  printf '\n==== %s ====\n$ %s\n' "$name" "$*"
  local started=$SECONDS
  if "$@"; then
    seconds[$name]=$((SECONDS - started))
    status[$name]=ok
    passed=$((passed + 1))
    printf -- '---- %s: ok (%ss)\n' "$name" $((SECONDS - started))
  else
    local code=$?
    seconds[$name]=$((SECONDS - started))
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

# Waits for a background check and prints what it wrote; its exit code is the check's.
finish() {
  local code=0
  wait "$1" || code=$?
  cat "$2"
  return "$code"
}

# Two single-threaded checks side by side: on two cores they take the time of the longer. Each
# step's own seconds are its wait after the one before; the line after both is their time.
parallel_steps() {
  local dir started=$SECONDS
  dir=$(mktemp -d)
  npx --no-install tsc -b >"$dir/typecheck" 2>&1 &
  local typecheck=$!
  npx --no-install eslint . >"$dir/lint" 2>&1 &
  local lint=$!
  step typecheck finish "$typecheck" "$dir/typecheck"
  step lint finish "$lint" "$dir/lint"
  printf -- '---- typecheck and lint side by side: %ss\n' $((SECONDS - started))
  rm -rf "$dir"
}

step chromium node scripts/ensure-chromium.mjs
# Debian's Prometheus and node-exporter: the monitoring e2e reads real figures from them.
step monitoring node scripts/ensure-monitoring.mjs
# Debian's Janus and ffmpeg: the sandbox's live video and HLS recordings are real.
step video node scripts/ensure-video.mjs
parallel_steps
# The unit output is kept so that the summary, the part of a long log read first, names what
# failed.
unit_log=$(mktemp)
unit_tests() {
  npx --no-install vitest run 2>&1 | tee "$unit_log"
}
step unit unit_tests
step build npx --no-install vite build
step_after budget build node scripts/budget.mjs
# The e2e suite in two workers, each with its own server and browser: the phone (its tour, the
# Spanish tour, its behaviour specs) beside the tablet and desktop. Measured on this 2-core
# machine: 226 s side by side against 276 s in one run.
e2e_in_two_workers() {
  local dir code=0
  dir=$(mktemp -d)
  # The desktop-only specs go with the phone's, whose worker finishes first without them.
  E2E_VIEWPORTS=phone E2E_DESKTOP_ONLY=1 npx --no-install tsx tests/e2e/run.ts >"$dir/phone" 2>&1 &
  local phone=$!
  E2E_VIEWPORTS=tablet,desktop E2E_DESKTOP_ONLY=0 npx --no-install tsx tests/e2e/run.ts >"$dir/wide" 2>&1 &
  local wide=$!
  finish "$phone" "$dir/phone" || code=1
  finish "$wide" "$dir/wide" || code=1
  rm -rf "$dir"
  return "$code"
}

step_after e2e "build chromium monitoring" e2e_in_two_workers
# Live video against the real Janus: server, Janus, ffmpeg and Chromium together in a
# private network namespace, one desktop worker. Not skipped when Janus or the namespace is
# missing: the stage fails and says why (a passing run has played real video).
step_after video-e2e "build chromium" scripts/in-video-namespace.sh \
  npx --no-install tsx tests/e2e/video/run.ts

printf '\n==== summary (%ss in all) ====\n' "$SECONDS"
for name in chromium monitoring video typecheck lint unit build budget e2e video-e2e; do
  printf '%-10s %-8s %ss\n' "$name" "${status[$name]:-?}" "${seconds[$name]:-0}"
done
if [[ ${status[unit]:-} == failed ]]; then
  printf '\nunit failures:\n'
  sed 's/\x1b\[[0-9;]*m//g' "$unit_log" | grep -E '^ *(×|FAIL) ' | head -40 || true
fi
rm -f "$unit_log"
if ((skipped > 0)); then
  printf 'checks: %s passed, %s failed, %s skipped\n' "$passed" "$failed" "$skipped"
else
  printf 'checks: %s passed, %s failed\n' "$passed" "$failed"
fi
((failed == 0))
