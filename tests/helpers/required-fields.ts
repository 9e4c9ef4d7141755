import type { AnySchema } from '../../src/lib/schema';

/**
 * The fields an answer schema refuses to be without, as dotted paths (`content[].uuid`): what a
 * provider must send for the console to read the answer at all. A field is optional when its
 * schema is `optional`, `nullish`, `exact_optional` or has a `fallback`; a `nullable` field is
 * still required (null must be sent). A union requires what each of its options requires. The
 * rows of a `tolerantArray` are walked through its `rowSchema`.
 */
export function requiredFields(schema: AnySchema, at = ''): string[] {
  const node = schema as SchemaNode;
  if ('fallback' in node) return [];
  if (node.rowSchema) return requiredFields(node.rowSchema, `${at}[]`);
  switch (node.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      return Object.entries(node.entries ?? {}).flatMap(([key, entry]) => {
        const path = at ? `${at}.${key}` : key;
        if (isOptional(entry)) return [];
        return [path, ...requiredFields(unwrapNullable(entry), path)];
      });
    case 'array':
      return node.item ? requiredFields(node.item, `${at}[]`) : [];
    // A record's values sit under `{}` (`{}.<=20`: each package type's zone).
    case 'record':
      return node.value ? requiredFields(node.value, `${at}{}`) : [];
    case 'nullable':
      return node.wrapped ? requiredFields(node.wrapped, at) : [];
    case 'union': {
      const each = (node.options ?? []).map((option) => new Set(requiredFields(option, at)));
      const [first, ...rest] = each;
      return first ? [...first].filter((path) => rest.every((set) => set.has(path))) : [];
    }
    default:
      return [];
  }
}

/**
 * The fields whose value an answer schema holds to a closed set (a picklist, an enum, a literal
 * or a union of them), required or not, as dotted paths: a value outside it fails the answer, or
 * drops its row from a tolerant list. A field read with a `fallback` closes nothing.
 */
export function closedFields(schema: AnySchema, at = ''): string[] {
  const node = schema as SchemaNode;
  if ('fallback' in node) return [];
  if (node.rowSchema) return closedFields(node.rowSchema, `${at}[]`);
  if (isClosed(node)) return at ? [at] : [];
  switch (node.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      return Object.entries(node.entries ?? {}).flatMap(([key, entry]) =>
        closedFields(entry, at ? `${at}.${key}` : key),
      );
    case 'array':
      return node.item ? closedFields(node.item, `${at}[]`) : [];
    case 'record':
      return node.value ? closedFields(node.value, `${at}{}`) : [];
    case 'optional':
    case 'nullish':
    case 'exact_optional':
    case 'undefinedable':
    case 'nullable':
      return node.wrapped ? closedFields(node.wrapped, at) : [];
    case 'union':
      return [...new Set((node.options ?? []).flatMap((option) => closedFields(option, at)))];
    default:
      return [];
  }
}

const CLOSED_TYPES = new Set(['picklist', 'enum', 'literal']);

function isClosed(node: SchemaNode): boolean {
  if (CLOSED_TYPES.has(node.type)) return true;
  return (
    node.type === 'union' &&
    (node.options ?? []).every((option) => CLOSED_TYPES.has((option as SchemaNode).type))
  );
}

interface SchemaNode {
  type: string;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  wrapped?: AnySchema;
  options?: AnySchema[];
  rowSchema?: AnySchema;
  /** A record's value schema. */
  value?: AnySchema;
}

function isOptional(schema: AnySchema): boolean {
  const node = schema as SchemaNode;
  return (
    'fallback' in node ||
    node.type === 'optional' ||
    node.type === 'nullish' ||
    node.type === 'exact_optional' ||
    node.type === 'undefinedable'
  );
}

function unwrapNullable(schema: AnySchema): AnySchema {
  const node = schema as SchemaNode;
  return node.type === 'nullable' && node.wrapped ? node.wrapped : schema;
}
