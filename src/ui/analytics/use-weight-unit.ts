import { useSyncExternalStore } from 'react';
import { readWeightUnit, type WeightUnit } from '../../lib/format';

/** Where the chosen weight unit is remembered. */
export const WEIGHT_UNIT_KEY = 'kc.weightUnit';

const listeners = new Set<() => void>();

function read(): WeightUnit {
  try {
    return readWeightUnit(localStorage.getItem(WEIGHT_UNIT_KEY));
  } catch {
    // Storage can be disabled (private windows, policies): fall back to the default.
    return readWeightUnit(null);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === WEIGHT_UNIT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Remembers `unit` and updates every component showing weights. */
function setWeightUnit(unit: WeightUnit): void {
  try {
    localStorage.setItem(WEIGHT_UNIT_KEY, unit);
  } catch {
    // Not remembered, but still shown for this page.
  }
  listeners.forEach((listener) => listener());
}

/**
 * The weight unit setting (spec 000 §9, spec 001 §5): kg unless the stored unit is valid.
 * Every user re-renders together when it changes, in this tab or another.
 */
export function useWeightUnit(): [WeightUnit, (unit: WeightUnit) => void] {
  const unit = useSyncExternalStore(subscribe, read, () => readWeightUnit(null));
  return [unit, setWeightUnit];
}
