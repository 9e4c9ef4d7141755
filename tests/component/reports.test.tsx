import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../src/api/auth/session-store';
import {
  deleteReport,
  downloadReportFile,
  listReports,
} from '../../src/api/reports/reports.endpoints';
import type { Report, ReportKind } from '../../src/api/reports/reports.schema';
import { request, unwrap } from '../../src/api/request';
import { timestamp } from '../../src/lib/format';
import { sandbox, server } from '../helpers/msw-server';
import { failWith, malformed, networkError } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';
import { onPhone } from '../helpers/viewport';

const KIND_LABELS: Record<ReportKind, string> = {
  DAILY_OPERATIONS: 'Daily operations',
  FRYER_LOG: 'Fryer log',
  HOLDING_LOG: 'Holding log',
  VIDEO_ARCHIVE: 'Video archive',
};

/** What the console saved: each link click's file name and the blob behind its URL. */
let saved: Array<{ fileName: string; blob: Blob }>;
let blobs: Map<string, Blob>;

beforeEach(() => {
  saved = [];
  blobs = new Map();
  // jsdom has no object URLs, and a link click would try to navigate.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

/** May delete reports: not restricted (no role). The manager's role has REPORTS VIEW only. */
const DELETER = 'norole@demo.kitchen';

async function openReports(search = '', email = 'manager@demo.kitchen') {
  await signInAs(email);
  const app = await renderApp(`/reports${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Reports' });
  return app;
}

async function rows() {
  return screen.findAllByTestId('report-row');
}

/** The first row on screen of this kind. */
async function rowOf(kind: ReportKind) {
  await rows();
  const row = screen
    .getAllByTestId('report-row')
    .find((candidate) => within(candidate).queryByText(KIND_LABELS[kind]));
  if (!row) throw new Error(`No ${kind} row on this page`);
  return row;
}

/** Every report the signed-in user sees, newest first, as the provider lists them. */
async function allReports(): Promise<Report[]> {
  const reports: Report[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = unwrap(
      await request(
        listReports,
        { query: { limit: 100, offset } },
        { token: readSession()!.accessToken },
      ),
    );
    reports.push(...page.content);
    if (offset + 100 >= page.total) return reports;
  }
}

/** The page (of 50) on which the first report of `kind` is listed. */
async function pageOf(kind: ReportKind): Promise<number> {
  const index = (await allReports()).findIndex((report) => report.kind === kind);
  expect(index).toBeGreaterThanOrEqual(0);
  return Math.floor(index / 50) + 1;
}

/** What the sandbox itself answers for a download: its headers, body left unread. */
async function downloadHeaders(uuid: string) {
  const response = await sandbox.app.fetch(
    new Request(`http://sandbox.test/api/v1/report/${uuid}/download`, {
      headers: { Authorization: `Bearer ${readSession()!.accessToken}` },
    }),
  );
  await response.body?.cancel();
  return response.headers;
}

function restaurantZone(uuid: string): string {
  return sandbox.context.chain.restaurants.find((restaurant) => restaurant.uuid === uuid)!.timezone;
}

describe('/reports: the list (spec 000 §3 Report: uuid, requestTime, attachments)', () => {
  it("lists the user's reports newest first, at the restaurant's time, with their files", async () => {
    await openReports();
    const shown = await rows();
    // Spec 000 §9: 20 per page by default; Global mode lists every restaurant of the user.
    expect(shown).toHaveLength(20);
    const expected = (await allReports()).slice(0, 20);
    shown.forEach((row, index) => {
      const report = expected[index]!;
      const zone = restaurantZone(report.restaurantUuid!);
      expect(
        within(row).getByText(timestamp(report.requestTime, { timeZone: zone })),
      ).toBeVisible();
      expect(within(row).getByText(KIND_LABELS[report.kind as ReportKind])).toBeVisible();
      for (const attachment of report.attachments) {
        expect(within(row).getByText(attachment.fileName, { exact: false })).toBeVisible();
      }
    });
    expect(screen.getByRole('columnheader', { name: 'Requested, restaurant' })).toBeVisible();
    // Spec 000 §9: pagination because there are more than 10.
    const total = (await allReports()).length;
    expect(screen.getByText(`Showing 1–20 of ${total}`)).toBeVisible();
  });

  it('pages through the URL', async () => {
    const app = await openReports();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ page: 2 }));
    const second = (await allReports()).slice(20, 40);
    await waitFor(() => {
      const first = screen.getAllByTestId('report-row')[0]!;
      const zone = restaurantZone(second[0]!.restaurantUuid!);
      expect(
        within(first).getByText(timestamp(second[0]!.requestTime, { timeZone: zone })),
      ).toBeVisible();
    });
  });

  it('drops a page or page size that is not valid (spec 000 §5)', async () => {
    const app = await openReports('?page=0&limit=13');
    await rows();
    expect(app.router.state.location.search).not.toHaveProperty('page');
    expect(app.router.state.location.search).not.toHaveProperty('limit');
  });

  it('lists only the restaurant chosen in the URL', async () => {
    await signInAs('manager@demo.kitchen');
    const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1006)!;
    await renderApp(`/reports?restaurantUuid=${restaurant.uuid}`);
    const shown = await rows();
    expect(shown).toHaveLength(20);
    for (const row of shown) {
      expect(within(row).getByText(`${restaurant.number} - ${restaurant.name}`)).toBeVisible();
    }
  });

  it("says 'No records' when no report was requested in the URL's range", async () => {
    const old = Date.now() - 200 * 86_400_000;
    await openReports(`?startDate=${old}&endDate=${old + 86_400_000}`);
    expect(await screen.findByText('No records')).toBeVisible();
  });

  it('shows cards on a phone, with the same actions', async () => {
    onPhone();
    await openReports('', DELETER);
    const cards = await rows();
    expect(cards[0]!.tagName).toBe('LI');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[0]!).getByRole('button', { name: /^Download / })).toBeVisible();
    expect(within(cards[0]!).getByRole('button', { name: /^Delete / })).toBeVisible();
  });
});

describe('/reports: delete (spec 000 §7 DELETE /report/{id})', () => {
  it('spec 000 §6: is offered only to a role with REPORTS DELETE (the manager has VIEW only)', async () => {
    await openReports();
    const [row] = await rows();
    expect(within(row!).getByRole('button', { name: /^Download / })).toBeVisible();
    expect(within(row!).queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('deletes after confirmation, naming the report and its restaurant', async () => {
    await openReports('', DELETER);
    const before = await allReports();
    const victim = before[0]!;
    const [row] = await rows();
    await userEvent.click(within(row!).getByRole('button', { name: /^Delete / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete report' });
    const restaurant = sandbox.context.chain.restaurants.find(
      (r) => r.uuid === victim.restaurantUuid,
    )!;
    expect(
      within(dialog).getByText(new RegExp(`${restaurant.number} - ${restaurant.name}`)),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Report deleted')).toBeVisible();
    const after = await allReports();
    expect(after).toHaveLength(before.length - 1);
    expect(after.map((report) => report.uuid)).not.toContain(victim.uuid);
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('report-row')[0]!).getByText(
          timestamp(after[0]!.requestTime, { timeZone: restaurantZone(after[0]!.restaurantUuid!) }),
        ),
      ).toBeVisible(),
    );
  });

  it('keeps the report when the dialog is cancelled', async () => {
    await openReports('', DELETER);
    const before = (await allReports()).length;
    const [row] = await rows();
    await userEvent.click(within(row!).getByRole('button', { name: /^Delete / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await allReports()).length).toBe(before);
  });

  it("names each row's Delete by its kind, restaurant and time, so no two buttons share a name", async () => {
    await openReports('', DELETER);
    const labels = (await rows()).map((row) =>
      within(row)
        .getByRole('button', { name: /^Delete / })
        .getAttribute('aria-label'),
    );
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('says why a delete failed and keeps the row', async () => {
    server.use(failWith(deleteReport, 500, 'Storage offline'));
    await openReports('', DELETER);
    const [row] = await rows();
    const label = within(row!)
      .getByRole('button', { name: /^Delete / })
      .getAttribute('aria-label');
    await userEvent.click(within(row!).getByRole('button', { name: /^Delete / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Storage offline')).toBeVisible();
    expect(screen.getByRole('button', { name: label! })).toBeVisible();
  });
});

describe('/reports: download (spec 000 §4 Report download)', () => {
  it("shows its percentage while it streams, then saves the zip under the server's file name", async () => {
    await openReports();
    const row = await rowOf('DAILY_OPERATIONS');
    const uuid = (await allReports()).find((report) => report.kind === 'DAILY_OPERATIONS')!.uuid;
    const headers = await downloadHeaders(uuid);
    const fileName = /filename="([^"]+)"/.exec(headers.get('content-disposition')!)![1]!;

    await userEvent.click(within(row).getByRole('button', { name: /^Download / }));
    // The sandbox streams at 512 KiB/s: a ~340 KiB zip shows its progress for a while.
    expect(await within(row).findByText(/^Downloading: [1-9]\d?%$/)).toBeVisible();
    expect(within(row).getByRole('progressbar', { name: 'Download progress' })).toBeVisible();
    expect(await within(row).findByText(`Saved as ${fileName}`)).toBeVisible();
    expect(fileName).toMatch(/^report-\d+-daily-operations-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe(fileName);
    expect(saved[0]!.blob.size).toBe(Number(headers.get('content-length')));
    expect(within(row).queryByRole('progressbar')).toBeNull();
  });

  it('says a 202 export was accepted and is processed elsewhere, and saves nothing', async () => {
    await signInAs('manager@demo.kitchen');
    const page = await pageOf('VIDEO_ARCHIVE');
    await renderApp(`/reports?limit=50${page > 1 ? `&page=${page}` : ''}`);
    const row = await rowOf('VIDEO_ARCHIVE');
    await userEvent.click(within(row).getByRole('button', { name: /^Download / }));
    expect(
      await within(row).findByText(/Export accepted: it is being processed elsewhere/),
    ).toBeVisible();
    expect(within(row).getByText(/No file was saved\./)).toBeVisible();
    expect(saved).toHaveLength(0);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('stops when cancelled, leaving no file and no message', async () => {
    await openReports();
    const row = await rowOf('DAILY_OPERATIONS');
    await userEvent.click(within(row).getByRole('button', { name: /^Download / }));
    await within(row).findByText(/^Downloading/);
    await userEvent.click(within(row).getByRole('button', { name: /^Cancel the download of / }));
    await waitFor(() => expect(within(row).queryByText(/^Downloading/)).toBeNull());
    expect(within(row).getByRole('button', { name: /^Download / })).toBeVisible();
    expect(within(row).queryByRole('status')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(saved).toHaveLength(0);
  });

  it("says 'Please disable your Pop-up blocker and try again.' when the file's window is refused (spec 000 §8)", async () => {
    // A browser without download links opens the file in a window; the blocker refuses it.
    const descriptor = Object.getOwnPropertyDescriptor(HTMLAnchorElement.prototype, 'download')!;
    delete (HTMLAnchorElement.prototype as { download?: string }).download;
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      await openReports();
      const row = await rowOf('DAILY_OPERATIONS');
      await userEvent.click(within(row).getByRole('button', { name: /^Download / }));
      const alert = await within(row).findByRole('alert');
      expect(alert).toHaveTextContent('Please disable your Pop-up blocker and try again.');
      expect(open).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), '_blank');
      expect(saved).toHaveLength(0);
    } finally {
      Object.defineProperty(HTMLAnchorElement.prototype, 'download', descriptor);
    }
  });

  it.each([
    [
      'a server error',
      () => failWith(downloadReportFile, 500, 'Export service down'),
      'Export service down',
    ],
    ['no answer', () => networkError(downloadReportFile), 'Network error'],
  ])(
    'says the download failed on %s, saves nothing and keeps the page',
    async (_case, override, text) => {
      server.use(override());
      await openReports();
      const row = await rowOf('DAILY_OPERATIONS');
      await userEvent.click(within(row).getByRole('button', { name: /^Download / }));
      expect(await within(row).findByRole('alert')).toHaveTextContent(`Download failed: ${text}`);
      expect(saved).toHaveLength(0);
      expect(screen.getAllByTestId('report-row')).toHaveLength(20);
      // It can be tried again.
      expect(within(row).getByRole('button', { name: /^Download / })).toBeEnabled();
    },
  );
});

describe('/reports: failing list calls never break the page', () => {
  it.each([
    [
      'a server error',
      () => failWith(listReports, 500, 'Reports store down'),
      'Reports store down',
    ],
    ['no answer', () => networkError(listReports), 'Network error'],
    [
      'a malformed answer',
      () => malformed(listReports),
      'The server sent an answer the console does not understand',
    ],
  ])('shows an error with %s and a way to try again', async (_case, override, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(override());
    await openReports();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reports could not be loaded');
    expect(alert).toHaveTextContent(text);
    expect(screen.queryAllByTestId('report-row')).toHaveLength(0);
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(20);
  });
});
