import { orderStatusLabels } from '@/content/orders';
import type { OrderStatus } from '@/types/shop';
import { Badge } from '@/components/ui/badge';

const tones = {
  pending: 'neutral',
  processing: 'neutral',
  shipped: 'dark',
  delivered: 'success',
  cancelled: 'danger',
} as const satisfies Record<OrderStatus, string>;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={tones[status]}>{orderStatusLabels[status]}</Badge>;
}
