import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { Price } from '@/components/ui/price';
import { photoSizes } from '@/components/ui/photo-sizes';
import { ProductImage } from '@/components/ui/product-image';
import { CustomizationList } from './customization-list';

interface ItemLineProps {
  name: string;
  image: string | undefined;
  customizations: ComponentProps<typeof CustomizationList>['customizations'];
  quantity: number;
  unitPrice: number;
  total: number;
  /** The checkout's summary beside the form: smaller type, and the quantity on the photo. */
  compact?: boolean;
  testId?: string;
}

/**
 * An item of an order, or of the cart at checkout: its photo, name and customisations, "2 × $34.00" and the line's
 * total. On phones the total goes under the item, as in the cart, leaving the words the row's width.
 */
export function ItemLine({ name, image, customizations, quantity, unitPrice, total, compact = false, testId }: ItemLineProps) {
  return (
    <li className={clsx('flex py-3 first:pt-0', compact ? 'gap-3 text-sm' : 'gap-4 last:pb-0')} data-testid={testId}>
      <div className="relative shrink-0">
        <ProductImage
          src={image}
          alt={name}
          width={160}
          height={160}
          sizes={photoSizes.itemThumbnail}
          className="size-16 rounded-lg [&>span]:hidden"
        />
        {compact && (
          <span
            className="absolute -right-2 -top-2 min-w-6 rounded-full bg-bark px-1.5 text-center text-xs font-bold leading-6 text-white"
            aria-hidden="true"
          >
            {quantity}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
        <div className="min-w-0 wrap-anywhere">
          <p className="font-semibold text-bark">{name}</p>
          <CustomizationList customizations={customizations} />
          <p className={clsx('text-muted', compact ? 'mt-0.5' : 'mt-1 text-sm')}>
            {quantity} × <Price amount={unitPrice} />
          </p>
        </div>
        <p className="font-semibold text-bark">
          <Price amount={total} />
        </p>
      </div>
    </li>
  );
}
