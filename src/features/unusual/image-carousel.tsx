import { ActionIcon, Box, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Pending } from '../../ui/feedback/pending';
import { useNearViewport } from '../../ui/hooks/use-near-viewport';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from './carousel-icons';
import { keyStep, stepImage, type ImageCarouselProps } from './carousel';
import { FramePicture } from './frame-picture';
import { useSwipe } from './use-swipe';

// The full-screen view (Mantine's modal) loads when first asked for: a list's first screen does
// not wait for its code.
const FullScreenView = lazy(() =>
  import('./full-screen-view').then(({ FullScreenView }) => ({ default: FullScreenView })),
);

/**
 * An image event's screenshots (spec 001 §3 "Image event", §8 'No Image'): the current one's
 * thumbnail with previous and next, its place ('2 / 5'), and a full-screen view of the 1920×1080
 * screenshot. Arrow keys (and Home, End) and a swipe move it; only the shown picture and its
 * next neighbour are loaded, once the carousel comes near the screen (a phone's list renders
 * cards ahead of the one it shows).
 */
export function ImageCarousel(props: ImageCarouselProps) {
  const { kind, eventId, eventName, frames, current, onChange, boxSize } = props;
  const { t } = useI18n();
  const [near, nearRef] = useNearViewport<HTMLDivElement>();
  const [fullScreen, setFullScreen] = useState(false);
  const step = (delta: -1 | 1) => onChange(stepImage(current, delta, frames));
  const swipe = useSwipe(step);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = keyStep(event.key, current, frames);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
  };
  const position = t('unusual.position', { current: current + 1, total: frames });
  return (
    <Stack
      ref={nearRef}
      gap={4}
      role="group"
      aria-roledescription="carousel"
      aria-label={t('unusual.carousel', { event: eventName })}
      data-testid="image-carousel"
    >
      <Box
        tabIndex={0}
        onKeyDown={onKeyDown}
        {...swipe}
        aria-label={position}
        aria-describedby={`${eventId}-hint`}
        w={boxSize}
        style={{ aspectRatio: '1 / 1', maxWidth: '100%', touchAction: 'pan-y' }}
      >
        <FramePicture
          kind={kind}
          eventId={eventId}
          eventName={eventName}
          frame={current}
          frames={frames}
          size="thumbnail"
          wanted={near}
        />
      </Box>
      <span id={`${eventId}-hint`} className="kc-visually-hidden">
        {t('unusual.keyboardHint')}
      </span>
      <Group gap={4} wrap="nowrap" justify="space-between" w={boxSize} maw="100%">
        <ActionIcon
          variant="default"
          size="md"
          onClick={() => step(-1)}
          disabled={current === 0}
          aria-label={t('unusual.previous')}
        >
          <ChevronLeftIcon />
        </ActionIcon>
        <Text size="xs" aria-live="polite" data-testid="carousel-position">
          <span aria-hidden>
            {current + 1} / {frames}
          </span>
          <span className="kc-visually-hidden">{position}</span>
        </Text>
        <ActionIcon
          variant="default"
          size="md"
          onClick={() => step(1)}
          disabled={current >= frames - 1}
          aria-label={t('unusual.next')}
        >
          <ChevronRightIcon />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="md"
          onClick={() => setFullScreen(true)}
          aria-label={t('unusual.fullScreen')}
        >
          <ExpandIcon />
        </ActionIcon>
      </Group>
      {fullScreen && (
        <Suspense fallback={<Pending />}>
          <FullScreenView {...props} onClose={() => setFullScreen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
