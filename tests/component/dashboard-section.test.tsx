import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardSection } from '../../src/ui/analytics/dashboard-section';
import { theme } from '../../src/ui/theme/theme';

/** A query that has answered. */
function answered<T>(data: T): UseQueryResult<T, Error> {
  return {
    data,
    isError: false,
    fetchStatus: 'idle',
    dataUpdatedAt: Date.now(),
  } as UseQueryResult<T, Error>;
}

/** An IntersectionObserver the test drives: `enter()` reports the element on screen. */
function fakeIntersectionObserver() {
  const observers: Array<() => void> = [];
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      observers.push(() =>
        this.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return { enter: () => act(() => observers.forEach((report) => report())) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard section below the first screen (the first screen draws first)', () => {
  it('keeps its content’s height and draws it when the user scrolls near', () => {
    const viewport = fakeIntersectionObserver();
    render(
      <MantineProvider theme={theme}>
        <DashboardSection title="Pan cycles" queries={[answered(7)] as const} bodyHeight={241}>
          {(cycles) => <p>{cycles} cycles</p>}
        </DashboardSection>
      </MantineProvider>,
    );
    expect(screen.getByRole('region', { name: 'Pan cycles' })).toBeInTheDocument();
    expect(screen.queryByText('7 cycles')).not.toBeInTheDocument();

    viewport.enter();
    expect(screen.getByText('7 cycles')).toBeVisible();
  });

  it('draws at once where the browser cannot tell what is on screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <MantineProvider theme={theme}>
        <DashboardSection title="Pan cycles" queries={[answered(7)] as const}>
          {(cycles) => <p>{cycles} cycles</p>}
        </DashboardSection>
      </MantineProvider>,
    );
    expect(screen.getByText('7 cycles')).toBeVisible();
  });
});
