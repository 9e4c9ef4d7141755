import type { AnyEndpoint, EndpointInput } from '../../lib/endpoint';
import { endpointQueryAt } from '../endpoint-query-at';
import { getFryerCycles, getFryerCyclesDistribution } from './analytics.endpoints';
import {
  analyticInput,
  analyticQuery,
  analyticsQueries,
  type AnalyticFilters,
} from './analytics.queries';
import type { FryerQuery } from './analytics.schema';
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
  /**
   * Entree chutes only: package codes among GET /materials/filters/chicken-packages; absent or
   * empty: all.
   */
  packages?: readonly string[];
  /** Performance ratio only; absent: COOKED/RECOMMENDATION. */
  performanceRatioType?: PerformanceRatioType;
}

/** A conveyor list page. */
export interface ContainerPage {
  limit: number;
  offset: number;
}

/** One events call: its key under `eventsAnalyticsQueries.all()`, its input made at `now`. */
function eventsQuery<E extends AnyEndpoint, const F>(
  endpoint: E,
  filters: F,
  inputAt: (filters: F, now: number) => EndpointInput<E>,
) {
  return endpointQueryAt(eventsAnalyticsQueries.all(), endpoint, filters, inputAt);
}

/** A call's filters and its own options: the key of an events call that sends more than the scope. */
type WithOptions<O> = readonly [AnalyticFilters, O];

/** The input at `now` of a call that sends its own options beside the dashboard's filters. */
function withOptions<O extends object>([scope, options]: WithOptions<O>, now: number) {
  return { query: { ...analyticQuery(scope, now), ...options } };
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
  cooked: (filters: EventsAnalyticFilters) =>
    filters.catering
      ? eventsQuery(getCateringCooked, scopeOf(filters), analyticInput)
      : eventsQuery(getCooked, scopeOf(filters), analyticInput),
  /** GET /analytic/cooked-distribution or catering-cooked-distribution: per product; kg. */
  cookedDistribution: (filters: EventsAnalyticFilters) =>
    filters.catering
      ? eventsQuery(getCateringCookedDistribution, scopeOf(filters), analyticInput)
      : eventsQuery(getCookedDistribution, scopeOf(filters), analyticInput),
  /** GET /analytic/recommendations or catering-recommendations: recommended weight; kg. */
  recommendations: (filters: EventsAnalyticFilters) =>
    filters.catering
      ? eventsQuery(getCateringRecommendations, scopeOf(filters), analyticInput)
      : eventsQuery(getRecommendations, scopeOf(filters), analyticInput),
  /** GET /analytic/recommendations-distribution or its catering variant: per product; kg. */
  recommendationsDistribution: (filters: EventsAnalyticFilters) =>
    filters.catering
      ? eventsQuery(getCateringRecommendationsDistribution, scopeOf(filters), analyticInput)
      : eventsQuery(getRecommendationsDistribution, scopeOf(filters), analyticInput),
  /** GET /analytic/containers-distribution or its catering variant: pans per container. */
  containersDistribution: (filters: EventsAnalyticFilters) =>
    filters.catering
      ? eventsQuery(getCateringContainersDistribution, scopeOf(filters), analyticInput)
      : eventsQuery(getContainersDistribution, scopeOf(filters), analyticInput),
  /** GET /analytic/recommendations-task-delay: delays in total and delayed tasks per period. */
  taskDelay: (filters: EventsAnalyticFilters) =>
    eventsQuery(getRecommendationsTaskDelay, scopeOf(filters), analyticInput),
  /** GET /analytic/recommendation-task-delay-distribution: delays per product; minutes. */
  taskDelayDistribution: (filters: EventsAnalyticFilters) =>
    eventsQuery(getRecommendationTaskDelayDistribution, scopeOf(filters), analyticInput),
  /** GET /analytic/fryer-cycles: pan cycles per period, of the fryer vendors and result asked. */
  fryerCycles: (filters: EventsAnalyticFilters) =>
    eventsQuery(getFryerCycles, [scopeOf(filters), fryerOptionsOf(filters)], withOptions),
  /** GET /analytic/fryer-cycles-distribution: pan cycles per product, filtered as fryerCycles. */
  fryerCyclesDistribution: (filters: EventsAnalyticFilters) =>
    eventsQuery(
      getFryerCyclesDistribution,
      [scopeOf(filters), fryerOptionsOf(filters)],
      withOptions,
    ),
  /** GET /analytic/inbound-conveyor: containers from the fryers to holding. */
  inboundConveyor: (filters: EventsAnalyticFilters) =>
    eventsQuery(getInboundConveyor, scopeOf(filters), analyticInput),
  /** GET /analytic/inbound-conveyor/containers: a page of them, newest first. */
  inboundContainers: (filters: EventsAnalyticFilters, page: ContainerPage) =>
    eventsQuery(getInboundConveyorContainers, [scopeOf(filters), { ...page }], withOptions),
  /** GET /analytic/outbound-conveyor: emptied containers out of holding. */
  outboundConveyor: (filters: EventsAnalyticFilters) =>
    eventsQuery(getOutboundConveyor, scopeOf(filters), analyticInput),
  /** GET /analytic/outbound-conveyor/containers: a page of them, newest first. */
  outboundContainers: (filters: EventsAnalyticFilters, page: ContainerPage) =>
    eventsQuery(getOutboundConveyorContainers, [scopeOf(filters), { ...page }], withOptions),
  /** GET /analytic/entree-chutes-holding: packages and minutes in the chutes. */
  entreeChutesHolding: (filters: EventsAnalyticFilters) =>
    eventsQuery(getEntreeChutesHolding, [scopeOf(filters), packagesOf(filters)], withOptions),
  /** GET /analytic/entree-chutes-packages: packages per product by package type. */
  entreeChutesPackages: (filters: EventsAnalyticFilters) =>
    eventsQuery(getEntreeChutesPackages, [scopeOf(filters), packagesOf(filters)], withOptions),
  /** GET /analytic/entree-chutes-quantity: pieces packaged per product. */
  entreeChutesQuantity: (filters: EventsAnalyticFilters) =>
    eventsQuery(getEntreeChutesQuantity, [scopeOf(filters), packagesOf(filters)], withOptions),
  /** GET /analytic/entree-chutes-distribution: packages per package type. */
  entreeChutesDistribution: (filters: EventsAnalyticFilters) =>
    eventsQuery(getEntreeChutesDistribution, [scopeOf(filters), packagesOf(filters)], withOptions),
  /** GET /analytic/performance-ratio: the ratio `performanceRatioType` asks for, as a percent. */
  performanceRatio: (filters: EventsAnalyticFilters) =>
    eventsQuery(
      getPerformanceRatio,
      [
        scopeOf(filters),
        {
          performanceRatioType: filters.performanceRatioType ?? DEFAULT_PERFORMANCE_RATIO_TYPE,
        },
      ],
      withOptions,
    ),
};

/** The entree-chute calls' `packages` as the wire's comma list; absent for all. */
function packagesOf(filters: EventsAnalyticFilters): { packages: string | undefined } {
  return { packages: filters.packages?.length ? filters.packages.join(',') : undefined };
}

/** The fryer calls' `vendors` (a comma list) and `isCorrect` as the wire spells them (spec 001 §3). */
function fryerOptionsOf({ vendors, isCorrect }: EventsAnalyticFilters): FryerOptions {
  const options: FryerOptions = {};
  if (vendors?.length) options.vendors = vendors.join(',');
  if (isCorrect !== undefined) options.isCorrect = isCorrect ? 'true' : 'false';
  return options;
}

type FryerOptions = Pick<FryerQuery, 'vendors' | 'isCorrect'>;
