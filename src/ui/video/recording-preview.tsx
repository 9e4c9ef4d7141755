import { Center, Loader, Text } from '@mantine/core';
import { fetchRecordingPreview } from '../../api/recordings/recordings.queries';
import { recordingTitle, type Recording } from '../../api/recordings/recordings.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { useNearViewport } from '../hooks/use-near-viewport';
import { preloadPicture, useSessionPicture } from '../hooks/use-session-picture';

/** The preview's size on screen: the camera's 4:3 picture at 120 px wide. */
const PREVIEW = { width: 120, height: 90 };

const previewKey = (uuid: string) => `recording-preview/${uuid}`;
/** The picture at the URL the recording's `preview` gives (absolute, or relative to the API). */
const previewLoader = (preview: string) => () => fetchRecordingPreview(preview);

/** Asks for a recording's preview ahead (a route's loader, for the rows of its first screen). */
export function preloadRecordingPreview({ uuid, preview }: Recording): void {
  if (preview) preloadPicture(previewKey(uuid), previewLoader(preview));
}

/**
 * A recording's preview JPEG (spec 001 §3 "preview"), loaded when its row comes near the screen
 * (a page of 20 recordings asked for all 20 on a phone that shows 3); 'No Image' (spec 001 §8)
 * before it starts, and when the picture cannot be loaded, with the reason for screen readers.
 */
export function RecordingPreview({ recording }: { recording: Recording }) {
  const { t } = useI18n();
  const { uuid, preview } = recording;
  const [near, nearRef] = useNearViewport<HTMLDivElement>();
  const picture = useSessionPicture(
    previewKey(uuid),
    !!preview && near,
    previewLoader(preview ?? ''),
  );

  const box = { ...PREVIEW, flexShrink: 0, borderRadius: 4, overflow: 'hidden' } as const;
  if (!preview || picture.status === 'missing' || picture.status === 'failed')
    return (
      <Center style={box} bg="gray.1" title={preview ? t('recordings.imageFailed') : undefined}>
        <Text size="xs" c="dimmed" fw={600}>
          {t('recordings.noImage')}
        </Text>
      </Center>
    );
  if (picture.status === 'loading')
    return (
      <Center ref={nearRef} style={box} bg="gray.1">
        <Loader size="xs" role="status" aria-label={t('recordings.previewLoading')} />
      </Center>
    );
  return (
    <img
      src={picture.url}
      alt={t('recordings.previewOf', { name: recordingTitle(recording) })}
      width={PREVIEW.width}
      height={PREVIEW.height}
      style={{ display: 'block', objectFit: 'cover', ...box }}
    />
  );
}
