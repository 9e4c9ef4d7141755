#!/usr/bin/env bash
# `npm test`: every check CI runs, in order. Independent checks all run even when one fails;
# the bundle budget and the e2e suite need a build (and e2e needs chromium), so they are
# skipped when those fail. How many processes run side by side comes from the machine
# (scripts/test-plan.mjs, printed first): on a slower or narrower machine the suite takes longer,
# it never fails for it. Each stage's wall and CPU seconds (all its processes') are printed in
# the summary; the last line is "checks: N passed, N failed[, N skipped]".
set -euo pipefail
cd "$(dirname "$0")/.."

plan=$(node scripts/test-plan.mjs)
eval "$plan"

passed=0
failed=0
skipped=0
declare -A status=()
declare -A seconds=()
declare -A cpu=()

checks_dir=$(mktemp -d)

# CPU seconds are counted per check in a cgroup of its own where the machine lets us make one
# (as root: cgroup v1's cpuacct or v2): Chromium's renderers can outlive the process that would
# reap them, and then the shell's `times` (the fallback) never counts them.
cpu_root=""
for hierarchy in /sys/fs/cgroup/cpuacct /sys/fs/cgroup/unified /sys/fs/cgroup; do
  if [[ -f $hierarchy/cpuacct.usage || -f $hierarchy/cgroup.controllers ]] &&
    mkdir "$hierarchy/kitchen-console-test-$$" 2>/dev/null; then
    cpu_root=$hierarchy/kitchen-console-test-$$
    echo "$$" >"$cpu_root/cgroup.procs" 2>/dev/null || cpu_root=""
    break
  fi
done

# Whole CPU seconds a cgroup has used, itself and the groups below it.
group_cpu() {
  if [[ -f $1/cpuacct.usage ]]; then
    awk '{ printf "%d", $1 / 1e9 + 0.5 }' "$1/cpuacct.usage"
  else
    awk '$1 == "usage_usec" { printf "%d", $2 / 1e6 + 0.5 }' "$1/cpu.stat"
  fi
}

# Whole CPU seconds of a `times` report: the shell's own and its children's, user and sys.
times_cpu() {
  awk '{ for (i = 1; i <= NF; i++) { split($i, t, /m|s/); sum += t[1] * 60 + t[2] } }
    END { printf "%d", sum + 0.5 }'
}

# Runs a command, writing its CPU seconds to $checks_dir/NAME.cpu.
measured() {
  local name=$1
  shift
  (
    code=0
    group=""
    if [[ -n $cpu_root ]] && mkdir "$cpu_root/$name" && echo "$BASHPID" >"$cpu_root/$name/cgroup.procs"; then
      group=$cpu_root/$name
    fi
    "$@" || code=$?
    if [[ -n $group ]]; then group_cpu "$group"; else times | times_cpu; fi >"$checks_dir/$name.cpu"
    exit "$code"
  )
}

# Records a finished check: its status, its wall seconds since `started`, its CPU seconds.
record() {
  local name=$1 code=$2 started=$3
  seconds[$name]=$((SECONDS - started))
  cpu[$name]=$(cat "$checks_dir/$name.cpu" 2>/dev/null || echo 0)
  if ((code == 0)); then
    status[$name]=ok
    passed=$((passed + 1))
    printf -- '---- %s: ok (%ss, %s CPU s)\n' "$name" "${seconds[$name]}" "${cpu[$name]}"
  else
    status[$name]=failed
    failed=$((failed + 1))
    printf -- '---- %s: FAILED with exit %s (%ss)\n' "$name" "$code" "${seconds[$name]}"
  fi
}

step() {
  local name=$1
  shift
  printf '\n==== %s ====\n$ %s\n' "$name" "$*"
  local started=$SECONDS code=0
  measured "$name" "$@" || code=$?
  record "$name" "$code" "$started"
}

# Whether every named check passed; otherwise says which did not and marks NAME skipped.
needs() {
  local name=$1 need
  shift
  for need in "$@"; do
    if [[ ${status[$need]:-} != ok ]]; then
      printf '\n==== %s ====\nskipped: %s did not pass\n' "$name" "$need"
      status[$name]=skipped
      skipped=$((skipped + 1))
      return 1
    fi
  done
}

# Runs the named checks (the `job` table holds each one's command), at most SLOTS at a time,
# each in the background with its own output, printed whole when it ends. A check named in the
# `after` table starts once the checks it lists have ended (passed or not), in queue order.
declare -A job=()
declare -A after=()
run_pool() {
  local slots=$1
  shift
  local -a queue=("$@") waiting
  declare -A running=() began=()
  local name pid code before ready
  while ((${#queue[@]} > 0 || ${#running[@]} > 0)); do
    waiting=()
    for name in "${queue[@]}"; do
      ready=1
      for before in ${after[$name]:-}; do [[ -n ${status[$before]:-} ]] || ready=0; done
      if ((ready == 0 || ${#running[@]} >= slots)); then
        waiting+=("$name")
        continue
      fi
      printf '\n.... %s started ....\n$ %s\n' "$name" "${job[$name]}"
      began[$name]=$SECONDS
      # shellcheck disable=SC2086 # job commands are word lists written below
      measured "$name" ${job[$name]} >"$checks_dir/$name" 2>&1 &
      running[$!]=$name
    done
    queue=("${waiting[@]}")
    if ((${#running[@]} == 0)); then
      echo "run_pool: ${queue[*]} wait on checks that are not in this run" >&2
      return 1
    fi
    code=0
    wait -n -p pid "${!running[@]}" || code=$?
    name=${running[$pid]}
    unset "running[$pid]"
    printf '\n==== %s ====\n' "$name"
    cat "$checks_dir/$name"
    record "$name" "$code" "${began[$name]}"
  done
}

step chromium node scripts/ensure-chromium.mjs
# Debian's Firefox ESR, WebKit's WebDriver and Xvfb: the tour in the other engines people carry.
step engines node scripts/ensure-engines.mjs
# Debian's Prometheus and node-exporter: the monitoring e2e reads real figures from them.
step monitoring node scripts/ensure-monitoring.mjs
# Debian's Janus and ffmpeg: the sandbox's live video and HLS recordings are real.
step video node scripts/ensure-video.mjs

# The build first (seconds): the bundle budget and the e2e need it, nothing else does.
step build npx --no-install vite build
needs budget build && step budget node scripts/budget.mjs

# The type check and the lint are one process each: with two cores or more the unit tests run
# beside them, and the unit workers fill what they leave.
job[typecheck]="npx --no-install tsc -b"
job[lint]="npx --no-install eslint ."
job[unit]="npx --no-install vitest run --maxWorkers=$UNIT_WORKERS"

# The e2e suite: each process has its own sandbox and Chromium. With one process it runs every
# spec; with more, the phone's tour and behaviour specs with the keyboard specs, the tablet's
# and desktop's, and the specs that wait on real time (the kitchen's socket, a deploy's update
# check) with the desktop's own, the Spanish tour and the Spanish tables, side by side; the
# real-time one is a process more than the cores (E2E_SLOTS, scripts/test-plan.mjs): it mostly
# waits.
job[e2e]="npx --no-install tsx tests/e2e/run.ts"
job[e2e-phone]="env E2E_VIEWPORTS=phone E2E_REAL_TIME=apart E2E_DESKTOP_ONLY=0 E2E_KEYBOARD=1 E2E_SPANISH_TOUR=0 E2E_SPEC_TOUR=0 npx --no-install tsx tests/e2e/run.ts"
job[e2e-wide]="env E2E_VIEWPORTS=tablet,desktop E2E_REAL_TIME=apart E2E_DESKTOP_ONLY=0 E2E_KEYBOARD=0 E2E_SPANISH_TABLES=0 npx --no-install tsx tests/e2e/run.ts"
job[e2e-real-time]="env E2E_VIEWPORTS=phone,tablet E2E_REAL_TIME=only E2E_DESKTOP_ONLY=1 E2E_SPANISH_TOUR=1 E2E_SPEC_TOUR=1 E2E_SPANISH_TABLES=1 npx --no-install tsx tests/e2e/run.ts"
# Where the plan starts the real-time specs early (E2E_EARLY), that process takes the specs
# written for one screen too (the phone's and tablet's production settings, floor layout,
# monitoring...), in the third of a core the unit workers leave idle; the rest of its specs run
# beside the tours' processes, with the keyboard specs (docs/measurements.md).
if ((E2E_EARLY)); then
  job[e2e-phone]="env E2E_VIEWPORTS=phone E2E_REAL_TIME=apart E2E_DESKTOP_ONLY=0 E2E_KEYBOARD=0 E2E_SCREEN_SPECS=0 E2E_SPANISH_TOUR=0 E2E_SPEC_TOUR=0 npx --no-install tsx tests/e2e/run.ts"
  job[e2e-wide]="env E2E_VIEWPORTS=tablet,desktop E2E_REAL_TIME=apart E2E_DESKTOP_ONLY=0 E2E_KEYBOARD=0 E2E_SCREEN_SPECS=0 E2E_SPANISH_TABLES=0 npx --no-install tsx tests/e2e/run.ts"
  job[e2e-real-time]="env E2E_VIEWPORTS=phone,tablet E2E_REAL_TIME=only E2E_DESKTOP_ONLY=0 E2E_SCREEN_SPECS=1 E2E_SPANISH_TOUR=0 E2E_SPEC_TOUR=0 E2E_SPANISH_TABLES=0 npx --no-install tsx tests/e2e/run.ts"
  job[e2e-spanish-desktop]="env E2E_VIEWPORTS=none E2E_REAL_TIME=apart E2E_DESKTOP_ONLY=1 E2E_KEYBOARD=1 E2E_SCREEN_SPECS=0 E2E_SPANISH_TOUR=1 E2E_SPEC_TOUR=1 E2E_SPANISH_TABLES=1 npx --no-install tsx tests/e2e/run.ts"
fi
# The console in WebKit (an iPhone's and an iPad's screens) and Firefox (a desktop's and a
# phone's): every page in one signed-in browser each, and once per engine sign-in, offline, a live
# notification, a recording (ffmpeg's, hence the video packages) and a live camera.
job[e2e-engines]="npx --no-install tsx tests/e2e/engines/run.ts"
# Live video against the real Janus (server, Janus, ffmpeg and Chromium in a private network
# namespace). It is not skipped when Janus or the namespace is missing: it fails and says why (a
# passing run has played real video). It waits on a dead feed's retries most of its run (0.3 of
# a core): where the checks run side by side it runs beside them, so it is not the e2e's tail.
job[video-e2e]="scripts/in-video-namespace.sh npx --no-install tsx tests/e2e/video/run.ts"

checks=(typecheck lint unit)
video=()
needs video-e2e build chromium && video+=(video-e2e)
e2e_jobs=()
if needs e2e build chromium monitoring; then
  if ((E2E_PROCESSES > 1)); then e2e_jobs+=(e2e-wide e2e-phone e2e-real-time); else e2e_jobs+=(e2e); fi
fi
engine_jobs=()
needs e2e-engines build engines video && engine_jobs+=(e2e-engines)
started=$SECONDS
if ((E2E_EARLY)) && [[ ${#e2e_jobs[@]} -gt 1 ]]; then
  # The real-time specs fill what the unit workers leave once the type check and lint have
  # ended; the other three processes start when the unit tests end.
  e2e_jobs+=(e2e-spanish-desktop)
  after[e2e-real-time]="typecheck lint"
  after[e2e-wide]=unit
  after[e2e-phone]=unit
  after[e2e-spanish-desktop]=unit
  after[e2e-engines]=unit
  e2e_jobs+=("${engine_jobs[@]}")
  run_pool $((${#e2e_jobs[@]} + 1)) "${video[@]}" "${checks[@]}" "${e2e_jobs[@]}"
  printf -- '---- checks, live video and e2e: %ss\n' $((SECONDS - started))
else
  if ((CHECKS_SIDE_BY_SIDE)); then
    run_pool $((${#checks[@]} + ${#video[@]})) "${video[@]}" "${checks[@]}"
    printf -- '---- typecheck, lint, unit and live video: %ss\n' $((SECONDS - started))
    video=()
  else
    run_pool 1 "${checks[@]}"
    printf -- '---- typecheck, lint and unit: %ss\n' $((SECONDS - started))
  fi
  started=$SECONDS
  e2e_jobs+=("${engine_jobs[@]}" "${video[@]}")
  ((${#e2e_jobs[@]} == 0)) || run_pool "$E2E_SLOTS" "${e2e_jobs[@]}"
  printf -- '---- e2e: %ss\n' $((SECONDS - started))
fi

if [[ -n $cpu_root ]]; then all_cpu=$(group_cpu "$cpu_root"); else all_cpu=$(times | times_cpu); fi
printf '\n==== summary (%ss, %s CPU s in all) ====\n' "$SECONDS" "$all_cpu"
echo "$plan" | tr '\n' ' '
printf 'CPU_LOOP_MS_AT_END=%s' "$(node scripts/test-plan.mjs --speed)"
printf '\n%-14s %-8s %7s %7s\n' check status wall-s cpu-s
for name in chromium engines monitoring video build budget typecheck lint unit video-e2e e2e e2e-wide e2e-phone e2e-real-time e2e-spanish-desktop e2e-engines; do
  [[ -n ${status[$name]:-} ]] || continue
  printf '%-14s %-8s %7s %7s\n' "$name" "${status[$name]:-?}" "${seconds[$name]:-0}" "${cpu[$name]:-0}"
done
if [[ ${status[unit]:-} == failed ]]; then
  printf '\nunit failures:\n'
  sed 's/\x1b\[[0-9;]*m//g' "$checks_dir/unit" | grep -E '^ *(×|FAIL) ' | head -40 || true
fi
rm -rf "$checks_dir"
# The groups go, but one still holding a process (a daemon a check left).
if [[ -n $cpu_root ]]; then
  echo "$$" >"${cpu_root%/*}/cgroup.procs"
  rmdir "$cpu_root"/*/ "$cpu_root" 2>/dev/null || true
fi
if ((skipped > 0)); then
  printf 'checks: %s passed, %s failed, %s skipped\n' "$passed" "$failed" "$skipped"
else
  printf 'checks: %s passed, %s failed\n' "$passed" "$failed"
fi
((failed == 0))
