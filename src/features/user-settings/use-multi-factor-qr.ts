import { useEffect, useState } from 'react';
import { fetchMultiFactorQr } from '../../api/auth/multi-factor.api';
import { isAbortError } from '../../api/request';

/** The QR code's object URL, or what its call threw (shown in the user's words by the page). */
type QrState = { key: string; url: string } | { key: string; error: unknown };

/**
 * The QR code of the pending secret as an object URL, revoked when the setup goes away or
 * starts again. `key` changes with each new secret or retry; an older answer is ignored.
 */
export function useMultiFactorQr(key: string): QrState | null {
  const [state, setState] = useState<QrState | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchMultiFactorQr(controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ key, url });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setState({ key, error });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [key]);
  return state?.key === key ? state : null;
}
