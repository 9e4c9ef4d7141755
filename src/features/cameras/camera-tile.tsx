import { ActionIcon, Group, Menu, Paper, Text } from '@mantine/core';
import { useRef, useState, type DragEvent } from 'react';
import type { Camera } from '../../api/cameras/cameras.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { saveFile } from '../../lib/save-download';
import { LiveStream } from '../../ui/video/live-stream';

/** Spec 001 §2 camera view: a screenshot is a 1920×1080 JPEG. */
export const SCREENSHOT = { width: 1920, height: 1080, type: 'image/jpeg' } as const;

const DRAG_TYPE = 'application/x-kitchen-tile';

/** The video's picture now as a 1920×1080 JPEG, letterboxed; null before the first frame. */
function screenshotOf(video: HTMLVideoElement): Promise<Blob | null> {
  if (video.videoWidth === 0) return Promise.resolve(null);
  const canvas = document.createElement('canvas');
  canvas.width = SCREENSHOT.width;
  canvas.height = SCREENSHOT.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  const scale = Math.min(
    SCREENSHOT.width / video.videoWidth,
    SCREENSHOT.height / video.videoHeight,
  );
  const width = video.videoWidth * scale;
  const height = video.videoHeight * scale;
  context.fillStyle = '#000';
  context.fillRect(0, 0, SCREENSHOT.width, SCREENSHOT.height);
  context.drawImage(
    video,
    (SCREENSHOT.width - width) / 2,
    (SCREENSHOT.height - height) / 2,
    width,
    height,
  );
  return new Promise((resolve) => canvas.toBlob(resolve, SCREENSHOT.type, 0.9));
}

/**
 * One tile of the camera view: the camera's name, its live stream, and what a person does with
 * it — restart the stream, full screen, a screenshot, move it to another position (a menu, as
 * touch has no drag; on a desktop a tile is also dragged onto another), remove it.
 */
export function CameraTileView({
  camera,
  position,
  positions,
  restaurantUuid,
  onRemove,
  onMove,
}: {
  camera: Camera | undefined;
  /** 1-based, as people count. */
  position: number;
  positions: number;
  restaurantUuid: string;
  onRemove(): void;
  onMove(toPosition: number): void;
}) {
  const { t } = useI18n();
  const frame = useRef<HTMLDivElement>(null);
  const [restarts, setRestarts] = useState(0);
  const [dropping, setDropping] = useState(false);
  const name = camera?.name ?? '—';

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (Number.isInteger(from) && from !== position) onMove(from);
  };

  const screenshot = async () => {
    const video = frame.current?.querySelector('video');
    const blob = video ? await screenshotOf(video) : null;
    if (blob)
      saveFile(blob, `${name} ${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.jpg`);
  };

  return (
    <Paper
      withBorder
      p={0}
      ref={frame}
      component="section"
      aria-label={t('cameraView.tile', { name, position })}
      data-tile-position={position}
      data-dropping={dropping || undefined}
      className="kc-camera-tile"
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={drop}
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="xs"
        px="xs"
        py={4}
        draggable
        onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, String(position))}
        style={{ cursor: 'grab' }}
      >
        <Text size="sm" fw={600} truncate translate="no">
          {name}
        </Text>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t('cameraView.tileMenu', { name })}>
              ⋯
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setRestarts((value) => value + 1)}>
              {t('cameraView.restart')}
            </Menu.Item>
            <Menu.Item
              onClick={() => void frame.current?.requestFullscreen?.().catch(() => undefined)}
            >
              {t('cameraView.fullScreen')}
            </Menu.Item>
            <Menu.Item onClick={() => void screenshot()}>{t('cameraView.screenshot')}</Menu.Item>
            {Array.from({ length: positions }, (_, index) => index + 1)
              .filter((other) => other !== position)
              .map((other) => (
                <Menu.Item key={other} onClick={() => onMove(other)}>
                  {t('cameraView.moveTo', { position: other })}
                </Menu.Item>
              ))}
            <Menu.Item color="red" onClick={onRemove}>
              {t('cameraView.remove')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {camera ? (
        <LiveStream
          key={restarts}
          cameraUuid={camera.uuid}
          restaurantUuid={restaurantUuid}
          label={camera.name}
        />
      ) : (
        <div className="kc-live-stream">
          <Text c="white" p="sm">
            {t('cameraView.gone')}
          </Text>
        </div>
      )}
    </Paper>
  );
}
