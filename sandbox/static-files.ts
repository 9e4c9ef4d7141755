import { existsSync } from 'node:fs';
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { HEADERS_FILE, readHeadersFile } from '../scripts/content-security';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Revalidate every time: a stale index.html, sw.js or config.json would pin an old release. */
const REVALIDATE = 'no-cache';

function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Vite's hashed output under /assets/ never changes under its name; everything else may. */
function cacheControlOf(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * What the server says at start-up, loudly, when the built console has no `_headers`: it is then
 * served without its Content-Security-Policy header (and the other security headers), with only
 * index.html's <meta> policy, which cannot forbid framing nor name the report endpoint. Null
 * when the headers are there, or when there is no build to serve at all (pages answer 503).
 */
export function missingBuildHeadersWarning(distDir: string): string | null {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) return null;
  if (existsSync(path.join(root, HEADERS_FILE))) return null;
  return [
    '!'.repeat(78),
    `!! ${path.join(root, HEADERS_FILE)} is missing: the console is served WITHOUT its`,
    '!! Content-Security-Policy header (no frame-ancestors, no connect-src list, no violation',
    '!! reports), nor its Referrer-Policy, Permissions-Policy and nosniff headers.',
    '!! Rebuild it (`npm run build`, or `npm start`, which rebuilds a stale build).',
    '!'.repeat(78),
  ].join('\n');
}

/**
 * The build's headers for a page served over plain HTTP (the sandbox on localhost): the policy
 * without `report-to`, and no `Reporting-Endpoints`. Chromium sends Reporting API reports only to
 * an HTTPS endpoint (loopback HTTP included: it queues them for ever), and ignores `report-uri`
 * when `report-to` is there, so its violations would never arrive; `report-uri` alone, every
 * engine sends (docs/decisions/sign-in-and-access.md, "The console's own defences").
 */
function reportingOverHttp(headers: Record<string, string>): Record<string, string> {
  const { 'Reporting-Endpoints': _endpoints, ...rest } = headers;
  const policy = rest['Content-Security-Policy'];
  if (policy === undefined) return rest;
  return {
    ...rest,
    'Content-Security-Policy': policy
      .split(';')
      .filter((directive) => directive.trim().split(/\s+/)[0] !== 'report-to')
      .join(';'),
  };
}

/**
 * Serves the built console from `distDir`: files with their content type and cache policy,
 * `index.html` for client-side routes (GET/HEAD paths without a file extension), and a 404 for
 * a missing file, so a missing asset is never answered with HTML.
 */
export function createStaticHandler(distDir: string): (request: Request) => Promise<Response> {
  const root = path.resolve(distDir);
  let buildHeaders: { mtimeMs: number; headers: Record<string, string> } | undefined;

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    const urlPath = safeDecode(new URL(request.url).pathname);
    // A path that is not even valid percent-encoding is no file: the console's router sends
    // it home like any unknown page.
    if (urlPath === null) return shellOrNotBuilt(request);
    const filePath = path.join(root, urlPath);
    if (filePath !== root && !filePath.startsWith(root + path.sep)) return notFound();

    const file = await fileResponse(request, filePath, cacheControlOf(urlPath));
    if (file) return withBuildHeaders(request, file);
    if (path.extname(urlPath) !== '') return notFound();

    return withBuildHeaders(request, await shellOrNotBuilt(request));
  };

  /**
   * The headers the build wrote for static hosts (its content security policy among them,
   * scripts/content-security.ts), sent as a host would: read again when the build changes.
   * Over plain HTTP, without what only reports over HTTPS (`reportingOverHttp`).
   */
  async function withBuildHeaders(request: Request, response: Response): Promise<Response> {
    const file = path.join(root, HEADERS_FILE);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return response;
    if (buildHeaders?.mtimeMs !== info.mtimeMs)
      buildHeaders = {
        mtimeMs: info.mtimeMs,
        headers: readHeadersFile(await readFile(file, 'utf8')),
      };
    const headers =
      new URL(request.url).protocol === 'http:'
        ? reportingOverHttp(buildHeaders.headers)
        : buildHeaders.headers;
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }

  async function shellOrNotBuilt(request: Request): Promise<Response> {
    const shell = await fileResponse(request, path.join(root, 'index.html'), REVALIDATE);
    return (
      shell ??
      new Response(
        'The console is not built: run `npm run build` (or `npm start`, which builds it).',
        {
          status: 503,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        },
      )
    );
  }
}

async function fileResponse(
  request: Request,
  filePath: string,
  cacheControl: string,
): Promise<Response | null> {
  const info = await stat(filePath).catch(() => null);
  if (!info?.isFile()) return null;

  const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
  const headers = new Headers({
    'Content-Type': contentTypeOf(filePath),
    'Cache-Control': cacheControl,
    'Last-Modified': lastModified.toUTCString(),
    'Content-Length': String(info.size),
  });
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  if (!Number.isNaN(since) && lastModified.getTime() <= since) {
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  }
  const compressible = isCompressible(headers.get('Content-Type') ?? '');
  if (compressible) headers.set('Vary', 'Accept-Encoding');
  const encoding = compressible
    ? preferredEncoding(request.headers.get('accept-encoding') ?? '')
    : null;
  if (!encoding) {
    const body = request.method === 'HEAD' ? null : await readFile(filePath);
    return new Response(body, { status: 200, headers });
  }
  const body = await compressedFile(filePath, info.mtimeMs, encoding);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}

/** A real host compresses text; without it the first visit on a phone is three times heavier. */
function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/.test(contentType);
}

type Encoding = 'br' | 'gzip';

function preferredEncoding(acceptEncoding: string): Encoding | null {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';')[0]?.toLowerCase())
    .filter(Boolean);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** Compressed once per file version: brotli at its best level is slow, but only once. */
const compressedCache = new Map<string, Buffer<ArrayBuffer>>();

async function compressedFile(filePath: string, mtimeMs: number, encoding: Encoding) {
  const key = `${encoding}:${filePath}:${mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = await readFile(filePath);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
            },
          })
        : gzipSync(raw, { level: 9 });
    // zlib's buffers are typed over ArrayBufferLike but are never shared memory.
    compressedCache.set(key, body as Buffer<ArrayBuffer>);
  }
  return body;
}

function safeDecode(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
