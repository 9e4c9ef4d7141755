import { mutationOptions } from '@tanstack/react-query';
import { endpointQuery } from '../endpoint-query';
import { request, unwrap } from '../request';
import { createFryer, deleteFryer, listFryers, updateFryer } from './fryers.endpoints';
import type { FryerCreateBody, FryerUpdateBody } from './fryers.schema';

const all = () => ['fryers'] as const;

export const fryersQueries = {
  all,
  /** GET /fryers of one restaurant. */
  list: (restaurantUuid: string) => endpointQuery(all(), listFryers, { query: { restaurantUuid } }),
};

/** Every change is followed by the fryer lists, asked again whatever the outcome. */
function fryerMutation<V, R>(name: string, call: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...all(), name],
    mutationFn: call,
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: all() }),
  });
}

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
