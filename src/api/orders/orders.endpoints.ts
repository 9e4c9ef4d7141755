import { voidResult } from '../../lib/tolerant-read';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  cateringCreateBodySchema,
  cateringListQuerySchema,
  cateringOrderSchema,
  cateringPageSchema,
  cateringUpdateBodySchema,
  finalizeBodySchema,
  recurringCreateBodySchema,
  recurringListQuerySchema,
  recurringOrderSchema,
  recurringPageSchema,
  recurringUpdateBodySchema,
} from './orders.schema';

// Spec 001 §7 "Orders": GET, POST, PUT, DELETE on /catering-orders[/{id}]; PUT
// /catering-orders/{id}/finalize; GET, POST, PUT, DELETE on /recurring-orders[/{id}]. Module PCS.

/** GET /catering-orders: one restaurant's, cursor paged, latest start first. */
export const listCateringOrders = endpoint({
  method: 'GET',
  path: '/catering-orders',
  query: cateringListQuerySchema,
  response: cateringPageSchema,
  auth: true,
  access: needs('PCS'),
});

export const createCateringOrder = endpoint({
  method: 'POST',
  path: '/catering-orders',
  body: cateringCreateBodySchema,
  response: cateringOrderSchema,
  auth: true,
  access: needs('PCS', 'CREATE'),
});

/** Only an order still active (NEW or IN_PROGRESS) can be changed; 409 otherwise. */
export const updateCateringOrder = endpoint({
  method: 'PUT',
  path: '/catering-orders/:id',
  body: cateringUpdateBodySchema,
  response: cateringOrderSchema,
  auth: true,
  access: needs('PCS', 'EDIT'),
});

/** An order in progress cannot be deleted (409): it is being cooked; finalize it instead. */
export const deleteCateringOrder = endpoint({
  method: 'DELETE',
  path: '/catering-orders/:id',
  response: voidResult,
  auth: true,
  access: needs('PCS', 'DELETE'),
});

/** COMPLETED makes it FINISHED (Ready), CANCELED makes it CANCELED; only an active order. */
export const finalizeCateringOrder = endpoint({
  method: 'PUT',
  path: '/catering-orders/:id/finalize',
  body: finalizeBodySchema,
  response: cateringOrderSchema,
  auth: true,
  access: needs('PCS', 'EDIT'),
});

export const listRecurringOrders = endpoint({
  method: 'GET',
  path: '/recurring-orders',
  query: recurringListQuerySchema,
  response: recurringPageSchema,
  auth: true,
  access: needs('PCS'),
});

export const createRecurringOrder = endpoint({
  method: 'POST',
  path: '/recurring-orders',
  body: recurringCreateBodySchema,
  response: recurringOrderSchema,
  auth: true,
  access: needs('PCS', 'CREATE'),
});

export const updateRecurringOrder = endpoint({
  method: 'PUT',
  path: '/recurring-orders/:id',
  body: recurringUpdateBodySchema,
  response: recurringOrderSchema,
  auth: true,
  access: needs('PCS', 'EDIT'),
});

/** The catering orders it already made stay (they are the kitchen's plan for those days). */
export const deleteRecurringOrder = endpoint({
  method: 'DELETE',
  path: '/recurring-orders/:id',
  response: voidResult,
  auth: true,
  access: needs('PCS', 'DELETE'),
});
