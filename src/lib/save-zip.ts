import { saveBlob } from './save-download';

/**
 * Saving a downloaded zip. Through a download link when the browser has them
 * (save-download.ts); where it has not (older in-app browsers), the file opens in a new window,
 * which a pop-up blocker may refuse (spec 000 §8: 'Please disable your Pop-up blocker and try
 * again.').
 */

/** The browser refused to open the window a file was to be saved from. */
export class PopupBlockedError extends Error {
  constructor() {
    super('Pop-up blocked');
    this.name = 'PopupBlockedError';
  }
}

/** Browsers may still be reading the object URL after the window opens. */
const REVOKE_AFTER_MS = 30_000;

/** Saves `blob` as `fileName`; throws `PopupBlockedError` when its window is refused. */
export function saveZip(blob: Blob, fileName: string): void {
  if ('download' in HTMLAnchorElement.prototype) {
    saveBlob(blob, fileName);
    return;
  }
  const url = URL.createObjectURL(blob);
  const opened = window.open(url, '_blank');
  if (!opened) {
    URL.revokeObjectURL(url);
    throw new PopupBlockedError();
  }
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
