import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type FirstPage = typeof import('../../src/lib/first-page') &
  typeof import('../../src/lib/first-page-watch');

/** A fresh module each test: the wait is the console's, once per start. */
async function firstPage(): Promise<FirstPage> {
  vi.resetModules();
  const [wait, watch] = await Promise.all([
    import('../../src/lib/first-page'),
    import('../../src/lib/first-page-watch'),
  ]);
  return { ...wait, ...watch };
}

/** A page asking for its data inside a frame that watches for it, as the signed-in layout does. */
function renderPage(module: FirstPage, answer: Promise<string>) {
  const client = new QueryClient();
  function Page() {
    // One answer per render of the test: the key names the page, not the promise.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    const { data } = useQuery({ queryKey: ['page'], queryFn: () => answer });
    return <p>{data ?? 'loading'}</p>;
  }
  function Frame() {
    const queryClient = useQueryClient();
    useEffect(() => module.watchFirstPage(queryClient), [queryClient]);
    return <Page />;
  }
  render(
    <QueryClientProvider client={client}>
      <Frame />
    </QueryClientProvider>,
  );
}

describe('the first screen first (docs/decisions/console-and-first-screen.md, "The first screen")', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('what the first screen does not show waits until the page’s data has come and is drawn', async () => {
    const module = await firstPage();
    const started = vi.fn();
    void module.awaitFirstPage().then(started);
    let answer!: (value: string) => void;
    renderPage(module, new Promise((resolve) => (answer = resolve)));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(module.isFirstPageShown()).toBe(false);
    expect(started).not.toHaveBeenCalled();

    await act(async () => answer('42 users'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('42 users')).toBeInTheDocument();
    expect(module.isFirstPageShown()).toBe(true);
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
    expect(module.isFirstPageShown()).toBe(true);
  });

  it('a component on its own (nothing awaits the first page) does not wait', async () => {
    const module = await firstPage();
    renderPage(module, new Promise(() => undefined));
    expect(module.isFirstPageShown()).toBe(true);
    await expect(module.afterFirstPage()).resolves.toBeUndefined();
  });
});
