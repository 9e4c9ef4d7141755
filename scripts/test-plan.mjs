#!/usr/bin/env node
// The plan `npm test` runs by (scripts/test-all.sh): how many processes it runs side by side,
// from the cores this process may use (os.availableParallelism(), which `taskset` narrows) and
// the memory free now. On a machine with less, the suite takes longer; it never needs more than
// the machine gives. Prints shell assignments for test-all.sh to `eval`, and the plan in words
// on stderr. TEST_CORES and TEST_MEMORY_GIB override what is measured (to try another plan).
// The machine's speed (the benches' fixed CPU loop, scripts/machine-speed.mjs) is printed with the
// plan, and again in the summary (`--speed` prints it alone), so a slow day's figures read as one.
// Usage: node scripts/test-plan.mjs [--speed]
import { availableParallelism, freemem } from 'node:os';
import { measureCpuLoop } from './machine-speed.mjs';

/**
 * Memory set aside for a process of each kind (GiB), above what was measured here: the machine
 * used 2.3 GiB with two e2e processes running (each a sandbox, its runner and a Chromium), a
 * unit worker's resident size was 0.45 GiB, the type check's 1 GiB.
 */
const GIB_PER = { unitWorker: 1, e2eProcess: 2, typecheck: 1.5 };

if (process.argv.includes('--speed')) {
  console.log(measureCpuLoop().medianMs);
  process.exit(0);
}

const cores = Number(process.env.TEST_CORES) || availableParallelism();
const memoryGib = Number(process.env.TEST_MEMORY_GIB) || freemem() / 2 ** 30;

const fitting = (each, reserve = 0) => Math.max(1, Math.floor((memoryGib - reserve) / each));

/**
 * Type check, lint and unit side by side when there are two cores to fill: each of the first
 * two is one process. The unit workers then take what the machine has left.
 */
const checksSideBySide = cores >= 2 && memoryGib >= GIB_PER.typecheck * 2 + GIB_PER.unitWorker;
const unitWorkers = Math.min(
  Math.max(1, cores),
  fitting(GIB_PER.unitWorker, checksSideBySide ? GIB_PER.typecheck * 2 : 0),
);
/** E2E processes at once: one per core, each with its own sandbox and Chromium. */
const e2eProcesses = Math.min(Math.max(1, cores), fitting(GIB_PER.e2eProcess), 4);
/**
 * Where the e2e is split (two cores or more), the process of the specs that wait on real time
 * (the kitchen's socket, a deploy's update check) runs beside the others as one more: it waits
 * most of its run (0.6 of a core measured, where the tours' processes use 0.7–0.85), so the
 * others' cores are not shared with a second busy process, and when memory allows.
 */
const e2eSlots =
  e2eProcesses > 1 && fitting(GIB_PER.e2eProcess) > e2eProcesses ? e2eProcesses + 1 : e2eProcesses;
/**
 * Where the real-time process runs beside the others, its specs that wait on the kitchen's clock
 * and a deploy start early, beside the unit tests once the type check and lint have ended (the
 * unit workers alone leave a third of a core idle), and the rest of its specs (the Spanish tour
 * and tables, the spec provider's tour, the desktop's own) run beside the tours' processes: one
 * e2e process more at the end of the unit tests, when memory allows.
 */
const e2eEarly =
  checksSideBySide && e2eSlots > e2eProcesses && fitting(GIB_PER.e2eProcess) > e2eSlots ? 1 : 0;
const plan = {
  TEST_CORES: cores,
  TEST_MEMORY_GIB: Math.floor(memoryGib),
  CHECKS_SIDE_BY_SIDE: checksSideBySide ? 1 : 0,
  UNIT_WORKERS: unitWorkers,
  E2E_PROCESSES: e2eProcesses,
  E2E_SLOTS: e2eSlots,
  E2E_EARLY: e2eEarly,
  // TEST_CPU_LOOP_MS: the plan's own test, which asks for many plans, skips the loop.
  CPU_LOOP_MS: Number(process.env.TEST_CPU_LOOP_MS) || measureCpuLoop().medianMs,
};
for (const [name, value] of Object.entries(plan)) console.log(`${name}=${value}`);
console.error(
  `plan: ${cores} core${cores === 1 ? '' : 's'}, ${memoryGib.toFixed(1)} GiB free: ` +
    `type check, lint and unit ${checksSideBySide ? 'side by side' : 'one after another'}, ` +
    `${unitWorkers} unit worker${unitWorkers === 1 ? '' : 's'}, ` +
    `${e2eProcesses} e2e process${e2eProcesses === 1 ? '' : 'es'} at a time` +
    (e2eSlots > e2eProcesses ? ' and the real-time one beside them' : '') +
    (e2eEarly
      ? " (its kitchen's and deploys' specs from the end of the type check and lint)"
      : '') +
    (checksSideBySide ? ', live video beside the checks; ' : ', live video last; ') +
    `the machine's CPU loop ${plan.CPU_LOOP_MS} ms (about 300 ms on a quiet 2-core machine; lower is faster)`,
);
