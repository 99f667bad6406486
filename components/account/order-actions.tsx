'use client';

import { MessageCircle, RotateCcw, XCircle } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { dashboardCopy as copy } from '@/content/account';
import type { ChatSubject } from '@/content/chat';
import { messages } from '@/content/messages';
import { orderActions, planReorder } from '@/lib/orders/customer-orders';
import { customerOrderActions, refundable } from '@/lib/orders/payment';
import { refundCopy } from '@/content/payments';
import { formatPrice } from '@/lib/pricing/money';
import { useCart } from '@/lib/store/cart';
import { useCatalogue } from '@/lib/store/catalogue';
import { useChatUi } from '@/lib/store/chat-ui';
import { cancelOrder } from '@/lib/shop/orders';
import type { Order } from '@/types/shop';
import { Button } from '@/components/ui/button';

const SUPPORT_SUBJECT: ChatSubject = 'Order Status';

/** The chat's new conversation about an order: subject Order Status, the order id in the message. */
export function supportDraft(orderId: string) {
  return { subject: SUPPORT_SUBJECT, message: `About order ${orderId}: ` };
}

/**
 * rules §4, the orders tab's buttons: Reorder Items on delivered orders, Cancel Order on pending or processing ones,
 * Contact Support always.
 */
export function OrderActions({ order }: { order: Order }) {
  const router = useRouter();
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState<{ text: string; cartLink: boolean } | null>(null);
  const contact = useRef<HTMLButtonElement>(null);
  // With a shared server: no Cancel Order while Stripe's page is open for it (lib/orders/payment.ts).
  const actions = process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? customerOrderActions(order) : orderActions(order.status);

  const reorder = () => {
    const plan = planReorder(order, useCatalogue.getState().products);
    const { add } = useCart.getState();
    for (const line of plan.lines) {
      for (let i = 0; i < line.quantity; i += 1) add(line.product, line.customizations);
    }
    if (plan.unavailable.length === 0) {
      router.push('/cart');
      return;
    }
    const added = plan.lines.length > 0;
    setProblem({ text: added ? copy.reorderSkipped(plan.unavailable) : copy.reorderNothing, cartLink: added });
  };

  const cancel = async () => {
    // A paid order is refunded in full through Stripe before it is cancelled (a shared server with Stripe).
    if (
      !window.confirm(
        process.env.NEXT_PUBLIC_PARSE_SERVER_URL
          ? refundable(order)
            ? refundCopy.customerConfirm(order.id, formatPrice(order.paidAmount ?? order.total))
            : copy.cancelConfirm
          : copy.cancelConfirm,
      )
    )
      return;
    const cancelled = await cancelOrder(order.id);
    if (!cancelled.ok) {
      setProblem({ text: cancelled.failure.message, cartLink: false });
      // Refused because the order has moved on (the owner shipped it): it now shows as it is, without Cancel Order.
      if (cancelled.failure.kind === 'conflict') contact.current?.focus();
      return;
    }
    setProblem(null);
    setDone(
      process.env.NEXT_PUBLIC_PARSE_SERVER_URL
        ? cancelled.value.refundedAmount !== undefined
          ? refundCopy.customerDone(order.id, formatPrice(cancelled.value.refundedAmount))
          : copy.cancelled(order.id)
        : copy.cancelled(order.id),
    );
    // The Cancel Order button is gone: the focus stays in this order's actions.
    contact.current?.focus();
  };

  return (
    <div>
      <div role="group" aria-label={copy.actionsLabel(order.id)} className="flex flex-wrap gap-3">
        {actions.includes('reorder') && (
          <Button onClick={reorder}>
            <Icon node={RotateCcw} className="size-4" />
            {messages.reorderItems}
          </Button>
        )}
        {actions.includes('cancel') && (
          <Button variant="secondary" onClick={() => void cancel()}>
            <Icon node={XCircle} className="size-4" />
            {messages.cancelOrder}
          </Button>
        )}
        <Button ref={contact} variant="secondary" onClick={() => useChatUi.getState().openNewConversation(supportDraft(order.id))}>
          <Icon node={MessageCircle} className="size-4" />
          {messages.contactSupport}
        </Button>
      </div>
      <p role="status" className={done ? 'mt-3 text-sm font-medium text-moss' : 'sr-only'}>
        {done}
      </p>
      {problem && (
        <p role="alert" className="mt-3 rounded-lg border border-ember bg-ember-light px-3 py-2 text-sm text-ember">
          {problem.text}{' '}
          {problem.cartLink && (
            <Link href="/cart" className="font-semibold underline underline-offset-2">
              {copy.viewCart}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
