import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandbox } from '../../../sandbox/app';
import { startServer, type RunningServer } from '../../../sandbox/server';
import { createStaticHandler } from '../../../sandbox/static-files';
import { TEST_TLS } from '../../helpers/tls-fixture';

let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'sandbox-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Kitchen</title>');
  writeFileSync(path.join(distDir, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(path.join(distDir, 'config.json'), '{"apiBase":"/api/v1"}');
  writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{}');
  writeFileSync(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);');
  writeFileSync(path.join(distDir, 'assets', 'index-Ab12Cd34.css'), 'body{}');
});

afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

describe('static files from dist/', () => {
  const get = (urlPath: string, init?: RequestInit) =>
    createStaticHandler(distDir)(new Request(`http://console.test${urlPath}`, init));

  it.each([
    ['/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/config.json', 'application/json; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', 'no-cache'],
    [
      '/assets/index-Ab12Cd34.js',
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    [
      '/assets/index-Ab12Cd34.css',
      'text/css; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
  ])('serves %s as %s with Cache-Control %s', async (urlPath, contentType, cacheControl) => {
    const response = await get(urlPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
  });

  it('sends the headers the build wrote for static hosts, its content security policy among them (docs/decisions/sign-in-and-access.md, "The console\'s own defences")', async () => {
    const file = path.join(distDir, '_headers');
    writeFileSync(
      file,
      "/*\n  Content-Security-Policy: default-src 'self'; object-src 'none'\n  Referrer-Policy: same-origin\n",
    );
    try {
      for (const urlPath of ['/', '/login', '/assets/index-Ab12Cd34.js']) {
        const response = await get(urlPath);
        expect(response.headers.get('content-security-policy')).toBe(
          "default-src 'self'; object-src 'none'",
        );
        expect(response.headers.get('referrer-policy')).toBe('same-origin');
      }
    } finally {
      rmSync(file);
    }
    expect((await get('/login')).headers.get('content-security-policy')).toBeNull();
  });

  it('names report-to only over HTTPS: over plain HTTP, Chromium would queue its reports for ever and ignore report-uri beside it (decision "The console\'s own defences")', async () => {
    const file = path.join(distDir, '_headers');
    writeFileSync(
      file,
      "/*\n  Content-Security-Policy: default-src 'self'; report-uri /csp-reports; report-to csp; object-src 'none'\n  Reporting-Endpoints: csp=\"/csp-reports\"\n",
    );
    const headersOver = async (origin: string) => {
      const { headers } = await createStaticHandler(distDir)(new Request(`${origin}/login`));
      return [headers.get('content-security-policy'), headers.get('reporting-endpoints')];
    };
    try {
      expect(await headersOver('https://console.test')).toEqual([
        "default-src 'self'; report-uri /csp-reports; report-to csp; object-src 'none'",
        'csp="/csp-reports"',
      ]);
      expect(await headersOver('http://console.test')).toEqual([
        "default-src 'self'; report-uri /csp-reports; object-src 'none'",
        null,
      ]);
    } finally {
      rmSync(file);
    }
  });

  it('serves index.html for a client-side route (no file extension)', async () => {
    for (const urlPath of ['/', '/dashboard', '/restaurants/1234/devices']) {
      const response = await get(urlPath);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Kitchen</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves the console for a page path that is not valid percent-encoding (it goes home)', async () => {
    const response = await get('/%E0%A4%A');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Kitchen</title>');
  });

  it('answers 404, not index.html, for a missing asset', async () => {
    for (const urlPath of ['/assets/index-Gone0000.js', '/missing.png']) {
      const response = await get(urlPath);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<title>');
    }
  });

  it('does not serve files outside dist/', async () => {
    const response = await get('/..%2F..%2Fetc%2Fpasswd');
    expect(response.status).toBe(404);
  });

  it('answers 304 to a conditional request for an unchanged file', async () => {
    const first = await get('/sw.js');
    const again = await get('/sw.js', {
      headers: { 'If-Modified-Since': first.headers.get('last-modified')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers 503 with a hint for a page when the console is not built', async () => {
    const response = await createStaticHandler(path.join(distDir, 'nothing-here'))(
      new Request('http://console.test/login'),
    );
    expect(response.status).toBe(503);
  });
});

/** A bare HTTP/1.1 exchange over a socket: msw, when a test setup installs it, patches fetch and http but not net. */
function rawGet(
  url: string,
  urlPath: string,
): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET ${urlPath} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`,
      );
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split);
      let body = text.slice(split + 4);
      if (/transfer-encoding:\s*chunked/i.test(head)) {
        let decoded = '';
        for (;;) {
          const lineEnd = body.indexOf('\r\n');
          const size = parseInt(body.slice(0, lineEnd), 16);
          if (!size) break;
          decoded += body.slice(lineEnd + 2, lineEnd + 2 + size);
          body = body.slice(lineEnd + 2 + size + 2);
        }
        body = decoded;
      }
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe('the build without its headers file (docs/decisions/sign-in-and-access.md, "The console\'s own defences")', () => {
  it('says so at start-up, loudly: the console would be served without its policy header', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sandbox = createSandbox();
    const started = await startServer({ port: 0, host: '127.0.0.1', distDir, sandbox });
    await started.close();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('_headers is missing'));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Content-Security-Policy'));

    errors.mockClear();
    const file = path.join(distDir, '_headers');
    writeFileSync(file, "/*\n  Content-Security-Policy: default-src 'self'\n");
    try {
      const again = await startServer({ port: 0, host: '127.0.0.1', distDir, sandbox });
      await again.close();
    } finally {
      rmSync(file);
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('startServer()', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ port: 0, host: '127.0.0.1', distDir, sandbox: createSandbox() });
  });

  afterAll(async () => {
    await server.close();
  });

  it('listens on a free port when asked for port 0 and reports the real one in its url', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });

  it('serves the sandbox API and the console on one origin', async () => {
    const api = await rawGet(server.url, '/api/v1/restaurants');
    expect(api.status).toBe(401);
    expect(JSON.parse(api.body)).toMatchObject({ success: false, code: 401 });

    const page = await rawGet(server.url, '/dashboard');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Kitchen</title>');
  });

  it('answers unknown /api and /__sandbox paths with JSON 404, never the console page', async () => {
    for (const urlPath of ['/api/v1/nothing', '/api', '/__sandbox/nothing']) {
      const answer = await rawGet(server.url, urlPath);
      expect(answer.status).toBe(404);
      expect(answer.headers).toContain('content-type: application/json');
    }
  });
});

describe('startServer({ tls }): HTTPS with HTTP/2, as a deployed console is served', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      distDir,
      sandbox: createSandbox(),
      tls: TEST_TLS,
    });
  });

  // Its test closes it; this is for a test that failed first.
  afterAll(() => server.close().catch(() => undefined));

  it('serves the console and the API over HTTP/2 on an https URL, and closes with a connection still open', async () => {
    expect(server.url).toBe(`https://127.0.0.1:${server.port}`);
    const session = http2.connect(server.url, { ca: TEST_TLS.cert });
    const get = (urlPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': urlPath });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (body += chunk));
        stream.on('end', () => resolve({ status, body }));
        stream.on('error', reject);
      });
    const page = await get('/dashboard');
    expect(session.alpnProtocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Kitchen</title>');
    expect((await get('/api/v1/restaurants')).status).toBe(401);
    // The session stays open: close() must not wait for it.
    await server.close();
    session.destroy();
  });
});
