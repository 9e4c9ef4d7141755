#!/usr/bin/env node
// Bundle budget: what the first page loads (entry module, modulepreloads, stylesheets, inline
// <script>/<style> of dist/index.html), gzip -9, against FIRST_PAGE_JS_BUDGET_KIB; then every
// other JS chunk in dist/assets (route chunks). Writes dist/budget.json.
// Usage: node scripts/budget.mjs [distDir]   (npm run budget; needs `vite build` first)
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Gzipped JS the first page may load, in KiB (README, "Budgets"). */
const FIRST_PAGE_JS_BUDGET_KIB = 150;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, process.argv[2] ?? 'dist');
const indexFile = join(dist, 'index.html');
if (!existsSync(indexFile)) {
  console.error(`budget: ${relative(root, indexFile)} not found; run \`npx vite build\` first.`);
  process.exit(1);
}
const html = readFileSync(indexFile, 'utf8');

const kib = (bytes) => bytes / 1024;
const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;

function attributes(text) {
  const attrs = {};
  for (const m of text.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/** Maps an URL in index.html to a file in dist (same-origin, absolute or relative paths). */
function fileFor(url) {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return null;
  const clean = url.split(/[?#]/)[0];
  const file = join(dist, clean.startsWith('/') ? clean.slice(1) : clean);
  return existsSync(file) ? file : null;
}

function entry(label, buf, file) {
  return {
    file: label,
    path: file ? relative(dist, file) : null,
    raw: buf.length,
    gzip: gzipSize(buf),
  };
}

const js = [];
const css = [];
const missing = [];
const seen = new Set();
function addFile(list, url) {
  const file = fileFor(url);
  if (!file) {
    missing.push(url);
    return;
  }
  if (seen.has(file)) return;
  seen.add(file);
  list.push(entry(relative(dist, file), readFileSync(file), file));
}

const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
let inlineScripts = 0;
for (const m of withoutComments.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
  const attrs = attributes(m[1]);
  const type = (attrs.type ?? '').toLowerCase();
  if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
  if (attrs.src !== undefined) addFile(js, attrs.src);
  else if (m[2].trim()) js.push(entry(`(inline script #${++inlineScripts})`, Buffer.from(m[2])));
}
for (const m of withoutComments.matchAll(/<link\b([^>]*)>/gi)) {
  const attrs = attributes(m[1]);
  const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
  if (!attrs.href) continue;
  if (rel.includes('modulepreload')) addFile(js, attrs.href);
  else if (rel.includes('stylesheet')) addFile(css, attrs.href);
}
let inlineStyles = 0;
for (const m of withoutComments.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
  if (m[1].trim()) css.push(entry(`(inline style #${++inlineStyles})`, Buffer.from(m[1])));
}

const assetsDir = join(dist, 'assets');
const chunks = existsSync(assetsDir)
  ? readdirSync(assetsDir, { recursive: true })
      .map((name) => join(assetsDir, String(name)))
      .filter((file) => /\.m?js$/.test(file) && statSync(file).isFile() && !seen.has(file))
      .map((file) => entry(relative(dist, file), readFileSync(file), file))
      .sort((a, b) => b.gzip - a.gzip)
  : [];

const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
const totals = {
  firstPageJs: { raw: sum(js, 'raw'), gzip: sum(js, 'gzip') },
  firstPageCss: { raw: sum(css, 'raw'), gzip: sum(css, 'gzip') },
  otherJs: { raw: sum(chunks, 'raw'), gzip: sum(chunks, 'gzip') },
};

const width = Math.max(40, ...[...js, ...css, ...chunks].map((item) => item.file.length)) + 2;
const row = (name, raw, gzip) => `${name.padEnd(width)}${raw.padStart(12)}${gzip.padStart(12)}`;
const num = (bytes) => kib(bytes).toFixed(1);
function table(title, list, total) {
  console.log(`\n${title}`);
  console.log(row('file', 'raw KiB', 'gzip KiB'));
  console.log('-'.repeat(width + 24));
  for (const item of list) console.log(row(item.file, num(item.raw), num(item.gzip)));
  if (total) {
    console.log('-'.repeat(width + 24));
    console.log(row('total', num(total.raw), num(total.gzip)));
  }
}

table('First page: JavaScript', js, totals.firstPageJs);
table('First page: CSS', css, totals.firstPageCss);
table('Other JS chunks (loaded by routes)', chunks, totals.otherJs);
if (missing.length) console.log(`\nNot found in dist (external or missing): ${missing.join(', ')}`);

const jsGzipKib = kib(totals.firstPageJs.gzip);
const ok = jsGzipKib <= FIRST_PAGE_JS_BUDGET_KIB;
writeFileSync(
  join(dist, 'budget.json'),
  JSON.stringify(
    {
      budget: { firstPageJsGzipKiB: FIRST_PAGE_JS_BUDGET_KIB },
      ok,
      totals: Object.fromEntries(
        Object.entries(totals).map(([key, t]) => [
          key,
          { rawBytes: t.raw, gzipBytes: t.gzip, rawKiB: +num(t.raw), gzipKiB: +num(t.gzip) },
        ]),
      ),
      firstPage: { js, css },
      otherChunks: chunks,
    },
    null,
    2,
  ) + '\n',
);

console.log(
  `\nFirst-page JS ${jsGzipKib.toFixed(1)} KiB gzip (budget ${FIRST_PAGE_JS_BUDGET_KIB} KiB): ` +
    `${ok ? 'OK' : 'OVER BUDGET'}; first-page CSS ${num(totals.firstPageCss.gzip)} KiB gzip. ` +
    `Wrote ${relative(root, join(dist, 'budget.json'))}.`,
);
process.exit(ok ? 0 : 1);
