import { useCallback, useEffect, useRef, useState } from 'react';
import type { DownloadOptions, DownloadOutcome } from '../../api/download';
import { isAbortError, type ApiResult } from '../../api/request';

/** Where one download stands (spec 000 §4: loading, then success or error). */
export type DownloadState =
  /** `percent` is null while the length is unknown. */
  | { status: 'downloading'; percent: number | null }
  | { status: 'saved'; fileName: string }
  /** 202: accepted and processed elsewhere, no file saved. */
  | { status: 'accepted' }
  | { status: 'popupBlocked' }
  | { status: 'failed'; code: number; message: string };

/** One provider file call (`api/download.ts`), given the hook's signal and progress. */
export type Download = (options: DownloadOptions) => Promise<ApiResult<DownloadOutcome>>;

/** One row's download, for its `DownloadButton` and `DownloadProgress` (download-row.tsx). */
export interface RowDownload {
  state: DownloadState | undefined;
  /** While it runs, Cancel stands in Download's place and what would change the row waits. */
  running: boolean;
  start(): void;
  cancel(): void;
}

/**
 * Downloads by key (a list's rows), each with its own progress and cancel; several may run at
 * once. A file is saved as soon as it is complete. They are cancelled when the component goes
 * away, and a cancelled one leaves no trace. `row(key, download)` is one row's: its state, and
 * its start (nothing while it already runs) and cancel.
 */
export function useDownloads() {
  const [states, setStates] = useState<ReadonlyMap<string, DownloadState>>(new Map());
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const set = useCallback((key: string, state: DownloadState | null) => {
    setStates((previous) => {
      const next = new Map(previous);
      if (state) next.set(key, state);
      else next.delete(key);
      return next;
    });
  }, []);

  const start = useCallback(
    async (key: string, download: Download) => {
      if (controllers.current.has(key)) return;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      set(key, { status: 'downloading', percent: 0 });
      const last = await runDownload(download, controller.signal, (percent) =>
        set(key, { status: 'downloading', percent }),
      );
      controllers.current.delete(key);
      set(key, last);
    },
    [set],
  );

  const row = (key: string, download: Download): RowDownload => {
    const state = states.get(key);
    return {
      state,
      running: state?.status === 'downloading',
      start: () => void start(key, download),
      cancel: () => controllers.current.get(key)?.abort(),
    };
  };

  return { row };
}

/**
 * Runs one download to its end state, saving the file; null when it was cancelled. Never
 * rejects: an unexpected error is a failed state.
 */
export async function runDownload(
  download: Download,
  signal: AbortSignal,
  onProgress: (percent: number | null) => void,
): Promise<DownloadState | null> {
  try {
    return await settle(await download({ signal, onProgress }));
  } catch (error) {
    return isAbortError(error) || signal.aborted
      ? null
      : { status: 'failed', code: 0, message: String(error) };
  }
}

/** The answer's end state; a file is saved here, with the code that saves it loaded on first use. */
async function settle(result: ApiResult<DownloadOutcome>): Promise<DownloadState> {
  if (!result.success) return { status: 'failed', code: result.code, message: result.message };
  if (result.data.kind === 'accepted') return { status: 'accepted' };
  const { saveFile, PopupBlockedError } = await import('../../lib/save-download');
  try {
    saveFile(result.data.blob, result.data.fileName);
  } catch (error) {
    if (error instanceof PopupBlockedError) return { status: 'popupBlocked' };
    throw error;
  }
  return { status: 'saved', fileName: result.data.fileName };
}
