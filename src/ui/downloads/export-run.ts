import { downloads } from '../../lib/i18n/en/downloads';
import { registerMessages, type Translate } from '../../lib/i18n/i18n';
import { notify, notifyError } from '../feedback/notify';
import { failureText } from '../feedback/failure-text';
import type { DownloadState } from './use-downloads';

// What an Export button loads on its first click.
export { runDownload } from './use-downloads';

registerMessages(downloads);

/** The end of an export, told in a notice (spec 000 §4, §8). */
export function tellDownload(state: DownloadState, t: Translate): void {
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
      void notifyError(failureText(state.code, state.message, t), t('download.failed'));
      return;
    case 'downloading':
      return;
  }
}
