import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './product-gallery';

const images = ['https://example.test/a.jpg?w=800', 'https://example.test/b.jpg?w=800', 'https://example.test/c.jpg?w=800'];

function mainImage() {
  return document.querySelector('img')!;
}

describe('ProductGallery', () => {
  it('loads the first photo eagerly and the thumbnails choose the main photo', async () => {
    const user = userEvent.setup();
    render(<ProductGallery name="Board" images={images} />);
    expect(mainImage()).toHaveAttribute('src', images[0]);
    expect(mainImage()).toHaveAttribute('loading', 'eager');
    expect(mainImage()).toHaveAttribute('alt', 'Board');
    const second = screen.getByRole('button', { name: 'Show image 2 of 3' });
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(mainImage()).toHaveAttribute('src', images[1]);
    expect(mainImage()).toHaveAttribute('alt', 'Board, image 2 of 3');
  });

  it('moves with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<ProductGallery name="Board" images={images} />);
    const thumb = (n: number) => screen.getByRole('button', { name: `Show image ${n} of 3` });
    thumb(1).focus();
    await user.keyboard('{ArrowLeft}');
    expect(thumb(3)).toHaveFocus();
    expect(thumb(3)).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    expect(thumb(1)).toHaveFocus();
    await user.keyboard('{End}');
    expect(thumb(3)).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Home}');
    expect(thumb(1)).toHaveAttribute('aria-pressed', 'true');
    expect(mainImage()).toHaveAttribute('src', images[0]);
  });

  it('shows the wood placeholder for a broken photo and no thumbnails for a single one', () => {
    render(<ProductGallery name="Board" images={[images[0]]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    fireEvent.error(mainImage());
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Board' })).toBeInTheDocument();
  });

  it('shows the placeholder when the product has no photo', () => {
    render(<ProductGallery name="Board" images={[]} />);
    expect(screen.getByRole('img', { name: 'Board' })).toBeInTheDocument();
  });
});
