import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { alertsMutations } from '../../api/alerts/alerts.queries';
import type { Translate } from '../../lib/i18n/i18n';
import { errorText } from '../../ui/feedback/error-text';
import { notify, notifyError } from '../../ui/feedback/notify';

/**
 * Acknowledges a pushed critical alert (use-push-acknowledge.ts) with the alerts page's own
 * mutation: offline it waits in the outbox, and the alert queries are asked again after it.
 */
export function acknowledgePushedAlert(client: QueryClient, alertId: string, t: Translate): void {
  new MutationObserver(client, alertsMutations.acknowledge()).mutate(alertId).then(
    () => void notify({ message: t('notifications.push.acknowledged') }),
    (error: unknown) => void notifyError(errorText(error, t), t('errors.title')),
  );
}
