import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type FirstPage = typeof import('../../src/lib/first-page');

/** A fresh module each test: the wait is the console's, once per start. */
async function firstPage(): Promise<FirstPage> {
  vi.resetModules();
  return import('../../src/lib/first-page');
}

/** A page asking for its data, and the bell's gate beside it. */
function renderPage(module: FirstPage, answer: Promise<string>) {
  const client = new QueryClient();
  function Page() {
    module.useWatchFirstPage();
    const shown = module.useFirstPageShown();
    // One answer per render of the test: the key names the page, not the promise.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    const { data } = useQuery({ queryKey: ['page'], queryFn: () => answer });
    return (
      <>
        <p>{data ?? 'loading'}</p>
        <p>{shown ? 'bell on' : 'bell waits'}</p>
      </>
    );
  }
  render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
}

describe('the first screen first (docs/decisions.md, "The first screen")', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('what the first screen does not show waits until the page’s data has come and is drawn', async () => {
    const module = await firstPage();
    const started = vi.fn();
    void module.awaitFirstPage().then(started);
    let answer!: (value: string) => void;
    renderPage(module, new Promise((resolve) => (answer = resolve)));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('bell waits')).toBeInTheDocument();
    expect(started).not.toHaveBeenCalled();

    await act(async () => answer('42 users'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('42 users')).toBeInTheDocument();
    expect(screen.getByText('bell on')).toBeInTheDocument();
    expect(started).toHaveBeenCalledOnce();
  });

  it('a page that keeps asking lets the rest start after the longest wait', async () => {
    const module = await firstPage();
    const started = vi.fn();
    void module.awaitFirstPage().then(started);
    renderPage(module, new Promise(() => undefined));
    await act(() => vi.advanceTimersByTimeAsync(module.FIRST_PAGE_LONGEST_WAIT_MS - 100));
    expect(started).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(started).toHaveBeenCalledOnce();
    expect(screen.getByText('bell on')).toBeInTheDocument();
  });

  it('a component on its own (nothing awaits the first page) does not wait', async () => {
    const module = await firstPage();
    renderPage(module, new Promise(() => undefined));
    expect(screen.getByText('bell on')).toBeInTheDocument();
  });
});
