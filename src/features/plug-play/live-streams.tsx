import { Alert, Badge, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listLiveStreams } from '../../api/streams/streams.endpoints';
import { streamsQueries } from '../../api/streams/streams.queries';
import type { Stream } from '../../api/streams/streams.schema';
import { canCall, type AccessSubject } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { errorText } from '../../ui/feedback/error-text';
import { StreamDetailsOnDemand } from '../../ui/video/stream-details-on-demand';

/** Who watches what is asked again this often, with the zones. */
const LIVE_STREAMS_REFRESH_MS = 15_000;

/**
 * The kitchen's streams someone watches now (spec 001 §7 line 173 "GET /streams/live (result read
 * from content)"): a zone started here, a camera open on another screen. Each opens its details,
 * where a role with CAMERAS EDIT may end it for everyone. Hidden from a role that may not list
 * them.
 */
export function LiveStreams({
  restaurantUuid,
  user,
}: {
  restaurantUuid: string;
  user: AccessSubject;
}) {
  if (!canCall(user, listLiveStreams)) return null;
  return <LiveStreamList restaurantUuid={restaurantUuid} user={user} />;
}

function LiveStreamList({ restaurantUuid, user }: { restaurantUuid: string; user: AccessSubject }) {
  const { t } = useI18n();
  const live = useQuery({
    ...streamsQueries.live(restaurantUuid),
    refetchInterval: LIVE_STREAMS_REFRESH_MS,
  });
  const [opened, setOpened] = useState<Stream | null>(null);
  const streams = live.data?.content ?? [];
  // As listed now, so its name follows a rename made in the details; as opened once it ends.
  const shown = opened && (streams.find((stream) => stream.id === opened.id) ?? opened);

  return (
    <Stack gap="xs" component="section" aria-labelledby="plug-live-now">
      <Title order={2} size="h5" id="plug-live-now">
        {t('plugPlay.liveNow')}
      </Title>
      {live.isPending ? (
        <Loader size="sm" aria-label={t('plugPlay.liveLoading')} />
      ) : live.isError && !live.data ? (
        <Alert color="red" variant="light" role="alert" title={t('plugPlay.liveFailed')}>
          {errorText(live.error, t)}
        </Alert>
      ) : streams.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('plugPlay.noneLive')}
        </Text>
      ) : (
        <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {streams.map((stream) => {
            // Who watches is the provider's to say; without it the stream is only named.
            const watching =
              stream.viewers === undefined
                ? '—'
                : t('plugPlay.watching', { count: stream.viewers });
            return (
              <li key={stream.id}>
                <UnstyledButton
                  aria-label={t('plugPlay.liveStream', { name: stream.description, watching })}
                  onClick={() => setOpened(stream)}
                >
                  <Badge
                    color="green"
                    variant="dot"
                    size="lg"
                    c="var(--mantine-color-text)"
                    tt="none"
                    style={{ cursor: 'pointer' }}
                  >
                    <span translate="no">{stream.description}</span> · {watching}
                  </Badge>
                </UnstyledButton>
              </li>
            );
          })}
        </Group>
      )}
      <StreamDetailsOnDemand
        stream={
          shown && { restaurantUuid: shown.metadata.restaurantUuid ?? restaurantUuid, id: shown.id }
        }
        name={shown?.description ?? ''}
        user={user}
        onClose={() => setOpened(null)}
      />
    </Stack>
  );
}
