import { requestFile, type ApiResult } from '../request';
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
  return requestFile(getStockOutXls, { query }, { signal });
}
