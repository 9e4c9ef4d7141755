import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { monitoringInstalled } from '../../scripts/monitoring-stack.mjs';

const TESTS = join(dirname(fileURLToPath(import.meta.url)), '../../monitoring/tests');

/**
 * The alerting rules (monitoring/rules/kitchen-pcs.yml) under Prometheus's own rule
 * tester: CPU, memory, disk, GPU temperature, a PC down and a PC restarted each fire on their
 * series, after their hold time, with severity (spec 000 §3), host and summary, and not on a
 * healthy PC (monitoring/tests/kitchen-pcs.test.yml).
 */
describe.skipIf(!monitoringInstalled())('the PCs’ alerting rules (promtool test rules)', () => {
  it('every rule fires where it should, when it should, and nowhere else', async () => {
    const result = await promisify(execFile)(
      'promtool',
      ['test', 'rules', 'kitchen-pcs.test.yml'],
      {
        cwd: TESTS,
      },
    ).then(
      ({ stdout }) => ({ ok: true, output: stdout }),
      (error: { stdout?: string; stderr?: string }) => ({
        ok: false,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    expect(result.output).toContain('SUCCESS');
    expect(result.ok, result.output).toBe(true);
  });
});
