import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
} from '@mantine/core';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  notificationsMutations,
  notificationsQueries,
} from '../../api/notifications/notifications.queries';
import {
  NOTIFICATION_TYPES,
  notificationTypeLabel,
  type Notification,
} from '../../api/notifications/notifications.schema';
import { waitingTargets, useOutbox } from '../../api/outbox/use-outbox';
import { isKnown } from '../../lib/known-value';
import { outbox } from '../../lib/i18n/en/outbox';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { EmptyState } from '../../ui/feedback/empty-state';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { TrashIcon } from '../../ui/theme/icons';
import { notifyError } from '../../ui/feedback/notify';
import { RelativeTime } from '../../ui/analytics/relative-time';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { AlertPermissionPrompt } from './alert-permission-prompt';
import { NotificationMessage } from './notification-message';
import './notifications.css';
import { notifications } from '../../lib/i18n/en/notifications';

registerMessages(notifications, outbox);

const TYPE_COLORS = { INFO: 'blue', WARN: 'yellow', ERROR: 'red' } as const;
/** Spec 000 §7: the mark-as-read call takes the uuids of the unread ones, here 100 at a time. */
const MARK_READ_BATCH = 100;

/**
 * The notification panel (spec 000 §4): opening it fetches the list (20 a page) and then marks
 * every unread one as read; more load as the list scrolls; each can be deleted. Those that
 * were unread stay marked "New" until the panel closes.
 */
export default function NotificationPanel({
  opened,
  onClose,
  focusUuid,
  liveOff,
}: {
  opened: boolean;
  onClose(): void;
  focusUuid: string | null;
  liveOff: boolean;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const list = useInfiniteQuery({ ...notificationsQueries.list(), enabled: opened });
  const markRead = useMutation(notificationsMutations.markRead());
  const remove = useMutation(notificationsMutations.remove());
  const [markedNew, setMarkedNew] = useState<ReadonlySet<string>>(new Set());
  const sent = useRef(new Set<string>());
  const items = list.data?.pages.flatMap((page) => page.content) ?? [];
  const total = list.data?.pages[0]?.totalElements ?? 0;
  // Marked read or deleted offline: shown done at once, marked until the outbox sends them.
  const waiting = useOutbox();
  const waitingRead = waitingTargets(waiting, 'notifications.markRead');
  const waitingDelete = waitingTargets(waiting, 'notifications.delete');

  // Spec 000 §4: the unread ones of what was fetched are sent in a mark-as-read call.
  useEffect(() => {
    if (!opened) return;
    const unread = items
      .filter((item) => item.status === 'UNREAD' && !sent.current.has(item.uuid))
      .map((item) => item.uuid);
    for (let start = 0; start < unread.length; start += MARK_READ_BATCH) {
      const batch = unread.slice(start, start + MARK_READ_BATCH);
      batch.forEach((uuid) => sent.current.add(uuid));
      markRead.mutate(batch, {
        onSuccess: () => setMarkedNew((previous) => new Set([...previous, ...batch])),
        onError: () => batch.forEach((uuid) => sent.current.delete(uuid)),
      });
    }
  });

  useEffect(() => {
    if (!opened || !focusUuid) return;
    document.getElementById(`notification-${focusUuid}`)?.scrollIntoView({ block: 'center' });
  }, [opened, focusUuid, list.data]);

  function close() {
    setMarkedNew(new Set());
    sent.current.clear();
    onClose();
  }

  function onDelete(uuid: string) {
    remove.mutate(uuid, {
      // The failure in the user's language (spec: every text in English and Spanish), never the
      // client's English 'Network error' or the provider's raw text alone.
      onError: (error) => void notifyError(errorText(error, t), t('notifications.deleteFailed')),
    });
  }

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size={isMobile ? '100%' : 420}
      title={t('notifications.title')}
      padding="md"
    >
      <Stack gap="sm">
        <AlertPermissionPrompt />
        {liveOff && (
          <Alert color="yellow" variant="light">
            {t('notifications.liveOff')}
          </Alert>
        )}
        {list.isPending ? (
          <Center py="xl">
            <Loader size="sm" aria-label={t('app.loading')} />
          </Center>
        ) : list.isError && items.length === 0 ? (
          <ErrorState
            title={t('notifications.loadFailed')}
            message={errorText(list.error, t)}
            onRetry={() => void list.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState title={t('notifications.empty')} />
        ) : (
          <>
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('notifications.total', { count: total })}
            </Text>
            <Box component="ul" className="kc-notifications" aria-label={t('notifications.title')}>
              {items.map((item) => (
                <NotificationItem
                  key={item.uuid}
                  notification={item}
                  isNew={item.status === 'UNREAD' || markedNew.has(item.uuid)}
                  focused={item.uuid === focusUuid}
                  deleting={remove.isPending && remove.variables === item.uuid}
                  waiting={
                    waitingDelete.has(item.uuid)
                      ? 'deleted'
                      : waitingRead.has(item.uuid)
                        ? 'read'
                        : undefined
                  }
                  onDelete={() => onDelete(item.uuid)}
                />
              ))}
            </Box>
            {list.hasNextPage && (
              <LoadMore
                loading={list.isFetchingNextPage}
                onLoad={() => void list.fetchNextPage()}
              />
            )}
          </>
        )}
      </Stack>
    </Drawer>
  );
}

function NotificationItem({
  notification,
  isNew,
  focused,
  deleting,
  waiting,
  onDelete,
}: {
  notification: Notification;
  isNew: boolean;
  focused: boolean;
  deleting: boolean;
  /** What the outbox holds for it, not yet sent. */
  waiting: 'read' | 'deleted' | undefined;
  onDelete(): void;
}) {
  const { t } = useI18n();
  return (
    <li
      id={`notification-${notification.uuid}`}
      className="kc-notification"
      data-type={notification.type}
      data-new={isNew || undefined}
      data-focused={focused || undefined}
      data-waiting={waiting}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} miw={0}>
          <Group gap={6}>
            <Badge
              size="xs"
              variant="light"
              color={
                isKnown(NOTIFICATION_TYPES, notification.type)
                  ? TYPE_COLORS[notification.type]
                  : 'gray'
              }
            >
              {notificationTypeLabel(t, notification.type)}
            </Badge>
            {isNew && (
              <Badge size="xs" variant="filled">
                {t('notifications.new')}
              </Badge>
            )}
            {waiting && (
              <Badge size="xs" variant="outline" color="gray">
                {t(waiting === 'deleted' ? 'outbox.deletedWaiting' : 'outbox.waiting')}
              </Badge>
            )}
            <Text size="xs" c="dimmed" component="span">
              <RelativeTime time={notification.eventTime} />
            </Text>
          </Group>
          <NotificationMessage html={notification.message} />
        </Stack>
        {waiting !== 'deleted' && (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('notifications.delete')}
            loading={deleting}
            onClick={onDelete}
          >
            <TrashIcon />
          </ActionIcon>
        )}
      </Group>
    </li>
  );
}

/** Infinite scroll: the next page loads when this comes into view, or on a click. */
function LoadMore({ loading, onLoad }: { loading: boolean; onLoad(): void }) {
  const { t } = useI18n();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !loading) onLoad();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [loading, onLoad]);
  return (
    <Center ref={sentinel} py="xs">
      <Button variant="subtle" size="xs" loading={loading} onClick={onLoad}>
        {t('notifications.loadMore')}
      </Button>
    </Center>
  );
}
