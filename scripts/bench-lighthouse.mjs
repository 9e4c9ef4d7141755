#!/usr/bin/env node
// Lighthouse benchmark (not a test: it asserts nothing). Serves dist/ with the sandbox on a
// free port and runs Lighthouse 12 (mobile preset, performance only) RUNS times on /login
// (signed out) and on /restaurants and the chicken dashboard (signed in), each run in a fresh
// copy of a prepared Chromium profile, so every run is a cold first visit. Prints the medians and
// the machine's speed (scripts/machine-speed.mjs, with each run's Lighthouse benchmarkIndex);
// writes .lighthouse/results.json. Every page of the route table: bench-pages.ts.
// Usage: node scripts/bench-lighthouse.mjs [runs]   (npm run bench:lighthouse; build first)
import { rmSync } from 'node:fs';
import {
  medians,
  prepareSignedInProfile,
  requireBuildAndChromium,
  runLighthouse,
  startServer,
  writeResults,
} from './lighthouse-bench.mjs';
import { describeMachineSpeed, machineSpeed, measureCpuLoop } from './machine-speed.mjs';

const RUNS = Number(process.argv[2] ?? 5);
requireBuildAndChromium('bench-lighthouse');
const before = measureCpuLoop();
console.log(describeMachineSpeed(machineSpeed({ before })));

const server = await startServer();
const pages = [];
let profile = null;
try {
  profile = await prepareSignedInProfile(server.url);
  const targets = [
    { name: 'login', path: '/login', profile: null },
    { name: 'restaurants', path: '/restaurants', profile },
    { name: 'dashboard', path: '/dashboard/chicken', profile },
  ];
  for (const target of targets) {
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      const run = await runLighthouse(`${server.url}${target.path}`, target.profile);
      runs.push(run);
      console.log(
        `${target.name} run ${i}/${RUNS}: score ${run.score?.toFixed(0)}  FCP ${run.fcp?.toFixed(0)} ms  ` +
          `LCP ${run.lcp?.toFixed(0)} ms  TBT ${run.tbt?.toFixed(0)} ms  CLS ${run.cls?.toFixed(3)}  ` +
          `benchmarkIndex ${run.benchmarkIndex?.toFixed(0)}` +
          (new URL(run.finalUrl).pathname !== target.path ? `  (ended on ${run.finalUrl})` : ''),
      );
    }
    const m = medians(runs, ['score', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'bytes', 'benchmarkIndex']);
    pages.push({ name: target.name, path: target.path, medians: m, runs });
  }
} finally {
  server.close();
  if (profile) rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
}

const speed = machineSpeed({
  before,
  after: measureCpuLoop(),
  benchmarkIndexes: pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex)),
});
console.log(`\nLighthouse 12.8.2 mobile, performance, median of ${RUNS} runs`);
console.log(describeMachineSpeed(speed));
console.log(
  `${'page'.padEnd(14)}${'score'.padStart(7)}${'FCP ms'.padStart(9)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'CLS'.padStart(8)}${'KiB'.padStart(8)}${'bmIndex'.padStart(9)}`,
);
for (const { name, medians: m } of pages) {
  console.log(
    `${name.padEnd(14)}${String(m.score?.toFixed(0)).padStart(7)}${String(m.fcp?.toFixed(0)).padStart(9)}` +
      `${String(m.lcp?.toFixed(0)).padStart(9)}${String(m.tbt?.toFixed(0)).padStart(9)}${String(m.cls?.toFixed(3)).padStart(8)}` +
      `${String(m.bytes === null ? null : (m.bytes / 1024).toFixed(0)).padStart(8)}` +
      `${String(m.benchmarkIndex?.toFixed(0)).padStart(9)}`,
  );
}
writeResults('results.json', {
  date: new Date().toISOString(),
  lighthouse: '12.8.2',
  preset: 'mobile',
  runs: RUNS,
  machineSpeed: speed,
  pages,
});
