import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_CALLS, type SpecCall } from '../helpers/spec-contract';
import { SPEC_DEVIATIONS } from '../helpers/spec-deviations';
import { declaredEndpoints } from '../helpers/declared-endpoints';
import { callCovers, contractProblems, specCallFor } from '../helpers/provider-contract';
import { lineOf, SPEC_TEXT } from '../helpers/spec-text';

/*
 * The console's calls held to spec §7 (tests/helpers/spec-contract.ts). The e2e suite holds every
 * request the browser sends to it (tests/e2e/provider-contract.e2e.ts); here, the checker
 * itself, and every declaration's method and path, including those no e2e spec reaches.
 */

const declared = await declaredEndpoints();
/** A declaration's path as a request would carry it: `:name` as `{name}`. */
const sentPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('a request held to spec §7', () => {
  it('passes a call of the table with the parameters the spec gives it (001 §7 line 221)', () => {
    expect(
      contractProblems({
        method: 'GET',
        path: '/api/v1/fryerTimerCycleHistory/total',
        query: ['startTime', 'endTime', 'restaurantUuid', 'materials', 'vendors', 'isCorrect'],
      }),
    ).toEqual([]);
  });

  it('fails a camera call without the proxy prefix /restaurants/{restaurantId} (001 §7 line 157)', () => {
    const [problem, ...rest] = contractProblems({
      method: 'GET',
      path: '/api/v1/cameras',
      query: [],
    });
    expect(rest).toEqual([]);
    expect(problem?.kind).toBe('missing proxy prefix');
    expect(problem?.detail).toContain('/restaurants/{restaurantId}/cameras');
  });

  it('passes the same camera call under the prefix', () => {
    expect(
      contractProblems({
        method: 'GET',
        path: '/api/v1/restaurants/r-1/cameras/c-1/limits',
        query: [],
      }),
    ).toEqual([]);
  });

  it('fails a filter the spec names otherwise: startTime where /analytic/{name} takes startEventTime (000 §7 line 178)', () => {
    const problems = contractProblems({
      method: 'GET',
      path: '/api/v1/analytic/fryer-cycles',
      query: ['startTime', 'endEventTime', 'restaurantUuid'],
    });
    expect(problems.map((problem) => [problem.kind, problem.detail.split(':')[0]])).toEqual([
      ['parameter the spec does not give', '"startTime"'],
    ]);
  });

  it('fails a path §7 does not hold and no deviation lists', () => {
    expect(
      contractProblems({ method: 'GET', path: '/api/v1/kitchen/secrets', query: [] }).map(
        (problem) => problem.kind,
      ),
    ).toEqual(['path not in spec §7']);
  });

  it('passes a path the spec does not show when a deviation lists it (001 §7 line 227)', () => {
    expect(
      contractProblems({
        method: 'GET',
        path: '/api/v1/events/unusual/empty-pan/total',
        query: [],
      }),
    ).toEqual([]);
  });
});

describe('the declarations against spec §7', () => {
  it('finds the declarations (a check of none would pass)', () => {
    expect(declared.length).toBeGreaterThan(200);
  });

  it('declares every call at the method and path the spec gives, or as a listed deviation', () => {
    const problems = declared.flatMap(([name, endpoint]) =>
      contractProblems({ method: endpoint.method, path: sentPath(endpoint.path), query: [] })
        .filter((problem) => problem.kind !== 'parameter the spec does not give')
        .map((problem) => `${name}: ${problem.kind}: ${problem.request} (${problem.detail})`),
    );
    expect(problems).toEqual([]);
  });

  it('declares every call of both §7 sections that goes to the provider API', () => {
    const served = new Set(
      declared.map(([, endpoint]) => specCallFor(endpoint.method, sentPath(endpoint.path))),
    );
    const missing = SPEC_CALLS.filter(
      (row): row is SpecCall & { path: string } =>
        row.path !== null &&
        row.base === undefined &&
        row.method !== 'WEBSOCKET' &&
        row.method !== 'not shown' &&
        !served.has(row),
    ).map((row) => `${row.method} ${row.path} (${row.spec})`);
    expect(missing).toEqual([]);
  });
});

describe('the listed deviations (tests/helpers/spec-deviations.ts)', () => {
  const deviations = SPEC_DEVIATIONS.map((deviation) => [deviation.calls[0], deviation] as const);

  it.each(deviations)('%s… gives a reason', (_, deviation) => {
    expect(deviation.reason.length).toBeGreaterThan(30);
  });

  // The spec documents are not the repository's: spec-contract.test.ts says when they are absent.
  it.skipIf(SPEC_TEXT.missing !== null).each(deviations)(
    '%s… cites a spec line that exists',
    (_, deviation) => {
      expect(lineOf(deviation.spec).trim()).not.toBe('');
    },
  );

  it('lists only calls a declaration makes (a deviation nothing uses is out of date)', () => {
    const paths = declared.map(([, endpoint]) => ({
      method: endpoint.method,
      path: sentPath(endpoint.path),
    }));
    const unused = SPEC_DEVIATIONS.flatMap((deviation) =>
      deviation.calls.filter(
        (call) => !paths.some((path) => callCovers(call, path.method, path.path)),
      ),
    );
    expect(unused).toEqual([]);
  });
});

describe('the declarations in use', () => {
  /** The console's code: every src file but the two spec tables and the generated route tree. */
  const consoleCode = (function read(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return read(full);
      const skip = entry.name.startsWith('spec-') || entry.name === 'routeTree.gen.ts';
      return /\.tsx?$/.test(entry.name) && !skip ? [readFileSync(full, 'utf8')] : [];
    });
  })(path.resolve(__dirname, '../../src')).join('\n');

  /**
   * Calls the console makes at an address the provider gives, not one it builds: hls.js fetches
   * the playlist GET /records/link/{id} answers (001 §7 line 170), and the segments it lists; a
   * recording's preview and file are fetched from the URLs its answer gives (001 §7 line 170 "a
   * blob download from a given URL"), which are the sandbox's paths.
   */
  const AT_GIVEN_ADDRESS = [
    'getHlsPlaylist',
    'getHlsSegment',
    'getRecordingPreview',
    'downloadRecordingFile',
  ];

  /**
   * Calls §7 lists that no screen of the spec needs, declared so the sandbox serves them and
   * the declarations cover §7: GET /streams (001 §7 line 173) lists a restaurant's streams, but
   * aruco validation lists its own (line 185) and starts a stream by its id (§3 line 75), and a
   * stream names no camera, so no screen has a use for the list.
   */
  const NO_SCREEN_NEEDS = ['listStreams'];

  it('makes every declared call from console code (a declaration no screen uses claims a call the console never makes)', () => {
    const exports = [...new Set(declared.map(([name]) => name.split('#')[1]!.split('.')[0]!))];
    // Its declaration is one mention; a use, in a query, a page or a table of calls, another.
    const unused = exports.filter(
      (name) =>
        !AT_GIVEN_ADDRESS.includes(name) &&
        !NO_SCREEN_NEEDS.includes(name) &&
        (consoleCode.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length < 2,
    );
    expect(unused).toEqual([]);
  });

  it('lists as needed by no screen only calls no console code makes', () => {
    const used = NO_SCREEN_NEEDS.filter(
      (name) => (consoleCode.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length >= 2,
    );
    expect(used).toEqual([]);
  });
});
