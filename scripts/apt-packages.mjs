// Debian packages a check needs, installed with apt-get when missing and running as root;
// otherwise the command to run is printed and the check fails. Never downloads anything else.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure every file of `files` exists, installing `packages` when one is missing.
 * `what` names them in the messages ("Firefox ESR and WebKit's driver"); `recommends` false
 * leaves out the packages' recommended ones (apt-get's `--no-install-recommends`).
 */
export function ensurePackages({ what, files, packages, recommends = true }) {
  const installed = () => files.every((file) => existsSync(file));
  const found = () => `${what}: ${files.join(', ')}`;
  if (installed()) {
    console.log(found());
    return;
  }
  const options = recommends ? [] : ['--no-install-recommends'];
  const install = `sudo apt-get install -y ${[...options, ...packages].join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${what}: missing. Install with:\n  ${install}`);
    process.exit(1);
  }
  console.log(`${what}: missing; installing ${packages.join(' ')} with apt-get (running as root)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...options, ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
      process.exit(1);
    }
  }
  if (!installed()) {
    console.error(`apt-get finished but one of ${files.join(', ')} is still missing.`);
    process.exit(1);
  }
  console.log(found());
}
