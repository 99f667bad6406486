import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('busy: ignores a press and sends no submit, but keeps the focus and says it is unavailable', async () => {
    const pressed = vi.fn();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" busy onClick={pressed}>
          Place order
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    const user = userEvent.setup();
    await user.click(button);
    await user.keyboard('{Enter}');

    expect(pressed).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toHaveAttribute('aria-disabled', 'true');

    rerender(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" onClick={pressed}>
          Place order
        </Button>
      </form>,
    );
    await user.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
