import { ActionIcon, Box, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import type { UnusualKind } from '../../api/unusual/unusual.constants';
import { SCREENSHOT_SIZE, THUMBNAIL_SIZE } from '../../api/unusual/unusual.constants';
import type { ImageSize } from '../../api/unusual/unusual.queries';
import { useI18n } from '../../lib/i18n/i18n';
import { useNearViewport } from '../../ui/hooks/use-near-viewport';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon, ImageErrorIcon } from './carousel-icons';
import { framesToLoad, keyStep, stepImage, swipeStep } from './carousel';
import { preloadFrame, useFrameImage } from './use-frame-image';

export interface ImageCarouselProps {
  kind: UnusualKind;
  eventId: string;
  /** The event's name, for the pictures' text alternative. */
  eventName: string;
  frames: number;
  /** Spec 001 §3 currentImage: the page keeps it, so a row scrolled away and back keeps it. */
  current: number;
  onChange(next: number): void;
  /** The thumbnail's CSS size: a table cell's, or a phone card's width. */
  boxSize: number | string;
}

/** Touch start of a swipe, in CSS px. */
type TouchPoint = { x: number; y: number } | null;

/** Swipe handlers for an element: a sideways flick steps the carousel (spec: "swipe"). */
function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<TouchPoint>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!from || !touch) return;
      const step = swipeStep(touch.clientX - from.x, touch.clientY - from.y);
      if (step !== null) onStep(step);
    },
  };
}

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
      {fullScreen && <FullScreenView {...props} onClose={() => setFullScreen(false)} />}
    </Stack>
  );
}

/** The 1920×1080 screenshot over the whole screen, with the same steps as the thumbnail. */
function FullScreenView({
  kind,
  eventId,
  eventName,
  frames,
  current,
  onChange,
  onClose,
}: ImageCarouselProps & { onClose(): void }) {
  const { t } = useI18n();
  const step = (delta: -1 | 1) => onChange(stepImage(current, delta, frames));
  const swipe = useSwipe(step);
  // The modal holds the focus; its keys are read where they land, anywhere inside it.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const next = keyStep(event.key, current, frames);
      if (next === null) return;
      event.preventDefault();
      onChange(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, frames, onChange]);
  const position = t('unusual.position', { current: current + 1, total: frames });
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={`${eventName} · ${position}`}
      styles={{ body: { height: 'calc(100dvh - 70px)' } }}
    >
      <Stack h="100%" gap="sm">
        <Box
          {...swipe}
          style={{ flex: 1, minHeight: 0, touchAction: 'pan-y' }}
          data-testid="full-screen-image"
        >
          <FramePicture
            kind={kind}
            eventId={eventId}
            eventName={eventName}
            frame={current}
            frames={frames}
            size="screenshot"
            wanted
          />
        </Box>
        <Group justify="center" gap="md">
          <Button
            variant="default"
            leftSection={<ChevronLeftIcon />}
            onClick={() => step(-1)}
            disabled={current === 0}
          >
            {t('unusual.previous')}
          </Button>
          <Text aria-live="polite">
            {current + 1} / {frames}
          </Text>
          <Button
            variant="default"
            rightSection={<ChevronRightIcon />}
            onClick={() => step(1)}
            disabled={current >= frames - 1}
          >
            {t('unusual.next')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const SIZES = { thumbnail: THUMBNAIL_SIZE, screenshot: SCREENSHOT_SIZE };

/** One frame's picture, loading, 'No Image' (spec 001 §8) or the error icon with a retry. */
function FramePicture({
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
