import type { QueryClient } from '@tanstack/react-query';
import { acknowledgeAlert } from '../../api/alerts/alerts.endpoints';
import { readSession } from '../../api/auth/session-store';
import type { Notification } from '../../api/notifications/notifications.schema';
import { usersQueries } from '../../api/users/users.queries';
import { canCall } from '../../lib/access';
import { getConfig } from '../../lib/config';
import type { AlertAction } from '../../lib/system-notifications';

/**
 * A critical alert (an ERROR whose message links to `/monitoring/alerts?alert=<id>`)
 * gets the lock screen's 'Acknowledge' when the signed-in user may acknowledge alerts; the
 * service worker makes the call with what the notification carries (sw/alert-actions.ts).
 */
export function alertActionOf(
  client: QueryClient,
  notification: Notification,
  title: string,
): AlertAction | undefined {
  const alertId = /[?&]alert=([\w-]+)/.exec(notification.message)?.[1];
  const session = readSession();
  const user = client.getQueryData(usersQueries.current().queryKey);
  if (notification.type !== 'ERROR' || !alertId || !session || !user) return undefined;
  if (!canCall(user, acknowledgeAlert)) return undefined;
  return {
    title,
    alertId,
    apiBase: getConfig().apiBaseUrl,
    accessToken: session.accessToken,
    accessExpDate: session.accessExpDate,
  };
}
