import { describe, expect, it } from 'vitest';
import {
  CONSOLE_CLOSED,
  CONSOLE_NEEDS,
  PENDING,
  PROJECTIONS,
  SPEC_ENTITIES,
  projectionsOf,
  type Projection,
  type SpecEntityName,
} from '../../sandbox/spec-profile/projection';
import { declaredEndpoints } from '../helpers/declared-endpoints';
import { closedFields, requiredFields } from '../helpers/required-fields';

/*
 * No answer schema requires or closes a value a provider of the spec need not send
 * (docs/decisions/provider-api.md, "A spec-shaped provider"). Every declared answer that requires
 * a field or holds one to a closed set is covered by the projection table
 * (sandbox/spec-profile/projection.ts), which lists each entity of an answer in §7 of both
 * documents with the fields and value sets the spec names; a field beyond them passes only when
 * recorded with the screen that needs it (CONSOLE_NEEDS, CONSOLE_CLOSED), or pending another
 * change (PENDING).
 */

const declared = new Map(
  (await declaredEndpoints()).map(([, endpoint]) => [
    `${endpoint.method} ${endpoint.path}`,
    endpoint,
  ]),
);

/** `content[].uuid` as seen from a projection at `content[]`: `uuid`; null when not within. */
function within(path: string, at: string): string | null {
  if (at === '.') return path;
  if (!path.startsWith(`${at}.`)) return null;
  return path.slice(at.length + 1);
}

/**
 * Each of the call's paths with the projection it belongs to: the deepest whose rows hold it
 * (`rows[].material` belongs to `rows[]`, `rows` to the whole answer). Unheld: no projection.
 */
function assign(call: string, paths: readonly string[]) {
  const projections = [...projectionsOf(call)].reverse();
  return paths.map((path) => {
    for (const projection of projections) {
      const inside = within(path, projection.at);
      if (inside !== null && inside !== '') return { path, projection, inside };
    }
    return { path, projection: undefined, inside: path };
  });
}

const plain = (path: string) => path.replace(/\[\]/g, '');

/** Whether a need recorded as `need` covers `path` (a need keeps its field whole). */
const covers = (need: string, path: string) => path === need || path.startsWith(`${need}.`);

/** Whether `path` (`userRoleDto.uuid`) is a field the entity keeps. */
function kept(entity: SpecEntityName, path: string): boolean {
  const [head = '', ...rest] = plain(path).split('.');
  // Identity is kept at every level the projection cuts (a batch's containers' uuid).
  if (['uuid', 'id'].includes(rest.at(-1) ?? head)) return true;
  const recorded = [CONSOLE_NEEDS[entity], PENDING[entity]].flatMap((table) =>
    Object.keys(table ?? {}),
  );
  if (recorded.some((need) => covers(need, plain(path)))) return true;
  for (const field of SPEC_ENTITIES[entity].fields as ReadonlyArray<
    string | readonly [string, readonly string[]]
  >) {
    if (typeof field === 'string' && field === head) return true;
    if (typeof field !== 'string' && field[0] === head)
      return rest.length === 0 || field[1].includes(rest.join('.'));
  }
  return false;
}

/** Whether the spec closes the field's values, or the console records why it does. */
function closedAllowed(entity: SpecEntityName, path: string): boolean {
  const named = (SPEC_ENTITIES[entity] as { closed?: Record<string, string> }).closed ?? {};
  return plain(path) in named || plain(path) in (CONSOLE_CLOSED[entity] ?? {});
}

const calls = [...declared.keys()].sort();

describe('answer schemas require and close only what a provider of the spec sends', () => {
  it.each(calls)('%s: every field it requires is its entity’s, or a recorded need', (call) => {
    const endpoint = declared.get(call)!;
    const beyond = assign(call, requiredFields(endpoint.response))
      .filter(({ projection, inside }) => !projection || !kept(projection.entity, inside))
      .map(({ path, projection }) => `${projection?.entity ?? 'no entity'}: ${path}`);
    expect(beyond).toEqual([]);
  });

  it.each(calls)('%s: every value set it closes is the spec’s, or recorded', (call) => {
    const endpoint = declared.get(call)!;
    const beyond = assign(call, closedFields(endpoint.response))
      .filter(({ projection, inside }) => !projection || !closedAllowed(projection.entity, inside))
      .map(({ path, projection }) => `${projection?.entity ?? 'no entity'}: ${path}`);
    expect(beyond).toEqual([]);
  });

  it('projects only declared calls, and cites a spec line for every entity', () => {
    for (const projection of PROJECTIONS as readonly Projection[]) {
      for (const call of projection.calls) expect(declared.has(call), call).toBe(true);
    }
    for (const [name, entity] of Object.entries(SPEC_ENTITIES)) {
      expect(entity.spec, name).toMatch(
        name === 'pushKey' ? /provider-api\.md/ : /(000|001) §\d lines? \d+/,
      );
    }
  });

  it('records a reason for every need beyond the spec, and no need for a field the spec names', () => {
    for (const table of [CONSOLE_NEEDS, CONSOLE_CLOSED, PENDING]) {
      for (const [entity, needs] of Object.entries(table)) {
        expect(Object.keys(SPEC_ENTITIES), 'an entity of the projection table').toContain(entity);
        const spec = SPEC_ENTITIES[entity as SpecEntityName];
        const named = spec.fields.map((field) => (typeof field === 'string' ? field : field[0]));
        for (const [field, why] of Object.entries(needs ?? {})) {
          expect(why.length, `${entity}.${field}`).toBeGreaterThan(20);
          if (table === CONSOLE_NEEDS)
            expect(named, `${entity}.${field} is named by the spec`).not.toContain(field);
        }
      }
    }
  });
});
