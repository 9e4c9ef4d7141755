import { useState, useSyncExternalStore } from 'react';
import { FIRST_IMAGE } from './carousel';

/**
 * Spec 001 §3 currentImage of each event, kept by the page: a row scrolled out of the
 * virtualized list and back shows the image it was left at; every event starts at 0. A store
 * rather than the page's state, so that a step renders its own carousel, not every row.
 */
export interface ImagePositions {
  of(eventId: string): number;
  set(eventId: string, next: number): void;
  subscribe(listener: () => void): () => void;
}

function createImagePositions(): ImagePositions {
  const positions = new Map<string, number>();
  const listeners = new Set<() => void>();
  return {
    of: (eventId) => positions.get(eventId) ?? FIRST_IMAGE,
    set(eventId, next) {
      positions.set(eventId, next);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The page's positions, the same store for its lifetime. */
export function useImagePositions(): ImagePositions {
  const [store] = useState(createImagePositions);
  return store;
}

/** An event's current image; its carousel renders again only when that one moves. */
export function useImagePosition(store: ImagePositions, eventId: string): number {
  return useSyncExternalStore(store.subscribe, () => store.of(eventId));
}
