/**
 * Child-process entry: serves the built console and the sandbox on a free port and prints
 * `{"url": …}` as its first stdout line. A child, not in-process, so the sandbox's simulator
 * timers can never keep the test runner alive after its summary.
 */
import { readFileSync } from 'node:fs';
import { startServer } from '../../../sandbox/server.ts';

const distDir = process.env.E2E_DIST_DIR;
if (!distDir) throw new Error('E2E_DIST_DIR is not set');

// E2E_VIDEO=1: the live media stack (Janus, ffmpeg feeds) too; the handshake says whether it runs.
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  distDir,
  video: process.env.E2E_VIDEO === '1',
  // E2E_TLS_KEY and E2E_TLS_CERT (PEM files): HTTPS with HTTP/2, as the phone benchmarks ask.
  tls:
    process.env.E2E_TLS_KEY && process.env.E2E_TLS_CERT
      ? {
          key: readFileSync(process.env.E2E_TLS_KEY, 'utf8'),
          cert: readFileSync(process.env.E2E_TLS_CERT, 'utf8'),
        }
      : undefined,
});
process.stdout.write(`${JSON.stringify({ url: server.url, video: server.video })}\n`);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  const force = setTimeout(() => process.exit(0), 3000);
  force.unref();
  try {
    await server.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
process.on('disconnect', () => void shutdown());
