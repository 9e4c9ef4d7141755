import { expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/app';
import { CONSOLE_NEEDS } from '../../../sandbox/spec-profile/projection';
import { envelopeSchema } from '../../../src/lib/endpoint';
import { readAnswer } from '../../../src/lib/tolerant-read';
import { declaredEndpoints } from '../../helpers/declared-endpoints';
import { call, manualClock, signInAs } from './sandbox-client';

/*
 * The spec-shaped provider (docs/decisions/provider-api.md, "A spec-shaped provider") cuts every
 * entity of the projection table to the spec's fields and the console's recorded needs: each
 * list the console declares, asked for a kitchen's last day, is still read whole by the console,
 * no row left out.
 */
it('the console reads every GET list the spec-shaped provider answers, no row left out', async () => {
  const clock = manualClock();
  const sandbox = createSandbox({ now: clock.now, profile: 'spec' });
  const { accessToken: token } = await signInAs(sandbox, 'admin@demo.kitchen');
  const kitchen = sandbox.context.chain.restaurants[0]!.uuid;
  const range = { startEventTime: clock.now() - 86_400_000, endEventTime: clock.now() };
  const problems: string[] = [];
  let read = 0;
  for (const [, endpoint] of await declaredEndpoints()) {
    if (endpoint.method !== 'GET' || endpoint.binary || endpoint.path.includes(':')) continue;
    const query = new URLSearchParams({
      restaurantUuid: kitchen,
      startEventTime: String(range.startEventTime),
      endEventTime: String(range.endEventTime),
    });
    const answer = await call(sandbox, 'GET', `/api/v1${endpoint.path}?${query}`, { token });
    if (answer.status !== 200) continue;
    const envelope = envelopeSchema(endpoint.response, endpoint.answersData);
    const { parsed, unreadable } = readAnswer(envelope, answer.json);
    read += 1;
    if (!parsed.success) problems.push(`${endpoint.path}: refused (${parsed.issues[0].message})`);
    else if (unreadable.count)
      problems.push(
        `${endpoint.path}: ${unreadable.count} rows left out (${unreadable.reasons[0]})`,
      );
  }
  expect(read).toBeGreaterThan(100);
  expect(problems).toEqual([]);

  // 001 §3 line 93 and §9 line 277: a TimerCycleHistory record has no fields the spec shows, so a
  // hot-holding record carries only the console's recorded needs and its identity.
  const history = await call(
    sandbox,
    'GET',
    `/api/v1/timerCycleHistory?restaurantUuid=${kitchen}&startEventTime=${range.startEventTime}&endEventTime=${range.endEventTime}`,
    { token },
  );
  const rows = (history.json.results as { content: Array<Record<string, unknown>> }).content;
  expect(rows.length).toBeGreaterThan(0);
  const allowed = new Set(['uuid', 'id', ...Object.keys(CONSOLE_NEEDS.timerCycleHistory ?? {})]);
  for (const row of rows) expect(Object.keys(row).filter((key) => !allowed.has(key))).toEqual([]);
});
