import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVENT_ENDPOINTS } from '../../src/api/events/events.endpoints';
import { getRecommendationHistory } from '../../src/api/recommendation-history/recommendation-history.endpoints';
import { RECORD_ENDPOINTS } from '../../src/api/timer-history/timer-history.endpoints';
import { OPERATION_LIST_KEYS } from '../../src/api/timer-history/timer-history.constants';
import { TIMER_STATION_KEYS } from '../../src/lib/timer-stations';
import { layOutRecordLists, recordApiCalls } from '../helpers/record-lists';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

const { askedFor } = recordApiCalls();
layOutRecordLists();

/** Every cursor list of the timer histories, the other operations, events and recommendations. */
const LISTS: ReadonlyArray<readonly [page: string, list: string]> = [
  ...TIMER_STATION_KEYS.map(
    (station) => [`/timers-cycle-history/${station}`, RECORD_ENDPOINTS[station].list.path] as const,
  ),
  ...OPERATION_LIST_KEYS.map((list) => [`/${list}`, RECORD_ENDPOINTS[list].list.path] as const),
  ['/events/chicken', EVENT_ENDPOINTS.chicken.list.path],
  ['/events/potato', EVENT_ENDPOINTS.potato.list.path],
  ['/pcs/recommendations', getRecommendationHistory.path],
];

async function open(path: string) {
  await signInAs('admin@demo.kitchen');
  return renderApp(path);
}

/** The `limit` of the list's first call. */
async function limitAsked(list: string): Promise<string | null> {
  await waitFor(() => expect(askedFor(list).length).toBeGreaterThan(0));
  return askedFor(list)[0]!.searchParams.get('limit');
}

describe('spec 001 §9 "Page size defaults to 20" (000 §9 "default list limit 20")', () => {
  it.each(LISTS)('%s with no limit in its URL asks the provider for 20', async (page, list) => {
    await open(`${page}?timeInterval=1d`);
    expect(await limitAsked(list)).toBe('20');
  });

  // One list of each family: a station's history, an event list, the recommendations.
  const FAMILIES = [LISTS[0]!, LISTS.at(-2)!, LISTS.at(-1)!];
  it.each(
    FAMILIES.flatMap(([page, list]) => [
      [page, list, '20', '20', undefined],
      [page, list, '50', '50', 50],
      [page, list, '30', '20', undefined],
    ]),
  )(
    '%s (%s) with limit=%s in its URL asks for %s; the URL keeps limit=%s (none: the default and a size not offered are left out)',
    async (page, list, limit, asked, kept) => {
      const app = await open(`${page}?timeInterval=1d&limit=${limit}`);
      expect(await limitAsked(list)).toBe(asked);
      await waitFor(() => expect(app.router.state.location.search.limit).toBe(kept));
      if (kept === undefined) expect(app.router.state.location.searchStr).not.toContain('limit');
      else expect(app.router.state.location.searchStr).toContain(`limit=${kept}`);
    },
  );
});
