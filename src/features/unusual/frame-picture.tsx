import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { UnusualKind } from '../../lib/unusual-kinds';
import { SCREENSHOT_SIZE, THUMBNAIL_SIZE } from '../../api/unusual/unusual.constants';
import type { ImageSize } from '../../api/unusual/unusual.queries';
import { useI18n } from '../../lib/i18n/i18n';
import { framesToLoad } from './carousel';
import { ImageErrorIcon } from './carousel-icons';
import { preloadFrame, useFrameImage } from './use-frame-image';

const SIZES = { thumbnail: THUMBNAIL_SIZE, screenshot: SCREENSHOT_SIZE };

/** One frame's picture, loading, 'No Image' (spec 001 §8) or the error icon with a retry. */
export function FramePicture({
  kind,
  eventId,
  eventName,
  frame,
  frames,
  size,
  wanted,
}: {
  kind: UnusualKind;
  eventId: string;
  eventName: string;
  frame: number;
  frames: number;
  size: ImageSize;
  /** Asked for once true (the carousel near the screen); one asked ahead shows at once. */
  wanted: boolean;
}) {
  const { t } = useI18n();
  const [attempt, setAttempt] = useState(0);
  const image = useFrameImage(kind, eventId, frame, size, attempt, wanted);
  const { next } = framesToLoad(frame, frames);
  const shown = image.status === 'shown';
  useEffect(() => {
    // Spec: "maybe its neighbour": the next picture once this one is in.
    if (shown && next !== null) preloadFrame(kind, eventId, next, size);
  }, [shown, next, kind, eventId, size]);

  const box = { width: '100%', height: '100%' };
  switch (image.status) {
    case 'loading':
      return (
        <Center style={box} bg="gray.1">
          <Loader size="sm" aria-label={t('unusual.imageLoading')} />
        </Center>
      );
    case 'missing':
      return (
        <Center style={box} bg="gray.1">
          <Text size="sm" c="dimmed" fw={600}>
            {t('unusual.noImage')}
          </Text>
        </Center>
      );
    case 'failed':
      return (
        <Center style={box} bg="gray.1">
          <Stack gap={4} align="center">
            <ImageErrorIcon
              role="img"
              aria-hidden={false}
              aria-label={t('unusual.imageFailed')}
              color="var(--mantine-color-red-8)"
            />
            <Button size="compact-xs" variant="subtle" onClick={() => setAttempt((n) => n + 1)}>
              {t('unusual.imageRetry')}
            </Button>
          </Stack>
        </Center>
      );
    case 'shown':
      return (
        <img
          src={image.url}
          alt={t('unusual.imageAlt', { event: eventName, current: frame + 1, total: frames })}
          width={SIZES[size].width}
          height={SIZES[size].height}
          style={{
            ...box,
            objectFit: size === 'thumbnail' ? 'cover' : 'contain',
            display: 'block',
          }}
        />
      );
  }
}
