import * as v from 'valibot';
import type { AnySchema } from '../src/lib/schema';

/**
 * An answer cut to its declared response before it is sent (docs/decisions/sign-in-and-access.md,
 * "What answers carry"): a field no schema names never leaves the sandbox, whatever a handler
 * put in its object. The console's schemas are tolerant readers (optional fields, fallbacks,
 * transforms that read one form into another), so the cut reads a schema only for the keys it
 * names: it never applies a transform, a default or a fallback, and what it keeps is exactly as
 * the handler wrote it. The walk:
 * - an object keeps the keys its entries name (a loose object too: the keys it lets through
 *   unnamed are what the cut is for), each cut by its entry;
 * - an array, a tuple, a record: each item by its schema; a tuple's items beyond those named go;
 * - optional, nullable, nullish and the like: by the schema they wrap; a pipe by its first
 *   schema (what follows reads the transformed value, not the wire);
 * - a union or a variant: by every option that accepts the value, the kept keys merged. The
 *   console reads with the first option that parses; keeping what any accepting option names
 *   means that option finds its keys, whichever it is, and nothing unnamed passes;
 * - a tolerant list (`tolerantArray`) by its row schema, a reader of `unknown` by the wire shape
 *   it declares (`readsWire`);
 * - a schema that names no field (`v.unknown()`, a void call's answer) lets out no key: an
 *   object goes as `{}`;
 * - a primitive passes whole: it carries no fields.
 * A structure where the schema reads another kind (an object where it reads a string or a
 * list) is the sandbox's own bug, since the answer passed the schema already (only a fallback
 * lets one by): `UndeclaredShape` says where.
 */

/** What the walk reads of a valibot schema (its public properties). */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  items?: SchemaNode[];
  rest?: SchemaNode;
  value?: SchemaNode;
  wrapped?: SchemaNode;
  options?: SchemaNode[];
  /** `tolerantArray`'s row schema. */
  rowSchema?: SchemaNode;
  /** `readsWire`'s wire shape. */
  wireSchema?: SchemaNode;
}

/** The answer holds a structure its declaration does not describe. */
export class UndeclaredShape extends Error {
  constructor(where: string, what: string) {
    super(`${where || 'results'}: ${what}`);
    this.name = 'UndeclaredShape';
  }
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const WRAPPERS = new Set([
  'optional',
  'exact_optional',
  'nullable',
  'nullish',
  'undefinedable',
  'non_optional',
  'non_nullable',
  'non_nullish',
]);

const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
const TUPLES = new Set(['tuple', 'loose_tuple', 'strict_tuple', 'tuple_with_rest']);

/** `value` with only what `schema` names; `value` has passed `schema` already. */
export function cutToSchema(schema: AnySchema, value: unknown): unknown {
  return cut(schema as unknown as SchemaNode, value, '');
}

function cut(schema: SchemaNode, value: unknown, where: string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (schema.rowSchema) return cutList(schema.rowSchema, value, where);
  if (schema.wireSchema) return cut(schema.wireSchema, value, where);
  if (WRAPPERS.has(schema.type)) return cut(schema.wrapped!, value, where);
  if (OBJECTS.has(schema.type)) return cutObject(schema, value, where);
  if (schema.type === 'array') return cutList(schema.item!, value, where);
  if (TUPLES.has(schema.type)) return cutTuple(schema, value, where);
  if (schema.type === 'record') return cutRecord(schema.value!, value, where);
  if (schema.type === 'union' || schema.type === 'variant') return cutUnion(schema, value, where);
  if (schema.type === 'unknown' || schema.type === 'any') return unnamed(value);
  throw new UndeclaredShape(
    where,
    `an ${Array.isArray(value) ? 'array' : 'object'} where the declaration reads ${schema.type}`,
  );
}

/**
 * What a schema that names no field (`v.unknown()`, a void call's answer) lets out: an object
 * none of its keys, a list its items so cut, a primitive whole.
 */
function unnamed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unnamed);
  return isPlain(value) ? {} : value;
}

function cutObject(schema: SchemaNode, value: object, where: string): Plain {
  if (!isPlain(value))
    throw new UndeclaredShape(where, 'an array where the declaration reads an object');
  const kept: Plain = {};
  for (const [key, field] of Object.entries(value)) {
    const entry = Object.hasOwn(schema.entries!, key)
      ? schema.entries![key]
      : schema.type === 'object_with_rest'
        ? schema.rest
        : undefined;
    if (entry) kept[key] = cut(entry, field, `${where}.${key}`);
  }
  return kept;
}

function cutList(item: SchemaNode, value: object, where: string): unknown[] {
  if (!Array.isArray(value))
    throw new UndeclaredShape(where, 'an object where the declaration reads a list');
  return value.map((row, index) => cut(item, row, `${where}[${index}]`));
}

function cutTuple(schema: SchemaNode, value: object, where: string): unknown[] {
  if (!Array.isArray(value))
    throw new UndeclaredShape(where, 'an object where the declaration reads a tuple');
  const items = schema.items!;
  const length =
    schema.type === 'tuple_with_rest' ? value.length : Math.min(value.length, items.length);
  return value
    .slice(0, length)
    .map((item, index) => cut(items[index] ?? schema.rest!, item, `${where}[${index}]`));
}

function cutRecord(item: SchemaNode, value: object, where: string): Plain {
  if (!isPlain(value))
    throw new UndeclaredShape(where, 'an array where the declaration reads a record');
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, cut(item, field, `${where}.${key}`)]),
  );
}

function cutUnion(schema: SchemaNode, value: object, where: string): unknown {
  const accepting = schema.options!.filter((option) => v.is(option as unknown as AnySchema, value));
  if (accepting.length === 0)
    throw new UndeclaredShape(where, `no option of its ${schema.type} accepts it`);
  return accepting
    .map((option) => cut(option, value, where))
    .reduce((first, second) => merge(value, first, second));
}

/** Two cuts of `source`: what either kept, in the source's order. */
function merge(source: unknown, first: unknown, second: unknown): unknown {
  if (isPlain(source) && isPlain(first) && isPlain(second)) {
    const merged: Plain = {};
    for (const key of Object.keys(source)) {
      if (key in first && key in second) merged[key] = merge(source[key], first[key], second[key]);
      else if (key in first) merged[key] = first[key];
      else if (key in second) merged[key] = second[key];
    }
    return merged;
  }
  if (Array.isArray(source) && Array.isArray(first) && Array.isArray(second)) {
    const longer = first.length >= second.length ? first : second;
    return longer.map((item, index) =>
      index < first.length && index < second.length
        ? merge(source[index], first[index], second[index])
        : item,
    );
  }
  return first;
}
