import {
  DAY_PARTS,
  HOLD_TIME_LABELS,
  type DayPart,
  type HoldTimeLabel,
} from '../../src/api/analytics/analytics.constants';
import {
  getPotatoAverageHoldTime,
  getPotatoBatchesStatistic,
  getPotatoHoldTime,
  getPotatoHoldTimeByDayPart,
  getPotatoPackagedStatistic,
} from '../../src/api/potato/potato.endpoints';
import {
  POTATO_PACKAGE_TYPES,
  type PotatoPackageType,
} from '../../src/api/potato/potato.constants';
import type { EndpointQuery } from '../../src/lib/endpoint';
import type { SandboxApi, SandboxContext } from '../context';
import {
  PACKAGE_PRODUCT,
  potatoChutesOf,
  potatoEventsOf,
  type PotatoBatch,
} from '../model/potato-events';
import type { UserRecord } from '../model/users';
import { serve } from '../route';
import { averageOf, buckets, groupBy, kg, percentOf, sumOf, type BucketRange } from './aggregate';
import { analyticScope, holdTimeLabel } from './analytic-scope';

type PotatoQueryOutput = EndpointQuery<typeof getPotatoHoldTime>;

/** A packaged item placed at its batch's dump time and day part. */
interface Item {
  packageType: PotatoPackageType;
  holdMinutes: number;
  dayPart: DayPart;
  cookedAt: number;
}

interface Selection extends BucketRange {
  batches: PotatoBatch[];
  items: Item[];
  packageTypes: readonly PotatoPackageType[];
  /** The kitchens' chutes asked for: the seeded four and any the chain added. */
  chutes: readonly number[];
}

/**
 * What a call covers, with the chicken analytics' rules: the user's visible restaurants (or the
 * one asked for, 404 if unknown or not theirs), `[startEventTime, endEventTime)` defaulting to
 * the 24 h before now; 400 for an empty, reversed, over-a-year or too finely split range. Then
 * the batches of the requested chutes whose product has a requested type, and their items of
 * the requested types.
 */
function select(query: PotatoQueryOutput, user: UserRecord, sandbox: SandboxContext): Selection {
  const { restaurants, from, to, bucketMs } = analyticScope(query, user, sandbox);
  const packageTypes = query.packageTypes?.length
    ? POTATO_PACKAGE_TYPES.filter((type) => query.packageTypes!.includes(type))
    : POTATO_PACKAGE_TYPES;
  // An empty `chutes=` means the default, as an empty `packageTypes=` means all.
  const chutes = potatoChutesOf(sandbox.chain).filter((chute) =>
    (query.chutes.length ? query.chutes : [1, 2]).includes(chute),
  );
  const products = new Set(packageTypes.map((type) => PACKAGE_PRODUCT[type]));
  const batches = potatoEventsOf(sandbox.chain)
    .between(restaurants, from, to)
    .filter((batch) => chutes.includes(batch.chute) && products.has(batch.product));
  const items = batches.flatMap((batch) =>
    batch.items
      .filter((item) => packageTypes.includes(item.packageType))
      .map((item) => ({
        packageType: item.packageType,
        holdMinutes: item.holdMinutes,
        dayPart: batch.dayPart,
        cookedAt: batch.cookedAt,
      })),
  );
  return { batches, items, packageTypes, chutes, from, to, bucketMs };
}

const averageHold = (items: readonly Item[]) => averageOf(items, (item) => item.holdMinutes);
const wasteKg = (batches: readonly PotatoBatch[]) =>
  kg(sumOf(batches, (batch) => batch.wasteGrams));
const series = <T extends { cookedAt: number }>(rows: readonly T[], selection: Selection) =>
  buckets(rows, selection, (row) => row.cookedAt);

function perType(items: readonly Item[], packageTypes: readonly PotatoPackageType[]) {
  return groupBy(items, packageTypes, (item) => item.packageType).map(([packageType, group]) => ({
    packageType,
    count: group.length,
    averageHoldTime: averageHold(group),
  }));
}

export function registerPotatoRoutes(api: SandboxApi): void {
  serve(api, getPotatoHoldTime, ({ query, user, sandbox }) => {
    const { items, packageTypes } = select(query, user, sandbox);
    return Object.fromEntries(
      groupBy(items, packageTypes, (item) => item.packageType).map(([packageType, group]) => [
        packageType,
        Object.fromEntries(
          groupBy(group, HOLD_TIME_LABELS, (item) => holdTimeLabel(item.holdMinutes)).map(
            ([zone, inZone]) => [zone, percentOf(inZone.length, group.length)],
          ),
        ) as Record<HoldTimeLabel, number>,
      ]),
    );
  });

  serve(api, getPotatoHoldTimeByDayPart, ({ query, user, sandbox }) => {
    const { items, packageTypes } = select(query, user, sandbox);
    return {
      dayParts: groupBy(items, DAY_PARTS, (item) => item.dayPart).map(([dayPart, group]) => ({
        dayPart,
        count: group.length,
        averageHoldTime: averageHold(group),
        packageTypes: perType(group, packageTypes),
      })),
    };
  });

  serve(api, getPotatoAverageHoldTime, ({ query, user, sandbox }) => {
    const selection = select(query, user, sandbox);
    const { items } = selection;
    return {
      count: items.length,
      averageHoldTime: averageHold(items),
      packageTypes: perType(items, selection.packageTypes),
      series: series(items, selection).map(([analyticPeriod, group]) => ({
        analyticPeriod,
        count: group.length,
        averageHoldTime: averageHold(group),
      })),
    };
  });

  serve(api, getPotatoPackagedStatistic, ({ query, user, sandbox }) => {
    const selection = select(query, user, sandbox);
    const { items } = selection;
    return {
      count: items.length,
      packageTypes: groupBy(items, selection.packageTypes, (item) => item.packageType).map(
        ([packageType, group]) => ({
          packageType,
          count: group.length,
          share: percentOf(group.length, items.length),
        }),
      ),
      series: series(items, selection).map(([analyticPeriod, group]) => ({
        analyticPeriod,
        count: group.length,
      })),
    };
  });

  serve(api, getPotatoBatchesStatistic, ({ query, user, sandbox }) => {
    const selection = select(query, user, sandbox);
    const { batches } = selection;
    return {
      count: batches.length,
      wasteWeight: wasteKg(batches),
      chutes: groupBy(batches, selection.chutes, (batch) => batch.chute).map(([chute, group]) => ({
        chute,
        count: group.length,
        share: percentOf(group.length, batches.length),
      })),
      series: series(batches, selection).map(([analyticPeriod, group]) => ({
        analyticPeriod,
        count: group.length,
        wasteWeight: wasteKg(group),
      })),
    };
  });
}
