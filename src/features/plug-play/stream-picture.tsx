import { Center, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { isAbortError, request, unwrap } from '../../api/request';
import { getStreamThumbnail } from '../../api/streams/streams.endpoints';
import { useI18n } from '../../lib/i18n/i18n';

type Picture = { status: 'loading' } | { status: 'shown'; url: string } | { status: 'none' };

/**
 * A stream's picture (GET /streams/{id}/thumbnail, which plug-and-play may call). Not in the
 * query cache (persisted to IndexedDB). An offline
 * camera has none (409), and any failure shows 'No Image' (spec 001 §8).
 */
export function StreamPicture({ streamId, name }: { streamId: number; name: string }) {
  const { t } = useI18n();
  const [picture, setPicture] = useState<Picture>({ status: 'loading' });
  const shownUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
    },
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    request(
      getStreamThumbnail,
      { params: { id: String(streamId) }, query: {} },
      { signal: controller.signal },
    )
      .then(unwrap)
      .then((blob) => {
        if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
        shownUrl.current = URL.createObjectURL(blob);
        setPicture({ status: 'shown', url: shownUrl.current });
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) setPicture({ status: 'none' });
      });
    return () => controller.abort();
  }, [streamId]);

  return (
    <Center className="kc-live-stream">
      {picture.status === 'shown' ? (
        <img
          src={picture.url}
          alt={t('plugPlay.pictureAlt', { name })}
          style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : picture.status === 'loading' ? (
        <Loader size="sm" color="white" aria-label={t('plugPlay.pictureLoading')} />
      ) : (
        <Text size="sm" c="white">
          {t('plugPlay.noImage')}
        </Text>
      )}
    </Center>
  );
}
