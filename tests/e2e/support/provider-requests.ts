/**
 * The browser's request log of the provider API: every distinct method, path and set of query
 * names any context of the run sent under /api/v1 (pages and service workers alike). The
 * provider-contract spec holds it to spec §7 once the other specs have run.
 */
import type { BrowserContext } from 'playwright-core';
import type { SentRequest } from '../../helpers/provider-contract.ts';

const API_BASE = '/api/v1/';
const sent = new Map<string, SentRequest>();

/** Notes what the context sends to the provider API from now on. */
export function recordProviderRequests(context: BrowserContext): void {
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith(API_BASE)) return;
    const query = [...new Set(url.searchParams.keys())].sort();
    const method = request.method();
    const key = `${method} ${url.pathname}?${query.join('&')}`;
    if (!sent.has(key)) sent.set(key, { method, path: url.pathname, query });
  });
}

/** The distinct requests sent so far. */
export function providerRequests(): SentRequest[] {
  return [...sent.values()];
}
