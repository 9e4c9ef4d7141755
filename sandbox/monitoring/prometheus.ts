/**
 * The Prometheus HTTP API adapter: PromQL passed through, Prometheus's `data` answered as is
 * (values stay strings on the wire; the console's schema makes them numbers). Its failures
 * become the provider's: a PromQL error 400 with Prometheus's words, an unreachable or failing
 * Prometheus 503/502 with a message, never a 500.
 */
import { fail } from '../route';

/** Prometheus's `data` of an instant query (values as it sends them). */
export interface WireVector {
  resultType: 'vector';
  result: Array<{ metric: Record<string, string>; value: [number, string] }>;
}
export interface WireMatrix {
  resultType: 'matrix';
  result: Array<{ metric: Record<string, string>; values: Array<[number, string]> }>;
}

/** One alert of GET /api/v1/alerts. */
export interface PrometheusAlert {
  labels: Record<string, string>;
  annotations: Record<string, string>;
  state: 'firing' | 'pending' | 'inactive';
  activeAt: string;
  value: string;
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** How long a Prometheus call may take before the provider says it is not answering. */
const TIMEOUT_MS = 10_000;

export interface PrometheusClient {
  url: string;
  labelValues(label: string): Promise<string[]>;
  query(query: string, time?: number): Promise<WireVector>;
  queryRange(query: string, start: number, end: number, step: number): Promise<WireMatrix>;
  alerts(): Promise<PrometheusAlert[]>;
}

export function createPrometheusClient(url: string, fetcher: Fetch = fetch): PrometheusClient {
  const base = url.replace(/\/+$/, '');

  async function get<T>(path: string, params: Record<string, string | number | undefined> = {}) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params))
      if (value !== undefined) search.set(key, String(value));
    const query = search.toString();
    let response: Response;
    try {
      response = await fetcher(`${base}${path}${query ? `?${query}` : ''}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // Where the source lives is the operator's to know, not the caller's: it goes to the log.
      console.error(`Prometheus at ${base} is not reachable: ${reason}`);
      fail(503, `The monitoring source is not reachable: ${reason}`);
    }
    let body: { status?: string; data?: unknown; error?: string; errorType?: string };
    try {
      body = (await response.json()) as typeof body;
    } catch {
      fail(502, `The monitoring source answered ${response.status} without JSON`);
    }
    if (body.status === 'success') return body.data as T;
    const message = body.error ?? `status ${response.status}`;
    // bad_data: the expression or a parameter (400); execution: a query that cannot run (422).
    if (response.status === 400 || response.status === 422)
      fail(400, `The monitoring query was refused: ${message}`);
    fail(response.status === 503 ? 503 : 502, `The monitoring source failed: ${message}`);
  }

  function vectorOnly(data: { resultType: string }): asserts data is WireVector | WireMatrix {
    if (data.resultType !== 'vector' && data.resultType !== 'matrix')
      fail(400, `The monitoring query must select series; it gave a ${data.resultType}`);
  }

  return {
    url: base,
    labelValues: (label) => get<string[]>(`/api/v1/label/${encodeURIComponent(label)}/values`),
    async query(query, time) {
      const data = await get<WireVector>('/api/v1/query', { query, time });
      vectorOnly(data);
      return data;
    },
    async queryRange(query, start, end, step) {
      const data = await get<WireMatrix>('/api/v1/query_range', { query, start, end, step });
      vectorOnly(data);
      return data;
    },
    alerts: () => get<{ alerts: PrometheusAlert[] }>('/api/v1/alerts').then((data) => data.alerts),
  };
}
