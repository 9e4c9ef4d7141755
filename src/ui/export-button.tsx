import { Button, Group } from '@mantine/core';
import { downloads } from '../lib/i18n/en/downloads';
import { registerMessages, useI18n, type Translate } from '../lib/i18n/i18n';
import { notify, notifyError } from './notify';
import {
  downloadFailureText,
  useDownloads,
  type Download,
  type DownloadState,
} from './use-downloads';

registerMessages(downloads);

const KEY = 'export';

/**
 * A toolbar's 'Export' (spec 000 §4, 001 §4): the file is saved under the provider's name, a 202
 * says the export is processed elsewhere, the progress is on the button (at most every 500 ms)
 * with a Cancel beside it, and the end is told in a notice. `download` may load its code on
 * the first click, so a page carries only this button.
 */
export function ExportButton({ download, disabled }: { download: Download; disabled?: boolean }) {
  const { t } = useI18n();
  const { states, start, cancel } = useDownloads();
  const state = states.get(KEY);
  const running = state?.status === 'downloading' ? state : null;

  async function run() {
    const last = await start(KEY, download);
    if (last) tell(last, t);
  }

  return (
    <Group gap={4} wrap="nowrap">
      <Button
        variant="default"
        onClick={() => void run()}
        disabled={disabled || running !== null}
        aria-live="polite"
      >
        {!running
          ? t('download.export')
          : running.percent === null
            ? t('download.exportingUnknown')
            : t('download.exporting', { percent: running.percent })}
      </Button>
      {running && (
        <Button variant="subtle" onClick={() => cancel(KEY)} aria-label={t('download.cancelLabel')}>
          {t('download.cancel')}
        </Button>
      )}
    </Group>
  );
}

function tell(state: DownloadState, t: Translate): void {
  switch (state.status) {
    case 'saved':
      void notify({ color: 'green', message: t('download.saved', { fileName: state.fileName }) });
      return;
    case 'accepted':
      void notify({ color: 'blue', message: t('download.accepted') });
      return;
    case 'popupBlocked':
      void notifyError(t('download.popupBlocked'), t('download.failed'));
      return;
    case 'failed':
      void notifyError(downloadFailureText(state.code, state.message, t), t('download.failed'));
      return;
    case 'downloading':
      return;
  }
}
