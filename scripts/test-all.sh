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

# Checks run side by side in the background, each writing to its own file; `step NAME finish`
# then waits for one and prints it. Each step's seconds are its wait after the one before; the
# line after a group is the group's time.
checks_dir=$(mktemp -d)
declare -A pid=()
start_check() {
  local name=$1
  shift
  "$@" >"$checks_dir/$name" 2>&1 &
  pid[$name]=$!
}

step chromium node scripts/ensure-chromium.mjs
# Debian's Prometheus and node-exporter: the monitoring e2e reads real figures from them.
step monitoring node scripts/ensure-monitoring.mjs
# Debian's Janus and ffmpeg: the sandbox's live video and HLS recordings are real.
step video node scripts/ensure-video.mjs

# The type check and the lint are one process each and leave a core idle most of their time
# (measured: the machine 57 % busy over their 65 s), so the unit tests run beside them; the
# unit stage's two workers then fill both cores.
started=$SECONDS
start_check typecheck npx --no-install tsc -b
start_check lint npx --no-install eslint .
start_check unit npx --no-install vitest run
step typecheck finish "${pid[typecheck]}" "$checks_dir/typecheck"
step lint finish "${pid[lint]}" "$checks_dir/lint"
step unit finish "${pid[unit]}" "$checks_dir/unit"
printf -- '---- typecheck, lint and unit side by side: %ss\n' $((SECONDS - started))

step build npx --no-install vite build
step_after budget build node scripts/budget.mjs

# The e2e suite in two workers, each with its own server and browser: the phone (its tour and
# behaviour specs) beside the tablet and desktop. Beside them, in a process of their own, the
# specs that wait on real time (the kitchen's planning ticks, a dropped socket's reconnection,
# a deploy's update check), then the desktop-only specs (with the desktop's monitoring) and the
# Spanish tour: once the real-time specs and live video had finished, the two workers kept the
# machine only 55-65 % busy. And live video against the real Janus: server, Janus, ffmpeg and
# Chromium together in a private network namespace, one desktop worker, whose longest test
# waits out a stream's restarts (it kept the machine 5-10 % busy over its 80 s alone). Live
# video is not skipped when Janus or the namespace is missing: it fails and says why (a passing
# run has played real video).
started=$SECONDS
e2e_ready=1 video_ready=1
for need in build chromium monitoring; do [[ ${status[$need]:-} == ok ]] || e2e_ready=0; done
for need in build chromium; do [[ ${status[$need]:-} == ok ]] || video_ready=0; done
if ((e2e_ready)); then
  start_check e2e-phone env E2E_VIEWPORTS=phone E2E_REAL_TIME=apart E2E_DESKTOP_ONLY=0 \
    E2E_SPANISH_TOUR=0 npx --no-install tsx tests/e2e/run.ts
  start_check e2e-wide env E2E_VIEWPORTS=tablet,desktop E2E_REAL_TIME=apart E2E_DESKTOP_ONLY=0 \
    npx --no-install tsx tests/e2e/run.ts
  start_check e2e-real-time env E2E_VIEWPORTS=phone,tablet E2E_REAL_TIME=only E2E_DESKTOP_ONLY=1 \
    E2E_SPANISH_TOUR=1 npx --no-install tsx tests/e2e/run.ts
fi
if ((video_ready)); then
  start_check video-e2e scripts/in-video-namespace.sh npx --no-install tsx tests/e2e/video/run.ts
fi
e2e_workers() {
  local code=0
  finish "${pid[e2e-phone]}" "$checks_dir/e2e-phone" || code=1
  finish "${pid[e2e-wide]}" "$checks_dir/e2e-wide" || code=1
  finish "${pid[e2e-real-time]}" "$checks_dir/e2e-real-time" || code=1
  return "$code"
}
step_after e2e "build chromium monitoring" e2e_workers
step_after video-e2e "build chromium" finish "${pid[video-e2e]:-}" "$checks_dir/video-e2e"
printf -- '---- e2e and live video side by side: %ss\n' $((SECONDS - started))

printf '\n==== summary (%ss in all) ====\n' "$SECONDS"
for name in chromium monitoring video typecheck lint unit build budget e2e video-e2e; do
  printf '%-10s %-8s %ss\n' "$name" "${status[$name]:-?}" "${seconds[$name]:-0}"
done
if [[ ${status[unit]:-} == failed ]]; then
  printf '\nunit failures:\n'
  sed 's/\x1b\[[0-9;]*m//g' "$checks_dir/unit" | grep -E '^ *(×|FAIL) ' | head -40 || true
fi
rm -rf "$checks_dir"
if ((skipped > 0)); then
  printf 'checks: %s passed, %s failed, %s skipped\n' "$passed" "$failed" "$skipped"
else
  printf 'checks: %s passed, %s failed\n' "$passed" "$failed"
fi
((failed == 0))
