import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/content/messages';
import { seed } from '@/test-support/products';
import { useCart } from '@/lib/store/cart';
import type { Product } from '@/types/shop';
import { ADDED_FEEDBACK_MS } from '@/components/catalogue/add-to-cart-button';
import { ProductPurchase } from './product-purchase';

/** Product 3 with its family name made required, plus a required boolean. */
const withRequired: Product = {
  ...seed('3'),
  customizationOptions: [
    ...(seed('3').customizationOptions ?? []).map((option) =>
      option.id === 'family-name' ? { ...option, required: true } : option,
    ),
    {
      id: 'mounting',
      name: 'Wall Mounting Kit',
      type: 'boolean',
      required: true,
      description: 'Screws and anchors for drywall.',
      priceAdjustment: 5,
    },
  ],
};

const price = () => screen.getByTestId('product-price');
const addButton = () => screen.getByRole('button', { name: 'Add to Cart' });

describe('ProductPurchase', () => {
  beforeEach(() => useCart.setState({ items: [] }));
  afterEach(() => vi.useRealTimers());

  it('updates the price live as options change, including negative adjustments', async () => {
    const user = userEvent.setup();
    render(<ProductPurchase product={seed('1')} />);
    expect(price()).toHaveTextContent('$65.00');

    await user.selectOptions(screen.getByLabelText('Wood Type'), 'cherry');
    expect(price()).toHaveTextContent('$90.00');
    await user.type(screen.getByLabelText(/Custom Engraving/), 'Smith');
    expect(price()).toHaveTextContent('$115.00');
    await user.click(screen.getByLabelText(/Juice Groove/));
    expect(price()).toHaveTextContent('$130.00');
    expect(price()).toHaveTextContent('Base price $65.00 + $65.00 options');

    await user.clear(screen.getByLabelText(/Custom Engraving/));
    await user.type(screen.getByLabelText(/Custom Engraving/), '   ');
    expect(price()).toHaveTextContent('$105.00');
  });

  it('prices 3 hooks at −$10 and shows each choice’s price effect', async () => {
    const user = userEvent.setup();
    render(<ProductPurchase product={seed('3')} />);
    const hooks = screen.getByLabelText('Number of Hooks');
    expect(within(hooks).getByRole('option', { name: '3 hooks (-$10.00)' })).toBeInTheDocument();
    expect(within(hooks).getByRole('option', { name: '8 hooks (+$15.00)' })).toBeInTheDocument();
    expect(within(hooks).getByRole('option', { name: '5 hooks' })).toBeInTheDocument();
    await user.selectOptions(hooks, '3');
    expect(price()).toHaveTextContent('$38.00');
    expect(price()).toHaveTextContent('Base price $48.00 − $10.00 options');
    expect(screen.getByText('+$20.00')).toBeInTheDocument(); // family name
  });

  it('shows the quantity total and adds the product N times as one line', async () => {
    const user = userEvent.setup();
    render(<ProductPurchase product={seed('2')} />);
    await user.selectOptions(screen.getByLabelText('Finish'), 'dark-stain');
    await user.selectOptions(screen.getByLabelText('Quantity'), '3');
    expect(price()).toHaveTextContent('$132.00 for 3');
    await user.click(addButton());
    expect(useCart.getState().items).toEqual([
      {
        productId: '2',
        quantity: 3,
        customizations: [{ optionId: 'finish', optionName: 'Finish', value: 'dark-stain', priceAdjustment: 10 }],
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(`Added 3 × ${seed('2').name} to your cart. Your cart has 3 items.`);
  });

  it('offers quantities 1 to 5 only', () => {
    render(<ProductPurchase product={seed('4')} />);
    const options = within(screen.getByLabelText('Quantity')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['1', '2', '3', '4', '5']);
  });

  it("reads 'Added!' for 1500 ms after adding", () => {
    vi.useFakeTimers();
    render(<ProductPurchase product={seed('4')} />);
    fireEvent.click(addButton());
    expect(screen.getByRole('button', { name: messages.added })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ADDED_FEEDBACK_MS - 1));
    expect(screen.getByRole('button', { name: messages.added })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(addButton()).toBeInTheDocument();
  });

  it('marks required options with an asterisk and blocks adding with an announced message', async () => {
    const user = userEvent.setup();
    render(<ProductPurchase product={withRequired} />);
    const familyName = screen.getByLabelText(/Family Name/);
    const mounting = screen.getByLabelText(/Wall Mounting Kit/);
    expect(familyName.closest('div')?.querySelector('label')).toHaveTextContent(/^Family Name\*/);
    expect(mounting).toBeRequired();
    expect(familyName).toBeRequired();
    expect(screen.getByLabelText('Number of Hooks')).not.toBeRequired();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(addButton());
    expect(useCart.getState().items).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please complete the required options: Family Name, Wall Mounting Kit.',
    );
    expect(familyName).toHaveFocus();
    expect(familyName).toHaveAttribute('aria-invalid', 'true');
    expect(familyName).toHaveAccessibleDescription(/Family Name is required\./);

    await user.type(familyName, 'The Nguyens');
    expect(familyName).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete the required option: Wall Mounting Kit.');
    await user.click(mounting);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(addButton());
    expect(useCart.getState().items).toHaveLength(1);
    expect(useCart.getState().items[0].customizations.map((c) => c.optionId)).toEqual(['family-name', 'mounting']);
  });

  it('honours maxLength and shows the placeholder on text options', async () => {
    const user = userEvent.setup();
    render(<ProductPurchase product={seed('3')} />);
    const familyName = screen.getByLabelText(/Family Name/);
    expect(familyName).toHaveAttribute('maxLength', '25');
    expect(familyName).toHaveAttribute('placeholder', 'e.g. The Nguyen Family');
    await user.type(familyName, 'x'.repeat(30));
    expect(familyName).toHaveValue('x'.repeat(25));
    expect(screen.getByText('25/25 characters')).toBeInTheDocument();
  });

  it('shows each option’s description', () => {
    render(<ProductPurchase product={seed('1')} />);
    for (const option of seed('1').customizationOptions ?? []) {
      expect(screen.getByLabelText(new RegExp(option.name))).toHaveAccessibleDescription(
        expect.stringContaining(option.description),
      );
    }
  });

  it('cannot add an out-of-stock product', () => {
    render(<ProductPurchase product={seed('8')} />);
    const button = screen.getByRole('button', { name: messages.outOfStock });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Quantity')).toBeDisabled();
    fireEvent.submit(button.closest('form')!);
    expect(useCart.getState().items).toEqual([]);
  });

  it('estimates shipping for the chosen country and quantity', async () => {
    const user = userEvent.setup();
    render(<ProductPurchase product={seed('1')} />);
    const estimate = screen.getByTestId('shipping-estimate');
    expect(screen.getByLabelText('Ship to')).toHaveValue('Canada');
    expect(estimate).toHaveTextContent('Standard Shipping: $25.50 · 5-8 business days');
    await user.selectOptions(screen.getByLabelText('Ship to'), 'United States');
    expect(estimate).toHaveTextContent('Standard International: $39.00');
    await user.selectOptions(screen.getByLabelText('Quantity'), '2');
    expect(estimate).toHaveTextContent('Standard International: $57.00'); // 25 + 4 × 8
    expect(screen.getByText(messages.freeDeliveryNote)).toBeInTheDocument();
  });

  it("says 'Shipping rates will be calculated at checkout' when no rate fits", async () => {
    const user = userEvent.setup();
    render(<ProductPurchase product={{ ...seed('4'), weight: '31 lbs' }} />);
    await user.selectOptions(screen.getByLabelText('Ship to'), 'Other');
    expect(screen.getByTestId('shipping-estimate')).toHaveTextContent(messages.shippingUnavailable);
  });
});
