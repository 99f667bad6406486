/**
 * What `work` resolves to, or what `fallback` gives when it has not settled within `ms`: for a request or a check
 * that may never answer. A rejection of `work` within the time is passed on.
 */
export function settleWithin<T>(work: Promise<T>, ms: number, fallback: () => T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
