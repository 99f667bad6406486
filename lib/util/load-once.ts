/**
 * A loader that runs once: every later call gets the same promise, so code fetched on demand is looked up once
 * and later callers wait no longer than a resolved promise. A load that failed (a chunk the network lost) is
 * forgotten, and the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
