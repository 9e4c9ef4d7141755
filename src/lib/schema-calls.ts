import * as v from 'valibot';

/**
 * The console's one way into valibot's parsing: every schema call in src goes through here
 * (eslint forbids valibot's own `parse`, `safeParse`, `is` and the like elsewhere), so they can
 * be counted. An answer is read in one call (lib/tolerant-read.ts, `readAnswer`), its lists'
 * rows inside it; a call of its own for each row of a list cost a phone's main thread a call's
 * set-up per row. The e2e tour holds the most calls one answer's reading took on each page to a
 * recorded ceiling (tests/e2e/support/schema-calls.ts, docs/decisions/test-suite.md).
 */

type Schema = v.BaseSchema<unknown, unknown, v.BaseIssue<unknown>>;

/**
 * The counts, on `window.kcSchemaCalls` when a test asked for them (`kc.test.schemaCalls`):
 * every call, the answers read, and the most calls one answer's reading took since a test last
 * set `mostInAnswer` to 0.
 */
const counter = { calls: 0, answers: 0, mostInAnswer: 0 };

function exposeForTests(): void {
  try {
    if (globalThis.localStorage?.getItem('kc.test.schemaCalls') === '1')
      (globalThis as { kcSchemaCalls?: typeof counter }).kcSchemaCalls = counter;
  } catch {
    // No storage here (a worker, a sandboxed frame): nothing asked for the count.
  }
}
exposeForTests();

export function safeParse<const S extends Schema>(schema: S, input: unknown): v.SafeParseResult<S> {
  counter.calls += 1;
  return v.safeParse(schema, input);
}

export function parse<const S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
  counter.calls += 1;
  return v.parse(schema, input);
}

export function is<const S extends Schema>(schema: S, input: unknown): input is v.InferInput<S> {
  counter.calls += 1;
  return v.is(schema, input);
}

/** Runs `read`, one answer's reading, noting how many schema calls it took. */
export function readingAnswer<T>(read: () => T): T {
  const before = counter.calls;
  try {
    return read();
  } finally {
    counter.answers += 1;
    counter.mostInAnswer = Math.max(counter.mostInAnswer, counter.calls - before);
  }
}

/** The schema calls made so far in this document (for the unit tests). */
export function schemaCallCountForTests(): number {
  return counter.calls;
}
