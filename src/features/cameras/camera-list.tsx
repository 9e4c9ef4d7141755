import {
  ActionIcon,
  Center,
  Group,
  HoverCard,
  Loader,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { cameraMayShowPicture, type Camera } from '../../api/cameras/cameras.schema';
import { STREAM_THUMBNAIL as THUMBNAIL } from '../../api/streams/streams.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { CameraStatusBadge } from '../../ui/cameras/camera-status-badge';
import { NoSuitableCameras } from '../../ui/feedback/empty-state';
import { useBlobPicture, type Picture } from '../../ui/hooks/use-blob-picture';
import { useNearViewport } from '../../ui/hooks/use-near-viewport';
import { askCameraThumbnail } from '../../ui/cameras/camera-thumbnail';

/** Spec 000 §2 "preview thumbnails (enlarged after 1.5 s hover)". */
export const THUMBNAIL_HOVER_MS = 1500;

/**
 * The kitchen's cameras beside the layout (spec 000 §2 "Camera sidebar list with search,
 * ascending/descending sort, preview thumbnails (enlarged after 1.5 s hover) and a status
 * colour"): searched by name ('No suitable cameras' when none matches, spec 000 §8), sorted A–Z
 * or Z–A, each with its preview and its status in words and colour; choosing one adds a tile of
 * it. A pointer resting on one for 1.5 s shows its preview enlarged.
 */
export function CameraList({
  cameras,
  onAdd,
}: {
  cameras: Camera[];
  onAdd(cameraUuid: string): void;
}) {
  const { t, locale } = useI18n();
  const [search, setSearch] = useState('');
  const [descending, setDescending] = useState(false);
  const needle = search.trim().toLocaleLowerCase(locale);
  const shown = cameras
    .filter((camera) => camera.name.toLocaleLowerCase(locale).includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, locale) * (descending ? -1 : 1));
  return (
    <Stack gap="xs" component="section" aria-label={t('cameraView.cameras')}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('cameraView.search')}
          placeholder={t('cameraView.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={descending ? t('cameraView.sortAscending') : t('cameraView.sortDescending')}
          onClick={() => setDescending((value) => !value)}
        >
          {descending ? 'Z↓' : 'A↓'}
        </ActionIcon>
      </Group>
      {shown.length === 0 && <NoSuitableCameras />}
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((camera) => (
          <li key={camera.uuid}>
            <CameraListItem camera={camera} onAdd={() => onAdd(camera.uuid)} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * One camera: its preview (one request, shown small and enlarged, once the item comes near the
 * screen: below a phone's tiles the list is off it at first), name and status.
 */
function CameraListItem({ camera, onAdd }: { camera: Camera; onAdd(): void }) {
  const { t } = useI18n();
  const [near, nearRef] = useNearViewport<HTMLSpanElement>();
  const online = cameraMayShowPicture(camera.status);
  const asked = useBlobPicture(
    `${camera.restaurantUuid}/${camera.uuid}/${camera.streamId}/${near && online}`,
    near && online,
    askCameraThumbnail(camera),
  );
  const thumbnail: Picture = near || !online ? asked : { status: 'loading' };
  return (
    <HoverCard openDelay={THUMBNAIL_HOVER_MS} position="right" withinPortal shadow="md">
      <HoverCard.Target>
        <UnstyledButton
          onClick={onAdd}
          title={t('cameraView.addToLayout', { name: camera.name })}
          className="kc-camera-list-item"
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group wrap="nowrap" gap="xs" miw={0}>
              {/* The same picture enlarged in the card: the button's name stays the camera's. */}
              <span aria-hidden className="kc-camera-list-thumbnail" ref={nearRef}>
                {thumbnail.status === 'shown' && <img src={thumbnail.url} alt="" />}
              </span>
              <Text size="sm" truncate translate="no">
                {camera.name}
              </Text>
            </Group>
            <CameraStatusBadge status={camera.status} />
          </Group>
        </UnstyledButton>
      </HoverCard.Target>
      <HoverCard.Dropdown p={4}>
        <Preview thumbnail={thumbnail} name={camera.name} />
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

function Preview({ thumbnail, name }: { thumbnail: Picture; name: string }) {
  const { t } = useI18n();
  return (
    <Center
      w={THUMBNAIL.width}
      maw="100%"
      style={{ aspectRatio: `${THUMBNAIL.width} / ${THUMBNAIL.height}` }}
    >
      {thumbnail.status === 'shown' ? (
        <img
          src={thumbnail.url}
          alt={t('cameraView.previewAlt', { name })}
          width={THUMBNAIL.width}
          height={THUMBNAIL.height}
          style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
        />
      ) : thumbnail.status === 'loading' ? (
        <Loader size="sm" aria-label={t('cameraView.stillLoading')} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('cameraView.noImage')}
        </Text>
      )}
    </Center>
  );
}
