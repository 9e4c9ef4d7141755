import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetPictures,
  preloadPicture,
  useSessionPicture,
  type PictureLoader,
  type SessionPicture,
} from '../../src/ui/hooks/use-session-picture';
import { stubObjectUrls } from '../helpers/object-urls';

/**
 * The pictures of the History panel, the recordings' previews and the unusual events' frames
 * (spec 001 §2 History, §8 "images load on demand"): each is asked once a session and shown by
 * one object URL, and one asked ahead shows with its row.
 */
const jpeg = () => new Blob(['jpeg'], { type: 'image/jpeg' });
const loader: PictureLoader = () => Promise.resolve(jpeg());

let made: string[];
let freed: string[];
beforeEach(() => {
  ({ made, freed } = stubObjectUrls());
});
afterEach(() => {
  forgetPictures();
});

/** Every picture the hook returned, render by render. */
function renderPicture(key: string, wanted: boolean) {
  const rendered: SessionPicture[] = [];
  const hook = renderHook(
    ({ wanted }) => {
      const picture = useSessionPicture(key, wanted, loader);
      rendered.push(picture);
      return picture;
    },
    { initialProps: { wanted } },
  );
  return { ...hook, rendered };
}

/** Lets a preload's promise chain settle. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('a session picture', () => {
  it('asked ahead and loaded, shows in its row’s first render, not over a grey box', async () => {
    preloadPicture('history/1', loader);
    await settled();
    const { rendered } = renderPicture('history/1', false);
    expect(rendered[0]).toEqual({ status: 'shown', url: 'blob:test/1' });
  });

  it('is decoded once loaded ahead, so the browser paints it with its row', async () => {
    // jsdom decodes nothing: a browser's `decode()`, recording what it was asked.
    const decoded: string[] = [];
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value(this: HTMLImageElement) {
        decoded.push(this.src);
        return Promise.resolve();
      },
    });
    try {
      preloadPicture('history/1', loader);
      await settled();
      expect(decoded).toEqual(['blob:test/1']);
    } finally {
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });

  it('has one object URL however many rows show it and however often they come near', async () => {
    const first = renderPicture('history/1', false);
    first.rerender({ wanted: true });
    await waitFor(() =>
      expect(first.result.current).toEqual({ status: 'shown', url: 'blob:test/1' }),
    );
    first.rerender({ wanted: false });
    first.rerender({ wanted: true });
    const second = renderPicture('history/1', true);
    await settled();
    expect(second.result.current).toEqual({ status: 'shown', url: 'blob:test/1' });
    expect(made).toEqual(['blob:test/1']);
    // A row going away does not take the picture from the others.
    first.unmount();
    expect(freed).toEqual([]);
  });

  it('frees its URL when the session drops it, the oldest first past sixty pictures', async () => {
    for (let n = 1; n <= 61; n++) preloadPicture(`history/${n}`, loader);
    await settled();
    expect(freed).toEqual(['blob:test/1']);
    // Dropped, it is asked again when shown again.
    const { result } = renderPicture('history/1', true);
    await waitFor(() => expect(result.current).toEqual({ status: 'shown', url: 'blob:test/62' }));
  });

  it('the provider has none (404): shown as missing, and not asked again', async () => {
    const none = vi.fn<PictureLoader>(() => Promise.resolve(null));
    const { result } = renderHook(() => useSessionPicture('history/none', true, none));
    await waitFor(() => expect(result.current).toEqual({ status: 'missing' }));
    renderHook(() => useSessionPicture('history/none', true, none));
    expect(none).toHaveBeenCalledTimes(1);
    expect(made).toEqual([]);
  });
});
