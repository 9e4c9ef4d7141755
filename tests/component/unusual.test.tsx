import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listRestaurants } from '../../src/api/restaurants/restaurants.endpoints';
import { RECORDING_ENDPOINTS, UNUSUAL_ENDPOINTS } from '../../src/api/unusual/unusual.endpoints';
import { countAfter, unusualQueries } from '../../src/api/unusual/unusual.queries';
import type { UnusualEvent, UnusualPage } from '../../src/api/unusual/unusual.schema';
import {
  FIRST_IMAGE,
  framesToLoad,
  keyStep,
  stepImage,
  swipeStep,
} from '../../src/features/unusual/carousel';
import { forgetFramesForTests } from '../../src/features/unusual/use-frame-image';
import { recordLists } from '../../src/lib/i18n/en/record-lists';
import { unusualEventsOf } from '../../sandbox/model/unusual-events';
import { restaurantRows } from '../../sandbox/routes/restaurant-rows';
import { sandbox, server } from '../helpers/msw-server';
import { answer, failWith, heldUntilReleased, malformed, networkError } from '../helpers/override';
import { layOutRecordLists, recordApiCalls } from '../helpers/record-lists';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';
import { stubObjectUrls } from '../helpers/object-urls';

const WRONG = UNUSUAL_ENDPOINTS['wrong-marker'];
/** A table row's height with its carousel, as a browser would measure it (jsdom measures 0). */
const ROW_HEIGHT = 205;
const DAY_MS = 86_400_000;

const { calls, askedFor, askAgain } = recordApiCalls();
layOutRecordLists(ROW_HEIGHT);

beforeEach(() => {
  forgetFramesForTests();
  stubObjectUrls();
});

/** A fixed week ending an hour ago: 'the last 7 days' would move while the test runs. */
function fixedWeek() {
  const end = Date.now() - 3_600_000;
  return { start: end - 7 * DAY_MS, end, search: `?startDate=${end - 7 * DAY_MS}&endDate=${end}` };
}

async function openPage(path: string, search: string, email = 'admin@demo.kitchen') {
  await signInAs(email);
  const app = await renderApp(`${path}${search}`);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const rows = () => screen.findAllByTestId('unusual-event');
const totals = () => screen.getByRole('region', { name: 'Totals' });
const countShown = () => within(totals()).getByText('Events').nextElementSibling?.textContent;

/** One real event of the sandbox with a frame its camera lost, as the list would answer it. */
function eventWithLostFrame(frame: number): { page: UnusualPage; event: UnusualEvent } {
  const { chain } = sandbox.context;
  const now = Date.now();
  const found = unusualEventsOf(chain, 'wrong-marker')
    .between(chain.restaurants, now - 30 * DAY_MS, now)
    .find((candidate) => candidate.missingFrame === frame && candidate.frames >= 3)!;
  const { missingFrame: _lost, ...wire } = found;
  const event = restaurantRows(chain.restaurants).named(wire);
  return {
    event,
    page: {
      content: [event],
      cursor: null,
      cursorDirection: 'FIRST',
      existsNextPage: false,
      existsPreviousPage: false,
    },
  };
}

describe('/unusual/wrong-marker (spec 001 §2 "Unusual events: lists with an image carousel per event")', () => {
  it('in Global mode asks for the events before the restaurant pick-list answers: its first thumbnail is the page’s largest paint on a phone', async () => {
    const { override, release } = heldUntilReleased(listRestaurants);
    server.use(override);
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', record);
    try {
      await signInAs('admin@demo.kitchen');
      // The router waits for the pick-list before it renders: not awaited until released.
      const rendered = renderApp('/unusual/wrong-marker');
      await waitFor(() => expect(asked).toContain(`/api/v1${WRONG.list.path}`));
      release();
      await rendered;
    } finally {
      release();
      server.events.removeListener('request:start', record);
    }
  });

  it('shows the sandbox’s count and its events, newest first, each with its product, marker and a carousel at image 1', async () => {
    const week = fixedWeek();
    await openPage('/unusual/wrong-marker', week.search);
    await waitFor(() => expect(askedFor(WRONG.total.path).length).toBeGreaterThan(0));
    const total = await askAgain(WRONG.total, askedFor(WRONG.total.path)[0]!);
    await waitFor(() => expect(countShown()).toBe(total.count.toLocaleString('en')));
    const page = await askAgain(WRONG.list, askedFor(WRONG.list.path)[0]!);
    const shown = await rows();
    const first = page.content[0]!;
    expect(shown[0]).toHaveTextContent('Wrong marker');
    expect(shown[0]).toHaveTextContent(first.material!);
    expect(shown[0]).toHaveTextContent(`Pan slot ${first.slot}`);
    expect(shown[0]).toHaveTextContent(/Marker: \w+, should be \w+/);
    // Spec 001 §3: currentImage starts at 0.
    expect(within(shown[0]!).getByTestId('carousel-position')).toHaveTextContent(
      `Image 1 of ${first.frames}`,
    );
    expect(within(shown[0]!).getByRole('button', { name: 'Previous image' })).toBeDisabled();
  });

  it('spec 001 §3 "currentImage starts at 0": Next and the arrow keys move through the frames, loading only the shown one and its neighbour', async () => {
    const user = userEvent.setup();
    const { page, event } = eventWithLostFrame(2);
    server.use(answer(WRONG.list, page));
    await openPage('/unusual/wrong-marker', fixedWeek().search);
    const [row] = await rows();
    const carousel = within(row!).getByTestId('image-carousel');
    const position = within(carousel).getByTestId('carousel-position');
    expect(position).toHaveTextContent(`Image 1 of ${event.frames}`);
    expect(await within(carousel).findByRole('img', { name: /image 1 of/ })).toBeVisible();

    // Only the shown thumbnail and the next one were asked: none of the others, no screenshot.
    const thumbnails = () =>
      calls()
        .filter((call) => call.url.pathname.includes(`/${event.eventId}/thumbnails/`))
        .map((call) => Number(call.url.pathname.split('/').at(-1)));
    await waitFor(() => expect(new Set(thumbnails())).toEqual(new Set([0, 1])));
    expect(calls().some((call) => call.url.pathname.includes('/images/'))).toBe(false);

    await user.click(within(carousel).getByRole('button', { name: 'Next image' }));
    expect(position).toHaveTextContent(`Image 2 of ${event.frames}`);
    expect(await within(carousel).findByRole('img', { name: /image 2 of/ })).toBeVisible();

    // Spec 001 §8: the frame the camera lost says 'No Image'.
    const frame = within(carousel).getByLabelText(/^Image \d of/, { selector: '[tabindex="0"]' });
    fireEvent.keyDown(frame, { key: 'ArrowRight' });
    expect(position).toHaveTextContent(`Image 3 of ${event.frames}`);
    expect(await within(carousel).findByText('No Image')).toBeVisible();

    fireEvent.keyDown(frame, { key: 'ArrowLeft' });
    fireEvent.keyDown(frame, { key: 'ArrowLeft' });
    expect(position).toHaveTextContent(`Image 1 of ${event.frames}`);
    // At the first image a step back stays there.
    fireEvent.keyDown(frame, { key: 'ArrowLeft' });
    expect(position).toHaveTextContent(`Image 1 of ${event.frames}`);
  });

  it('the full-screen view shows the 1920×1080 screenshot of the same frame, and the arrows move it', async () => {
    const user = userEvent.setup();
    const { page, event } = eventWithLostFrame(2);
    server.use(answer(WRONG.list, page));
    await openPage('/unusual/wrong-marker', fixedWeek().search);
    const [row] = await rows();
    await user.click(within(row!).getByRole('button', { name: 'Next image' }));
    await user.click(within(row!).getByRole('button', { name: 'Full screen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Image 2 of ${event.frames}`);
    const picture = await within(dialog).findByRole('img', { name: /image 2 of/ });
    expect(picture).toHaveAttribute('width', '1920');
    expect(picture).toHaveAttribute('height', '1080');
    expect(calls().some((call) => call.url.pathname.endsWith(`/${event.eventId}/images/1`))).toBe(
      true,
    );
    await user.keyboard('{ArrowRight}');
    expect(await within(dialog).findByText('No Image')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The row's carousel is where the full-screen view left it.
    expect(within(row!).getByTestId('carousel-position')).toHaveTextContent(
      `Image 3 of ${event.frames}`,
    );
  });

  it('a picture that fails to load shows the error icon and offers to try it again', async () => {
    const user = userEvent.setup();
    const { page } = eventWithLostFrame(2);
    server.use(answer(WRONG.list, page), failWith(WRONG.thumbnail, 500, 'Recorder down'));
    await openPage('/unusual/wrong-marker', fixedWeek().search);
    const [row] = await rows();
    expect(
      await within(row!).findByRole('img', { name: 'The image could not be loaded' }),
    ).toBeVisible();
    server.resetHandlers();
    server.use(answer(WRONG.list, page));
    await user.click(within(row!).getByRole('button', { name: 'Try the image again' }));
    expect(await within(row!).findByRole('img', { name: /image 1 of/ })).toBeVisible();
  });

  it('spec 001 §4 "Counts": deleting one event (confirmed, naming its restaurant) drops the count by exactly 1 and removes its row', async () => {
    const user = userEvent.setup();
    const week = fixedWeek();
    await openPage('/unusual/wrong-marker', week.search);
    await waitFor(() => expect(countShown()).toMatch(/^[\d,]+$/));
    const before = Number(countShown()!.replace(/,/g, ''));
    const [first] = await rows();
    const name = first!.textContent;
    await user.click(within(first!).getByRole('button', { name: /^Delete the event of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this event?' });
    expect(dialog).toHaveTextContent(/in \d{4} - \S/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(countShown()).toBe((before - 1).toLocaleString('en')));
    expect(await screen.findByText('Event deleted')).toBeVisible();
    await waitFor(async () => expect((await rows())[0]!.textContent).not.toBe(name));
    expect(askedFor(WRONG.list.path).length).toBeGreaterThan(0);
    expect(calls().filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('spec 000 §6: a user without UNUSUAL DELETE is offered no Delete (the sandbox would refuse it)', async () => {
    const { chain } = sandbox.context;
    const manager = chain.users.find((user) => user.email === 'manager@demo.kitchen')!;
    const role = chain.roles.find((candidate) => candidate.name === 'Area Supervisor')!;
    const own = manager.roleUuid;
    manager.roleUuid = role.uuid;
    try {
      await openPage('/unusual/empty-pan', fixedWeek().search, 'manager@demo.kitchen');
      expect((await rows()).length).toBeGreaterThan(0);
      expect(screen.queryAllByRole('button', { name: /^Delete the event of / })).toHaveLength(0);
    } finally {
      manager.roleUuid = own;
    }
  });

  describe('spec 000 §4, 001 §8: a list that cannot be loaded', () => {
    const failures = [
      ['answering 500', () => failWith(WRONG.list, 500, 'Unusual events down')],
      ['with no answer (network error)', () => networkError(WRONG.list)],
      [
        'answering a body of the wrong shape',
        () =>
          malformed(WRONG.list, {
            success: true,
            results: { content: [{ eventId: 7, frames: 'many' }], existsNextPage: 'yes' },
          }),
      ],
    ] as const;

    it.each(failures)(
      '%s: a clear message with Try again, never a white screen; Try again loads the list',
      async (_name, failure) => {
        const user = userEvent.setup();
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        server.use(failure());
        await openPage('/unusual/wrong-marker', fixedWeek().search);
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('The unusual events could not be loaded');
        expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
        expect(screen.queryAllByTestId('unusual-event')).toHaveLength(0);
        // The count is another call: it still shows.
        await waitFor(() => expect(countShown()).toMatch(/^[\d,]+$/));

        server.resetHandlers();
        await user.click(within(alert).getByRole('button', { name: 'Try again' }));
        expect((await rows()).length).toBeGreaterThan(0);
        expect(screen.queryByText('The unusual events could not be loaded')).toBeNull();
      },
    );

    it('a refresh that fails after rows were shown keeps them and says they may be out of date', async () => {
      const app = await openPage('/unusual/wrong-marker', fixedWeek().search);
      const before = (await rows()).map((row) => row.textContent);
      server.use(failWith(WRONG.list, 500, 'Unusual events down'));
      await act(() =>
        app.queryClient.refetchQueries({ queryKey: unusualQueries.kind('wrong-marker') }),
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The unusual events could not be loaded');
      expect(alert).toHaveTextContent(recordLists['recordList.stale']);
      expect((await rows()).map((row) => row.textContent)).toEqual(before);
    });

    it("with /total failing the count says 'No information' while the events still show", async () => {
      server.use(failWith(WRONG.total, 500, 'Count down'));
      await openPage('/unusual/wrong-marker', fixedWeek().search);
      await waitFor(() => expect(within(totals()).getByText('No information')).toBeVisible());
      expect((await rows()).length).toBeGreaterThan(0);
    });
  });

  it.each([
    ['/unusual/event', 'Unusual events'],
    ['/unusual/dp-remaining', 'Fries left in the dump pan'],
    ['/unusual/empty-pan', 'Empty pans in holding'],
    ['/unusual/identical-markers', 'Pans with identical markers'],
  ])('%s is the same page with its own data: rows of its kind', async (path, caption) => {
    await openPage(path, fixedWeek().search);
    expect((await rows()).length).toBeGreaterThan(0);
    expect(screen.getByRole('table', { name: caption })).toBeVisible();
  });
});

describe('/unusual/recordings (spec 001 §3 "Unusual recording: uuid, preview, download progress, abort control")', () => {
  it('lists the recordings, each with its preview and a Download button', async () => {
    await openPage('/unusual/recordings', fixedWeek().search);
    const shown = await screen.findAllByTestId('unusual-recording');
    expect(shown.length).toBeGreaterThan(0);
    expect(await within(shown[0]!).findByRole('img', { name: /^Preview of REC-/ })).toBeVisible();
    expect(within(shown[0]!).getByRole('button', { name: /^Download REC-/ })).toBeEnabled();
  });

  it('a download shows its progress with a Cancel beside it, saves the clip under its name, and a cancelled one saves nothing', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await openPage('/unusual/recordings', fixedWeek().search);
    const [first, second] = await screen.findAllByTestId('unusual-recording');

    // The download to cancel stays out until it is cancelled, however fast the file comes.
    const { override, release } = heldUntilReleased(RECORDING_ENDPOINTS.download);
    server.use(override);
    await userEvent.click(within(second!).getByRole('button', { name: /^Download REC-/ }));
    await userEvent.click(
      await within(second!).findByRole('button', { name: /^Cancel the download of REC-/ }),
    );
    expect(await within(second!).findByRole('button', { name: /^Download REC-/ })).toBeVisible();
    expect(within(second!).queryByRole('progressbar')).toBeNull();
    release();

    await userEvent.click(within(first!).getByRole('button', { name: /^Download REC-/ }));
    expect(
      await within(first!).findByRole('progressbar', { name: 'Download progress' }),
    ).toBeVisible();
    expect(
      within(first!).getByRole('button', { name: /^Cancel the download of REC-/ }),
    ).toBeVisible();
    const done = await within(first!).findByText(/^Saved as .+\.mp4$/);
    expect(saved).toHaveLength(1);
    expect(done).toHaveTextContent(`Saved as ${saved[0]}`);
    expect(within(first!).getByRole('button', { name: /^Download REC-/ })).toBeEnabled();
  });

  it('a list that answers 500 gives a clear message and Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`*/api/v1${RECORDING_ENDPOINTS.list.path}`, () =>
        HttpResponse.json({ success: false, code: 500, message: 'Recorder down' }, { status: 500 }),
      ),
    );
    await openPage('/unusual/recordings', fixedWeek().search);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The recordings could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('the rules under the pages', () => {
  it('spec 001 §4 "Counts": a create adds 1, a delete takes 1, never below 0', () => {
    expect(countAfter(27, 'created')).toBe(28);
    expect(countAfter(27, 'deleted')).toBe(26);
    expect(countAfter(0, 'deleted')).toBe(0);
  });

  it('spec 001 §3 "currentImage starts at 0": steps stay within the frames; arrows, Home, End and a swipe move it', () => {
    expect(FIRST_IMAGE).toBe(0);
    expect(stepImage(0, -1, 4)).toBe(0);
    expect(stepImage(3, 1, 4)).toBe(3);
    expect(keyStep('ArrowRight', 1, 4)).toBe(2);
    expect(keyStep('ArrowLeft', 1, 4)).toBe(0);
    expect(keyStep('End', 0, 4)).toBe(3);
    expect(keyStep('Home', 3, 4)).toBe(0);
    expect(keyStep('Enter', 1, 4)).toBeNull();
    // A flick to the left shows the next image; a mostly vertical move scrolls the page.
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, 10)).toBe(-1);
    expect(swipeStep(-80, 90)).toBeNull();
    expect(swipeStep(-20, 0)).toBeNull();
  });

  it('images load on demand: the shown frame, and only its next neighbour', () => {
    expect(framesToLoad(0, 4)).toEqual({ shown: 0, next: 1 });
    expect(framesToLoad(3, 4)).toEqual({ shown: 3, next: null });
  });
});
