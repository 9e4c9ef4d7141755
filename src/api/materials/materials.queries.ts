import { queryOptions } from '@tanstack/react-query';
import { request, unwrap } from '../request';
import { getFryerVendors } from './materials.endpoints';

export const materialsQueries = {
  all: () => ['materials'] as const,
  /** GET /materials/filters/fryer-vendors: the vendor filter's options; they rarely change. */
  fryerVendors: () =>
    queryOptions({
      queryKey: [...materialsQueries.all(), 'fryerVendors'] as const,
      queryFn: ({ signal }) => request(getFryerVendors, {}, { signal }).then(unwrap),
      staleTime: 60 * 60_000,
    }),
};
