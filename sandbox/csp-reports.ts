import type { Hono } from 'hono';
import { CSP_REPORT_PATH } from '../scripts/content-security';
import type { SandboxEnv } from './context';
import { failureResponse } from './route';
import type { CspReport } from './csp-report-store';

/*
 * Where browsers send the console's content-security-policy violations (the policy's
 * `report-to` and `report-uri`, scripts/content-security.ts), kept so a test or a person can
 * read them through the control API (GET /__sandbox/csp-reports). Browsers send them without
 * credentials, so the receiving path is open; what it keeps is bounded.
 */

/** A body larger than this is refused: a violation report is a few hundred bytes. */
export const CSP_REPORT_MAX_BYTES = 64 * 1024;
/** Each field is cut to this many characters. */
const FIELD_MAX = 1000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first of `names` that is a string (or a number, written as one) in `from`, cut. */
function field(from: Record<string, unknown>, ...names: string[]): string {
  for (const name of names) {
    const value = from[name];
    if (typeof value === 'string') return value.slice(0, FIELD_MAX);
    if (typeof value === 'number') return String(value);
  }
  return '';
}

function lineOf(from: Record<string, unknown>, ...names: string[]): number | null {
  for (const name of names) {
    const value = from[name];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
}

/**
 * The violations of a body: the Reporting API's array of reports (`application/reports+json`,
 * only its `csp-violation` ones), or `report-uri`'s `{ "csp-report": { … } }`
 * (`application/csp-report`). Null when it is neither.
 */
function readCspReports(body: unknown, now: number): CspReport[] | null {
  if (Array.isArray(body)) {
    if (!body.every(isObject)) return null;
    return body
      .filter((report) => report.type === 'csp-violation' && isObject(report.body))
      .map((report) => {
        const violation = report.body as Record<string, unknown>;
        return {
          receivedTime: now,
          via: 'report-to',
          documentURL: field(violation, 'documentURL') || field(report, 'url'),
          blockedURL: field(violation, 'blockedURL'),
          effectiveDirective: field(violation, 'effectiveDirective'),
          disposition: field(violation, 'disposition'),
          sourceFile: field(violation, 'sourceFile'),
          lineNumber: lineOf(violation, 'lineNumber'),
          sample: field(violation, 'sample'),
        };
      });
  }
  if (isObject(body) && isObject(body['csp-report'])) {
    const violation = body['csp-report'];
    return [
      {
        receivedTime: now,
        via: 'report-uri',
        documentURL: field(violation, 'document-uri'),
        blockedURL: field(violation, 'blocked-uri'),
        effectiveDirective: field(violation, 'effective-directive', 'violated-directive'),
        disposition: field(violation, 'disposition'),
        sourceFile: field(violation, 'source-file'),
        lineNumber: lineOf(violation, 'line-number'),
        sample: field(violation, 'script-sample'),
      },
    ];
  }
  return null;
}

/** POST `CSP_REPORT_PATH`: 204 once recorded; 400 with a message for a body that is no report. */
export function registerCspReportRoute(app: Hono<SandboxEnv>): void {
  app.post(CSP_REPORT_PATH, async (c) => {
    const text = await c.req.text().catch(() => null);
    if (text === null || Buffer.byteLength(text) > CSP_REPORT_MAX_BYTES)
      return failureResponse(
        c,
        400,
        `A violation report is a JSON body of at most ${CSP_REPORT_MAX_BYTES} bytes`,
      );
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return failureResponse(c, 400, 'A violation report is JSON');
    }
    const reports = readCspReports(body, c.var.sandbox.now());
    if (!reports)
      return failureResponse(
        c,
        400,
        'Not a violation report: expected a Reporting API array (application/reports+json) or { "csp-report": { … } } (application/csp-report)',
      );
    c.var.sandbox.cspReports.record(reports);
    return c.body(null, 204);
  });
}
