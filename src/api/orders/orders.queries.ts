import { mutationOptions } from '@tanstack/react-query';
import { cursorQuery } from '../cursor-query';
import { request, unwrap } from '../request';
import type { OrderStatus } from './orders.constants';
import {
  createCateringOrder,
  createRecurringOrder,
  deleteCateringOrder,
  deleteRecurringOrder,
  finalizeCateringOrder,
  listCateringOrders,
  listRecurringOrders,
  updateCateringOrder,
  updateRecurringOrder,
} from './orders.endpoints';
import type {
  CateringCreateBody,
  CateringUpdateBody,
  FinalizeBody,
  RecurringCreateBody,
  RecurringUpdateBody,
} from './orders.schema';

export interface CateringFilters {
  restaurantUuid: string;
  /** Absent: every status. */
  statuses?: readonly OrderStatus[];
}

export const ordersQueries = {
  all: () => ['orders'] as const,
  /** GET /catering-orders, cursor paged (spec 001 §4: FIRST replaces, NEXT appends), latest first. */
  catering: (filters: CateringFilters, limit: number) =>
    cursorQuery(
      [...ordersQueries.all(), 'catering'] as const,
      listCateringOrders,
      { filters, limit },
      (key, { cursor, cursorDirection }) => ({
        query: {
          restaurantUuid: key.filters.restaurantUuid,
          statuses: key.filters.statuses ? [...key.filters.statuses] : undefined,
          sortBy: 'scheduledStart' as const,
          orderDirection: 'DESC' as const,
          cursor,
          cursorDirection,
          limit: key.limit,
        },
      }),
    ),
  /** GET /recurring-orders, cursor paged, oldest first. */
  recurring: (restaurantUuid: string, limit: number) =>
    cursorQuery(
      [...ordersQueries.all(), 'recurring'] as const,
      listRecurringOrders,
      { restaurantUuid, limit },
      (key, { cursor, cursorDirection }) => ({
        query: {
          restaurantUuid: key.restaurantUuid,
          sortBy: 'createdAt' as const,
          orderDirection: 'ASC' as const,
          cursor,
          cursorDirection,
          limit: key.limit,
        },
      }),
    ),
};

/**
 * Every order write asks both lists again: a recurring order's create or edit makes catering
 * orders, and a catering order's status moves it between the status filters.
 */
function orderMutation<V, R>(name: string, run: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...ordersQueries.all(), name],
    mutationFn: run,
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: ordersQueries.all() }),
  });
}

export const ordersMutations = {
  createCatering: () =>
    orderMutation('createCatering', (body: CateringCreateBody) =>
      request(createCateringOrder, { body }).then(unwrap),
    ),
  updateCatering: () =>
    orderMutation('updateCatering', ({ uuid, body }: { uuid: string; body: CateringUpdateBody }) =>
      request(updateCateringOrder, { params: { id: uuid }, body }).then(unwrap),
    ),
  finalizeCatering: () =>
    orderMutation('finalizeCatering', ({ uuid, body }: { uuid: string; body: FinalizeBody }) =>
      request(finalizeCateringOrder, { params: { id: uuid }, body }).then(unwrap),
    ),
  removeCatering: () =>
    orderMutation('removeCatering', (uuid: string) =>
      request(deleteCateringOrder, { params: { id: uuid } }).then(unwrap),
    ),
  createRecurring: () =>
    orderMutation('createRecurring', (body: RecurringCreateBody) =>
      request(createRecurringOrder, { body }).then(unwrap),
    ),
  updateRecurring: () =>
    orderMutation(
      'updateRecurring',
      ({ uuid, body }: { uuid: string; body: RecurringUpdateBody }) =>
        request(updateRecurringOrder, { params: { id: uuid }, body }).then(unwrap),
    ),
  removeRecurring: () =>
    orderMutation('removeRecurring', (uuid: string) =>
      request(deleteRecurringOrder, { params: { id: uuid } }).then(unwrap),
    ),
};
