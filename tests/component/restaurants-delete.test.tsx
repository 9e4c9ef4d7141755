import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managedUsersQueries } from '../../src/api/users/managed-users.queries';
import type { RestaurantRecord } from '../../sandbox/model/restaurants';
import { sandbox } from '../helpers/msw-server';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

const chain = () => sandbox.context.chain;
const restaurantOf = (number: number) => chain().restaurants.find((r) => r.number === number)!;

/**
 * A restaurant with no devices and no USER account, listed by `managers` staff managers beside
 * restaurant 1001: first in the list (the highest number), and nothing but the confirmation
 * stands between it and its deletion.
 */
function restaurantListedBy(managers: number): RestaurantRecord {
  const restaurant: RestaurantRecord = {
    ...restaurantOf(1001),
    uuid: crypto.randomUUID(),
    number: 9999,
    name: 'Ponce City Market',
    hosts: [],
  };
  chain().restaurants.push(restaurant);
  chain()
    .users.filter((user) => user.type === 'MANAGER' && user.email.endsWith('@staff.kitchen'))
    .slice(0, managers)
    .forEach((user) => (user.restaurantUuids = [restaurantOf(1001).uuid, restaurant.uuid]));
  return restaurant;
}

async function askToDelete(label: string) {
  await signInAs('admin@demo.kitchen');
  const app = await renderApp('/restaurants');
  const rows = await screen.findAllByTestId('restaurant-row');
  const row = rows.find((candidate) => candidate.textContent?.includes(label.split(' - ')[0]!))!;
  await userEvent.click(within(row).getByRole('button', { name: `Delete ${label}` }));
  return { app, dialog: await screen.findByRole('dialog', { name: `Delete ${label}?` }) };
}

describe('/restaurants: deleting a restaurant managers list (docs/decisions/administration.md, "Deleting a restaurant managers list")', () => {
  it('says before the delete how many managers lose access to it, then takes it from them and asks the users page again', async () => {
    const restaurant = restaurantListedBy(3);
    const { app, dialog } = await askToDelete('9999 - Ponce City Market');
    // The users page's answers, as a visit before the delete left them in the cache.
    const users = managedUsersQueries.list({});
    await app.queryClient.prefetchQuery(users);
    expect(within(dialog).getByText(/3 managers lose access to it\./)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Restaurant deleted')).toBeVisible();
    expect(chain().restaurants).not.toContain(restaurant);
    expect(chain().users.some((user) => user.restaurantUuids?.includes(restaurant.uuid))).toBe(
      false,
    );
    // Its form then starts from the managers as they are now (none lists the restaurant).
    expect(app.queryClient.getQueryState(users.queryKey)?.isInvalidated).toBe(true);
  });

  it('says one manager in the singular', async () => {
    restaurantListedBy(1);
    const { dialog } = await askToDelete('9999 - Ponce City Market');
    expect(within(dialog).getByText(/1 manager loses access to it\./)).toBeVisible();
  });

  it('says nothing of managers when none lists it', async () => {
    restaurantListedBy(0);
    const { dialog } = await askToDelete('9999 - Ponce City Market');
    expect(within(dialog).getByText(/will be removed from the chain/)).toBeVisible();
    expect(within(dialog).queryByText(/access to it/)).toBeNull();
  });

  it('shows the refusal naming a manager for whom it is the only restaurant', async () => {
    const restaurant = restaurantListedBy(1);
    const alone = chain().users.find((user) => user.email === 'manager@demo.kitchen')!;
    alone.restaurantUuids = [restaurant.uuid];
    const { dialog } = await askToDelete('9999 - Ponce City Market');
    expect(within(dialog).getByText(/2 managers lose access to it\./)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        `Give ${alone.firstName} ${alone.lastName} another restaurant first: it is the only one they manage`,
      ),
    ).toBeVisible();
    expect(chain().restaurants).toContain(restaurant);
  });
});
