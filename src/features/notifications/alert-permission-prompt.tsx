import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { devicePushState, providerPushKey, turnPushOn } from '../../api/push/push.api';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { alertPermission, askAlertPermission } from '../../lib/system-notifications';
import { notifications } from '../../lib/i18n/en/notifications';
import { failureText } from '../../ui/feedback/failure-text';
import { notifyError } from '../../ui/feedback/notify';
import { answerPushOffer, usePushOfferDue } from './push-offer';

registerMessages(notifications);

/**
 * Asks for system-notification permission, only when the user clicks (never on load); says
 * so when alerts are on or blocked, and shows nothing where the browser cannot do them. Once,
 * after the first live notification arrives, it offers push on this device instead (our
 * extension, docs/decisions/provider-api.md "Push, our extension"), when the provider has it and
 * this device is not subscribed yet.
 */
export function AlertPermissionPrompt() {
  const { t } = useI18n();
  const [permission, setPermission] = useState(alertPermission);
  const offerDue = usePushOfferDue();
  // The offer shows only where it can work: a provider with push, a device not yet subscribed.
  const offer = useQuery({
    queryKey: ['push', 'offer'],
    enabled: offerDue && permission !== 'unsupported' && permission !== 'denied',
    queryFn: async () => {
      if ((await devicePushState()) !== 'off') return null;
      const key = await providerPushKey();
      return typeof key === 'object' && 'publicKey' in key ? key.publicKey : null;
    },
    staleTime: Infinity,
    retry: false,
  });
  const [, setAnswered] = useState(false);

  if (permission === 'unsupported') return null;
  const publicKey = offerDue ? offer.data : null;
  if (publicKey) {
    const answer = (turnOn: boolean) => {
      answerPushOffer();
      setAnswered(true);
      if (!turnOn) return;
      void turnPushOn(publicKey).then((result) => {
        setPermission(alertPermission());
        if (typeof result !== 'string')
          void notifyError(failureText(result.code, result.message, t), t('errors.title'));
      });
    };
    return (
      <Stack gap={4}>
        <Text size="xs">{t('notifications.push.offer')}</Text>
        <Group gap="xs">
          <Button variant="light" size="xs" onClick={() => answer(true)}>
            {t('notifications.push.turnOn')}
          </Button>
          <Button variant="subtle" size="xs" onClick={() => answer(false)}>
            {t('notifications.push.notNow')}
          </Button>
        </Group>
      </Stack>
    );
  }
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
