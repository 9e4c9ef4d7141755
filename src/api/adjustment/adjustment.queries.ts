import { endpointQuery } from '../endpoint-query';
import { request, unwrap } from '../request';
import {
  createAdjustmentRule,
  deleteAdjustmentRule,
  getScales,
  listAdjustmentRules,
  setScales,
  updateAdjustmentRule,
} from './adjustment.endpoints';
import type {
  AdjustmentRuleCreateBody,
  AdjustmentRuleUpdateBody,
  ScalesBody,
} from './adjustment.schema';
import { resourceMutation } from '../resource-mutation';

const all = () => ['adjustment'] as const;

export const adjustmentQueries = {
  all,
  /** GET /adjustmentRules of one restaurant. */
  rules: (restaurantUuid: string) =>
    endpointQuery(all(), listAdjustmentRules, { query: { restaurantUuid } }),
  /** GET /restaurants/{id}/scales. */
  scales: (restaurantUuid: string) =>
    endpointQuery(all(), getScales, { params: { id: restaurantUuid } }),
};

/** Every change is followed by the rules and scales, asked again whatever the outcome. */
const adjustmentMutation = <V, R>(name: string, call: (variables: V) => Promise<R>) =>
  resourceMutation(all(), name, call);

export const adjustmentMutations = {
  createRule: () =>
    adjustmentMutation('createRule', (body: AdjustmentRuleCreateBody) =>
      request(createAdjustmentRule, { body }).then(unwrap),
    ),
  updateRule: () =>
    adjustmentMutation(
      'updateRule',
      ({ uuid, body }: { uuid: string; body: AdjustmentRuleUpdateBody }) =>
        request(updateAdjustmentRule, { params: { id: uuid }, body }).then(unwrap),
    ),
  removeRule: () =>
    adjustmentMutation('removeRule', (uuid: string) =>
      request(deleteAdjustmentRule, { params: { id: uuid } }).then(unwrap),
    ),
  setScales: () =>
    adjustmentMutation(
      'setScales',
      ({ restaurantUuid, body }: { restaurantUuid: string; body: ScalesBody }) =>
        request(setScales, { params: { id: restaurantUuid }, body }).then(unwrap),
    ),
};
