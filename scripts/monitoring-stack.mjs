// The real monitoring components for the provider sandbox: Debian's
// prometheus-node-exporter and prometheus on loopback ports, data in a temporary directory,
// configuration from monitoring/. Ready when Prometheus answers `up{job="node"}` with samples
// (about 5 s after the start): polled, never slept on. Used by `npm start`
// (scripts/start.mjs) and the e2e harness (tests/e2e/support/server.ts); run alone with
// `node scripts/monitoring-stack.mjs` to keep a stack up until Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG_DIR = path.join(ROOT, 'monitoring');
/** The address the repository's configuration names; replaced by the one actually used. */
const CONFIGURED_EXPORTER = '127.0.0.1:9100';

export const PROMETHEUS_BIN = '/usr/bin/prometheus';
export const NODE_EXPORTER_BIN = '/usr/bin/prometheus-node-exporter';
export const MONITORING_PACKAGES = ['prometheus', 'prometheus-node-exporter'];

/** Whether Debian's prometheus and prometheus-node-exporter are installed. */
export function monitoringInstalled() {
  return existsSync(PROMETHEUS_BIN) && existsSync(NODE_EXPORTER_BIN);
}

/** The node-exporter's flags: only the collectors the catalogue reads (cheap at a 2 s scrape). */
function exporterArgs(address, textfileDir) {
  return [
    `--web.listen-address=${address}`,
    '--collector.disable-defaults',
    ...['cpu', 'meminfo', 'filesystem', 'diskstats', 'netdev', 'os', 'uname', 'time', 'stat'].map(
      (name) => `--collector.${name}`,
    ),
    '--collector.hwmon',
    '--collector.thermal_zone',
    '--collector.cpu.info',
    '--collector.textfile',
    `--collector.textfile.directory=${textfileDir}`,
    '--collector.netdev.device-exclude=^(lo|ifb.*)$',
  ];
}

function startProcess(command, args, logFile) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const chunks = [];
  child.stderr.on('data', (chunk) => {
    chunks.push(chunk);
    if (chunks.length > 200) chunks.shift();
  });
  child.logTail = () => Buffer.concat(chunks).toString().split('\n').slice(-15).join('\n');
  child.on('exit', () => writeFileSync(logFile, Buffer.concat(chunks)));
  return child;
}

function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Polls `check` every `everyMs` until it answers true; fails after `timeoutMs` with `what`. */
async function waitFor(check, what, { timeoutMs = 30_000, everyMs = 200, processes = [] } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = processes.find((child) => child.exitCode !== null || child.signalCode !== null);
    if (dead) throw new Error(`${what}: ${dead.spawnargs[0]} exited\n${dead.logTail()}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Whether the instant query `expr` answers at least one series. */
async function hasSamples(prometheusUrl, expr) {
  const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(expr)}`);
  if (!response.ok) return false;
  const body = await response.json();
  return body.status === 'success' && body.data.result.length > 0;
}

/**
 * Starts node-exporter and Prometheus. `waitForData` (default true) waits until `up{job="node"}`
 * has samples; false returns as soon as Prometheus is ready (its first sample comes ~5 s later).
 * Resolves with the URLs, the textfile directory (where GPU metrics go) and `stop()`.
 */
export async function startMonitoringStack({ waitForData = true } = {}) {
  if (!monitoringInstalled())
    throw new Error(
      `Prometheus is not installed: apt-get install -y ${MONITORING_PACKAGES.join(' ')}`,
    );
  // A free port is free when it is chosen, not when the server binds it: with several e2e
  // processes starting at once, another took one (Prometheus then exits, and the other server
  // answered its queries). Another pair of ports is tried then.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnFreePorts(waitForData);
    } catch (error) {
      if (attempt >= PORT_ATTEMPTS) throw error;
      console.warn(`Monitoring stack, try ${attempt}: ${error.message.split('\n')[0]}; again`);
    }
  }
}

const PORT_ATTEMPTS = 3;

/** The body of Prometheus's `/-/ready` and the exporter's metrics: the servers are theirs. */
const isPrometheus = (response) =>
  response.ok && response.text().then((text) => text.includes('Prometheus'));
const isNodeExporter = (response) =>
  response.ok && response.text().then((text) => text.includes('node_exporter_build_info'));

async function startOnFreePorts(waitForData) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kitchen-monitoring-'));
  const textfileDir = path.join(dir, 'textfile');
  const dataDir = path.join(dir, 'data');
  mkdirSync(textfileDir);
  mkdirSync(dataDir);
  const [exporterPort, prometheusPort] = [await freePort(), await freePort()];
  const exporterAddress = `127.0.0.1:${exporterPort}`;
  const prometheusUrl = `http://127.0.0.1:${prometheusPort}`;

  const withAddress = (text) => text.split(CONFIGURED_EXPORTER).join(exporterAddress);
  writeFileSync(
    path.join(dir, 'prometheus.yml'),
    withAddress(readFileSync(path.join(CONFIG_DIR, 'prometheus.yml'), 'utf8')).replace(
      /^(\s*-\s*)rules\//m,
      `$1${path.join(CONFIG_DIR, 'rules')}/`,
    ),
  );
  writeFileSync(
    path.join(dir, 'targets.json'),
    withAddress(readFileSync(path.join(CONFIG_DIR, 'targets.json'), 'utf8')),
  );

  const exporter = startProcess(
    NODE_EXPORTER_BIN,
    exporterArgs(exporterAddress, textfileDir),
    path.join(dir, 'node-exporter.log'),
  );
  const prometheus = startProcess(
    PROMETHEUS_BIN,
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${dataDir}`,
      `--web.listen-address=127.0.0.1:${prometheusPort}`,
      '--storage.tsdb.retention.time=2h',
      '--web.enable-lifecycle',
    ],
    path.join(dir, 'prometheus.log'),
  );
  const processes = [exporter, prometheus];
  const stop = async () => {
    await Promise.all(processes.map(stopProcess));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      () => fetch(`${prometheusUrl}/-/ready`).then(isPrometheus),
      'Prometheus did not become ready',
      { processes },
    );
    await waitFor(
      () => fetch(`http://${exporterAddress}/metrics`).then(isNodeExporter),
      'node-exporter did not answer',
      { processes },
    );
    if (waitForData)
      await waitFor(
        () => hasSamples(prometheusUrl, 'up{job="node"} == 1'),
        'No node-exporter sample',
        {
          processes,
        },
      );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    prometheusUrl,
    nodeExporterUrl: `http://${exporterAddress}`,
    textfileDir,
    dir,
    /** The environment that points the sandbox at this stack (sandbox/monitoring/source.ts). */
    env: { SANDBOX_PROMETHEUS_URL: prometheusUrl, SANDBOX_NODE_TEXTFILE_DIR: textfileDir },
    stop,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const stack = await startMonitoringStack();
  console.log(
    `Prometheus ${stack.prometheusUrl} (node-exporter ${stack.nodeExporterUrl}, textfile ${stack.textfileDir}): data after ${Date.now() - started} ms`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => void stack.stop().then(() => process.exit(0)));
}
