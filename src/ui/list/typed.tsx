import type { ReactNode } from 'react';

/**
 * What a chain typed (a fryer's name, a station, a dictionary's code) is data, not the
 * console's text: `translate="no"` keeps a browser's translation, and the page tour's check for
 * English in the Spanish console, off it.
 */
export function Typed({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}
