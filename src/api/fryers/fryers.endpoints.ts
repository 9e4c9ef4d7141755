import { voidResult } from '../../lib/tolerant-read';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  fryerCreateBodySchema,
  fryerListQuerySchema,
  fryerListSchema,
  fryerSchema,
  fryerUpdateBodySchema,
} from './fryers.schema';

/** GET /fryers (spec 001 §7 "Fryers"): one restaurant's fryers, by name. */
export const listFryers = endpoint({
  method: 'GET',
  path: '/fryers',
  query: fryerListQuerySchema,
  response: fryerListSchema,
  auth: true,
  access: needs('PCS'),
});

/** POST /fryers: answers the new fryer. */
export const createFryer = endpoint({
  method: 'POST',
  path: '/fryers',
  body: fryerCreateBodySchema,
  response: fryerSchema,
  auth: true,
  access: needs('PCS', 'CREATE'),
});

/** PUT /fryers/{id}: answers the fryer as saved. */
export const updateFryer = endpoint({
  method: 'PUT',
  path: '/fryers/:id',
  body: fryerUpdateBodySchema,
  response: fryerSchema,
  auth: true,
  access: needs('PCS', 'EDIT'),
});

/** DELETE /fryers/{id}. */
export const deleteFryer = endpoint({
  method: 'DELETE',
  path: '/fryers/:id',
  response: voidResult,
  auth: true,
  access: needs('PCS', 'DELETE'),
});
