import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ALL_HOSTS,
  figuresQuery,
  METRIC_IDS,
  MONITORING_METRICS,
  metricQuery,
  type MonitoringMetric,
} from '../../../src/api/monitoring/monitoring-metrics';
import {
  hostValuesSchema,
  matrixResultSchema,
  vectorResultSchema,
} from '../../../src/api/monitoring/monitoring.schema';
import type { Sandbox } from '../../../sandbox/app';
import { MONITORED_HOSTS } from '../../../sandbox/monitoring/hosts';
import type { Fetch } from '../../../sandbox/monitoring/prometheus';
import { NOT_SIMULATED_RULES, SIMULATED_RULES } from '../../../sandbox/monitoring/rules';
import { yamlRules } from '../../helpers/alert-rules-yaml';
import { recognise, recogniseFigures } from '../../../sandbox/monitoring/catalogue';
import { createSource, setMonitoringSourceForTests } from '../../../sandbox/monitoring/source';
import { get, send, setUp, START, withoutRole } from './sandbox-client';

const FIXTURES = path.resolve(__dirname, '../../fixtures/prometheus');
const PROMETHEUS = 'http://prometheus.test:9090';

interface Recorded {
  path: string;
  status: number;
  body: unknown;
}

const recorded: Recorded[] = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8')) as Recorded);

/** Answers as the recorded Prometheus did: the same API path and `query` parameter. */
const recordedFetch: Fetch = async (input) => {
  const url = new URL(input);
  const answer = recorded.find((candidate) => {
    const at = new URL(candidate.path, PROMETHEUS);
    return (
      at.pathname === url.pathname && at.searchParams.get('query') === url.searchParams.get('query')
    );
  });
  if (!answer) return new Response('{"status":"error","error":"not recorded"}', { status: 422 });
  return new Response(JSON.stringify(answer.body), { status: answer.status });
};

function useRecordedPrometheus(sandbox: Sandbox, fetch: Fetch = recordedFetch) {
  setMonitoringSourceForTests(
    sandbox.context,
    createSource(sandbox.context, { prometheusUrl: PROMETHEUS, fetch }),
  );
}

/** A manager of 1001, 1003, 1006, 1010 and 1015 whose role does not stand in the way. */
async function scopedManager() {
  const { sandbox, token } = await setUp('manager@demo.kitchen');
  withoutRole(sandbox, 'manager@demo.kitchen');
  return { sandbox, token };
}

const hostsOf = (result: { result: Array<{ metric: Record<string, string> }> }) =>
  result.result.map((series) => series.metric.host).sort();

describe('monitoring through the real Prometheus (spec 000 §7 "Monitoring"), recorded answers', () => {
  it('passes an instant query through and turns Prometheus’s string values into numbers', async () => {
    const { sandbox, token } = await setUp();
    useRecordedPrometheus(sandbox);
    const answer = await get(sandbox, token, '/monitoring/query', {
      query: metricQuery('cpuUsage', ALL_HOSTS),
    });
    expect(answer.status, answer.json.message).toBe(200);
    const data = v.parse(vectorResultSchema, answer.json.results);
    expect(hostsOf(data)).toEqual([...MONITORED_HOSTS].sort());
    for (const series of data.result) {
      expect(typeof series.value[1]).toBe('number');
      expect(series.value[1]).toBeGreaterThanOrEqual(0);
    }
  });

  it('passes a range query through with its values', async () => {
    const { sandbox, token } = await setUp();
    useRecordedPrometheus(sandbox);
    const now = START / 1000;
    const answer = await get(sandbox, token, '/monitoring/query_range', {
      query: metricQuery('memoryPercent', ALL_HOSTS),
      start: now - 20,
      end: now,
      step: 2,
    });
    expect(answer.status, answer.json.message).toBe(200);
    const data = v.parse(matrixResultSchema, answer.json.results);
    expect(data.result.length).toBeGreaterThan(0);
    expect(data.result[0]!.values.length).toBeGreaterThan(1);
  });

  it('shows a manager only the hosts of his restaurants (series and label values)', async () => {
    const { sandbox, token } = await scopedManager();
    useRecordedPrometheus(sandbox);
    const mine = [
      'kc-1001-production-01',
      'kc-1001-vision-01',
      'kc-1003-vision-01',
      'kc-1006-vision-01',
    ];
    const hosts = await get(sandbox, token, '/monitoring/label/host/values');
    expect(v.parse(hostValuesSchema, hosts.json.results)).toEqual(mine);
    const query = await get(sandbox, token, '/monitoring/query', {
      query: metricQuery('gpuTemperature', ALL_HOSTS),
    });
    const data = v.parse(vectorResultSchema, query.json.results);
    expect(hostsOf(data)).toEqual(['kc-1001-vision-01', 'kc-1003-vision-01', 'kc-1006-vision-01']);
  });

  it('narrows the label values to one restaurant’s hosts, and refuses a restaurant not his (404)', async () => {
    const { sandbox, token } = await scopedManager();
    useRecordedPrometheus(sandbox);
    const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1001)!;
    const answer = await get(sandbox, token, '/monitoring/label/host/values', {
      restaurantUuid: restaurant.uuid,
    });
    expect(v.parse(hostValuesSchema, answer.json.results)).toEqual([
      'kc-1001-production-01',
      'kc-1001-vision-01',
    ]);
    const other = sandbox.context.chain.restaurants.find((r) => r.number === 1002)!;
    const refused = await get(sandbox, token, '/monitoring/label/host/values', {
      restaurantUuid: other.uuid,
    });
    expect(refused.status).toBe(404);
  });

  it('answers a PromQL error 400 with Prometheus’s words, and a scalar 400', async () => {
    const { sandbox, token } = await setUp();
    useRecordedPrometheus(sandbox);
    const bad = await get(sandbox, token, '/monitoring/query', {
      query: 'rate(node_cpu_seconds_total[2m]',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/unclosed left parenthesis/);
    const scalar = await get(sandbox, token, '/monitoring/query', { query: '1 + 1' });
    expect(scalar.status).toBe(400);
    expect(scalar.json.message).toMatch(/must select series/);
  });

  it('answers 503 with a message when Prometheus is down, never 500', async () => {
    const { sandbox, token } = await setUp();
    useRecordedPrometheus(sandbox, () => Promise.reject(new TypeError('fetch failed')));
    const answer = await get(sandbox, token, '/monitoring/query', {
      query: metricQuery('cpuUsage', ALL_HOSTS),
    });
    expect(answer.status).toBe(503);
    expect(answer.json.message).toMatch(/monitoring source is not reachable.*fetch failed/);
    // Where the source lives is not the caller's to know.
    expect(answer.json.message).not.toContain(PROMETHEUS);
  });

  it('a series’ scrape address (instance, job) only to RESTAURANT or DEVICE viewers (docs/decisions/sign-in-and-access.md, "What answers carry")', async () => {
    const { sandbox, token: admin } = await setUp();
    const [host] = MONITORED_HOSTS;
    const labelled: Fetch = async () =>
      Response.json({
        status: 'success',
        data: {
          resultType: 'vector',
          result: [
            {
              metric: { host: host!, instance: '192.168.10.21:9100', job: 'node' },
              value: [START / 1000, '12'],
            },
          ],
        },
      });
    useRecordedPrometheus(sandbox, labelled);
    const query = { query: metricQuery('cpuUsage', ALL_HOSTS) };
    const seen = await get(sandbox, admin, '/monitoring/query', query);
    expect(seen.status, seen.json.message).toBe(200);
    const [series] = (seen.json.results as { result: Array<{ metric: object }> }).result;
    expect(series!.metric).toMatchObject({ instance: '192.168.10.21:9100', job: 'node' });

    // A user of every restaurant with MONITORING but neither RESTAURANT nor DEVICE.
    const chain = sandbox.context.chain;
    const policy = {
      uuid: 'monitoring-only',
      name: 'Monitoring only',
      accesses: [{ moduleType: 'MONITORING' as const, actionType: ['VIEW' as const] }],
    };
    chain.policies.push(policy);
    chain.roles.push({ uuid: 'monitoring-role', name: 'Monitoring', policyUuids: [policy.uuid] });
    const norole = chain.users.find((user) => user.email === 'norole@demo.kitchen')!;
    norole.roleUuid = 'monitoring-role';
    const { token } = await setUp('norole@demo.kitchen', sandbox);
    const narrow = await get(sandbox, token, '/monitoring/query', query);
    expect(narrow.status, narrow.json.message).toBe(200);
    const [plain] = (narrow.json.results as { result: Array<{ metric: object }> }).result;
    expect(plain!.metric).toEqual({ host: host! });
  });
});

describe('simulated monitoring when no Prometheus runs', () => {
  it.each(METRIC_IDS)('answers the catalogue’s %s in Prometheus’s shapes, per host', async (id) => {
    const { sandbox, token } = await setUp();
    const hosts = ['kc-1001-vision-01', 'kc-1001-production-01'];
    const instant = await get(sandbox, token, '/monitoring/query', {
      query: metricQuery(id, hosts),
    });
    expect(instant.status, instant.json.message).toBe(200);
    const vector = v.parse(vectorResultSchema, instant.json.results);
    const now = START / 1000;
    const range = await get(sandbox, token, '/monitoring/query_range', {
      query: metricQuery(id, ALL_HOSTS),
      start: now - 600,
      end: now,
      step: 60,
    });
    expect(range.status, range.json.message).toBe(200);
    const matrix = v.parse(matrixResultSchema, range.json.results);
    for (const series of [...vector.result, ...matrix.result]) {
      expect(series.metric.host).toMatch(/^kc-/);
      for (const label of (MONITORING_METRICS[id] as MonitoringMetric).labels ?? [])
        if (id !== 'activeAlerts') expect(series.metric[label], label).toBeTruthy();
    }
    for (const series of matrix.result) expect(series.values).toHaveLength(11);
    if (id === 'activeAlerts') return; // none fire unless a test makes one
    // The production PC has no GPU: its GPU series are absent, the others are there.
    const expected = id.startsWith('gpu') ? ['kc-1001-vision-01'] : [...hosts].sort();
    expect(hostsOf(vector)).toEqual(expected);
  });

  it('reads the hosts back from a catalogue expression, pipe-joined and escaped (spec 000 §7)', () => {
    const hosts = ['kc-1001-vision-01', 'pc.local', 'a|b'];
    expect(recognise(metricQuery('uptime', hosts))).toEqual({ metric: 'uptime', hosts });
    expect(recognise(metricQuery('diskRead', ALL_HOSTS))).toEqual({
      metric: 'diskRead',
      hosts: ALL_HOSTS,
    });
    expect(metricQuery('cpuCores', ['pc.local', 'kc-1'])).toContain('host=~"pc\\\\.local|kc-1"');
  });

  it('answers a combined figures query: each part’s series labelled with it, min ≤ avg ≤ max over the window, the latest value now', async () => {
    const { sandbox, token } = await setUp();
    const host = 'kc-1001-vision-01';
    const parts = (['min', 'max', 'avg', 'last'] as const).map((over) => ({
      metric: 'memoryPercent' as const,
      over,
    }));
    const window = { seconds: 3600, step: 60 };
    const query = figuresQuery([{ metric: 'osInfo' }, ...parts], [host], window);
    expect(recogniseFigures(query)).toEqual({
      parts: [{ metric: 'osInfo' }, ...parts],
      hosts: [host],
      window,
    });
    const now = START / 1000;
    const answer = await get(sandbox, token, '/monitoring/query', { query, time: now });
    expect(answer.status, answer.json.message).toBe(200);
    const vector = v.parse(vectorResultSchema, answer.json.results);
    const value = (figure: string) =>
      vector.result.find((series) => series.metric.figure === figure)?.value[1];
    expect(vector.result.find((series) => series.metric.figure === 'osInfo')?.metric.host).toBe(
      host,
    );
    const [min, max, avg, last] = ['min', 'max', 'avg', 'last'].map((over) =>
      value(`memoryPercent:${over}`),
    );
    expect(min).toBeLessThanOrEqual(avg!);
    expect(avg).toBeLessThanOrEqual(max!);
    expect(min).toBeLessThan(max!);
    const single = await get(sandbox, token, '/monitoring/query', {
      query: metricQuery('memoryPercent', [host]),
      time: now,
    });
    expect(last).toBe(v.parse(vectorResultSchema, single.json.results).result[0]?.value[1]);
    // Not one of the console's combinations: refused like any other expression.
    expect(recogniseFigures(`${query} or vector(1)`)).toBeNull();
  });

  it('refuses an expression that is not in the catalogue (400 with a message)', async () => {
    const { sandbox, token } = await setUp();
    const answer = await get(sandbox, token, '/monitoring/query', { query: 'up' });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/catalogue/);
  });

  it('sets a GPU temperature through the control call', async () => {
    const { sandbox, token } = await setUp();
    const set = await send(sandbox, 'POST', '/__sandbox/monitoring/gpu', {
      body: { host: 'kc-1003-vision-01', temperature: 97 },
    });
    expect(set.status).toBe(200);
    const answer = await get(sandbox, token, '/monitoring/query', {
      query: metricQuery('gpuTemperature', ['kc-1003-vision-01']),
    });
    expect(v.parse(vectorResultSchema, answer.json.results).result[0]!.value[1]).toBe(97);
    const bad = await send(sandbox, 'POST', '/__sandbox/monitoring/gpu', {
      body: { host: 'nowhere', temperature: 97 },
    });
    expect(bad.status).toBe(400);
  });
});

describe('monitoring calls: access and validation (spec 000 §6; bad params → 400)', () => {
  it('refuses a user without MONITORING (403 with a message)', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    const answer = await get(sandbox, token, '/monitoring/label/host/values');
    expect(answer.status).toBe(403);
    expect(answer.json.message).toMatch(/MONITORING VIEW/);
  });

  it.each([
    ['no query', {}, /query/],
    ['an empty query', { query: ' ' }, /query is required/],
    ['a time that is not a number', { query: 'x', time: 'noon' }, /time must be epoch seconds/],
  ])('refuses an instant query with %s: 400', async (_what, query, message) => {
    const { sandbox, token } = await setUp();
    const answer = await get(sandbox, token, '/monitoring/query', query);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });

  it.each([
    ['no step', { start: 100, end: 200 }, /step/],
    ['a step of 0', { start: 100, end: 200, step: 0 }, /step must be at least 1/],
    ['an end before its start', { start: 200, end: 100, step: 1 }, /end must not be before start/],
    ['too many points', { start: 0, end: 100_000, step: 1 }, /too many points/],
  ])('refuses a range query with %s: 400', async (_what, query, message) => {
    const { sandbox, token } = await setUp();
    const answer = await get(sandbox, token, '/monitoring/query_range', {
      query: metricQuery('cpuUsage', ALL_HOSTS),
      ...query,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });
});

describe('the simulated rules are the repository’s alerting rules (monitoring/rules)', () => {
  it('has each threshold rule with the same severity, comparison and band', () => {
    const rules = yamlRules();
    expect(rules.map((rule) => rule.name).sort()).toEqual(
      [...SIMULATED_RULES.map((rule) => rule.name), ...NOT_SIMULATED_RULES].sort(),
    );
    for (const rule of SIMULATED_RULES)
      expect(rules.find((candidate) => candidate.name === rule.name)).toEqual({
        name: rule.name,
        severity: rule.severity,
        comparisons: [
          { op: rule.comparison, value: rule.threshold },
          ...(rule.below === undefined ? [] : [{ op: '<', value: rule.below }]),
        ],
      });
  });
});
