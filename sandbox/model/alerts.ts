/**
 * Alerts (spec 000 §7 "Alerts"): what the monitoring source fires (Prometheus's alerting rules
 * on the kitchen PCs, or their simulation), kept with ids from the moment the sandbox first sees
 * them firing until they resolve, plus the kitchen's own alerts derived from its history: a
 * fryer offline, a stock-out longer than its limit. Deleting hides an alert for good (a rule
 * still firing does not bring it back); acknowledging records who and when. One store per chain,
 * dropped with it on reset.
 */
import type { Alert as AlertAnswer, AlertSeverity } from '../../src/api/alerts/alerts.schema';
import { canSeeHost, hostRecord } from '../monitoring/hosts';
import type { Chain } from '../seed';
import { createDailyEvents, type DailyEvents, type LocalDay } from './daily-events';
import { fryersOf } from './fryers';
import { randomStream } from './random';
import type { RestaurantRecord } from './restaurants';
import { stockOutsOf } from './stock-outs';
import type { UserRecord } from './users';
import { perChain } from './per-chain';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** A stock-out becomes an alert once it lasts this long (info), a warning from twice that. */
const STOCK_OUT_ALERT_MINUTES = 5;
/** A fryer offline this long is critical; shorter, a warning. */
const FRYER_OFFLINE_CRITICAL_MINUTES = 30;
/** Chance that one of a kitchen's fryers drops offline on a given day. */
const FRYER_OFFLINE_CHANCE = 0.12;
/** Monitoring alerts kept per chain; the oldest resolved ones go first. */
const MAX_MONITORING_ALERTS = 5_000;

/**
 * An alert as the sandbox keeps and answers it: every field of the declaration present (the
 * console reads most as optional, a real provider may leave them out), its number an integer.
 */
export type Alert = Omit<
  { [K in keyof AlertAnswer]-?: Exclude<AlertAnswer[K], undefined> },
  'restaurantNumber'
> & { restaurantNumber: number | null };

export type AlertRecord = Omit<Alert, 'acknowledgedBy' | 'acknowledgedAt'>;

/** An alert the monitoring source fires now, as the sync reads it. */
export interface FiringAlert {
  name: string;
  severity: AlertSeverity;
  host: string | null;
  summary: string;
  /** Epoch ms since it fires (Prometheus's `activeAt`). */
  activeAt: number;
  /** The rule and labels that make it the same alert from one sync to the next. */
  fingerprint: string;
}

export interface AlertFilters {
  severity: AlertSeverity | 'all';
  restaurantUuid?: string;
  /** `[from, to)` by `startsAt`, epoch ms. */
  from: number;
  to: number;
}

export interface AlertStore {
  /**
   * Records what fires now: new alerts get ids, those no longer firing end. Answers the new ones
   * that started firing after the chain was seeded (a reset does not announce again what was
   * already firing before it).
   */
  sync(firing: readonly FiringAlert[], now: number): Alert[];
  /** The user's alerts matching `filters`, newest first, deleted ones left out. */
  list(user: UserRecord, filters: AlertFilters, now: number): Alert[];
  /** One of the user's alerts by id (undefined when unknown, deleted or not theirs). */
  find(user: UserRecord, id: string, now: number): Alert | undefined;
  remove(id: string): void;
  acknowledge(id: string, by: string, at: number): void;
}

function createAlertStore(chain: Chain): AlertStore {
  const monitoring: AlertRecord[] = [];
  const active = new Map<string, AlertRecord>();
  const deleted = new Set<string>();
  const acknowledged = new Map<string, { by: string; at: number }>();
  const kitchen = kitchenAlerts(chain);
  let next = 1;

  const withAck = (record: AlertRecord): Alert => {
    const ack = acknowledged.get(record.id);
    return { ...record, acknowledgedBy: ack?.by ?? null, acknowledgedAt: ack?.at ?? null };
  };

  const visible = (user: UserRecord, record: AlertRecord) =>
    !deleted.has(record.id) && canSeeHost(user, record);

  function inRange(from: number, to: number, now: number): AlertRecord[] {
    const restaurants = chain.restaurants;
    return [
      ...monitoring.filter((record) => record.startsAt >= from && record.startsAt < to),
      ...kitchen.between(restaurants, from, Math.min(to, now + 1)),
    ];
  }

  return {
    sync(firing, now) {
      const seen = new Set<string>();
      const started: Alert[] = [];
      for (const alert of firing) {
        seen.add(alert.fingerprint);
        const current = active.get(alert.fingerprint);
        if (current) {
          current.summary = alert.summary;
          continue;
        }
        const record: AlertRecord = {
          id: `pa-${String(next++).padStart(6, '0')}`,
          severity: alert.severity,
          name: alert.name,
          summary: alert.summary,
          source: 'prometheus',
          host: alert.host,
          ...(alert.host ? restaurantFields(hostRecord(chain, alert.host)) : NO_RESTAURANT),
          startsAt: Math.min(alert.activeAt, now),
          endsAt: null,
          active: true,
        };
        active.set(alert.fingerprint, record);
        monitoring.push(record);
        if (alert.activeAt >= chain.seededAt) started.push(withAck(record));
      }
      for (const [fingerprint, record] of active) {
        if (seen.has(fingerprint)) continue;
        record.active = false;
        record.endsAt = now;
        active.delete(fingerprint);
      }
      if (monitoring.length > MAX_MONITORING_ALERTS) {
        const ended = monitoring.findIndex((record) => !record.active);
        if (ended >= 0) monitoring.splice(ended, 1);
      }
      return started;
    },
    list(user, filters, now) {
      return inRange(filters.from, filters.to, now)
        .filter(
          (record) =>
            visible(user, record) &&
            (filters.severity === 'all' || record.severity === filters.severity) &&
            (!filters.restaurantUuid || record.restaurantUuid === filters.restaurantUuid),
        )
        .sort((a, b) => b.startsAt - a.startsAt || (a.id < b.id ? -1 : 1))
        .map(withAck);
    },
    find(user, id, now) {
      const record = monitoring.find((candidate) => candidate.id === id) ?? kitchen.find(id, now);
      return record && visible(user, record) ? withAck(record) : undefined;
    },
    remove(id) {
      deleted.add(id);
    },
    acknowledge(id, by, at) {
      if (!acknowledged.has(id)) acknowledged.set(id, { by, at });
    },
  };
}

const NO_RESTAURANT = { restaurantUuid: null, restaurantNumber: null, restaurantName: null };

function restaurantFields(record: {
  restaurantUuid: string | null;
  restaurantNumber: number | null;
  restaurantName: string | null;
}) {
  const { restaurantUuid, restaurantNumber, restaurantName } = record;
  return { restaurantUuid, restaurantNumber, restaurantName };
}

function restaurantFieldsOf(restaurant: RestaurantRecord) {
  return {
    restaurantUuid: restaurant.uuid,
    restaurantNumber: restaurant.number,
    restaurantName: restaurant.name,
  };
}

/** The kitchen's alerts of one restaurant-day, made on first use from its history. */
function kitchenAlerts(chain: Chain): DailyEvents<AlertRecord> & {
  find(id: string, now: number): AlertRecord | undefined;
} {
  const events = createDailyEvents<AlertRecord>({
    seededAt: chain.seededAt,
    generate: (restaurant, day) => [
      ...stockOutAlerts(chain, restaurant, day),
      ...fryerOfflineAlerts(chain, restaurant, day),
    ],
    timeOf: (record) => record.startsAt,
  });
  return {
    ...events,
    find(id, now) {
      // Ids name the restaurant and its local day: `so-1001-2026-11-20-3`, `fo-1001-2026-11-20-1`.
      const match = /^(?:so|fo)-(\d+)-(\d{4}-\d{2}-\d{2})-\d+$/.exec(id);
      const restaurant = match && chain.restaurants.find((r) => r.number === Number(match[1]));
      if (!match || !restaurant) return undefined;
      const day = Date.parse(match[2]!);
      return events
        .between([restaurant], day - DAY_MS, Math.min(day + 2 * DAY_MS, now + 1))
        .find((record) => record.id === id);
    },
  };
}

function stockOutAlerts(chain: Chain, restaurant: RestaurantRecord, day: LocalDay): AlertRecord[] {
  const limitMs = STOCK_OUT_ALERT_MINUTES * MINUTE_MS;
  return stockOutsOf(chain)
    .between([restaurant], day.start, day.end)
    .filter((stockOut) => stockOut.duration * 1000 >= limitMs)
    .map((stockOut, index) => {
      const minutes = Math.round(stockOut.duration / 60);
      return {
        id: `so-${restaurant.number}-${day.date}-${index + 1}`,
        severity: stockOut.duration * 1000 >= 2 * limitMs ? 'warning' : 'info',
        name: 'StockOutTooLong',
        summary: `${stockOut.material} out of stock for ${minutes} min at #${restaurant.number}`,
        source: 'kitchen',
        host: null,
        ...restaurantFieldsOf(restaurant),
        startsAt: stockOut.startTime + limitMs,
        endsAt: stockOut.endTime,
        active: false,
      } satisfies AlertRecord;
    });
}

function fryerOfflineAlerts(
  chain: Chain,
  restaurant: RestaurantRecord,
  day: LocalDay,
): AlertRecord[] {
  const random = randomStream(restaurant.number, `fryer-offline/${day.date}`);
  const fryers = fryersOf(chain).of(restaurant);
  return fryers.flatMap((fryer, index) => {
    if (!random.chance(FRYER_OFFLINE_CHANCE)) return [];
    // Opening hours 06:30-22:00, local.
    const startsAt = day.base + random.int(6 * 60 + 30, 21 * 60) * MINUTE_MS;
    const minutes = random.int(5, 60);
    return [
      {
        id: `fo-${restaurant.number}-${day.date}-${index + 1}`,
        severity: minutes >= FRYER_OFFLINE_CRITICAL_MINUTES ? 'critical' : 'warning',
        name: 'FryerOffline',
        summary: `${fryer.name} (${fryer.vendor}) offline for ${minutes} min at #${restaurant.number}`,
        source: 'kitchen',
        host: null,
        ...restaurantFieldsOf(restaurant),
        startsAt,
        endsAt: startsAt + minutes * MINUTE_MS,
        active: false,
      } satisfies AlertRecord,
    ];
  });
}

/** The chain's alerts, made on first use and dropped with the chain on reset. */
export const alertsOf = perChain(createAlertStore);
