import { endpointQuery } from '../endpoint-query';
import { request, unwrap } from '../request';
import { createFryer, deleteFryer, listFryers, updateFryer } from './fryers.endpoints';
import type { FryerCreateBody, FryerUpdateBody } from './fryers.schema';
import { resourceMutation } from '../resource-mutation';

const all = () => ['fryers'] as const;

export const fryersQueries = {
  all,
  /** GET /fryers of one restaurant. */
  list: (restaurantUuid: string) => endpointQuery(all(), listFryers, { query: { restaurantUuid } }),
};

/** Every change is followed by the fryer lists, asked again whatever the outcome. */
const fryerMutation = <V, R>(name: string, call: (variables: V) => Promise<R>) =>
  resourceMutation(all(), name, call);

export const fryersMutations = {
  create: () =>
    fryerMutation('create', (body: FryerCreateBody) => request(createFryer, { body }).then(unwrap)),
  update: () =>
    fryerMutation('update', ({ uuid, body }: { uuid: string; body: FryerUpdateBody }) =>
      request(updateFryer, { params: { id: uuid }, body }).then(unwrap),
    ),
  remove: () =>
    fryerMutation('remove', (uuid: string) =>
      request(deleteFryer, { params: { id: uuid } }).then(unwrap),
    ),
};
