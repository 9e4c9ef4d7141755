import { lazy, Suspense } from 'react';
import { useUpdateReady } from '../../lib/service-worker';

// Loaded only when a new version is waiting: the first page carries none of it.
const UpdateCard = lazy(() => import('./update-card'));

/** Shows "A new version is available — Reload" once a new deploy is waiting. */
export function UpdatePrompt() {
  const ready = useUpdateReady();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <UpdateCard />
    </Suspense>
  );
}
