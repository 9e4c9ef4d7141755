import { Button, Group } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { exportButton } from '../../lib/i18n/en/export-button';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import type { Download } from './use-downloads';

registerMessages(exportButton);

/** Null when idle; else the percent so far, null while the length is unknown. */
type Progress = { percent: number | null } | null;

/**
 * A toolbar's 'Export' (spec 000 §4, 001 §4): the file is saved under the provider's name, a 202
 * says the export is processed elsewhere, the progress is on the button (at most every 500 ms)
 * with a Cancel beside it, and the end is told in a notice. The download code loads on the
 * first click, so a page carries only this button.
 */
export function ExportButton({ download, disabled }: { download: Download; disabled?: boolean }) {
  const { t } = useI18n();
  const [progress, setProgress] = useState<Progress>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  async function run() {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ percent: 0 });
    const { runDownload, tellDownload } = await import('./export-run');
    const last = await runDownload(download, controller.signal, (percent) =>
      setProgress({ percent }),
    );
    running.current = null;
    setProgress(null);
    if (last) tellDownload(last, t);
  }

  return (
    <Group gap={4} wrap="nowrap">
      <Button
        variant="default"
        onClick={() => void run()}
        disabled={disabled || progress !== null}
        aria-live="polite"
      >
        {!progress
          ? t('download.export')
          : progress.percent === null
            ? t('download.exportingUnknown')
            : t('download.exporting', { percent: progress.percent })}
      </Button>
      {progress && (
        <Button
          variant="subtle"
          onClick={() => running.current?.abort()}
          aria-label={t('download.cancelLabel')}
        >
          {t('download.cancel')}
        </Button>
      )}
    </Group>
  );
}
