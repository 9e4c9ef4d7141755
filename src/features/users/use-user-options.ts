import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../api/endpoint-query';
import { usePageScope } from '../../api/restaurants/page-scope';
import { listRoles } from '../../api/roles/roles.endpoints';

/** The roles' query key scope, as the roles page's changes invalidate it. */
const ROLES_SCOPE = ['roles'] as const;

/** Spec 000 §9 caps a page at 100: a chain with more roles than that is not expected. */
const ROLE_PICK_LIST = { offset: 0, size: 100 } as const;

export interface Option {
  value: string;
  label: string;
}

/**
 * What the filters and the form offer: the roles (GET /roles; `roleList` with what each grants,
 * for the form to offer only those the user may give) and the restaurants of the header's
 * pick-list (the first 100, spec 000 §7), each ready once `ready`.
 */
export function useUserOptions() {
  const roles = useQuery(endpointQuery(ROLES_SCOPE, listRoles, { query: ROLE_PICK_LIST }));
  const { choice } = usePageScope();
  const roleOptions: Option[] = (roles.data?.content ?? []).map((role) => ({
    value: role.uuid,
    label: role.name,
  }));
  const restaurantOptions: Option[] = choice.options.map(({ value, label }) => ({ value, label }));
  return {
    roles: roleOptions,
    roleList: roles.data?.content ?? [],
    rolesReady: roles.isSuccess,
    restaurants: restaurantOptions,
    restaurantsReady: !choice.isLoading && !choice.isError,
  };
}
