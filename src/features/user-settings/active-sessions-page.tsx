import '@mantine/core/styles/Flex.css';
import { Badge, Button, Card, Flex, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { signOut } from '../../api/auth/auth.api';
import type { Session } from '../../api/auth/auth.schema';
import { sessionsMutations, sessionsQueries } from '../../api/auth/sessions.queries';
import { LOGIN_PATH } from '../../lib/auth-redirects';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { userSettings } from '../../lib/i18n/en/user-settings';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { EmptyState } from '../../ui/feedback/empty-state';
import { ErrorState } from '../../ui/feedback/error-state';
import { notify, notifyError } from '../../ui/feedback/notify';
import { errorText } from '../../ui/feedback/error-text';
import { ConnectedButton } from '../../ui/forms/connected-button';
import { useNeedsConnection } from '../../ui/forms/use-needs-connection';
import { deviceLabel, formatTimestamp } from './format';
import { widgets } from '../../lib/i18n/en/widgets';
import { FirstLoad } from '../../ui/list/first-load';

registerMessages(widgets, userSettings);

type Confirming = { kind: 'one'; session: Session } | { kind: 'others' } | null;

/**
 * Active sessions: every device signed in as this user, with "sign out" for one and for all
 * others. Ending this device's own session is a sign-out.
 */
export function ActiveSessionsPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery(sessionsQueries.list());
  const end = useMutation(sessionsMutations.end());
  const endOthers = useMutation(sessionsMutations.endOthers());
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [signingOut, setSigningOut] = useState(false);

  const sessions = query.data ?? [];
  const current = sessions.find((session) => session.current);
  const others = sessions.filter((session) => !session.current);
  const onError = (error: unknown) => void notifyError(errorText(error, t), t('errors.title'));

  async function endSession(session: Session) {
    if (session.current) {
      // The provider's sign-out ends this session and the console forgets it.
      setSigningOut(true);
      await signOut(queryClient);
      await navigate({ to: LOGIN_PATH, replace: true });
      return;
    }
    end.mutate(session.uuid, {
      onSuccess: () => void notify({ color: 'green', message: t('sessions.endedNotice') }),
      onError,
      onSettled: () => setConfirming(null),
    });
  }

  function endOtherSessions() {
    if (!current) return;
    endOthers.mutate(current.uuid, {
      onSuccess: () => void notify({ color: 'green', message: t('sessions.othersEndedNotice') }),
      onError,
      onSettled: () => setConfirming(null),
    });
  }

  let body;
  if (query.data) {
    body =
      sessions.length === 0 ? (
        <EmptyState title={t('empty.noRecords')} />
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {[...(current ? [current] : []), ...others].map((session) => (
            <SessionCard
              key={session.uuid}
              session={session}
              onEnd={() => setConfirming({ kind: 'one', session })}
            />
          ))}
        </SimpleGrid>
      );
  } else {
    body = <FirstLoad query={query} loadFailed={t('sessions.loadFailed')} />;
  }

  const confirmingSession = confirming?.kind === 'one' ? confirming.session : null;
  return (
    <Stack gap="md">
      <Flex
        direction={{ base: 'column', xs: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', xs: 'center' }}
        gap="sm"
      >
        <Text size="sm" c="dimmed">
          {t('sessions.intro')}
        </Text>
        <ConnectedButton
          variant="light"
          color="red"
          disabled={!current || others.length === 0}
          onClick={() => setConfirming({ kind: 'others' })}
        >
          {t('sessions.endOthers')}
        </ConnectedButton>
      </Flex>
      {query.data && query.isError && (
        <ErrorState title={t('sessions.loadFailed')} message={errorText(query.error, t)} />
      )}
      {body}
      <ConfirmOnDemand
        opened={confirmingSession !== null}
        title={t('sessions.endTitle')}
        confirmLabel={t('sessions.end')}
        pending={end.isPending || signingOut}
        onConfirm={() => confirmingSession && void endSession(confirmingSession)}
        onClose={() => setConfirming(null)}
      >
        {confirmingSession?.current
          ? t('sessions.endCurrentText')
          : t('sessions.endText', {
              device: confirmingSession ? deviceLabel(confirmingSession.userAgent, t) : '',
            })}
      </ConfirmOnDemand>
      <ConfirmOnDemand
        opened={confirming?.kind === 'others'}
        title={t('sessions.endOthersTitle')}
        confirmLabel={t('sessions.endOthers')}
        pending={endOthers.isPending}
        onConfirm={endOtherSessions}
        onClose={() => setConfirming(null)}
      >
        {t('sessions.endOthersText', { count: others.length })}
      </ConfirmOnDemand>
    </Stack>
  );
}

function SessionCard({ session, onEnd }: { session: Session; onEnd(): void }) {
  const { t, dateLocale } = useI18n();
  const connected = useNeedsConnection();
  const device = deviceLabel(session.userAgent, t);
  return (
    <Card withBorder padding="md" component="li" data-testid="session">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600}>{device}</Text>
          {session.current && (
            <Badge
              color="green"
              variant="light"
              c="var(--mantine-color-text)"
              style={{ flexShrink: 0 }}
            >
              {t('sessions.thisDevice')}
            </Badge>
          )}
        </Group>
        {session.userAgent && device !== session.userAgent && (
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
            {session.userAgent}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" component="dl" m={0}>
          <Detail label={t('sessions.ipAddress')} value={session.ipAddress ?? '—'} />
          <Detail
            label={t('sessions.signedIn')}
            value={formatTimestamp(session.signedInTime, dateLocale)}
          />
          <Detail
            label={t('sessions.lastActive')}
            value={formatTimestamp(session.lastActiveTime, dateLocale)}
          />
        </SimpleGrid>
        <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end">
          <Button {...connected} variant="default" size="xs" onClick={onEnd}>
            {t('sessions.end')}
          </Button>
        </Flex>
      </Stack>
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {value}
      </Text>
    </div>
  );
}
