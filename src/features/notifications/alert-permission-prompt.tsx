import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { alertPermission, askAlertPermission } from '../../lib/system-notifications';
import { notifications } from '../../lib/i18n/en/notifications';

registerMessages(notifications);

/**
 * Asks for system-notification permission, only when the user clicks (never on load); says
 * so when alerts are on or blocked, and shows nothing where the browser cannot do them.
 */
export function AlertPermissionPrompt() {
  const { t } = useI18n();
  const [permission, setPermission] = useState(alertPermission);
  if (permission === 'unsupported') return null;
  if (permission === 'granted') {
    return (
      <Text size="xs" c="dimmed">
        {t('notifications.alertsOn')}
      </Text>
    );
  }
  if (permission === 'denied') {
    return (
      <Text size="xs" c="dimmed">
        {t('notifications.alertsBlocked')}
      </Text>
    );
  }
  return (
    <Button variant="light" size="xs" onClick={() => void askAlertPermission().then(setPermission)}>
      {t('notifications.enableAlerts')}
    </Button>
  );
}
