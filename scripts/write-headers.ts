// `npm run headers [dist]`: after dist/config.json is edited for a provider, rewrite the
// build's `_headers` so its content security policy connects to that provider's hosts
// (scripts/content-security.ts; index.html's own policy does not need rebuilding).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HEADERS_FILE, headersFile } from './content-security.ts';

const dist = path.resolve(process.argv[2] ?? 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const config = JSON.parse(readFileSync(path.join(dist, 'config.json'), 'utf8')) as Record<
  string,
  unknown
>;
writeFileSync(path.join(dist, HEADERS_FILE), headersFile(html, config));
console.log(
  `${path.join(dist, HEADERS_FILE)}: connections to ${JSON.stringify(config.apiBaseUrl ?? '/api/v1')} and the other hosts config.json names`,
);
