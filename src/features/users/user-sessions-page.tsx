import '@mantine/core/styles/Flex.css';
import { Anchor, Badge, Button, Flex, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Session } from '../../api/auth/auth.schema';
import { ApiError } from '../../api/request';
import { managedUsersMutations, managedUsersQueries } from '../../api/users/managed-users.queries';
import type { ManagedUser } from '../../api/users/managed-users.schema';
import { timestamp, type TimestampOptions } from '../../lib/format';
import { users as usersMessages } from '../../lib/i18n/en/users';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { EmptyState } from '../../ui/feedback/empty-state';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { notify, notifyError } from '../../ui/feedback/notify';
import { PageLoader } from '../../ui/feedback/page-loader';
import { ConnectedButton } from '../../ui/forms/connected-button';
import { useNeedsConnection } from '../../ui/forms/use-needs-connection';
import { FirstLoad } from '../../ui/list/first-load';
import { ListView, type ListColumn } from '../../ui/list/list-view';
import { offeredActions, type Manager } from './user-offers';
import { clientLabel, fullName } from './user-format';

registerMessages(usersMessages);

/** Why no session is listed (a user not found, or one `me` may not act on), and the way back. */
function NoSessionsShown({ title, hint }: { title: string; hint: string }) {
  const { t } = useI18n();
  return (
    <EmptyState title={title}>
      <Stack gap="xs" align="center">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <Anchor component={Link} to="/users">
          {t('userSessions.back')}
        </Anchor>
      </Stack>
    </EmptyState>
  );
}

type Confirming = { kind: 'one'; session: Session } | { kind: 'all' } | null;

/**
 * One user's live sessions (spec 001 §2 "Per-user sessions are listed, with delete one or delete
 * all"): when they signed in, from which client and address, newest first. An unknown user (a
 * deleted one, a mistyped link) is a 'not found' state with the way back, not a crash.
 */
export function UserSessionsPage({ me, uuid }: { me: Manager; uuid: string }) {
  const { t } = useI18n();
  const user = useQuery(managedUsersQueries.detail(uuid));
  if (user.data) {
    // A user beyond `me`'s powers (delegation.ts `actOnRefusal`): the provider would refuse.
    const { refusal } = offeredActions(me, user.data);
    if (refusal) {
      return (
        <NoSessionsShown
          title={t('userSessions.refused')}
          hint={t(`users.refusal.${refusal.reason}`)}
        />
      );
    }
    return <Sessions me={me} user={user.data} />;
  }
  if (user.isError) {
    if (user.error instanceof ApiError && user.error.code === 404) {
      return (
        <NoSessionsShown title={t('userSessions.notFound')} hint={t('userSessions.notFoundHint')} />
      );
    }
    return (
      <ErrorState
        title={t('userSessions.loadFailed')}
        message={errorText(user.error, t)}
        onRetry={() => void user.refetch()}
      />
    );
  }
  return <PageLoader />;
}

function Sessions({ me, user }: { me: Manager; user: ManagedUser }) {
  const { t, dateLocale } = useI18n();
  const query = useQuery(managedUsersQueries.sessions(user.uuid));
  const endOne = useMutation(managedUsersMutations.endSession());
  const endAll = useMutation(managedUsersMutations.endSessions());
  const [confirming, setConfirming] = useState<Confirming>(null);
  const name = fullName(user);
  const offered = offeredActions(me, user);
  const mayEnd = offered.endSession;
  const mayEndAll = offered.endSessions && mayEnd;
  const sessions = query.data ?? [];
  const close = () => setConfirming(null);
  const failed = (error: unknown) => void notifyError(errorText(error, t), t('errors.title'));

  const columns: Array<ListColumn<Session>> = [
    // A portrait tablet's table folds the client and the IP address under the sign-in
    // (ui/list/list-view.tsx).
    {
      id: 'signedIn',
      header: t('userSessions.signedIn'),
      text: true,
      cell: (session) => (
        <>
          {timestamp(session.signedInTime, { dateLocale })}
          {session.current && (
            <Badge ml="xs" size="sm" variant="outline" c="var(--mantine-color-text)">
              {t('userSessions.current')}
            </Badge>
          )}
        </>
      ),
    },
    {
      id: 'lastActive',
      header: t('userSessions.lastActive'),
      text: true,
      cell: (session) => lastActive(session, dateLocale),
    },
    {
      id: 'client',
      from: 'medium',
      foldInto: 'signedIn',
      header: t('userSessions.client'),
      text: true,
      cell: (session) => <span title={session.userAgent}>{clientLabel(session.userAgent)}</span>,
    },
    {
      id: 'place',
      from: 'medium',
      foldInto: 'signedIn',
      header: t('userSessions.place'),
      text: true,
      cell: (s) => s.ipAddress ?? '—',
    },
    {
      id: 'actions',
      header: '',
      text: true,
      shown: mayEnd,
      cell: (session) => <EndButton session={session} onEnd={setConfirming} />,
    },
  ];

  let body;
  if (query.data) {
    body =
      sessions.length === 0 ? (
        <EmptyState title={t('userSessions.none')} />
      ) : (
        <ListView
          caption={t('userSessions.caption', { user: name })}
          rows={sessions}
          rowKey={(session) => session.uuid}
          columns={columns}
          card={(session) => (
            <Stack gap={4}>
              <Text fw={600}>{clientLabel(session.userAgent)}</Text>
              <Text size="sm">
                {t('userSessions.signedIn')}: {timestamp(session.signedInTime, { dateLocale })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('userSessions.lastActive')}: {lastActive(session, dateLocale)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('userSessions.place')}: {session.ipAddress ?? '—'}
              </Text>
              {mayEnd && <EndButton session={session} onEnd={setConfirming} fullWidth />}
            </Stack>
          )}
          rowTestId="user-session"
        />
      );
  } else {
    body = <FirstLoad query={query} loadFailed={t('userSessions.loadFailed')} />;
  }

  const session = confirming?.kind === 'one' ? confirming.session : null;
  return (
    <Stack gap="md">
      <Flex
        direction={{ base: 'column', xs: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', xs: 'center' }}
        gap="sm"
      >
        <Text size="sm" c="dimmed">
          {t('userSessions.intro', { user: name, email: user.email })}
        </Text>
        {mayEndAll && (
          <ConnectedButton
            variant="light"
            color="red"
            disabled={sessions.length === 0}
            onClick={() => setConfirming({ kind: 'all' })}
          >
            {t('userSessions.endAll')}
          </ConnectedButton>
        )}
      </Flex>
      {body}
      <ConfirmOnDemand
        opened={session !== null}
        title={t('userSessions.endTitle')}
        confirmLabel={t('userSessions.end')}
        pending={endOne.isPending}
        onClose={close}
        onConfirm={() =>
          session &&
          endOne.mutate(
            { uuid: user.uuid, sessionId: session.uuid },
            {
              onSuccess: () => void notify({ color: 'green', message: t('userSessions.ended') }),
              onError: failed,
              onSettled: close,
            },
          )
        }
      >
        {session
          ? t('userSessions.endText', {
              user: name,
              time: timestamp(session.signedInTime, { dateLocale }),
              client: clientLabel(session.userAgent),
            })
          : ''}
      </ConfirmOnDemand>
      <ConfirmOnDemand
        opened={confirming?.kind === 'all'}
        title={t('userSessions.endAllTitle')}
        confirmLabel={t('userSessions.endAll')}
        pending={endAll.isPending}
        onClose={close}
        onConfirm={() =>
          endAll.mutate(user.uuid, {
            onSuccess: () =>
              void notify({ color: 'green', message: t('userSessions.endedAll', { user: name }) }),
            onError: failed,
            onSettled: close,
          })
        }
      >
        {t('userSessions.endAllText', { user: name, count: sessions.length })}
      </ConfirmOnDemand>
    </Stack>
  );
}

/** When the session was last active; '—' when the answer does not say (not spec 001 §3's). */
function lastActive(session: Session, dateLocale: TimestampOptions['dateLocale']) {
  return session.lastActiveTime === undefined
    ? '—'
    : timestamp(session.lastActiveTime, { dateLocale });
}

function EndButton({
  session,
  onEnd,
  fullWidth = false,
}: {
  session: Session;
  onEnd(confirming: Confirming): void;
  fullWidth?: boolean;
}) {
  const { t, dateLocale } = useI18n();
  const connected = useNeedsConnection();
  return (
    <Button
      {...connected}
      size="xs"
      variant="default"
      fullWidth={fullWidth}
      onClick={() => onEnd({ kind: 'one', session })}
      aria-label={t('userSessions.endLabel', {
        time: timestamp(session.signedInTime, { dateLocale }),
      })}
    >
      {t('userSessions.end')}
    </Button>
  );
}
