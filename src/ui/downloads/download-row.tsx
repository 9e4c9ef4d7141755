import { lazy, Suspense, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { Pending } from '../feedback/pending';
import { PlainButton } from '../list/plain-row';
import type { DownloadStatus as DownloadStatusView } from './download-status';
import type { RowDownload } from './use-downloads';

// Mantine's Progress and the status's texts load with the first download: a list page's first
// screen carries only the buttons.
const DownloadStatus = lazy(() =>
  import('./download-status').then(({ DownloadStatus }) => ({ default: DownloadStatus })),
);

/** A row's words for its download: what the buttons say, and which row they act on. */
export interface DownloadTexts {
  download: string;
  downloadLabel: string;
  cancel: string;
  cancelLabel: string;
}

/**
 * A row's Download, and its Cancel while the download runs (spec 001 §4: a download ends on
 * success, error or cancel). Drawn as Mantine's Button in plain elements (ui/list/plain-row).
 */
export function DownloadButton({
  download,
  texts,
  size,
  variant = 'filled',
  style,
}: {
  download: RowDownload;
  texts: DownloadTexts;
  size: 'xs' | 'compact-xs' | 'compact-sm';
  /** Download's look; Cancel's is always 'default'. */
  variant?: 'filled' | 'light';
  style?: CSSProperties;
}) {
  return download.running ? (
    <PlainButton
      size={size}
      variant="default"
      style={style}
      onClick={download.cancel}
      aria-label={texts.cancelLabel}
    >
      {texts.cancel}
    </PlainButton>
  ) : (
    <PlainButton
      size={size}
      variant={variant}
      style={style}
      onClick={download.start}
      aria-label={texts.downloadLabel}
    >
      {texts.download}
    </PlainButton>
  );
}

/**
 * A row's download progress (at most every 500 ms, spec 001 §4) and how it ended; nothing before
 * the first start. `action` stands beside the progress.
 */
export function DownloadProgress({
  download,
  reason,
  action,
}: {
  download: RowDownload;
  reason?: ComponentProps<typeof DownloadStatusView>['reason'];
  action?: ReactNode;
}) {
  if (!download.state) return null;
  // A Cancel beside the progress is there at once, before the progress's code.
  return (
    <Suspense fallback={<Pending>{action}</Pending>}>
      <DownloadStatus state={download.state} reason={reason} action={action} />
    </Suspense>
  );
}
