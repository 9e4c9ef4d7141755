import {
  analyticsQueries,
  resolveAnalyticRange,
  type AnalyticRange,
} from '../analytics/analytics.queries';
import { endpointQueryAt } from '../endpoint-query-at';
import { getEventAnalytic, getEventAnalyticMaterials } from './event-analytic.endpoints';
import type { EventAnalyticMaterialsQuery } from './event-analytic.schema';

/** What the event analytic counts in: the events analytics page's scope and options. */
export interface EventAnalyticFilters {
  /** Relative ranges stay relative in the query key and resolve when the call goes out. */
  range: AnalyticRange;
  /** Absent: every restaurant the user may see (Global). */
  restaurantUuid?: string;
  /** Product names; absent or empty: every product. */
  materials?: readonly string[];
  /** Catering tasks and pans only. */
  catering?: boolean;
}

/** The provider's scope fields for `filters` at `now` (epoch ms). */
function scopeQuery(filters: EventAnalyticFilters, now: number): EventAnalyticMaterialsQuery {
  const { start, end } = resolveAnalyticRange(filters.range, now);
  return {
    startEventTime: start,
    endEventTime: end,
    restaurantUuid: filters.restaurantUuid,
    ...(filters.catering ? { catering: 'true' } : {}),
  };
}

export const eventAnalyticQueries = {
  all: () => [...analyticsQueries.all(), 'eventAnalytic'] as const,
  /** GET /eventAnalytic: the scope's events by kind. */
  overview: (filters: EventAnalyticFilters) =>
    endpointQueryAt(eventAnalyticQueries.all(), getEventAnalytic, filters, (f, now) => ({
      query: {
        ...scopeQuery(f, now),
        materials: f.materials?.length ? f.materials.join(',') : undefined,
      },
    })),
  /** GET /eventAnalytic/materials: the products with events in scope; products are not sent. */
  materials: ({ materials: _all, ...filters }: EventAnalyticFilters) =>
    endpointQueryAt(eventAnalyticQueries.all(), getEventAnalyticMaterials, filters, (f, now) => ({
      query: scopeQuery(f, now),
    })),
};
