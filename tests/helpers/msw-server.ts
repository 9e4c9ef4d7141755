import { http, ws } from 'msw';
import { setupServer } from 'msw/node';
import { getDefaultSandbox } from '../../sandbox/app';
import { CONTROL_TOKEN_HEADER } from '../../sandbox/control-token';

/** The same sandbox `npm start` serves, answering the console's fetches inside vitest. */
export const sandbox = getDefaultSandbox();

/**
 * A test's call to the control API (`/__sandbox/…`, not part of the console) on the page's
 * origin, carrying the sandbox's control token as every caller of it must.
 */
export function controlFetch(path: string, method = 'GET'): Promise<Response> {
  return fetch(new URL(path, window.location.origin), {
    method,
    headers: { [CONTROL_TOKEN_HEADER]: sandbox.controlToken },
  });
}

/**
 * The live notification channel inside vitest: msw hands each websocket the console opens to
 * the sandbox's own STOMP broker, so live notifications are real here too.
 */
const notificationsSocket = ws.link('*/api/v1/sockets/notifications');

export const server = setupServer(
  http.all('*/api/v1/*', ({ request }) => sandbox.app.fetch(request)),
  http.all('*/__sandbox/*', ({ request }) => sandbox.app.fetch(request)),
  notificationsSocket.addEventListener('connection', ({ client }) => {
    const token = new URL(client.url).searchParams.get('token') ?? undefined;
    const connection = sandbox.context.broker.open(
      {
        send: (data) => client.send(data),
        close: (code, reason) => {
          try {
            client.close(code, reason);
          } catch {
            // msw accepts only the codes a page may use; the broker's are the server's.
            client.close(1000, reason);
          }
        },
      },
      token,
    );
    client.addEventListener('message', (event) => {
      const { data } = event;
      if (typeof data === 'string') connection.receive(data);
      else if (data instanceof ArrayBuffer) connection.receive(new Uint8Array(data));
    });
    client.addEventListener('close', () => connection.closed());
  }),
);
