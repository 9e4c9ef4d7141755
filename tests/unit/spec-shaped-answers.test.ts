import { describe, expect, it } from 'vitest';
import { getPerformanceRatio } from '../../src/api/analytics/events-analytics.endpoints';
import {
  confirmMultiFactorEnable,
  startMultiFactorEnable,
} from '../../src/api/auth/auth.endpoints';
import {
  deleteTabletSessions,
  listTablets,
  sendTabletCommand,
} from '../../src/api/devices/devices.endpoints';
import { EVENT_ENDPOINTS } from '../../src/api/events/events.endpoints';
import {
  getChickenPerformance,
  getExtendedChickenPerformance,
} from '../../src/api/performance/performance.endpoints';
import { getPotatoHoldTime } from '../../src/api/potato/potato.endpoints';
import { getRecommendationAnalytic } from '../../src/api/recommendation-history/recommendation-history.endpoints';
import {
  assignDevices,
  moveDevices,
  unassignDevices,
} from '../../src/api/restaurants/restaurants-admin.endpoints';
import { getStockOutAnalytic } from '../../src/api/stock-out/stock-out.endpoints';
import { RECORD_ENDPOINTS } from '../../src/api/timer-history/timer-history.endpoints';
import { checkResetToken } from '../../src/api/users/users.endpoints';
import { envelopeSchema, type AnyEndpoint } from '../../src/lib/endpoint';
import { readAnswer } from '../../src/lib/tolerant-read';

/*
 * Answers shaped only as the spec gives them (docs/decisions/provider-api.md, "Reading
 * answers"): each is read whole, every row kept, where the console once refused the answer or
 * left every row out. Values the spec does not name are the provider's: one the console has no
 * words for is read as it comes. The screens' fallbacks are tested beside them.
 */

/** `results` as the console reads it from `{ success: true, results }` (none: no key). */
function read(endpoint: AnyEndpoint, ...results: [unknown?]) {
  const body = results.length ? { success: true, results: results[0] } : { success: true };
  const { parsed, unreadable } = readAnswer(envelopeSchema(endpoint.response), body);
  expect(parsed.issues).toBeUndefined();
  expect(unreadable.count).toBe(0);
  return (parsed.output as { results: unknown }).results;
}

const T = 1_764_000_000;

describe('answers the spec gives without the fields the console once required', () => {
  it('000 §7 lines 162 and 165: turning multi-factor on answers nothing; no secret, no recovery codes', () => {
    expect(read(startMultiFactorEnable)).toEqual({});
    expect(read(confirmMultiFactorEnable)).toEqual({ recoveryCodes: [] });
    expect(read(confirmMultiFactorEnable, true)).toEqual({ recoveryCodes: [] });
  });

  it('001 §7 line 201: the reset-link check answers nothing; the link is good, its e-mail unknown', () => {
    expect(read(checkResetToken)).toEqual({});
    expect(read(checkResetToken, { email: 'crew@demo.kitchen' })).toEqual({
      email: 'crew@demo.kitchen',
    });
  });

  it('001 §7 line 190: ending tablet sessions answers nothing; the count is not said', () => {
    expect(read(deleteTabletSessions)).toEqual({});
    expect(read(deleteTabletSessions, { deleted: 2 })).toEqual({ deleted: 2 });
  });

  it.each([
    ['POST /restaurants/{id}/devices', assignDevices],
    ['PUT /restaurants/{id}/changeRestaurant', unassignDevices],
    ['PUT /restaurants/{id}/changeRestaurant/{id2}', moveDevices],
  ])('001 §7 line 196: %s answers nothing; the devices moved are not counted', (_, endpoint) => {
    expect(read(endpoint)).toEqual({});
    expect(read(endpoint, { pcs: 1, tablets: 2 })).toEqual({ pcs: 1, tablets: 2 });
  });

  it('000 §3 line 95: a performance period is percent, weight and count, with no base and no ratio echo', () => {
    const figures = { percent: 80, weight: 8, count: 80 };
    const chicken = read(getChickenPerformance, {
      restaurants: [{ restaurantUuid: 'r1', periods: [{ timestamp: T, ...figures }] }],
    }) as { restaurants: Array<{ periods: unknown[] }> };
    expect(chicken.restaurants[0]!.periods).toEqual([{ timestamp: T, ...figures }]);
    const extended = read(getExtendedChickenPerformance, {
      restaurants: [
        {
          restaurantUuid: 'r1',
          ...figures,
          dayParts: [{ dayPart: 'LUNCH', ...figures }],
          products: [{ material: 'Nuggets', ...figures }],
        },
      ],
    }) as { restaurants: Array<{ dayParts: unknown[]; products: unknown[] }> };
    expect(extended.restaurants[0]!.dayParts).toHaveLength(1);
    expect(extended.restaurants[0]!.products).toHaveLength(1);
  });

  it('000 §3 line 94: the performance ratio type is an asked filter, not echoed; another is read', () => {
    const weights = { cookedWeight: 10, recommendationWeight: 9, wasteWeight: 1, cookedRatio: 111 };
    expect(read(getPerformanceRatio, { ...weights, rows: [], series: [] })).toMatchObject(weights);
    expect(
      read(getChickenPerformance, { performanceRatioType: 'COOKED/PLANNED', restaurants: [] }),
    ).toEqual({ performanceRatioType: 'COOKED/PLANNED', restaurants: [] });
  });

  it('000 §3 line 86: interval is a stock-out query field; the analytic need not echo it', () => {
    const analytic = read(getStockOutAnalytic, { timestamps: [T], restaurants: [] });
    expect(analytic).toEqual({ timestamps: [T], restaurants: [] });
  });

  it('000 §7 line 182: potato hold time is keyed by package type, then item; a type with some zones is read', () => {
    expect(read(getPotatoHoldTime, { HASHBROWNS: { '<=20': 60, '20-25': 40 } })).toEqual({
      HASHBROWNS: { '<=20': 60, '20-25': 40 },
    });
  });

  it('001 §3 line 93 (fields not shown): a recommendation analytic row without restaurant name and number is kept', () => {
    const row = {
      restaurantUuid: 'r1',
      count: 10,
      holdCompliance: 90,
      cookedWeight: 10,
      wasteWeight: 1,
      wasteShare: 10,
      tasks: 4,
      delaysNumber: 1,
      averageTaskDelay: 2,
    };
    const median = { holdCompliance: 90, wasteShare: 10, averageTaskDelay: 2 };
    expect(read(getRecommendationAnalytic, { rows: [row], median })).toEqual({
      rows: [row],
      median,
    });
  });

  it("001 §3 line 82: a tablet command status of the provider's own is read", () => {
    expect(read(sendTabletCommand, { action: 'START', status: 'QUEUED' })).toMatchObject({
      status: 'QUEUED',
    });
    const tablet = {
      uuid: 't1',
      name: 'Line 1',
      remoteAccess: false,
      model: 'X',
      build: '1',
      lastCommand: { uuid: 'c1', action: 'START', status: 'DELIVERED' },
    };
    const page = read(listTablets, { content: [tablet], total: 1 }) as { content: unknown[] };
    expect(page.content).toHaveLength(1);
  });

  const record = {
    uuid: 'x1',
    restaurantUuid: 'r1',
    material: 'Nuggets',
    startTime: T * 1000,
    endTime: T * 1000 + 60_000,
    duration: 60,
  };
  const page = (row: object) => ({
    content: [row],
    cursor: null,
    existsNextPage: false,
    existsPreviousPage: false,
  });

  it("001 §3 line 93 (fields not shown): a conveyor direction and a basket stage of the provider's own are read", () => {
    const conveyor = read(
      RECORD_ENDPOINTS.conveyor.list,
      page({ ...record, direction: 'SIDEWAYS' }),
    );
    expect((conveyor as { content: unknown[] }).content).toHaveLength(1);
    const baskets = read(
      RECORD_ENDPOINTS['basket-events'].list,
      page({ ...record, stage: 'BASKET_RINSE' }),
    );
    expect((baskets as { content: unknown[] }).content).toHaveLength(1);
  });

  it("001 §3 line 103: an event without a station, or at a station of the provider's own, is read", () => {
    const event = {
      eventId: 'e1',
      restaurantUuid: 'r1',
      eventName: 'Pan cooked',
      material: 'Nuggets',
      cameraName: 'CAM-1',
      startEventTime: T * 1000,
      eventTime: T * 1000 + 5000,
      duration: 5,
      frames: 40,
    };
    for (const endpoints of Object.values(EVENT_ENDPOINTS)) {
      for (const row of [event, { ...event, station: 'GRILL' }]) {
        const answer = read(endpoints.list, page(row)) as { content: unknown[] };
        expect(answer.content).toHaveLength(1);
      }
    }
  });
});
