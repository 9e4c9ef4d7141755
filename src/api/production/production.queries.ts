import { queryOptions } from '@tanstack/react-query';
import { request, unwrap } from '../request';
import { listCateringOrders } from '../orders/orders.endpoints';
import { ordersQueries } from '../orders/orders.queries';
import type { CateringOrder } from '../orders/orders.schema';

/** GET /catering-orders' largest page. */
const FLOOR_PAGE = 100;
/** A day holds a kitchen's orders in a few pages; past these the rest waits for the next read. */
const FLOOR_PAGES_MAX = 10;
/** The floor's orders are asked again this often, besides on each catering batch change. */
const FLOOR_ORDERS_REFRESH_MS = 30_000;

const productionQueries = {
  all: () => ['production'] as const,
  /**
   * The kitchen's catering orders starting in [dayStart, dayEnd) (spec 001 §7 "Orders", GET
   * /catering-orders: one restaurant's, cursor paged, by scheduledStart): latest first, page
   * after page until one reaches before the day. Under the orders' key, so an order's create,
   * edit or finalize asks it again.
   */
  floorOrders: (restaurantUuid: string, dayStart: number, dayEnd: number) =>
    queryOptions({
      queryKey: [...ordersQueries.all(), 'floor', { restaurantUuid, dayStart, dayEnd }] as const,
      queryFn: async ({ signal }) => {
        const day: CateringOrder[] = [];
        let cursor: string | undefined;
        for (let page = 0; page < FLOOR_PAGES_MAX; page += 1) {
          const answer = unwrap(
            await request(
              listCateringOrders,
              {
                query: {
                  restaurantUuid,
                  sortBy: 'scheduledStart',
                  orderDirection: 'DESC',
                  cursor,
                  cursorDirection: cursor ? 'NEXT' : 'FIRST',
                  limit: FLOOR_PAGE,
                },
              },
              { signal },
            ),
          );
          day.push(
            ...answer.content.filter(
              (order) => order.scheduledStart >= dayStart && order.scheduledStart < dayEnd,
            ),
          );
          const last = answer.content.at(-1);
          if (!answer.existsNextPage || !answer.cursor || !last || last.scheduledStart < dayStart)
            break;
          cursor = answer.cursor;
        }
        return day;
      },
      refetchInterval: FLOOR_ORDERS_REFRESH_MS,
    }),
};

export { productionQueries };
