import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('busy: reads as unavailable but keeps the focus of whoever pressed it, where disabled drops it', async () => {
    const { rerender } = render(<Button busy>Place order</Button>);
    const button = screen.getByRole('button', { name: 'Place order' });
    await userEvent.setup().click(button);

    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toHaveAttribute('aria-disabled', 'true');

    rerender(<Button>Place order</Button>);
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
  });
});
