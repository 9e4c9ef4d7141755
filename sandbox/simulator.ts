import type { SandboxContext } from './context';
import { kitchenEvent, restaurantNumbersOf } from './model/notifications';
import { createRandom, type Random } from './model/random';
import { pushUsers } from './push/subscriptions';
import { notify } from './routes/notifications';

/** What `npm start` uses when `SANDBOX_NOTIFY_EVERY` is unset: often enough to see, not to annoy. */
const DEFAULT_NOTIFY_EVERY_SECONDS = 45;

/** `SANDBOX_NOTIFY_EVERY` in seconds; 0 turns the simulator off, unset or invalid gives `fallback`. */
export function notifyEveryFromEnv(fallback = DEFAULT_NOTIFY_EVERY_SECONDS): number {
  const raw = process.env.SANDBOX_NOTIFY_EVERY;
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value >= 0
    ? value
    : fallback;
}

export interface KitchenSimulator {
  stop(): void;
}

/**
 * Every `everySeconds`, one kitchen event (fryer, hot-holding, stock-out, tablet, camera…) at one
 * of the user's restaurants for each user with an open notifications socket or a device taking
 * Web Push (our extension: the console closed on a phone), stored and pushed. Other users get
 * nothing, so the stored lists do not grow while nobody watches; a blocked user gets nothing.
 */
export function startKitchenSimulator(
  sandbox: SandboxContext,
  everySeconds: number,
  random: Random = createRandom(Date.now()),
): KitchenSimulator {
  if (!(everySeconds > 0)) return { stop: () => {} };
  const timer = setInterval(() => {
    // A lapsed session's subscriptions go first: pushes reach live sessions only.
    sandbox.tokens.sweep();
    const watching = new Set([...sandbox.broker.connectedUsers(), ...pushUsers(sandbox.chain)]);
    for (const userUuid of watching) {
      const user = sandbox.chain.users.find((candidate) => candidate.uuid === userUuid);
      // A blocked user is told nothing, whatever still listens (a seeded subscription, a socket).
      if (!user || user.blocked) continue;
      const restaurant = random.pick(restaurantNumbersOf(user, sandbox.chain.restaurants));
      notify(sandbox, user.uuid, {
        ...kitchenEvent(random, restaurant),
        restaurantNumber: restaurant,
      });
    }
  }, everySeconds * 1000);
  // A demo feature must never keep a test run or a stopping server alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
