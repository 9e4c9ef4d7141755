// The machine's speed, printed beside every benchmark's figures: this machine is shared and
// noisy, and a figure from a slow day should read as one. The speed is the time of one fixed,
// deterministic CPU loop in this process (building rows, JSON.stringify and JSON.parse, an
// FNV-1a hash over the text: the kind of work a page does with its data), the median of a few
// tries. Lower is faster; the Lighthouse benchmarks add Lighthouse's own benchmarkIndex, where
// higher is faster. Each bench measures it before and after its runs, so a machine that slowed
// down on the way shows it.
import { performance } from 'node:perf_hooks';

/** The loop's size: about 300 ms on this 2-core machine, busy with other work as it often is. */
const ROUNDS = 2_500;
const ROWS = 200;
/** The loop's answer: a different one means the workload changed and old figures do not compare. */
const CHECKSUM = 2_718_540_763;

/** One run of the fixed loop; its milliseconds. */
export function cpuLoopMs() {
  const started = performance.now();
  let hash = 0x811c9dc5;
  for (let round = 0; round < ROUNDS; round++) {
    const rows = [];
    for (let i = 0; i < ROWS; i++) {
      rows.push({
        id: round * ROWS + i,
        name: `row ${i}`,
        value: Math.imul(i, 2_654_435_761) >>> 0,
      });
    }
    const text = JSON.stringify(rows);
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    const back = JSON.parse(text);
    hash = (hash + back[ROWS - 1].value) >>> 0;
  }
  const ms = performance.now() - started;
  if (hash !== CHECKSUM)
    throw new Error(`machine-speed: the CPU loop answered ${hash}, not ${CHECKSUM}`);
  return ms;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The CPU loop `tries` times after one untimed try (the first run of a process pays for
 * compiling the loop, about half as long again): their median and each try, in milliseconds.
 */
export function measureCpuLoop(tries = 3) {
  cpuLoopMs();
  const triesMs = Array.from({ length: tries }, () => Math.round(cpuLoopMs()));
  return { medianMs: median(triesMs), triesMs };
}

/**
 * What a bench writes beside its figures: the CPU loop before and after its runs (`after`
 * null for a bench too short to need it), and the median of its Lighthouse runs'
 * benchmarkIndex (null when it ran no Lighthouse).
 */
export function machineSpeed({ before, after = null, benchmarkIndexes = [] }) {
  const indexes = benchmarkIndexes.filter((value) => typeof value === 'number');
  return {
    cpuLoopMs: { before: before.medianMs, after: after?.medianMs ?? null },
    cpuLoopTriesMs: { before: before.triesMs, after: after?.triesMs ?? null },
    benchmarkIndex: indexes.length ? Math.round(median(indexes)) : null,
    benchmarkIndexRuns: indexes.length,
  };
}

/** One line for a bench's header or summary. */
export function describeMachineSpeed(speed) {
  const { before, after } = speed.cpuLoopMs;
  const loop = after === null ? `${before} ms` : `${before} ms before, ${after} ms after`;
  const count = speed.cpuLoopTriesMs.before.length;
  const tries = after === null ? `median of ${count}` : `each the median of ${count}`;
  const index =
    speed.benchmarkIndex === null
      ? ''
      : `; Lighthouse benchmarkIndex ${speed.benchmarkIndex} (median of ${speed.benchmarkIndexRuns} run(s); higher is faster)`;
  return `Machine speed: CPU loop ${loop} (${tries}; lower is faster)${index}`;
}
