// For tests: the browser's Web Locks (navigator.locks) as a queue per lock name, as every tab of a site shares them.
// A test holds a lock "in another tab" with request() and lets go when its callback's promise settles. The
// browser project's setup takes it away after each test.

export interface FakeLocks {
  request: <T>(name: string, callback: () => Promise<T>) => Promise<T>;
  /** Every name requested, in order. */
  held: string[];
}

export function installFakeLocks(): FakeLocks {
  const queues = new Map<string, Promise<unknown>>();
  const held: string[] = [];
  const request = <T>(name: string, callback: () => Promise<T>): Promise<T> => {
    held.push(name);
    const turn = (queues.get(name) ?? Promise.resolve()).then(callback);
    queues.set(name, turn.catch(() => undefined));
    return turn;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return { request, held };
}
