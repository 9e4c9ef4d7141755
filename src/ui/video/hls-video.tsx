import '@mantine/core/styles/Loader.css';
import { Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { recordings } from '../../lib/i18n/en/recordings';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { video } from '../../lib/i18n/en/video';

registerMessages(recordings);
registerMessages(video);

/**
 * Where a playback stands (spec 001 §4 "Playing a recording sets loading, then success or
 * error"): `ready` once the first frame is in; `unsupported` where the browser has neither MSE
 * nor its own HLS.
 */
export type HlsVideoStatus = 'loading' | 'ready' | 'error' | 'unsupported';

export interface HlsVideoProps {
  /** The playlist's URL (`…/hls/{id}/index.m3u8`). */
  src: string;
  /**
   * The Authorization header each request carries (the playlist and every segment), asked for
   * before each one so a refreshed token is used; null sends none. hls.js adds it as a header;
   * a browser playing HLS itself cannot, so it goes in the playlist's query instead.
   */
  authorization?: () => Promise<string | null> | string | null;
  /** Names the video for screen readers. */
  label: string;
  muted?: boolean;
  /** Plays as soon as it can (default true). */
  autoPlay?: boolean;
  /** The browser's own controls (default true). */
  controls?: boolean;
  /** Seconds into the video to start from (a moment's footage, the mini-player taking over). */
  startAt?: number;
  /** Where playback stands, in seconds, as it plays. */
  onTimeUpdate?(seconds: number): void;
  onStatusChange?(status: HlsVideoStatus): void;
  /** A playback that failed: what hls.js or the browser said (for logs; the user sees the spec's text). */
  onError?(detail: string): void;
  style?: CSSProperties;
}

/** The query parameter a native player's token goes in (the sandbox and provider read it). */
const TOKEN_PARAM = 'Authorization';

function withToken(src: string, authorization: string | null): string {
  if (!authorization) return src;
  const url = new URL(src, window.location.href);
  url.searchParams.set(TOKEN_PARAM, authorization);
  return url.toString();
}

/**
 * A recording played over HLS (spec 001 §7 "GET /hls/{id}/index.m3u8"): hls.js, loaded only
 * when a video is shown, where Media Source Extensions exist; else the browser's own HLS
 * (Safari on an older iPhone); else the spec's 'Your browser doesn't support HTML5 video.'.
 * A spinner until the first frame, then the video, or 'Unable to open stream' with Try again.
 * Self-contained: the kitchen player and the mini-player give it a URL and the auth.
 */
export function HlsVideo({
  src,
  authorization,
  label,
  muted = false,
  autoPlay = true,
  controls = true,
  startAt = 0,
  onTimeUpdate,
  onStatusChange,
  onError,
  style,
}: HlsVideoProps) {
  const { t } = useI18n();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<{ key: string; status: HlsVideoStatus }>({
    key: '',
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  const key = `${src}#${attempt}`;
  const status = state.key === key ? state.status : 'loading';
  // The latest callbacks, without restarting the playback when a parent re-renders.
  const callbacks = useRef({ authorization, onStatusChange, onError, onTimeUpdate });
  useEffect(() => {
    callbacks.current = { authorization, onStatusChange, onError, onTimeUpdate };
  });

  useEffect(() => {
    callbacks.current.onStatusChange?.(status);
  }, [status]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let over = false;
    let destroy = () => {};
    const set = (next: HlsVideoStatus) => {
      if (!over) setState({ key, status: next });
    };
    const fail = (detail: string) => {
      if (over) return;
      callbacks.current.onError?.(detail);
      set('error');
    };
    const header = async () => (await callbacks.current.authorization?.()) ?? null;
    // Ready once the picture is at `startAt`: hls.js may hand over the first frame before its
    // start position applies, and a hand-over must not show the clip's start first.
    const onLoaded = () => {
      if (startAt > 0 && video.currentTime + 0.5 < startAt) {
        video.addEventListener('seeked', () => set('ready'), { once: true });
        video.currentTime = startAt;
        return;
      }
      set('ready');
    };
    const onVideoError = () => fail(video.error?.message || `media error ${video.error?.code}`);
    const onTime = () => callbacks.current.onTimeUpdate?.(video.currentTime);
    // The browser's own HLS starts at 0: seek once it knows the length (hls.js starts there itself).
    const seekToStart = () => {
      if (startAt > 0) video.currentTime = startAt;
    };
    video.addEventListener('loadeddata', onLoaded);
    video.addEventListener('error', onVideoError);
    video.addEventListener('timeupdate', onTime);
    const play = () => {
      // A browser may refuse to start sound without a gesture: the controls are still there.
      if (autoPlay) void video.play()?.catch(() => undefined);
    };

    void (async () => {
      const { default: Hls } = await import('hls.js/light');
      if (over) return;
      if (Hls.isSupported()) {
        const hls = new Hls({
          startPosition: startAt > 0 ? startAt : -1,
          // The segments are demuxed on the page: hls.js's worker starts from a blob: URL, which
          // the console's Trusted Types refuse (src/lib/trusted-types.ts; a recording's stream
          // is light enough for the main thread).
          enableWorker: false,
          xhrSetup: async (xhr) => {
            const value = await header();
            if (value) xhr.setRequestHeader('Authorization', value);
          },
        });
        destroy = () => hls.destroy();
        hls.on(Hls.Events.MANIFEST_PARSED, play);
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) fail(`${data.type}: ${data.details}`);
        });
        hls.loadSource(src);
        hls.attachMedia(video);
      } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
        video.addEventListener('loadedmetadata', seekToStart, { once: true });
        video.src = withToken(src, await header());
        play();
      } else {
        set('unsupported');
      }
    })().catch((error: unknown) => fail(String(error)));

    return () => {
      over = true;
      destroy();
      video.removeEventListener('loadeddata', onLoaded);
      video.removeEventListener('error', onVideoError);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('loadedmetadata', seekToStart);
      video.removeAttribute('src');
    };
  }, [src, key, autoPlay, startAt]);

  const failed = status === 'error' || status === 'unsupported';
  return (
    <Box
      pos="relative"
      bg="dark.9"
      style={{ aspectRatio: '16 / 9', width: '100%', overflow: 'hidden', ...style }}
      data-testid="hls-video"
      data-status={status}
    >
      <video
        ref={videoRef}
        aria-label={label}
        muted={muted}
        controls={controls && status === 'ready'}
        playsInline
        style={{
          width: '100%',
          height: '100%',
          display: 'block',
          visibility: failed ? 'hidden' : 'visible',
        }}
      >
        {t('video.noHtml5')}
      </video>
      {status === 'loading' && (
        <Center pos="absolute" inset={0}>
          <Loader color="gray.0" role="status" aria-label={t('recordings.videoLoading')} />
        </Center>
      )}
      {failed && (
        <Center pos="absolute" inset={0} p="md">
          <Stack align="center" gap="xs" role="alert">
            <Text c="gray.0" fw={600} ta="center">
              {status === 'unsupported' ? t('video.noHtml5') : t('video.unableToOpen')}
            </Text>
            {status === 'error' && (
              <Button size="xs" variant="white" onClick={() => setAttempt((n) => n + 1)}>
                {t('recordings.retry')}
              </Button>
            )}
          </Stack>
        </Center>
      )}
    </Box>
  );
}
