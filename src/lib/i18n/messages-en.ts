/**
 * The English catalogue: the spec's texts, exactly. Every user-visible text of the console is
 * a key here and in `messages-es.ts`; `{name}` is replaced by a value, and a plural message
 * has one form per `Intl.PluralRules` category the language uses.
 */
export const en = {
  'app.name': 'Kitchen Console',
  'app.loading': 'Loading…',
  'app.offline': 'You are offline. Showing saved data.',
  'app.updateAvailable': 'A new version is available',
  'app.reload': 'Reload',
  'app.crashTitle': 'Something went wrong',
  'app.crashText': 'This page could not be shown. Your data is safe; reload to try again.',
  'app.language': 'Language',
  'app.skipToContent': 'Skip to content',
  'app.footer': '© {year} Kitchen Console · Support: {email}',

  'auth.signInTitle': 'Sign in to the kitchen console',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.signIn': 'Sign in',
  'auth.signOut': 'Sign Out',
  'auth.myAccount': 'My Account',
  'auth.showPassword': 'Show password',
  'auth.hidePassword': 'Hide password',
  'auth.emailRequired': 'Enter your email',
  'auth.emailInvalid': 'Enter a valid email address',
  'auth.passwordRequired': 'Enter your password',
  'auth.signInFailed': 'Sign-in failed',
  'auth.sessionExpired': 'Your session has ended. Sign in again.',

  'errors.network': 'Network error',
  'errors.unexpectedAnswer': 'The server sent an answer the console does not understand',
  'errors.tooManyRequests': 'Too many requests. Wait a moment and try again.',
  'errors.title': 'Error',
  'errors.retry': 'Try again',

  'empty.noRecords': 'No records',
  'empty.noInformation': 'No information',
  'empty.notAvailable': 'N/A',

  'restaurants.title': 'Restaurants',
  'restaurants.count': { one: '{count} restaurant', other: '{count} restaurants' },
  'restaurants.number': 'Number',
  'restaurants.name': 'Name',
  'restaurants.location': 'Location',
  'restaurants.timezone': 'Time zone',
  'restaurants.loadFailed': 'The restaurants could not be loaded',
  'restaurants.updatedAt': 'Updated {time}',
} as const;

export type MessageKey = keyof typeof en;
export type PluralMessage = { one: string; other: string } & Partial<
  Record<'zero' | 'two' | 'few' | 'many', string>
>;
export type Message = string | PluralMessage;
export type Messages = Record<MessageKey, Message>;
