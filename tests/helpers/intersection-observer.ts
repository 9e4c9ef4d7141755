import { vi } from 'vitest';

type VisibilityCallback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;

/**
 * An IntersectionObserver the test drives: each observed element with its observer's callback.
 * Nothing is reported until the test calls one, so no element comes near the screen by itself.
 */
export function stubIntersectionObserver(): Array<[Element, VisibilityCallback]> {
  const observed: Array<[Element, VisibilityCallback]> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      callback: VisibilityCallback;
      constructor(callback: VisibilityCallback) {
        this.callback = callback;
      }
      observe(node: Element) {
        observed.push([node, this.callback]);
      }
      disconnect() {}
    },
  );
  return observed;
}
