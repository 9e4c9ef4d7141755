import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { PUSH_ACKNOWLEDGE_MESSAGE } from '../../lib/sw-messages';

/**
 * 'Acknowledge' on a pushed critical alert (sw/push.ts): the worker holds no token, so it asks an
 * open console, and the console acknowledges with the alerts page's own call and session. Only
 * the listener is on every signed-in page; the call loads with the first such message.
 */
export function usePushAcknowledge(): void {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const handle = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; alertId?: unknown } | null;
      if (data?.type !== PUSH_ACKNOWLEDGE_MESSAGE || typeof data.alertId !== 'string') return;
      const alertId = data.alertId;
      void import('./push-acknowledge').then(({ acknowledgePushedAlert }) =>
        acknowledgePushedAlert(queryClient, alertId, t),
      );
    };
    navigator.serviceWorker.addEventListener('message', handle);
    return () => navigator.serviceWorker.removeEventListener('message', handle);
  }, [queryClient, t]);
}
