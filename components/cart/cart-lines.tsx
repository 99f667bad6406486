'use client';

import { Trash2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { messages } from '@/content/messages';
import type { PricedLine, UnavailableLine } from '@/lib/pricing/priced-cart';
import { productPath } from '@/lib/routes';
import { Badge } from '@/components/ui/badge';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { photoSizes } from '@/components/ui/photo-sizes';
import { CustomizationList } from '@/components/orders/customization-list';
import { QuantityControl } from './quantity-control';

/** The line's name for controls: the product, plus its customisations when it has some ("..., Black cherry"). */
export function lineLabel(line: Pick<PricedLine, 'product' | 'customizations'>): string {
  const details = line.customizations.map((c) => c.valueLabel === 'Yes' ? c.optionName : c.valueLabel);
  return details.length ? `${line.product.name} (${details.join(', ')})` : line.product.name;
}

function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={`Remove ${label} from cart`}
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-ember hover:bg-ember-light"
    >
      <Icon node={Trash2} className="size-4" />
      Remove
    </button>
  );
}

interface CartLineProps {
  line: PricedLine;
  priority: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLineItem({ line, priority, onQuantity, onRemove }: CartLineProps) {
  const label = lineLabel(line);
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <Link href={productPath(line.product.id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductImage
          src={line.product.images[0]}
          alt={line.product.name}
          width={240}
          height={240}
          priority={priority}
          sizes={photoSizes.cartLine}
          className="size-24 rounded-lg sm:size-28 [&>span]:hidden"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-sans text-base font-semibold leading-snug text-bark">
            <Link href={productPath(line.product.id)} className="hover:text-walnut hover:underline">
              {line.product.name}
            </Link>
          </h3>
          <CustomizationList customizations={line.customizations} />
          <p className="mt-1 text-sm text-muted">
            <Price amount={line.unitPrice} /> each
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <QuantityControl quantity={line.quantity} itemLabel={label} onChange={onQuantity} />
            <RemoveButton label={label} onRemove={onRemove} />
          </div>
        </div>
        <p className="text-base font-bold text-bark sm:text-right" data-testid="line-total">
          <span className="sr-only">Line total </span>
          <Price amount={line.lineTotal} />
        </p>
      </div>
    </li>
  );
}

const reasons = {
  deleted: 'This item is no longer sold, so it is not included in your total.',
  'out-of-stock': 'This item is out of stock right now, so it is not included in your total.',
} as const;

export function UnavailableLineItem({ line, onRemove }: { line: UnavailableLine; onRemove: () => void }) {
  const name = line.product?.name ?? 'Item no longer available';
  return (
    <li className="flex gap-4 py-5" data-testid="unavailable-line">
      <ProductImage
        src={line.product?.images[0]}
        alt={name}
        width={240}
        height={240}
        sizes={photoSizes.cartLine}
        className="size-24 shrink-0 rounded-lg opacity-60 grayscale sm:size-28 [&>span]:hidden"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-sans text-base font-semibold leading-snug text-bark">{name}</h3>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          <Badge tone={line.reason === 'out-of-stock' ? 'danger' : 'dark'}>
            {line.reason === 'out-of-stock' ? messages.outOfStock : 'Unavailable'}
          </Badge>
          Quantity {line.quantity}
        </p>
        <p className="mt-2 text-sm text-ink">{reasons[line.reason]}</p>
        <div className="mt-3">
          <RemoveButton label={name} onRemove={onRemove} />
        </div>
      </div>
    </li>
  );
}
