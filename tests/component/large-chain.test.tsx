import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { readSession, updateSession } from '../../src/api/auth/session-store';
import { timestamp } from '../../src/lib/format';
import { createSandbox } from '../../sandbox/app';
import { server } from '../helpers/msw-server';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

/** A chain of 2,000 restaurants (1001–3000): the pick-list's first 100 are 3000–2901. */
const chain = createSandbox({ restaurants: 2000 });

/** Every call the console made, in order. */
let asked: URL[];

beforeEach(() => {
  chain.reset();
  asked = [];
  server.use(
    http.all('*/api/v1/*', ({ request }) => {
      asked.push(new URL(request.url));
      return chain.app.fetch(request);
    }),
  );
});

function searchCalls(): URL[] {
  return asked.filter(
    (url) => url.pathname.endsWith('/restaurants') && url.searchParams.has('search'),
  );
}

function uuidOf(number: number): string {
  return chain.context.chain.restaurants.find((restaurant) => restaurant.number === number)!.uuid;
}

describe('a chain of 2,000 restaurants (spec 000 §2 restaurant selector, §9)', () => {
  it('the selector finds restaurant 1500 through the provider, asked once after typing', async () => {
    await signInAs('admin@demo.kitchen');
    const app = await renderApp('/restaurants');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Current restaurant: Global' }),
    );
    const list = await screen.findByRole('listbox');
    // Before anything is typed: the first 100, by number, DESC.
    expect(within(list).getAllByRole('option')).toHaveLength(100);
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent(/^3000 - /);

    await userEvent.type(screen.getByRole('textbox', { name: 'Search restaurants' }), '1500');
    const option = await screen.findByRole('option', { name: /^1500 - / });
    // Spec 000 §9: debounced 300 ms, so four keystrokes are one search.
    expect(searchCalls().map((url) => url.searchParams.get('search'))).toEqual(['1500']);

    await userEvent.click(option);
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ restaurantUuid: uuidOf(1500) }),
    );
    expect(
      await screen.findByRole('button', { name: /^Current restaurant: 1500 - / }),
    ).toHaveTextContent('1500');
  });

  it('keeps a remembered restaurant beyond the first 100 after a reload, not Global', async () => {
    await signInAs('admin@demo.kitchen');
    updateSession({ restaurantUuid: uuidOf(1500) });
    await renderApp('/restaurants');
    expect(
      await screen.findByRole('button', { name: /^Current restaurant: 1500 - / }),
    ).toBeInTheDocument();
  });

  it('says when nothing matches, and a search longer than 255 characters is cut to 255', async () => {
    await signInAs('admin@demo.kitchen');
    await renderApp('/restaurants');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Current restaurant: Global' }),
    );
    const box = await screen.findByRole('textbox', { name: 'Search restaurants' });
    expect(box).toHaveAttribute('maxlength', '255');
    await userEvent.type(box, 'no such kitchen');
    expect(await screen.findByText('No restaurant matches')).toBeVisible();
  });
});

describe('/restaurants pages through the whole chain (spec 000 §9, §7 "Restaurants")', () => {
  it('20 a page by default, 3 page buttons, and the page in the URL', async () => {
    await signInAs('admin@demo.kitchen');
    const app = await renderApp('/restaurants');
    expect(await screen.findByText('2,000 restaurants', { exact: false })).toBeVisible();
    const rows = await screen.findAllByTestId('restaurant-row');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('3000');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ page: 2 }));
    await waitFor(() =>
      expect(screen.getAllByTestId('restaurant-row')[0]).toHaveTextContent('2980'),
    );
  });

  it('searches through the provider, with the search in the URL; no pagination for 10 or fewer', async () => {
    await signInAs('admin@demo.kitchen');
    const app = await renderApp('/restaurants?page=3');
    await screen.findAllByTestId('restaurant-row');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '1500');
    await waitFor(() => expect(app.router.state.location.search).toEqual({ search: '1500' }));
    await waitFor(() => expect(screen.getAllByTestId('restaurant-row')).toHaveLength(1));
    expect(screen.getByTestId('restaurant-row')).toHaveTextContent('1500');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('opens a shared link on its search and page', async () => {
    await signInAs('admin@demo.kitchen');
    await renderApp('/restaurants?search=peachtree&page=2&limit=10');
    await waitFor(() => expect(screen.getAllByTestId('restaurant-row')).toHaveLength(10));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('peachtree');
    for (const row of screen.getAllByTestId('restaurant-row')) {
      expect(row).toHaveTextContent(/Peachtree/);
    }
  });
});

describe('lists that name restaurants, in a chain of 2,000 (spec 000 §3 restaurant label)', () => {
  it("reports in Global mode name each row's restaurant, beyond the pick-list's first 100 too", async () => {
    await signInAs('admin@demo.kitchen');
    await renderApp('/reports');
    const rows = await screen.findAllByTestId('report-row');
    const numbers = await waitFor(() =>
      rows.map((row) => {
        const label = row.textContent?.match(/(\d{4}) - /);
        expect(label, row.textContent ?? '').not.toBeNull();
        return Number(label![1]);
      }),
    );
    // The newest reports come from across the chain, most of it outside the first 100.
    expect(numbers.some((number) => number < 2901)).toBe(true);
  });

  it("stock-outs in Global mode are each shown in their restaurant's zone, beyond the first 100 too", async () => {
    // Global stock-outs come from every restaurant's kitchen events: 150 restaurants (1150–1051
    // in the pick-list, 1050–1001 beyond it) take about 1 s to generate where 2,000 took 15–20 s.
    const small = createSandbox({ restaurants: 150 });
    server.use(
      http.all('*/api/v1/*', ({ request }) => {
        asked.push(new URL(request.url));
        return small.app.fetch(request);
      }),
    );
    await signInAs('admin@demo.kitchen');
    await renderApp('/stock-out-reports/chicken?timeInterval=1d');
    const table = await screen.findByRole('table', { name: 'Stock-outs' });
    // The page the console shows, as the provider answered it.
    const listed = asked.filter((url) => url.pathname.endsWith('/stockOut/list')).at(-1)!;
    const answer = await small.app.fetch(
      new Request(listed, { headers: { Authorization: `Bearer ${readSession()!.accessToken}` } }),
    );
    const { content } = (await answer.json()).results as {
      content: Array<{ startTime: number; restaurantNumber: number }>;
    };
    expect(content.some((stockOut) => stockOut.restaurantNumber < 1051)).toBe(true);
    await waitFor(() => {
      const starts = within(table)
        .getAllByRole('rowheader')
        .slice(0, content.length)
        .map((cell) => cell.textContent);
      expect(starts).toEqual(
        content.map((stockOut) => {
          const restaurant = small.context.chain.restaurants.find(
            (candidate) => candidate.number === stockOut.restaurantNumber,
          )!;
          return timestamp(stockOut.startTime, { timeZone: restaurant.timezone });
        }),
      );
    });
  });
});
