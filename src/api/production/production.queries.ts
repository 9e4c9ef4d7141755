import { endpointQuery } from '../endpoint-query';
import { getProductionQueue } from './production.endpoints';

const productionQueries = {
  all: () => ['production'] as const,
  /**
   * GET /pcs/queue: one kitchen's queue as it is now. The monitor's live data comes over the
   * tablet socket (queue-live.ts); this is for a one-off read (a summary, a test, a bench).
   */
  queue: (restaurantUuid: string) =>
    endpointQuery(productionQueries.all(), getProductionQueue, { query: { restaurantUuid } }),
};
