import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import { analyticQuerySchema } from './analytics.schema';
import {
  containersDistributionSchema,
  conveyorContainersQuerySchema,
  conveyorSchema,
  entreeChutesDistributionSchema,
  entreeChutesHoldingSchema,
  entreeChutesPackagesSchema,
  entreeChutesQuantitySchema,
  entreeChutesQuerySchema,
  inboundContainersSchema,
  outboundContainersSchema,
  performanceRatioQuerySchema,
  performanceRatioSchema,
  taskDelayDistributionSchema,
  taskDelaySchema,
  weightDistributionSchema,
  weightTotalSchema,
} from './events-analytics.schema';

const EVENTS_VIEW = needs('EVENTS');

/*
 * The rest of GET /analytic/{name} (spec 000 §7), behind /events/analytics; the chicken
 * dashboard's six are in analytics.endpoints.ts. Which call feeds which card of the page:
 *
 *   Cooked              ← cooked + cooked-distribution (catering-… with the catering toggle)
 *   Waste               ← waste + waste-distribution (analytics.endpoints.ts)
 *   Recommendations     ← recommendations + recommendations-distribution (catering-…)
 *   Task delays         ← recommendations-task-delay + recommendation-task-delay-distribution
 *   Fryer cycles        ← fryer-cycles + fryer-cycles-distribution (analytics.endpoints.ts)
 *   Containers          ← containers-distribution (catering-containers-distribution)
 *   Inbound conveyor    ← inbound-conveyor + inbound-conveyor/containers
 *   Outbound conveyor   ← outbound-conveyor + outbound-conveyor/containers
 *   Entree chutes       ← entree-chutes-holding + entree-chutes-quantity + entree-chutes-packages
 *   Entree packages     ← entree-chutes-distribution
 *   Performance ratio   ← performance-ratio
 *
 * All come from the sandbox's one record per pan (sandbox/model/kitchen-events.ts) and what is
 * derived from it, so cooked here is cooked in total-usage for the same filters.
 */

/** GET /analytic/cooked: cooked weight (the pans of total-usage) in total and per `period`; kg. */
export const getCooked = endpoint({
  method: 'GET',
  path: '/analytic/cooked',
  query: analyticQuerySchema,
  response: weightTotalSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/catering-cooked: as cooked, catering pans only. */
export const getCateringCooked = endpoint({
  method: 'GET',
  path: '/analytic/catering-cooked',
  query: analyticQuerySchema,
  response: weightTotalSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/cooked-distribution: cooked weight per product; rows sum to the totals. */
export const getCookedDistribution = endpoint({
  method: 'GET',
  path: '/analytic/cooked-distribution',
  query: analyticQuerySchema,
  response: weightDistributionSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/catering-cooked-distribution: catering pans' weight per product. */
export const getCateringCookedDistribution = endpoint({
  method: 'GET',
  path: '/analytic/catering-cooked-distribution',
  query: analyticQuerySchema,
  response: weightDistributionSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/recommendations: recommended weight (the model /chicken-performance uses) per `period`; kg. */
export const getRecommendations = endpoint({
  method: 'GET',
  path: '/analytic/recommendations',
  query: analyticQuerySchema,
  response: weightTotalSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/recommendations-distribution: recommended weight per product. */
export const getRecommendationsDistribution = endpoint({
  method: 'GET',
  path: '/analytic/recommendations-distribution',
  query: analyticQuerySchema,
  response: weightDistributionSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/catering-recommendations: as recommendations, catering tasks only. */
export const getCateringRecommendations = endpoint({
  method: 'GET',
  path: '/analytic/catering-recommendations',
  query: analyticQuerySchema,
  response: weightTotalSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/catering-recommendations-distribution: catering tasks' weight per product. */
export const getCateringRecommendationsDistribution = endpoint({
  method: 'GET',
  path: '/analytic/catering-recommendations-distribution',
  query: analyticQuerySchema,
  response: weightDistributionSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/containers-distribution: pans per container, overall and per product. */
export const getContainersDistribution = endpoint({
  method: 'GET',
  path: '/analytic/containers-distribution',
  query: analyticQuerySchema,
  response: containersDistributionSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/catering-containers-distribution: the same, catering pans only. */
export const getCateringContainersDistribution = endpoint({
  method: 'GET',
  path: '/analytic/catering-containers-distribution',
  query: analyticQuerySchema,
  response: containersDistributionSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/inbound-conveyor: fryers to holding; minutes carried. */
export const getInboundConveyor = endpoint({
  method: 'GET',
  path: '/analytic/inbound-conveyor',
  query: analyticQuerySchema,
  response: conveyorSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/inbound-conveyor/containers: a page of them, newest first. */
export const getInboundConveyorContainers = endpoint({
  method: 'GET',
  path: '/analytic/inbound-conveyor/containers',
  query: conveyorContainersQuerySchema,
  response: inboundContainersSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/outbound-conveyor: holding out; minutes carried. */
export const getOutboundConveyor = endpoint({
  method: 'GET',
  path: '/analytic/outbound-conveyor',
  query: analyticQuerySchema,
  response: conveyorSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/outbound-conveyor/containers: a page of them, newest first. */
export const getOutboundConveyorContainers = endpoint({
  method: 'GET',
  path: '/analytic/outbound-conveyor/containers',
  query: conveyorContainersQuerySchema,
  response: outboundContainersSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/recommendations-task-delay: delays in total, delayed tasks per `period`. */
export const getRecommendationsTaskDelay = endpoint({
  method: 'GET',
  path: '/analytic/recommendations-task-delay',
  query: analyticQuerySchema,
  response: taskDelaySchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/recommendation-task-delay-distribution: task delays per product. */
export const getRecommendationTaskDelayDistribution = endpoint({
  method: 'GET',
  path: '/analytic/recommendation-task-delay-distribution',
  query: analyticQuerySchema,
  response: taskDelayDistributionSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/entree-chutes-holding: packages and minutes in the chutes. */
export const getEntreeChutesHolding = endpoint({
  method: 'GET',
  path: '/analytic/entree-chutes-holding',
  query: entreeChutesQuerySchema,
  response: entreeChutesHoldingSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/entree-chutes-packages: packages per product, by package type. */
export const getEntreeChutesPackages = endpoint({
  method: 'GET',
  path: '/analytic/entree-chutes-packages',
  query: entreeChutesQuerySchema,
  response: entreeChutesPackagesSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/entree-chutes-quantity: pieces packaged, per product. */
export const getEntreeChutesQuantity = endpoint({
  method: 'GET',
  path: '/analytic/entree-chutes-quantity',
  query: entreeChutesQuerySchema,
  response: entreeChutesQuantitySchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/entree-chutes-distribution: packages per package type. */
export const getEntreeChutesDistribution = endpoint({
  method: 'GET',
  path: '/analytic/entree-chutes-distribution',
  query: entreeChutesQuerySchema,
  response: entreeChutesDistributionSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /analytic/performance-ratio: cooked/recommended or waste/cooked, %. */
export const getPerformanceRatio = endpoint({
  method: 'GET',
  path: '/analytic/performance-ratio',
  query: performanceRatioQuerySchema,
  response: performanceRatioSchema,
  auth: true,
  access: [EVENTS_VIEW, needs('PERFORMANCE')],
});
