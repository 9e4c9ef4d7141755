import type * as v from 'valibot';

// `any` here is deliberate: a concrete schema's input and output must both be assignable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySchema = v.BaseSchema<any, any, v.BaseIssue<unknown>>;
