import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { Camera } from '../../api/cameras/cameras.schema';
import { warmKitchenPage, type PageContext } from '../../api/restaurants/page-scope';
import type { AccessSubject } from '../../lib/access';
import type { DateRangeSearch } from '../../lib/url-state';
import { cameraSettings } from '../../lib/i18n/en/camera-settings';
import { pcsAdmin } from '../../lib/i18n/en/pcs-admin';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { NoCameras } from '../../ui/feedback/empty-state';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { OneKitchen } from '../../ui/feedback/one-kitchen';
import { PageLoader } from '../../ui/feedback/page-loader';
import { Pending } from '../../ui/feedback/pending';
import { preloadCameraPicture } from '../../ui/cameras/camera-picture';
import { TabBar } from '../../ui/forms/tab-bar';
import { FirstLoad } from '../../ui/list/first-load';
import { useDrawnLater } from '../../ui/hooks/use-drawn-later';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { CameraPanel } from './camera-panel';
import type { Kitchen } from './camera-settings-types';
import { camerasQueries } from '../../api/cameras/cameras.queries';
import {
  CAMERA_SETTINGS_TAB_GROUP,
  type CameraSettingsSearch,
  type CameraSettingsTab,
} from './camera-settings-search';
import { CameraStatusBadge } from '../../ui/cameras/camera-status-badge';

// The Profiles and Categories tabs (their lists, forms and number inputs) load when opened: the
// Camera tab, shown first, does not wait for their code.
const ProfilesPanel = lazy(() =>
  import('./profiles-panel').then(({ ProfilesPanel }) => ({ default: ProfilesPanel })),
);
const CategoriesPanel = lazy(() =>
  import('./categories-panel').then(({ CategoriesPanel }) => ({ default: CategoriesPanel })),
);

registerMessages(pcsAdmin, cameraSettings);

const RESTART_POLL_MS = 5_000;

/** The camera shown: the URL's, else the kitchen's first (another kitchen's, or deleted). */
function cameraShown(cameras: Camera[], wanted: string | undefined): Camera | undefined {
  return cameras.find((candidate) => candidate.uuid === wanted) ?? cameras[0];
}

/**
 * For the route's loader, on entering the page: the kitchen's cameras and, on the Camera tab,
 * the shown camera's picture, asked beside the page's code and the restaurant choice rather
 * than one after the other behind its renders.
 */
export function warmCameraSettings(
  context: PageContext,
  search: DateRangeSearch & CameraSettingsSearch,
) {
  const { queryClient } = context;
  return warmKitchenPage(context, search, (restaurantUuid) => {
    queryClient.fetchQuery(camerasQueries.cameras(restaurantUuid)).then(
      ({ content }) => {
        const camera = cameraShown(content, search.camera);
        if (camera && (search.tab ?? 'camera') === 'camera') preloadCameraPicture(camera);
      },
      () => undefined,
    );
  });
}

/**
 * Camera settings (spec 001 §2 "rename a camera; manage its profiles, codecs, resolutions and
 * limits; manage categories; reset, restart, set credentials and delete the camera"): one
 * kitchen's cameras, one at a time. In Global mode it asks for the kitchen first, so nothing is
 * changed on a camera of a restaurant the header does not name.
 */
export function CameraSettingsPage({
  user,
  search,
  onChooseRestaurant,
}: {
  user: AccessSubject;
  search: CameraSettingsSearch;
  /** The shell's restaurant choice, for Global mode's prompt. */
  onChooseRestaurant(uuid: string): void;
}) {
  const { t } = useI18n();
  return (
    <OneKitchen why={t('cameraSettings.oneKitchen')} onChoose={onChooseRestaurant}>
      {(kitchen) => (
        <KitchenCameraSettings key={kitchen.uuid} kitchen={kitchen} user={user} search={search} />
      )}
    </OneKitchen>
  );
}

function KitchenCameraSettings({
  kitchen,
  user,
  search,
}: {
  kitchen: Kitchen;
  user: AccessSubject;
  search: CameraSettingsSearch;
}) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const cameras = useQuery({
    ...camerasQueries.cameras(kitchen.uuid),
    // A restart lasts about 30 s: the status is asked again until the camera is back.
    refetchInterval: (query) =>
      query.state.data?.content.some((camera) => camera.status === 'RESTARTING')
        ? RESTART_POLL_MS
        : false,
  });
  const drawn = useDrawnLater(cameras.data !== undefined);

  if (!cameras.data)
    return (
      <FirstLoad
        query={cameras}
        loadFailed={t('cameraSettings.camerasFailed')}
        loadingLabel={t('cameraSettings.loadingCameras')}
      />
    );
  if (!drawn) return <PageLoader label={t('cameraSettings.loadingCameras')} />;
  const list = cameras.data.content;
  const camera = cameraShown(list, search.camera);
  const choose = (uuid: string) => setSearch((current) => ({ ...current, camera: uuid }));

  const tabs: ReadonlyArray<{ value: CameraSettingsTab; label: string }> = [
    { value: 'camera', label: t('cameraSettings.tab.camera') },
    { value: 'profiles', label: t('cameraSettings.tab.profiles') },
    { value: 'categories', label: t('cameraSettings.tab.categories') },
  ];

  return (
    <Stack gap="md">
      {cameras.isError && (
        <ErrorState
          title={t('cameraSettings.camerasFailed')}
          message={errorText(cameras.error, t)}
          onRetry={() => void cameras.refetch()}
        />
      )}
      <Text size="sm" c="dimmed">
        {kitchen.label}
      </Text>
      {!camera ? (
        <NoCameras />
      ) : (
        <>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('cameraSettings.camera')}
              data={list.map((item: Camera) => ({ value: item.uuid, label: item.name }))}
              value={camera.uuid}
              onChange={(event) => choose(event.currentTarget.value)}
              w={{ base: '100%', xs: 320 }}
              data-testid="camera-choice"
            />
            <CameraStatusBadge status={camera.status} />
          </Group>
          <TabBar group={CAMERA_SETTINGS_TAB_GROUP} tabs={tabs}>
            {(active) =>
              active === 'camera' ? (
                <CameraPanel
                  key={camera.uuid}
                  camera={camera}
                  kitchen={kitchen}
                  user={user}
                  onDeleted={() =>
                    setSearch(({ camera: _deleted, ...rest }) => rest, { replace: true })
                  }
                />
              ) : (
                <Suspense
                  fallback={
                    <Pending>
                      <PageLoader />
                    </Pending>
                  }
                >
                  {active === 'profiles' ? (
                    <ProfilesPanel
                      key={camera.uuid}
                      camera={camera}
                      kitchen={kitchen}
                      user={user}
                    />
                  ) : (
                    <CategoriesPanel kitchen={kitchen} cameras={list} user={user} />
                  )}
                </Suspense>
              )
            }
          </TabBar>
        </>
      )}
    </Stack>
  );
}
