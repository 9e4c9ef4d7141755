import { onUnreadableRows } from '../../api/request';
import { t } from '../../lib/i18n/i18n';
import { notify } from './notify';

/**
 * Says on screen how many rows of an answer could not be shown (lib/tolerant-read.ts): the list
 * shows the others, and the user knows it is not the whole list. The notice stays until closed,
 * as a list read while the page was still drawing would otherwise tell it to no one; one per
 * call, replaced when the call answers again, so a list refetched every minute stacks none.
 */
export function announceUnreadableRows(): () => void {
  return onUnreadableRows(({ call, count }) => {
    void notify({
      id: `unreadable-rows ${call}`,
      color: 'yellow',
      autoClose: false,
      message: t('errors.unreadableRows', { count }),
    });
  });
}
