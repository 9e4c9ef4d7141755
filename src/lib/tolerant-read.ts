import * as v from 'valibot';
import type { AnySchema } from './schema';
import { readingAnswer, safeParse } from './schema-calls';

/**
 * Reading a provider's answers as a Tolerant Reader (docs/decisions/provider-api.md, "Reading
 * answers"): a field the spec names and the screen needs is required, anything else optional,
 * dictionary values are open strings, and one row that cannot be read never sinks its list. The
 * rows a list leaves out are counted while an answer is parsed (`readAnswer`), so the call can
 * say how many, once.
 */

/** What a list left out of one answer: how many rows, and the first reasons. */
export interface UnreadableRows {
  count: number;
  /** The first few rows' first issue each, for the log. */
  reasons: string[];
}

const REASONS_KEPT = 3;

/** The answer being parsed now (parsing is synchronous, so one slot holds it). */
let current: UnreadableRows | undefined;

/** Parses an answer with `schema`; also says what its tolerant lists left out. */
export function readAnswer<S extends AnySchema>(
  schema: S,
  value: unknown,
): { parsed: v.SafeParseResult<S>; unreadable: UnreadableRows } {
  const outer = current;
  const unreadable: UnreadableRows = { count: 0, reasons: [] };
  current = unreadable;
  try {
    return { parsed: readingAnswer(() => safeParse(schema, value)), unreadable };
  } finally {
    current = outer;
  }
}

/** Where a row failed and why; for a union, its first option's own first issue. */
function describeIssue(issue: v.BaseIssue<unknown>): string {
  if (issue.issues?.length) return describeIssue(issue.issues[0]);
  const path = issue.path?.map((item) => String(item.key)).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * A row left out, in its place until the list is read (`tolerantArray`): where its reason went
 * in the answer's reasons, to be prefixed with its index there.
 */
class UnreadableRow {
  constructor(readonly reasonAt: number | null) {}
}

/**
 * A list of `item`: the rows that do not parse are left out and counted (`readAnswer`), the
 * rest kept in order. Only a value that is not an array at all fails. Its input type is the
 * item's, so the sandbox's handlers are still typed by it.
 *
 * The rows are read in the answer's one schema call: a row that fails is counted when it fails
 * (after its own nested lists, as a row read alone was) and replaced by a marker (valibot's
 * `fallback`), which the list drops. A call of its own for each row (`safeParse(item, row)`)
 * cost a phone's main thread a call's set-up per row; the e2e tour counts a page's calls
 * (tests/e2e/support/schema-calls.ts).
 */
export function tolerantArray<I extends AnySchema>(
  item: I,
): v.GenericSchema<v.InferInput<I>[], v.InferOutput<I>[]> & { readonly rowSchema: I } {
  const row = v.fallback(item, (dataset) => {
    let reasonAt: number | null = null;
    if (current) {
      current.count += 1;
      if (current.reasons.length < REASONS_KEPT) {
        reasonAt = current.reasons.length;
        const issue = dataset?.issues?.[0];
        current.reasons.push(issue ? describeIssue(issue) : 'unreadable');
      }
    }
    return new UnreadableRow(reasonAt) as v.InferOutput<I>;
  });
  const list = v.pipe(
    v.array(row),
    v.transform((rows) => {
      const kept: v.InferOutput<I>[] = [];
      (rows as unknown[]).forEach((parsed, index) => {
        if (!(parsed instanceof UnreadableRow)) kept.push(parsed as v.InferOutput<I>);
        else if (current && parsed.reasonAt !== null)
          current.reasons[parsed.reasonAt] = `row ${index}: ${current.reasons[parsed.reasonAt]}`;
      });
      return kept;
    }),
  );
  // The row's schema stays readable from outside, for what walks the declarations (which of
  // a row's fields are required, tests/unit/required-fields.test.ts).
  return Object.assign(list, { rowSchema: item }) as unknown as v.GenericSchema<
    v.InferInput<I>[],
    v.InferOutput<I>[]
  > & { readonly rowSchema: I };
}

/**
 * A reader that takes `unknown` and picks what it knows in a transform, with the shape it reads
 * on the wire: what walks the declarations (the sandbox cuts each answer to its declaration,
 * sandbox/cut-to-schema.ts) reads that shape instead of `unknown`. The reader itself is unchanged.
 */
export function readsWire<R extends AnySchema>(
  reader: R,
  wire: AnySchema,
): R & { readonly wireSchema: AnySchema } {
  return Object.assign(reader, { wireSchema: wire });
}

/**
 * The answer of a call that gives nothing back (a delete, a logout, a code's verification):
 * `results` absent, null, `true`, `{}` or anything else is success, read as null.
 */
export const voidResult = v.pipe(
  v.optional(v.unknown(), null),
  v.transform((): null => null),
) as unknown as v.GenericSchema<unknown, null>;

/**
 * A dictionary or provider value (a product, a package, a status, a mode): any non-empty text.
 * A known one shows its label, another its code; the set is the provider's, not ours.
 */
export const openValue = v.pipe(v.string(), v.minLength(1));
