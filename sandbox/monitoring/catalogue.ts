/**
 * The console's PromQL catalogue (src/api/monitoring/monitoring-metrics.constants.ts) read back
 * from an expression's text: which metric and which hosts it asks for. The simulation answers
 * what it recognises (simulated.ts, source.ts), and the monitoring route rebuilds it for a user
 * bound to some restaurants (routes/monitoring.ts), so only the catalogue's own text, over that
 * user's hosts, reaches the source.
 */
import {
  FIGURE_LABEL,
  figuresQuery,
  joinHosts,
  MONITORING_METRICS,
  OVER_TIME,
  splitHosts,
  type FigurePart,
  type FigureWindow,
  type HostSelection,
  type MetricId,
  type OverTime,
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

/** What a combined catalogue query (`figuresQuery`) asks for. */
export interface RecognisedFigures {
  parts: FigurePart[];
  hosts: HostSelection;
  window?: FigureWindow;
}

const FIGURE_NAMES = new RegExp(`, "${FIGURE_LABEL}", "(\\w+)(?::(\\w+))?", "", ""\\)`, 'g');
const FIRST_HOSTS = new RegExp(`host=~"${HOSTS_PATTERN}"`);
const FIRST_WINDOW = /\)\[(\d+)s:(\d+)s\]\)/;

/**
 * The parts, hosts and window a combined query asks for, read from its text and accepted only
 * when `figuresQuery` builds exactly that text again (so nothing but catalogue expressions, over
 * one host selection, reaches the source); null for any other expression.
 */
export function recogniseFigures(query: string): RecognisedFigures | null {
  const text = squash(query);
  const parts: FigurePart[] = [];
  for (const [, metric, over] of text.matchAll(FIGURE_NAMES)) {
    if (!metric || !(metric in MONITORING_METRICS)) return null;
    if (over !== undefined && !OVER_TIME.includes(over as OverTime)) return null;
    parts.push(
      over
        ? { metric: metric as MetricId, over: over as OverTime }
        : { metric: metric as MetricId },
    );
  }
  const joined = FIRST_HOSTS.exec(text)?.[1];
  if (parts.length === 0 || joined === undefined) return null;
  const hosts = splitHosts(joined);
  const seconds = FIRST_WINDOW.exec(text);
  const window = seconds ? { seconds: Number(seconds[1]), step: Number(seconds[2]) } : undefined;
  if (window && (window.seconds <= 0 || window.step <= 0)) return null;
  try {
    if (squash(figuresQuery(parts, hosts, window)) !== text) return null;
  } catch {
    return null;
  }
  return window ? { parts, hosts, window } : { parts, hosts };
}
