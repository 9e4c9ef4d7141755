import { useCallback, useState } from 'react';

/** The player's choices kept on the device (spec 001 §2 "The mute preference persists locally"). */
export const MUTED_KEY = 'kc.kitchenPlayer.muted';
export const HISTORY_OPEN_KEY = 'kc.kitchenPlayer.historyOpen';

/** The flag as stored; anything else (or storage refused) reads as `fallback`. */
export function readFlag(key: string, fallback: boolean): boolean {
  try {
    const stored = localStorage.getItem(key);
    return stored === 'true' ? true : stored === 'false' ? false : fallback;
  } catch {
    return fallback;
  }
}

/** A yes/no kept in localStorage; anything else stored (or storage refused) reads as `fallback`. */
export function useStoredFlag(key: string, fallback: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => readFlag(key, fallback));
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // Private mode or a full quota: the choice holds for this visit only.
      }
    },
    [key],
  );
  return [value, set];
}
