/**
 * The mountpoints Janus holds for the cameras people watch, made on demand: a camera's is made
 * when someone starts watching it, and once nobody does it is kept while it is among the
 * `keepIdle` most recently left (a reload, or the tile opened again, finds it at once), and
 * destroyed beyond them. Janus's open files and ports then follow the cameras on screen, not the
 * chain's size (a mountpoint holds a few file descriptors: 9,000 of them exhaust Janus's).
 */
export interface MountpointPoolOptions<T> {
  /** Makes the mountpoint in Janus; answers what the stack needs of it (its port, its name). */
  create(streamId: number): Promise<T>;
  /** Destroys it in Janus. */
  destroy(streamId: number, mountpoint: T): Promise<void>;
  /** How many mountpoints nobody watches are kept. */
  keepIdle: number;
  /** A mountpoint that could not be destroyed (Janus keeps it; nothing else goes wrong). */
  onError(message: string): void;
}

export interface MountpointPool<T> {
  /** Someone watches the stream: its mountpoint is made unless Janus has it (or is making it). */
  open(streamId: number): Promise<T>;
  /** Nobody watches it any more: kept among the most recently left, destroyed beyond them. */
  leave(streamId: number): void;
  /** The mountpoint made or being made, or undefined when Janus has none (or is destroying it). */
  whenMade(streamId: number): Promise<T> | undefined;
  /** Forgets them all (Janus is stopping): nothing more is made or destroyed. */
  clear(): void;
}

interface Entry<T> {
  made: Promise<T>;
  watched: boolean;
}

export function mountpointPool<T>(options: MountpointPoolOptions<T>): MountpointPool<T> {
  const entries = new Map<number, Entry<T>>();
  /** Left mountpoints, the least recently left first. */
  const idle = new Set<number>();
  /** Destructions under way: a mountpoint opened again meanwhile is made once it is gone. */
  const destroying = new Map<number, Promise<void>>();
  let cleared = false;

  function make(streamId: number): Entry<T> {
    const gone = destroying.get(streamId) ?? Promise.resolve();
    const entry: Entry<T> = { made: gone.then(() => options.create(streamId)), watched: true };
    // A mountpoint that could not be made is forgotten: its next viewer asks again.
    entry.made.catch(() => {
      if (entries.get(streamId) === entry) {
        entries.delete(streamId);
        idle.delete(streamId);
      }
    });
    entries.set(streamId, entry);
    return entry;
  }

  function evict(streamId: number) {
    const entry = entries.get(streamId)!;
    entries.delete(streamId);
    idle.delete(streamId);
    const gone = entry.made
      .then(
        (mountpoint) => (cleared ? undefined : options.destroy(streamId, mountpoint)),
        // Never made: nothing to destroy.
        () => undefined,
      )
      .catch((error: unknown) =>
        options.onError(`Stream ${streamId}: its mountpoint was not destroyed: ${String(error)}`),
      )
      .finally(() => {
        if (destroying.get(streamId) === gone) destroying.delete(streamId);
      });
    destroying.set(streamId, gone);
  }

  return {
    open(streamId) {
      if (cleared) return Promise.reject(new Error('The video stack is closed'));
      const entry = entries.get(streamId) ?? make(streamId);
      entry.watched = true;
      idle.delete(streamId);
      return entry.made;
    },
    leave(streamId) {
      const entry = entries.get(streamId);
      if (!entry?.watched) return;
      entry.watched = false;
      idle.add(streamId);
      while (idle.size > options.keepIdle) evict(idle.values().next().value!);
    },
    whenMade: (streamId) => entries.get(streamId)?.made,
    clear() {
      cleared = true;
      entries.clear();
      idle.clear();
    },
  };
}
