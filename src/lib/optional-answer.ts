import * as v from 'valibot';
import type { AnySchema } from './schema';
import { readsWire } from './tolerant-read';

/**
 * The answer of a call whose answer the spec does not give (or gives without these fields):
 * `results` absent, null, `true` or an object are all success, and `pick` takes from it what the
 * console can use, each picked field optional. `wire` is the shape ours sends. The default fills
 * an absent `results`, so `pick` runs for it too.
 */
export function optionalAnswer<W extends AnySchema, O>(
  wire: W,
  pick: (answer: Record<string, unknown>) => O,
): v.GenericSchema<v.InferInput<W> | null | undefined, O> {
  return readsWire(
    v.pipe(
      v.optional(v.unknown(), null),
      v.transform((answer) =>
        pick(
          typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {},
        ),
      ),
    ),
    v.nullish(wire),
  ) as unknown as v.GenericSchema<v.InferInput<W> | null | undefined, O>;
}

/** A picked field that is a number, else left out. */
export const numberField = <K extends string>(answer: Record<string, unknown>, key: K) =>
  (typeof answer[key] === 'number' ? { [key]: answer[key] } : {}) as { [P in K]?: number };

/** A picked field that is non-empty text, else left out. */
export const textField = <K extends string>(answer: Record<string, unknown>, key: K) =>
  (typeof answer[key] === 'string' && answer[key] !== '' ? { [key]: answer[key] } : {}) as {
    [P in K]?: string;
  };

/**
 * A DELETE's answer, how many went (`{deleted}`), where the spec gives the call no answer: one
 * without the count (nothing, `true`, `{}`) is a success whose count is not said.
 */
export const deletedCountAnswer = optionalAnswer(
  v.object({ deleted: v.optional(v.number()) }),
  (answer) => numberField(answer, 'deleted'),
);
