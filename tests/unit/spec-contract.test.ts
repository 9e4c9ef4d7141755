import { describe, expect, it } from 'vitest';
import {
  SPEC_CALLS,
  SPEC_PROXY_PREFIX,
  type SpecCall,
  type SpecDocument,
  type SpecRef,
} from '../helpers/spec-contract';
import { lineOf, parseRef, sectionRange, SPEC_TEXT, specLines } from '../helpers/spec-text';

/*
 * The contract table (tests/helpers/spec-contract.ts) is held to the spec text itself: each row to
 * the line it cites, and each call written in a §7 section to a row. The spec documents are not
 * the repository's (tests/helpers/spec-text.ts): with SPEC_DIR set (CI sets it) these tests read
 * them or fail; in a checkout with neither SPEC_DIR nor ../shared/spec they do not run, and say so.
 */

function label(row: SpecCall): string {
  return `${row.method} ${row.path ?? `(${row.description})`} [${row.spec}]`;
}

/** Every reference a row makes: its line, the other §7 lines, the sections names come from. */
function refsOf(row: SpecCall): SpecRef[] {
  return [row.spec, ...(row.alsoIn ?? []), ...(row.from ?? []), ...(row.paging?.spec ?? [])];
}

/** The literal segments of a path: not `{param}` placeholders. */
function literalSegments(specPath: string): string[] {
  return specPath.split('/').filter((segment) => segment !== '' && !/^\{[^}]*\}$/.test(segment));
}

/**
 * Whether `text` mentions `segment`: written out, or as a template such as
 * "/{station}TimerCycleHistory" (a `{param}` standing for any text), case aside.
 */
function mentions(text: string, segment: string): boolean {
  if (text.toLowerCase().includes(segment.toLowerCase())) return true;
  return [...text.matchAll(/[\w{}-]*\{[^}]*\}[\w{}-]*/g)].some(([template]) => {
    const pattern = template
      .split(/\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\-]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${pattern}$`, 'i').test(segment);
  });
}

const wordIn = (text: string, word: string) =>
  new RegExp(`(^|[^\\w])${word.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}([^\\w]|$)`).test(text);

/** The §7 lines of a document, with their numbers. */
function section7(doc: SpecDocument): Array<{ line: number; text: string }> {
  const { first, last } = sectionRange(doc, 7);
  const lines = specLines(doc);
  const out: Array<{ line: number; text: string }> = [];
  for (let line = first; line <= last; line++) out.push({ line, text: lines[line] ?? '' });
  return out;
}

/** A path token as the spec writes it, without trailing punctuation; `[/{id}]` both ways. */
function expansions(token: string): string[] {
  const clean = token.length > 1 ? token.replace(/\.+$/, '') : token;
  const optional = /\[([^\]]*)\]/;
  if (!optional.test(clean)) return [clean];
  return [clean.replace(optional, ''), clean.replace(optional, '$1')];
}

function rowsCiting(doc: SpecDocument, line: number): SpecCall[] {
  const ref = `${doc} §7 line ${line}`;
  return SPEC_CALLS.filter(
    (row) => row.spec === ref || (row.alsoIn ?? []).includes(ref as SpecRef),
  );
}

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const METHOD = `(?:${HTTP_METHODS.join('|')})`;
/** "GET /x", "GET and POST /x", "POST, PUT and DELETE /x", "GET, POST, PUT, DELETE on /x[/{id}]". */
const METHOD_PATH = new RegExp(
  `\\b((?:${METHOD}(?:,\\s*|\\s+and\\s+))*${METHOD})\\s+(?:on\\s+)?(\\/[^\\s,;():]*)`,
  'g',
);
/** A path token: a "/" after a space, an opening parenthesis or a list separator. */
const PATH_TOKEN = /(?<=^|[\s(,;])\/[^\s,;():]*/g;

/**
 * Path tokens in §7 that are not calls: the API base (000 §7 line 151, "Base is the provider
 * API under /api/v1") and the camera and stream proxy prefix (001 §7 line 157).
 */
const NOT_CALLS = new Set(['000:151:/api/v1', `001:157:${SPEC_PROXY_PREFIX.path}`]);

if (SPEC_TEXT.missing) console.log(`spec-contract: not run: ${SPEC_TEXT.missing}`);

describe.skipIf(SPEC_TEXT.missing !== null)(
  'the spec contract table (spec 000 §7 and 001 §7, "The calls it makes")',
  () => {
    it('reads both spec documents (the table is checked against their text, never skipped)', () => {
      expect(specLines('000').length).toBeGreaterThan(100);
      expect(specLines('001').length).toBeGreaterThan(100);
      expect(sectionRange('000', 7).first).toBeGreaterThan(0);
      expect(sectionRange('001', 7).first).toBeGreaterThan(0);
    });

    it('names a method on every row (§7 writes each call as "METHOD /path"; where the path is not shown, the row says what the call does)', () => {
      for (const row of SPEC_CALLS) {
        if (row.path === null) {
          expect(row.method, label(row)).toBeTruthy();
          expect(row.description?.trim(), label(row)).toBeTruthy();
        } else {
          expect([...HTTP_METHODS, 'WEBSOCKET'], label(row)).toContain(row.method);
        }
      }
    });

    it('cites, on every row, lines that exist in the section it names (the call itself in §7)', () => {
      for (const row of SPEC_CALLS) {
        expect(parseRef(row.spec).section, label(row)).toBe(7);
        for (const ref of row.alsoIn ?? []) expect(parseRef(ref).section, label(row)).toBe(7);
        for (const ref of refsOf(row)) {
          const { doc, section, line } = parseRef(ref);
          const { first, last } = sectionRange(doc, section);
          expect(line, `${label(row)} cites ${ref}`).toBeGreaterThan(first);
          expect(line, `${label(row)} cites ${ref}`).toBeLessThanOrEqual(last);
          expect(lineOf(ref).trim(), `${label(row)} cites ${ref}`).not.toBe('');
        }
      }
    });

    it("cites a line that mentions the path's last literal segment (or says the path is not shown)", () => {
      for (const row of SPEC_CALLS) {
        const text = lineOf(row.spec);
        if (row.path === null) {
          expect(text, label(row)).toMatch(/not shown|given URL/);
          continue;
        }
        const segments = literalSegments(row.path);
        const last = segments.at(-1);
        if (last === undefined) {
          // "/" (the gateway proxy's websocket): its query is the call.
          expect(row.written, label(row)).toBeTruthy();
        } else {
          expect(mentions(text, last), `${label(row)}: "${last}" in "${text}"`).toBe(true);
        }
        for (const ref of row.alsoIn ?? []) {
          const also = lineOf(ref);
          expect(
            segments.some((segment) => mentions(also, segment)),
            `${label(row)} also in ${ref}: "${also}"`,
          ).toBe(true);
        }
      }
    });

    it("quotes the spec's own words verbatim where a row's path is not written as-is", () => {
      for (const row of SPEC_CALLS) {
        if (row.written === undefined) continue;
        expect(lineOf(row.spec), label(row)).toContain(row.written);
      }
    });

    it('takes every parameter name, default and page size from a line the row cites', () => {
      for (const row of SPEC_CALLS) {
        const cited = refsOf(row).map(lineOf).join('\n');
        const names = [
          ...(row.query === 'not shown' ? [] : row.query),
          ...(row.body === 'not shown' ? [] : row.body),
        ];
        for (const name of names) expect(wordIn(cited, name), `${label(row)}: ${name}`).toBe(true);
        for (const [name, value] of Object.entries(row.defaults ?? {})) {
          expect(names, `${label(row)}: default ${name}`).toContain(name);
          expect(wordIn(cited, String(value)), `${label(row)}: ${name} = ${value}`).toBe(true);
        }
        const paging = row.paging;
        if (paging) {
          const stated = paging.spec.map(lineOf).join('\n');
          for (const value of [paging.pageSize, paging.sortBy, paging.orderDirection]) {
            if (value !== undefined) {
              expect(wordIn(stated, String(value)), `${label(row)}: paging ${value}`).toBe(true);
            }
          }
        }
      }
    });

    it('holds each call once: no two rows share method and path (a call both documents list is one row)', () => {
      const seen = new Map<string, SpecCall>();
      for (const row of SPEC_CALLS) {
        const key =
          row.path === null
            ? `${row.method} (${row.description ?? ''})`
            : `${row.base ?? 'api'} ${row.method} ${row.path}`;
        expect(seen.get(key), `${label(row)} duplicates a row`).toBeUndefined();
        seen.set(key, row);
      }
    });

    for (const doc of ['000', '001'] as const) {
      it(`lists every "METHOD /path" written in ${doc} §7`, () => {
        const missed: string[] = [];
        for (const { line, text } of section7(doc)) {
          for (const [, methods = '', token = ''] of text.matchAll(METHOD_PATH)) {
            const rows = rowsCiting(doc, line);
            for (const method of methods.split(/,\s*|\s+and\s+/)) {
              const found = rows.some(
                (row) =>
                  row.method === method &&
                  (expansions(token).some(
                    (written) =>
                      row.path === written || row.path === SPEC_PROXY_PREFIX.path + written,
                  ) ||
                    (row.written?.includes(token.replace(/\.+$/, '')) ?? false)),
              );
              if (!found) missed.push(`${doc} §7 line ${line}: ${method} ${token}`);
            }
          }
        }
        expect(missed).toEqual([]);
      });

      it(`lists every path written in ${doc} §7, shorthands such as "/total" included`, () => {
        const missed: string[] = [];
        for (const { line, text } of section7(doc)) {
          for (const [token] of text.matchAll(PATH_TOKEN)) {
            const forms = expansions(token);
            if (forms.some((form) => NOT_CALLS.has(`${doc}:${line}:${form}`))) continue;
            const found = rowsCiting(doc, line).some(
              (row) =>
                forms.some((form) => row.path !== null && row.path.endsWith(form)) ||
                (row.written?.includes(forms[0] ?? token) ?? false),
            );
            if (!found) missed.push(`${doc} §7 line ${line}: ${token}`);
          }
        }
        expect(missed).toEqual([]);
      });
    }

    it('puts camera and stream calls under the proxy prefix (001 §7 line 157)', () => {
      const bare = SPEC_CALLS.filter(
        (row) => row.path !== null && /^\/(cameras|streams|hls)(\/|$)/.test(row.path),
      );
      expect(bare.map(label)).toEqual([]);
    });
  },
);
