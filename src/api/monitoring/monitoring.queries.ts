import { endpointQuery } from '../endpoint-query';
import { getHostValues } from './monitoring.endpoints';

/** Every monitoring query's key starts here. */
export const monitoringScope = () => ['monitoring'] as const;

export const monitoringQueries = {
  /** GET /monitoring/label/host/values, of one restaurant when given. */
  hostValues: (restaurantUuid?: string) =>
    endpointQuery(monitoringScope(), getHostValues, { query: { restaurantUuid } }),
};
