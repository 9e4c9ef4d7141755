import { Button, Loader, Stack, Text } from '@mantine/core';
import { createContext, useContext, useEffect, useRef, useState, type CSSProperties } from 'react';
import { mediaAuthorization } from '../../api/recordings/recordings.queries';
import { getConfig, mediaGatewayUrl } from '../../lib/config';
import { video } from '../../lib/i18n/en/video';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { iceServersFor } from './ice-servers';
import { liveCalls, type LiveSource } from './live-start';
import { LIVE_PLAYER_MIN } from './live-player-size';
import { janusGateway, type MediaGateway, type Watching } from './media-gateway';
import {
  afterStreamError,
  FRESH_STREAM,
  startRetryDelayMs,
  STREAM_RETRY_LIMIT,
  type StreamTries,
} from './stream-retry';

registerMessages(video);

/** The gateway tiles watch through: Janus's, or a test's double. */
export const MediaGatewayContext = createContext<MediaGateway>(janusGateway);

/**
 * A playing stream whose picture has not moved this long has stalled: Janus tells a viewer
 * nothing when a camera's feed stops (docs/decisions/video-and-cameras.md), so the player notices by itself.
 */
export const STALL_MS = 6000;
const STALL_CHECK_MS = 1000;

/**
 * Spec 001 §5 "The live player minimum size is 300 by 200": every live player (a tile, the
 * kitchen player, the plug-and-play wall, the mini-player docked on a phone) keeps it; on a
 * screen narrower than 300 px it takes the whole width rather than spill sideways.
 */
const MIN_SIZE: CSSProperties = {
  minWidth: `min(${LIVE_PLAYER_MIN.width}px, 100%)`,
  minHeight: LIVE_PLAYER_MIN.height,
};

/** What a live player opens (live-start.ts): a camera, or a stream by its id. */
type LiveSourceProps =
  { cameraUuid: string; streamId?: undefined } | { cameraUuid?: undefined; streamId: number };

/** A stream whose picture shows: its video element and its peer connection's statistics. */
export interface PlayingStream {
  video: HTMLVideoElement;
  stats(): Promise<RTCStatsReport | null>;
}

type Phase =
  | { kind: 'connecting' }
  | { kind: 'retrying'; tries: number }
  | { kind: 'playing' }
  | { kind: 'startFailed' }
  | { kind: 'cantConnect' }
  /** The browser has no WebRTC (WebKitGTK, a locked-down browser): no retry can help. */
  | { kind: 'noWebRtc' };

/**
 * One camera's live stream (or one stream's, by its id: `streamId`) in a tile or the mini-player,
 * by spec 001 §4 "Stream in a tile or the mini player": 'No selected restaurant' without one;
 * 'Unable to open stream' when the start call fails, and the call is made again by itself with a
 * growing wait (5 s doubling to 30 s, while the player is mounted: a tile leaving the screen
 * stops it), so a restarted camera comes back; a spinner until the video's metadata; on a stream
 * error the try count is kept and the stream restarts (after 5 s from the second try), and above
 * 5 tries 'Can't connect to the restaurant' shows; stopping hangs up and destroys the gateway
 * session after 1 s.
 */
export function LiveStream({
  cameraUuid,
  streamId,
  restaurantUuid,
  label,
  videoStyle,
  onPlaying,
  muted = true,
  onSoundBlocked,
}: LiveSourceProps & {
  /** The camera's restaurant: where its calls and its signalling go (null: none chosen). */
  restaurantUuid: string | null;
  /** The camera's name, for the video's accessible name. */
  label: string;
  /** Extra style of the video element (a zoom's transform). */
  videoStyle?: CSSProperties;
  /** Told when the picture starts showing, and with null when it stops (error, restart, end). */
  onPlaying?(playing: PlayingStream | null): void;
  /** Silent by default (a wall of tiles); the kitchen player lets its user choose. */
  muted?: boolean;
  /**
   * The browser refused to start sound without a tap (autoplay rules): the stream plays muted
   * instead, and the caller may show it as muted until the user unmutes.
   */
  onSoundBlocked?(): void;
}) {
  const { t } = useI18n();
  const gateway = useContext(MediaGatewayContext);
  const videoRef = useRef<HTMLVideoElement>(null);
  const tries = useRef<StreamTries>(FRESH_STREAM);
  // Start calls refused in a row: the wait before the next automatic one grows with them.
  const startFailures = useRef(0);
  // Starts in a row whose stream the gateway did not have: the same growing wait.
  const notFound = useRef(0);
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'connecting' });
  // Kept in a ref: a new callback each render must not restart the stream.
  const playingListener = useRef(onPlaying);
  useEffect(() => {
    playingListener.current = onPlaying;
  });
  // The latest callback, without restarting the stream when a parent re-renders.
  const soundBlocked = useRef(onSoundBlocked);
  useEffect(() => {
    soundBlocked.current = onSoundBlocked;
  });

  // The element's own flag follows the choice, so Mute and Unmute act on a playing stream.
  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = muted;
  }, [muted]);

  useEffect(() => {
    const element = videoRef.current;
    if (!restaurantUuid || !element) return;
    // The camera's or stream's restaurant: the proxy prefix of its calls (spec 001 §7 line 157).
    const source: LiveSource = cameraUuid !== undefined ? { cameraUuid } : { streamId };
    const calls = liveCalls(source, restaurantUuid);
    let over = false;
    let failed = false;
    let watching: Watching | undefined;
    let playing = false;
    const notPlaying = () => {
      if (!playing) return;
      playing = false;
      playingListener.current?.(null);
    };
    let started = false;
    let restartTimer: ReturnType<typeof setTimeout> | undefined;
    let stallTimer: ReturnType<typeof setInterval> | undefined;

    // One error per attempt: ICE and the peer connection often report the same failure twice.
    const streamError = (reason: string) => {
      if (over || failed) return;
      failed = true;
      console.warn(`${calls.name}: ${reason}`);
      notPlaying();
      clearInterval(stallTimer);
      const next = afterStreamError(tries.current);
      tries.current = next.state;
      if (next.restartAfterMs === null) {
        setPhase({ kind: 'cantConnect' });
        return;
      }
      setPhase({ kind: 'retrying', tries: next.state.tries });
      restartTimer = setTimeout(() => setAttempt((value) => value + 1), next.restartAfterMs);
    };

    // From the stream's arrival, not its first picture: a feed dead before then never shows one.
    const watchStalls = () => {
      clearInterval(stallTimer);
      let last = pictureProgress(element);
      let still = 0;
      stallTimer = setInterval(() => {
        const now = pictureProgress(element);
        still = now === last ? still + STALL_CHECK_MS : 0;
        last = now;
        if (still >= STALL_MS) streamError('no picture for 6 s');
      }, STALL_CHECK_MS);
    };

    const connecting = (): Phase =>
      tries.current.tries > 0
        ? { kind: 'retrying', tries: tries.current.tries }
        : { kind: 'connecting' };
    // An automatic start retry keeps 'Unable to open stream' until a start succeeds (and its
    // stream is there): the alert is not announced again at each attempt.
    if (startFailures.current === 0 && notFound.current === 0) setPhase(connecting());
    void (async () => {
      if (!gateway.supported()) {
        // Spec 001 §8 names the log line; what the tile says is ours (video-and-cameras.md).
        console.warn('No WebRTC support');
        setPhase({ kind: 'noWebRtc' });
        return;
      }
      // janus.js and webrtc-adapter (23 KiB compressed) download beside the start call, not
      // after its answer: on a phone, the call's round trip and their download overlap.
      gateway.prepare?.();
      const start = await calls.start();
      if (over) {
        if (start.success) calls.stop();
        return;
      }
      if (!start.success) {
        setPhase({ kind: 'startFailed' });
        startFailures.current += 1;
        const wait = startRetryDelayMs(startFailures.current);
        restartTimer = setTimeout(() => setAttempt((value) => value + 1), wait);
        return;
      }
      // Still 'Unable to open stream' while the gateway lacked the stream last time.
      if (startFailures.current > 0 && notFound.current === 0) setPhase(connecting());
      startFailures.current = 0;
      started = true;
      const authorization = (await mediaAuthorization()) ?? '';
      const iceServers = await iceServersFor(getConfig().turnHost, authorization);
      if (over) return;
      const janusHost = mediaGatewayUrl(start.data.janusHost);
      if (!janusHost) {
        console.warn(`${calls.name}: no media gateway (janusHost, mediaGatewayUrl)`);
        setPhase({ kind: 'cantConnect' });
        return;
      }
      watching = gateway.watch(
        {
          janusHost,
          restaurantUuid,
          authorization,
          streamId: start.data.id,
          pin: start.data.pin ?? undefined,
          iceServers,
        },
        {
          onStream: (stream) => {
            if (over) return;
            element.srcObject = stream;
            watchStalls();
            element.onloadedmetadata = () => {
              // janus.js may hand the track over twice: one stall watch, one notice.
              if (over || playing) return;
              notFound.current = 0;
              setPhase({ kind: 'playing' });
              watchStalls();
              playing = true;
              playingListener.current?.({
                video: element,
                stats: () => watching?.stats?.() ?? Promise.resolve(null),
              });
            };
            element.play().catch(() => {
              if (over || element.muted) return;
              element.muted = true;
              soundBlocked.current?.();
              element.play().catch(() => undefined);
            });
          },
          onError: streamError,
          // The gateway does not have the stream: it cannot be opened (spec 001 §4 'Unable to
          // open stream'), and is asked for again as a refused start is.
          onNotFound: (reason) => {
            if (over) return;
            console.warn(`${calls.name}: ${reason}`);
            notPlaying();
            setPhase({ kind: 'startFailed' });
            notFound.current += 1;
            const wait = startRetryDelayMs(notFound.current);
            restartTimer = setTimeout(() => setAttempt((value) => value + 1), wait);
          },
        },
      );
    })();

    return () => {
      notPlaying();
      over = true;
      clearTimeout(restartTimer);
      clearInterval(stallTimer);
      watching?.stop();
      if (started) calls.stop();
      element.srcObject = null;
    };
  }, [cameraUuid, streamId, restaurantUuid, attempt, gateway]);

  if (!restaurantUuid) return <Notice text={t('video.noRestaurant')} />;

  const tryAgain = () => {
    tries.current = FRESH_STREAM;
    startFailures.current = 0;
    notFound.current = 0;
    setAttempt((value) => value + 1);
  };

  return (
    <div className="kc-live-stream" data-stream-phase={phase.kind} style={MIN_SIZE}>
      <video
        ref={videoRef}
        muted={muted}
        autoPlay
        playsInline
        aria-label={label}
        style={videoStyle}
      >
        {t('video.noHtml5')}
      </video>
      {phase.kind === 'connecting' && (
        <Overlay>
          <Loader role="status" aria-label={t('video.connecting')} color="white" />
        </Overlay>
      )}
      {phase.kind === 'retrying' && (
        <Overlay>
          <Loader role="status" aria-label={t('video.connecting')} color="white" />
          <Text size="sm" c="white">
            {t('video.retrying', { tries: phase.tries, limit: STREAM_RETRY_LIMIT })}
          </Text>
        </Overlay>
      )}
      {phase.kind === 'noWebRtc' && (
        <Overlay>
          <Text role="alert" c="white">
            {t('video.noWebRtc')}
          </Text>
          <Text size="sm" c="white">
            {t('video.noWebRtcHint')}
          </Text>
        </Overlay>
      )}
      {(phase.kind === 'startFailed' || phase.kind === 'cantConnect') && (
        <Overlay>
          <Text role="alert" c="white">
            {phase.kind === 'startFailed' ? t('video.unableToOpen') : t('video.cantConnect')}
          </Text>
          {phase.kind === 'startFailed' && (
            <Text size="sm" c="white">
              {t('video.retryingStart')}
            </Text>
          )}
          <Button size="xs" variant="white" onClick={tryAgain}>
            {t('video.tryAgain')}
          </Button>
        </Overlay>
      )}
    </div>
  );
}

/**
 * How far the picture has moved: the frames shown where the browser counts them. A live
 * stream's `currentTime` runs on over a frozen picture (measured in Chromium against Janus, the
 * video e2e), so the clock is only the fallback.
 */
function pictureProgress(element: HTMLVideoElement): number {
  return element.getVideoPlaybackQuality?.().totalVideoFrames ?? element.currentTime;
}

function Overlay({ children }: { children: React.ReactNode }) {
  return (
    <Stack className="kc-live-stream-overlay" align="center" justify="center" gap="xs">
      {children}
    </Stack>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <div className="kc-live-stream" style={MIN_SIZE}>
      <Overlay>
        <Text c="white">{text}</Text>
      </Overlay>
    </div>
  );
}
