/**
 * `npm run contract:report`: every declared endpoint (src/api/**\/*.endpoints.ts) against the
 * contract table transcribed from spec §7 (tests/helpers/spec-contract.ts). It lists
 * - declarations whose method and path the table lacks, with the closest table call (the same
 *   path under the camera and stream proxy prefix, the same path with another method, or the
 *   nearest path);
 * - table calls whose path no declaration serves;
 * - for the calls both have, the query and body names that differ, and the defaults the spec
 *   gives that the declaration does not.
 * `:param` and `{param}` are the same, whatever their names. A report, not a test: it prints a
 * table, writes dist/contract-report.json, and exits 0 whatever it finds.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyEndpoint } from '../src/lib/endpoint.ts';
import {
  declaredEndpoints,
  entriesOf,
  type SchemaLike,
} from '../tests/helpers/declared-endpoints.ts';
import { SPEC_CALLS, SPEC_PROXY_PREFIX, type SpecCall } from '../tests/helpers/spec-contract.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type DriftKind =
  | 'declared, not in spec'
  | 'spec call not declared'
  | 'query: spec name not declared'
  | 'body: spec name not declared'
  | 'spec value not declared'
  | 'query: declared name the spec does not give'
  | 'body: declared name the spec does not give';

interface Drift {
  kind: DriftKind;
  method: string;
  /** The declaration's path (`:param`) or, for a call no declaration serves, the spec's. */
  path: string;
  detail: string;
  spec?: string;
  declarations?: string[];
  closest?: { method: string; path: string; why: string; spec: string };
  missing?: string[];
  extra?: string[];
}

/** A path with every parameter, `:name` or `{name}`, as `{}`. */
const shape = (route: string) => route.replace(/:\w+/g, '{}').replace(/\{[^}]*\}/g, '{}');
const keyOf = (method: string, route: string) => `${method} ${shape(route)}`;

/** The default a declared field takes when absent, if it declares one. */
function defaultOf(schema: SchemaLike | undefined): unknown {
  if (!schema) return undefined;
  if ('default' in schema && schema.default !== undefined) {
    return typeof schema.default === 'function'
      ? (schema.default as () => unknown)()
      : schema.default;
  }
  return schema.wrapped ? defaultOf(schema.wrapped) : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

const HTTP: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Table calls a declaration can serve: an HTTP method and a path under the provider API. */
const comparable = SPEC_CALLS.filter(
  (row): row is SpecCall & { path: string } =>
    row.path !== null && row.base === undefined && HTTP.includes(row.method),
);
const tableByKey = new Map(comparable.map((row) => [keyOf(row.method, row.path), row]));

const declared = new Map<string, { endpoint: AnyEndpoint; names: string[] }>();
for (const [name, endpoint] of await declaredEndpoints()) {
  const key = keyOf(endpoint.method, endpoint.path);
  const seen = declared.get(key);
  if (seen) seen.names.push(name);
  else declared.set(key, { endpoint, names: [name] });
}

function closestTo(method: string, route: string): Drift['closest'] {
  const proxied = tableByKey.get(keyOf(method, SPEC_PROXY_PREFIX.path + route));
  if (proxied) {
    return {
      method,
      path: proxied.path,
      why: `the same path under the proxy prefix ${SPEC_PROXY_PREFIX.path} (${SPEC_PROXY_PREFIX.spec})`,
      spec: proxied.spec,
    };
  }
  const otherMethod = comparable.find((row) => shape(row.path) === shape(route));
  if (otherMethod) {
    return {
      method: otherMethod.method,
      path: otherMethod.path,
      why: `the same path with ${otherMethod.method}`,
      spec: otherMethod.spec,
    };
  }
  const ranked = comparable
    .map((row) => ({
      row,
      distance:
        Math.min(
          editDistance(shape(route), shape(row.path)),
          editDistance(shape(SPEC_PROXY_PREFIX.path + route), shape(row.path)),
        ) + (row.method === method ? 0 : 2),
    }))
    .sort((a, b) => a.distance - b.distance);
  const best = ranked[0];
  if (!best) return undefined;
  return {
    method: best.row.method,
    path: best.row.path,
    why: `the nearest path (edit distance ${best.distance})`,
    spec: best.row.spec,
  };
}

const drifts: Drift[] = [];
let unchecked = 0;

/** The query and body names, and the values the spec gives, of a declaration held to a row. */
function compare(endpoint: AnyEndpoint, names: string[], row: SpecCall, via: string): void {
  const base = {
    method: endpoint.method,
    path: endpoint.path,
    spec: row.spec,
    declarations: names,
  };
  for (const part of ['query', 'body'] as const) {
    const spec = row[part];
    if (spec === 'not shown') {
      unchecked++;
      continue;
    }
    const ours = Object.keys(entriesOf(endpoint[part] as SchemaLike | undefined));
    const missing = spec.filter((name) => !ours.includes(name));
    const extra = ours.filter((name) => !spec.includes(name));
    if (missing.length > 0) {
      drifts.push({
        ...base,
        kind: `${part}: spec name not declared`,
        detail: `${missing.join(', ')}${via}`,
        missing,
      });
    }
    if (extra.length > 0) {
      drifts.push({
        ...base,
        kind: `${part}: declared name the spec does not give`,
        detail: `${extra.join(', ')}${via}`,
        extra,
      });
    }
  }
  const fields = {
    ...entriesOf(endpoint.query as SchemaLike | undefined),
    ...entriesOf(endpoint.body as SchemaLike | undefined),
  };
  const given = row.defaults ?? {};
  const expected: Array<[string, unknown]> = Object.entries(given);
  const sizeName = ['limit', 'size'].find((name) => name in fields && !(name in given));
  if (row.paging?.pageSize !== undefined && sizeName) {
    expected.push([sizeName, row.paging.pageSize]);
  }
  for (const [name, value] of expected) {
    const ours = defaultOf(fields[name]);
    if (ours !== undefined && String(ours) === String(value)) continue;
    // A page size the spec states without naming its parameter is held only to a declared default.
    if (ours === undefined && !(name in given)) continue;
    drifts.push({
      ...base,
      kind: 'spec value not declared',
      detail: `${name}: spec ${JSON.stringify(value)}, declared ${
        ours === undefined ? 'no default' : `default ${JSON.stringify(ours)}`
      }${via}`,
    });
  }
}

for (const [key, { endpoint, names }] of declared) {
  const row = tableByKey.get(key);
  if (row) {
    compare(endpoint, names, row, '');
    continue;
  }
  const closest = closestTo(endpoint.method, endpoint.path);
  drifts.push({
    kind: 'declared, not in spec',
    method: endpoint.method,
    path: endpoint.path,
    detail: closest ? `closest: ${closest.method} ${closest.path} — ${closest.why}` : '',
    spec: closest?.spec,
    declarations: names,
    closest,
  });
  // The same call under the proxy prefix: its names are still worth holding to the spec's.
  const proxied = tableByKey.get(keyOf(endpoint.method, SPEC_PROXY_PREFIX.path + endpoint.path));
  if (proxied) compare(endpoint, names, proxied, ' (the call under the proxy prefix)');
}

const servedKeys = new Set(declared.keys());
for (const row of comparable) {
  if (servedKeys.has(keyOf(row.method, row.path))) continue;
  drifts.push({
    kind: 'spec call not declared',
    method: row.method,
    path: row.path,
    detail: row.written ? `spec writes "${row.written}"` : '',
    spec: row.spec,
  });
}

const notComparable = SPEC_CALLS.filter((row) => !comparable.includes(row as never)).map((row) => ({
  method: row.method,
  path: row.path,
  description: row.description,
  base: row.base,
  spec: row.spec,
}));

const KINDS: DriftKind[] = [
  'declared, not in spec',
  'spec call not declared',
  'query: spec name not declared',
  'body: spec name not declared',
  'spec value not declared',
  'query: declared name the spec does not give',
  'body: declared name the spec does not give',
];
drifts.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
const counts = Object.fromEntries(
  KINDS.map((kind) => [kind, drifts.filter((drift) => drift.kind === kind).length]),
);
const summary = {
  declaredEndpoints: [...declared.values()].reduce((sum, entry) => sum + entry.names.length, 0),
  declaredCalls: declared.size,
  tableCalls: SPEC_CALLS.length,
  tableCallsComparable: comparable.length,
  tableCallsNotComparable: notComparable.length,
  matched: [...declared.keys()].filter((key) => tableByKey.has(key)).length,
  payloadsNotShownInSpec: unchecked,
  drifts: drifts.length,
  byKind: counts,
};

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) =>
    Math.min(60, Math.max(...rows.map((row) => row[column]!.length))),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!)))
        .join('  '),
    )
    .join('\n');
}

const out: string[] = [];
out.push(
  'Contract report: declared endpoints against spec §7 (tests/helpers/spec-contract.ts)',
  '',
);
out.push(
  table([
    ['declared endpoints', String(summary.declaredEndpoints)],
    ['  distinct method + path', String(summary.declaredCalls)],
    ['spec §7 calls in the table', String(summary.tableCalls)],
    ['  with a provider API path', String(summary.tableCallsComparable)],
    ['  path not shown, or not the API', String(summary.tableCallsNotComparable)],
    ['matched (method + path)', String(summary.matched)],
    ['payloads the spec does not show', String(summary.payloadsNotShownInSpec)],
  ]),
  '',
);
out.push(table([['kind', 'count'], ...KINDS.map((kind) => [kind, String(counts[kind])])]), '');
for (const kind of KINDS) {
  const rows = drifts.filter((drift) => drift.kind === kind);
  if (rows.length === 0) continue;
  out.push(`== ${kind} (${rows.length}) ==`);
  out.push(
    table([
      ['method', 'path', 'spec', 'detail'],
      ...rows.map((drift) => [
        drift.method,
        drift.path,
        drift.spec ?? drift.closest?.spec ?? '',
        drift.detail,
      ]),
    ]),
    '',
  );
}

console.log(out.join('\n'));

const dist = path.join(root, 'dist');
mkdirSync(dist, { recursive: true });
const file = path.join(dist, 'contract-report.json');
writeFileSync(file, `${JSON.stringify({ summary, drifts, notComparable }, null, 2)}\n`);
console.log(`Written: ${path.relative(root, file)}`);
