import clsx from 'clsx';
import { DollarSign, MessageSquare, Package, ShoppingBag, Users } from 'lucide';
import { Icon, type IconNode } from '@/components/ui/icon';
import type { AdminStats } from '@/lib/admin/stats';
import { formatPrice } from '@/lib/pricing/money';

const cards = [
  { key: 'products', label: 'Products', icon: Package, format: String },
  { key: 'orders', label: 'Orders', icon: ShoppingBag, format: String },
  { key: 'revenue', label: 'Revenue', icon: DollarSign, format: formatPrice },
  { key: 'customers', label: 'Customers', icon: Users, format: String },
  { key: 'unreadMessages', label: 'Unread messages', icon: MessageSquare, format: String },
] as const satisfies readonly { key: keyof AdminStats; label: string; icon: IconNode; format: (n: number) => string }[];

/** The five summary cards of rules §2. */
export function SummaryCards({ stats }: { stats: AdminStats }) {
  return (
    <ul aria-label="Shop summary" className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
      {cards.map(({ key, label, icon, format }) => (
        <li
          key={key}
          data-testid={`stat-${key}`}
          className={clsx(
            // On phones the icon sits above the words, so a label such as "Customers" has the card's whole width.
            'flex flex-col items-start gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-sand/60 sm:flex-row sm:items-center',
            // Revenue gets twice a card's width (a whole row on phones), so a sum in the hundreds of thousands fits
            // on one line.
            key === 'revenue' && 'col-span-2 lg:col-span-1 xl:col-span-2',
          )}
        >
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-linen text-walnut">
            <Icon node={icon} className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</p>
            <p className="text-2xl font-bold tabular-nums break-words text-bark">{format(stats[key])}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
