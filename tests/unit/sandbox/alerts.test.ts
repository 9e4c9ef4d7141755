import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  alertAnalyticSchema,
  alertCountSchema,
  alertPageSchema,
  alertSchema,
} from '../../../src/api/alerts/alerts.schema';
import type { Alert } from '../../../sandbox/model/alerts';
import { NOTIFICATIONS_DESTINATION } from '../../../src/api/notifications/notifications.endpoints';
import { notificationPageSchema } from '../../../src/api/notifications/notifications.schema';
import type { Sandbox } from '../../../sandbox/app';
import { createSource, setMonitoringSourceForTests } from '../../../sandbox/monitoring/source';
import {
  apiPath,
  call,
  DAY_MS,
  get,
  send,
  setUp,
  START,
  signInAs,
  withoutRole,
  WEEK,
} from './sandbox-client';

async function allAlerts(sandbox: Sandbox, token: string, query: Record<string, string | number>) {
  const alerts: Alert[] = [];
  for (let offset = 0; ; offset += 50) {
    const answer = await get(sandbox, token, '/alerts/list', { ...query, limit: 50, offset });
    expect(answer.status, answer.json.message).toBe(200);
    const page = v.parse(alertPageSchema, answer.json.results);
    // The sandbox sends every field; the console's declaration reads most as optional.
    alerts.push(...(page.content as Alert[]));
    if (offset + 50 >= page.total) return { alerts, total: page.total };
  }
}

function control(sandbox: Sandbox, path: string, body?: unknown) {
  return send(sandbox, 'POST', `/__sandbox${path}`, { body });
}

/** GPU 0 of a host at 96 °C: the simulated GpuTemperatureCritical (> 90 °C) fires. */
async function overheat(sandbox: Sandbox, host = 'kc-1001-vision-01') {
  expect((await control(sandbox, '/monitoring/gpu', { host, temperature: 96 })).status).toBe(200);
}

describe('alerts list, count and analytic (spec 000 §3 "Alert counts", §4, §7 "Alerts")', () => {
  it('pages the list by offset, newest first, and pages join into the whole list', async () => {
    const { sandbox, token } = await setUp();
    const { alerts, total } = await allAlerts(sandbox, token, WEEK);
    expect(total).toBeGreaterThan(10);
    expect(alerts).toHaveLength(total);
    expect(new Set(alerts.map((alert) => alert.id)).size).toBe(total);
    const starts = alerts.map((alert) => alert.startsAt);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(alerts.every((a) => a.startsAt >= WEEK.startTime && a.startsAt < WEEK.endTime)).toBe(
      true,
    );
    const sources = new Set(alerts.map((alert) => alert.name));
    expect([...sources].sort()).toEqual(['FryerOffline', 'StockOutTooLong']);
  });

  it('counts per severity what the list holds, and the analytic sums to the same', async () => {
    const { sandbox, token } = await setUp();
    const { alerts } = await allAlerts(sandbox, token, WEEK);
    const count = v.parse(
      alertCountSchema,
      (await get(sandbox, token, '/alerts/count', WEEK)).json.results,
    );
    const bySeverity = (severity: string) => alerts.filter((a) => a.severity === severity).length;
    expect(count).toEqual({
      critical: bySeverity('critical'),
      warning: bySeverity('warning'),
      info: bySeverity('info'),
    });
    expect(count.critical + count.warning + count.info).toBeGreaterThan(0);
    const analytic = v.parse(
      alertAnalyticSchema,
      (await get(sandbox, token, '/alerts/analytic', { ...WEEK, interval: '1d' })).json.results,
    );
    expect(analytic).toHaveLength(7);
    expect(analytic[1]!.timestamp - analytic[0]!.timestamp).toBe(DAY_MS / 1000);
    const sum = (key: 'critical' | 'warning' | 'info') =>
      analytic.reduce((total, row) => total + row[key], 0);
    expect({ critical: sum('critical'), warning: sum('warning'), info: sum('info') }).toEqual(
      count,
    );
  });

  it('filters by severity and by restaurant', async () => {
    const { sandbox, token } = await setUp();
    const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1003)!;
    const { alerts } = await allAlerts(sandbox, token, {
      ...WEEK,
      severity: 'warning',
      restaurantUuid: restaurant.uuid,
    });
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.every((a) => a.severity === 'warning' && a.restaurantNumber === 1003)).toBe(true);
  });

  it('shows a manager only his restaurants’ alerts', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    withoutRole(sandbox, 'manager@demo.kitchen');
    const { alerts } = await allAlerts(sandbox, token, WEEK);
    expect(alerts.length).toBeGreaterThan(0);
    expect(new Set(alerts.map((a) => a.restaurantNumber))).toEqual(
      new Set(
        [1001, 1003, 1006, 1010, 1015].filter((n) => alerts.some((a) => a.restaurantNumber === n)),
      ),
    );
    expect(alerts.every((a) => [1001, 1003, 1006, 1010, 1015].includes(a.restaurantNumber!))).toBe(
      true,
    );
  });

  it.each([
    [
      'an unknown severity',
      { severity: 'fatal' },
      /severity.*all, critical, warning or info/,
      '/alerts/list',
    ],
    ['a limit of 0', { limit: 0 }, /limit/, '/alerts/list'],
    ['a limit over 100', { limit: 101 }, /limit/, '/alerts/list'],
    ['a negative offset', { offset: -1 }, /offset/, '/alerts/list'],
    [
      'an end before its start',
      { startTime: 2000, endTime: 1000 },
      /endTime must be after startTime/,
      '/alerts/count',
    ],
    ['an unknown interval', { interval: '3h' }, /resolution code/, '/alerts/analytic'],
    [
      'too many intervals',
      { startTime: 0, endTime: START, interval: '1s' },
      /too many 1s intervals/,
      '/alerts/analytic',
    ],
  ])('refuses %s: 400 with a message', async (_what, query, message, path) => {
    const { sandbox, token } = await setUp();
    const answer = await get(sandbox, token, path, query);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });

  it('refuses a user without MONITORING (403)', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    expect((await get(sandbox, token, '/alerts/count')).status).toBe(403);
  });
});

describe('acting on alerts: delete and acknowledge (spec 000 §7)', () => {
  it('deletes an alert: gone from list and count; a second delete is 404', async () => {
    const { sandbox, token } = await setUp();
    const before = await allAlerts(sandbox, token, WEEK);
    const count = v.parse(
      alertCountSchema,
      (await get(sandbox, token, '/alerts/count', WEEK)).json.results,
    );
    const victim = before.alerts[3]!;
    const removed = await call(sandbox, 'DELETE', apiPath(`/alerts/${victim.id}`), { token });
    expect(removed.status, removed.json.message).toBe(200);
    const after = await allAlerts(sandbox, token, WEEK);
    expect(after.total).toBe(before.total - 1);
    expect(after.alerts.map((a) => a.id)).not.toContain(victim.id);
    const countAfter = v.parse(
      alertCountSchema,
      (await get(sandbox, token, '/alerts/count', WEEK)).json.results,
    );
    expect(countAfter[victim.severity]).toBe(count[victim.severity] - 1);
    const again = await call(sandbox, 'DELETE', apiPath(`/alerts/${victim.id}`), { token });
    expect(again.status).toBe(404);
  });

  it('records who acknowledged and when; acknowledging again keeps the first', async () => {
    const { sandbox, token } = await setUp();
    const [alert] = (await allAlerts(sandbox, token, WEEK)).alerts;
    const first = await call(sandbox, 'POST', apiPath(`/alerts/${alert!.id}/acknowledge`), {
      token,
    });
    expect(first.status, first.json.message).toBe(200);
    expect(v.parse(alertSchema, first.json.results)).toMatchObject({
      id: alert!.id,
      acknowledgedBy: 'Dana Whitfield',
      acknowledgedAt: START,
    });
    const other = await signInAs(sandbox, 'norole@demo.kitchen');
    const second = await call(sandbox, 'POST', apiPath(`/alerts/${alert!.id}/acknowledge`), {
      token: other.accessToken,
    });
    expect(second.json.results).toMatchObject({ acknowledgedBy: 'Dana Whitfield' });
    const listed = (await allAlerts(sandbox, token, WEEK)).alerts.find((a) => a.id === alert!.id);
    expect(listed).toMatchObject({ acknowledgedBy: 'Dana Whitfield', acknowledgedAt: START });
    expect(
      (await call(sandbox, 'POST', apiPath('/alerts/nope/acknowledge'), { token })).status,
    ).toBe(404);
  });

  it('does not let a manager act on another restaurant’s alert (404)', async () => {
    const { sandbox, token } = await setUp();
    const foreign = (await allAlerts(sandbox, token, WEEK)).alerts.find(
      (a) => a.restaurantNumber === 1002,
    )!;
    const manager = await signInAs(sandbox, 'norole@demo.kitchen');
    const user = sandbox.context.chain.users.find((u) => u.email === 'norole@demo.kitchen')!;
    user.restaurantUuids = [sandbox.context.chain.restaurants.find((r) => r.number === 1001)!.uuid];
    const answer = await call(sandbox, 'DELETE', apiPath(`/alerts/${foreign.id}`), {
      token: manager.accessToken,
    });
    expect(answer.status).toBe(404);
  });
});

describe('a monitoring rule firing (spec 000 §7: an alert rule fires … as a notification)', () => {
  it('lists a critical GPU alert, active, and resolves it when the GPU cools', async () => {
    const { sandbox, token } = await setUp();
    await overheat(sandbox);
    const { alerts } = await allAlerts(sandbox, token, {});
    const gpu = alerts.find((a) => a.name === 'GpuTemperatureCritical')!;
    expect(gpu).toMatchObject({
      severity: 'critical',
      source: 'prometheus',
      host: 'kc-1001-vision-01',
      restaurantNumber: 1001,
      active: true,
      endsAt: null,
      summary: 'GPU 0 of kc-1001-vision-01 at 96 °C',
    });
    expect(alerts.some((a) => a.name === 'GpuTemperatureHigh' && a.severity === 'warning')).toBe(
      true,
    );
    await control(sandbox, '/monitoring/gpu', { host: 'kc-1001-vision-01', temperature: null });
    const after = (await allAlerts(sandbox, token, {})).alerts.find((a) => a.id === gpu.id)!;
    expect(after).toMatchObject({ active: false, endsAt: START });
  });

  it('pushes a new critical alert as a notification to those who may see it, once', async () => {
    const { sandbox, token } = await setUp();
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const publish = vi.spyOn(sandbox.context.broker, 'publish');
    await overheat(sandbox);
    const sync = await control(sandbox, '/monitoring/sync');
    const started = ((await sync.json()) as { started: string[] }).started;
    expect(started).toHaveLength(2);
    await control(sandbox, '/monitoring/sync');

    const newest = async (bearer: string) =>
      v
        .parse(
          notificationPageSchema,
          (await get(sandbox, bearer, '/notification/list', { page: 0, size: 5 })).json.results,
        )
        .content.filter((n) => /GPU temperature critical/.test(n.message));
    const adminNotes = await newest(token);
    expect(adminNotes).toHaveLength(1);
    const [note] = adminNotes;
    expect(note!.type).toBe('ERROR');
    const critical = started.find((id) => note!.message.includes(`/monitoring/alerts?alert=${id}`));
    expect(critical).toBeDefined();
    expect(note!.message).toContain('kc-1001-vision-01');
    // Live on the notifications channel, to the admin, once.
    const admin = sandbox.context.chain.users.find((u) => u.email === 'admin@demo.kitchen')!;
    const live = publish.mock.calls.filter(
      ([, destination, payload]) =>
        destination === NOTIFICATIONS_DESTINATION &&
        /GPU temperature critical/.test((payload as { message: string }).message),
    );
    expect(live.filter(([userUuid]) => userUuid === admin.uuid)).toHaveLength(1);
    // The manager's role has no MONITORING: no notification for him.
    expect(await newest(manager.accessToken)).toHaveLength(0);
  });

  it('does not bring back a deleted alert while its rule still fires', async () => {
    const { sandbox, token } = await setUp();
    await overheat(sandbox);
    const gpu = (await allAlerts(sandbox, token, {})).alerts.find(
      (a) => a.name === 'GpuTemperatureCritical',
    )!;
    await call(sandbox, 'DELETE', apiPath(`/alerts/${gpu.id}`), { token });
    const after = (await allAlerts(sandbox, token, {})).alerts;
    expect(after.some((a) => a.name === 'GpuTemperatureCritical')).toBe(false);
  });
});

describe('alerts from the real Prometheus (recorded /api/v1/alerts)', () => {
  const recorded = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../fixtures/prometheus/alerts.json'), 'utf8'),
  ) as { body: { data: { alerts: Array<{ state: string; activeAt: string }> } } };

  /** The recorded alerts, each made active at `activeAt`. */
  function prometheusAnswering(sandbox: Sandbox, activeAt: number) {
    const body = structuredClone(recorded.body);
    for (const alert of body.data.alerts) alert.activeAt = new Date(activeAt).toISOString();
    setMonitoringSourceForTests(
      sandbox.context,
      createSource(sandbox.context, {
        prometheusUrl: 'http://prometheus.test',
        fetch: async () => new Response(JSON.stringify(body)),
      }),
    );
  }

  it('lists the firing alerts only (pending ones are not alerts yet), with their restaurant', async () => {
    const { sandbox, token } = await setUp();
    prometheusAnswering(sandbox, START - 60_000);
    const { alerts } = await allAlerts(sandbox, token, {});
    const fromPrometheus = alerts.filter((alert) => alert.source === 'prometheus');
    const firing = recorded.body.data.alerts.filter((alert) => alert.state === 'firing');
    expect(fromPrometheus).toHaveLength(firing.length);
    expect(fromPrometheus.find((a) => a.name === 'GpuTemperatureCritical')).toMatchObject({
      host: 'kc-1001-vision-01',
      restaurantNumber: 1001,
      startsAt: START - 60_000,
      summary: 'GPU 0 of kc-1001-vision-01 at 95 °C',
    });
  });

  it('announces a critical alert that starts now, not one already firing before a reset', async () => {
    const { sandbox, token } = await setUp();
    const gpuNotes = async (bearer: string) =>
      v
        .parse(
          notificationPageSchema,
          (await get(sandbox, bearer, '/notification/list', { page: 0, size: 5 })).json.results,
        )
        .content.filter((n) => /GPU temperature critical/.test(n.message));
    prometheusAnswering(sandbox, START - 60_000);
    await control(sandbox, '/monitoring/sync');
    expect(await gpuNotes(token)).toHaveLength(0);
    sandbox.reset();
    const { accessToken } = await signInAs(sandbox, 'admin@demo.kitchen');
    prometheusAnswering(sandbox, START + 1_000);
    await control(sandbox, '/monitoring/sync');
    expect(await gpuNotes(accessToken)).toHaveLength(1);
  });

  it('forgets a GPU temperature set by a test when the sandbox is reset', async () => {
    const { sandbox } = await setUp();
    await overheat(sandbox);
    sandbox.reset();
    const { accessToken } = await signInAs(sandbox, 'admin@demo.kitchen');
    const { alerts } = await allAlerts(sandbox, accessToken, {});
    expect(alerts.some((alert) => alert.name.startsWith('GpuTemperature'))).toBe(false);
  });
});
