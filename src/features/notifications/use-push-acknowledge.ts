import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { alertsMutations } from '../../api/alerts/alerts.queries';
import { useI18n } from '../../lib/i18n/i18n';
import { PUSH_ACKNOWLEDGE_MESSAGE } from '../../lib/sw-messages';
import { notify, notifyError } from '../../ui/feedback/notify';
import { errorText } from '../../ui/feedback/error-text';

/**
 * 'Acknowledge' on a pushed critical alert (sw/push.ts): the worker holds no token, so it asks an
 * open console, and the console acknowledges with the alerts page's own call and session.
 */
export function usePushAcknowledge(): void {
  const { t } = useI18n();
  const { mutate } = useMutation(alertsMutations.acknowledge());
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const handle = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; alertId?: unknown } | null;
      if (data?.type !== PUSH_ACKNOWLEDGE_MESSAGE || typeof data.alertId !== 'string') return;
      mutate(data.alertId, {
        onSuccess: () => void notify({ message: t('notifications.push.acknowledged') }),
        onError: (error) => void notifyError(errorText(error, t), t('errors.title')),
      });
    };
    navigator.serviceWorker.addEventListener('message', handle);
    return () => navigator.serviceWorker.removeEventListener('message', handle);
  }, [mutate, t]);
}
