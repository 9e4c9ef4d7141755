/**
 * The console's PromQL catalogue (src/api/monitoring/monitoring-metrics.constants.ts) read back
 * from an expression's text: which metric and which hosts it asks for. The simulation answers
 * what it recognises (simulated.ts, source.ts), and the monitoring route rebuilds it for a user
 * bound to some restaurants (routes/monitoring.ts), so only the catalogue's own text, over that
 * user's hosts, reaches the source.
 */
import {
  joinHosts,
  MONITORING_METRICS,
  splitHosts,
  type HostSelection,
  type MetricId,
} from '../../src/api/monitoring/monitoring-metrics.constants';

const PLACEHOLDER = '\u0000';
const HOSTS_PATTERN = '((?:[^"\\\\]|\\\\.)*)';
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each catalogue expression as a pattern with its host list captured. */
const RECOGNISERS = (Object.keys(MONITORING_METRICS) as MetricId[]).map((metric) => {
  const text = squash(MONITORING_METRICS[metric].expr(`host=~"${PLACEHOLDER}"`));
  const pattern = text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .split(PLACEHOLDER)
    .join(HOSTS_PATTERN);
  return { metric, pattern: new RegExp(`^${pattern}$`) };
});

/** Which catalogue metric and hosts an expression asks for; null for any other expression. */
export function recognise(query: string): { metric: MetricId; hosts: HostSelection } | null {
  const text = squash(query);
  for (const { metric, pattern } of RECOGNISERS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const joined = match[1] ?? '';
    // An expression naming its hosts twice (uptime) names the same ones both times.
    if (match.slice(2).some((other) => other !== joined)) continue;
    const hosts = splitHosts(joined);
    if (hosts !== 'select' && joinHosts(hosts) !== joined) continue;
    return { metric, hosts };
  }
  return null;
}
