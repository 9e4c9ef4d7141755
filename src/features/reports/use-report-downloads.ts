import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadReport } from '../../api/reports/reports.api';
import { isAbortError } from '../../api/request';
import { PopupBlockedError, saveZip } from '../../lib/save-zip';

/** One report's download (spec 000 §4: loading, then success or error). */
export type DownloadState =
  /** `percent` is null while the length is unknown. */
  | { status: 'downloading'; percent: number | null }
  | { status: 'saved'; fileName: string }
  /** 202: accepted and processed elsewhere, no file saved. */
  | { status: 'accepted' }
  | { status: 'popupBlocked' }
  | { status: 'failed'; code: number; message: string };

/**
 * Downloads per report, each with its own progress and cancel; several may run at once. They
 * are cancelled when the page goes away; a cancelled one leaves no trace.
 */
export function useReportDownloads() {
  const [states, setStates] = useState<ReadonlyMap<string, DownloadState>>(new Map());
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const set = useCallback((uuid: string, state: DownloadState | null) => {
    setStates((previous) => {
      const next = new Map(previous);
      if (state) next.set(uuid, state);
      else next.delete(uuid);
      return next;
    });
  }, []);

  const start = useCallback(
    async (uuid: string) => {
      if (controllers.current.has(uuid)) return;
      const controller = new AbortController();
      controllers.current.set(uuid, controller);
      set(uuid, { status: 'downloading', percent: 0 });
      try {
        const result = await downloadReport(uuid, {
          signal: controller.signal,
          onProgress: (percent) => set(uuid, { status: 'downloading', percent }),
        });
        if (!result.success) {
          set(uuid, { status: 'failed', code: result.code, message: result.message });
        } else if (result.data.kind === 'accepted') {
          set(uuid, { status: 'accepted' });
        } else {
          saveZip(result.data.blob, result.data.fileName);
          set(uuid, { status: 'saved', fileName: result.data.fileName });
        }
      } catch (error) {
        if (isAbortError(error) || controller.signal.aborted) set(uuid, null);
        else if (error instanceof PopupBlockedError) set(uuid, { status: 'popupBlocked' });
        else set(uuid, { status: 'failed', code: 0, message: String(error) });
      } finally {
        controllers.current.delete(uuid);
      }
    },
    [set],
  );

  const cancel = useCallback((uuid: string) => controllers.current.get(uuid)?.abort(), []);

  return { states, start, cancel };
}
