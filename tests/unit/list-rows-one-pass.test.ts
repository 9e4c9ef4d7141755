import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AnySchema } from '../../src/lib/schema';
import { schemaCallCountForTests } from '../../src/lib/schema-calls';
import { readAnswer, tolerantArray } from '../../src/lib/tolerant-read';
import { declaredEndpoints } from '../helpers/declared-endpoints';

/*
 * docs/decisions/provider-api.md "Reading answers": a list's rows are read in the answer's one
 * schema call (src/lib/tolerant-read.ts), so what a page's reading costs follows its answers,
 * not their rows; one bad row still never sinks the list, and what was left out is counted.
 * The e2e tour holds each page's count under a ceiling (tests/e2e/support/schema-calls.ts);
 * this file holds every list the console declares to it, with answers of any length.
 */

interface Node {
  rowSchema?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  options?: Node[];
  pipe?: Node[];
}

/** Every tolerant list inside `schema`, nested ones too. */
function listsIn(schema: Node, found = new Set<AnySchema>()): Set<AnySchema> {
  if (schema.rowSchema) {
    if (found.has(schema as AnySchema)) return found;
    found.add(schema as AnySchema);
    listsIn(schema.rowSchema, found);
    return found;
  }
  const inner = [
    ...Object.values(schema.entries ?? {}),
    ...(schema.item ? [schema.item] : []),
    ...(schema.wrapped ? [schema.wrapped] : []),
    ...(schema.options ?? []),
    ...(schema.pipe?.slice(1) ?? []),
  ];
  for (const node of inner) if (node && typeof node === 'object') listsIn(node, found);
  return found;
}

/** The schema calls `read` makes. */
function callsOf(read: () => void): number {
  const before = schemaCallCountForTests();
  read();
  return schemaCallCountForTests() - before;
}

const endpoints = await declaredEndpoints();
const lists = [
  ...new Set(endpoints.flatMap(([, endpoint]) => [...listsIn(endpoint.response as Node)])),
];

describe('a list is read in its answer’s one schema call', () => {
  it('the console declares lists to check', () => {
    expect(lists.length).toBeGreaterThan(20);
  });

  it('every declared list: 10 rows and 2,000 rows cost one call each, the unreadable ones counted', () => {
    for (const list of lists) {
      for (const rows of [10, 2_000]) {
        // Rows no declaration reads: each is left out and counted, the answer still read.
        const answer = Array.from({ length: rows }, () => Symbol('not a row'));
        let unreadable = 0;
        const calls = callsOf(() => {
          const read = readAnswer(list, answer);
          expect(read.parsed.success).toBe(true);
          unreadable = read.unreadable.count;
        });
        expect(calls).toBe(1);
        expect(unreadable).toBe(rows);
      }
    }
  });

  it('a nested list, its good rows kept in order and a bad row left out, in one call', () => {
    const list = tolerantArray(
      v.object({ id: v.number(), parts: tolerantArray(v.object({ name: v.string() })) }),
    );
    const answer = Array.from({ length: 1_000 }, (_, id) => ({
      id: id === 3 ? 'three' : id,
      parts: [{ name: 'a' }, { name: 7 }, { name: 'b' }],
    }));
    let read: ReturnType<typeof readAnswer<typeof list>> | undefined;
    expect(callsOf(() => (read = readAnswer(list, answer)))).toBe(1);
    if (!read?.parsed.success) throw new Error('the answer was refused');
    expect(read.parsed.output).toHaveLength(999);
    expect(read.parsed.output[3]).toEqual({ id: 4, parts: [{ name: 'a' }, { name: 'b' }] });
    // The outer row 3, and the second part of every row, row 3's too (its parts were read).
    expect(read.unreadable.count).toBe(1 + 1_000);
    expect(read.unreadable.reasons[0]).toMatch(/^row 1: name: /);
  });
});
