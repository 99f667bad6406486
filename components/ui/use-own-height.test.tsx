import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOwnHeight } from './use-own-height';

function Box() {
  const ref = useRef<HTMLDivElement>(null);
  useOwnHeight(ref);
  return <div ref={ref} data-testid="box" />;
}

describe('useOwnHeight', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the element’s height in --own-height as it changes, and stops when the element goes', () => {
    let report: ((entries: { borderBoxSize: { blockSize: number }[] }[]) => void) | undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const { getByTestId, unmount } = render(<Box />);
    act(() => report!([{ borderBoxSize: [{ blockSize: 712.5 }] }]));
    expect(getByTestId('box').style.getPropertyValue('--own-height')).toBe('712.5px');
    act(() => report!([{ borderBoxSize: [{ blockSize: 640 }] }]));
    expect(getByTestId('box').style.getPropertyValue('--own-height')).toBe('640px');
    unmount();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('leaves the variable unset where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { getByTestId } = render(<Box />);
    expect(getByTestId('box').style.getPropertyValue('--own-height')).toBe('');
  });
});
