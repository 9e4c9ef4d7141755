import { auth } from './en/auth';
import { authFlows } from './en/auth-flows';
import { common } from './en/common';
import { restaurants } from './en/restaurants';
import { pages } from './en/pages';
import { userSettings } from './en/user-settings';
import { widgets } from './en/widgets';
import { dateWidgets } from './en/date-widgets';
import { notifications } from './en/notifications';
import { shell } from './en/shell';

/**
 * The English catalogue: the spec's texts, exactly. Every user-visible text of the console is
 * a key here and in `messages-es.ts`, kept in one part file per area (`en/`, `es/`); `{name}`
 * is replaced by a value, and a plural message has one form per `Intl.PluralRules` category.
 */
export const en = {
  ...common,
  ...auth,
  ...authFlows,
  ...restaurants,
  ...pages,
  ...userSettings,
  ...widgets,
  ...dateWidgets,
  ...notifications,
  ...shell,
} as const;

export type MessageKey = keyof typeof en;
export type PluralMessage = { one: string; other: string } & Partial<
  Record<'zero' | 'two' | 'few' | 'many', string>
>;
export type Message = string | PluralMessage;
export type Messages = Record<MessageKey, Message>;
