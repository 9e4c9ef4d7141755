import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * `npm test` sizes itself to the machine (scripts/test-plan.mjs, docs/decisions/test-suite.md):
 * it never needs more cores or memory than the machine gives.
 */
const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../scripts/test-plan.mjs',
);

function plan(cores: number, memoryGib: number): Record<string, number> {
  const out = execFileSync(process.execPath, [script], {
    env: {
      ...process.env,
      TEST_CORES: String(cores),
      TEST_MEMORY_GIB: String(memoryGib),
      TEST_CPU_LOOP_MS: '1',
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return Object.fromEntries(
    out
      .trim()
      .split('\n')
      .map((line) => line.split('='))
      .map(([name, value]) => [name!, Number(value)]),
  );
}

describe('the test plan', () => {
  it('on one core runs everything one after another: one unit worker, one e2e process', () => {
    expect(plan(1, 20)).toMatchObject({
      CHECKS_SIDE_BY_SIDE: 0,
      UNIT_WORKERS: 1,
      E2E_PROCESSES: 1,
    });
  });

  it('on two cores runs the checks side by side, a unit worker and an e2e process per core', () => {
    expect(plan(2, 20)).toMatchObject({
      CHECKS_SIDE_BY_SIDE: 1,
      UNIT_WORKERS: 2,
      E2E_PROCESSES: 2,
    });
  });

  it('runs the real-time e2e process beside one per core where the e2e is split and memory allows', () => {
    expect(plan(1, 20).E2E_SLOTS).toBe(1);
    expect(plan(2, 20).E2E_SLOTS).toBe(3);
    expect(plan(2, 5).E2E_SLOTS).toBe(2);
  });

  it('starts the real-time specs beside the unit tests only where one e2e process more fits', () => {
    expect(plan(2, 20).E2E_EARLY).toBe(1);
    expect(plan(2, 7).E2E_EARLY).toBe(0);
    expect(plan(1, 20).E2E_EARLY).toBe(0);
  });

  it('never starts more e2e processes than the free memory holds (2 GiB each)', () => {
    expect(plan(4, 3).E2E_PROCESSES).toBe(1);
    expect(plan(4, 5).E2E_PROCESSES).toBe(2);
  });

  it('keeps the checks apart when memory is short, whatever the cores', () => {
    expect(plan(2, 3)).toMatchObject({ CHECKS_SIDE_BY_SIDE: 0, UNIT_WORKERS: 2 });
  });
});
