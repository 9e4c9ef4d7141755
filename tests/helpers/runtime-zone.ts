/** Runs `check` with the process in another zone (Node reads TZ on every Date call). */
export function inRuntimeZone(zone: string, check: () => void): void {
  const saved = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}
