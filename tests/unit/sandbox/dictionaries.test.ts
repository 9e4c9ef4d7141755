import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CHICKEN_PRODUCTS } from '../../../src/api/analytics/analytics.constants';
import {
  DICTIONARY_KINDS,
  listMeasurementUnits,
} from '../../../src/api/dictionaries/dictionaries.endpoints';
import { listAllChickenMaterials } from '../../../src/api/dictionaries/material-options.endpoints';
import type { Sandbox } from '../../../sandbox/app';
import { WINGS, wings6 } from '../../helpers/dictionary-entries';
import { apiPath, call, get, setUp } from './sandbox-client';

const MATERIAL = { ...WINGS, vendor: 'Tyson Foods' };

const materials = DICTIONARY_KINDS['chicken-materials'].endpoints;

async function listOf(sandbox: Sandbox, token: string, path: string) {
  const answer = await get(sandbox, token, path);
  expect(answer.status, answer.json.message).toBe(200);
  return answer.json.results as { content: Array<Record<string, unknown>>; total: number };
}

/** Gives the account the seeded role that has MATERIAL_SETTINGS VIEW and EDIT only. */
function editorOnly(sandbox: Sandbox, email: string) {
  const chain = sandbox.context.chain;
  chain.users.find((user) => user.email === email)!.roleUuid = chain.roles.find(
    (role) => role.name === 'Support Engineer',
  )!.uuid;
}

describe('dictionaries (spec 001 §2 "Dictionaries: tabs Materials, Containers and Packages", §7)', () => {
  it.each(Object.values(DICTIONARY_KINDS))(
    '$id: the list is the seeded dictionary, sorted by its code ASC (spec 001 §9)',
    async (kind) => {
      const { sandbox, token } = await setUp();
      const page = v.parse(
        kind.endpoints.list.response,
        (await get(sandbox, token, kind.endpoints.list.path)).json.results,
      );
      expect(page.total).toBe(page.content.length);
      expect(page.total).toBeGreaterThan(1);
      const codes = page.content.map((entry) => String(entry[kind.codeKey]));
      expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    },
  );

  it('the chicken materials are the products the kitchens’ records count (one list)', async () => {
    const { sandbox, token } = await setUp();
    const page = await listOf(sandbox, token, materials.list.path);
    expect(page.content.map((entry) => entry.name).sort()).toEqual([...CHICKEN_PRODUCTS].sort());
  });

  it('creates, edits and deletes a material; /all and the list follow', async () => {
    const { sandbox, token } = await setUp();
    const created = await call(sandbox, 'POST', apiPath(materials.create.path), {
      token,
      body: MATERIAL,
    });
    expect(created.status, created.json.message).toBe(200);
    const entry = v.parse(materials.create.response, created.json.results);
    expect(entry).toMatchObject(MATERIAL);

    const all = await get(sandbox, token, listAllChickenMaterials.path);
    expect(all.json.results).toContainEqual({
      uuid: entry.uuid,
      materialCode: 'CH90',
      name: 'Wings',
    });

    const edited = await call(sandbox, 'PUT', apiPath(`${materials.create.path}/${entry.uuid}`), {
      token,
      body: { ...MATERIAL, name: 'Party wings', pieceWeightKg: 0.035 },
    });
    expect(edited.status, edited.json.message).toBe(200);
    expect(edited.json.results).toMatchObject({ name: 'Party wings', pieceWeightKg: 0.035 });

    const removed = await call(
      sandbox,
      'DELETE',
      apiPath(`${materials.create.path}/${entry.uuid}`),
      {
        token,
      },
    );
    expect(removed.status, removed.json.message).toBe(200);
    const after = await listOf(sandbox, token, materials.list.path);
    expect(after.content.some((item) => item.uuid === entry.uuid)).toBe(false);
  });

  it.each([
    ['no code', { materialCode: ' ' }, /materialCode is required/],
    ['a code with spaces', { materialCode: 'CH 90' }, /letters, digits, - and _ only/],
    ['a name too long', { name: 'x'.repeat(61) }, /name must be at most 60/],
    ['a weight of zero', { pieceWeightKg: 0 }, /pieceWeightKg must be 0.005 to 2 kg/],
    ['a weight as text', { pieceWeightKg: '0.1' }, /pieceWeightKg must be a number/],
    ['half a minute', { holdTimeMinutes: 2.5 }, /whole number/],
    ['an unknown unit', { measurementUnit: 'BUCKET' }, /measurementUnit must be one of PIECE/],
  ])('refuses a body with %s: 400 with a message, never 500', async (_what, change, message) => {
    const { sandbox, token } = await setUp();
    const answer = await call(sandbox, 'POST', apiPath(materials.create.path), {
      token,
      body: { ...MATERIAL, ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });

  it('refuses a chicken material named with a comma, created or renamed: 400 saying why (the product filters send names as a comma list)', async () => {
    const { sandbox, token } = await setUp();
    const created = await call(sandbox, 'POST', apiPath(materials.create.path), {
      token,
      body: { ...MATERIAL, name: 'Wings, party' },
    });
    expect(created.status).toBe(400);
    expect(created.json.message).toMatch(/name must not contain a comma/);
    expect((await listOf(sandbox, token, materials.list.path)).content).not.toContainEqual(
      expect.objectContaining({ name: 'Wings, party' }),
    );

    const saved = await call(sandbox, 'POST', apiPath(materials.create.path), {
      token,
      body: MATERIAL,
    });
    expect(saved.status, saved.json.message).toBe(200);
    const uuid = (saved.json.results as { uuid: string }).uuid;
    const renamed = await call(sandbox, 'PUT', apiPath(`${materials.create.path}/${uuid}`), {
      token,
      body: { ...MATERIAL, name: 'Wings, party' },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.json.message).toMatch(/name must not contain a comma/);
  });

  it('a potato material may be named with a comma: its filters send codes', async () => {
    const { sandbox, token } = await setUp();
    const potato = DICTIONARY_KINDS['potato-materials'].endpoints;
    const answer = await call(sandbox, 'POST', apiPath(potato.create.path), {
      token,
      body: {
        materialCode: 'PT90',
        name: 'Fries, curly',
        vendor: null,
        measurementUnit: 'PIECE',
        batchWeightKg: 1,
        holdTimeMinutes: 7,
      },
    });
    expect(answer.status, answer.json.message).toBe(200);
  });

  it('refuses a package of a material that does not exist: 400', async () => {
    const { sandbox, token } = await setUp();
    const answer = await call(sandbox, 'POST', apiPath('/dictionaries/chickenPackages'), {
      token,
      body: wings6('nope'),
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/materialUuid names no material/);
  });

  it('a duplicate code or name is refused: 409 with a message naming it', async () => {
    const { sandbox, token } = await setUp();
    const code = await call(sandbox, 'POST', apiPath(materials.create.path), {
      token,
      body: { ...MATERIAL, materialCode: 'ch01' },
    });
    expect(code.status).toBe(409);
    expect(code.json.message).toBe('A material with code “ch01” already exists');
    const name = await call(sandbox, 'POST', apiPath(materials.create.path), {
      token,
      body: { ...MATERIAL, name: 'nuggets' },
    });
    expect(name.status).toBe(409);
    expect(name.json.message).toBe('A material with name “nuggets” already exists');
  });

  it('an entry the kitchens’ records use is not deleted nor renamed: 409 naming what uses it', async () => {
    const { sandbox, token } = await setUp();
    const nuggets = (await listOf(sandbox, token, materials.list.path)).content.find(
      (entry) => entry.name === 'Nuggets',
    )!;
    const del = await call(
      sandbox,
      'DELETE',
      apiPath(`${materials.list.path}/${String(nuggets.uuid)}`),
      {
        token,
      },
    );
    expect(del.status).toBe(409);
    expect(del.json.message).toMatch(/“Nuggets” is used by the kitchens’ batches/);
    const { uuid: _uuid, updatedAt: _at, ...fields } = nuggets;
    const rename = await call(
      sandbox,
      'PUT',
      apiPath(`${materials.list.path}/${String(nuggets.uuid)}`),
      {
        token,
        body: { ...fields, name: 'Nugs' },
      },
    );
    expect(rename.status).toBe(409);
    expect(rename.json.message).toMatch(/its name cannot change/);
  });

  it('a material a package names is not deleted: 409 naming the package', async () => {
    const { sandbox, token } = await setUp();
    const wings = (
      await call(sandbox, 'POST', apiPath(materials.create.path), { token, body: MATERIAL })
    ).json.results as { uuid: string };
    const made = await call(sandbox, 'POST', apiPath('/dictionaries/chickenPackages'), {
      token,
      body: wings6(wings.uuid),
    });
    expect(made.status, made.json.message).toBe(200);
    const del = await call(sandbox, 'DELETE', apiPath(`${materials.list.path}/${wings.uuid}`), {
      token,
    });
    expect(del.status).toBe(409);
    expect(del.json.message).toBe('“Wings” is used by the package “Wings 6”; it cannot be deleted');
  });

  it('answers 404 for an unknown entry', async () => {
    const { sandbox, token } = await setUp();
    const answer = await call(sandbox, 'DELETE', apiPath('/dictionaries/containers/nope'), {
      token,
    });
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe('No such container');
  });

  it('answers 403 per missing MATERIAL_SETTINGS action (spec 000 §6)', async () => {
    const { sandbox, token: managerToken } = await setUp('manager@demo.kitchen');
    const potato = DICTIONARY_KINDS['potato-materials'].endpoints;
    const list = await get(sandbox, managerToken, potato.list.path);
    expect(list.status).toBe(403);
    expect(list.json.message).toMatch(/MATERIAL_SETTINGS VIEW/);
    // The monitor's pack summary reads the containers at their materials' piece weights (spec
    // 001 §3 "Pack summary"): PCS view reads those two lists (docs/decisions/production.md).
    for (const kind of ['chicken-materials', 'chicken-containers'] as const)
      expect(
        (await get(sandbox, managerToken, DICTIONARY_KINDS[kind].endpoints.list.path)).status,
      ).toBe(200);

    editorOnly(sandbox, 'crew@demo.kitchen');
    const { token } = await setUp('crew@demo.kitchen', sandbox);
    expect((await get(sandbox, token, materials.list.path)).status).toBe(200);
    const create = await call(sandbox, 'POST', apiPath(materials.create.path), {
      token,
      body: MATERIAL,
    });
    expect(create.status).toBe(403);
    expect(create.json.message).toMatch(/MATERIAL_SETTINGS CREATE/);
    const del = await call(sandbox, 'DELETE', apiPath('/dictionaries/containers/nope'), { token });
    expect(del.status).toBe(403);
  });

  it('GET /dictionaries/measurementUnits lists the units a material is counted in', async () => {
    const { sandbox, token } = await setUp();
    const units = v.parse(
      listMeasurementUnits.response,
      (await get(sandbox, token, listMeasurementUnits.path)).json.results,
    );
    expect(units.map((unit) => unit.code)).toEqual(['PIECE', 'KILOGRAM', 'PORTION']);
  });
});
