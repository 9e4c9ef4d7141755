import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Pending } from '../feedback/pending';
import type { StreamDetailsModal as Modal } from './stream-details';

const StreamDetailsModal = lazy(() =>
  import('./stream-details').then(({ StreamDetailsModal }) => ({ default: StreamDetailsModal })),
);

/**
 * `StreamDetailsModal` whose code (its rename form, end confirm and calls) loads and mounts when
 * first opened: the wall and the player that offer it do not wait for it on their first screen.
 * Mounted afterwards, so it closes as it always does.
 */
export function StreamDetailsOnDemand(props: ComponentProps<typeof Modal>) {
  const [wanted, setWanted] = useState(false);
  if (props.stream !== null && !wanted) setWanted(true);
  if (!wanted && props.stream === null) return null;
  return (
    <Suspense fallback={<Pending />}>
      <StreamDetailsModal {...props} />
    </Suspense>
  );
}
