import { Box, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { pnpQueries } from '../../api/pnp/pnp.queries';
import type { PnpZone } from '../../api/pnp/pnp.schema';
import type { Stream } from '../../api/streams/streams.schema';
import type { AccessSubject } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { EmptyState } from '../../ui/feedback/empty-state';
import { PageLoader } from '../../ui/feedback/page-loader';
import { Pending } from '../../ui/feedback/pending';
import { FirstLoad } from '../../ui/list/first-load';
import { useDrawnLater } from '../../ui/hooks/use-drawn-later';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { LIVE_PLAYER_MIN } from '../../ui/video/live-player-size';
import type { LiveSource } from '../../ui/video/live-start';
import { StreamDetailsOnDemand } from '../../ui/video/stream-details-on-demand';
import { StreamPicture } from './stream-picture';
import { WallTile } from './wall-tile';
import { readWallOrder, swapPositions, wallOrder, writeWallOrder } from './wall-order';

// The live player and its gateway load once a zone runs: a stopped zone's wall shows pictures.
const LiveStream = lazy(() =>
  import('../../ui/video/live-stream').then(({ LiveStream }) => ({ default: LiveStream })),
);

/**
 * The stream wall (spec 001 §2 "a stream wall with a horizontal layout"): the zone's streams in
 * one row that scrolls sideways, one a screen width on a phone (snapping), in the order this
 * device keeps for the zone. Live only while the zone runs: a stopped zone's tiles are still
 * pictures, so an idle wall costs neither the kitchen's uplink nor this device's CPU.
 */
export function ZoneWall({
  zone,
  restaurantUuid,
  user,
}: {
  zone: PnpZone;
  restaurantUuid: string;
  user: AccessSubject;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const streams = useQuery(pnpQueries.zoneStreams(zone.uuid));
  const [stored, setStored] = useState(() => readWallOrder(zone.uuid));
  // The stream whose details are open, by id: its name follows a rename.
  const [detailsId, setDetailsId] = useState<number | null>(null);

  const drawn = useDrawnLater(streams.data !== undefined);

  useEffect(() => writeWallOrder(zone.uuid, stored), [zone.uuid, stored]);

  if (!streams.data)
    return (
      <FirstLoad
        query={streams}
        loadFailed={t('plugPlay.wallFailed')}
        loadingLabel={t('plugPlay.wallLoading')}
      />
    );
  if (!drawn) return <PageLoader label={t('plugPlay.wallLoading')} />;
  if (streams.data.length === 0) return <EmptyState title={t('plugPlay.noStreams')} />;

  const byId = new Map(streams.data.map((stream) => [stream.id, stream]));
  const order = wallOrder(
    streams.data.map((stream) => stream.id),
    stored,
  );
  const details = detailsId === null ? null : (byId.get(detailsId) ?? null);
  const running = zone.mode !== null;
  // Never under the live player's 300 px (spec 001 §5): the row scrolls sideways instead.
  const width = isMobile ? '100%' : `max(${LIVE_PLAYER_MIN.width}px, min(26rem, 85%))`;
  const note = running ? null : t('plugPlay.stillPicture');

  return (
    <Stack gap="xs">
      <Group gap="md" justify="space-between">
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {order.length > 1 && (
          <Text size="sm" c="dimmed">
            {isMobile ? t('plugPlay.swipeHint', { count: order.length }) : t('plugPlay.dragHint')}
          </Text>
        )}
      </Group>
      <Box
        component="section"
        aria-label={t('plugPlay.wall', { zone: zone.name })}
        tabIndex={0}
        style={{
          display: 'flex',
          gap: 'var(--mantine-spacing-sm)',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          paddingBottom: 'var(--mantine-spacing-xs)',
        }}
      >
        {order.map((id, index) => {
          const stream = byId.get(id)!;
          return (
            <WallTile
              key={id}
              name={stream.description}
              position={index + 1}
              positions={order.length}
              width={width}
              onMove={(other) => setStored(swapPositions(order, index, other - 1))}
              onDetails={() => setDetailsId(stream.id)}
            >
              <TileView stream={stream} running={running} restaurantUuid={restaurantUuid} />
            </WallTile>
          );
        })}
      </Box>
      <StreamDetailsOnDemand
        stream={
          details && {
            restaurantUuid: details.metadata.restaurantUuid ?? restaurantUuid,
            id: details.id,
          }
        }
        name={details?.description ?? ''}
        user={user}
        onClose={() => setDetailsId(null)}
      />
    </Stack>
  );
}

function TileView({
  stream,
  running,
  restaurantUuid,
}: {
  stream: Stream;
  running: boolean;
  restaurantUuid: string;
}) {
  if (running) {
    const { cameraUuid } = stream.metadata;
    // Started by the stream's own id, POST /streams {id} (spec 001 §7 line 173, §3 "Stream: id,
    // …"); by its camera when the answer names one (ours, metadata.cameraUuid).
    const source: LiveSource = cameraUuid === undefined ? { streamId: stream.id } : { cameraUuid };
    return (
      <Suspense
        fallback={
          <Pending>
            <div className="kc-live-stream" />
          </Pending>
        }
      >
        <LiveStream {...source} restaurantUuid={restaurantUuid} label={stream.description} />
      </Suspense>
    );
  }
  return (
    <StreamPicture
      restaurantUuid={stream.metadata.restaurantUuid ?? restaurantUuid}
      streamId={stream.id}
      name={stream.description}
    />
  );
}
