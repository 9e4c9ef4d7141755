import { getConfig } from '../../lib/config';
import { buildPath, buildQuery, type AnyEndpoint } from '../../lib/endpoint';
import { readSession } from '../auth/session-store';
import { ensureFreshToken, refreshSession } from '../auth/token-refresh';
import { isAbortError, NETWORK_ERROR_CODE, type ApiResult } from '../request';
import { getStockOutXls } from './stock-out.endpoints';
import type { StockOutXlsQuery } from './stock-out.schema';

/**
 * GET /stockOut/xls: the provider's answer itself, body unread, so the caller can save it under
 * its Content-Disposition name (src/lib/save-download.ts). A failure is an `ApiFailure` as
 * `request()` makes them (spec 000 §8); an abort rejects with the AbortError.
 */
export function fetchStockOutXls(
  query: StockOutXlsQuery,
  signal?: AbortSignal,
): Promise<ApiResult<Response>> {
  return requestFile(getStockOutXls, query, signal);
}

/**
 * `request()` reads a binary answer into a Blob and drops its headers, and the file name is in
 * one of them; until it can hand the Response over, this sends the call the same way: the
 * session's token after any refresh in flight, and one retry after a 401 a refresh mends.
 */
async function requestFile(
  endpoint: AnyEndpoint,
  query: Record<string, unknown>,
  signal: AbortSignal | undefined,
): Promise<ApiResult<Response>> {
  const url =
    getConfig().apiBaseUrl.replace(/\/$/, '') + buildPath(endpoint.path, {}) + buildQuery(query);
  const send = (token: string | null) =>
    fetch(url, {
      method: endpoint.method,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });

  let response: Response;
  try {
    await ensureFreshToken();
    const token = readSession()?.accessToken ?? null;
    response = await send(token);
    if (response.status === 401 && token && (await refreshSession(token)) === 'refreshed') {
      response = await send(readSession()?.accessToken ?? null);
    }
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    return { success: false, code: NETWORK_ERROR_CODE, message: 'Network error' };
  }
  if (response.ok) return { success: true, data: response };
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message =
    typeof body?.message === 'string' && body.message.trim()
      ? body.message
      : response.statusText || `HTTP ${response.status}`;
  return { success: false, code: response.status, message };
}
