import type { Chain } from '../seed';

/**
 * A chain's own piece of state, made on first use and dropped with the chain: a reset seeds a
 * new chain, so every store made from the old one goes with it.
 */
export function perChain<T>(create: (chain: Chain) => T): (chain: Chain) => T {
  const made = new WeakMap<Chain, T>();
  return (chain) => {
    let value = made.get(chain);
    if (value === undefined) {
      value = create(chain);
      made.set(chain, value);
    }
    return value;
  };
}
