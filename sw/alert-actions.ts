/// <reference lib="webworker" />

/*
 * 'Acknowledge' on a critical alert's system notification: the service worker calls
 * POST {api}/alerts/{id}/acknowledge itself, so it works from a phone's lock screen without
 * opening the console. The console shows such a notification only while it holds a session, and
 * puts in its data what the call needs: the API base, the alert id and the session's access
 * token with its expiry. A token that has expired, or a refusal, opens the console on the
 * alerts page instead, where the user acknowledges it signed in.
 */

import { ALERT_ACKNOWLEDGE_ACTION } from '../src/lib/sw-messages';

declare const self: ServiceWorkerGlobalScope;

/** What an alert's system notification carries (beside the notification `uuid`). */
interface AlertActionData {
  alertId: string;
  apiBase: string;
  accessToken: string;
  /** Epoch ms. */
  accessExpDate: number;
}

function alertActionData(data: unknown): AlertActionData | null {
  if (typeof data !== 'object' || data === null) return null;
  const { alertId, apiBase, accessToken, accessExpDate } = data as Record<string, unknown>;
  if (
    typeof alertId !== 'string' ||
    typeof apiBase !== 'string' ||
    typeof accessToken !== 'string' ||
    typeof accessExpDate !== 'number'
  ) {
    return null;
  }
  return { alertId, apiBase, accessToken, accessExpDate };
}

/** The call itself; true when the provider took it (an alert already acknowledged is too). */
async function acknowledge(data: AlertActionData): Promise<boolean> {
  if (data.accessExpDate <= Date.now()) return false;
  const base = new URL(data.apiBase, self.location.origin).href.replace(/\/$/, '');
  try {
    const response = await fetch(`${base}/alerts/${encodeURIComponent(data.alertId)}/acknowledge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${data.accessToken}` },
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function openAlerts(alertId: string): Promise<void> {
  const url = `/monitoring/alerts?alert=${encodeURIComponent(alertId)}`;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows[0];
  if (open) {
    await open.focus();
    await open.navigate(url).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}

// Registered before sw.ts's own click handler (an imported module runs before the body of the
// module importing it), so the action stops here: the console is not opened for an
// acknowledgement that worked.
self.addEventListener('notificationclick', (event) => {
  if (event.action !== ALERT_ACKNOWLEDGE_ACTION) return;
  const data = alertActionData(event.notification.data);
  if (!data) return;
  event.stopImmediatePropagation();
  event.notification.close();
  event.waitUntil(acknowledge(data).then((done) => (done ? undefined : openAlerts(data.alertId))));
});
