import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildPath, type AnyEndpoint } from '../../src/lib/endpoint';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/api');

function endpointFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return endpointFiles(full);
    return entry.name.endsWith('.endpoints.ts') ? [full] : [];
  });
}

function isEndpoint(value: unknown): value is AnyEndpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AnyEndpoint).method === 'string' &&
    typeof (value as AnyEndpoint).path === 'string' &&
    typeof (value as AnyEndpoint).auth === 'boolean' &&
    'response' in value
  );
}

/** The endpoints in `value`: itself, or those in a table of them (`TIMER_ENDPOINTS.fryer.list`). */
function endpointsIn(name: string, value: unknown): Array<[string, AnyEndpoint]> {
  if (isEndpoint(value)) return [[name, value]];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => endpointsIn(`${name}.${key}`, item));
}

/**
 * Every endpoint declared in src/api/**\/*.endpoints.ts, named `file#export`, or
 * `file#export.key…` for one in a table of endpoints.
 */
export async function declaredEndpoints(): Promise<Array<[string, AnyEndpoint]>> {
  const found: Array<[string, AnyEndpoint]> = [];
  for (const file of endpointFiles(apiDir)) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      found.push(...endpointsIn(`${path.relative(apiDir, file)}#${name}`, value));
    }
  }
  return found;
}

/** The endpoint's address with every path parameter set to 'x' (an id nothing has). */
export function anyAddress(declared: AnyEndpoint): string {
  const params = Object.fromEntries(
    [...declared.path.matchAll(/:(\w+)/g)].map((match) => [match[1], 'x']),
  );
  return `/api/v1${buildPath(declared.path, params)}`;
}

/** What `entriesOf` reads of a valibot schema. */
export interface SchemaLike {
  type?: string;
  entries?: Record<string, SchemaLike>;
  wrapped?: SchemaLike;
  pipe?: SchemaLike[];
  options?: SchemaLike[];
  default?: unknown;
}

/** The object entries of a valibot schema, through optional, pipe and union wrappers. */
export function entriesOf(schema: SchemaLike | undefined): Record<string, SchemaLike> {
  if (!schema) return {};
  if (schema.entries) return schema.entries;
  if (schema.wrapped) return entriesOf(schema.wrapped);
  if (schema.pipe?.[0] && schema.pipe[0] !== schema) return entriesOf(schema.pipe[0]);
  if (schema.options) return Object.assign({}, ...schema.options.map(entriesOf));
  return {};
}

/** The query parameter names a declaration takes. */
export function declaredQueryNames(declared: AnyEndpoint): string[] {
  return Object.keys(entriesOf(declared.query as SchemaLike | undefined));
}
