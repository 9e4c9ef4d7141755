import type { SandboxContext } from '../context';
import type { Chain } from '../seed';
import { fryersOf } from './fryers';
import { materialAdjustment } from './kitchen-demand';
import { kitchenProducts } from './kitchen-events';
import {
  createKitchenSimulator,
  speedFromEnv,
  type CateringBook,
  type KitchenSimulator,
} from './kitchen-simulator';
import { ordersOf, setOrderProgress } from './orders';

/**
 * The chain's running kitchen simulators (kitchen-simulator.ts), one per restaurant, started
 * lazily when someone first asks for that queue (GET /pcs/queue or the tablet socket) and
 * stopped when nobody has asked for QUEUE_IDLE_MS and no socket listens, so a chain of 2000
 * restaurants only simulates the kitchens someone is watching. While any runs, a timer moves
 * them to the clock's now every TICK_MS; tests with a manual clock call `tick()` themselves.
 */

const QUEUE_IDLE_MS = 5 * 60_000;
const TICK_MS = 200;

export interface KitchenQueues {
  /** The restaurant's simulator, started if it was not running. */
  open(restaurantUuid: string): KitchenSimulator;
  /** Advances every running simulator; stops the idle ones. */
  tick(): void;
  /**
   * Moves one kitchen's clock `ms` ahead of the sandbox's and advances it there: a test sees
   * its batches start and change stage without waiting for real time (POST
   * /__sandbox/kitchen/fast-forward). The kitchen stays that far ahead until the chain is reset.
   */
  fastForward(restaurantUuid: string, ms: number): void;
  running(): string[];
  /** Stops every simulator, closing their listeners (the chain was replaced by a reset). */
  stopAll(reason: string): void;
}

interface Running {
  simulator: KitchenSimulator;
  lastAskedAt: number;
}

export interface KitchenQueuesOptions {
  /** Default SANDBOX_SPEED or 1. */
  speed?: number;
  /** Default true: a real-time timer ticks the simulators; tests pass false and call tick(). */
  timer?: boolean;
}

/** Catering orders become batches at their scheduled start (orders.ts owns the orders). */
function cateringBookOf(chain: Chain): CateringBook {
  return {
    dueOrders(restaurantUuid, now) {
      return ordersOf(chain, restaurantUuid, now)
        .catering.filter((order) => order.scheduledStart <= now && order.scheduledEnd > now)
        .map((order) => ({
          uuid: order.uuid,
          material: order.material,
          batchNumber: order.batchNumber,
          batchSize: order.batchSize,
          workCenter: order.workCenter,
          scheduledStart: order.scheduledStart,
          restaurantDepartureTime: order.restaurantDepartureTime,
          demandDescription: order.demandDescription,
          active:
            order.completionResult === null &&
            (order.cateringOrderStatus === 'NEW' || order.cateringOrderStatus === 'IN_PROGRESS'),
        }));
    },
    progress(orderUuid, change, now) {
      setOrderProgress(chain, orderUuid, change, now);
    },
  };
}

export function seedOf(chain: Chain): number {
  // As daily-events.ts perChain: the chain keeps no seed; its first restaurant's uuid stands in.
  return Number.parseInt(chain.restaurants[0]?.uuid.slice(0, 8) ?? '0', 16);
}

export function createKitchenQueues(
  sandbox: SandboxContext,
  options: KitchenQueuesOptions = {},
): KitchenQueues {
  const chain = sandbox.chain;
  const speed = options.speed ?? speedFromEnv();
  const running = new Map<string, Running>();
  /** How far each fast-forwarded kitchen's clock is ahead of the sandbox's (ms). */
  const ahead = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | undefined;

  function stopTimerIfIdle(): void {
    if (running.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  const queues: KitchenQueues = {
    open(restaurantUuid) {
      let entry = running.get(restaurantUuid);
      if (!entry) {
        const restaurant = chain.restaurants.find((r) => r.uuid === restaurantUuid);
        if (!restaurant) throw new Error(`No restaurant ${restaurantUuid}`);
        entry = {
          simulator: createKitchenSimulator({
            restaurant,
            seed: seedOf(chain),
            now: () => sandbox.now() + (ahead.get(restaurantUuid) ?? 0),
            speed,
            catering: cateringBookOf(chain),
            fryers: () => fryersOf(chain).of(restaurant),
            products: kitchenProducts(chain),
            scaleOf: (material) =>
              materialAdjustment(chain, restaurant.uuid, material).percent / 100,
          }),
          lastAskedAt: sandbox.now(),
        };
        running.set(restaurantUuid, entry);
        if (options.timer !== false && timer === undefined) {
          timer = setInterval(() => queues.tick(), TICK_MS);
          // The sandbox's process must be free to exit with simulators still running.
          timer.unref?.();
        }
      }
      entry.lastAskedAt = sandbox.now();
      return entry.simulator;
    },
    tick() {
      if (sandbox.chain !== chain) {
        queues.stopAll('Sandbox reset');
        return;
      }
      const now = sandbox.now();
      for (const [uuid, entry] of running) {
        if (entry.simulator.listenerCount() > 0) entry.lastAskedAt = now;
        else if (now - entry.lastAskedAt > QUEUE_IDLE_MS) {
          running.delete(uuid);
          entry.simulator.stop('Idle');
          continue;
        }
        entry.simulator.advance();
      }
      stopTimerIfIdle();
    },
    fastForward(restaurantUuid, ms) {
      const simulator = queues.open(restaurantUuid);
      ahead.set(restaurantUuid, (ahead.get(restaurantUuid) ?? 0) + ms);
      simulator.advance();
    },
    running: () => [...running.keys()],
    stopAll(reason) {
      for (const entry of running.values()) entry.simulator.stop(reason);
      running.clear();
      stopTimerIfIdle();
    },
  };
  return queues;
}

const byChain = new WeakMap<Chain, KitchenQueues>();
const latestOf = new WeakMap<SandboxContext, KitchenQueues>();

/**
 * The simulators of the sandbox's current chain. A reset replaces the chain: the old chain's
 * simulators are stopped here, and its sockets notice (routes/production.ts) and close.
 */
export function kitchenQueuesOf(sandbox: SandboxContext): KitchenQueues {
  let queues = byChain.get(sandbox.chain);
  if (!queues) {
    latestOf.get(sandbox)?.stopAll('Sandbox reset');
    queues = createKitchenQueues(sandbox);
    byChain.set(sandbox.chain, queues);
    latestOf.set(sandbox, queues);
  }
  return queues;
}
