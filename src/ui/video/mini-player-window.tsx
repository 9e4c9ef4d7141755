import '@mantine/core/styles/CloseButton.css';
import { Button, CloseButton, Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { mediaAuthorizationFor, mediaUrl } from '../../api/recordings/recordings.queries';
import { appPages } from '../../lib/i18n/en/app-pages';
import { miniPlayer } from '../../lib/i18n/en/mini-player';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { useIsMobile } from '../hooks/use-is-mobile';
import { Typed } from '../list/typed';
import { FootageActions } from './footage-actions';
import { HlsVideo } from './hls-video';
import { LiveStream } from './live-stream';
import { appRoute } from '../../lib/route-table';
import type { Playing } from './mini-player-context';
import { forgetFrame, readFrame, writeFrame } from './mini-player-frame-store';
import { useFullScreen } from './use-full-screen';
import {
  clampFrame,
  defaultFrame,
  MINI_PLAYER_BAR_HEIGHT,
  movedFrame,
  resizedFrame,
  type Frame,
  type Viewport,
} from './mini-player-geometry';

registerMessages(miniPlayer, appPages);

/**
 * The mini-player's window (spec 001 §4 "Mini player", §9 445×290, at least 300×200, 15 px from
 * the edges): a title bar that drags it, a corner that resizes it, its place kept on the device.
 * By keyboard, the bar's move button and the corner take the arrow keys. On a phone it is docked
 * full width at the bottom instead, and cannot be moved. A click on a live stream's video toggles
 * full screen, as in a tile (spec 001 §4 "Stream in a tile or the mini player"; it has no zoom).
 */
export default function MiniPlayerWindow({
  playing: { item, backHref, backPage },
  onClose,
  onBack,
}: {
  playing: Playing;
  onClose(): void;
  onBack(): void;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const viewport = useViewport();
  const playerRef = useRef<HTMLElement>(null);
  const fullScreen = useFullScreen(playerRef);
  const [frame, setFrame] = useState(() => readFrame(viewport));
  // Spec 001 §4 "is reset on mobile screen": docked on a phone, and a wider screen afterwards
  // starts from the default frame.
  const [wasMobile, setWasMobile] = useState(isMobile);
  if (wasMobile !== isMobile) {
    setWasMobile(isMobile);
    if (isMobile) setFrame(defaultFrame(viewport));
  }
  useEffect(() => {
    if (isMobile) forgetFrame();
  }, [isMobile]);
  // A window made smaller keeps the player whole on it; the frame the user chose stays for later.
  const shown = clampFrame(frame, viewport);
  const gesture = useFrameGesture(shown, viewport, setFrame, !isMobile);
  const keys = (change: FrameChange) => (event: KeyboardEvent<HTMLElement>) => {
    const next = framePressed(event, change, shown, viewport);
    if (!next) return;
    event.preventDefault();
    setFrame(next);
    writeFrame(next);
  };
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const onReturnPage = pathname === new URL(backHref, window.location.origin).pathname;
  const backTitle = appRoute(backPage)?.title;

  return (
    <section
      ref={playerRef}
      className="kc-mini-player"
      data-docked={isMobile || undefined}
      aria-label={t('miniPlayer.name', { label: item.label })}
      data-testid="mini-player"
      style={
        isMobile
          ? undefined
          : { left: shown.x, top: shown.y, width: shown.width, height: shown.height }
      }
      onKeyDown={(event) => {
        // A dialog opened from the player (a delete's confirm) closes on its own Escape.
        if (event.key === 'Escape' && !(event.target as Element).closest('[role="dialog"]')) {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div
        className="kc-mini-player-bar"
        // One height, which the smallest frame counts on (MINI_PLAYER_MIN).
        style={{ height: MINI_PLAYER_BAR_HEIGHT }}
        {...gesture(movedFrame)}
      >
        {!isMobile && (
          <button
            type="button"
            className="kc-mini-player-move"
            aria-label={t('miniPlayer.move')}
            title={t('miniPlayer.frameKeys')}
            aria-keyshortcuts={ARROW_KEYS}
            data-drags
            onKeyDown={keys(movedFrame)}
          >
            <span aria-hidden>✥</span>
          </button>
        )}
        <Text size="sm" fw={600} truncate="end" style={{ flex: 1, minWidth: 0 }}>
          <Typed>{item.label}</Typed>
        </Text>
        {!onReturnPage && (
          <Button size="compact-xs" variant="light" onClick={onBack}>
            {backTitle ? t('miniPlayer.back', { page: t(backTitle) }) : t('miniPlayer.backUnnamed')}
          </Button>
        )}
        <CloseButton size="sm" aria-label={t('miniPlayer.close')} onClick={onClose} />
      </div>
      {/* A recording's video has the browser's controls: a click there plays or pauses. */}
      <div
        className="kc-mini-player-body"
        onClick={item.kind === 'stream' ? fullScreen.onVideoClick : undefined}
      >
        {item.kind === 'stream' ? (
          <LiveStream
            cameraUuid={item.cameraUuid}
            restaurantUuid={item.restaurantUuid}
            label={item.label}
          />
        ) : (
          <HlsVideo
            src={mediaUrl(item.src)}
            authorization={mediaAuthorizationFor(item.src)}
            label={item.label}
            startAt={item.startAt}
            muted
            style={isMobile ? undefined : { aspectRatio: 'auto', height: '100%' }}
          />
        )}
      </div>
      {/* A camera's footage can be downloaded or deleted from where it plays; deleted, it is gone. */}
      {item.kind === 'video' && item.footage && (
        <div className="kc-mini-player-foot">
          <FootageActions
            record={item.footage.record}
            timeZone={item.footage.timeZone}
            onDeleted={onClose}
          />
        </div>
      )}
      {!isMobile && (
        <div
          className="kc-mini-player-resize"
          role="button"
          tabIndex={0}
          aria-label={t('miniPlayer.resize')}
          title={t('miniPlayer.frameKeys')}
          aria-keyshortcuts={ARROW_KEYS}
          onKeyDown={keys(resizedFrame)}
          {...gesture(resizedFrame)}
        />
      )}
    </section>
  );
}

function currentViewport(): Viewport {
  return { width: window.innerWidth, height: window.innerHeight };
}

function useViewport(): Viewport {
  const [viewport, setViewport] = useState(currentViewport);
  useEffect(() => {
    const onResize = () => setViewport(currentViewport());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return viewport;
}

type FrameChange = (frame: Frame, dx: number, dy: number, viewport: Viewport) => Frame;

const ARROW_KEYS = 'ArrowLeft ArrowRight ArrowUp ArrowDown';
/** Pixels an arrow key moves or resizes the frame by; with Shift, farther. */
const KEY_STEP = { plain: 20, shift: 100 } as const;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The frame after an arrow key (`change` moves or resizes it), or null for any other key. */
function framePressed(
  event: KeyboardEvent<HTMLElement>,
  change: FrameChange,
  frame: Frame,
  viewport: Viewport,
): Frame | null {
  const arrow = ARROWS[event.key];
  if (!arrow || event.altKey || event.ctrlKey || event.metaKey) return null;
  const step = event.shiftKey ? KEY_STEP.shift : KEY_STEP.plain;
  return change(frame, arrow[0] * step, arrow[1] * step, viewport);
}

/**
 * Pointer handlers (mouse, pen and touch alike) that apply `change` to the frame as the pointer
 * moves from where it went down; the frame is stored when the pointer lets go.
 */
function useFrameGesture(
  shown: Frame,
  viewport: Viewport,
  setFrame: (frame: Frame) => void,
  enabled: boolean,
) {
  const active = useRef<{
    pointerId: number;
    x: number;
    y: number;
    from: Frame;
    change: FrameChange;
    last: Frame;
  } | null>(null);

  const moveTo = (event: PointerEvent<HTMLElement>) => {
    const gesture = active.current;
    if (!gesture || gesture.pointerId !== event.pointerId) return null;
    gesture.last = gesture.change(
      gesture.from,
      event.clientX - gesture.x,
      event.clientY - gesture.y,
      viewport,
    );
    setFrame(gesture.last);
    return gesture;
  };
  // A cancelled gesture (the browser took the touch for a scroll) keeps where it had got to.
  const end = (event: PointerEvent<HTMLElement>) => {
    const gesture = event.type === 'pointercancel' ? active.current : moveTo(event);
    if (!gesture || gesture.pointerId !== event.pointerId) return;
    active.current = null;
    writeFrame(gesture.last);
  };

  return (change: FrameChange) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // The bar's buttons are pressed, not dragged; its move button drags like the bar.
      const pressed = (event.target as Element).closest('button:not([data-drags])');
      if (!enabled || event.button !== 0 || pressed) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      active.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        from: shown,
        change,
        last: shown,
      };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => void moveTo(event),
    onPointerUp: end,
    onPointerCancel: end,
  });
}
