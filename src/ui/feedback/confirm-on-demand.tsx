import { lazy, Suspense, type ComponentProps } from 'react';
import { useOnceTrue } from '../hooks/use-once-true';
import type { ConfirmDialog as Dialog } from './confirm-dialog';
import { Pending } from './pending';

const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })),
);

/**
 * A list's `ConfirmDialog` whose code loads when it is first opened: Mantine's modal, its focus
 * trap, scroll area and floating-ui were a third of a list page's first JavaScript, for a
 * dialog closed until a row's Delete. Once opened it stays mounted, so a closing dialog keeps
 * its texts while it fades and gives the focus back.
 */
export function ConfirmOnDemand(props: ComponentProps<typeof Dialog>) {
  const opened = useOnceTrue(props.opened);
  if (!opened) return null;
  return (
    <Suspense fallback={<Pending />}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
