import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/*
 * The console's content security policy and the headers sent with it
 * (docs/decisions/sign-in-and-access.md, "The console's own defences"). The build writes them
 * twice: into index.html as a <meta> (for any static host) and as `_headers` beside it (the
 * headers-file format static hosts read; the sandbox's server sends the same file's headers).
 */

/** The file, in the build's output, that holds the headers every response carries. */
export const HEADERS_FILE = '_headers';

/**
 * Where browsers report the policy's violations, on the console's own origin (the sandbox
 * records them: sandbox/csp-reports.ts): named by `report-to` through the `Reporting-Endpoints`
 * header's group, and by `report-uri` for engines without the Reporting API (Firefox, Safari).
 */
export const CSP_REPORT_PATH = '/csp-reports';
const CSP_REPORT_GROUP = 'csp';

/** The Trusted Types policies the console creates (src/lib/trusted-types.ts). */
const TRUSTED_TYPES_POLICIES = ['default', 'kc-sanitizer'];

/** What the console uses of the browser's powerful features: nothing but these two. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'display-capture=()',
  // The monitor's full screen and its screen that stays on (spec 001 §2, the kitchen floor).
  'fullscreen=(self)',
  'screen-wake-lock=(self)',
].join(', ');

/** The base64 SHA-256 of each inline script that runs (not a JSON data block) in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type !== undefined && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(
      createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return hashes;
}

/**
 * The origins config.json names beyond the console's own (the provider's API, its sockets, the
 * media gateway and the TURN host, when they are absolute), each also as its socket scheme: the
 * console opens sockets to the hosts it calls. `extraConnectSources` lists any other host the
 * provider's answers point at (a download host, say).
 */
export function connectSources(config: Record<string, unknown>): string[] {
  const sources = new Set<string>();
  for (const key of ['apiBaseUrl', 'socketUrl', 'mediaGatewayUrl', 'turnHost']) {
    const value = config[key];
    if (typeof value !== 'string' || !/^[a-z]+:\/\//i.test(value)) continue;
    const url = new URL(value);
    sources.add(url.origin);
    const socket = { 'http:': 'ws:', 'https:': 'wss:' }[url.protocol];
    if (socket) sources.add(`${socket}//${url.host}`);
  }
  const extra = config.extraConnectSources;
  if (Array.isArray(extra)) for (const source of extra) sources.add(String(source));
  return [...sources];
}

/**
 * The policy: scripts only from the console's origin and its own inline scripts (by hash), no
 * `eval`; no plugins, no <base>, not framed; connections only to the hosts config.json names;
 * and Trusted Types, so no string becomes markup or a script URL without the console's policies.
 * Styles may be inline: Mantine writes its variables and responsive rules at run time, and a
 * style cannot run script.
 * The <meta> form is written into index.html once, at build; config.json may be edited after
 * (one build serves every environment), so it lets connections go to any HTTPS host, and the
 * header form, which a deploy rewrites from its config.json (`npm run headers`), names them:
 * a browser keeps both policies, so the header's narrower list is the one that holds.
 * `frame-ancestors` is left out of the <meta> form, where browsers ignore it (with a warning).
 */
export function contentSecurityPolicy({
  scriptHashes,
  connect = [],
  form,
}: {
  scriptHashes: string[];
  connect?: string[];
  form: 'header' | 'meta';
}): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'sha256-${hash}'`).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    // Provider pictures may come from any HTTPS host its answers name (previews, thumbnails).
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    form === 'header'
      ? `connect-src 'self' ${connect.join(' ')}`.trim()
      : "connect-src 'self' https: wss:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // Only the header form reports: a <meta> policy may not (browsers ignore it, with a warning).
    ...(form === 'header'
      ? ["frame-ancestors 'none'", `report-uri ${CSP_REPORT_PATH}`, `report-to ${CSP_REPORT_GROUP}`]
      : []),
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ];
  return directives.join('; ');
}

/** Every header the console's responses carry, the policy's header form among them. */
function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
  };
}

/** `_headers` for a build's index.html and config.json: every path gets these headers. */
export function headersFile(html: string, config: Record<string, unknown>): string {
  const policy = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(html),
    connect: connectSources(config),
    form: 'header',
  });
  const headers = Object.entries(securityHeaders(policy));
  return ['/*', ...headers.map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

/** Reads a `_headers` file's headers for every path (the form `headersFile` writes). */
export function readHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (match) headers[match[1]!] = match[2]!.trim();
  }
  return headers;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The build's part: once every other plugin has written index.html, hash its inline scripts,
 * put the policy's <meta> before them in its <head> (a policy governs only what follows it) and
 * write `_headers`.
 */
export function contentSecurity({ configPath }: { configPath: string }): Plugin {
  return {
    name: 'kc-content-security',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const source = String(html.source);
      const config = JSON.parse(readFileSync(configPath, 'utf8')) as Record<string, unknown>;
      const meta = contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(source),
        form: 'meta',
      });
      // Right after the charset, which must stay within the file's first 1,024 bytes.
      const metas =
        `\n    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(meta)}" />` +
        '\n    <meta name="referrer" content="same-origin" />';
      const charset = /<meta charset="[^"]*" ?\/?>/i;
      const anchor = charset.test(source) ? charset : /<head>/i;
      html.source = source.replace(anchor, (first) => `${first}${metas}`);
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile(source, config) });
    },
  };
}
