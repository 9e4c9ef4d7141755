// One Lighthouse run (mobile preset, performance only), in a child of the benchmark
// (lighthouse-bench.mjs runLighthouse): a run that never ends is stopped by killing this process,
// and Lighthouse's pending work, which rejects once its Chromium is gone, ends with it.
// Usage: node scripts/lighthouse-run.mjs <url> <Chromium's debugging port> <keep storage 0|1>
// Prints one JSON line: the run's figures, or { "error": "…" }.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';

const [url, port, keepStorage] = process.argv.slice(2);

/** The figures the benchmarks print, or why the run has none. */
async function run() {
  const result = await lighthouse(url, {
    port: Number(port),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Keep the signed-in session: the profile is a fresh copy each run anyway.
    disableStorageReset: keepStorage === '1',
  });
  const lhr = result?.lhr;
  if (!lhr) return { error: 'Lighthouse returned no result' };
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  if (process.env.LH_SAVE_REPORTS) {
    // The full report, to see what a slow metric waits on.
    const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '.lighthouse');
    mkdirSync(dir, { recursive: true });
    const name = new URL(url).pathname.replaceAll('/', '_') || '_';
    writeFileSync(join(dir, `report${name}.json`), JSON.stringify(lhr));
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance.score;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    score: score === null ? null : score * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    bytes: audit('total-byte-weight'),
    // Lighthouse's own measure of the machine's speed at this run (higher is faster).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

const answer = await run().catch((error) => ({
  error: error instanceof Error ? error.message : String(error),
}));
console.log(JSON.stringify(answer));
// Lighthouse can leave timers behind.
process.exit(0);
