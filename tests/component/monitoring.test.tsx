import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getAlertAnalytic,
  getAlertCount,
  getAlertList,
} from '../../src/api/alerts/alerts.endpoints';
import type { Alert } from '../../src/api/alerts/alerts.schema';
import {
  getHostValues,
  queryMonitoring,
  queryMonitoringRange,
} from '../../src/api/monitoring/monitoring.endpoints';
import { setLocale } from '../../src/lib/i18n/i18n';
import { firesOn, SIMULATED_RULES } from '../../sandbox/monitoring/rules';
import { server } from '../helpers/msw-server';
import { answer, failWith, malformed } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

const ADMIN = 'admin@demo.kitchen';

const HOSTS = ['kc-1001-vision-01', 'kc-1002-vision-01'];

/** Prometheus's answer shapes: an instant vector and a range matrix, numbers as strings. */
function vector(result: Array<{ metric: Record<string, string>; value: string }>) {
  return {
    success: true,
    results: {
      resultType: 'vector',
      result: result.map(({ metric, value }) => ({ metric, value: [1_700_000_000, value] })),
    },
  };
}
function matrix(hosts: string[], values: string[]) {
  return {
    success: true,
    results: {
      resultType: 'matrix',
      result: hosts.map((host) => ({
        metric: { host },
        values: values.map((value, i) => [1_700_000_000 + i * 60, value]),
      })),
    },
  };
}

/** The parts a combined figures query asks for (their `figure` labels), in its order. */
function partsOf(request: Request): string[] {
  const query = new URL(request.url).searchParams.get('query') ?? '';
  return [...query.matchAll(/"figure", "([^"]+)"/g)].map((match) => match[1]!);
}

type Series = { metric: Record<string, string>; value: string };

/** Prometheus's answer to a combined figures query: each asked part's series, labelled with it. */
function figures(request: Request, byPart: Record<string, Series[]>) {
  return HttpResponse.json(
    vector(
      partsOf(request).flatMap((part) =>
        (byPart[part] ?? []).map(({ metric, value }) => ({
          metric: { ...metric, figure: part },
          value,
        })),
      ),
    ),
  );
}

/** What Prometheus works out of each host's points over the range: min, max, avg and last. */
function overRange(metric: string, points: Record<string, number[]>): Record<string, Series[]> {
  const of = (pick: (values: number[]) => number) =>
    Object.entries(points).map(([host, values]) => ({
      metric: { host },
      value: String(pick(values)),
    }));
  return {
    [`${metric}:min`]: of((values) => Math.min(...values)),
    [`${metric}:max`]: of((values) => Math.max(...values)),
    [`${metric}:avg`]: of((values) => values.reduce((a, b) => a + b, 0) / values.length),
    [`${metric}:last`]: of((values) => values.at(-1)!),
  };
}

/** The two hosts' figures: kc-1002 has a critical alert and its CPU at 95 %, kc-1001 is calm. */
function twoHostsFigures(request: Request) {
  return figures(request, {
    activeAlerts: [{ metric: { host: 'kc-1002-vision-01', severity: 'critical' }, value: '1' }],
    osInfo: HOSTS.map((host) => ({
      metric: { host, name: 'Debian GNU/Linux', version: '12 (bookworm)' },
      value: '1',
    })),
    ...overRange('cpuUsage', {
      'kc-1001-vision-01': [10, 20, 30],
      'kc-1002-vision-01': [80, 85, 95],
    }),
    ...overRange('uptime', { 'kc-1001-vision-01': [90000, 90060, 90120] }),
  });
}

/** The two hosts: kc-1002 has a critical alert and its CPU at 95 %, kc-1001 is calm. */
function twoHosts() {
  return [
    answer(getHostValues, HOSTS),
    http.get('*/api/v1/monitoring/query', ({ request }) => twoHostsFigures(request)),
    http.get('*/api/v1/monitoring/query_range', ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      if (query.includes('node_cpu_seconds_total')) {
        return HttpResponse.json({
          success: true,
          results: {
            resultType: 'matrix',
            result: [
              ...matrix(['kc-1001-vision-01'], ['10', '20', '30']).results.result,
              ...matrix(['kc-1002-vision-01'], ['80', '85', '95']).results.result,
            ],
          },
        });
      }
      if (query.includes('node_boot_time_seconds'))
        return HttpResponse.json(matrix(['kc-1001-vision-01'], ['90000', '90060', '90120']));
      return HttpResponse.json(matrix([], []));
    }),
  ];
}

async function open(path: string) {
  await signInAs(ADMIN);
  const app = await renderApp(path);
  return app;
}

afterEach(async () => {
  await setLocale('en', false);
});

describe('/monitoring/server-management (spec 000 §7 "Monitoring")', () => {
  it('every call failing: the hosts’ failure with Try again, and the page stays', async () => {
    server.use(
      failWith(getHostValues, 503, 'The monitoring source is not reachable'),
      failWith(queryMonitoring, 503, 'The monitoring source is not reachable'),
      failWith(queryMonitoringRange, 503, 'The monitoring source is not reachable'),
    );
    await open('/monitoring/server-management');
    expect(await screen.findByText('The hosts could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The monitoring source is not reachable');
    expect(screen.getByRole('heading', { level: 1, name: 'Server Management' })).toBeVisible();

    // The hosts come back, every figure call still fails: one failure, not 30 cards of N/A.
    server.use(answer(getHostValues, HOSTS));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The server figures could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('the host with the most severe alert is the first card; gauges say their level in words (spec 000 §9)', async () => {
    server.use(...twoHosts());
    await open('/monitoring/server-management');
    await waitFor(() => expect(screen.getAllByTestId('host-figure').length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.getAllByTestId('host-card')[0]).toHaveAttribute(
        'data-host',
        'kc-1002-vision-01',
      ),
    );
    const [broken, calm] = screen.getAllByTestId('host-card');
    expect(within(broken!).getByTestId('host-alerts')).toHaveTextContent('1 Critical');
    const cpu = within(broken!)
      .getAllByTestId('host-figure')
      .find((figure) => figure.dataset.metric === 'cpuUsage')!;
    // 95 % now: red, and the word says it; min, max and avg over the range.
    expect(cpu).toHaveTextContent('95%Critical');
    expect(cpu).toHaveTextContent('Min 80% · Max 95% · Avg 86.67%');
    const calmCpu = within(calm!)
      .getAllByTestId('host-figure')
      .find((figure) => figure.dataset.metric === 'cpuUsage')!;
    expect(calmCpu).toHaveTextContent('30%Normal');
    // Uptime in days with one decimal (spec 000 §9), the OS from node_os_info's labels.
    expect(within(calm!).getByText('1 day')).toBeInTheDocument();
    expect(within(calm!).getByText('Debian GNU/Linux 12 (bookworm)')).toBeInTheDocument();
  });

  it('a CPU gauge reads the severity its alert rule fires with (spec 000 §9 "yellow from 75, red from 90")', async () => {
    const cases = [
      ['74.99', 'Normal', []],
      ['75', 'Warning', ['warning']],
      ['89.99', 'Warning', ['warning']],
      ['90', 'Critical', ['critical']],
      ['92', 'Critical', ['critical']],
    ] as const;
    const hosts = cases.map((_, i) => `kc-200${i}-vision-01`);
    server.use(
      answer(getHostValues, hosts),
      http.get('*/api/v1/monitoring/query', ({ request }) =>
        figures(
          request,
          overRange(
            'cpuUsage',
            Object.fromEntries(cases.map(([value], i) => [hosts[i]!, [50, Number(value)]])),
          ),
        ),
      ),
    );
    await open('/monitoring/server-management');
    await waitFor(() => expect(screen.getAllByTestId('host-card')).toHaveLength(cases.length));
    for (const [i, [value, word, severities]] of cases.entries()) {
      const card = screen
        .getAllByTestId('host-card')
        .find((candidate) => candidate.dataset.host === hosts[i])!;
      const cpu = within(card)
        .getAllByTestId('host-figure')
        .find((figure) => figure.dataset.metric === 'cpuUsage')!;
      await waitFor(() => expect(cpu).toHaveTextContent(`${value}%${word}`));
      // The alert rule on the same figure fires with the word the card says.
      expect(
        SIMULATED_RULES.filter(
          (rule) => rule.metric === 'cpuUsage' && firesOn(rule, Number(value)),
        ).map((rule) => rule.severity),
      ).toEqual(severities);
    }
  });

  it('reads in Spanish: figures, levels and uptime in the crew’s language', async () => {
    server.use(...twoHosts());
    await setLocale('es', false);
    await open('/monitoring/server-management');
    await waitFor(() =>
      expect(screen.getAllByTestId('host-card')[0]).toHaveTextContent('1 Crítica'),
    );
    const [broken, calm] = screen.getAllByTestId('host-card');
    expect(broken).toHaveTextContent('95%Crítica');
    expect(calm).toHaveTextContent('1 día');
    expect(calm).toHaveTextContent('Sistema operativo');
  });

  // Decisions "Server management": one render once every figure call has answered, so no card
  // grows or shifts the page as the answers arrive.
  it('the cards wait for every figure call, then show whole: none appears with figures still to come', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      // The call carrying the uptime answers last.
      http.get('*/api/v1/monitoring/query', async ({ request }) => {
        if (partsOf(request).includes('uptime:last')) await held;
        return twoHostsFigures(request);
      }),
      ...twoHosts(),
    );
    await open('/monitoring/server-management');
    expect(await screen.findByLabelText('Loading the server figures')).toBeVisible();
    expect(screen.queryAllByTestId('host-card')).toEqual([]);
    release();
    await waitFor(() => expect(screen.getAllByTestId('host-card')).toHaveLength(2));
    const calm = screen
      .getAllByTestId('host-card')
      .find((card) => card.dataset.host === 'kc-1001-vision-01')!;
    expect(within(calm).getByText('1 day')).toBeInTheDocument();
    expect(calm).toHaveTextContent('Min 10% · Max 30% · Avg 20%');
    expect(screen.queryByLabelText('Loading the server figures')).toBeNull();
  });

  it('a host in the URL that the provider does not know is dropped: all hosts are shown', async () => {
    server.use(...twoHosts());
    await open('/monitoring/server-management?hosts=kc-9999-nowhere');
    await waitFor(() => expect(screen.getAllByTestId('host-card')).toHaveLength(2));
  });
});

describe('host picker (spec 000 §7 GET /monitoring/label/host/values)', () => {
  const picker = () => screen.findByRole('combobox', { name: 'Hosts' });

  it('offers exactly the hosts label/host/values answers; choosing one shows its card alone', async () => {
    server.use(...twoHosts());
    const app = await open('/monitoring/server-management');
    await waitFor(() => expect(screen.getAllByTestId('host-card')).toHaveLength(2));
    const user = userEvent.setup();
    await user.click(await picker());
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered.filter((text) => text?.startsWith('kc-'))).toEqual(HOSTS);
    await user.click(screen.getByRole('option', { name: 'kc-1002-vision-01' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ hosts: 'kc-1002-vision-01' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('host-card')).toHaveLength(1));
    expect(screen.getByTestId('host-card')).toHaveAttribute('data-host', 'kc-1002-vision-01');
  });

  it('no hosts: the picker offers none and the page says no host reports here', async () => {
    server.use(answer(getHostValues, []));
    await open('/monitoring/server-management');
    expect(await screen.findByText('No hosts report to monitoring here')).toBeInTheDocument();
    await userEvent.setup().click(await picker());
    expect(screen.queryAllByRole('option').filter((o) => o.textContent?.startsWith('kc-'))).toEqual(
      [],
    );
    expect(screen.queryAllByTestId('host-card')).toEqual([]);
  });

  it.each([
    ['a failure', failWith(getHostValues, 503, 'The monitoring source is not reachable')],
    // A list with a value that is no name keeps the others (the host values' own test);
    // an answer that is no list at all is a broken envelope.
    [
      'an answer that is no list',
      malformed(getHostValues, { success: true, results: { hosts: 'kc-3001-vision-01' } }),
    ],
  ])(
    '%s: the picker says the hosts could not be loaded, the page offers Try again',
    async (_what, refusal) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      server.use(refusal);
      await open('/monitoring/server-management');
      expect(await screen.findByText('The hosts could not be loaded')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(await screen.findByPlaceholderText('Hosts could not be loaded')).toBeDisabled();
    },
  );
});

describe('the PC’s clock on its host card (spec 000 §2 digital clock, §7 time-zone offset)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each PC’s local time for its offset, ticking; no clock when the offset is unknown', async () => {
    const hosts = [
      'kc-3001-vision-01',
      'kc-3002-vision-01',
      'kc-3003-vision-01',
      'kc-3004-vision-01',
      'kc-3005-vision-01',
    ];
    server.use(
      answer(getHostValues, hosts),
      http.get('*/api/v1/monitoring/query', ({ request }) =>
        figures(request, {
          timeZoneOffset: [
            // India: UTC+05:30.
            { metric: { host: hosts[0]!, time_zone: 'IST' }, value: '19800' },
            // Two offsets at once (its zone changed within the lookback): not known.
            { metric: { host: hosts[2]!, time_zone: 'CST' }, value: '-21600' },
            { metric: { host: hosts[2]!, time_zone: 'CDT' }, value: '-18000' },
            // No offset on Earth (UTC−12:00 to UTC+14:00), nor a number at all.
            { metric: { host: hosts[3]!, time_zone: 'XXX' }, value: '86400' },
            { metric: { host: hosts[4]!, time_zone: 'XXX' }, value: 'NaN' },
          ],
        }),
      ),
    );
    await open('/monitoring/server-management');
    const card = (host: string) =>
      screen.getAllByTestId('host-card').find((candidate) => candidate.dataset.host === host)!;
    const clock = await waitFor(() =>
      within(card(hosts[0]!)).getByRole('timer', { name: 'Current time in UTC+05:30' }),
    );
    // Only the clock reads the faked time: 18:00:00 UTC is 11:30:00 PM at UTC+05:30.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2024, 6, 1, 18, 0, 0) });
    await waitFor(() => expect(clock).toHaveTextContent('11:30:00 PM'));
    expect(card(hosts[0]!)).toHaveTextContent('PC clock 11:30:00 PM (UTC+05:30)');
    vi.setSystemTime(Date.UTC(2024, 6, 1, 18, 30, 1));
    await waitFor(() => expect(clock).toHaveTextContent('12:00:01 AM'));
    // No series, two that disagree, or a value that is no offset: no clock rather than a wrong one.
    for (const host of hosts.slice(1)) {
      expect(within(card(host)).queryByRole('timer')).toBeNull();
      expect(card(host)).not.toHaveTextContent('PC clock');
    }
  });
});

describe('/monitoring/graphics (spec 000 §7, §9)', () => {
  it('every call failing: each chart says so with Try again; the hosts’ failure too', async () => {
    server.use(answer(getHostValues, HOSTS), failWith(queryMonitoringRange, 500, 'Down'));
    await open('/monitoring/graphics?timeInterval=1h');
    await waitFor(() =>
      expect(screen.getAllByText('This chart could not be loaded').length).toBeGreaterThan(10),
    );
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(10);
  });

  it('the hosts failing says so', async () => {
    server.use(failWith(getHostValues, 503, 'Down'));
    await open('/monitoring/graphics');
    expect(await screen.findByText('The hosts could not be loaded')).toBeInTheDocument();
  });

  it('a preset uses its automatic resolution (1h → 5 min); charts draw each host', async () => {
    server.use(...twoHosts());
    await open('/monitoring/graphics?timeInterval=1h');
    const resolution = await screen.findByRole('combobox', { name: 'Resolution' });
    expect(resolution).toHaveDisplayValue('Resolution: 5 min');
    // jsdom has no canvas: the chart is a table with a column per host.
    const cpu = await waitFor(() => {
      const card = screen
        .getAllByTestId('metric-chart')
        .find((chart) => chart.dataset.metric === 'cpuUsage')!;
      expect(within(card).getByRole('table')).toBeInTheDocument();
      return card;
    });
    expect(within(cpu).getByRole('columnheader', { name: 'kc-1002-vision-01' })).toBeVisible();
  });

  it('a monitoring source with only its last minutes still draws them: the points end at the range’s end', async () => {
    // As Prometheus answers: a point at each `step` from `start`, where it has samples (here
    // only the last 10 minutes, as a source started lately has).
    server.use(
      answer(getHostValues, HOSTS),
      http.get('*/api/v1/monitoring/query_range', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const [start, end, step] = ['start', 'end', 'step'].map((key) => Number(params.get(key)));
        const values: Array<[number, string]> = [];
        for (let t = start!; t <= end!; t += step!) if (t >= end! - 600) values.push([t, '42']);
        return HttpResponse.json({
          success: true,
          results: {
            resultType: 'matrix',
            result: values.length > 0 ? [{ metric: { host: HOSTS[0]! }, values }] : [],
          },
        });
      }),
    );
    // 5 h 17 min: not a whole number of its steps, as today's range up to now seldom is.
    const end = 1_700_000_000_000;
    await open(`/monitoring/graphics?startDate=${end - (5 * 60 + 17) * 60_000}&endDate=${end}`);
    await waitFor(() => {
      const cpu = screen
        .getAllByTestId('metric-chart')
        .find((chart) => chart.dataset.metric === 'cpuUsage')!;
      expect(within(cpu).getByRole('columnheader', { name: HOSTS[0]! })).toBeInTheDocument();
    });
  });

  it('spec 000 §4 "while loading a loader shows", §9 legend: a chart’s card keeps its room from the loader to the chart, so the cards below never move', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const [hostValues, figuresNow, range] = twoHosts();
    server.use(
      hostValues!,
      figuresNow!,
      // Held, then answered by the next handler (msw goes on when a resolver answers nothing).
      http.get('*/api/v1/monitoring/query_range', async () => {
        await held;
      }),
      range!,
    );
    await open('/monitoring/graphics?timeInterval=1h');
    const cpu = await waitFor(() => {
      const card = screen
        .getAllByTestId('metric-chart')
        .find((chart) => chart.dataset.metric === 'cpuUsage')!;
      expect(within(card).getByLabelText('Loading the chart')).toBeInTheDocument();
      return card;
    });
    const room = within(cpu).getByTestId('chart-room');
    const reserved = room.style.minHeight;
    expect(reserved).toMatch(/200px/);
    expect(room).toContainElement(within(cpu).getByLabelText('Loading the chart'));
    release();
    await waitFor(() => expect(within(cpu).getByRole('table')).toBeInTheDocument());
    expect(within(cpu).queryByLabelText('Loading the chart')).toBeNull();
    expect(within(cpu).getByTestId('chart-room').style.minHeight).toBe(reserved);
  });
});

function alert(i: number): Alert {
  return {
    id: `alert-${i}`,
    severity: i % 3 === 0 ? 'critical' : 'warning',
    name: `Rule ${i}`,
    summary: `Something ${i}`,
    source: 'prometheus',
    host: 'kc-1001-vision-01',
    restaurantUuid: null,
    restaurantNumber: 1001,
    restaurantName: 'A',
    startsAt: 1_700_000_000_000 - i * 60_000,
    endsAt: null,
    active: true,
    acknowledgedBy: i === 1 ? 'Ana Admin' : null,
    acknowledgedAt: i === 1 ? 1_700_000_100_000 : null,
  };
}

describe('/monitoring/alerts (spec 000 §4, §7 "Alerts")', () => {
  it('every call failing: counts and list say so with Try again, the chart says No information', async () => {
    server.use(
      failWith(getAlertCount, 500, 'Alerts down'),
      failWith(getAlertAnalytic, 500, 'Alerts down'),
      failWith(getAlertList, 500, 'Alerts down'),
    );
    await open('/monitoring/alerts');
    expect(await screen.findByText('The alert counts could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('The alerts could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('No information')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });

  it('spec 000 §4: Load more asks the next offset and appends its alerts; who acknowledged shows', async () => {
    const all = Array.from({ length: 25 }, (_, i) => alert(i + 1));
    const offsets: number[] = [];
    server.use(
      http.get('*/api/v1/alerts/list', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const offset = Number(params.get('offset') ?? 0);
        const limit = Number(params.get('limit') ?? 20);
        offsets.push(offset);
        return HttpResponse.json({
          success: true,
          results: { content: all.slice(offset, offset + limit), total: 25, limit, offset },
        });
      }),
    );
    await open('/monitoring/alerts');
    await waitFor(() => expect(screen.getAllByTestId('alert-row')).toHaveLength(20));
    expect(screen.getByText('Showing 20 of 25')).toBeInTheDocument();
    expect(screen.getAllByTestId('alert-row')[0]).toHaveTextContent(/By Ana Admin/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('alert-row')).toHaveLength(25));
    expect(screen.getAllByTestId('alert-row')[0]).toHaveTextContent('Rule 1');
    expect(screen.getAllByTestId('alert-row')[24]).toHaveTextContent('Rule 25');
    expect(offsets).toEqual([0, 20]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('spec 000 §7 "Alerts" (fields not shown): an alert with only its id and severity lists by its id, one from an unknown source by its code', async () => {
    server.use(
      answer(getAlertList, {
        content: [
          { id: 'alert-spec-1', severity: 'critical' },
          { ...alert(2), source: 'grafana' },
        ],
        total: 2,
      }),
    );
    await open('/monitoring/alerts');
    await waitFor(() => expect(screen.getAllByTestId('alert-row')).toHaveLength(2));
    const [bare, other] = screen.getAllByTestId('alert-row');
    expect(bare).toHaveTextContent('alert-spec-1');
    expect(bare).toHaveTextContent('Critical');
    expect(other).toHaveTextContent('grafana');
    expect(screen.queryByText(/Unexpected answer/)).toBeNull();
  });

  it('an alert a notification links to (?alert=) is marked in the list', async () => {
    server.use(
      answer(getAlertList, { content: [alert(1), alert(2)], total: 2, limit: 20, offset: 0 }),
    );
    await open('/monitoring/alerts?alert=alert-2');
    await waitFor(() => expect(screen.getAllByTestId('alert-row')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('alert-row');
    expect(second).toHaveTextContent('Rule 2From the notification');
    expect(first).not.toHaveTextContent('From the notification');
  });

  it('spec 000 §4 "while loading a loader shows": until the counts and the chart come, a loader holds each place; the chart’s title and legend are there from the start', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held, then answered by the sandbox's handlers (msw goes on when a resolver answers nothing).
    const hold = async () => {
      await held;
    };
    server.use(http.get('*/api/v1/alerts/count', hold), http.get('*/api/v1/alerts/analytic', hold));
    await open('/monitoring/alerts');
    const counts = await screen.findByRole('region', { name: 'Alerts by severity' });
    expect(within(counts).getByLabelText('Loading the alert counts')).toBeInTheDocument();
    expect(screen.queryAllByTestId('alert-count')).toHaveLength(0);
    const chart = screen.getByTestId('alerts-chart');
    expect(within(chart).getByText('Alerts per interval')).toBeVisible();
    const legend = within(chart).getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Critical', 'Warning', 'Info']);
    expect(within(chart).getByLabelText('Loading the alerts chart')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getAllByTestId('alert-count')).toHaveLength(3));
    expect(within(counts).queryByLabelText('Loading the alert counts')).toBeNull();
    await waitFor(() =>
      expect(within(chart).queryByLabelText('Loading the alerts chart')).toBeNull(),
    );
    expect(within(chart).getAllByText('Alerts per interval')[0]).toBeVisible();
  });
});
