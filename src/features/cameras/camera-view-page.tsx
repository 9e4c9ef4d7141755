import { Alert, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { camerasQueries } from '../../api/cameras/cameras.queries';
import type { Camera } from '../../api/cameras/cameras.schema';
import { warmKitchenPage, type PageContext } from '../../api/restaurants/page-scope';
import { cameraView } from '../../lib/i18n/en/camera-view';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import type { DateRangeSearch } from '../../lib/url-state';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { NoCameras } from '../../ui/feedback/empty-state';
import { OneKitchen, type ChosenKitchen } from '../../ui/feedback/one-kitchen';
import { PageLoader } from '../../ui/feedback/page-loader';
import { Pending } from '../../ui/feedback/pending';
import { useDrawnLater } from '../../ui/hooks/use-drawn-later';
import { useElementWidth } from '../../ui/hooks/use-element-width';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { addTiles, LIVE_TILE_MIN, removeTile, swapTiles, tileColumns } from './camera-layout';
import { CameraList } from './camera-list';
import { CameraTileView } from './camera-tile';
import { useMeteredConnection } from './data-light';
import {
  layoutTypeOf,
  readCameraView,
  writeCameraView,
  type CameraSlots,
  type CameraTile,
} from './stored-layout';

registerMessages(cameraView);

// The camera picker (a dialog with its number input) loads when first opened.
const CameraPicker = lazy(() =>
  import('./camera-picker').then(({ CameraPicker }) => ({ default: CameraPicker })),
);

/**
 * For the route's loader: the kitchen's cameras, asked beside the page's code and the restaurant
 * choice rather than after its first render.
 */
export function warmCameraView(context: PageContext, search: DateRangeSearch) {
  return warmKitchenPage(context, search, (restaurantUuid) => {
    void context.queryClient.prefetchQuery(camerasQueries.cameras(restaurantUuid));
  });
}

/**
 * The camera view (spec 001 §2 "Camera view", §4 "Camera layout"): one kitchen's live cameras in
 * a layout of up to 6 tiles, kept per restaurant on the device. In Global mode it asks for the
 * kitchen: cameras are one kitchen's.
 */
export function CameraViewPage({ onChooseRestaurant }: { onChooseRestaurant(uuid: string): void }) {
  const { t } = useI18n();
  return (
    <OneKitchen why={t('cameraView.oneKitchen')} onChoose={onChooseRestaurant}>
      {(kitchen) => <KitchenCameras key={kitchen.uuid} kitchen={kitchen} />}
    </OneKitchen>
  );
}

let tileCount = 0;
const newTile = (cameraUuid: string): CameraTile => ({
  key: `${Date.now().toString(36)}-${(tileCount++).toString(36)}`,
  cameraUuid,
});

function KitchenCameras({ kitchen }: { kitchen: ChosenKitchen }) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const dataLight = useMeteredConnection();
  const cameras = useQuery(camerasQueries.cameras(kitchen.uuid));
  const [slots, setSlots] = useState<CameraSlots>(() => readCameraView(kitchen.uuid).layout);
  const [picking, setPicking] = useState(false);
  // Opened once, the picker stays mounted, so it closes as a dialog does.
  const [pickerWanted, setPickerWanted] = useState(false);
  if (picking && !pickerWanted) setPickerWanted(true);
  // By the tile's key: the selection follows a tile that is moved, and goes with one removed.
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  // The last add's tiles that found no place: how many, of which camera, and whether a tile
  // was selected to replace.
  const [refused, setRefused] = useState<{
    count: number;
    name: string;
    target: number | null;
  } | null>(null);
  const [gridSize, gridRef] = useElementWidth<HTMLDivElement>();
  const drawn = useDrawnLater(cameras.data !== undefined);

  useEffect(() => writeCameraView(kitchen.uuid, slots), [kitchen.uuid, slots]);

  if (cameras.isPending || (cameras.isSuccess && !drawn))
    return <PageLoader label={t('cameraView.loading')} />;
  if (cameras.isError)
    return (
      <ErrorState
        title={t('cameraView.loadFailed')}
        message={errorText(cameras.error, t)}
        onRetry={() => void cameras.refetch()}
      />
    );
  const list: Camera[] = cameras.data.content;
  if (list.length === 0) return <NoCameras />;
  const byUuid = new Map(list.map((camera) => [camera.uuid, camera]));

  const selectedIndex = slots.findIndex((tile) => tile !== null && tile.key === selectedKey);
  // Spec 001 §4 "When 6 are full, the selected slot is replaced"; with none selected the camera
  // is refused and the page asks for a tile to replace (docs/decisions/video-and-cameras.md "When six are full"). The slot stays selected with its new camera.
  const add = (cameraUuid: string, count = 1) => {
    const target = selectedIndex >= 0 ? selectedIndex : null;
    const next = addTiles(slots, count, () => newTile(cameraUuid), target);
    setSlots(next.slots);
    // Tiles that found no place are said, never lost silently: how many, and of which camera.
    setRefused(
      next.refused === 0
        ? null
        : { count: next.refused, name: byUuid.get(cameraUuid)?.name ?? cameraUuid, target },
    );
    if (target !== null) setSelectedKey(next.slots[target]?.key ?? null);
  };
  const columns = tileColumns(slots.length, gridSize.width, gridSize.gap);

  return (
    <Box className="kc-camera-view" data-layout-type={layoutTypeOf(slots.length)}>
      <Box className="kc-camera-view-list">
        <CameraList cameras={list} onAdd={(uuid) => add(uuid)} />
      </Box>
      <Stack gap="sm" className="kc-camera-view-layout">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {isMobile ? null : t('cameraView.dragHint')}
          </Text>
          <Button onClick={() => setPicking(true)}>{t('cameraView.addCamera')}</Button>
        </Group>
        {refused !== null && (
          <Alert
            variant="light"
            color="yellow"
            p="xs"
            role="alert"
            withCloseButton
            closeButtonLabel={t('cameraView.dismiss')}
            onClose={() => setRefused(null)}
          >
            <Text size="sm">
              {t('cameraView.notAdded', { count: refused.count, name: refused.name })}
            </Text>
            {refused.target === null && <Text size="sm">{t('cameraView.fullNoneSelected')}</Text>}
          </Alert>
        )}
        {dataLight && (
          <Alert variant="light" p="xs" data-testid="data-light-notice">
            <Text size="sm">{t('cameraView.dataLight')}</Text>
          </Alert>
        )}
        <SimpleGrid
          ref={gridRef}
          cols={columns}
          spacing="sm"
          component="section"
          aria-label={t('cameraView.layout')}
          data-columns={columns}
          style={{ '--kc-live-min-height': `${LIVE_TILE_MIN.height}px` } as CSSProperties}
        >
          {slots.map((tile, index) =>
            tile ? (
              <CameraTileView
                key={tile.key}
                camera={byUuid.get(tile.cameraUuid)}
                position={index + 1}
                positions={slots.length}
                restaurantUuid={kitchen.uuid}
                timeZone={kitchen.timeZone}
                dataLight={dataLight}
                selected={tile.key === selectedKey}
                onSelect={() => {
                  setSelectedKey((current) => (current === tile.key ? null : tile.key));
                  setRefused(null);
                }}
                onRemove={() => {
                  setSlots((current) => removeTile(current, index));
                  setRefused(null);
                }}
                onMove={(other) => setSlots((current) => swapTiles(current, index, other - 1))}
              />
            ) : (
              <div
                key={`empty-${index}`}
                className="kc-camera-slot"
                role="group"
                aria-label={t('cameraView.emptySlot', { position: index + 1 })}
              >
                {/* A tile's two bars around the same 16:9 picture: a row's slots line up. */}
                <div className="kc-camera-tile-bar" />
                <div className="kc-camera-slot-picture">
                  <Button variant="subtle" onClick={() => setPicking(true)}>
                    {t('cameraView.addCamera')}
                  </Button>
                </div>
                <div className="kc-camera-tile-bar" />
              </div>
            ),
          )}
        </SimpleGrid>
      </Stack>
      {pickerWanted && (
        <Suspense fallback={<Pending />}>
          <CameraPicker
            opened={picking}
            cameras={list}
            onClose={() => setPicking(false)}
            onAdd={(uuid, count) => {
              add(uuid, count);
              setPicking(false);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
