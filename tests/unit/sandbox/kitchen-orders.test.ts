import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/app';
import { kitchenOrders } from '../../../sandbox/model/kitchen-orders';
import { orderDayAt, ordersOf } from '../../../sandbox/model/orders';
import { queueBatch } from '../../helpers/queue-batch';
import { manualClock, START } from './sandbox-client';

const clock = manualClock(START);
const sandbox = createSandbox({ now: clock.now });
const chain = sandbox.context.chain;
const restaurant = chain.restaurants.find((candidate) => candidate.number === 1001)!;

describe('the tablet socket’s ORDERS frame (spec 001 §3 order table columns, pack summary)', () => {
  const todays = () => {
    const today = orderDayAt(START, restaurant.timezone).date;
    return ordersOf(chain, restaurant.uuid, START).catering.filter(
      (order) => orderDayAt(order.scheduledStart, restaurant.timezone).date === today,
    );
  };

  it('lists the kitchen’s catering orders of its day, soonest departure first, each amount split by where its batch is', () => {
    const expected = todays();
    expect(expected.length).toBeGreaterThan(0);
    const first = [...expected].sort(
      (a, b) => a.restaurantDepartureTime - b.restaurantDepartureTime,
    )[0]!;
    const cooking = queueBatch({
      uuid: 'catering',
      catering: true,
      queueType: 'CATERING_QUEUE',
      batchNumber: first.batchNumber,
      material: first.material,
      stageName: 'BASKET_FRYING',
    });
    const { orders } = kitchenOrders(chain, restaurant.uuid, [cooking], START);
    expect(orders.map((order) => order.uuid).sort()).toEqual(
      expected.map((order) => order.uuid).sort(),
    );
    expect(orders[0]).toMatchObject({
      uuid: first.uuid,
      amount: first.batchSize,
      waiting: 0,
      inProgress: first.batchSize,
      ready: 0,
    });
    for (const order of orders)
      expect(order.waiting + order.inProgress + order.ready).toBeLessThanOrEqual(order.amount);
  });

  it('packs each order still to leave in the kitchen’s containers: the pans hold every piece, and the totals add them up', () => {
    const { packSummaries } = kitchenOrders(chain, restaurant.uuid, [], START);
    const toLeave = todays().filter(
      (order) => order.cateringOrderStatus !== 'CANCELED' && order.restaurantDepartureTime > START,
    );
    expect(packSummaries).toHaveLength(toLeave.length);
    for (const summary of packSummaries) {
      const order = toLeave.find((candidate) => candidate.uuid === summary.catering.uuid)!;
      expect(summary.material).toBe(order.material);
      expect(summary.total.pieces).toBe(order.batchSize);
      expect(summary.total.pieces).toBe(summary.panInfo.reduce((sum, pan) => sum + pan.pieces, 0));
      expect(summary.total.quantity).toBe(
        summary.panInfo.reduce((sum, pan) => sum + pan.quantity, 0),
      );
    }
  });
});
