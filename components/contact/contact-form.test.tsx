import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emailSender } from '@/lib/shop/contact';
import { hydrateStores } from '@/lib/store/hydration';
import { ContactForm } from './contact-form';

function renderForm() {
  render(
    <>
      <h2 id="contact-heading">Send us a message</h2>
      <ContactForm labelledBy="contact-heading" />
    </>,
  );
  act(() => void hydrateStores());
}

describe('ContactForm', () => {

  it('when the sender cannot be fetched (offline, or gone after a deploy), says the message failed and keeps what was typed', async () => {
    const load = vi.spyOn(emailSender, 'load').mockRejectedValue(new Error('Loading chunk 4821 failed.'));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.selectOptions(screen.getByLabelText(/^Subject/), 'Custom Order');
    await user.type(screen.getByLabelText(/^Message/), 'A walnut board with our initials, please.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to send message\. Please try again or contact us directly\./);
    expect(load).toHaveBeenCalled();
    // Not stuck on "Sending...": the shopper can press again.
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Custom Order');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('A walnut board with our initials, please.');
  });
});
