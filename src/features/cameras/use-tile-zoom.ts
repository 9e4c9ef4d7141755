import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import {
  clampPan,
  NO_PAN,
  pinchZoom,
  ZOOM,
  zoomBy,
  zoomTransform,
  type Pan,
} from '../../ui/video/zoom';

interface View {
  level: number;
  pan: Pan;
}

const UNZOOMED: View = { level: ZOOM.min, pan: NO_PAN };

const distance = (points: Array<{ x: number; y: number }>) =>
  Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y);

/** A change of view whose pan is kept inside the picture the area shows now. */
const within =
  (area: HTMLElement | null, next: (current: View) => View) =>
  (current: View): View => {
    const wanted = next(current);
    const size = { width: area?.clientWidth ?? 0, height: area?.clientHeight ?? 0 };
    return { level: wanted.level, pan: clampPan(wanted.pan, wanted.level, size) };
  };

/**
 * A tile's image zoom while `enabled` (spec 001 §3 `enableScaling`): the wheel and the + and −
 * buttons step by 0.1, two fingers pinch, one finger or the mouse drags the enlarged picture.
 * Gestures start on the video only, so the overlay's buttons keep their clicks.
 */
export function useTileZoom(area: RefObject<HTMLElement | null>, enabled: boolean) {
  const [view, setView] = useState<View>(UNZOOMED);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ level: number; distance: number } | null>(null);

  const show = (next: (current: View) => View) => setView(within(area.current, next));
  const zoomIn = () => show((current) => ({ ...current, level: zoomBy(current.level, 1) }));
  const zoomOut = () => show((current) => ({ ...current, level: zoomBy(current.level, -1) }));
  const reset = () => setView(UNZOOMED);

  // React's wheel listener is passive; the page must not scroll while the wheel zooms.
  useEffect(() => {
    const element = area.current;
    if (!enabled || !element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      const steps = event.deltaY < 0 ? 1 : -1;
      setView(within(element, (current) => ({ ...current, level: zoomBy(current.level, steps) })));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [area, enabled]);

  // Switching zoom off shows the whole picture again.
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (wasEnabled !== enabled) {
    setWasEnabled(enabled);
    if (!enabled) setView(UNZOOMED);
  }

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!enabled || !(event.target instanceof HTMLVideoElement)) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2)
      pinch.current = { level: view.level, distance: distance([...pointers.current.values()]) };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!enabled || !before) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    const gesture = pinch.current;
    if (gesture && pointers.current.size >= 2) {
      const level = pinchZoom(
        gesture.level,
        gesture.distance,
        distance([...pointers.current.values()]),
      );
      show((current) => ({ ...current, level }));
    } else {
      show((current) => ({
        ...current,
        pan: { x: current.pan.x + now.x - before.x, y: current.pan.y + now.y - before.y },
      }));
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return {
    level: view.level,
    zoomIn,
    zoomOut,
    reset,
    videoStyle: { transform: zoomTransform(view.level, view.pan) },
    areaProps: enabled
      ? {
          onPointerDown,
          onPointerMove,
          onPointerUp: onPointerEnd,
          onPointerCancel: onPointerEnd,
          style: { touchAction: 'none', cursor: view.level > ZOOM.min ? 'grab' : undefined },
        }
      : {},
  };
}
