/**
 * The audit trail's rules for the orders' writes (audit-recorder.ts reads them with its own):
 * a catering order is named by its batch number and product, a recurring one by its product
 * and weekdays, each with its restaurant.
 */
import type { AuditAction } from '../../src/api/audit/audit.constants';
import {
  createCateringOrder,
  createRecurringOrder,
  deleteCateringOrder,
  deleteRecurringOrder,
  finalizeCateringOrder,
  updateCateringOrder,
  updateRecurringOrder,
} from '../../src/api/orders/orders.endpoints';
import { restaurantLabel } from '../model/audit-trail';
import { findCateringOrder, findRecurringOrder } from '../model/orders';
import type { Chain } from '../seed';

interface Target {
  target: string | null;
  targetUuid: string | null;
  restaurantUuid: string | null;
}

export interface OrderAuditRule {
  method: string;
  path: string;
  action: AuditAction;
  target(chain: Chain, id: string | undefined): Target | null;
}

function withRestaurant(chain: Chain, name: string, restaurantUuid: string): string {
  const restaurant = chain.restaurants.find((candidate) => candidate.uuid === restaurantUuid);
  return restaurant ? `${name} · ${restaurantLabel(restaurant)}` : name;
}

function cateringTarget(chain: Chain, id: string | undefined): Target | null {
  const order = id ? findCateringOrder(chain, id) : undefined;
  return order
    ? {
        target: withRestaurant(
          chain,
          `Catering order #${order.batchNumber} · ${order.material}`,
          order.restaurantUuid,
        ),
        targetUuid: order.uuid,
        restaurantUuid: order.restaurantUuid,
      }
    : null;
}

function recurringTarget(chain: Chain, id: string | undefined): Target | null {
  const order = id ? findRecurringOrder(chain, id) : undefined;
  return order
    ? {
        target: withRestaurant(
          chain,
          `Recurring order · ${order.material} · ${order.weekdays.join(', ')}`,
          order.restaurantUuid,
        ),
        targetUuid: order.uuid,
        restaurantUuid: order.restaurantUuid,
      }
    : null;
}

const at = (endpoint: { method: string; path: string }) => ({
  method: endpoint.method,
  path: endpoint.path,
});

export const ORDER_AUDIT_RULES: readonly OrderAuditRule[] = [
  { ...at(createCateringOrder), action: 'CATERING_ORDER_CREATED', target: cateringTarget },
  { ...at(updateCateringOrder), action: 'CATERING_ORDER_UPDATED', target: cateringTarget },
  { ...at(finalizeCateringOrder), action: 'CATERING_ORDER_FINALIZED', target: cateringTarget },
  { ...at(deleteCateringOrder), action: 'CATERING_ORDER_DELETED', target: cateringTarget },
  { ...at(createRecurringOrder), action: 'RECURRING_ORDER_CREATED', target: recurringTarget },
  { ...at(updateRecurringOrder), action: 'RECURRING_ORDER_UPDATED', target: recurringTarget },
  { ...at(deleteRecurringOrder), action: 'RECURRING_ORDER_DELETED', target: recurringTarget },
];
