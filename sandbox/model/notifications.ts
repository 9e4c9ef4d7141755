import type {
  Notification,
  NotificationType,
} from '../../src/api/notifications/notifications.schema';
import type { Random } from './random';
import type { RestaurantRecord } from './restaurants';
import type { UserRecord } from './users';

const HOUR_MS = 3_600_000;
/** Older notifications of a user are dropped beyond this many, as a real inbox would page them out. */
export const MAX_NOTIFICATIONS_PER_USER = 200;

/** A notification as the sandbox keeps it: the wire fields plus whose it is. */
export interface NotificationRecord extends Notification {
  userUuid: string;
}

export interface KitchenEvent {
  type: NotificationType;
  message: string;
  /** Where it happened, for the push message (the message's HTML names it too). */
  restaurantNumber?: number;
}

const FRYERS = ['Fryer 1', 'Fryer 2', 'Fryer 3', 'Pressure fryer 1', 'Pressure fryer 2'];
const HELD_PRODUCTS = ['Breakfast Filets', 'Spicy Filets', 'CFA Filets', 'Strips', 'Nuggets'];
const STOCK_ITEMS = ['Waffle Fries', 'Hashbrowns', 'Spicy Strips', 'Nuggets', 'CFA Filets'];
const TABLETS = ['Drive-thru 1', 'Drive-thru 2', 'Front counter', 'Expo station'];
const CAMERAS = ['Fry station', 'Breading table', 'Holding cabinet', 'Drive-thru window'];

/** What can happen in a kitchen, as the provider words it: simple HTML, the restaurant by number. */
const KITCHEN_EVENTS: ReadonlyArray<(random: Random, at: string) => KitchenEvent> = [
  (random, at) => ({
    type: 'WARN',
    message: `<b>${random.pick(FRYERS)}</b> oil temperature low at ${at}: ${random.int(318, 335)} °F, target 350 °F`,
  }),
  (random, at) => ({
    type: 'ERROR',
    message: `<b>${random.pick(FRYERS)}</b> over temperature at ${at}: ${random.int(380, 395)} °F`,
  }),
  (random, at) => ({
    type: 'WARN',
    message: `Hot-holding: <b>${random.pick(HELD_PRODUCTS)}</b> expire in ${random.int(2, 5)} min at ${at}`,
  }),
  (random, at) => ({
    type: 'ERROR',
    message: `Hot-holding: <b>${random.pick(HELD_PRODUCTS)}</b> expired at ${at}, discard the pan`,
  }),
  (random, at) => ({
    type: 'WARN',
    message: `Stock-out risk: <b>${random.pick(STOCK_ITEMS)}</b> at ${at} in about ${random.int(10, 25)} min`,
  }),
  (random, at) => ({
    type: 'ERROR',
    message: `Tablet <b>${random.pick(TABLETS)}</b> is offline at ${at}`,
  }),
  (random, at) => ({
    type: 'ERROR',
    message: `Camera <b>${random.pick(CAMERAS)}</b> is offline at ${at}`,
  }),
  (random, at) => ({
    type: 'INFO',
    message: `Tablet <b>${random.pick(TABLETS)}</b> is back online at ${at}`,
  }),
  (random, at) => ({
    type: 'INFO',
    message: `<b>${random.pick(FRYERS)}</b> oil changed at ${at}`,
  }),
  (_random, at) => ({ type: 'INFO', message: `Your report for ${at} is ready to download` }),
];

/** One realistic kitchen event at restaurant `restaurantNumber`. */
export function kitchenEvent(random: Random, restaurantNumber: number): KitchenEvent {
  return random.pick(KITCHEN_EVENTS)(random, `#${restaurantNumber}`);
}

/** The numbers of the restaurants a user sees: their own, their list, or every one. */
export function restaurantNumbersOf(
  user: UserRecord,
  restaurants: readonly RestaurantRecord[],
): number[] {
  const uuids = user.restaurantUuid ? [user.restaurantUuid] : user.restaurantUuids;
  const seen = uuids?.length
    ? restaurants.filter((restaurant) => uuids.includes(restaurant.uuid))
    : restaurants;
  return seen.map((restaurant) => restaurant.number);
}

/**
 * Three days of history per user: 8–12 notifications from the user's restaurants, the newest
 * three or four UNREAD and the rest READ, so the bell shows a count on first sign-in.
 */
export function generateNotifications(
  random: Random,
  users: readonly UserRecord[],
  restaurants: readonly RestaurantRecord[],
  now: number,
): NotificationRecord[] {
  return users.flatMap((user) => {
    const numbers = restaurantNumbersOf(user, restaurants);
    const times = Array.from({ length: random.int(8, 12) }, () =>
      Math.round(now - random.next() * 72 * HOUR_MS),
    ).sort((a, b) => b - a);
    const unread = random.int(3, 4);
    return times.map((eventTime, index) => ({
      uuid: random.uuid(),
      userUuid: user.uuid,
      status: index < unread ? ('UNREAD' as const) : ('READ' as const),
      ...kitchenEvent(random, random.pick(numbers)),
      eventTime,
    }));
  });
}

/** A user's notifications, newest first; of the same millisecond, the one added last first. */
export function notificationsOf(
  records: readonly NotificationRecord[],
  userUuid: string,
): NotificationRecord[] {
  return records
    .filter((record) => record.userUuid === userUuid)
    .reverse()
    .sort((a, b) => b.eventTime - a.eventTime);
}

/** Appends a record, dropping the user's oldest beyond `MAX_NOTIFICATIONS_PER_USER`. */
export function storeNotification(records: NotificationRecord[], record: NotificationRecord): void {
  records.push(record);
  const own = notificationsOf(records, record.userUuid);
  for (const dropped of own.slice(MAX_NOTIFICATIONS_PER_USER))
    records.splice(records.indexOf(dropped), 1);
}

export function toNotificationDto(record: NotificationRecord): Notification {
  return {
    uuid: record.uuid,
    status: record.status,
    type: record.type,
    message: record.message,
    eventTime: record.eventTime,
  };
}
