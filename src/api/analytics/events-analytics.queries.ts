import { queryOptions } from '@tanstack/react-query';
import { request, unwrap, type ApiResult } from '../request';
import { getFryerCycles, getFryerCyclesDistribution } from './analytics.endpoints';
import { analyticQuery, analyticsQueries, type AnalyticFilters } from './analytics.queries';
import type { AnalyticQuery, FryerQuery } from './analytics.schema';
import { type EntreePackageType } from './events-analytics.constants';
import {
  DEFAULT_PERFORMANCE_RATIO_TYPE,
  type PerformanceRatioType,
} from '../performance/performance.constants';
import {
  getCateringContainersDistribution,
  getCateringCooked,
  getCateringCookedDistribution,
  getCateringRecommendations,
  getCateringRecommendationsDistribution,
  getContainersDistribution,
  getCooked,
  getCookedDistribution,
  getEntreeChutesDistribution,
  getEntreeChutesHolding,
  getEntreeChutesPackages,
  getEntreeChutesQuantity,
  getInboundConveyor,
  getInboundConveyorContainers,
  getOutboundConveyor,
  getOutboundConveyorContainers,
  getPerformanceRatio,
  getRecommendations,
  getRecommendationsDistribution,
  getRecommendationsTaskDelay,
  getRecommendationTaskDelayDistribution,
} from './events-analytics.endpoints';

/** What the events analytics page asks beyond the dashboard's filters. */
export interface EventsAnalyticFilters extends AnalyticFilters {
  /** The catering variants of cooked, recommendations and containers. */
  catering?: boolean;
  /** Fryer calls only; vendor names among GET /materials/filters/fryer-vendors; absent or empty: all. */
  vendors?: readonly string[];
  /** Fryer calls only; absent: correct and incorrect cycles alike. */
  isCorrect?: boolean;
  /** Entree chutes only; absent or empty: all. */
  packageTypes?: readonly EntreePackageType[];
  /** Performance ratio only; absent: COOKED/RECOMMENDATION. */
  performanceRatioType?: PerformanceRatioType;
}

/** A conveyor list page. */
export interface ContainerPage {
  limit: number;
  offset: number;
}

type Call<T> = (query: AnalyticQuery, signal: AbortSignal) => Promise<ApiResult<T>>;

/**
 * One query per call, as analyticsQueries: the key holds the filters (a relative range stays
 * relative), the call gets TanStack Query's `signal`, so a newer key cancels the older call
 * (spec 000 §4) and its AbortError is dropped without an error state.
 */
function eventsQueryOptions<T>(
  name: string,
  scope: AnalyticFilters,
  options: Record<string, unknown>,
  call: Call<T>,
) {
  return queryOptions({
    queryKey: [...eventsAnalyticsQueries.all(), name, scope, options] as const,
    queryFn: ({ signal }) => call(analyticQuery(scope, Date.now()), signal).then(unwrap),
  });
}

/**
 * The dashboard's filters alone, for a call that sends nothing else: its key then leaves out
 * the page's other options (and matches the chicken dashboard's for the same call).
 */
export function scopeOf({
  range,
  restaurantUuid,
  materials,
  period,
}: EventsAnalyticFilters): AnalyticFilters {
  return {
    range,
    ...(restaurantUuid !== undefined ? { restaurantUuid } : {}),
    ...(materials !== undefined ? { materials } : {}),
    period,
  };
}

export const eventsAnalyticsQueries = {
  all: () => [...analyticsQueries.all(), 'events'] as const,
  /** GET /analytic/cooked or catering-cooked: cooked weight in total and per period; kg. */
  cooked: (filters: EventsAnalyticFilters) => {
    const scope = scopeOf(filters);
    return filters.catering
      ? eventsQueryOptions('cateringCooked', scope, {}, (query, signal) =>
          request(getCateringCooked, { query }, { signal }),
        )
      : eventsQueryOptions('cooked', scope, {}, (query, signal) =>
          request(getCooked, { query }, { signal }),
        );
  },
  /** GET /analytic/cooked-distribution or catering-cooked-distribution: per product; kg. */
  cookedDistribution: (filters: EventsAnalyticFilters) => {
    const scope = scopeOf(filters);
    return filters.catering
      ? eventsQueryOptions('cateringCookedDistribution', scope, {}, (query, signal) =>
          request(getCateringCookedDistribution, { query }, { signal }),
        )
      : eventsQueryOptions('cookedDistribution', scope, {}, (query, signal) =>
          request(getCookedDistribution, { query }, { signal }),
        );
  },
  /** GET /analytic/recommendations or catering-recommendations: recommended weight; kg. */
  recommendations: (filters: EventsAnalyticFilters) => {
    const scope = scopeOf(filters);
    return filters.catering
      ? eventsQueryOptions('cateringRecommendations', scope, {}, (query, signal) =>
          request(getCateringRecommendations, { query }, { signal }),
        )
      : eventsQueryOptions('recommendations', scope, {}, (query, signal) =>
          request(getRecommendations, { query }, { signal }),
        );
  },
  /** GET /analytic/recommendations-distribution or its catering variant: per product; kg. */
  recommendationsDistribution: (filters: EventsAnalyticFilters) => {
    const scope = scopeOf(filters);
    return filters.catering
      ? eventsQueryOptions('cateringRecommendationsDistribution', scope, {}, (query, signal) =>
          request(getCateringRecommendationsDistribution, { query }, { signal }),
        )
      : eventsQueryOptions('recommendationsDistribution', scope, {}, (query, signal) =>
          request(getRecommendationsDistribution, { query }, { signal }),
        );
  },
  /** GET /analytic/containers-distribution or its catering variant: pans per container. */
  containersDistribution: (filters: EventsAnalyticFilters) => {
    const scope = scopeOf(filters);
    return filters.catering
      ? eventsQueryOptions('cateringContainersDistribution', scope, {}, (query, signal) =>
          request(getCateringContainersDistribution, { query }, { signal }),
        )
      : eventsQueryOptions('containersDistribution', scope, {}, (query, signal) =>
          request(getContainersDistribution, { query }, { signal }),
        );
  },
  /** GET /analytic/recommendations-task-delay: delays in total and delayed tasks per period. */
  taskDelay: (filters: EventsAnalyticFilters) => {
    const scope = scopeOf(filters);
    return eventsQueryOptions('taskDelay', scope, {}, (query, signal) =>
      request(getRecommendationsTaskDelay, { query }, { signal }),
    );
  },
  /** GET /analytic/recommendation-task-delay-distribution: delays per product; minutes. */
  taskDelayDistribution: (filters: EventsAnalyticFilters) => {
    const scope = scopeOf(filters);
    return eventsQueryOptions('taskDelayDistribution', scope, {}, (query, signal) =>
      request(getRecommendationTaskDelayDistribution, { query }, { signal }),
    );
  },
  /** GET /analytic/fryer-cycles: pan cycles per period, of the fryer vendors and result asked. */
  fryerCycles: (filters: EventsAnalyticFilters) => {
    const fryer = fryerOptionsOf(filters);
    return eventsQueryOptions('fryerCycles', scopeOf(filters), fryer, (query, signal) =>
      request(getFryerCycles, { query: { ...query, ...fryer } }, { signal }),
    );
  },
  /** GET /analytic/fryer-cycles-distribution: pan cycles per product, filtered as fryerCycles. */
  fryerCyclesDistribution: (filters: EventsAnalyticFilters) => {
    const fryer = fryerOptionsOf(filters);
    return eventsQueryOptions('fryerCyclesDistribution', scopeOf(filters), fryer, (query, signal) =>
      request(getFryerCyclesDistribution, { query: { ...query, ...fryer } }, { signal }),
    );
  },
  /** GET /analytic/inbound-conveyor: containers from the fryers to holding. */
  inboundConveyor: (filters: EventsAnalyticFilters) => {
    const scope = scopeOf(filters);
    return eventsQueryOptions('inboundConveyor', scope, {}, (query, signal) =>
      request(getInboundConveyor, { query }, { signal }),
    );
  },
  /** GET /analytic/inbound-conveyor/containers: a page of them, newest first. */
  inboundContainers: (filters: EventsAnalyticFilters, page: ContainerPage) => {
    const scope = scopeOf(filters);
    return eventsQueryOptions('inboundContainers', scope, { ...page }, (query, signal) =>
      request(getInboundConveyorContainers, { query: { ...query, ...page } }, { signal }),
    );
  },
  /** GET /analytic/outbound-conveyor: emptied containers out of holding. */
  outboundConveyor: (filters: EventsAnalyticFilters) => {
    const scope = scopeOf(filters);
    return eventsQueryOptions('outboundConveyor', scope, {}, (query, signal) =>
      request(getOutboundConveyor, { query }, { signal }),
    );
  },
  /** GET /analytic/outbound-conveyor/containers: a page of them, newest first. */
  outboundContainers: (filters: EventsAnalyticFilters, page: ContainerPage) => {
    const scope = scopeOf(filters);
    return eventsQueryOptions('outboundContainers', scope, { ...page }, (query, signal) =>
      request(getOutboundConveyorContainers, { query: { ...query, ...page } }, { signal }),
    );
  },
  /** GET /analytic/entree-chutes-holding: packages and minutes in the chutes. */
  entreeChutesHolding: (filters: EventsAnalyticFilters) => {
    const packageTypes = packageTypesOf(filters);
    return eventsQueryOptions(
      'entreeChutesHolding',
      scopeOf(filters),
      { packageTypes },
      (query, signal) =>
        request(getEntreeChutesHolding, { query: { ...query, packageTypes } }, { signal }),
    );
  },
  /** GET /analytic/entree-chutes-packages: packages per product by package type. */
  entreeChutesPackages: (filters: EventsAnalyticFilters) => {
    const packageTypes = packageTypesOf(filters);
    return eventsQueryOptions(
      'entreeChutesPackages',
      scopeOf(filters),
      { packageTypes },
      (query, signal) =>
        request(getEntreeChutesPackages, { query: { ...query, packageTypes } }, { signal }),
    );
  },
  /** GET /analytic/entree-chutes-quantity: pieces packaged per product. */
  entreeChutesQuantity: (filters: EventsAnalyticFilters) => {
    const packageTypes = packageTypesOf(filters);
    return eventsQueryOptions(
      'entreeChutesQuantity',
      scopeOf(filters),
      { packageTypes },
      (query, signal) =>
        request(getEntreeChutesQuantity, { query: { ...query, packageTypes } }, { signal }),
    );
  },
  /** GET /analytic/entree-chutes-distribution: packages per package type. */
  entreeChutesDistribution: (filters: EventsAnalyticFilters) => {
    const packageTypes = packageTypesOf(filters);
    return eventsQueryOptions(
      'entreeChutesDistribution',
      scopeOf(filters),
      { packageTypes },
      (query, signal) =>
        request(getEntreeChutesDistribution, { query: { ...query, packageTypes } }, { signal }),
    );
  },
  /** GET /analytic/performance-ratio: the ratio `performanceRatioType` asks for, as a percent. */
  performanceRatio: (filters: EventsAnalyticFilters) => {
    const performanceRatioType = filters.performanceRatioType ?? DEFAULT_PERFORMANCE_RATIO_TYPE;
    const scope = scopeOf(filters);
    return eventsQueryOptions(
      'performanceRatio',
      scope,
      { performanceRatioType },
      (query, signal) =>
        request(getPerformanceRatio, { query: { ...query, performanceRatioType } }, { signal }),
    );
  },
};

/** The entree-chute calls' `packageTypes` as the wire's comma list; absent for all. */
function packageTypesOf(filters: EventsAnalyticFilters): string | undefined {
  return filters.packageTypes?.length ? filters.packageTypes.join(',') : undefined;
}

/** The fryer calls' `vendors` (a comma list) and `isCorrect` as the wire spells them (spec 001 §3). */
function fryerOptionsOf({ vendors, isCorrect }: EventsAnalyticFilters): FryerOptions {
  const options: FryerOptions = {};
  if (vendors?.length) options.vendors = vendors.join(',');
  if (isCorrect !== undefined) options.isCorrect = isCorrect ? 'true' : 'false';
  return options;
}

type FryerOptions = Pick<FryerQuery, 'vendors' | 'isCorrect'>;
