import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sandbox } from '../helpers/msw-server';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

/** The figures of one material's row of the next-hour preview: scale, predicted, recommended. */
function nextHourOf(material: string) {
  const row = screen
    .getAllByTestId('next-hour-row')
    .find((candidate) => within(candidate).queryByText(material) !== null)!;
  const [scale, predicted, recommended] = within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
  return { scale, predicted: Number(predicted), recommended: Number(recommended) };
}

describe('/pcs/adjustment: the recommended next hour (spec 001 §2 "Adjustment: rules and scales per restaurant")', () => {
  it('shows what the kitchen recommends in the next hour, and a 150 % scale raises it by half once saved', async () => {
    const user = userEvent.setup();
    await signInAs('admin@demo.kitchen');
    const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1001)!;
    await renderApp(`/pcs/adjustment?restaurantUuid=${restaurant.uuid}`);
    expect(
      await screen.findByRole('heading', { name: 'Recommended next hour' }),
    ).toBeInTheDocument();
    const before = nextHourOf('Nuggets');
    expect(before.scale).toBe('100 %');
    expect(before.predicted).toBeGreaterThan(0);
    expect(before.recommended).toBe(before.predicted);

    const nuggets = screen.getByRole('textbox', { name: 'Nuggets (%)' });
    await user.clear(nuggets);
    await user.type(nuggets, '150');
    await user.click(screen.getByRole('button', { name: 'Save scales' }));
    await waitFor(() => expect(nextHourOf('Nuggets').scale).toBe('150 %'));
    const after = nextHourOf('Nuggets');
    expect(Math.abs(after.recommended - after.predicted * 1.5)).toBeLessThanOrEqual(1);
    expect(nextHourOf('Strips').scale).toBe('100 %');
  });
});
