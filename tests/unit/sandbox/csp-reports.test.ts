import { describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH } from '../../../scripts/content-security';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { CONTROL_TOKEN_HEADER } from '../../../sandbox/control-token';
import { CSP_REPORT_MAX_BYTES } from '../../../sandbox/csp-reports';
import { call, ORIGIN } from './sandbox-client';

/*
 * The console's content security policy reports its violations (docs/decisions/
 * sign-in-and-access.md, "The console's own defences"): browsers post them to the path the
 * policy names, without credentials, and the sandbox keeps them for the control API.
 */

/** A browser's report: no token, its own content type. */
function report(sandbox: Sandbox, contentType: string, body: string) {
  return sandbox.app.fetch(
    new Request(`${ORIGIN}${CSP_REPORT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    }),
  );
}

/** What the Reporting API sends (report-to): an array of reports, each with its type. */
const REPORTING_API = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://console.test/login',
    user_agent: 'Chrome',
    body: {
      documentURL: 'https://console.test/login',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      sourceFile: 'https://console.test/login',
      lineNumber: 12,
      sample: 'alert(1)',
      statusCode: 200,
    },
  },
  // Another kind of report the same endpoint may get: not a violation, not kept.
  { type: 'deprecation', age: 1, url: 'https://console.test/', body: { id: 'x' } },
];

/** What report-uri sends (Firefox, Safari). */
const REPORT_URI = {
  'csp-report': {
    'document-uri': 'https://console.test/',
    'blocked-uri': 'https://evil.example/x.js',
    'effective-directive': 'script-src-elem',
    'violated-directive': 'script-src-elem',
    disposition: 'enforce',
    'source-file': 'https://console.test/assets/index.js',
    'line-number': 3,
  },
};

describe('violation reports (the policy’s report-to and report-uri)', () => {
  it('records a report of either form, readable through the control API', async () => {
    const sandbox = createSandbox();
    expect(
      (await report(sandbox, 'application/reports+json', JSON.stringify(REPORTING_API))).status,
    ).toBe(204);
    expect(
      (await report(sandbox, 'application/csp-report', JSON.stringify(REPORT_URI))).status,
    ).toBe(204);

    const answer = await call(sandbox, 'GET', '/__sandbox/csp-reports');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      count: 2,
      reports: [
        expect.objectContaining({
          via: 'report-to',
          documentURL: 'https://console.test/login',
          blockedURL: 'inline',
          effectiveDirective: 'script-src-elem',
          lineNumber: 12,
          sample: 'alert(1)',
        }),
        expect.objectContaining({
          via: 'report-uri',
          documentURL: 'https://console.test/',
          blockedURL: 'https://evil.example/x.js',
          effectiveDirective: 'script-src-elem',
          sourceFile: 'https://console.test/assets/index.js',
          lineNumber: 3,
        }),
      ],
    });

    // A reset forgets them.
    await call(sandbox, 'POST', '/__sandbox/reset');
    expect((await call(sandbox, 'GET', '/__sandbox/csp-reports')).json).toEqual({
      count: 0,
      reports: [],
    });
  });

  it('reads them only for a caller holding the control token (404 otherwise, as an unknown path)', async () => {
    const sandbox = createSandbox();
    await report(sandbox, 'application/csp-report', JSON.stringify(REPORT_URI));
    for (const token of ['', 'not-the-token']) {
      const answer = await call(sandbox, 'GET', '/__sandbox/csp-reports', {
        headers: { [CONTROL_TOKEN_HEADER]: token },
      });
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe('Not found: GET /__sandbox/csp-reports');
    }
  });

  it.each([
    ['not JSON', 'nope'],
    ['JSON that is no report', '{"hello":1}'],
    ['an array of other things', '[1, 2]'],
    [
      'a body too large',
      JSON.stringify({ 'csp-report': { sample: 'x'.repeat(CSP_REPORT_MAX_BYTES) } }),
    ],
  ])('answers 400 with a message for %s, and records nothing', async (_case, body) => {
    const sandbox = createSandbox();
    const answer = await report(sandbox, 'application/csp-report', body);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/report/i);
    expect((await call(sandbox, 'GET', '/__sandbox/csp-reports')).json).toMatchObject({
      count: 0,
    });
  });
});
