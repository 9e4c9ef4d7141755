/**
 * Lazy parts on their way, counted for the readiness signal (lib/busy-signal): a Suspense
 * fallback on screen holds one (`ui/feedback/pending.tsx`). Apart from the signal, which loads after the
 * first page, because the first page's fallbacks hold before it is there.
 */
let held = 0;
const listeners = new Set<() => void>();

/** Marks one piece of work under way; the returned function ends it (once). */
export function holdBusy(): () => void {
  held += 1;
  listeners.forEach((listener) => listener());
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held -= 1;
    listeners.forEach((listener) => listener());
  };
}

export const heldParts = {
  busy: () => held > 0,
  subscribe(changed: () => void): () => void {
    listeners.add(changed);
    return () => listeners.delete(changed);
  },
};
