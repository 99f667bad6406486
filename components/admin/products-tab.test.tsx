import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '@/test-support/wait';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import { useAdminDrafts } from '@/lib/store/admin-drafts';
import { useCatalogue } from '@/lib/store/catalogue';
import { ProductsTab } from './products-tab';
import { ADMIN_PAGE_SIZE } from '@/lib/admin/lists';

const rows = () => screen.getAllByTestId('admin-product-row');
const few = seedProducts.slice(0, 4);
const form = () => screen.getByRole('region', { name: /Add Product|Edit Product/ });

describe('ProductsTab', () => {
  beforeEach(() => useCatalogue.setState({ products: seedProducts }));

  it("lists products with name, category, price and the 'Out of Stock' badge where it applies", () => {
    render(<ProductsTab />);
    expect(rows()).toHaveLength(seedProducts.length);
    const outOfStock = seedProducts.filter((p) => !p.inStock);
    expect(outOfStock.map((p) => p.id)).toEqual(['8', '15']);
    for (const product of outOfStock) {
      const row = rows().find((r) => within(r).queryByRole('rowheader', { name: new RegExp(product.name) }))!;
      expect(within(row).getByText(messages.outOfStock)).toBeInTheDocument();
    }
    const inStockRow = rows()[0];
    expect(within(inStockRow).queryByText(messages.outOfStock)).not.toBeInTheDocument();
    expect(inStockRow).toHaveTextContent('Cutting Boards');
    expect(inStockRow).toHaveTextContent('$65.00');
  });

  it('adds a product through the form, shown at once in the list', async () => {
    const user = userEvent.setup();
    useCatalogue.setState({ products: few });
    render(<ProductsTab />);
    expect(screen.queryByRole('region', { name: 'Add Product' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByRole('heading', { name: 'Add Product' })).toHaveFocus();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Walnut Coaster Set' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Four coasters.' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '34.50' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Image URL 1' }), { target: { value: '/coasters.jpg' } });
    await user.click(screen.getByLabelText('In stock'));
    await user.click(screen.getByRole('button', { name: 'Save Product' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Add Product' })).not.toBeInTheDocument());
    const added = useCatalogue.getState().products.at(-1)!;
    expect(added).toMatchObject({ name: 'Walnut Coaster Set', price: 34.5, inStock: false, images: ['/coasters.jpg'] });
    expect(seedProducts.map((p) => p.id)).not.toContain(added.id);
    expect(screen.getByRole('status')).toHaveTextContent('Added Walnut Coaster Set.');
    expect(screen.getByRole('rowheader', { name: /Walnut Coaster Set/ })).toHaveTextContent(messages.outOfStock);
  });

  it("edits a product's price in edit mode, keeping its reviews, and returns focus to its Edit button", async () => {
    const user = userEvent.setup();
    useCatalogue.setState({ products: few });
    render(<ProductsTab />);
    const first = seedProducts[0];
    const edit = screen.getByRole('button', { name: `Edit ${first.name}` });
    await user.click(edit);
    expect(form()).toHaveAccessibleName(`Edit Product: ${first.name}`);
    const price = screen.getByLabelText(/^Price/);
    expect(price).toHaveValue(65);
    fireEvent.change(price, { target: { value: '71.25' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(rows()[0]).toHaveTextContent('$71.25'));
    const saved = useCatalogue.getState().products[0];
    expect(saved).toMatchObject({ id: first.id, price: 71.25, reviews: first.reviews, customizationOptions: first.customizationOptions });
    expect(rows()[0]).toHaveTextContent('$71.25');
    await eventually(() => expect(screen.getByRole('button', { name: `Edit ${first.name}` })).toHaveFocus());
  });

  /** Opens the edit form of few[2]; then another tab of the browser saves it at $99 while the form shows the old price. */
  async function editWhileAnotherTabReprices(user: ReturnType<typeof userEvent.setup>) {
    useCatalogue.setState({ products: few });
    render(<ProductsTab />);
    const stand = few[2];
    await user.click(screen.getByRole('button', { name: `Edit ${stand.name}` }));
    act(() => useCatalogue.setState({ products: few.map((p) => (p.id === stand.id ? { ...p, price: 99 } : p)) }));
    return stand;
  }

  it('saves an edit over a change made meanwhile in another tab, keeping the fields the owner did not touch', async () => {
    const user = userEvent.setup();
    const stand = await editWhileAnotherTabReprices(user);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: `${stand.name} v2` } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: /Edit Product/ })).not.toBeInTheDocument());
    expect(useCatalogue.getState().products[2]).toMatchObject({ name: `${stand.name} v2`, price: 99 });
  });

  it('refuses an edit to a field another tab changed meanwhile, keeping what was typed; saving again puts it over', async () => {
    const user = userEvent.setup();
    const stand = await editWhileAnotherTabReprices(user);
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '50' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      `${stand.name} was changed elsewhere while you edited it (its price), so nothing was saved. The list shows it as it is now; your changes are still in the form. Save again to put them over it.`,
    );
    expect(useCatalogue.getState().products[2].price).toBe(99);
    expect(screen.getByLabelText(/^Price/)).toHaveValue(50);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(useCatalogue.getState().products[2].price).toBe(50));
  });

  it('cancelling leaves the product as it was', async () => {
    const user = userEvent.setup();
    useCatalogue.setState({ products: few });
    render(<ProductsTab />);
    await user.click(screen.getByRole('button', { name: `Edit ${seedProducts[1].name}` }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useCatalogue.getState().products[1]).toEqual(seedProducts[1]);
  });

  it('forgets the edit form kept for a product deleted elsewhere, so that it does not come back with the id', async () => {
    const user = userEvent.setup();
    const target = few[1];
    const others = few.filter((p) => p.id !== target.id);
    useCatalogue.setState({ products: few });
    const shown = render(<ProductsTab />);
    await user.click(screen.getByRole('button', { name: `Edit ${target.name}` }));
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '99.95' } });
    // Deleted in another tab of the browser (or on the server): the catalogue changes under the open form.
    act(() => useCatalogue.setState({ products: others }));
    expect(screen.queryByRole('region', { name: /Edit Product/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `${target.name} was deleted elsewhere while you edited it, so its form closed and your changes to it were not saved.`,
    );
    act(() => useCatalogue.setState({ products: few }));
    expect(screen.queryByRole('region', { name: /Edit Product/ })).not.toBeInTheDocument();
    expect(useAdminDrafts.getState().productForm).toBeNull();

    // The same while the owner looks at another tab of the dashboard (this panel off the page).
    await user.click(screen.getByRole('button', { name: `Edit ${target.name}` }));
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '99.95' } });
    shown.unmount();
    act(() => useCatalogue.setState({ products: others }));
    act(() => useCatalogue.setState({ products: few }));
    render(<ProductsTab />);
    expect(screen.queryByRole('region', { name: /Edit Product/ })).not.toBeInTheDocument();
    expect(useAdminDrafts.getState().productForm).toBeNull();
  });

  it('says only "Deleted" when the owner deletes the product whose form is open here', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const target = few[1];
    useCatalogue.setState({ products: few });
    render(<ProductsTab />);
    await user.click(screen.getByRole('button', { name: `Edit ${target.name}` }));
    await user.click(screen.getByRole('button', { name: `Delete ${target.name}` }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Deleted ${target.name}.`));
    expect(screen.getByRole('status')).not.toHaveTextContent('elsewhere');
  });

  it("deletes only after 'Are you sure you want to delete this product?' is confirmed", async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    useCatalogue.setState({ products: few });
    render(<ProductsTab />);
    const target = seedProducts[2];
    await user.click(screen.getByRole('button', { name: `Delete ${target.name}` }));
    expect(confirm).toHaveBeenCalledWith(messages.deleteProductConfirm);
    expect(useCatalogue.getState().products).toHaveLength(few.length);

    await user.click(screen.getByRole('button', { name: `Delete ${target.name}` }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Deleted ${target.name}.`));
    expect(useCatalogue.getState().products.map((p) => p.id)).not.toContain(target.id);
    expect(screen.queryByRole('rowheader', { name: new RegExp(target.name) })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Deleted ${target.name}.`);
  });

  it('pages a large catalogue and finds products by name', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 60 }, (_, i) => ({ ...seedProducts[i % 16], id: `p${i}`, name: `Board ${i}` }));
    useCatalogue.setState({ products: many });
    render(<ProductsTab />);
    expect(rows()).toHaveLength(ADMIN_PAGE_SIZE);
    expect(screen.getByText('Showing 1-25 of 60 products')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Products pages' })).getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Showing 26-50 of 60 products')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: /Find products/ }), 'board 59');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Board 59');
  });
});
