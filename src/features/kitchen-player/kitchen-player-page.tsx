import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Anchor, Box, Button, Group, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { cameraStreamId, useCameraStreamId } from '../../api/cameras/camera-stream';
import { camerasQueries } from '../../api/cameras/cameras.queries';
import type { Camera } from '../../api/cameras/cameras.schema';
import { usePageScope, warmKitchenPage, type PageContext } from '../../api/restaurants/page-scope';
import { zoneOfChoice } from '../../api/restaurants/restaurant-choice';
import { streamActivityQueries } from '../../api/stream-activity/stream-activity.queries';
import { getStream } from '../../api/streams/streams.endpoints';
import { canCall } from '../../lib/access';
import { kitchenPlayer } from '../../lib/i18n/en/kitchen-player';
import { recordings } from '../../lib/i18n/en/recordings';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { familyHref } from '../../lib/route-table';
import type { DateRangeSearch } from '../../lib/url-state';
import { CameraStatusBadge } from '../../ui/cameras/camera-status-badge';
import { NoCameras } from '../../ui/feedback/empty-state';
import { OneKitchen, type ChosenKitchen } from '../../ui/feedback/one-kitchen';
import { PageLoader } from '../../ui/feedback/page-loader';
import { Pending } from '../../ui/feedback/pending';
import { useDrawnLater } from '../../ui/hooks/use-drawn-later';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { FirstLoad } from '../../ui/list/first-load';
import { ActivityHistory, preloadActivityImage } from '../../ui/video/activity-history';
import { LiveStream } from '../../ui/video/live-stream';
import { StreamDetailsOnDemand } from '../../ui/video/stream-details-on-demand';
import type { KitchenPlayerSearch } from './kitchen-player-search';
import { MomentPlayback } from './moment-playback';
import { PlayerScreen } from './player-screen';
import { HISTORY_OPEN_KEY, MUTED_KEY, readFlag, useStoredFlag } from './stored-flag';

registerMessages(kitchenPlayer, recordings);

// Live is the player's default (spec 001 §2): the list of the camera's recordings, with their
// previews, loads when Live is switched off.
const RecordedPlayback = lazy(() =>
  import('./recorded-playback').then(({ RecordedPlayback }) => ({ default: RecordedPlayback })),
);

const layoutRoute = getRouteApi('/_app');

/** The camera shown: the URL's, else the kitchen's first (another kitchen's, or deleted). */
function cameraShown(cameras: Camera[], wanted: string | undefined): Camera | undefined {
  return cameras.find((candidate) => candidate.uuid === wanted) ?? cameras[0];
}

/**
 * For the route's loader, on entering the page: the kitchen's cameras and, with the History panel
 * open, the shown camera's activity, its first entry's picture and its event names, asked beside
 * the page's code and the restaurant choice rather than one after the other behind its renders.
 */
export function warmKitchenPlayer(
  context: PageContext,
  search: DateRangeSearch & KitchenPlayerSearch,
) {
  const { queryClient } = context;
  return warmKitchenPage(context, search, (restaurantUuid) => {
    queryClient.fetchQuery(camerasQueries.cameras(restaurantUuid)).then(
      ({ content }) => {
        const camera = cameraShown(content, search.camera);
        const streamId = camera && cameraStreamId(camera);
        if (streamId === undefined || !readFlag(HISTORY_OPEN_KEY, true)) return;
        void queryClient.fetchInfiniteQuery(streamActivityQueries.list({ streamId })).then(
          ({ pages }) => {
            const first = pages[0]?.content[0];
            if (first) preloadActivityImage(first.uuid);
          },
          () => undefined,
        );
        void queryClient.prefetchQuery(streamActivityQueries.eventNames(streamId));
      },
      () => undefined,
    );
  });
}

/**
 * The kitchen player (spec 001 §2 "a live mode, on by default, and playback of recordings. The
 * mute preference persists locally"): one camera of one kitchen, live or from its recordings,
 * with the History panel of what it saw and its stream's details (§7 "GET, PUT and DELETE
 * /streams/{id}": who watches it, and its rename and end for a role with CAMERAS EDIT).
 * `/kitchen-player/{id}` passes `restaurantUuid`: that kitchen whatever the header's choice (a
 * screen's bookmark); otherwise Global mode asks for one.
 */
export function KitchenPlayerPage({
  restaurantUuid,
  search,
  onChooseRestaurant,
}: {
  restaurantUuid?: string;
  search: KitchenPlayerSearch;
  /** The shell's restaurant choice (remembered, written to the URL), composed by the route. */
  onChooseRestaurant(uuid: string): void;
}) {
  const { t } = useI18n();
  const scope = usePageScope();
  if (restaurantUuid) {
    const kitchen: ChosenKitchen = {
      uuid: restaurantUuid,
      label:
        scope.choice.options.find((option) => option.value === restaurantUuid)?.label ??
        restaurantUuid,
      timeZone: zoneOfChoice(scope.choice.options, restaurantUuid),
    };
    return <KitchenPlayer key={kitchen.uuid} kitchen={kitchen} search={search} bookmarked />;
  }
  return (
    <OneKitchen why={t('kitchenPlayer.oneKitchen')} onChoose={onChooseRestaurant}>
      {(kitchen) => <KitchenPlayer key={kitchen.uuid} kitchen={kitchen} search={search} />}
    </OneKitchen>
  );
}

function KitchenPlayer({
  kitchen,
  search,
  bookmarked = false,
}: {
  kitchen: ChosenKitchen;
  search: KitchenPlayerSearch;
  bookmarked?: boolean;
}) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const location = useLocation();
  const cameras = useQuery(camerasQueries.cameras(kitchen.uuid));
  const [muted, setMuted] = useStoredFlag(MUTED_KEY, true);
  const [historyOpen, setHistoryOpen] = useStoredFlag(HISTORY_OPEN_KEY, true);
  // Sound the browser would not start without a tap: shown as muted, the stored choice kept.
  const [soundBlocked, setSoundBlocked] = useState(false);
  const user = layoutRoute.useRouteContext({ select: (context) => context.user });
  const [detailsOpen, setDetailsOpen] = useState(false);
  const drawn = useDrawnLater(cameras.data !== undefined);
  // The shown camera's stream: what its History and details are of (camera-stream.ts).
  const streamId = useCameraStreamId(
    cameras.data && cameraShown(cameras.data.content, search.camera),
  );

  if (!cameras.data)
    return (
      <FirstLoad
        query={cameras}
        loadFailed={t('kitchenPlayer.camerasFailed')}
        loadingLabel={t('kitchenPlayer.loadingCameras')}
      />
    );
  if (!drawn) return <PageLoader label={t('kitchenPlayer.loadingCameras')} />;
  const list = cameras.data.content;
  if (list.length === 0) return <NoCameras />;
  const camera = cameraShown(list, search.camera)!;
  // A History entry's moment, until 'Back to live', the Live switch or another camera.
  const moment = search.at;
  const live = search.live !== 'off' && moment === undefined;
  const silent = muted || soundBlocked;
  const timeZone = kitchen.timeZone ?? undefined;
  const bookmark = bookmarked
    ? null
    : familyHref('/kitchen-player', kitchen.uuid, {
        pathname: location.pathname,
        search: location.searchStr,
      });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" translate="no">
          {kitchen.label}
        </Text>
        {bookmark && (
          <Anchor component={Link} to={bookmark} size="sm">
            {t('kitchenPlayer.bookmark')}
          </Anchor>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('kitchenPlayer.camera')}
          data={list.map((item) => ({ value: item.uuid, label: item.name }))}
          value={camera.uuid}
          onChange={(event) => {
            const uuid = event.currentTarget.value;
            setSearch((current) => ({ ...current, camera: uuid, at: undefined }));
          }}
          w={{ base: '100%', xs: 280 }}
          data-testid="player-camera"
          // Camera names are the kitchen's, not the console's text.
          translate="no"
        />
        <CameraStatusBadge status={camera.status} />
        <Group gap="sm" wrap="nowrap" mb={4}>
          <Switch
            label={t('kitchenPlayer.live')}
            checked={live}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setSearch((current) => ({ ...current, live: on ? undefined : 'off', at: undefined }));
            }}
          />
          <Button
            variant="default"
            onClick={() => {
              if (soundBlocked) {
                setSoundBlocked(false);
                setMuted(false);
              } else setMuted(!muted);
            }}
          >
            {silent ? t('kitchenPlayer.unmute') : t('kitchenPlayer.mute')}
          </Button>
        </Group>
        {canCall(user, getStream) && streamId !== undefined && (
          <Button variant="subtle" mb={4} onClick={() => setDetailsOpen(true)}>
            {t('video.stream.details')}
          </Button>
        )}
      </Group>
      <StreamDetailsOnDemand
        stream={
          detailsOpen && streamId !== undefined
            ? { restaurantUuid: camera.restaurantUuid, id: streamId }
            : null
        }
        name={camera.name}
        user={user}
        onClose={() => setDetailsOpen(false)}
      />
      {soundBlocked && !muted && (
        <Text size="sm" c="dimmed" role="status">
          {t('kitchenPlayer.soundBlocked')}
        </Text>
      )}
      <Box className="kc-kitchen-player" data-history-open={String(historyOpen)}>
        <Box miw={0}>
          <Suspense
            fallback={
              <Pending>
                <PlayerScreen>{null}</PlayerScreen>
              </Pending>
            }
          >
            {moment !== undefined ? (
              <MomentPlayback
                key={`${camera.uuid}:${moment}`}
                camera={camera}
                at={moment}
                timeZone={timeZone}
                muted={silent}
                onBackToLive={() =>
                  setSearch((current) => ({ ...current, live: undefined, at: undefined }))
                }
              />
            ) : live ? (
              <LiveStream
                key={camera.uuid}
                cameraUuid={camera.uuid}
                restaurantUuid={kitchen.uuid}
                label={t('kitchenPlayer.liveVideo', { name: camera.name })}
                muted={silent}
                onSoundBlocked={() => setSoundBlocked(true)}
              />
            ) : (
              <RecordedPlayback
                key={camera.uuid}
                camera={camera}
                timeZone={timeZone}
                muted={silent}
              />
            )}
          </Suspense>
        </Box>
        {/* Activity is a stream's (spec 001 §7): unknown until the camera's live start names it. */}
        {streamId === undefined ? (
          <Text size="sm" c="dimmed" data-testid="history-unknown-stream">
            {t('kitchenPlayer.streamUnknown')}
          </Text>
        ) : (
          <ActivityHistory
            streamId={streamId}
            timeZone={timeZone}
            opened={historyOpen}
            onToggle={setHistoryOpen}
            onPick={(entry) => setSearch((current) => ({ ...current, at: entry.eventTime }))}
            picked={moment}
          />
        )}
      </Box>
    </Stack>
  );
}
