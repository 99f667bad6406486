import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { categoryOptions } from '@/content/categories';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import { ProductForm } from './product-form';

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(typeof label === 'string' ? screen.getByRole('textbox', { name: label }) : screen.getByLabelText(label), {
    target: { value },
  });

describe('ProductForm (rules §5)', () => {
  it('offers every field: required ones marked, price from 0 in cents, the seven categories, in stock', () => {
    render(<ProductForm onSave={() => {}} onCancel={() => {}} />);
    for (const label of [/^Name/, /^Description/, /^Price/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    const price = screen.getByLabelText(/^Price/);
    expect(price).toHaveAttribute('type', 'number');
    expect(price).toHaveAttribute('min', '0');
    expect(price).toHaveAttribute('step', '0.01');
    expect(price).toHaveAttribute('max', '99999.99');
    expect(screen.getByRole('group', { name: /^Image URLs/ })).toHaveAccessibleDescription(
      'https:// addresses on images.unsplash.com, or paths on this site starting with /',
    );
    const categories = screen.getByLabelText('Category').querySelectorAll('option');
    expect([...categories].map((o) => o.value)).toEqual(categoryOptions.map((o) => o.value));
    expect(screen.getByLabelText('In stock')).toBeChecked();
    for (const label of ['Weight', 'Dimensions', 'Crafting time', 'Image URL 1', 'Material 1']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
  });

  it("alerts 'Please fill in all required fields', then 'Please add at least one product image', keeping what was typed", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<ProductForm onSave={onSave} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.fillRequiredFields);
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(messages.fillRequiredFields);

    type(/^Name/, 'Walnut Coaster Set');
    type(/^Description/, 'Four coasters.');
    type(/^Price/, '34.5');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.addProductImage);
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Image URL 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Walnut Coaster Set');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses javascript: and data: image URLs, marking the row', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<ProductForm product={seedProducts[3]} onSave={onSave} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Add image URL' }));
    type('Image URL 2', 'data:image/svg+xml,<svg onload=alert(1)>');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Image URLs must be https:// addresses on images.unsplash.com, or start with / (a picture on this site)');
    expect(screen.getByRole('textbox', { name: 'Image URL 2' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Image URL 1' })).not.toHaveAttribute('aria-invalid');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('points an over-long weight or material at its field: marked, described by the alert, focused', async () => {
    const user = userEvent.setup();
    render(<ProductForm product={seedProducts[3]} onSave={() => {}} onCancel={() => {}} />);
    type('Weight', 'x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = 'Please keep this to 200 characters or fewer (it has 201).';
    expect(screen.getByRole('alert')).toHaveTextContent(alert);
    expect(screen.getByRole('textbox', { name: 'Weight' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Weight' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Weight' })).toHaveAccessibleDescription(expect.stringContaining(alert));

    type('Weight', '2 lbs');
    await user.click(screen.getByRole('button', { name: 'Add material' }));
    type('Material 2', 'y'.repeat(230));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('textbox', { name: 'Weight' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Material 2' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Material 2' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Material 1' })).not.toHaveAttribute('aria-invalid');
  });

  it('saves trimmed values with blank image and material rows dropped', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<ProductForm onSave={onSave} onCancel={() => {}} />);
    type(/^Name/, ' Coasters ');
    type(/^Description/, 'Four.');
    type(/^Price/, '0');
    await user.click(screen.getByRole('button', { name: 'Add image URL' }));
    await user.click(screen.getByRole('button', { name: 'Add image URL' }));
    type('Image URL 2', 'https://images.unsplash.com/c.jpg');
    await user.click(screen.getByRole('button', { name: 'Add material' }));
    type('Material 2', 'Walnut');
    await user.selectOptions(screen.getByLabelText('Category'), 'office-accessories');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        name: 'Coasters',
        price: 0,
        category: 'office-accessories',
        images: ['https://images.unsplash.com/c.jpg'],
        materials: ['Walnut'],
      }),
    );
  });

  it('shows remove buttons only while a list has more than one row, and moves focus sensibly', async () => {
    const user = userEvent.setup();
    render(<ProductForm onSave={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add image URL' }));
    expect(screen.getByRole('textbox', { name: 'Image URL 2' })).toHaveFocus();
    type('Image URL 2', '/second.jpg');
    expect(screen.getAllByRole('button', { name: /Remove image URL/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove material/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image URL 1' }));
    expect(screen.getByRole('textbox', { name: 'Image URL 1' })).toHaveValue('/second.jpg');
    expect(screen.getByRole('textbox', { name: 'Image URL 1' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('fills edit mode from the product', () => {
    const product = seedProducts.find((p) => p.id === '8')!;
    render(<ProductForm product={product} onSave={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('heading', { name: `Edit Product: ${product.name}` })).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveValue(product.name);
    expect(screen.getByLabelText('In stock')).not.toBeChecked();
    expect(screen.getAllByRole('textbox', { name: /^Image URL/ })).toHaveLength(product.images.length);
    expect(screen.getAllByRole('textbox', { name: /^Material/ })).toHaveLength(product.materials.length);
  });
});
