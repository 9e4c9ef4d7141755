import { http } from 'msw';
import { setupServer } from 'msw/node';
import { getDefaultSandbox } from '../../sandbox/app';

/** The same sandbox `npm start` serves, answering the console's fetches inside vitest. */
export const sandbox = getDefaultSandbox();

export const server = setupServer(
  http.all('*/api/v1/*', ({ request }) => sandbox.app.fetch(request)),
  http.all('*/__sandbox/*', ({ request }) => sandbox.app.fetch(request)),
);
