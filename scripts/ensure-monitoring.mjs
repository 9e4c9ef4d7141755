#!/usr/bin/env node
// Makes sure Debian's prometheus and prometheus-node-exporter are installed (the monitoring e2e
// reads real figures from them, and `npm start` uses them when present). As root it installs
// the packages; otherwise it prints the command to run and fails.
// Usage: node scripts/ensure-monitoring.mjs
import { spawnSync } from 'node:child_process';
import {
  MONITORING_PACKAGES,
  monitoringInstalled,
  NODE_EXPORTER_BIN,
  PROMETHEUS_BIN,
} from './monitoring-stack.mjs';

const INSTALL = `sudo apt-get install -y ${MONITORING_PACKAGES.join(' ')}`;
const found = () => `prometheus: ${PROMETHEUS_BIN}, node-exporter: ${NODE_EXPORTER_BIN}`;

if (monitoringInstalled()) {
  console.log(found());
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Prometheus or node-exporter is missing. Install them with:\n  ${INSTALL}`);
  process.exit(1);
}

console.log(
  `Prometheus or node-exporter is missing; installing them with apt-get (running as root)`,
);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', ...MONITORING_PACKAGES]]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}
if (!monitoringInstalled()) {
  console.error(`apt-get finished but ${PROMETHEUS_BIN} or ${NODE_EXPORTER_BIN} is still missing.`);
  process.exit(1);
}
console.log(found());
