/** English texts: actions that wait offline (a button's "Needs a connection" is in common.ts). */
export const outbox = {
  'outbox.title': 'Waiting to send',
  'outbox.waiting': 'Waiting to send',
  'outbox.deletedWaiting': 'Deleted · waiting to send',
  'outbox.acknowledgedWaiting': 'Acknowledged · waiting to send',
  'outbox.queued': 'Saved on this device: it will be sent when the connection returns',
  'outbox.action.notifications.markRead': {
    one: 'Mark {count} notification read',
    other: 'Mark {count} notifications read',
  },
  'outbox.action.notifications.delete': 'Delete a notification',
  'outbox.action.alerts.acknowledge': 'Acknowledge alert {id}',
  'outbox.action.alerts.delete': 'Delete alert {id}',
  'outbox.refused': 'Refused: {message}',
  'outbox.retry': 'Retry',
  'outbox.discard': 'Discard',
  'outbox.retryLabel': 'Retry “{action}”',
  'outbox.discardLabel': 'Discard “{action}”',
  'outbox.signOutTitle': 'Actions not sent',
  'outbox.signOutText': {
    one: '{count} action has not been sent. Sign out anyway?',
    other: '{count} actions have not been sent. Sign out anyway?',
  },
  'outbox.signOutConfirm': 'Sign out anyway',
} as const;
