import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import type { PlayingStream } from '../../ui/video/live-stream';
import { sampleOf, watchStreamInfo, type StreamInfo } from '../../ui/video/stream-stats';

/**
 * The stream info panel over a playing tile (spec 001 §3 `showInfo`, §9 "Stream info refresh
 * 500 ms"): the picture's size, frame rate, bitrate, packets lost, jitter and round trip, read
 * from the stream's peer connection. A figure the browser does not report shows '—'.
 */
export function StreamInfoPanel({
  playing,
  cameraName,
}: {
  playing: PlayingStream;
  cameraName: string;
}) {
  const { t, locale } = useI18n();
  const [info, setInfo] = useState<StreamInfo | null>(null);

  useEffect(
    () =>
      watchStreamInfo(
        async () => sampleOf(await playing.stats(), playing.video, Date.now()),
        setInfo,
      ),
    [playing],
  );

  const number = (value: number | null | undefined, digits = 0) =>
    value === null || value === undefined
      ? '—'
      : value.toLocaleString(locale, {
          maximumFractionDigits: digits,
          minimumFractionDigits: digits,
        });
  const rows: Array<[string, string]> = [
    [
      t('cameraView.info.resolution'),
      info && info.width > 0 ? `${info.width} × ${info.height}` : '—',
    ],
    [t('cameraView.info.fps'), number(info?.fps, 1)],
    [
      t('cameraView.info.bitrate'),
      info?.kbps == null ? '—' : t('cameraView.info.kbps', { value: number(info.kbps) }),
    ],
    [t('cameraView.info.packetsLost'), number(info?.packetsLost)],
    [
      t('cameraView.info.jitter'),
      info?.jitterMs == null ? '—' : t('cameraView.info.ms', { value: number(info.jitterMs) }),
    ],
    [
      t('cameraView.info.roundTrip'),
      info?.roundTripMs == null
        ? '—'
        : t('cameraView.info.ms', { value: number(info.roundTripMs) }),
    ],
  ];
  return (
    <dl
      className="kc-stream-info"
      role="group"
      aria-label={t('cameraView.info.panel', { name: cameraName })}
      data-testid="stream-info"
    >
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
