import {
  ActionIcon,
  Group,
  HoverCard,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import type { Camera } from '../../api/cameras/cameras.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { CameraPicture } from '../../ui/cameras/camera-picture';
import { CameraStatusBadge } from '../../ui/cameras/camera-status-badge';

/** Spec 001 §2: a camera's thumbnail is enlarged after 1.5 s of hover. */
export const THUMBNAIL_HOVER_MS = 1500;

/**
 * The kitchen's cameras beside the layout (spec 001 §2 camera view "sidebar"): searched by name,
 * sorted A–Z or Z–A, each with its status in words and colour; choosing one adds a tile of it.
 * A pointer resting on one for 1.5 s shows its picture now.
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
      {shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('cameraView.noMatch', { search: search.trim() })}
        </Text>
      )}
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((camera) => (
          <li key={camera.uuid}>
            <HoverCard openDelay={THUMBNAIL_HOVER_MS} position="right" withinPortal shadow="md">
              <HoverCard.Target>
                <UnstyledButton
                  onClick={() => onAdd(camera.uuid)}
                  title={t('cameraView.addToLayout', { name: camera.name })}
                  className="kc-camera-list-item"
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" truncate translate="no">
                      {camera.name}
                    </Text>
                    <CameraStatusBadge status={camera.status} />
                  </Group>
                </UnstyledButton>
              </HoverCard.Target>
              <HoverCard.Dropdown p={4}>
                <CameraPicture camera={camera} />
              </HoverCard.Dropdown>
            </HoverCard>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
