/**
 * Where the sandbox's monitoring figures come from: the real Prometheus when
 * `SANDBOX_PROMETHEUS_URL` is set (scripts/monitoring-stack.mjs starts one; `npm start` and the
 * e2e suite set it), else simulated series in the same shapes. One source per sandbox context.
 */
import { ALERT_SEVERITIES, type AlertSeverity } from '../../src/api/alerts/alerts.schema';
import {
  ALL_HOSTS,
  FIGURE_LABEL,
  figureName,
  type FigurePart,
  type FigureWindow,
  type HostSelection,
  type MetricId,
} from '../../src/api/monitoring/monitoring-metrics.constants';
import type { SandboxContext } from '../context';
import type { Chain } from '../seed';
import type { FiringAlert } from '../model/alerts';
import { fail } from '../route';
import { recognise, recogniseFigures } from './catalogue';
import { writeGpuTextfile } from './gpu-textfile';
import { hostRecord, MONITORED_HOSTS } from './hosts';
import {
  createPrometheusClient,
  type Fetch,
  type PrometheusClient,
  type WireMatrix,
  type WireVector,
} from './prometheus';
import { NOT_SIMULATED_RULES, SIMULATED_RULES, simulatedSummary } from './rules';
import { firingAt, seriesAt, type Labels, type SimulationState } from './simulated';

export interface MonitoringSource {
  kind: 'prometheus' | 'simulated';
  prometheusUrl: string | null;
  /** Every host with series (not yet narrowed to a user's scope). */
  hostValues(): Promise<string[]>;
  query(query: string, time: number): Promise<WireVector>;
  queryRange(query: string, start: number, end: number, step: number): Promise<WireMatrix>;
  /** The alerts firing now (Prometheus's `firing` ones; pending ones are not alerts yet). */
  firing(now: number): Promise<FiringAlert[]>;
  /** Sets (or with null clears) a host's GPU 0 temperature, °C. */
  setGpuTemperature(host: string, temperature: number | null, now: number): void;
  /** Keeps what the real stack reads up to date (the GPU textfile); every sync calls it. */
  refresh(now: number): void;
  /** One line for the start-up log: which source, and what it means. */
  describe(): string;
}

export interface SourceOptions {
  prometheusUrl?: string;
  /** node-exporter's textfile directory, where the GPU metrics go (real stack only). */
  textfileDir?: string;
  /** Recorded answers in tests. */
  fetch?: Fetch;
}

function simulationState(context: SandboxContext): SimulationState {
  return {
    hosts: MONITORED_HOSTS,
    zoneOf: (host) => {
      const uuid = hostRecord(context.chain, host).restaurantUuid;
      return context.chain.restaurants.find((r) => r.uuid === uuid)?.timezone ?? 'UTC';
    },
    get seededAt() {
      return Math.round(context.chain.seededAt / 1000);
    },
    get gpuTemperature() {
      return gpuOverridesOf(context.chain);
    },
  };
}

/** GPU temperatures set by the control call, per chain: a reset forgets them. */
const gpuOverrides = new WeakMap<Chain, Map<string, number>>();

function gpuOverridesOf(chain: Chain): Map<string, number> {
  let overrides = gpuOverrides.get(chain);
  if (!overrides) {
    overrides = new Map();
    gpuOverrides.set(chain, overrides);
  }
  return overrides;
}

function setGpuOverride(state: SimulationState, host: string, temperature: number | null): void {
  if (temperature === null) state.gpuTemperature.delete(host);
  else state.gpuTemperature.set(host, temperature);
}

const severityOf = (value: string | undefined): AlertSeverity =>
  ALERT_SEVERITIES.includes(value as AlertSeverity) ? (value as AlertSeverity) : 'warning';

function fingerprint(name: string, labels: Record<string, string>): string {
  const rest = Object.entries(labels)
    .filter(([key]) => key !== 'alertname' && key !== 'severity')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join(',');
  return `${name}{${rest}}`;
}

function createPrometheusSource(
  context: SandboxContext,
  client: PrometheusClient,
  textfileDir: string | undefined,
): MonitoringSource {
  const state = simulationState(context);
  return {
    kind: 'prometheus',
    prometheusUrl: client.url,
    hostValues: () => client.labelValues('host'),
    query: (query, time) => client.query(query, time),
    queryRange: (query, start, end, step) => client.queryRange(query, start, end, step),
    async firing() {
      const alerts = await client.alerts();
      return alerts
        .filter((alert) => alert.state === 'firing')
        .map((alert) => {
          const name = alert.labels.alertname ?? 'Alert';
          return {
            name,
            severity: severityOf(alert.labels.severity),
            host: alert.labels.host ?? null,
            summary: alert.annotations.summary ?? name,
            activeAt: Date.parse(alert.activeAt) || context.now(),
            fingerprint: fingerprint(name, alert.labels),
          };
        });
    },
    setGpuTemperature(host, temperature, now) {
      setGpuOverride(state, host, temperature);
      this.refresh(now);
    },
    refresh(now) {
      if (textfileDir) writeGpuTextfile(textfileDir, MONITORED_HOSTS, now / 1000, state);
    },
    describe: () =>
      `Monitoring: the real Prometheus at ${client.url}${
        textfileDir
          ? `; GPU metrics (no Debian exporter) written by the sandbox to node-exporter's textfile directory ${textfileDir}`
          : '; no textfile directory (SANDBOX_NODE_TEXTFILE_DIR), so no GPU metrics'
      }`,
  };
}

/** The hosts of a selection that the simulation serves. */
function selectedHosts(state: SimulationState, hosts: HostSelection): readonly string[] {
  return hosts === ALL_HOSTS ? state.hosts : state.hosts.filter((host) => hosts.includes(host));
}

const NOT_SIMULATED =
  'The simulated monitoring source answers only the console’s catalogue expressions (set SANDBOX_PROMETHEUS_URL for a real Prometheus)';

function recogniseOrFail(query: string): { metric: MetricId; hosts: HostSelection } {
  const recognised = recognise(query);
  if (!recognised) fail(400, NOT_SIMULATED);
  return recognised;
}

/** A series' value at each time, by its labels (the host's and the metric's own). */
function pointsOf(
  metric: MetricId,
  host: string,
  times: readonly number[],
  state: SimulationState,
) {
  const byLabels = new Map<string, { labels: Labels; values: number[] }>();
  for (const t of times)
    for (const series of seriesAt(metric, host, t, state)) {
      const labels = { host, ...series.labels };
      const key = JSON.stringify(labels);
      const entry = byLabels.get(key) ?? { labels, values: [] as number[] };
      entry.values.push(series.value);
      byLabels.set(key, entry);
    }
  return [...byLabels.values()];
}

/** Each series' points over a query's window, per metric: its parts share them. */
type WindowPoints = Map<MetricId, ReturnType<typeof pointsOf>>;

/**
 * One part of a combined query (`figuresQuery`) at `time`, as Prometheus evaluates it: the
 * metric then, or its min, max, avg of a subquery's points (multiples of the step within the
 * window, its end included) or its value then, else the window's last point.
 */
function figurePartAt(
  part: FigurePart,
  host: string,
  time: number,
  window: FigureWindow | undefined,
  state: SimulationState,
  windowPoints: WindowPoints,
): Array<{ labels: Labels; value: number }> {
  const now = () =>
    pointsOf(part.metric, host, [time], state).map(({ labels, values }) => ({
      labels,
      value: values[0]!,
    }));
  if (!part.over || !window) return now();
  if (part.over === 'last') {
    const latest = now();
    if (latest.length > 0) return latest;
  }
  let points = windowPoints.get(part.metric);
  if (!points) {
    const times: number[] = [];
    const first = Math.ceil((time - window.seconds) / window.step) * window.step;
    for (let t = first; t <= time; t += window.step) times.push(t);
    points = pointsOf(part.metric, host, times, state);
    windowPoints.set(part.metric, points);
  }
  return points.map(({ labels, values }) => {
    const sum = values.reduce((total, value) => total + value, 0);
    const value = {
      min: Math.min(...values),
      max: Math.max(...values),
      avg: sum / values.length,
      last: values.at(-1)!,
    }[part.over!];
    return { labels, value };
  });
}

function createSimulatedSource(context: SandboxContext): MonitoringSource {
  const state = simulationState(context);
  /** When each simulated alert started firing, by fingerprint. */
  const since = new Map<string, number>();
  return {
    kind: 'simulated',
    prometheusUrl: null,
    hostValues: async () => [...state.hosts],
    async query(query, time) {
      const figures = recognise(query) ? null : recogniseFigures(query);
      if (figures)
        return {
          resultType: 'vector',
          result: selectedHosts(state, figures.hosts).flatMap((host) => {
            const windowPoints: WindowPoints = new Map();
            return figures.parts.flatMap((part) =>
              figurePartAt(part, host, time, figures.window, state, windowPoints).map(
                ({ labels, value }) => ({
                  metric: { ...labels, [FIGURE_LABEL]: figureName(part) },
                  value: [time, String(value)] as [number, string],
                }),
              ),
            );
          }),
        };
      const { metric, hosts } = recogniseOrFail(query);
      return {
        resultType: 'vector',
        result: selectedHosts(state, hosts).flatMap((host) =>
          seriesAt(metric, host, time, state).map((series) => ({
            metric: { host, ...series.labels },
            value: [time, String(series.value)] as [number, string],
          })),
        ),
      };
    },
    async queryRange(query, start, end, step) {
      const { metric, hosts } = recogniseOrFail(query);
      const times: number[] = [];
      for (let t = start; t <= end; t += step) times.push(t);
      const result = selectedHosts(state, hosts).flatMap((host) => {
        const byLabels = new Map<string, WireMatrix['result'][number]>();
        for (const t of times)
          for (const series of seriesAt(metric, host, t, state)) {
            const labels = { host, ...series.labels };
            const key = JSON.stringify(labels);
            const entry = byLabels.get(key) ?? {
              metric: labels,
              values: [] as Array<[number, string]>,
            };
            entry.values.push([t, String(series.value)]);
            byLabels.set(key, entry);
          }
        return [...byLabels.values()];
      });
      return { resultType: 'matrix', result };
    },
    async firing(now) {
      const firing = state.hosts.flatMap((host) =>
        firingAt(host, now / 1000, state).map((alert) => {
          const key = fingerprint(alert.name, alert.labels);
          if (!since.has(key)) since.set(key, now);
          return {
            name: alert.name,
            severity: severityOf(alert.severity),
            host,
            summary: simulatedSummary(alert.name, alert.labels, alert.value),
            activeAt: since.get(key)!,
            fingerprint: key,
          };
        }),
      );
      const live = new Set(firing.map((alert) => alert.fingerprint));
      for (const key of since.keys()) if (!live.has(key)) since.delete(key);
      return firing;
    },
    setGpuTemperature: (host, temperature) => setGpuOverride(state, host, temperature),
    refresh() {},
    describe: () =>
      `Monitoring: simulated series for ${state.hosts.length} kitchen PCs and the rules ${SIMULATED_RULES.map((rule) => rule.name).join(', ')} (not ${NOT_SIMULATED_RULES.join(', ')}); set SANDBOX_PROMETHEUS_URL for a real Prometheus (npm start starts one when it is installed)`,
  };
}

const sources = new WeakMap<SandboxContext, MonitoringSource>();

/** Options from the environment: `SANDBOX_PROMETHEUS_URL`, `SANDBOX_NODE_TEXTFILE_DIR`. */
function sourceOptionsFromEnv(): SourceOptions {
  const prometheusUrl = process.env.SANDBOX_PROMETHEUS_URL?.trim() || undefined;
  const textfileDir = process.env.SANDBOX_NODE_TEXTFILE_DIR?.trim() || undefined;
  return { prometheusUrl, textfileDir };
}

export function createSource(context: SandboxContext, options: SourceOptions): MonitoringSource {
  return options.prometheusUrl
    ? createPrometheusSource(
        context,
        createPrometheusClient(options.prometheusUrl, options.fetch),
        options.textfileDir,
      )
    : createSimulatedSource(context);
}

/** The context's monitoring source, from the environment on first use. */
export function monitoringOf(context: SandboxContext): MonitoringSource {
  let source = sources.get(context);
  if (!source) {
    source = createSource(context, sourceOptionsFromEnv());
    sources.set(context, source);
  }
  return source;
}

/** Replaces the context's source (tests: a recorded Prometheus, the simulation). */
export function setMonitoringSourceForTests(
  context: SandboxContext,
  source: MonitoringSource,
): void {
  sources.set(context, source);
}
