import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs the task when the browser is idle, at most a second later, and not before', () => {
    const idle: { task: () => void; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void, options?: { timeout?: number }) => idle.push({ task, timeout: options?.timeout }));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0].timeout).toBe(1000);
    idle[0].task();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelled, the task never runs', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    whenIdle(vi.fn())();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('where the browser cannot tell when it is idle, runs the task 200 ms later unless cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    const other = vi.fn();
    whenIdle(task);
    const cancel = whenIdle(other);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    cancel();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });
});
