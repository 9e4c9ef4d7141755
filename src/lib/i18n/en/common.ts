/** English texts: common. */
export const common = {
  'app.name': 'Kitchen Console',
  'app.loading': 'Loading…',
  'app.offline': 'You are offline. Showing saved data.',
  // A ui/forms control's label offline: the sign-in form has one, so here, not in outbox.ts.
  'app.needsConnection': 'Needs a connection',
  'app.updateAvailable': 'A new version is available',
  'app.reload': 'Reload',
  'app.close': 'Close',
  'app.crashTitle': 'Something went wrong',
  'app.crashText': 'This page could not be shown. Your data is safe; reload to try again.',
  'app.language': 'Language',
  'app.skipToContent': 'Skip to content',
  'app.footer': '© {year} Kitchen Console · Support: {email}',
  'errors.network': 'Network error',
  'errors.unexpectedAnswer': 'The server sent an answer the console does not understand',
  'errors.tooManyRequests': 'Too many requests. Wait a moment and try again.',
  'errors.title': 'Error',
  'errors.unreadableRows': {
    one: '{count} record could not be shown: the server sent it in a form the console does not read',
    other:
      '{count} records could not be shown: the server sent them in a form the console does not read',
  },
  'errors.retry': 'Try again',
  // Used outside their lazy parts (ConfirmDialog; the page frame's placeholder for the picker).
  'authFlows.cancel': 'Cancel',
  'dates.select': 'Select dates',
  'empty.noRecords': 'No records',
  'empty.noInformation': 'No information',
  'empty.notAvailable': 'N/A',
} as const;
