import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usersQueries } from '../../src/api/users/users.queries';
import type { User } from '../../src/api/users/users.schema';
import { updateSession } from '../../src/api/auth/session-store';
import {
  chooseRestaurant,
  GLOBAL_RESTAURANT,
  useRestaurantChoice,
} from '../../src/api/restaurants/restaurant-choice';
import { createQueryClient } from '../../src/lib/query-client';
import { sandbox } from '../helpers/msw-server';
import { installQuietSessionSeam, signInAs } from '../helpers/sign-in';

beforeEach(installQuietSessionSeam);

async function signedInUser(email: string) {
  await signInAs(email);
  const queryClient = createQueryClient();
  const user: User = await queryClient.fetchQuery(usersQueries.current());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { user, wrapper };
}

function restaurantCalls(path: string) {
  return sandbox.context.requests.list({ path }).length;
}

describe('spec 000 §4 "Restaurant choice"', () => {
  it('fixes a USER to their own restaurant and fetches its details, not the list', async () => {
    const { user, wrapper } = await signedInUser('crew@demo.kitchen');
    const { result } = renderHook(() => useRestaurantChoice(user), { wrapper });
    await waitFor(() => expect(result.current.options).toHaveLength(1));
    expect(result.current.fixed).toBe(true);
    expect(result.current.current).toBe(user.restaurantUuid);
    expect(result.current.options[0]!.label).toMatch(/^\d+ - /);
    expect(restaurantCalls(`/api/v1/restaurants/${user.restaurantUuid}`)).toBe(1);
    expect(restaurantCalls('/api/v1/restaurants')).toBe(0);
  });

  it("gives other types the pick-list, sorted by number DESC, starting in Global ('select')", async () => {
    const { user, wrapper } = await signedInUser('manager@demo.kitchen');
    const { result } = renderHook(() => useRestaurantChoice(user), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.fixed).toBe(false);
    expect(result.current.current).toBe(GLOBAL_RESTAURANT);
    const numbers = result.current.options.map((option) => Number(option.label.split(' - ')[0]));
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(result.current.options.every((option) => option.timezone)).toBe(true);
  });

  it('restores the last choice, and falls back to Global when it is no longer offered', async () => {
    const { user, wrapper } = await signedInUser('manager@demo.kitchen');
    const { result } = renderHook(() => useRestaurantChoice(user), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const chosen = result.current.options[1]!.value;
    chooseRestaurant(chosen);
    await waitFor(() => expect(result.current.current).toBe(chosen));

    updateSession({ restaurantUuid: 'a-restaurant-no-longer-listed' });
    const again = renderHook(() => useRestaurantChoice(user), { wrapper });
    await waitFor(() => expect(again.result.current.isLoading).toBe(false));
    expect(again.result.current.current).toBe(GLOBAL_RESTAURANT);
  });
});
