import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../endpoint-query';
import { getFryerVendors } from './materials.endpoints';

export const materialsQueries = {
  all: () => ['materials'] as const,
  /** GET /materials/filters/fryer-vendors: the vendor filter's options; they rarely change. */
  fryerVendors: () =>
    queryOptions({
      ...endpointQuery(materialsQueries.all(), getFryerVendors, {}),
      staleTime: 60 * 60_000,
    }),
};
