import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { NOTIFICATIONS_DESTINATION } from '../../src/api/notifications/notifications.endpoints';
import { sandbox } from './msw-server';

/**
 * Waits until the user's live notification channel is subscribed. It starts once the page is
 * idle (features/notifications/bell-live.tsx): what it brings is shown from then on.
 */
export async function liveChannelOpen(userUuid: string): Promise<void> {
  await waitFor(() =>
    expect(sandbox.context.broker.subscribed(userUuid, NOTIFICATIONS_DESTINATION)).toBe(true),
  );
}
