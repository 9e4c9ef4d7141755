import type { Chain } from '../seed';
import { createDailyEvents, perSeededChain, type DailyEvents, type LocalDay } from './daily-events';
import { randomStream, type Random } from './random';
import type { RestaurantRecord } from './restaurants';

/** The chain's seed, as `perSeededChain` finds it. */
const seedOf = perSeededChain((seed) => seed);

/**
 * A daily model made from another model's events of the same restaurant and local day (e.g. the
 * conveyor trips of the kitchen's pans), lazily and memoised per chain as daily-events.ts does.
 * Each restaurant-day is derived from its own random stream named by `name`, restaurant and
 * date, so it answers the same whatever was asked before, and agrees with its source.
 */
export function derivedDailyEvents<S, T>({
  name,
  source,
  derive,
  timeOf,
}: {
  name: string;
  source: (chain: Chain) => DailyEvents<S>;
  /**
   * `events`: the source's events of that restaurant-day, oldest first; `seed`: the chain's, for
   * a stream of the restaurant's own (the same every day).
   */
  derive(
    random: Random,
    events: S[],
    restaurant: RestaurantRecord,
    day: LocalDay,
    seed: number,
  ): T[];
  timeOf(event: T): number;
}): (chain: Chain) => DailyEvents<T> {
  const models = new WeakMap<Chain, DailyEvents<T>>();
  return (chain) => {
    let model = models.get(chain);
    if (!model) {
      const seed = seedOf(chain);
      const events = source(chain);
      model = createDailyEvents({
        seededAt: chain.seededAt,
        timeOf,
        generate: (restaurant, day) =>
          derive(
            randomStream(seed, `${name}/${restaurant.uuid}/${day.date}`),
            events.between([restaurant], day.start, day.end),
            restaurant,
            day,
            seed,
          ),
      });
      models.set(chain, model);
    }
    return model;
  };
}
