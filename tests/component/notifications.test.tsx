import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteNotification,
  listNotifications,
  markNotificationsRead,
  unreadNotificationCount,
} from '../../src/api/notifications/notifications.endpoints';
import { setLocale } from '../../src/lib/i18n/i18n';
import { findUserByEmail } from '../../sandbox/model/users';
import { notify } from '../../sandbox/routes/notifications';
import { sandbox, server } from '../helpers/msw-server';
import { liveChannelOpen } from '../helpers/live-channel';
import { answer, failWith, malformed, networkError } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

const EMAIL = 'manager@demo.kitchen';

function userUuid(email = EMAIL): string {
  return findUserByEmail(sandbox.context.chain.users, email)!.uuid;
}

function unreadInSandbox(): number {
  return sandbox.context.chain.notifications.filter(
    (record) => record.userUuid === userUuid() && record.status === 'UNREAD',
  ).length;
}

async function openShell() {
  await signInAs(EMAIL);
  const app = await renderApp('/dashboard/chicken');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return app;
}

function bell() {
  return screen.getByRole('button', { name: /^Notifications, \d+ unread$/ });
}

describe('spec 000 §4 "Notifications"', () => {
  it('the bell shows the unread count; opening the panel lists them and marks all unread as read', async () => {
    const unread = unreadInSandbox();
    expect(unread).toBeGreaterThan(0);
    await openShell();
    await waitFor(() => expect(bell()).toHaveAccessibleName(`Notifications, ${unread} unread`));

    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(unread);
    // Those that were unread stay marked "New" while the panel is open.
    await waitFor(() => expect(within(panel).getAllByText('New')).toHaveLength(unread));
    await waitFor(() => expect(unreadInSandbox()).toBe(0));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 0 unread'));
    expect(
      sandbox.context.requests.list({ path: `/api/v1${markNotificationsRead.path}` }),
    ).toHaveLength(1);
  });

  it('a notification sent live goes on top of the open panel and raises the count', async () => {
    await openShell();
    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findAllByRole('listitem');
    await liveChannelOpen(userUuid());

    notify(sandbox.context, userUuid(), {
      type: 'WARN',
      message: '<b>Fryer 4</b> oil low at #1003',
    });
    await waitFor(() =>
      expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent(
        'Fryer 4 oil low at #1003',
      ),
    );
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('just now');

    // With the panel closed, a live one shows in the bell's count.
    await userEvent.keyboard('{Escape}');
    const before = Number(/(\d+) unread/.exec(bell().getAttribute('aria-label')!)![1]);
    notify(sandbox.context, userUuid(), { type: 'INFO', message: 'Shift report ready' });
    await waitFor(() => expect(bell()).toHaveAccessibleName(`Notifications, ${before + 1} unread`));
  });

  it('never runs script or handlers in a message', async () => {
    const calls: string[] = [];
    (window as unknown as { __xss: (from: string) => void }).__xss = (from) => calls.push(from);
    const payloads = [
      '<img src=x onerror="__xss(\'img\')">',
      '<script>__xss("script")</script>',
      '<a href="javascript:__xss(\'href\')">link</a>',
      '<svg><animate onbegin="__xss(\'svg\')" attributeName="x" dur="1s"/></svg>',
      '<b onmouseover="__xss(\'hover\')">hover me</b>',
      '<iframe srcdoc="<script>parent.__xss(\'iframe\')</script>"></iframe>',
    ];
    for (const message of payloads) notify(sandbox.context, userUuid(), { type: 'ERROR', message });
    await openShell();
    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(panel).getByText('hover me')).toBeInTheDocument());
    await userEvent.hover(within(panel).getByText('hover me'));
    await userEvent.click(within(panel).getByText('link'));
    const messages = [...panel.querySelectorAll('.kc-notification-message')];
    expect(messages.length).toBeGreaterThanOrEqual(payloads.length);
    for (const message of messages) {
      expect(
        message.querySelector('script, iframe, svg, img, [onerror], [onmouseover]'),
      ).toBeNull();
    }
    expect(within(panel).getByText('link')).not.toHaveAttribute('href');
    expect(calls).toEqual([]);
  });

  it("after a mark-read answered with a bare success, the bell's count is asked again (000 §4 gives the answer no shape)", async () => {
    const bareSuccess = () => HttpResponse.json({ success: true });
    server.use(
      http.put(`*/api/v1${markNotificationsRead.path}`, async ({ request }) => {
        const { notificationsUuid } = (await request.json()) as { notificationsUuid: string[] };
        for (const record of sandbox.context.chain.notifications) {
          if (notificationsUuid.includes(record.uuid)) record.status = 'READ';
        }
        return bareSuccess();
      }),
    );
    const unread = unreadInSandbox();
    await openShell();
    await waitFor(() => expect(bell()).toHaveAccessibleName(`Notifications, ${unread} unread`));
    const counts = () =>
      sandbox.context.requests.list({ path: `/api/v1${unreadNotificationCount.path}` }).length;
    const countsBefore = counts();

    await userEvent.click(bell());
    await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(unreadInSandbox()).toBe(0));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 0 unread'));
    expect(counts()).toBeGreaterThan(countsBefore);
  });

  it('deletes one: it leaves the list and the total drops', async () => {
    await openShell();
    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const first = (await within(panel).findAllByRole('listitem'))[0]!;
    const total = Number(/(\d+) notifications/.exec(panel.textContent ?? '')![1]);
    const text = first.textContent;
    await userEvent.click(within(first).getByRole('button', { name: 'Delete notification' }));
    await waitFor(() => expect(panel).toHaveTextContent(`${total - 1} notifications`));
    expect(within(panel).queryByText(text!)).toBeNull();
  });

  it("says 'There are no notifications' when there are none", async () => {
    server.use(answer(listNotifications, { content: [], totalElements: 0, last: true, page: 0 }));
    await openShell();
    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('There are no notifications')).toBeInTheDocument();
  });

  it('a failed load says so and offers to try again, without an error screen', async () => {
    server.use(failWith(listNotifications, 500, 'Notification service is down'));
    await openShell();
    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Notification service is down',
    );
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('loads the next page (20 each, spec 000 §9) at the end of the list', async () => {
    for (let index = 0; index < 30; index++) {
      notify(sandbox.context, userUuid(), { type: 'INFO', message: `Batch ${index}` });
    }
    await openShell();
    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(20));
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(20));
  });
});

describe('spec: every user-visible text in English and Spanish, the notification panel too', () => {
  afterEach(async () => {
    await setLocale('en', false);
  });

  async function openInSpanish() {
    await openShell();
    await act(() => setLocale('es', false));
    await userEvent.click(screen.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ }));
    return screen.findByRole('dialog', { name: 'Notificaciones' });
  }

  it('a list that could not be loaded says why in Spanish (no answer at all)', async () => {
    server.use(networkError(listNotifications));
    const panel = await openInSpanish();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Error de red');
    expect(within(panel).queryByText(/Network error/)).toBeNull();
  });

  it('a delete that failed says why in Spanish (an answer it could not read)', async () => {
    server.use(malformed(deleteNotification, 'not json at all'));
    const panel = await openInSpanish();
    const first = (await within(panel).findAllByRole('listitem'))[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Eliminar notificación' }));
    expect(
      await screen.findByText('El servidor envió una respuesta que la consola no entiende'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected answer/)).toBeNull();
  });
});
