import assert from 'node:assert/strict';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

/** What a test could leave on the device: storage of both kinds and a database. */
const LEAVE_BEHIND = `(async () => {
  localStorage.setItem('e2e.left-behind', '1');
  sessionStorage.setItem('e2e.left-behind', '1');
  await new Promise((resolve, reject) => {
    const request = indexedDB.open('e2e-left-behind');
    request.onsuccess = () => { request.result.close(); resolve(undefined); };
    request.onerror = () => reject(request.error);
  });
})()`;

/** Whether it is still there, read from a page of the console. */
const LEFT_BEHIND = `(async () => ({
  localStorage: localStorage.getItem('e2e.left-behind'),
  sessionStorage: sessionStorage.getItem('e2e.left-behind'),
  indexedDB: (await indexedDB.databases()).some((database) => database.name === 'e2e-left-behind'),
  session: localStorage.getItem('kc.session') !== null,
}))()`;

/**
 * The suite's own rule (support/lent-session.ts): a signed-in session lent from a kept tab starts
 * from the saved sign-in alone, whatever the test before it left on the device.
 */
export function lentSessionSpecs(viewport: Viewport): void {
  e2eTest(
    'the suite: a lent session starts from the saved sign-in, not the last test’s device',
    async () => {
      const first = await harness.open(viewport, { account: 'admin' });
      await first.page.goto(`${harness.url}/restaurants`);
      await waitForPage(first.page, '/restaurants');
      await first.page.evaluate(LEAVE_BEHIND);
      await first.context.setOffline(true);
      await first.close();

      const next = await harness.open(viewport, { account: 'admin' });
      assert.equal(next.page, first.page, 'the kept tab is lent again');
      await next.page.goto(`${harness.url}/restaurants`);
      await waitForPage(next.page, '/restaurants');
      assert.deepEqual(await next.page.evaluate(LEFT_BEHIND), {
        localStorage: null,
        sessionStorage: null,
        indexedDB: false,
        session: true,
      });
    },
  );
}
