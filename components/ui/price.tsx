import clsx from 'clsx';
import { formatPrice } from '@/lib/pricing/money';

export function Price({ amount, className }: { amount: number; className?: string }) {
  return <span className={clsx('tabular-nums', className)}>{formatPrice(amount)}</span>;
}
