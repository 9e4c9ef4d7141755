/**
 * What a push message shows and where a click on it goes (docs/decisions/provider-api.md, "Push,
 * our extension"). The service worker's listeners are in sw/push.ts; this holds no DOM and no
 * listeners (the worker has no DOMParser), so the unit tests call it directly.
 */
import { notifications as en } from './i18n/en/notifications';
import { notifications as es } from './i18n/es/notifications';
import { safeRedirectPath } from './safe-redirect';
import { ALERT_ACKNOWLEDGE_ACTION } from './sw-messages';

/** The notification's action ids; Acknowledge is the one the console's own alerts use. */
const OPEN_ACTION = 'open';
const ACKNOWLEDGE_ACTION = ALERT_ACKNOWLEDGE_ACTION;

/** A push message's payload, as the provider sends it (src/api/push/push.schema.ts). */
export interface PushPayload {
  uuid: string;
  type: string;
  message: string;
  eventTime: number;
  restaurantNumber?: number;
}

/** What the notification carries for its click. */
export interface PushData {
  uuid: string;
  /** The console page it opens: the alert, the link the message holds, or the console itself. */
  url: string;
  alertId?: string;
}

export interface PushDisplay {
  title: string;
  options: NotificationOptions & {
    actions: Array<{ action: string; title: string }>;
    renotify: boolean;
    timestamp: number;
    data: PushData;
  };
}

/** The payload, or null when it is not one (a push the console did not ask for). */
export function readPushPayload(text: string): PushPayload | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const { uuid, type, message, eventTime, restaurantNumber } = value;
    if (typeof uuid !== 'string' || typeof type !== 'string' || typeof message !== 'string')
      return null;
    if (typeof eventTime !== 'number') return null;
    return {
      uuid,
      type,
      message,
      eventTime,
      ...(typeof restaurantNumber === 'number' && { restaurantNumber }),
    };
  } catch {
    return null;
  }
}

/** The named entities a provider's short HTML uses; numeric ones are decoded whatever they are. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  deg: '°',
  middot: '·',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/**
 * The message's HTML as plain text: tags dropped, entities decoded. The result is never markup
 * (a notification's body is text), so a tag that survives could show, never run.
 */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The alert a critical alert's message links to (`/monitoring/alerts?alert=<id>`). */
function alertIdOf(html: string): string | undefined {
  return /\/monitoring\/alerts\?(?:[^"'>]*&)?alert=([\w-]+)/.exec(html)?.[1];
}

/**
 * The first link of the message when it is a path of this origin, else the console (`/`):
 * `//host`, `/\host` and their encoded or dot-segment spellings open another site, and are
 * judged as the sign-in's redirect is (safe-redirect.ts).
 */
function linkOf(html: string): string | undefined {
  const href = /<a\s[^>]*href="(\/[^"]*)"/i.exec(html)?.[1];
  return href === undefined ? undefined : safeRedirectPath(href.replace(/&amp;/g, '&'));
}

type Texts = typeof en;
const TEXTS: Record<'en' | 'es', Texts> = { en, es: es as unknown as Texts };

function textsFor(language: string): Texts {
  return language.toLowerCase().startsWith('es') ? TEXTS.es : TEXTS.en;
}

function typeLabel(texts: Texts, type: string): string {
  const key = `notifications.type.${type}` as keyof Texts;
  const label = texts[key];
  return typeof label === 'string' ? label : type;
}

/**
 * The notification of a push: the type as its title; the message as plain text, then the
 * restaurant's number and the time; Open, and Acknowledge for a critical alert; a tag that
 * makes a repeat replace the one shown (the same alert, or the same words), and still ring.
 */
export function pushDisplay(
  payload: PushPayload,
  language: string,
  timeZone?: string,
): PushDisplay {
  const texts = textsFor(language);
  const alertId = payload.type === 'ERROR' ? alertIdOf(payload.message) : undefined;
  const text = plainText(payload.message);
  const time = new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone && { timeZone }),
  }).format(payload.eventTime);
  const where =
    payload.restaurantNumber === undefined ? time : `#${payload.restaurantNumber} · ${time}`;
  const url = alertId
    ? `/monitoring/alerts?alert=${encodeURIComponent(alertId)}`
    : (linkOf(payload.message) ?? '/');
  return {
    title: typeLabel(texts, payload.type),
    options: {
      body: `${text}\n${where}`,
      tag: alertId ? `alert:${alertId}` : `${payload.type}:${text}`,
      renotify: true,
      timestamp: payload.eventTime,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      actions: [
        { action: OPEN_ACTION, title: texts['notifications.push.open'] },
        ...(alertId
          ? [{ action: ACKNOWLEDGE_ACTION, title: texts['notifications.acknowledge'] }]
          : []),
      ],
      ...(alertId && { requireInteraction: true }),
      data: { uuid: payload.uuid, url, ...(alertId && { alertId }) },
    },
  };
}

/** What a click does: open (or focus) the console at `url`, or acknowledge the alert there. */
export type PushClick =
  | { kind: 'open'; url: string; uuid: string }
  | { kind: 'acknowledge'; alertId: string; url: string };

/** Null for a notification that is not a push's (sw.ts's own handler takes it). */
export function pushClick(data: unknown, action: string): PushClick | null {
  if (typeof data !== 'object' || data === null) return null;
  const { uuid, url, alertId } = data as Record<string, unknown>;
  if (typeof uuid !== 'string' || typeof url !== 'string' || !url.startsWith('/')) return null;
  // Judged again where it is opened: only a path of this origin, whatever the data holds.
  const path = safeRedirectPath(url);
  if (action === ACKNOWLEDGE_ACTION && typeof alertId === 'string')
    return { kind: 'acknowledge', alertId, url: path };
  return { kind: 'open', url: path, uuid };
}

/**
 * The console window a click goes to: the focused one, else the one last focused (the browser
 * lists windows most recently focused first), else none (a new one opens).
 */
export function pickWindow<W extends { focused: boolean }>(windows: readonly W[]): W | undefined {
  return windows.find((client) => client.focused) ?? windows[0];
}
