/**
 * Runs `task` once the browser is idle (at most a second later), or after 200 ms in a browser that cannot tell, so
 * a page's first paint and its shopper's first input never wait on it. Returns the cancel, as an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
