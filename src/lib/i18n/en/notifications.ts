/** English texts: notifications (spec 000 §4, §8). */
export const notifications = {
  'notifications.title': 'Notifications',
  'notifications.bell': {
    one: 'Notifications, {count} unread',
    other: 'Notifications, {count} unread',
  },
  'notifications.total': { one: '{count} notification', other: '{count} notifications' },
  'notifications.empty': 'There are no notifications',
  'notifications.loadFailed': 'Notifications could not be loaded',
  'notifications.loadMore': 'Load more',
  'notifications.delete': 'Delete notification',
  'notifications.deleteFailed': 'The notification could not be deleted',
  'notifications.new': 'New',
  'notifications.type.INFO': 'Info',
  'notifications.type.WARN': 'Warning',
  'notifications.type.ERROR': 'Error',
  'notifications.enableAlerts': 'Alert me when the console is in the background',
  'notifications.alertsOn': 'Background alerts are on for this device',
  'notifications.alertsBlocked': 'Alerts are blocked in this browser’s settings',
  'notifications.systemTitle': 'Kitchen Console · {type}',
  'notifications.acknowledge': 'Acknowledge',
  'notifications.liveOff': 'Live updates stopped. Reload the page to reconnect.',
} as const;
