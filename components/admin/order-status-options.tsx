import { orderStatusLabels } from '@/content/orders';
import { ORDER_STATUSES } from '@/types/shop';

/**
 * The options of an order's status select on the Orders tab: the statuses the owner may set, and Cancelled, shown
 * but not chosen, for an order that is cancelled.
 */
export function OrderStatusOptions({ cancelled }: { cancelled: boolean }) {
  return (
    <>
      {cancelled && (
        <option value="cancelled" disabled>
          {orderStatusLabels.cancelled}
        </option>
      )}
      {ORDER_STATUSES.map((value) => (
        <option key={value} value={value}>
          {orderStatusLabels[value]}
        </option>
      ))}
    </>
  );
}
