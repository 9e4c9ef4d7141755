import * as v from 'valibot';
import { voidResult } from '../../lib/tolerant-read';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  analyticReportQuerySchema,
  reportListQuerySchema,
  reportPageSchema,
} from './reports.schema';

const REPORTS_VIEW = needs('REPORTS');

/** GET /report: reports of the user's restaurants, offset paged, newest request first. */
export const listReports = endpoint({
  method: 'GET',
  path: '/report',
  query: reportListQuerySchema,
  response: reportPageSchema,
  auth: true,
  access: REPORTS_VIEW,
});

/** DELETE /report/:id: 404 for an unknown report or one of a restaurant the user may not see. */
export const deleteReport = endpoint({
  method: 'DELETE',
  path: '/report/:id',
  response: voidResult,
  auth: true,
  access: needs('REPORTS', 'DELETE'),
});

/**
 * GET /report/:id/download: the report's attachments as a zip, streamed with a Content-Length
 * and named by Content-Disposition; or 202 with the envelope and no file when the export is
 * accepted and processed elsewhere (spec 000 §4).
 */
export const downloadReportFile = endpoint({
  method: 'GET',
  path: '/report/:id/download',
  response: v.blob(),
  auth: true,
  access: REPORTS_VIEW,
  binary: true,
});

/**
 * GET /analytic/report: the analytics of a range (pan cycles and per-product totals) as a zip,
 * read with its headers as a report download (spec 000 §7).
 */
export const downloadAnalyticReport = endpoint({
  method: 'GET',
  path: '/analytic/report',
  query: analyticReportQuerySchema,
  response: v.blob(),
  auth: true,
  access: needs('DASHBOARD'),
  binary: true,
});
