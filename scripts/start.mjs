// `npm start`: build the console when the build is missing or older than its sources, then
// serve it with the provider sandbox on one origin (sandbox/server.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'index.html');
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts'];

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

const server = spawn(process.execPath, ['--import', 'tsx', path.join('sandbox', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
