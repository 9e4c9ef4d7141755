import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ALL_HOSTS,
  METRIC_IDS,
  figuresQuery,
  metricQuery,
  type HostSelection,
} from '../../../src/api/monitoring/monitoring-metrics';
import {
  matrixResultSchema,
  vectorResultSchema,
} from '../../../src/api/monitoring/monitoring.schema';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import type { Fetch } from '../../../sandbox/monitoring/prometheus';
import {
  createSource,
  monitoringOf,
  setMonitoringSourceForTests,
} from '../../../sandbox/monitoring/source';
import { get, manualClock, signInAs, START, type Query, PROFILES } from './sandbox-client';

/*
 * Spec 000 §6 (restaurant scope) on §7's monitoring calls: for a user bound to some restaurants,
 * only the console's catalogue expressions reach the monitoring source, rebuilt over that user's
 * hosts; a user who sees every host sends PromQL as written.
 */

/** The demo manager's monitored hosts (restaurants 1001, 1003, 1006), as the host list names them. */
const MINE = [
  'kc-1001-production-01',
  'kc-1001-vision-01',
  'kc-1003-vision-01',
  'kc-1006-vision-01',
];
/** A monitored host of restaurant 1002, not the manager's. */
const THEIRS = 'kc-1002-vision-01';
const NOW = START / 1000;
const RANGE = { start: NOW - 600, end: NOW, step: 60 };

/**
 * The demo manager (restaurants 1001, 1003, 1006, 1010, 1015) with the Support Engineer role,
 * which holds MONITORING VIEW: a bound account as the seeded field-support staff are.
 */
async function boundEngineer() {
  const sandbox = createSandbox({ now: manualClock(START).now });
  const chain = sandbox.context.chain;
  const manager = chain.users.find((user) => user.email === 'manager@demo.kitchen')!;
  manager.roleUuid = chain.roles.find((role) => role.name === 'Support Engineer')!.uuid;
  expect(manager.restaurantUuids).not.toBeNull();
  const { accessToken: token } = await signInAs(sandbox, 'manager@demo.kitchen');
  return { sandbox, token };
}

async function signedIn(email: string) {
  const sandbox = createSandbox({ now: manualClock(START).now });
  const { accessToken: token } = await signInAs(sandbox, email);
  return { sandbox, token };
}

/** The expressions that reach the context's source (the simulation unless replaced first). */
function expressionsAsked(sandbox: Sandbox): string[] {
  const source = monitoringOf(sandbox.context);
  const asked: string[] = [];
  setMonitoringSourceForTests(sandbox.context, {
    ...source,
    query: (query, time) => {
      asked.push(query);
      return source.query(query, time);
    },
    queryRange: (query, start, end, step) => {
      asked.push(query);
      return source.queryRange(query, start, end, step);
    },
  });
  return asked;
}

/**
 * A Prometheus that does what it is asked: every query answers one series labelled as the
 * manager's vision PC, as `label_replace` would dress restaurant 1002's figures.
 */
function obligingPrometheus(sandbox: Sandbox) {
  const dressed = { host: 'kc-1001-vision-01', leaked: 'from kc-1002-vision-01' };
  const fetch: Fetch = async (input) => {
    const url = new URL(input);
    const data = url.pathname.endsWith('/label/host/values')
      ? [...MINE, THEIRS]
      : url.pathname.endsWith('/query_range')
        ? { resultType: 'matrix', result: [{ metric: dressed, values: [[NOW, '42']] }] }
        : { resultType: 'vector', result: [{ metric: dressed, value: [NOW, '42'] }] };
    return new Response(JSON.stringify({ status: 'success', data }), { status: 200 });
  };
  setMonitoringSourceForTests(
    sandbox.context,
    createSource(sandbox.context, { prometheusUrl: 'http://prometheus.test:9090', fetch }),
  );
  return expressionsAsked(sandbox);
}

const instant = (sandbox: Sandbox, token: string, query: string, extra: Query = {}) =>
  get(sandbox, token, '/monitoring/query', { query, ...extra });
const overTime = (sandbox: Sandbox, token: string, query: string) =>
  get(sandbox, token, '/monitoring/query_range', { query, ...RANGE });

const hostsOf = (data: { result: Array<{ metric: Record<string, string> }> }) =>
  [...new Set(data.result.map((series) => series.metric.host))].sort();

describe('monitoring PromQL for a user bound to some restaurants (spec 000 §6, §7)', () => {
  const ATTACKS = [
    [
      'label_replace dressing another restaurant’s host as theirs',
      `label_replace(node_uname_info{host="${THEIRS}"}, "host", "kc-1001-vision-01", "host", ".*")`,
    ],
    ['an aggregate over every host without its host label', 'sum without(host) (node_load1)'],
    ['a count over every host', 'count(node_uname_info)'],
    [
      'a catalogue expression with another one or-ed on',
      `${metricQuery('memoryTotal', ['kc-1001-vision-01'])} or label_replace(node_memory_MemTotal_bytes{host="${THEIRS}"}, "host", "kc-1001-vision-01", "host", ".*")`,
    ],
    ['a constant vector', 'vector(1)'],
    [
      'a combined figures query with another expression or-ed on',
      `${figuresQuery([{ metric: 'memoryTotal' }], ['kc-1001-vision-01'])} or label_replace(node_memory_MemTotal_bytes{host="${THEIRS}"}, "figure", "memoryTotal", "", "")`,
    ],
  ] as const;

  it.each(ATTACKS)(
    'refuses %s with 403, on both calls, and never asks the source',
    async (_what, query) => {
      const { sandbox, token } = await boundEngineer();
      const asked = obligingPrometheus(sandbox);
      for (const answer of [
        await instant(sandbox, token, query),
        await overTime(sandbox, token, query),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.json.message).toBe(
          'Only the console’s metric expressions are accepted for a user bound to some restaurants',
        );
      }
      expect(asked).toEqual([]);
    },
  );

  it('answers a catalogue expression naming another restaurant’s host without it: the source is asked for the user’s hosts only', async () => {
    const { sandbox, token } = await boundEngineer();
    const asked = expressionsAsked(sandbox);
    const query = metricQuery('memoryTotal', [THEIRS, 'kc-1001-vision-01']);
    const now = v.parse(vectorResultSchema, (await instant(sandbox, token, query)).json.results);
    const range = v.parse(matrixResultSchema, (await overTime(sandbox, token, query)).json.results);
    expect(hostsOf(now)).toEqual(['kc-1001-vision-01']);
    expect(hostsOf(range)).toEqual(['kc-1001-vision-01']);
    const rebuilt = metricQuery('memoryTotal', ['kc-1001-vision-01']);
    expect(asked).toEqual([rebuilt, rebuilt]);
  });

  it('answers a combined figures query for the user’s hosts only: the source is asked for it rebuilt over theirs', async () => {
    const { sandbox, token } = await boundEngineer();
    const asked = expressionsAsked(sandbox);
    const parts = [{ metric: 'osInfo' }, { metric: 'cpuUsage', over: 'max' }] as const;
    const window = { seconds: 600, step: 60 };
    const query = figuresQuery(parts, [THEIRS, 'kc-1001-vision-01'], window);
    const answer = await instant(sandbox, token, query);
    expect(answer.status, answer.json.message).toBe(200);
    const now = v.parse(vectorResultSchema, answer.json.results);
    expect(hostsOf(now)).toEqual(['kc-1001-vision-01']);
    expect(now.result.map((series) => series.metric.figure).sort()).toEqual([
      'cpuUsage:max',
      'osInfo',
    ]);
    expect(asked).toEqual([figuresQuery(parts, ['kc-1001-vision-01'], window)]);
  });

  it('answers a selection of none of the user’s hosts with no series, without asking the source', async () => {
    const { sandbox, token } = await boundEngineer();
    const asked = expressionsAsked(sandbox);
    const query = metricQuery('cpuUsage', [THEIRS, 'kc-9999-vision-01']);
    const now = await instant(sandbox, token, query);
    expect(now.status, now.json.message).toBe(200);
    expect(now.json.results).toEqual({ resultType: 'vector', result: [] });
    const range = await overTime(sandbox, token, query);
    expect(range.status, range.json.message).toBe(200);
    expect(range.json.results).toEqual({ resultType: 'matrix', result: [] });
    expect(asked).toEqual([]);
  });

  it('GET /monitoring/label/host/values: of the hosts Prometheus lists, only the user’s', async () => {
    const { sandbox, token } = await boundEngineer();
    obligingPrometheus(sandbox);
    const hosts = await get(sandbox, token, '/monitoring/label/host/values');
    expect(hosts.status, hosts.json.message).toBe(200);
    expect(hosts.json.results).toEqual(MINE);
  });

  it('answers `select` (all hosts) with exactly the user’s hosts, asking the source for those', async () => {
    const { sandbox, token } = await boundEngineer();
    const hosts = await get(sandbox, token, '/monitoring/label/host/values');
    expect(hosts.json.results).toEqual(MINE);
    const asked = expressionsAsked(sandbox);
    const query = metricQuery('uptime', ALL_HOSTS);
    const now = v.parse(vectorResultSchema, (await instant(sandbox, token, query)).json.results);
    const range = v.parse(matrixResultSchema, (await overTime(sandbox, token, query)).json.results);
    expect(hostsOf(now)).toEqual(MINE);
    expect(hostsOf(range)).toEqual(MINE);
    expect(asked).toEqual([metricQuery('uptime', MINE), metricQuery('uptime', MINE)]);
  });

  it.each(METRIC_IDS)(
    'answers the console’s %s for all the user’s hosts and for one restaurant’s (the pages’ selections)',
    async (metric) => {
      const { sandbox, token } = await boundEngineer();
      const restaurant = ['kc-1001-production-01', 'kc-1001-vision-01'];
      const selections: HostSelection[] = [ALL_HOSTS, restaurant, ['kc-1003-vision-01']];
      for (const selection of selections) {
        const now = await instant(sandbox, token, metricQuery(metric, selection));
        expect(now.status, now.json.message).toBe(200);
        const range = await overTime(sandbox, token, metricQuery(metric, selection));
        expect(range.status, range.json.message).toBe(200);
        const shown = [
          ...hostsOf(v.parse(vectorResultSchema, now.json.results)),
          ...hostsOf(v.parse(matrixResultSchema, range.json.results)),
        ];
        const allowed = selection === ALL_HOSTS ? MINE : selection;
        for (const host of shown) expect(allowed).toContain(host);
      }
    },
  );
});

describe('monitoring PromQL for a user who sees every host (spec 000 §6: ADMIN, or every restaurant)', () => {
  it.each(['admin@demo.kitchen', 'norole@demo.kitchen'])(
    '%s sends a free expression to the source as written',
    async (email) => {
      const { sandbox, token } = await signedIn(email);
      const asked = obligingPrometheus(sandbox);
      const free = `label_replace(node_uname_info{host="${THEIRS}"}, "host", "kc-1001-vision-01", "host", ".*")`;
      const now = await instant(sandbox, token, free);
      expect(now.status, now.json.message).toBe(200);
      expect(v.parse(vectorResultSchema, now.json.results).result).toHaveLength(1);
      const range = await overTime(sandbox, token, 'sum without(host) (node_load1)');
      expect(range.status, range.json.message).toBe(200);
      expect(asked).toEqual([free, 'sum without(host) (node_load1)']);
    },
  );
});

describe.each(PROFILES)(
  'monitoring PromQL for a user who sees every host but not the PCs’ addresses (decision "What answers carry": instance and job) (the %s provider profile)',
  (profile) => {
    /**
     * The demo manager made chain-wide with a role of MONITORING VIEW alone: every host, but no
     * RESTAURANT or DEVICE VIEW, so not the `instance` and `job` labels (the PCs' LAN addresses).
     */
    async function chainWideWatcher(withDevices = false) {
      const sandbox = createSandbox({ profile, now: manualClock(START).now });
      const { chain } = sandbox.context;
      const policy = {
        uuid: 'policy-watch-monitoring',
        name: 'Watch monitoring',
        accesses: [
          { moduleType: 'MONITORING' as const, actionType: ['VIEW' as const] },
          ...(withDevices
            ? [{ moduleType: 'DEVICE' as const, actionType: ['VIEW' as const] }]
            : []),
        ],
      };
      chain.policies.push(policy);
      chain.roles.push({ uuid: 'role-watcher', name: 'Watcher', policyUuids: [policy.uuid] });
      const manager = chain.users.find((user) => user.email === 'manager@demo.kitchen')!;
      Object.assign(manager, { roleUuid: 'role-watcher', restaurantUuids: null });
      const { accessToken: token } = await signInAs(sandbox, 'manager@demo.kitchen');
      return { sandbox, token };
    }

    const reaching = [
      ['a label_replace from instance', 'label_replace(up, "x", "$1", "instance", "(.*)")'],
      ['a label_join of job', 'label_join(up, "x", ",", "job", "host")'],
      ['a label copied by info()', 'info(node_load1)'],
      ['a matcher on instance, a bit at a time', 'up{instance=~"10\\\\.1.*"}'],
      ['a sort by instance', 'sort_by_label(up, "instance")'],
      ['a grouping by job', 'count by (job) (up)'],
      ['a quoted label name', 'up{"instance"="10.0.0.5:9100"}'],
      ['a quoted label name with an escape', 'up{"inst\\u0061nce"=~"10.*"}'],
      [
        'a source label spelt with a hex escape',
        "label_replace(up, 'x', '$1', 'inst\\x61nce', '(.*)')",
      ],
      [
        'a source label spelt with an octal escape',
        'label_replace(up, "x", "$1", "\\152ob", "(.*)")',
      ],
      ['a string left open', 'up{host="kc-1001-vision-01}'],
    ] as const;

    it.each(reaching)(
      'refuses %s (403, saying why), asking the source nothing',
      async (_what, query) => {
        const { sandbox, token } = await chainWideWatcher();
        const asked = obligingPrometheus(sandbox);
        for (const answer of [
          await instant(sandbox, token, query),
          await overTime(sandbox, token, query),
        ]) {
          expect(answer.json).toEqual({
            success: false,
            code: 403,
            message:
              'Expressions naming the instance or job label, or copying labels (label_replace, label_join, info), need RESTAURANT or DEVICE VIEW: those labels hold the PCs’ network addresses',
          });
        }
        expect(asked).toEqual([]);
      },
    );

    it('sends the console’s own expressions (its figures set a constant label) and other free PromQL as written', async () => {
      const { sandbox, token } = await chainWideWatcher();
      const asked = obligingPrometheus(sandbox);
      const parts = [{ metric: 'osInfo' }, { metric: 'cpuUsage', over: 'max' }] as const;
      const figures = figuresQuery(parts, ALL_HOSTS, { seconds: 600, step: 60 });
      const free = 'sum without(host) (node_load1{host=~"kc-100[12]-.*"})';
      for (const query of [figures, metricQuery(METRIC_IDS[0]!, ALL_HOSTS), free]) {
        const answer = await instant(sandbox, token, query);
        expect(answer.status, `${query}: ${answer.json.message}`).toBe(200);
      }
      expect(asked).toEqual([figures, metricQuery(METRIC_IDS[0]!, ALL_HOSTS), free]);
    });

    it('lets a DEVICE viewer, who sees the addresses, copy them', async () => {
      const { sandbox, token } = await chainWideWatcher(true);
      const asked = obligingPrometheus(sandbox);
      const query = reaching[0][1];
      const answer = await instant(sandbox, token, query);
      expect(answer.status, answer.json.message).toBe(200);
      expect(asked).toEqual([query]);
    });
  },
);
