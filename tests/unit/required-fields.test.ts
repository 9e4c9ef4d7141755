import { describe, expect, it } from 'vitest';
import {
  CONSOLE_NEEDS,
  PROJECTIONS,
  SPEC_ENTITIES,
  type Projection,
} from '../../sandbox/spec-profile/projection';
import { declaredEndpoints } from '../helpers/declared-endpoints';
import { requiredFields } from '../helpers/required-fields';

/*
 * No answer schema requires a field a provider of the spec need not send
 * (docs/decisions/provider-api.md, "A spec-shaped provider"): for the entities whose fields the
 * spec names, every field a declaration requires is one the spec names
 * (sandbox/spec-profile/projection.ts, SPEC_ENTITIES) or one recorded with the screen that
 * needs it (CONSOLE_NEEDS).
 */

const declared = new Map(
  (await declaredEndpoints()).map(([, endpoint]) => [
    `${endpoint.method} ${endpoint.path}`,
    endpoint,
  ]),
);

const ROW_PREFIX: Record<Projection['at'], string> = {
  '.': '',
  '[]': '[].',
  'content[]': 'content[].',
  'batches[]': 'batches[].',
  user: 'user.',
};

/** The row's required fields as paths within the row (`userRoleDto.uuid`). */
function rowRequirements(call: string, at: Projection['at']): string[] {
  const endpoint = declared.get(call);
  if (!endpoint) throw new Error(`${call} is not declared`);
  const prefix = ROW_PREFIX[at];
  return requiredFields(endpoint.response)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length))
    .filter((path) => path !== '');
}

/** Whether `path` (`userRoleDto.uuid`) is a field the entity keeps. */
function kept(entity: Projection['entity'], path: string): boolean {
  // A list field's rows sit under its name (`constituents[].uuid` is inside `constituents`).
  const [head = '', ...rest] = path.replace(/\[\]/g, '').split('.');
  if (head === 'uuid' || head === 'id') return rest.length === 0;
  if (CONSOLE_NEEDS[entity]?.[path] !== undefined) return true;
  for (const field of SPEC_ENTITIES[entity].fields) {
    if (typeof field === 'string' && field === head) return true;
    if (typeof field !== 'string' && field[0] === head)
      return rest.length === 0 || (field[1] as readonly string[]).includes(rest.join('.'));
  }
  return false;
}

describe('answer schemas require only what a provider of the spec sends', () => {
  for (const projection of PROJECTIONS) {
    for (const call of projection.calls) {
      it(`${call}: its ${projection.entity} requires only fields of ${SPEC_ENTITIES[projection.entity].spec}, or recorded needs`, () => {
        const beyond = rowRequirements(call, projection.at).filter(
          (path) => !kept(projection.entity, path),
        );
        expect(beyond).toEqual([]);
      });
    }
  }

  it('records a reason for every need beyond the spec, and no need for a field the spec names', () => {
    for (const [entity, needs] of Object.entries(CONSOLE_NEEDS)) {
      const named = SPEC_ENTITIES[entity as Projection['entity']].fields.map((field) =>
        typeof field === 'string' ? field : field[0],
      );
      for (const [field, why] of Object.entries(needs ?? {})) {
        expect(why.length, `${entity}.${field}`).toBeGreaterThan(20);
        expect(named, `${entity}.${field} is named by the spec`).not.toContain(field);
      }
    }
  });
});
