import { mutationOptions } from '@tanstack/react-query';
import { sendOrQueue } from '../outbox/outbox-actions';

/** Every alert query's key starts here, so a change reaches list, count and analytic at once. */
export const alertsScope = () => ['alerts'] as const;

/** A change is followed by the alert queries, asked again whatever the outcome. */
function alertMutation<V, R>(name: string, call: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...alertsScope(), name],
    mutationFn: call,
    // Run offline too: the outbox keeps it (TanStack would hold it paused, in memory only).
    networkMode: 'always',
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: alertsScope() }),
  });
}

/** Both wait in the outbox when offline (src/api/outbox), shown as done and waiting to send. */
export const alertsMutations = {
  remove: () => alertMutation('remove', (id: string) => sendOrQueue({ kind: 'alerts.delete', id })),
  acknowledge: () =>
    alertMutation('acknowledge', (id: string) => sendOrQueue({ kind: 'alerts.acknowledge', id })),
};
