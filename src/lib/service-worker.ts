import { useSyncExternalStore } from 'react';
import { isPageLeaving } from './page-lifecycle';

/**
 * The service worker's life as the console sees it: registered with workbox-window in
 * production builds; when a new deploy is waiting, `updateReady` turns true and the prompt
 * offers a reload, which activates the waiting worker and reloads once it controls the page.
 */
let updateReady = false;
let activateUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let Workbox: typeof import('workbox-window').Workbox;
  try {
    ({ Workbox } = await import('workbox-window'));
  } catch (error) {
    // Its code did not arrive (the page left as it loaded, the connection dropped): the next
    // page registers the worker; nothing on screen depends on it.
    console.warn('The service worker was not registered:', error);
    return;
  }
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    activateUpdate = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    updateReady = true;
    emit();
  });

  try {
    const registration = await wb.register();
    // A console left open on a kitchen tablet for days still learns of new deploys.
    setInterval(() => void registration?.update(), 60 * 60 * 1000);
  } catch (error) {
    console.warn('The service worker could not be registered:', error);
  }
}

export function applyUpdate(): void {
  if (activateUpdate) activateUpdate();
  else window.location.reload();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateReady,
    () => false,
  );
}

/**
 * After a deploy, a page built from an older index.html may ask for a chunk that no longer
 * exists. Reload once to get the new index.html; if it still fails right after that reload,
 * let the error screen (with its Reload button) show instead of reloading in a loop.
 *
 * The failure still reaches its caller (no `preventDefault`: Vite would then answer the import
 * with `undefined`, and every `import().then(({ X }) => …)` would throw a TypeError of its own).
 * A page that is leaving does not reload: Firefox aborts its imports still under way as the
 * next page loads, and a reload then would cancel the navigation the user asked for.
 */
export function reloadOnStaleChunks(): void {
  const key = 'kc.reloaded-for-stale-chunk';
  window.addEventListener('vite:preloadError', () => {
    if (isPageLeaving()) return;
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last < 10_000) return;
    sessionStorage.setItem(key, String(Date.now()));
    window.location.reload();
  });
}
