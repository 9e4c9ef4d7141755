import { http, passthrough } from 'msw';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_HOSTS, metricQuery } from '../../../src/api/monitoring/monitoring-metrics';
import { vectorResultSchema } from '../../../src/api/monitoring/monitoring.schema';
import { createSandbox } from '../../../sandbox/app';
import { MONITORED_HOSTS } from '../../../sandbox/monitoring/hosts';
import { createSource, setMonitoringSourceForTests } from '../../../sandbox/monitoring/source';
import {
  monitoringInstalled,
  startMonitoringStack,
  type MonitoringStack,
} from '../../../scripts/monitoring-stack.mjs';
import { server } from '../../helpers/msw-server';
import { get, setUp } from './sandbox-client';

/** Polls `check` until it answers something truthy (the first samples come ~5 s after start). */
async function eventually<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let stack: MonitoringStack | undefined;
afterAll(() => stack?.stop());

describe.skipIf(!monitoringInstalled())(
  'the real monitoring stack (Debian prometheus + prometheus-node-exporter)',
  () => {
    it('scrapes node-exporter once per kitchen PC, and the sandbox reads CPU and GPU through it', async () => {
      // msw answers the sandbox's calls in unit tests; the stack's loopback ports are real.
      server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
      stack = await startMonitoringStack();
      const up = (await (
        await fetch(`${stack.prometheusUrl}/api/v1/query?query=up%7Bjob%3D%22node%22%7D`)
      ).json()) as { data: { result: Array<{ metric: { host: string } }> } };
      expect(up.data.result.length).toBeGreaterThan(0);

      const { sandbox, token } = await setUp('admin@demo.kitchen', createSandbox());
      const source = createSource(sandbox.context, {
        prometheusUrl: stack.prometheusUrl,
        textfileDir: stack.textfileDir,
      });
      setMonitoringSourceForTests(sandbox.context, source);

      const cpu = await eventually(async () => {
        const answer = await get(sandbox, token, '/monitoring/query', {
          query: metricQuery('cpuUsage', ALL_HOSTS),
        });
        expect(answer.status, answer.json.message).toBe(200);
        const data = v.parse(vectorResultSchema, answer.json.results);
        return data.result.length === MONITORED_HOSTS.length ? data : undefined;
      });
      for (const series of cpu.result) {
        expect(series.value[1]).toBeGreaterThanOrEqual(0);
        expect(series.value[1]).toBeLessThanOrEqual(100);
      }

      // The GPU figures go through node-exporter's textfile directory.
      source.setGpuTemperature('kc-1003-vision-01', 88, Date.now());
      await eventually(async () => {
        const answer = await get(sandbox, token, '/monitoring/query', {
          query: metricQuery('gpuTemperature', ['kc-1003-vision-01']),
        });
        const data = v.parse(vectorResultSchema, answer.json.results);
        return data.result[0]?.value[1] === 88;
      });
    });
  },
);
