import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  eventAnalyticMaterialsQuerySchema,
  eventAnalyticMaterialsSchema,
  eventAnalyticQuerySchema,
  eventAnalyticSchema,
} from './event-analytic.schema';

/** The events analytics page's module, as its /analytic calls. */
const EVENTS_VIEW = needs('EVENTS');

/** GET /eventAnalytic (spec 001 §7): the scope's events by kind, and their total. */
export const getEventAnalytic = endpoint({
  method: 'GET',
  path: '/eventAnalytic',
  query: eventAnalyticQuerySchema,
  response: eventAnalyticSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/** GET /eventAnalytic/materials (spec 001 §7): the products with events in scope, and how many. */
export const getEventAnalyticMaterials = endpoint({
  method: 'GET',
  path: '/eventAnalytic/materials',
  query: eventAnalyticMaterialsQuerySchema,
  response: eventAnalyticMaterialsSchema,
  auth: true,
  access: EVENTS_VIEW,
});
