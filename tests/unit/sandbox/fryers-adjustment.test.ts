import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  adjustmentRuleListSchema,
  adjustmentRuleSchema,
  scalesSchema,
} from '../../../src/api/adjustment/adjustment.schema';
import { fryerListSchema, fryerSchema } from '../../../src/api/fryers/fryers.schema';
import type { Sandbox } from '../../../sandbox/app';
import { adjustmentOf } from '../../../sandbox/model/adjustment';
import { auditTrailOf } from '../../../sandbox/model/audit-trail';
import { dictionariesOf } from '../../../sandbox/model/dictionaries';
import { WINGS } from '../../helpers/dictionary-entries';
import { apiPath, call, get, setUp } from './sandbox-client';

const restaurantOf = (sandbox: Sandbox, number: number) =>
  sandbox.context.chain.restaurants.find((r) => r.number === number)!.uuid;

/** A chicken material's uuid in the materials dictionary, by its name. */
const materialUuid = (sandbox: Sandbox, name: string) =>
  dictionariesOf(sandbox.context.chain)
    .list('chicken-materials')
    .find((entry) => entry.name === name)!.uuid;

const FRYER = { name: 'Fryer 9', vendor: 'Henny Penny', vats: 2, oilCapacityKg: 22, station: null };

describe('fryers (spec 001 §2 "Fryer manager: list, create, edit and delete fryers", §7 "Fryers")', () => {
  it('lists a kitchen’s fryers, creates, edits and deletes one', async () => {
    const { sandbox, token } = await setUp();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const before = v.parse(
      fryerListSchema,
      (await get(sandbox, token, '/fryers', { restaurantUuid })).json.results,
    );
    expect(before.length).toBeGreaterThan(0);

    const created = await call(sandbox, 'POST', apiPath('/fryers'), {
      token,
      body: { ...FRYER, restaurantUuid },
    });
    expect(created.status, created.json.message).toBe(200);
    const fryer = v.parse(fryerSchema, created.json.results);
    expect(fryer).toMatchObject({ ...FRYER, restaurantUuid });

    const edited = await call(sandbox, 'PUT', apiPath(`/fryers/${fryer.uuid}`), {
      token,
      body: { ...FRYER, name: 'Fryer 10', station: 'Breading' },
    });
    expect(edited.status, edited.json.message).toBe(200);
    expect(edited.json.results).toMatchObject({ name: 'Fryer 10', station: 'Breading' });

    const removed = await call(sandbox, 'DELETE', apiPath(`/fryers/${fryer.uuid}`), { token });
    expect(removed.status).toBe(200);
    const after = v.parse(
      fryerListSchema,
      (await get(sandbox, token, '/fryers', { restaurantUuid })).json.results,
    );
    expect(after.map((f) => f.uuid)).toEqual(before.map((f) => f.uuid));
  });

  it.each([
    ['no name', { name: '  ' }, /name is required/],
    ['a name too long', { name: 'x'.repeat(61) }, /name must be at most 60/],
    ['a vendor with a comma', { vendor: 'A, B' }, /no comma/],
    ['no vats', { vats: 0 }, /vats must be 1 to 4/],
    ['half a vat', { vats: 1.5 }, /whole number/],
    ['too much oil', { oilCapacityKg: 101 }, /oilCapacityKg must be 1 to 100/],
    ['oil as text', { oilCapacityKg: '20' }, /oilCapacityKg/],
  ])('refuses a body with %s: 400 with a message', async (_what, change, message) => {
    const { sandbox, token } = await setUp();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const answer = await call(sandbox, 'POST', apiPath('/fryers'), {
      token,
      body: { ...FRYER, restaurantUuid, ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });

  it('refuses a second fryer of the same name in a kitchen: 409', async () => {
    const { sandbox, token } = await setUp();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const answer = await call(sandbox, 'POST', apiPath('/fryers'), {
      token,
      body: { ...FRYER, name: 'fryer 1', restaurantUuid },
    });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toMatch(/already exists/);
  });

  it('answers 404 for an unknown fryer, and for a restaurant not the user’s', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    const admin = await setUp('admin@demo.kitchen', sandbox);
    const del = await call(sandbox, 'DELETE', apiPath('/fryers/nope'), { token: admin.token });
    expect(del.status).toBe(404);
    const put = await call(sandbox, 'PUT', apiPath('/fryers/nope'), { token, body: FRYER });
    expect(put.status).toBe(404);
    // The manager's restaurants are 1001, 1003, 1006, 1010 and 1015.
    const list = await get(sandbox, token, '/fryers', {
      restaurantUuid: restaurantOf(sandbox, 1002),
    });
    expect(list.status).toBe(404);
  });

  it('answers 403 per missing action (spec 000 §6): the manager has PCS VIEW and EDIT only', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const list = await get(sandbox, token, '/fryers', { restaurantUuid });
    expect(list.status).toBe(200);
    const fryer = v.parse(fryerListSchema, list.json.results)[0]!;
    const create = await call(sandbox, 'POST', apiPath('/fryers'), {
      token,
      body: { ...FRYER, restaurantUuid },
    });
    expect(create.status).toBe(403);
    expect(create.json.message).toMatch(/PCS CREATE/);
    const del = await call(sandbox, 'DELETE', apiPath(`/fryers/${fryer.uuid}`), { token });
    expect(del.status).toBe(403);
    expect(del.json.message).toMatch(/PCS DELETE/);
    const crew = await setUp('crew@demo.kitchen', sandbox);
    const crewList = await get(sandbox, crew.token, '/fryers', { restaurantUuid });
    expect(crewList.status).toBe(403);
    expect(crewList.json.message).toMatch(/PCS VIEW/);
  });
});

describe('adjustment rules (spec 001 §3 "Adjustment rules: restaurantUuid, materialUuids", §7)', () => {
  it('creates, edits, lists and deletes a rule, its materials by their dictionary uuids', async () => {
    const { sandbox, token } = await setUp();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const [nuggets, strips] = [materialUuid(sandbox, 'Nuggets'), materialUuid(sandbox, 'Strips')];
    const created = await call(sandbox, 'POST', apiPath('/adjustmentRules'), {
      token,
      body: { restaurantUuid, materialUuids: [nuggets, strips] },
    });
    expect(created.status, created.json.message).toBe(200);
    const rule = v.parse(adjustmentRuleSchema, created.json.results);
    const edited = await call(sandbox, 'PUT', apiPath(`/adjustmentRules/${rule.uuid}`), {
      token,
      body: { materialUuids: [nuggets] },
    });
    expect(edited.json.results).toMatchObject({ materialUuids: [nuggets] });
    const list = v.parse(
      adjustmentRuleListSchema,
      (await get(sandbox, token, '/adjustmentRules', { restaurantUuid })).json.results,
    );
    expect(list.map((r) => r.materialUuids)).toEqual([[nuggets]]);
    const removed = await call(sandbox, 'DELETE', apiPath(`/adjustmentRules/${rule.uuid}`), {
      token,
    });
    expect(removed.status).toBe(200);
    const again = await call(sandbox, 'DELETE', apiPath(`/adjustmentRules/${rule.uuid}`), {
      token,
    });
    expect(again.status).toBe(404);
  });

  it.each([
    ['no materials', () => ({ materialUuids: [] }), /at least one/],
    [
      'a uuid the materials dictionary does not hold',
      () => ({ materialUuids: ['material-999999'] }),
      /names no material of the materials dictionary: material-999999/,
    ],
    [
      'a material named rather than its uuid',
      () => ({ materialUuids: ['Nuggets'] }),
      /names no material of the materials dictionary: Nuggets/,
    ],
    [
      'a container’s uuid',
      (sandbox: Sandbox) => ({
        materialUuids: [dictionariesOf(sandbox.context.chain).list('chicken-containers')[0]!.uuid],
      }),
      /names no material/,
    ],
    [
      'a repeated material',
      (sandbox: Sandbox) => ({
        materialUuids: [materialUuid(sandbox, 'Nuggets'), materialUuid(sandbox, 'Nuggets')],
      }),
      /not repeat/,
    ],
    ['no restaurant', () => ({ restaurantUuid: '' }), /restaurantUuid is required/],
  ])('refuses a rule with %s: 400 with a message', async (_what, change, message) => {
    const { sandbox, token } = await setUp();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const answer = await call(sandbox, 'POST', apiPath('/adjustmentRules'), {
      token,
      body: {
        restaurantUuid,
        materialUuids: [materialUuid(sandbox, 'Nuggets')],
        ...change(sandbox),
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
    expect(adjustmentOf(sandbox.context.chain).rules(restaurantUuid)).toEqual([]);
  });

  it('an edit to a uuid the materials dictionary does not hold is 400, and the rule keeps its materials', async () => {
    const { sandbox, token } = await setUp();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const nuggets = materialUuid(sandbox, 'Nuggets');
    const created = await call(sandbox, 'POST', apiPath('/adjustmentRules'), {
      token,
      body: { restaurantUuid, materialUuids: [nuggets] },
    });
    const { uuid } = created.json.results as { uuid: string };
    const edited = await call(sandbox, 'PUT', apiPath(`/adjustmentRules/${uuid}`), {
      token,
      body: { materialUuids: [nuggets, 'material-999999'] },
    });
    expect(edited.status).toBe(400);
    expect(adjustmentOf(sandbox.context.chain).findRule(uuid)!.materialUuids).toEqual([nuggets]);
  });

  it('a material added to the dictionary may be adjusted; while a rule names it, it cannot be deleted (409)', async () => {
    const { sandbox, token } = await setUp();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const added = await call(sandbox, 'POST', apiPath('/dictionaries/materials'), {
      token,
      body: WINGS,
    });
    const wings = (added.json.results as { uuid: string }).uuid;
    const rule = await call(sandbox, 'POST', apiPath('/adjustmentRules'), {
      token,
      body: { restaurantUuid, materialUuids: [wings] },
    });
    expect(rule.status, rule.json.message).toBe(200);
    const refused = await call(sandbox, 'DELETE', apiPath(`/dictionaries/materials/${wings}`), {
      token,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/adjustment rule/);
    const { uuid } = rule.json.results as { uuid: string };
    await call(sandbox, 'DELETE', apiPath(`/adjustmentRules/${uuid}`), { token });
    const deleted = await call(sandbox, 'DELETE', apiPath(`/dictionaries/materials/${wings}`), {
      token,
    });
    expect(deleted.status).toBe(200);
  });

  it('refuses a material already in another rule of the restaurant: 409 naming it', async () => {
    const { sandbox, token } = await setUp();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const body = { restaurantUuid, materialUuids: [materialUuid(sandbox, 'Nuggets')] };
    await call(sandbox, 'POST', apiPath('/adjustmentRules'), { token, body });
    const answer = await call(sandbox, 'POST', apiPath('/adjustmentRules'), { token, body });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toMatch(/Nuggets/);
  });

  it('answers 403 without PCS CREATE', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    const answer = await call(sandbox, 'POST', apiPath('/adjustmentRules'), {
      token,
      body: {
        restaurantUuid: restaurantOf(sandbox, 1001),
        materialUuids: [materialUuid(sandbox, 'Nuggets')],
      },
    });
    expect(answer.status).toBe(403);
  });
});

describe('scales (spec 001 §7 GET and PUT /restaurants/{id}/scales, payload scales)', () => {
  it('round trip: every material at 100 % until set; a PUT keeps the scales it does not name', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const first = v.parse(
      scalesSchema,
      (await get(sandbox, token, `/restaurants/${restaurantUuid}/scales`)).json.results,
    );
    expect(first.scales.every((scale) => scale.percent === 100)).toBe(true);
    const put = await call(sandbox, 'PUT', apiPath(`/restaurants/${restaurantUuid}/scales`), {
      token,
      body: { scales: [{ material: 'Nuggets', percent: 120 }] },
    });
    expect(put.status, put.json.message).toBe(200);
    const after = v.parse(
      scalesSchema,
      (await get(sandbox, token, `/restaurants/${restaurantUuid}/scales`)).json.results,
    );
    expect(after.scales.find((s) => s.material === 'Nuggets')!.percent).toBe(120);
    expect(after.scales.find((s) => s.material === 'Strips')!.percent).toBe(100);
  });

  it.each([
    ['below 50 %', [{ material: 'Nuggets', percent: 49 }], /50 to 200/],
    ['above 200 %', [{ material: 'Nuggets', percent: 201 }], /50 to 200/],
    ['a fraction', [{ material: 'Nuggets', percent: 99.5 }], /whole number/],
    [
      'a material twice',
      [
        { material: 'Nuggets', percent: 90 },
        { material: 'Nuggets', percent: 110 },
      ],
      /not repeat/,
    ],
    [
      'of a material no dictionary holds',
      [{ material: 'Tofu', percent: 110 }],
      /chicken materials dictionary/,
    ],
  ])('refuses scales %s: 400 with a message', async (_what, scales, message) => {
    const { sandbox, token } = await setUp();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const answer = await call(sandbox, 'PUT', apiPath(`/restaurants/${restaurantUuid}/scales`), {
      token,
      body: { scales },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });

  it("spec 001 §7 'Dictionaries': a material added to the chicken materials dictionary has a scale, 100 % until set", async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    const restaurantUuid = restaurantOf(sandbox, 1001);
    dictionariesOf(sandbox.context.chain).add('chicken-materials', WINGS, sandbox.context.now());
    const scales = async () =>
      v.parse(
        scalesSchema,
        (await get(sandbox, token, `/restaurants/${restaurantUuid}/scales`)).json.results,
      ).scales;
    expect((await scales()).find((scale) => scale.material === 'Wings')?.percent).toBe(100);
    const put = await call(sandbox, 'PUT', apiPath(`/restaurants/${restaurantUuid}/scales`), {
      token,
      body: { scales: [{ material: 'Wings', percent: 130 }] },
    });
    expect(put.status, put.json.message).toBe(200);
    expect((await scales()).find((scale) => scale.material === 'Wings')?.percent).toBe(130);
  });

  it('answers 404 for an unknown restaurant and 403 without PCS', async () => {
    const { sandbox, token } = await setUp();
    expect((await get(sandbox, token, '/restaurants/nope/scales')).status).toBe(404);
    const crew = await setUp('crew@demo.kitchen', sandbox);
    const answer = await get(
      sandbox,
      crew.token,
      `/restaurants/${restaurantOf(sandbox, 1001)}/scales`,
    );
    expect(answer.status).toBe(403);
  });
});

describe('the audit trail records each write (spec 001 §2 "Audit log")', () => {
  it('a fryer added, a rule deleted and the scales set each add their line, naming the record', async () => {
    const { sandbox, token } = await setUp();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const trail = () => auditTrailOf(sandbox.context.chain);
    await call(sandbox, 'POST', apiPath('/fryers'), {
      token,
      body: { ...FRYER, restaurantUuid },
    });
    expect(trail()[0]).toMatchObject({ action: 'FRYER_CREATED', restaurantUuid });
    expect(trail()[0]!.target).toMatch(/^Fryer Fryer 9 · 1001 - /);
    const rule = await call(sandbox, 'POST', apiPath('/adjustmentRules'), {
      token,
      body: { restaurantUuid, materialUuids: [materialUuid(sandbox, 'Strips')] },
    });
    const uuid = (rule.json.results as { uuid: string }).uuid;
    // The trail names the rule's materials, not their uuids.
    expect(trail()[0]!.target).toMatch(/^Adjustment rule · Strips · 1001 - /);
    await call(sandbox, 'DELETE', apiPath(`/adjustmentRules/${uuid}`), { token });
    expect(trail()[0]).toMatchObject({ action: 'ADJUSTMENT_RULE_DELETED', targetUuid: uuid });
    await call(sandbox, 'PUT', apiPath(`/restaurants/${restaurantUuid}/scales`), {
      token,
      body: { scales: [{ material: 'Strips', percent: 80 }] },
    });
    expect(trail()[0]).toMatchObject({ action: 'SCALES_UPDATED', targetUuid: restaurantUuid });
  });
});
