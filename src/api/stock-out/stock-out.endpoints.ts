import * as v from 'valibot';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  stockOutAnalyticQuerySchema,
  stockOutAnalyticSchema,
  stockOutListQuerySchema,
  stockOutMaterialsSchema,
  stockOutPageSchema,
  stockOutScopeSchema,
  stockOutTotalSchema,
  stockOutXlsQuerySchema,
} from './stock-out.schema';

const STOCK_OUT_VIEW = needs('STOCK_OUT');

/*
 * Stock-out reports (spec 000 §7, 001 §7 "Stock-out and alerts"). A stock-out is a chicken
 * product out of every holding pan while customers were asking for it, from the moment its last
 * pan emptied to the moment the next batch left the fryer. Every call filters by the same
 * fields (spec 000 §3) and places a stock-out by its start, so list, total, analytic and export
 * always agree.
 */

/** GET /stockOut/list: stock-outs newest first, `page` zero-based (spec 000 §3 "Paged data"). */
export const getStockOutList = endpoint({
  method: 'GET',
  path: '/stockOut/list',
  query: stockOutListQuerySchema,
  response: stockOutPageSchema,
  auth: true,
  access: STOCK_OUT_VIEW,
});

/** GET /stockOut/total: count, summed seconds and the High, Low and Average durations. */
export const getStockOutTotal = endpoint({
  method: 'GET',
  path: '/stockOut/total',
  query: stockOutScopeSchema,
  response: stockOutTotalSchema,
  auth: true,
  access: STOCK_OUT_VIEW,
});

/** GET /stockOut/analytic: counts and seconds per `interval` bucket, restaurant and product. */
export const getStockOutAnalytic = endpoint({
  method: 'GET',
  path: '/stockOut/analytic',
  query: stockOutAnalyticQuerySchema,
  response: stockOutAnalyticSchema,
  auth: true,
  access: STOCK_OUT_VIEW,
});

/**
 * GET /stockOut/xls: the list's rows as a spreadsheet (SpreadsheetML 2003, which Excel,
 * LibreOffice and Numbers open), named by its Content-Disposition (RFC 6266, with `filename*`);
 * over the provider's row limit, 202 with no file: prepared and sent elsewhere (spec 000 §4).
 */
export const getStockOutXls = endpoint({
  method: 'GET',
  path: '/stockOut/xls',
  query: stockOutXlsQuerySchema,
  response: v.blob(),
  auth: true,
  access: STOCK_OUT_VIEW,
  binary: true,
});

/** GET /materials/filters/stock-out-materials: the products the report can be filtered by. */
export const getStockOutMaterials = endpoint({
  method: 'GET',
  path: '/materials/filters/stock-out-materials',
  response: stockOutMaterialsSchema,
  auth: true,
  access: STOCK_OUT_VIEW,
});
