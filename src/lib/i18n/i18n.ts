import type { Locale as DateLocale } from 'date-fns';
import { useSyncExternalStore } from 'react';
import { en, type Message, type MessageKey, type Messages } from './messages-en';
import { numberFormat, pluralRules } from '../intl';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

const LOCALE_KEY = 'kc.locale';
type Vars = Record<string, string | number>;

interface I18nState {
  locale: Locale;
  /** Spanish is complete; English holds the entry's parts plus those registered so far. */
  messages: Partial<Messages>;
  /** For date-fns; undefined is date-fns's built-in en-US. */
  dateLocale: DateLocale | undefined;
}

/** The English texts in memory: the entry's parts, then each lazy part its code registers. */
const english: Partial<Messages> = { ...en };
/** Keys asked for before their part was registered: their text changes on registration. */
const missing = new Set<MessageKey>();

let state: I18nState = { locale: 'en', messages: english, dateLocale: undefined };
const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

/**
 * Adds the English texts of a part that is not in the entry (`en/<part>.ts`). Call it at the top
 * of each module group that uses the part, so the texts are in memory before its components
 * render. Registering a part again does nothing.
 */
export function registerMessages(...parts: Array<Partial<Messages>>): void {
  let shownBeforehand = false;
  for (const part of parts) {
    for (const [key, message] of Object.entries(part) as Array<[MessageKey, Message]>) {
      if (key in english) continue;
      english[key] = message;
      if (missing.delete(key)) shownBeforehand = true;
    }
  }
  // Only a text already shown as its key needs a re-render; usually none was.
  if (shownBeforehand) {
    state = { ...state };
    notify();
  }
}

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The remembered choice, else the browser's first language we have. */
function preferredLocale(): Locale {
  const stored = localStorage.getItem(LOCALE_KEY);
  if (isLocale(stored)) return stored;
  for (const language of navigator.languages ?? [navigator.language]) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

async function loadLanguage(locale: Locale): Promise<Omit<I18nState, 'locale'>> {
  // Spanish is its own chunks: an English-speaking first page never downloads them.
  if (locale === 'es') {
    const [{ es }, { es: dateLocale }] = await Promise.all([
      import('./messages-es'),
      import('date-fns/locale/es'),
    ]);
    return { messages: es, dateLocale };
  }
  return { messages: english, dateLocale: undefined };
}

export async function setLocale(locale: Locale, remember = true): Promise<void> {
  const loaded = await loadLanguage(locale);
  if (remember) localStorage.setItem(LOCALE_KEY, locale);
  state = { locale, ...loaded };
  document.documentElement.lang = locale;
  notify();
}

/** Before the first render: the chosen catalogue is in memory, so no text flickers. */
export function initI18n(): Promise<void> {
  return setLocale(preferredLocale(), false);
}

function interpolate(text: string, vars: Vars | undefined): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

function pick(message: Message, locale: Locale, vars: Vars | undefined): string {
  if (typeof message === 'string') return message;
  const count = Number(vars?.count ?? 0);
  const category = pluralRules(locale).select(count);
  return message[category as keyof typeof message] ?? message.other;
}

/** Never fails: a text missing in `messages` falls back to English, then to the key itself. */
export function translate(
  messages: Partial<Messages>,
  locale: Locale,
  key: MessageKey,
  vars?: Vars,
): string {
  const message = messages[key] ?? english[key];
  if (message === undefined) {
    missing.add(key);
    return key;
  }
  const formattedVars =
    vars && typeof vars.count === 'number'
      ? { ...vars, count: numberFormat(locale).format(vars.count) }
      : vars;
  return interpolate(pick(message, locale, vars), formattedVars);
}

function getI18n(): I18nState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type Translate = (key: MessageKey, vars?: Vars) => string;

export function t(key: MessageKey, vars?: Vars): string {
  return translate(state.messages, state.locale, key, vars);
}

/**
 * The current language, a `t` bound to it and its date-fns locale; re-renders when the
 * language changes.
 */
/**
 * One `t` per language state, so it stays the same between renders until the language or the
 * catalogue changes: a component may memoize what it builds with `t` on `t` itself.
 */
const translators = new WeakMap<I18nState, Translate>();

export function useI18n(): { locale: Locale; t: Translate; dateLocale: DateLocale | undefined } {
  const current = useSyncExternalStore(subscribe, getI18n, getI18n);
  let t = translators.get(current);
  if (!t) {
    t = (key, vars) => translate(current.messages, current.locale, key, vars);
    translators.set(current, t);
  }
  return { locale: current.locale, dateLocale: current.dateLocale, t };
}
