#!/usr/bin/env node
// Makes sure Debian's chromium is at /usr/bin/chromium (the e2e suite and the Lighthouse bench
// drive it; no browser is ever downloaded). As root it installs the package; otherwise it
// prints the command to run and fails.
// Usage: node scripts/ensure-chromium.mjs
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import chromiumConfig from './chromium.json' with { type: 'json' };

const CHROMIUM = chromiumConfig.executable;
const INSTALL = 'sudo apt-get install -y chromium';

if (existsSync(CHROMIUM)) {
  console.log(`chromium: ${CHROMIUM}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`chromium is missing at ${CHROMIUM}. Install it with:\n  ${INSTALL}`);
  process.exit(1);
}

console.log(`chromium is missing at ${CHROMIUM}; installing it with apt-get (running as root)`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', 'chromium']]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
console.log(`chromium: ${CHROMIUM}`);
