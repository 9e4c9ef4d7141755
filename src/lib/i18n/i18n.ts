import type { Locale as DateLocale } from 'date-fns';
import { useSyncExternalStore } from 'react';
import { en, type Message, type MessageKey, type Messages } from './messages-en';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

const LOCALE_KEY = 'kc.locale';
type Vars = Record<string, string | number>;

interface I18nState {
  locale: Locale;
  messages: Messages;
  /** For date-fns; undefined is date-fns's built-in en-US. */
  dateLocale: DateLocale | undefined;
}

let state: I18nState = { locale: 'en', messages: en, dateLocale: undefined };
const listeners = new Set<() => void>();

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The remembered choice, else the browser's first language we have. */
export function preferredLocale(): Locale {
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
  return { messages: en, dateLocale: undefined };
}

export async function setLocale(locale: Locale, remember = true): Promise<void> {
  const loaded = await loadLanguage(locale);
  if (remember) localStorage.setItem(LOCALE_KEY, locale);
  state = { locale, ...loaded };
  document.documentElement.lang = locale;
  listeners.forEach((listener) => listener());
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
  const category = new Intl.PluralRules(locale).select(count);
  return message[category as keyof typeof message] ?? message.other;
}

export function translate(
  messages: Messages,
  locale: Locale,
  key: MessageKey,
  vars?: Vars,
): string {
  const message = messages[key] ?? en[key];
  const formattedVars =
    vars && typeof vars.count === 'number'
      ? { ...vars, count: new Intl.NumberFormat(locale).format(vars.count) }
      : vars;
  return interpolate(pick(message, locale, vars), formattedVars);
}

export function getI18n(): I18nState {
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
export function useI18n(): { locale: Locale; t: Translate; dateLocale: DateLocale | undefined } {
  const current = useSyncExternalStore(subscribe, getI18n, getI18n);
  return {
    locale: current.locale,
    dateLocale: current.dateLocale,
    t: (key, vars) => translate(current.messages, current.locale, key, vars),
  };
}
