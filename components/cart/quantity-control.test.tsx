import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedProducts } from '@/content/products';
import { useCart } from '@/lib/store/cart';
import { useCatalogue } from '@/lib/store/catalogue';
import { hydrateStores } from '@/lib/store/hydration';
import { CartView } from './cart-view';

const stand = seedProducts.find((product) => product.id === '2')!;

/** /cart holding one line of the Oak Phone Stand, `quantity` of them. */
async function cartOf(quantity: number) {
  await act(() => hydrateStores());
  useCart.setState({ items: [{ productId: stand.id, quantity, customizations: [] }] });
  render(<CartView />);
  return screen.findByRole('spinbutton', { name: `Quantity of ${stand.name}` });
}

const lineQuantity = () => useCart.getState().items[0]?.quantity;

describe('The cart line’s quantity box', () => {
  beforeEach(() => useCatalogue.setState({ products: seedProducts }));

  it('put back as it was when the shopper empties it with Backspace and leaves it', async () => {
    const box = await cartOf(12);
    await userEvent.click(box);
    await userEvent.keyboard('{End}{Backspace}{Backspace}');
    expect(box).toHaveValue(null);
    await userEvent.tab();
    expect(box).toHaveValue(12);
    expect(lineQuantity()).toBe(12);
    expect(screen.getByTestId('line-total')).toHaveTextContent('$408.00');
  });

  it('put back as it was when the shopper selects it all, deletes and leaves it', async () => {
    const box = await cartOf(3);
    await userEvent.tripleClick(box);
    await userEvent.keyboard('{Delete}');
    await userEvent.tab();
    expect(box).toHaveValue(3);
    expect(lineQuantity()).toBe(3);
  });

  it('applies a typed number at once and holds it at 99', async () => {
    const box = await cartOf(2);
    await userEvent.clear(box);
    await userEvent.type(box, '5');
    expect(lineQuantity()).toBe(5);
    await userEvent.clear(box);
    await userEvent.type(box, '150');
    expect(lineQuantity()).toBe(99);
    await userEvent.tab();
    expect(box).toHaveValue(99);
  });

  it.each(['0', '-2'])('removes the line when %s is typed and the box is left', async (typed) => {
    const box = await cartOf(4);
    await userEvent.clear(box);
    await userEvent.type(box, typed);
    expect(lineQuantity()).toBe(4);
    await userEvent.tab();
    expect(useCart.getState().items).toEqual([]);
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});
