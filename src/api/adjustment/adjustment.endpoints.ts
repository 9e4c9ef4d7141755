import { voidResult } from '../../lib/tolerant-read';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  adjustmentRuleCreateBodySchema,
  adjustmentRuleListQuerySchema,
  adjustmentRuleListSchema,
  adjustmentRuleSchema,
  adjustmentRuleUpdateBodySchema,
  scalesBodySchema,
  scalesSchema,
} from './adjustment.schema';

/** GET /adjustmentRules (spec 001 §7 "Adjustment"): one restaurant's rules. */
export const listAdjustmentRules = endpoint({
  method: 'GET',
  path: '/adjustmentRules',
  query: adjustmentRuleListQuerySchema,
  response: adjustmentRuleListSchema,
  auth: true,
  access: needs('PCS'),
});

/** POST /adjustmentRules: answers the new rule. */
export const createAdjustmentRule = endpoint({
  method: 'POST',
  path: '/adjustmentRules',
  body: adjustmentRuleCreateBodySchema,
  response: adjustmentRuleSchema,
  auth: true,
  access: needs('PCS', 'CREATE'),
});

/** PUT /adjustmentRules/{id}: answers the rule as saved. */
export const updateAdjustmentRule = endpoint({
  method: 'PUT',
  path: '/adjustmentRules/:id',
  body: adjustmentRuleUpdateBodySchema,
  response: adjustmentRuleSchema,
  auth: true,
  access: needs('PCS', 'EDIT'),
});

/** DELETE /adjustmentRules/{id}. */
export const deleteAdjustmentRule = endpoint({
  method: 'DELETE',
  path: '/adjustmentRules/:id',
  response: voidResult,
  auth: true,
  access: needs('PCS', 'DELETE'),
});

/** GET /restaurants/{id}/scales (spec 001 §7). */
export const getScales = endpoint({
  method: 'GET',
  path: '/restaurants/:id/scales',
  response: scalesSchema,
  auth: true,
  access: needs('PCS'),
});

/** PUT /restaurants/{id}/scales: answers every scale as saved. */
export const setScales = endpoint({
  method: 'PUT',
  path: '/restaurants/:id/scales',
  body: scalesBodySchema,
  response: scalesSchema,
  auth: true,
  access: needs('PCS', 'EDIT'),
});
