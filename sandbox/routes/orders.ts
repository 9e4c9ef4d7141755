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
} from '../../src/api/orders/orders.endpoints';
import { isActiveOrder } from '../../src/api/orders/orders.constants';
import type { CateringOrder, RecurringOrder } from '../../src/api/orders/orders.schema';
import type { SandboxApi, SandboxContext } from '../context';
import { keysetPage } from '../cursor-page';
import {
  addCateringOrder,
  addRecurringOrder,
  findCateringOrder,
  findRecurringOrder,
  ordersOf,
  removeCateringOrder,
  removeRecurringOrder,
  type CateringOrderRecord,
  type RecurringOrderRecord,
} from '../model/orders';
import type { UserRecord } from '../model/users';
import { canSeeRestaurant } from '../model/visibility';
import { fail, serve } from '../route';
import { checkChickenProduct, restaurantsAsked } from './analytic-scope';

function cateringDto(order: CateringOrderRecord): CateringOrder {
  return {
    uuid: order.uuid,
    restaurantUuid: order.restaurantUuid,
    batchNumber: order.batchNumber,
    material: order.material,
    orderType: order.orderType,
    workCenter: order.workCenter,
    cateringOrderStatus: order.cateringOrderStatus,
    scheduledStart: order.scheduledStart,
    scheduledEnd: order.scheduledEnd,
    restaurantDepartureTime: order.restaurantDepartureTime,
    batchSize: order.batchSize,
    progress: order.progress,
    demandDescription: order.demandDescription,
    completionResult: order.completionResult,
    recurringOrderUuid: order.recurringOrderUuid,
  };
}

function recurringDto(order: RecurringOrderRecord): RecurringOrder {
  return {
    uuid: order.uuid,
    restaurantUuid: order.restaurantUuid,
    material: order.material,
    orderType: order.orderType,
    workCenter: order.workCenter,
    batchSize: order.batchSize,
    weekdays: [...order.weekdays],
    startTime: order.startTime,
    endTime: order.endTime,
    departureTime: order.departureTime,
    demandDescription: order.demandDescription,
  };
}

/** The order if it exists and is of one of the user's restaurants; else 404, revealing neither. */
function visibleCatering(sandbox: SandboxContext, user: UserRecord, uuid: string) {
  const order = findCateringOrder(sandbox.chain, uuid);
  if (!order || !canSeeRestaurant(user, order.restaurantUuid))
    fail(404, 'Catering order not found');
  return order;
}

function visibleRecurring(sandbox: SandboxContext, user: UserRecord, uuid: string) {
  const order = findRecurringOrder(sandbox.chain, uuid);
  if (!order || !canSeeRestaurant(user, order.restaurantUuid))
    fail(404, 'Recurring order not found');
  return order;
}

/** Catering and recurring orders (spec 001 §7 "Orders"), one restaurant's at a time. */
export function registerOrderRoutes(api: SandboxApi): void {
  serve(api, listCateringOrders, ({ query, user, sandbox }) => {
    restaurantsAsked(user, sandbox, [query.restaurantUuid]);
    const { catering } = ordersOf(sandbox.chain, query.restaurantUuid, sandbox.now());
    const matching = query.statuses?.length
      ? catering.filter((order) => query.statuses!.includes(order.cateringOrderStatus))
      : catering;
    return keysetPage(
      matching,
      (order) => ({ value: order.scheduledStart, id: order.uuid }),
      query,
      cateringDto,
    );
  });

  serve(api, createCateringOrder, ({ body, user, sandbox }) => {
    restaurantsAsked(user, sandbox, [body.restaurantUuid]);
    checkChickenProduct(sandbox, body.material);
    const now = sandbox.now();
    const order = addCateringOrder(
      sandbox.chain,
      {
        restaurantUuid: body.restaurantUuid,
        material: body.material,
        orderType: body.orderType,
        workCenter: body.workCenter,
        cateringOrderStatus: 'NEW',
        scheduledStart: body.scheduledStart,
        scheduledEnd: body.scheduledEnd,
        restaurantDepartureTime: body.restaurantDepartureTime,
        batchSize: body.batchSize,
        progress: 0,
        demandDescription: body.demandDescription,
        completionResult: null,
        recurringOrderUuid: null,
      },
      now,
    );
    return cateringDto(order);
  });

  serve(api, updateCateringOrder, ({ params, body, user, sandbox }) => {
    const order = visibleCatering(sandbox, user, params.id);
    if (!isActiveOrder(order.cateringOrderStatus))
      fail(409, 'This order is closed and can no longer be changed');
    checkChickenProduct(sandbox, body.material);
    Object.assign(order, {
      material: body.material,
      orderType: body.orderType,
      workCenter: body.workCenter,
      scheduledStart: body.scheduledStart,
      scheduledEnd: body.scheduledEnd,
      restaurantDepartureTime: body.restaurantDepartureTime,
      batchSize: body.batchSize,
      demandDescription: body.demandDescription,
      updatedAt: sandbox.now(),
    });
    return cateringDto(order);
  });

  serve(api, deleteCateringOrder, ({ params, user, sandbox }) => {
    const order = visibleCatering(sandbox, user, params.id);
    if (order.cateringOrderStatus === 'IN_PROGRESS')
      fail(409, 'This order is being cooked; finalize it as canceled instead of deleting it');
    removeCateringOrder(sandbox.chain, order.uuid);
    return null;
  });

  serve(api, finalizeCateringOrder, ({ params, body, user, sandbox }) => {
    const order = visibleCatering(sandbox, user, params.id);
    if (!isActiveOrder(order.cateringOrderStatus)) fail(409, 'This order is already closed');
    order.completionResult = body.result;
    order.cateringOrderStatus = body.result === 'COMPLETED' ? 'FINISHED' : 'CANCELED';
    if (body.result === 'COMPLETED') order.progress = 100;
    order.updatedAt = sandbox.now();
    return cateringDto(order);
  });

  serve(api, listRecurringOrders, ({ query, user, sandbox }) => {
    restaurantsAsked(user, sandbox, [query.restaurantUuid]);
    const { recurring } = ordersOf(sandbox.chain, query.restaurantUuid, sandbox.now());
    return keysetPage(
      recurring,
      (order) => ({ value: order.createdAt, id: order.uuid }),
      query,
      recurringDto,
    );
  });

  serve(api, createRecurringOrder, ({ body, user, sandbox }) => {
    restaurantsAsked(user, sandbox, [body.restaurantUuid]);
    checkChickenProduct(sandbox, body.material);
    const now = sandbox.now();
    // Seeded first, so a first visit's seed does not come after (and around) this order.
    ordersOf(sandbox.chain, body.restaurantUuid, now);
    const order = addRecurringOrder(
      sandbox.chain,
      {
        restaurantUuid: body.restaurantUuid,
        material: body.material,
        orderType: body.orderType,
        workCenter: body.workCenter,
        batchSize: body.batchSize,
        weekdays: [...body.weekdays],
        startTime: body.startTime,
        endTime: body.endTime,
        departureTime: body.departureTime,
        demandDescription: body.demandDescription,
      },
      now,
    );
    // Its catering orders for today and tomorrow are made at once, so the kitchen sees them.
    ordersOf(sandbox.chain, body.restaurantUuid, now);
    return recurringDto(order);
  });

  serve(api, updateRecurringOrder, ({ params, body, user, sandbox }) => {
    const order = visibleRecurring(sandbox, user, params.id);
    checkChickenProduct(sandbox, body.material);
    Object.assign(order, {
      material: body.material,
      orderType: body.orderType,
      workCenter: body.workCenter,
      batchSize: body.batchSize,
      weekdays: [...body.weekdays],
      startTime: body.startTime,
      endTime: body.endTime,
      departureTime: body.departureTime,
      demandDescription: body.demandDescription,
      updatedAt: sandbox.now(),
    });
    return recurringDto(order);
  });

  serve(api, deleteRecurringOrder, ({ params, user, sandbox }) => {
    const order = visibleRecurring(sandbox, user, params.id);
    removeRecurringOrder(sandbox.chain, order.uuid);
    return null;
  });
}
