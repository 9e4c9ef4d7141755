// The bound stack's floor (not a test: it asserts nothing). Builds scripts/bench/floor/, the
// smallest signed-in page React 19, TanStack Router and Query, Mantine and valibot can make,
// with this project's build settings, and prints its JavaScript, gzip -9. Beside it, from
// dist/budget.json when `npm run budget` has run: the first-page budget and each first page,
// so what is left of the budget for the console's own code and its other components. The
// machine's speed (a CPU loop's time, scripts/machine-speed.mjs) is printed too, as every bench
// prints it, though sizes do not depend on it.
// Usage: npx tsx scripts/bench-floor.ts   (npm run bench:floor)
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { describeMachineSpeed, machineSpeed, measureCpuLoop } from './machine-speed.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(join(tmpdir(), 'kc-floor-'));
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const speedBefore = measureCpuLoop();
console.log(describeMachineSpeed(machineSpeed({ before: speedBefore })));
try {
  await build({
    root: join(root, 'scripts/bench/floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // As vite.config.ts builds the console.
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: false },
  });
  const assets = join(outDir, 'assets');
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const gzip = files.reduce(
    (sum, name) => sum + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length,
    0,
  );
  console.log(`The stack's floor: ${files.length} file(s), ${kib(gzip)} KiB gzip`);

  const measured = join(root, 'dist/budget.json');
  if (existsSync(measured)) {
    const { budget, firstPages } = JSON.parse(readFileSync(measured, 'utf8')) as {
      budget: { firstPageJsGzipKiB: number };
      firstPages: { name: string; gzipKiB: number }[];
    };
    const budgetKib = budget.firstPageJsGzipKiB;
    console.log(`Left of the ${budgetKib} KiB budget: ${kib(budgetKib * 1024 - gzip)} KiB`);
    for (const page of firstPages) {
      const above = page.gzipKiB - gzip / 1024;
      console.log(`${page.name}: ${page.gzipKiB.toFixed(1)} KiB, ${above.toFixed(1)} above it`);
    }
  } else {
    console.log('(run `npm run budget` first to compare with the first pages)');
  }
  console.log(describeMachineSpeed(machineSpeed({ before: speedBefore, after: measureCpuLoop() })));
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
