import { ActionIcon, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { lazy, useRef, useState } from 'react';
import type { Camera } from '../../api/cameras/cameras.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { TileMenu } from '../../ui/list/tile-menu';
import { useSwapByDrag } from '../../ui/hooks/use-swap-by-drag';
import { LiveStream, type PlayingStream } from '../../ui/video/live-stream';
import { useFullScreen } from '../../ui/video/use-full-screen';
import { CameraStill } from './camera-still';
import { useInView } from './data-light';
import { saveScreenshot } from './screenshot';
import { StreamInfoPanel } from './stream-info-panel';
import { TileIcon, type TileIconName } from './tile-icons';
import { useTileZoom } from './use-tile-zoom';

const loadMenu = () => import('./camera-tile-menu');
const CameraTileMenu = lazy(loadMenu);

/**
 * One tile of the camera view: the camera's name, its live stream (or, data-light, a still
 * picture until tapped), and what a person does with it — restart the stream, a screenshot,
 * full screen, the stream info, zoom (not on a phone), move it to another position (a menu, as
 * touch has no drag; on a desktop a tile is also dragged onto another), remove it. Its name is a
 * toggle that selects the tile: with six full, an added camera replaces the selected one (spec
 * 001 §4 "When 6 are full, the selected slot is replaced").
 */
export function CameraTileView({
  camera,
  position,
  positions,
  restaurantUuid,
  timeZone,
  dataLight,
  selected,
  onSelect,
  onRemove,
  onMove,
}: {
  camera: Camera | undefined;
  /** 1-based, as people count. */
  position: number;
  positions: number;
  restaurantUuid: string;
  /** The kitchen's zone, for the screenshot's name; null: the browser's. */
  timeZone: string | null;
  /** On a metered connection every tile shows a still until tapped. */
  dataLight: boolean;
  /** The tile an added camera replaces when all six are full. */
  selected: boolean;
  /** Selects the tile, or (selected already) no tile. */
  onSelect(): void;
  onRemove(): void;
  onMove(toPosition: number): void;
}) {
  const { t, locale } = useI18n();
  const isMobile = useIsMobile();
  const frame = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLDivElement>(null);
  const [inView, viewRef] = useInView<HTMLDivElement>();
  const [tapped, setTapped] = useState(false);
  const [restarts, setRestarts] = useState(0);
  const { dropping, target, handle } = useSwapByDrag('tile', position, onMove);
  const [playing, setPlaying] = useState<PlayingStream | null>(null);
  const [showInfo, setShowInfo] = useState(false);
  const [enableScaling, setEnableScaling] = useState(false);
  // Spec 001 §9 "Zoom is off on mobile": a phone has the browser's own pinch for that.
  const zoomOn = enableScaling && !isMobile;
  const zoom = useTileZoom(picture, zoomOn);
  const fullScreen = useFullScreen(frame, { zoomOn });
  const name = camera?.name ?? '—';
  const mode = !camera ? 'gone' : tapped || (!dataLight && inView) ? 'live' : 'still';

  const screenshot = () => {
    if (playing) void saveScreenshot(playing.video, name, timeZone);
  };

  const control = (
    icon: TileIconName,
    label: string,
    onClick: () => void,
    options: { disabled?: boolean; pressed?: boolean } = {},
  ) => (
    <ActionIcon
      variant={options.pressed ? 'light' : 'subtle'}
      color={options.pressed ? undefined : 'gray'}
      aria-label={label}
      title={label}
      aria-pressed={options.pressed}
      disabled={options.disabled}
      onClick={onClick}
    >
      <TileIcon name={icon} />
    </ActionIcon>
  );

  return (
    <Paper
      withBorder
      p={0}
      ref={frame}
      component="section"
      aria-label={t('cameraView.tile', { name, position })}
      data-tile-position={position}
      data-tile-mode={mode}
      data-dropping={dropping || undefined}
      data-selected={selected || undefined}
      className="kc-camera-tile"
      {...target}
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="xs"
        px="xs"
        className="kc-camera-tile-bar"
        {...handle}
      >
        <UnstyledButton
          className="kc-camera-tile-select"
          aria-pressed={selected}
          aria-label={t('cameraView.select', { name })}
          title={t('cameraView.selectHint')}
          onClick={onSelect}
        >
          <Text size="sm" fw={600} truncate translate="no" component="span">
            {selected && (
              <span aria-hidden className="kc-camera-tile-check">
                ✓{' '}
              </span>
            )}
            {name}
          </Text>
        </UnstyledButton>
        <TileMenu
          label={t('cameraView.tileMenu', { name })}
          preload={() => void loadMenu()}
          menu={(target) => (
            <CameraTileMenu
              target={target}
              position={position}
              positions={positions}
              onMove={onMove}
              onRemove={onRemove}
            />
          )}
        />
      </Group>
      <div
        ref={(node) => {
          picture.current = node;
          viewRef(node);
        }}
        className="kc-camera-tile-picture"
        onClick={fullScreen.onVideoClick}
        {...zoom.areaProps}
      >
        {!camera ? (
          <div className="kc-live-stream">
            <Text c="white" p="sm">
              {t('cameraView.gone')}
            </Text>
          </div>
        ) : mode === 'live' ? (
          <LiveStream
            key={restarts}
            cameraUuid={camera.uuid}
            restaurantUuid={restaurantUuid}
            label={camera.name}
            videoStyle={zoom.videoStyle}
            onPlaying={setPlaying}
          />
        ) : inView === null && !dataLight ? (
          // Not yet known whether it shows: neither a stream nor a still is asked for.
          <div className="kc-live-stream" />
        ) : (
          <CameraStill camera={camera} onWatch={() => setTapped(true)} />
        )}
        {showInfo && playing && mode === 'live' && (
          <StreamInfoPanel playing={playing} cameraName={name} />
        )}
      </div>
      <Group justify="space-between" wrap="nowrap" gap={2} px={4} className="kc-camera-tile-bar">
        <Group gap={2} wrap="nowrap">
          {control('restart', t('cameraView.restart'), () => setRestarts((value) => value + 1), {
            disabled: mode !== 'live',
          })}
          {control('screenshot', t('cameraView.screenshot'), screenshot, {
            disabled: !playing || mode !== 'live',
          })}
          {control(
            fullScreen.active ? 'exitFullScreen' : 'fullScreen',
            fullScreen.active ? t('cameraView.exitFullScreen') : t('cameraView.fullScreen'),
            fullScreen.toggle,
            { disabled: !camera },
          )}
          {control('info', t('cameraView.info.toggle'), () => setShowInfo((value) => !value), {
            disabled: mode !== 'live',
            pressed: showInfo,
          })}
        </Group>
        {!isMobile && (
          <Group gap={2} wrap="nowrap">
            {zoomOn && (
              <>
                {control('zoomOut', t('cameraView.zoomOut'), zoom.zoomOut)}
                <Text size="xs" w="3.2em" ta="center" aria-live="polite">
                  {t('cameraView.zoomLevel', {
                    level: zoom.level.toLocaleString(locale, {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                    }),
                  })}
                </Text>
                {control('zoomIn', t('cameraView.zoomIn'), zoom.zoomIn)}
                {control('reset', t('cameraView.zoomReset'), zoom.reset)}
              </>
            )}
            {control('zoom', t('cameraView.zoom'), () => setEnableScaling((value) => !value), {
              disabled: mode !== 'live',
              pressed: zoomOn,
            })}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
