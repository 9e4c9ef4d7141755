import { downloadFile, type DownloadOptions, type DownloadOutcome } from '../download';
import type { ApiResult } from '../request';
import { getStockOutXls } from './stock-out.endpoints';
import type { StockOutXlsQuery } from './stock-out.schema';

/**
 * GET /stockOut/xls: the list's rows as a spreadsheet, under the Content-Disposition name, or
 * `accepted` on 202 (the console's one export rule, `downloadFile`).
 */
export function downloadStockOutXls(
  query: StockOutXlsQuery,
  options: DownloadOptions = {},
): Promise<ApiResult<DownloadOutcome>> {
  return downloadFile(getStockOutXls, { query }, 'stock-outs.xls', options);
}
