import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

interface Chosen {
  /** What the URL's search holds once the option is chosen. */
  url: Record<string, string>;
  /** The page's latest call of the endpoint the filter narrows. */
  lastCall: () => URL | undefined;
  /** The query parameters that call then sends. */
  sends: Record<string, string>;
}

/**
 * Chooses `option` in the filter combobox `combobox` as a user does, then waits until the URL
 * holds the choice and the page's latest call sends it (spec 000 §5: filters live in the URL).
 */
export async function chooseFilter(
  router: { state: { location: { search: object } } },
  { combobox, option }: { combobox: string; option: string },
  { url, lastCall, sends }: Chosen,
): Promise<void> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(router.state.location.search).toMatchObject(url));
  await waitFor(() => {
    const query = lastCall()?.searchParams;
    for (const [name, value] of Object.entries(sends)) expect(query?.get(name), name).toBe(value);
  });
}
