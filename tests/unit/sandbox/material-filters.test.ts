import { describe, expect, it } from 'vitest';
import { ENTREE_PACKAGE_TYPES } from '../../../src/api/analytics/events-analytics.constants';
import { DICTIONARY_KINDS } from '../../../src/api/dictionaries/dictionaries.endpoints';
import { getChickenPackages } from '../../../src/api/materials/materials.endpoints';
import type { Sandbox } from '../../../sandbox/app';
import { apiPath, call, get, resultsWith, setUp } from './sandbox-client';

const results = resultsWith({});
const packages = DICTIONARY_KINDS['chicken-packages'].endpoints;

/** Adds a chicken package of the dictionary's first material, as the dictionaries page does. */
async function addPackage(sandbox: Sandbox, token: string, code: string) {
  const [material] = (await get(sandbox, token, '/dictionaries/materials/all')).json
    .results as Array<{ uuid: string }>;
  const answer = await call(sandbox, 'POST', apiPath(packages.create.path), {
    token,
    body: {
      code,
      name: `Package ${code}`,
      materialUuid: material!.uuid,
      pieces: 2,
      holdTimeMinutes: 10,
    },
  });
  expect(answer.status, answer.json.message).toBe(200);
  return answer.json.results as { uuid: string };
}

describe('GET /materials/filters/chicken-packages (spec 001 §7 line 240, the chickenPackages dictionary of line 237)', () => {
  it('lists the codes of the chicken packages dictionary, by code', async () => {
    const { sandbox, token } = await setUp();
    const codes = await results(sandbox, token, getChickenPackages);
    expect([...codes].sort()).toEqual([...ENTREE_PACKAGE_TYPES].sort());
    expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
  });

  it('a package added to the dictionary is listed at once, and a deleted one no more', async () => {
    const { sandbox, token } = await setUp();
    const added = await addPackage(sandbox, token, 'WINGS_6');
    expect(await results(sandbox, token, getChickenPackages)).toContain('WINGS_6');
    const removed = await call(sandbox, 'DELETE', apiPath(`${packages.list.path}/${added.uuid}`), {
      token,
    });
    expect(removed.status).toBe(200);
    expect(await results(sandbox, token, getChickenPackages)).not.toContain('WINGS_6');
  });

  it('needs EVENTS or TIMER_CYCLE_HISTORY VIEW (the pages whose filters list it): 403 otherwise', async () => {
    const { sandbox, token: crew } = await setUp('crew@demo.kitchen');
    expect((await get(sandbox, crew, getChickenPackages.path)).status).toBe(200);
    const chain = sandbox.context.chain;
    chain.users.find((user) => user.email === 'crew@demo.kitchen')!.roleUuid = chain.roles.find(
      (role) => role.name === 'Support Engineer',
    )!.uuid;
    const refused = await get(sandbox, crew, getChickenPackages.path);
    expect(refused.status).toBe(403);
  });
});

describe('GET /dictionaries/materials/all and /potato-materials/all: the product filters’ options (spec 001 §7 line 239)', () => {
  it('are readable by a user of the pages that filter by product, without MATERIAL_SETTINGS (the manager); the potato dictionary itself is not', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    for (const path of ['/dictionaries/materials/all', '/dictionaries/potato-materials/all'])
      expect((await get(sandbox, token, path)).status, path).toBe(200);
    // The chicken materials are the monitor's too (its pack summary's piece weights,
    // docs/decisions/production.md); the potato ones stay the settings pages'.
    expect((await get(sandbox, token, '/dictionaries/potato-materials')).status).toBe(403);
  });
});
