import { Center, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fetchRecordingPreview } from '../../api/recordings/recordings.queries';
import type { Recording } from '../../api/recordings/recordings.schema';
import { isAbortError } from '../../api/request';
import { useI18n } from '../../lib/i18n/i18n';

/** The preview's size on screen: the camera's 4:3 picture at 120 px wide. */
const PREVIEW = { width: 120, height: 90 };

type Shown = { uuid: string; url: string } | { uuid: string; failed: true };

/**
 * A recording's preview JPEG (spec 001 §3 "preview"), loaded when its row is shown; 'No Image'
 * (spec 001 §8) before it starts, and when the picture cannot be loaded, with the reason for
 * screen readers.
 */
export function RecordingPreview({ recording }: { recording: Recording }) {
  const { t } = useI18n();
  const [state, setState] = useState<Shown | null>(null);
  const { uuid, preview } = recording;
  useEffect(() => {
    if (!preview) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchRecordingPreview(uuid, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ uuid, url });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setState({ uuid, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [uuid, preview]);

  const box = { ...PREVIEW, flexShrink: 0, borderRadius: 4, overflow: 'hidden' } as const;
  const shown = preview && state?.uuid === uuid ? state : null;
  if (!preview || (shown && 'failed' in shown))
    return (
      <Center style={box} bg="gray.1" title={preview ? t('recordings.imageFailed') : undefined}>
        <Text size="xs" c="dimmed" fw={600}>
          {t('recordings.noImage')}
        </Text>
      </Center>
    );
  if (!shown)
    return (
      <Center style={box} bg="gray.1">
        <Loader size="xs" role="status" aria-label={t('recordings.previewLoading')} />
      </Center>
    );
  return (
    <img
      src={shown.url}
      alt={t('recordings.previewOf', { name: recording.name })}
      width={PREVIEW.width}
      height={PREVIEW.height}
      style={{ display: 'block', objectFit: 'cover', ...box }}
    />
  );
}
