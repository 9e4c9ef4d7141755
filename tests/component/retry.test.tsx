import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../helpers/render-app';
import { server } from '../helpers/msw-server';
import { signInAs } from '../helpers/sign-in';

vi.mock('uplot', async () => ({ default: (await import('../helpers/chart-page')).FakeUplot }));

/**
 * A call as the page means it: its path and filters without the range, whose end moves with the
 * clock (a retry a second later asks up to a second later).
 */
function callOf(url: string): string {
  const { pathname, searchParams } = new URL(url);
  for (const name of [...searchParams.keys()]) {
    if (/Time$|Date$/.test(name)) searchParams.delete(name);
  }
  return `${pathname}?${searchParams}`;
}

/** Every analytics call answers `status`; answers how often each distinct call was asked. */
function everyAnalyticsCallFails(status: number): Map<string, number> {
  const asked = new Map<string, number>();
  server.use(
    http.get('*/api/v1/analytic/*', ({ request }) => {
      const call = callOf(request.url);
      asked.set(call, (asked.get(call) ?? 0) + 1);
      return HttpResponse.json({ success: false, code: status, message: 'Refused' }, { status });
    }),
  );
  return asked;
}

async function dashboardShowsNoInformation() {
  await signInAs('manager@demo.kitchen');
  await renderApp('/dashboard/chicken?timeInterval=7d', { retry: true });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  // One retry a second after the first failure (lib/query-client), then 'No information'.
  await waitFor(() => expect(screen.getAllByText('No information')).toHaveLength(9));
}

describe('spec 000 §4 "Data loads": a failing call says so promptly', () => {
  it('does not retry a 4xx: each call is asked once, then every card says No information', async () => {
    const asked = everyAnalyticsCallFails(400);
    await dashboardShowsNoInformation();
    expect(asked.size).toBeGreaterThan(0);
    expect([...new Set(asked.values())]).toEqual([1]);
  });

  it('retries a 500 once: each call is asked twice, then every card says No information', async () => {
    const asked = everyAnalyticsCallFails(500);
    await dashboardShowsNoInformation();
    expect(asked.size).toBeGreaterThan(0);
    expect([...new Set(asked.values())]).toEqual([2]);
  });
});
