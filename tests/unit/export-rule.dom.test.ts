import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DownloadOptions, DownloadOutcome } from '../../src/api/download';
import { downloadAnalytics, downloadReport } from '../../src/api/reports/reports.api';
import {
  downloadAnalyticReport,
  downloadReportFile,
} from '../../src/api/reports/reports.endpoints';
import type { ApiResult } from '../../src/api/request';
import { downloadStockOutXls } from '../../src/api/stock-out/stock-out.api';
import { getStockOutXls } from '../../src/api/stock-out/stock-out.endpoints';
import type { AnyEndpoint } from '../../src/lib/endpoint';
import { server } from '../helpers/msw-server';

/** Every export of the console, each named by its provider path: they share one rule. */
const CALLERS: Array<{
  path: string;
  endpoint: AnyEndpoint;
  call(options: DownloadOptions): Promise<ApiResult<DownloadOutcome>>;
  fallbackName: string;
}> = [
  {
    path: '/report/:id/download',
    endpoint: downloadReportFile,
    call: (options) => downloadReport('r-7', options),
    fallbackName: 'report-r-7.zip',
  },
  {
    path: '/analytic/report',
    endpoint: downloadAnalyticReport,
    call: (options) => downloadAnalytics({ startEventTime: 0, endEventTime: 1 }, options),
    fallbackName: 'analytics.zip',
  },
  {
    path: '/stockOut/xls',
    endpoint: getStockOutXls,
    call: (options) => downloadStockOutXls({ startTime: 0, endTime: 1 }, options),
    fallbackName: 'stock-outs.xls',
  },
];

function answerWith(endpoint: AnyEndpoint, respond: () => Response) {
  const method = endpoint.method.toLowerCase() as 'get';
  server.use(http[method](`*/api/v1${endpoint.path}`, respond));
}

/** A body sent as ten chunks at once, as a fast network hands it over. */
function tenChunks(headers: Record<string, string>): Response {
  const chunk = new Uint8Array(100).fill(65);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < 10; i++) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-length': '1000', ...headers } });
}

describe.each(CALLERS)('the export rule for $path (spec 000 §4, 001 §4)', (caller) => {
  it('a 202 means accepted elsewhere: no file', async () => {
    answerWith(caller.endpoint, () => new Response(null, { status: 202 }));
    expect(await caller.call({})).toEqual({ success: true, data: { kind: 'accepted' } });
  });

  it('a 202 in the envelope\'s code (000 §4 "sometimes a code") is accepted too', async () => {
    answerWith(caller.endpoint, () => HttpResponse.json({ success: true, code: 202 }));
    expect(await caller.call({})).toEqual({ success: true, data: { kind: 'accepted' } });
  });

  it('a JSON answer without that code is no file', async () => {
    answerWith(caller.endpoint, () => HttpResponse.json({ success: true, results: {} }));
    expect((await caller.call({})).success).toBe(false);
  });

  it('any other success is a file under the Content-Disposition name', async () => {
    answerWith(caller.endpoint, () =>
      tenChunks({ 'content-disposition': `attachment; filename*=UTF-8''Ma%C3%B1ana.bin` }),
    );
    const result = await caller.call({});
    expect(result.success && result.data).toMatchObject({ kind: 'file', fileName: 'Mañana.bin' });
    if (result.success && result.data.kind === 'file') expect(result.data.blob.size).toBe(1000);
  });

  it('a file without a name gets the export’s own', async () => {
    answerWith(caller.endpoint, () => tenChunks({}));
    const result = await caller.call({});
    expect(result.success && result.data).toMatchObject({ fileName: caller.fallbackName });
  });

  it('reports its progress at most every 500 ms, then 100', async () => {
    answerWith(caller.endpoint, () => tenChunks({}));
    const reported: Array<number | null> = [];
    await caller.call({ onProgress: (percent) => reported.push(percent) });
    // Ten chunks within a few milliseconds: the first reports, the rest wait for the end.
    expect(reported).toEqual([10, 100]);
  });

  it('an error answer is a failure with its message, and saves nothing', async () => {
    answerWith(caller.endpoint, () =>
      HttpResponse.json({ success: false, code: 500, message: 'Export down' }, { status: 500 }),
    );
    expect(await caller.call({})).toEqual({ success: false, code: 500, message: 'Export down' });
  });

  it('a JSON success is not a file', async () => {
    answerWith(caller.endpoint, () => HttpResponse.json({ success: true, results: {} }));
    const result = await caller.call({});
    expect(result.success).toBe(false);
  });
});
