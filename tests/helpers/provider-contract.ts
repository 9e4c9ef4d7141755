/**
 * Holds a request the console sends to spec §7 (tests/helpers/spec-contract.ts): its method and path
 * must be a call of the table, under the proxy prefix where 001 §7 line 157 puts it, and every
 * query parameter it names must be one the spec gives for that call. What the spec does not
 * give passes only as a listed deviation (tests/helpers/spec-deviations.ts), with its spec line and
 * reason. Used by the e2e suite on the browser's request log and by a unit test on the
 * declarations.
 */
import {
  SPEC_API_BASE,
  SPEC_CALLS,
  SPEC_PROXY_PREFIX,
  type SpecCall,
  type SpecRef,
} from './spec-contract';
import { SPEC_DEVIATIONS, type SpecDeviation } from './spec-deviations';

export interface SentRequest {
  method: string;
  /** The URL's path, with or without the /api/v1 base; no query string. */
  path: string;
  /** The query parameter names it carries. */
  query: readonly string[];
}

export type ContractProblemKind =
  'path not in spec §7' | 'missing proxy prefix' | 'parameter the spec does not give';

export interface ContractProblem {
  kind: ContractProblemKind;
  /** `METHOD /path` as sent. */
  request: string;
  detail: string;
  spec?: SpecRef;
}

const HTTP_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** `{name}` (or `:name`) matches one path segment; a trailing `/**` matches any rest. */
function templatePattern(template: string): RegExp {
  const anyRest = template.endsWith('/**');
  const body = (anyRest ? template.slice(0, -3) : template)
    .split(/(\{[^}]+\}|:\w+)/)
    .map((part) =>
      /^(\{[^}]+\}|:\w+)$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${body}${anyRest ? '(/.*)?' : ''}$`);
}

interface CompiledCall {
  row: SpecCall & { path: string };
  pattern: RegExp;
}

/** The table's calls a browser can send to the provider API (not TURN, gateway or device). */
const PROVIDER_CALLS: readonly CompiledCall[] = SPEC_CALLS.filter(
  (row): row is SpecCall & { path: string } =>
    row.path !== null && row.base === undefined && HTTP_METHODS.includes(row.method),
).map((row) => ({ row, pattern: templatePattern(row.path) }));

interface CompiledDeviation {
  deviation: SpecDeviation;
  calls: ReadonlyArray<{ method: string; pattern: RegExp }>;
}

/** A deviation's `METHOD /template` as a method and a path pattern. */
function compileCall(call: string): { method: string; pattern: RegExp } {
  const [method, template] = call.split(' ') as [string, string];
  return { method, pattern: templatePattern(template) };
}

const DEVIATIONS: readonly CompiledDeviation[] = SPEC_DEVIATIONS.map((deviation) => ({
  deviation,
  calls: deviation.calls.map(compileCall),
}));

/** Whether a deviation's `METHOD /template` covers a request's method and path. */
export function callCovers(call: string, method: string, path: string): boolean {
  const compiled = compileCall(call);
  return compiled.method === method && compiled.pattern.test(apiPath(path));
}

function deviationsFor(method: string, path: string): SpecDeviation[] {
  return DEVIATIONS.filter(({ calls }) =>
    calls.some((call) => call.method === method && call.pattern.test(path)),
  ).map(({ deviation }) => deviation);
}

/** The path relative to the provider API, without its /api/v1 base. */
export function apiPath(path: string): string {
  return path.startsWith(`${SPEC_API_BASE.path}/`) ? path.slice(SPEC_API_BASE.path.length) : path;
}

/** The table's call for a method and path, if it has one. */
export function specCallFor(method: string, path: string): SpecCall | undefined {
  const relative = apiPath(path);
  // The most literal of the calls that match: /users/user before /users/{id}.
  const literal = (row: SpecCall & { path: string }) => row.path.replace(/\{[^}]+\}/g, '').length;
  return PROVIDER_CALLS.filter(
    ({ row, pattern }) => row.method === method && pattern.test(relative),
  )
    .map(({ row }) => row)
    .sort((a, b) => literal(b) - literal(a))[0];
}

/** What is wrong with one request against spec §7; empty when the provider would understand it. */
export function contractProblems(request: SentRequest): ContractProblem[] {
  const method = request.method.toUpperCase();
  const path = apiPath(request.path);
  const label = `${method} ${path}`;
  const deviations = deviationsFor(method, path);
  const row = specCallFor(method, path);
  if (!row) {
    const prefixed = `${SPEC_PROXY_PREFIX.path.replace('{restaurantId}', 'x')}${path}`;
    const underPrefix = specCallFor(method, prefixed);
    if (underPrefix) {
      return [
        {
          kind: 'missing proxy prefix',
          request: label,
          detail: `spec §7 sends it as ${underPrefix.path} (${SPEC_PROXY_PREFIX.spec})`,
          spec: underPrefix.spec,
        },
      ];
    }
    if (deviations.some((deviation) => deviation.query === undefined)) return [];
    return [
      {
        kind: 'path not in spec §7',
        request: label,
        detail: 'no call of spec §7 has this method and path, and no deviation lists it',
      },
    ];
  }
  if (row.query === 'not shown') return [];
  const given = new Set<string>(row.query);
  for (const deviation of deviations) deviation.query?.forEach((name) => given.add(name));
  return [...new Set(request.query)]
    .filter((name) => !given.has(name))
    .map((name) => ({
      kind: 'parameter the spec does not give' as const,
      request: label,
      detail: `"${name}": the spec gives ${row.query.length ? (row.query as string[]).join(', ') : 'no parameter'} for ${row.method} ${row.path}`,
      spec: row.spec,
    }));
}

/** Every problem of a request log, one line per distinct problem. */
export function contractReport(requests: Iterable<SentRequest>): string[] {
  const lines = new Set<string>();
  for (const request of requests) {
    for (const problem of contractProblems(request)) {
      lines.add(
        `${problem.kind}: ${problem.request}: ${problem.detail}${problem.spec ? ` (${problem.spec})` : ''}`,
      );
    }
  }
  return [...lines].sort();
}
