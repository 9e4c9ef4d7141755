import { parseSession, SESSION_KEY } from './session-store';

/**
 * Spec 000 §4: signing out in another tab signs this one out; signing in from another tab
 * reloads this one. The `storage` event fires only in the other tabs of this origin; a token
 * refresh (same user, new tokens) is neither.
 */
export function watchOtherTabs(handlers: { signedOut(): void; signedIn(): void }): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    const before = parseSession(event.oldValue);
    const after = parseSession(event.newValue);
    if (before && !after) handlers.signedOut();
    else if (after && (!before || before.userUuid !== after.userUuid)) handlers.signedIn();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
