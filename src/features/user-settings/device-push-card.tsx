import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  devicePushState,
  providerPushKey,
  turnPushOff,
  turnPushOn,
  type PushState,
} from '../../api/push/push.api';
import { useI18n } from '../../lib/i18n/i18n';
import type { ApiFailure } from '../../api/request';
import { failureText } from '../../ui/feedback/failure-text';
import { notifyError } from '../../ui/feedback/notify';
import { ConnectedButton } from '../../ui/forms/connected-button';

/**
 * "Notifications on this device" (docs/decisions/provider-api.md, "Push, our extension"): turns
 * Web Push on or off for this browser. Permission is asked on the click, never before; a
 * provider without push (404 or 501) is said, and nothing else changes.
 */
export function DevicePushCard() {
  const { t } = useI18n();
  const key = useQuery({
    queryKey: ['push', 'key'],
    queryFn: providerPushKey,
    staleTime: Infinity,
    retry: false,
  });
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void devicePushState().then(setState);
  }, []);

  const publicKey =
    typeof key.data === 'object' && 'publicKey' in key.data ? key.data.publicKey : null;
  const shown: PushState | null = key.data === 'noProvider' ? 'noProvider' : state;

  async function change(next: () => Promise<PushState | ApiFailure>) {
    setBusy(true);
    try {
      const result = await next();
      if (typeof result === 'string') setState(result);
      else void notifyError(failureText(result.code, result.message, t), t('errors.title'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="device-push-title">
      <Stack>
        <Title order={2} size="h4" id="device-push-title">
          {t('devicePush.title')}
        </Title>
        <Text size="sm">{t('devicePush.text')}</Text>
        {shown === 'noProvider' && <Text size="sm">{t('devicePush.noProvider')}</Text>}
        {shown === 'installFirst' && <Text size="sm">{t('devicePush.installFirst')}</Text>}
        {shown === 'unsupported' && <Text size="sm">{t('devicePush.unsupported')}</Text>}
        {shown === 'blocked' && <Text size="sm">{t('devicePush.blocked')}</Text>}
        {!('setAppBadge' in navigator) && (
          <Text size="sm" c="dimmed">
            {t('devicePush.noBadge')}
          </Text>
        )}
        {shown === 'on' && (
          <Group>
            <Badge color="green" variant="light">
              {t('devicePush.on')}
            </Badge>
            <ConnectedButton
              variant="default"
              loading={busy}
              onClick={() => void change(() => turnPushOff().then(() => 'off' as const))}
            >
              {t('devicePush.turnOff')}
            </ConnectedButton>
          </Group>
        )}
        {shown === 'off' && (
          <Group>
            <ConnectedButton
              variant="default"
              loading={busy}
              disabled={!publicKey}
              onClick={() => publicKey && void change(() => turnPushOn(publicKey))}
            >
              {t('devicePush.turnOn')}
            </ConnectedButton>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
