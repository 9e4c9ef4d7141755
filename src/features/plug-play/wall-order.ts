import * as v from 'valibot';
import { safeParse } from '../../lib/schema-calls';

/*
 * The stream wall's order (spec 001 §2 "stream swap"), kept per zone on the device: a swap is
 * the viewer's arrangement, not the zone's, and the provider has no call for it.
 */

/**
 * The wall's streams in order: the stored order of those still in the zone, then the zone's
 * others in the provider's order (a camera added to the zone appears at the end).
 */
export function wallOrder(zoneStreamIds: readonly number[], stored: readonly number[]): number[] {
  const inZone = new Set(zoneStreamIds);
  const kept = [...new Set(stored)].filter((id) => inZone.has(id));
  const seen = new Set(kept);
  return [...kept, ...zoneStreamIds.filter((id) => !seen.has(id))];
}

/** The order with the streams at two positions (0-based) swapped; out of range: unchanged. */
export function swapPositions(order: readonly number[], from: number, to: number): number[] {
  const next = [...order];
  if (from === to || next[from] === undefined || next[to] === undefined) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

const storedSchema = v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(64));
const keyOf = (zoneUuid: string) => `kc.pnpWall.${zoneUuid}`;

/** The zone's stored order; empty when none is stored or what is stored is not one. */
export function readWallOrder(zoneUuid: string): number[] {
  try {
    const parsed = safeParse(
      storedSchema,
      JSON.parse(localStorage.getItem(keyOf(zoneUuid)) ?? '[]'),
    );
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

export function writeWallOrder(zoneUuid: string, order: readonly number[]): void {
  try {
    localStorage.setItem(keyOf(zoneUuid), JSON.stringify(order));
  } catch {
    // A full or refused storage only loses the arrangement.
  }
}
