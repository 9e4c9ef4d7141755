/**
 * The console's own defences (docs/decisions/sign-in-and-access.md): the header policy refuses a
 * script written into a console page, and the browser reports the violation to the sandbox
 * (`POST /csp-reports`), which keeps it for the control API (`GET /__sandbox/csp-reports`).
 * Chromium reports through `report-to` over HTTPS, as a deployed console is served, and through
 * `report-uri` over the sandbox's plain HTTP, whose server leaves `report-to` out
 * (sandbox/static-files.ts `reportingOverHttp`).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { CONTROL_TOKEN_HEADER } from '../../sandbox/control-token.ts';
import type { CspReport } from '../../sandbox/csp-report-store.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForReady } from './support/ready.ts';
import { CONTROL_TOKEN } from './support/sandbox-control.ts';
import { ROOT, startConsoleServer, type RunningServer } from './support/server.ts';
import { until } from './support/until.ts';
import type { Viewport } from './support/viewports.ts';

/** How long the browser may take to send a report (Chromium sent each within 0.2 s here). */
const REPORT_WAIT_MS = 30_000;

/** The tests' self-signed certificate for 127.0.0.1 (tests/helpers/tls-fixture.ts). */
const TEST_TLS_ENV = {
  E2E_TLS_KEY: join(ROOT, 'tests/helpers/tls/key.pem'),
  E2E_TLS_CERT: join(ROOT, 'tests/helpers/tls/cert.pem'),
};

/** The violations a console's server kept, read as its control API answers them. */
async function cspReports(request: APIRequestContext, baseUrl: string): Promise<CspReport[]> {
  const answer = await request.get(`${baseUrl}/__sandbox/csp-reports`, {
    headers: { [CONTROL_TOKEN_HEADER]: CONTROL_TOKEN },
  });
  assert.equal(answer.status(), 200, 'GET /__sandbox/csp-reports');
  return ((await answer.json()) as { reports: CspReport[] }).reports;
}

const SERVED = [
  { over: 'HTTPS, as a deployed console', tls: true, via: 'report-to' },
  { over: "the sandbox's plain HTTP", tls: false, via: 'report-uri' },
] as const;

export function contentSecuritySpecs(viewport: Viewport): void {
  for (const { over, tls, via } of SERVED) {
    e2eTest(
      `decision "The console's own defences": over ${over}, an injected inline script is refused and its violation reaches the control API (${via})`,
      async () => {
        let own: RunningServer | undefined;
        try {
          own = tls
            ? await startConsoleServer({
                env: TEST_TLS_ENV,
                monitoring: false,
                logName: 'sandbox-content-security.log',
              })
            : undefined;
          const url = own?.url ?? harness.url;
          const session = await harness.open(viewport, { ignoreHTTPSErrors: tls });
          const { page } = session;
          await page.goto(`${url}/login`);
          await waitForReady(page);
          const marker = `kcInjected${Date.now()}`;

          // What an attacker's markup would do: an inline script the policy knows no hash of.
          // Trusted Types refuse its text where it is written (the console's default policy
          // makes no scripts), and the browser reports it.
          const refusal = await page.evaluate((name) => {
            const script = document.createElement('script');
            try {
              script.textContent = `window.${name} = true;`;
              document.head.append(script);
            } catch (error) {
              return String(error);
            }
            return (window as unknown as Record<string, unknown>)[name] === true ? 'ran' : 'inert';
          }, marker);
          assert.match(refusal, /TrustedScript/, `the injected script was not refused: ${refusal}`);

          // The browser sends it on its own time: the sandbox's record is what is waited for.
          let reports: CspReport[] = [];
          await until(
            `the violation (${marker}) in GET /__sandbox/csp-reports`,
            async () => {
              reports = (await cspReports(session.context.request, url)).filter((report) =>
                report.sample.includes(marker),
              );
              return reports.length > 0;
            },
            REPORT_WAIT_MS,
          );
          assert.deepEqual(
            reports.map((report) => ({
              via: report.via,
              effectiveDirective: report.effectiveDirective,
              documentURL: report.documentURL,
            })),
            [{ via, effectiveDirective: 'require-trusted-types-for', documentURL: `${url}/login` }],
          );
          // The page heard of it too (support/browser.ts makes it an error the specs count).
          assert.ok(session.errors.some((error) => error.includes(marker)));
        } finally {
          await own?.close();
        }
      },
    );
  }
}
