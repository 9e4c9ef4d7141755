import { useCallback, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { errorText } from './error-text';
import { notify, notifyError } from './notify';

/** The part of a TanStack Query mutation that deletes one record by its id. */
interface DeleteMutation {
  mutate(
    id: string,
    callbacks: { onSuccess(): void; onError(error: unknown): void; onSettled(): void },
  ): void;
  isPending: boolean;
}

/**
 * Delete of one record after a confirm (spec 001 §7 "delete of one event"): `ask` opens the
 * dialog for a row, `dialog` is the ConfirmDialog's state and handlers; once confirmed, the
 * call, a notice of how it went, and the dialog closed either way. The mutation updates the
 * list and its total.
 */
export function useConfirmedDelete<Row>(
  mutation: DeleteMutation,
  idOf: (row: Row) => string,
  deletedMessage: string,
) {
  const { t } = useI18n();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const close = () => setDeleting(null);
  // The same function on every render: a list's rows, memoized on their Delete, keep theirs.
  const ask = useCallback((row: Row) => setDeleting(row), []);
  return {
    /** The row the dialog asks about, if it is open. */
    deleting,
    ask,
    dialog: {
      opened: deleting !== null,
      pending: mutation.isPending,
      onClose: close,
      onConfirm() {
        if (deleting === null) return;
        mutation.mutate(idOf(deleting), {
          onSuccess: () => void notify({ color: 'green', message: deletedMessage }),
          onError: (error) => void notifyError(errorText(error, t), t('errors.title')),
          onSettled: close,
        });
      },
    },
  };
}
