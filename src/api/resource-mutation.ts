import { mutationOptions, type QueryKey } from '@tanstack/react-query';

/**
 * A change to a provider resource whose queries share the key `resource`: its mutation key is
 * `[...resource, name]`, and whatever the outcome the queries under `resource`, and under each
 * key of `also` (another resource the change shows in), are asked again.
 */
export function resourceMutation<V, R>(
  resource: QueryKey,
  name: string,
  call: (variables: V) => Promise<R>,
  also: readonly QueryKey[] = [],
) {
  return mutationOptions({
    mutationKey: [...resource, name],
    mutationFn: call,
    onSettled: (_data, _error, _variables, _result, { client }) =>
      Promise.all([resource, ...also].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
