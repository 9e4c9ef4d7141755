import { mutationOptions } from '@tanstack/react-query';
import { request, unwrap } from '../request';
import { acknowledgeAlert, deleteAlert } from './alerts.endpoints';

/** Every alert query's key starts here, so a change reaches list, count and analytic at once. */
export const alertsScope = () => ['alerts'] as const;

/** A change is followed by the alert queries, asked again whatever the outcome. */
function alertMutation<V, R>(name: string, call: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...alertsScope(), name],
    mutationFn: call,
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: alertsScope() }),
  });
}

export const alertsMutations = {
  remove: () =>
    alertMutation('remove', (id: string) => request(deleteAlert, { params: { id } }).then(unwrap)),
  acknowledge: () =>
    alertMutation('acknowledge', (id: string) =>
      request(acknowledgeAlert, { params: { id } }).then(unwrap),
    ),
};
