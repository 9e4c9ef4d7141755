import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ASK_ON_EVERY_MOUNT, asksAgainOnMount } from '../../lib/query-client';
import { dropUnknownOptions } from '../../lib/url-state';
import { endpointQuery } from '../endpoint-query';
import { getChickenPackages, getFryerVendors } from './materials.endpoints';

/** Filter options are the provider's data and rarely change. */
const OPTIONS_STALE_MS = 60 * 60_000;

export const materialsQueries = {
  all: () => ['materials'] as const,
  /** GET /materials/filters/fryer-vendors: the vendor filter's options; they rarely change. */
  fryerVendors: () =>
    queryOptions({
      ...endpointQuery(materialsQueries.all(), getFryerVendors, {}),
      staleTime: OPTIONS_STALE_MS,
    }),
  /**
   * GET /materials/filters/chicken-packages: the entree package filters' options. Asked again
   * on every mount (a reload restores the saved cache): they are the chicken packages
   * dictionary's, which the console edits, so a package added there is an option at once. Not
   * again by the mount of a page whose loader has just asked them.
   */
  chickenPackages: () =>
    queryOptions({
      ...endpointQuery(materialsQueries.all(), getChickenPackages, {}),
      staleTime: ASK_ON_EVERY_MOUNT,
      refetchOnMount: asksAgainOnMount,
    }),
};

/**
 * For a loader warming a list whose call waits for a /materials/filters filter (spec 000 §5): the
 * URL's values (`asked`, a comma list) among its options once they are read (the cached ones, or
 * asked for); [] when none is asked or the options fail, as the page then applies none.
 */
export async function knownWhenRead(
  client: QueryClient,
  query: ReturnType<(typeof materialsQueries)['fryerVendors' | 'chickenPackages']>,
  asked: string | undefined,
): Promise<string[]> {
  if (asked === undefined) return [];
  const options = await client.ensureQueryData(query).catch(() => undefined);
  return options ? dropUnknownOptions(asked, options) : [];
}
