import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { discard, outboxItems, runOutbox, type OutboxItem } from '../../api/outbox/outbox';
import { useOutbox } from '../../api/outbox/use-outbox';
import { failureText } from '../../ui/feedback/failure-text';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { RelativeTime } from '../../ui/analytics/relative-time';
import { registerMessages, useI18n, type Translate } from '../../lib/i18n/i18n';
import { outbox } from '../../lib/i18n/en/outbox';

registerMessages(outbox);

function actionText(item: OutboxItem, t: Translate): string {
  const { action } = item;
  switch (action.kind) {
    case 'notifications.markRead':
      return t('outbox.action.notifications.markRead', { count: action.uuids.length });
    case 'notifications.delete':
      return t('outbox.action.notifications.delete');
    case 'alerts.acknowledge':
      return t('outbox.action.alerts.acknowledge', { id: action.id });
    case 'alerts.delete':
      return t('outbox.action.alerts.delete', { id: action.id });
  }
}

/**
 * The account menu's outbox (docs/decisions/shell-and-widgets.md, "Actions that wait offline"):
 * what waits, since when, a refusal with its message, and Retry or Discard for each. Nothing
 * when the outbox is empty.
 */
export function OutboxMenuItems() {
  const { t } = useI18n();
  const items = useOutbox();
  if (items.length === 0) return null;
  return (
    <>
      <Menu.Label>{t('outbox.title')}</Menu.Label>
      <Stack gap="xs" px="sm" pb="xs" data-testid="outbox">
        {items.map((item) => {
          const text = actionText(item, t);
          return (
            <div key={item.seq} data-testid="outbox-item">
              <Text size="sm">{text}</Text>
              <Text size="xs" c="dimmed">
                <RelativeTime time={item.queuedAt} />
              </Text>
              {item.refusal && (
                <Text size="xs" c="red" role="status">
                  {t('outbox.refused', {
                    message: failureText(item.refusal.code, item.refusal.message, t),
                  })}
                </Text>
              )}
              <Group gap="xs" mt={4}>
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={t('outbox.retryLabel', { action: text })}
                  onClick={() => void runOutbox(item.seq)}
                >
                  {t('outbox.retry')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('outbox.discardLabel', { action: text })}
                  onClick={() => void discard(item.seq)}
                >
                  {t('outbox.discard')}
                </Button>
              </Group>
            </div>
          );
        })}
      </Stack>
      <Menu.Divider />
    </>
  );
}

/**
 * Sign-out with actions still waiting asks first ("2 actions have not been sent. Sign out
 * anyway?"); the sign-out itself clears them (api/auth forgetUserData). `request` is the menu
 * item's click; `dialog` goes beside the menu.
 */
export function useSignOutCheck(signOut: () => void): { request(): void; dialog: ReactNode } {
  const { t } = useI18n();
  const [waiting, setWaiting] = useState(0);
  const [opened, setOpened] = useState(false);
  return {
    request() {
      const count = outboxItems().length;
      if (count === 0) return signOut();
      setWaiting(count);
      setOpened(true);
    },
    dialog: (
      <ConfirmOnDemand
        opened={opened}
        title={t('outbox.signOutTitle')}
        confirmLabel={t('outbox.signOutConfirm')}
        worksOffline
        onClose={() => setOpened(false)}
        onConfirm={() => {
          setOpened(false);
          signOut();
        }}
      >
        {t('outbox.signOutText', { count: waiting })}
      </ConfirmOnDemand>
    ),
  };
}
