import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OutputBundle } from 'rollup';
import { describe, expect, it } from 'vitest';
import {
  CSP_REPORT_PATH,
  HEADERS_FILE,
  connectSources,
  contentSecurity,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  readHeadersFile,
} from '../../scripts/content-security';

/*
 * The console's content security policy (docs/decisions/sign-in-and-access.md, "The console's
 * own defences"): scripts only from its origin and its own inline scripts, by hash; no eval;
 * no plugins, <base> or framing; connections to config.json's hosts; Trusted Types.
 */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values] as const;
    }),
  );

describe('the content security policy (OWASP ASVS V14.4, strict CSP)', () => {
  it('hashes each inline script that runs, not a script file or a JSON data block', () => {
    const html = [
      '<script>window.a = 1;</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/json" id="titles">{"a":1}</script>',
      '<script type="module">import("/x.js")</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a = 1;'), sha256('import("/x.js")')]);
  });

  it("allows scripts from the console's origin and its inline scripts' hashes, never inline code or eval", () => {
    const policy = directives(
      contentSecurityPolicy({ scriptHashes: ['abc=', 'def='], connect: [], form: 'header' }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(policy.get('trusted-types')).toEqual(['default', 'kc-sanitizer']);
    for (const [name, values] of policy) {
      if (name === 'style-src') continue;
      expect(values, name).not.toContain("'unsafe-inline'");
      expect(values, name).not.toContain("'unsafe-eval'");
    }
  });

  it('names the report endpoint in the header form: report-to through Reporting-Endpoints, and report-uri for engines without the Reporting API; not in the <meta> form, where browsers ignore both', () => {
    const headers = readHeadersFile(headersFile('<script>1</script>', {}));
    const policy = directives(headers['Content-Security-Policy']!);
    expect(policy.get('report-uri')).toEqual([CSP_REPORT_PATH]);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(headers['Reporting-Endpoints']).toBe(`csp="${CSP_REPORT_PATH}"`);
    const meta = directives(contentSecurityPolicy({ scriptHashes: [], form: 'meta' }));
    expect(meta.has('report-uri')).toBe(false);
    expect(meta.has('report-to')).toBe(false);
  });

  it('leaves frame-ancestors out of the <meta> form, where browsers ignore it', () => {
    const meta = contentSecurityPolicy({ scriptHashes: [], connect: [], form: 'meta' });
    expect(directives(meta).has('frame-ancestors')).toBe(false);
    expect(directives(meta).get('require-trusted-types-for')).toEqual(["'script'"]);
  });

  it("index.html's policy lets config.json be edited after the build; the headers a deploy writes from its config.json name the provider's hosts (npm run headers)", () => {
    const meta = contentSecurityPolicy({ scriptHashes: [], form: 'meta' });
    expect(directives(meta).get('connect-src')).toEqual(["'self'", 'https:', 'wss:']);
    const html = '<head><script>start()</script></head>';
    const headers = readHeadersFile(
      headersFile(html, { apiBaseUrl: 'https://api.chain.example/api/v1' }),
    );
    const header = directives(headers['Content-Security-Policy']!);
    expect(header.get('connect-src')).toEqual([
      "'self'",
      'https://api.chain.example',
      'wss://api.chain.example',
    ]);
    expect(header.get('script-src')).toEqual(["'self'", `'sha256-${sha256('start()')}'`]);
  });

  it("connects to config.json's absolute hosts, each also by its socket scheme, and to the listed extras", () => {
    expect(
      connectSources({
        apiBaseUrl: 'https://api.chain.example/api/v1',
        socketUrl: 'wss://live.chain.example',
        mediaGatewayUrl: '',
        turnHost: '/turn',
        extraConnectSources: ['https://files.chain.example'],
      }),
    ).toEqual([
      'https://api.chain.example',
      'wss://api.chain.example',
      'wss://live.chain.example',
      'https://files.chain.example',
    ]);
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      connect: connectSources({ apiBaseUrl: 'https://api.chain.example/api/v1' }),
      form: 'header',
    });
    expect(directives(policy).get('connect-src')).toEqual([
      "'self'",
      'https://api.chain.example',
      'wss://api.chain.example',
    ]);
    // The sandbox's relative base: its own origin only.
    expect(connectSources({ apiBaseUrl: '/api/v1', socketUrl: '' })).toEqual([]);
  });

  it("the build puts the policy after the charset, before the page's scripts, and writes the headers a static host reads", () => {
    const configDir = mkdtempSync(path.join(tmpdir(), 'kc-csp-'));
    const configPath = path.join(configDir, 'config.json');
    writeFileSync(configPath, JSON.stringify({ apiBaseUrl: '/api/v1' }));
    const bundle = {
      'index.html': {
        type: 'asset',
        source: '<html><head>\n<meta charset="UTF-8" />\n<script>start()</script></head></html>',
      },
    } as unknown as OutputBundle;
    const emitted: Array<{ fileName?: string; source?: unknown }> = [];
    const plugin = contentSecurity({ configPath });
    // The plugin's hook is a plain function (scripts/content-security.ts).
    (plugin.generateBundle as unknown as (this: unknown, o: unknown, b: OutputBundle) => void).call(
      { emitFile: (file: { fileName?: string; source?: unknown }) => emitted.push(file) },
      {},
      bundle,
    );
    rmSync(configDir, { recursive: true });

    const html = String((bundle['index.html'] as { source: string }).source);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
    expect(html.indexOf('charset')).toBeLessThan(html.indexOf('Content-Security-Policy'));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script>'));
    expect(directives(meta![1]!.replace(/&#39;|&apos;/g, "'")).get('script-src')).toEqual([
      "'self'",
      `'sha256-${sha256('start()')}'`,
    ]);
    expect(html).toContain('<meta name="referrer" content="same-origin" />');

    const headersFile = emitted.find((file) => file.fileName === HEADERS_FILE);
    const headers = readHeadersFile(String(headersFile!.source));
    expect(directives(headers['Content-Security-Policy']!).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
    expect(headers['Referrer-Policy']).toBe('same-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('fullscreen=(self)');
    expect(headers['Permissions-Policy']).toContain('screen-wake-lock=(self)');
  });
});
