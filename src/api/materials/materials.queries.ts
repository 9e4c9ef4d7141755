import { queryOptions } from '@tanstack/react-query';
import { ASK_ON_EVERY_MOUNT } from '../../lib/query-client';
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
   * dictionary's, which the console edits, so a package added there is an option at once.
   */
  chickenPackages: () =>
    queryOptions({
      ...endpointQuery(materialsQueries.all(), getChickenPackages, {}),
      staleTime: ASK_ON_EVERY_MOUNT,
    }),
};
