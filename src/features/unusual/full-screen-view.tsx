import '@mantine/core/styles/Modal.css';
import { Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { keyStep, stepImage, type ImageCarouselProps } from './carousel';
import { ChevronLeftIcon, ChevronRightIcon } from './carousel-icons';
import { FramePicture } from './frame-picture';
import { useSwipe } from './use-swipe';

/** The 1920×1080 screenshot over the whole screen, with the same steps as the thumbnail. */
export function FullScreenView({
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
