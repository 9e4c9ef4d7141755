/**
 * Control calls for tests and demos (under /__sandbox): which source serves, set a host's GPU
 * temperature so a rule fires, pull the source's alerts now.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxEnv } from '../context';
import { failureResponse } from '../route';
import { syncAlerts } from './alert-sync';
import { MONITORED_HOSTS } from './hosts';
import { monitoringOf } from './source';

const gpuBodySchema = v.object({
  host: v.picklist(MONITORED_HOSTS, `host must be one of ${MONITORED_HOSTS.join(', ')}`),
  /** °C; null gives the host its simulated temperature back. */
  temperature: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(150))),
});

export function registerMonitoringControl(control: Hono<SandboxEnv>): void {
  control.get('/monitoring', (c) => {
    const source = monitoringOf(c.var.sandbox);
    return c.json({
      source: source.kind,
      prometheusUrl: source.prometheusUrl,
      hosts: MONITORED_HOSTS,
    });
  });

  /** `{ host, temperature }`: GPU 0 of that host at this temperature from now on. */
  control.post('/monitoring/gpu', async (c) => {
    const body = v.safeParse(gpuBodySchema, await c.req.json().catch(() => undefined));
    if (!body.success)
      return failureResponse(
        c,
        400,
        `Invalid body: ${body.issues.map((issue) => `${v.getDotPath(issue) ?? 'body'} ${issue.message}`).join('; ')}`,
      );
    const sandbox = c.var.sandbox;
    monitoringOf(sandbox).setGpuTemperature(
      body.output.host,
      body.output.temperature,
      sandbox.now(),
    );
    return c.json(body.output);
  });

  /** Pulls the source's firing alerts now; answers the ids of those that started. */
  control.post('/monitoring/sync', async (c) => {
    const started = await syncAlerts(c.var.sandbox);
    return c.json({ started: started.map((alert) => alert.id) });
  });
}
