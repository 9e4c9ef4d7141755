import { useRef, type TouchEvent } from 'react';
import { swipeStep } from './carousel';

/** Touch start of a swipe, in CSS px. */
type TouchPoint = { x: number; y: number } | null;

/** Swipe handlers for an element: a sideways flick steps the carousel (spec: "swipe"). */
export function useSwipe(onStep: (step: -1 | 1) => void) {
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
