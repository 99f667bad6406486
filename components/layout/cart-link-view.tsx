import { ShoppingCart } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';

/** The header's cart link, with the count of items when there are any. */
export function CartLinkView({ count }: { count: number }) {
  return (
    <Link
      href="/cart"
      className="relative inline-flex items-center gap-1.5 rounded-lg px-2 py-2 sm:px-2.5 text-sm font-medium text-ink hover:bg-linen"
      aria-label={count > 0 ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart'}
    >
      <Icon node={ShoppingCart} className="size-5" />
      <span className="hidden lg:inline">Cart</span>
      {count > 0 && (
        <span
          data-testid="cart-badge"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-walnut px-1.5 text-center text-xs font-bold leading-5 text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
