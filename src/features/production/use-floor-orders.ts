import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  floorOrder,
  packSummary,
  toPack,
  type PackContainer,
} from '../../api/production/catering-floor';
import type { PackSummary, QueueBatch, QueueOrder } from '../../api/production/production.schema';
import { productionQueries } from '../../api/production/production.queries';
import { DICTIONARY_KINDS } from '../../api/dictionaries/dictionaries.endpoints';
import { dictionariesQueries } from '../../api/dictionaries/dictionaries.queries';
import { zonedEpoch, zonedWallClock } from '../../lib/time-zone';

export interface FloorOrders {
  orders: QueueOrder[];
  packSummaries: PackSummary[];
}

/**
 * The two dictionaries' queries, made once: their `select` sorts by code, and a new `select`
 * each render would sort again, and hand the pack summary new lists, on every message of a rush.
 */
const CONTAINERS = dictionariesQueries.list(DICTIONARY_KINDS['chicken-containers']);
const MATERIALS = dictionariesQueries.list(DICTIONARY_KINDS['chicken-materials']);

/** The kitchen's local day around `now`: its first instant and the next day's. */
function kitchenDay(now: number, timeZone: string | undefined): [number, number] {
  const { year, month, day } = zonedWallClock(now, timeZone);
  return [
    zonedEpoch({ year, month, day }, timeZone),
    zonedEpoch({ year, month, day: day + 1 }, timeZone),
  ];
}

/** What tells a catering batch's move: a new one, a stage or a status. */
function cateringSignature(batches: readonly QueueBatch[]): string {
  return batches
    .filter((batch) => batch.catering)
    .map((batch) => `${batch.uuid}:${batch.stageName}:${batch.status}`)
    .join(',');
}

/**
 * The order table's and the pack summary's rows (spec 001 §3) the spec's way: the kitchen's
 * catering orders of its local day (GET /catering-orders, asked every FLOOR_ORDERS_REFRESH_MS
 * and whenever the queue's catering batches move), split by the live queue's batches, and packed
 * in the chicken containers dictionary's containers (spec 001 §7 "Dictionaries"). Undefined
 * until this kitchen's orders are first answered, so the monitor can hold its spinners until
 * then instead of filling the order table above the others (a layout shift of the whole queue).
 * Null when they cannot be read: the monitor then shows what an ORDERS frame said, where a
 * provider sends one (docs/decisions/production.md "The floor's orders").
 */
export function useFloorOrders(
  restaurantUuid: string,
  timeZone: string | undefined,
  batches: readonly QueueBatch[],
  /** The provider's clock. */
  now: number,
): FloorOrders | null | undefined {
  // Read on the minute: a kitchen's day turns on one, and its zone's arithmetic is not free.
  const minute = Math.floor(now / 60_000);
  const [dayStart, dayEnd] = useMemo(
    () => kitchenDay(minute * 60_000, timeZone),
    [minute, timeZone],
  );
  const orders = useQuery(productionQueries.floorOrders(restaurantUuid, dayStart, dayEnd));
  const containers = useQuery(CONTAINERS);
  const materials = useQuery(MATERIALS);

  const signature = cateringSignature(batches);
  const { refetch } = orders;
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    // A batch's move changes its order's status too (started, cooked): read it now.
    void refetch();
  }, [signature, refetch]);

  // The pack summary is recomputed when the orders, the dictionaries or the minute change.
  const packSummaries = useMemo(() => {
    if (!orders.data) return null;
    const dictionary: PackContainer[] = (containers.data ?? []).flatMap((entry) =>
      typeof entry.capacityKg === 'number' && entry.capacityKg > 0
        ? [{ name: String(entry.name), capacityKg: entry.capacityKg }]
        : [],
    );
    const pieceKg = (material: string) => {
      const weight = materials.data?.find((entry) => entry.name === material)?.pieceWeightKg;
      return typeof weight === 'number' ? weight : undefined;
    };
    return toPack(orders.data, minute * 60_000)
      .sort((a, b) => a.restaurantDepartureTime - b.restaurantDepartureTime)
      .map((order) => packSummary(order, dictionary, pieceKg(order.material)));
  }, [orders.data, containers.data, materials.data, minute]);

  const rows = useMemo(
    () => orders.data?.map((order) => floorOrder(order, batches)) ?? null,
    [orders.data, batches],
  );
  // Answered once for this kitchen: a later day's or a refused read no longer holds the queue
  // (React's pattern for information from the previous render).
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  if (!orders.isPending && answeredFor !== restaurantUuid) setAnsweredFor(restaurantUuid);
  if (orders.isPending && answeredFor !== restaurantUuid) return undefined;
  return rows && packSummaries ? { orders: rows, packSummaries } : null;
}
