// `npm start`: build the console when the build is missing or older than its sources, then
// serve it with the provider sandbox on one origin (sandbox/server.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MONITORING_PACKAGES,
  monitoringInstalled,
  startMonitoringStack,
} from './monitoring-stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'index.html');
/**
 * What the build is made from: the console's sources and the build's own scripts, which
 * vite.config.ts imports (the content security policy and `_headers` among them): a change to
 * any of them makes dist/ stale.
 */
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', ...viteConfigScripts()];

/** The scripts/ files vite.config.ts imports, and those they import in turn. */
function viteConfigScripts() {
  const found = new Set();
  const visit = (file) => {
    const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
    for (const [, relative] of source.matchAll(/^import[^'"]*['"](\.{1,2}\/[^'"]+)['"]/gm)) {
      const target = path.resolve(path.dirname(file), relative);
      const inScripts = path.relative(path.join(root, 'scripts'), target);
      if (inScripts.startsWith('..') || found.has(target)) continue;
      found.add(target);
      visit(target);
    }
  };
  visit(path.join(root, 'vite.config.ts'));
  return [...found].map((file) => path.relative(root, file));
}

/** Newest modification time under `target` (a file or a folder), 0 when it does not exist. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

if (buildIsStale()) {
  if (existsSync(path.join(root, 'index.html'))) {
    console.log('Building the console (dist/ is missing or older than its sources)…');
    const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else {
    console.warn('No index.html to build the console from: serving the sandbox API only.');
  }
}

/**
 * The monitoring source: Debian's Prometheus and node-exporter on loopback ports when
 * they are installed (the sandbox then answers /monitoring/* from them), else simulated series.
 * The sandbox pulls alerts every 2 s either way (SANDBOX_MONITORING_EVERY).
 */
async function startMonitoring() {
  if (!monitoringInstalled()) {
    console.log(
      `Monitoring: Prometheus is not installed (apt-get install -y ${MONITORING_PACKAGES.join(' ')}): the sandbox serves simulated series.`,
    );
    return null;
  }
  try {
    const stack = await startMonitoringStack({ waitForData: false });
    console.log(
      `Monitoring: Debian's Prometheus ${stack.prometheusUrl} scraping prometheus-node-exporter ${stack.nodeExporterUrl} (first figures in about 5 s).`,
    );
    return stack;
  } catch (error) {
    console.warn(
      `Monitoring: Prometheus did not start, the sandbox serves simulated series: ${error.message}`,
    );
    return null;
  }
}

const monitoring = await startMonitoring();
const server = spawn(process.execPath, ['--import', 'tsx', path.join('sandbox', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    SANDBOX_MONITORING_EVERY: '2',
    ...process.env,
    ...monitoring?.env,
  },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  const exit = () => process.exit(code ?? (signal ? 1 : 0));
  if (monitoring) monitoring.stop().then(exit, exit);
  else exit();
});
