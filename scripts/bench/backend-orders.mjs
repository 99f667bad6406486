// The orders of a run of the benchmark (backend.mjs): what each shopper sends, priced by hand, and the checks, with
// the master key after the run, that none was lost, wrongly priced or stored twice.
import { DUPLICATE_CODE, RESENDS } from './backend-options.mjs';
import { failureKind } from './backend-server.mjs';

// ---------------------------------------------------------------------------------------------------------------
// Orders: product '2' (Oak Phone Stand, $34, 0.6 lb) to Lloydminster, Canada by Standard Shipping

/**
 * The shop's prices for `quantity` phone stands, worked out here by hand (in cents, so no float noise) rather than
 * with lib/, so the benchmark is an independent witness of the server's arithmetic:
 * subtotal 34 x q; shipping $15 + $3 per lb over the first (weight 0.6 x q; Canada's free threshold, $500, is never
 * reached); tax 8% of the subtotal, to the cent; total = subtotal + shipping + tax.
 * q=1: 34 + 15 + 2.72 = 51.72; q=2: 68 + 15.60 + 5.44 = 89.04; q=3: 102 + 17.40 + 8.16 = 127.56.
 */
function pricesFor(quantity) {
  const subtotal = 3400 * quantity;
  const tenthsOfPoundOverFirst = Math.max(0, 6 * quantity - 10);
  const shipping = 1500 + 30 * tenthsOfPoundOverFirst;
  const tax = Math.round(subtotal * 0.08);
  const dollars = (cents) => cents / 100;
  return { subtotal: dollars(subtotal), shipping: dollars(shipping), tax: dollars(tax), total: dollars(subtotal + shipping + tax) };
}

export function orderBody(shopper, clientKey, quantity) {
  return {
    clientKey,
    userId: shopper.id,
    customerEmail: shopper.email,
    customerName: `Bench Shopper ${shopper.index}`,
    items: [{ productId: '2', productName: 'Oak Phone Stand', unitPrice: 34, quantity, customizations: [] }],
    shippingMethod: 'Standard Shipping',
    ...pricesFor(quantity),
    shippingAddress: { street: '4812 50 Avenue', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
  };
}

const cents = (amount) => Math.round(Number(amount) * 100);

/** Every stored order, read with the master key a page at a time (by objectId, so no page is skipped or repeated). */
async function storedOrders({ call }) {
  const orders = [];
  let after = null;
  for (;;) {
    const where = after ? { objectId: { $gt: after } } : {};
    const query = `limit=1000&order=objectId&keys=clientKey,items,subtotal,shipping,tax,total&where=${encodeURIComponent(JSON.stringify(where))}`;
    const answer = await call('GET', `/classes/Order?${query}`, { master: true });
    if (answer.status !== 200) throw new Error(`Could not read the orders: ${failureKind(answer)}`);
    orders.push(...answer.body.results);
    if (answer.body.results.length < 1000) return orders;
    after = answer.body.results.at(-1).objectId;
  }
}

/**
 * The exact number of stored orders. The condition matters: with none, Parse Server's PostgreSQL adapter answers
 * the table's planner estimate (pg_class.reltuples), which lags behind (0 right after a burst of inserts).
 */
async function countOrders({ call }) {
  const where = encodeURIComponent(JSON.stringify({ clientKey: { $exists: true } }));
  const answer = await call('GET', `/classes/Order?count=1&limit=0&where=${where}`, { master: true });
  if (answer.status !== 200) throw new Error(`Could not count the orders: ${failureKind(answer)}`);
  return answer.body.count;
}

const describeOrder = (order) => {
  const item = order.items?.[0] ?? {};
  const figures = ['subtotal', 'shipping', 'tax', 'total'].map((field) => `${field} ${order[field]}`).join(', ');
  return `${order.clientKey}: ${order.items?.length ?? 0} line(s), ${item.quantity} x product ${item.productId}, ${figures}`;
};

/** Checks the orders of one backend (its restClient): `accepted` and `sent` over all the rounds it took. */
export async function verify(client, accepted, sent) {
  const stored = await storedOrders(client);
  const counted = await countOrders(client);
  const byId = new Map(stored.map((order) => [order.objectId, order]));

  // Lost: the shopper was told 201 with an objectId, and that order is not on the server (or is another order).
  const lost = accepted.filter(({ clientKey, objectId }) => byId.get(objectId)?.clientKey !== clientKey);

  // Wrong: any figure differs from the hand-worked prices for the stored quantity, or the quantity from what was sent.
  const wrong = stored.filter((order) => {
    const items = order.items ?? [];
    const quantity = items[0]?.quantity;
    if (items.length !== 1 || items[0].productId !== '2' || ![1, 2, 3].includes(quantity)) return true;
    const expected = pricesFor(quantity);
    if (['subtotal', 'shipping', 'tax', 'total'].some((field) => cents(order[field]) !== cents(expected[field]))) return true;
    const mine = sent.get(order.clientKey);
    return mine !== undefined && mine.body.items[0].quantity !== quantity;
  });

  // Duplicated: two stored orders with one clientKey; and placed orders sent again must be refused as duplicates.
  const keys = new Map();
  for (const order of stored) keys.set(order.clientKey, (keys.get(order.clientKey) ?? 0) + 1);
  const duplicated = [...keys.values()].reduce((extra, count) => extra + count - 1, 0);
  const step = Math.max(1, Math.floor(accepted.length / RESENDS));
  const resent = accepted.filter((_, i) => i % step === 0).slice(0, RESENDS);
  const resendOutcomes = await Promise.all(
    resent.map(async ({ clientKey }) => {
      const { shopper, body } = sent.get(clientKey);
      try {
        return await client.call('POST', '/classes/Order', { session: shopper.session, body });
      } catch (error) {
        return error;
      }
    }),
  );
  const refused = resendOutcomes.filter((answer) => !(answer instanceof Error) && answer.body?.code === DUPLICATE_CODE).length;
  const otherResendAnswers = resendOutcomes.filter((answer) => answer instanceof Error || answer.body?.code !== DUPLICATE_CODE).map(failureKind);
  const countAfterResend = await countOrders(client);
  const newAfterResend = countAfterResend - counted;

  return [
    {
      name: 'lost orders',
      value: lost.length,
      pass: lost.length === 0,
      detail: `${accepted.length} accepted by the server, ${stored.length} stored (count=${counted}); ${lost.length} accepted but missing`,
    },
    {
      name: 'wrong totals',
      value: wrong.length,
      pass: wrong.length === 0,
      detail: `${stored.length} stored orders re-priced by hand${wrong.length ? `; first: ${describeOrder(wrong[0])}` : ''}`,
    },
    {
      name: 'duplicated orders',
      value: duplicated + newAfterResend,
      pass: duplicated === 0 && refused === resent.length && resent.length > 0 && newAfterResend === 0,
      detail:
        `${duplicated} stored orders share a clientKey; ${refused}/${resent.length} placed orders sent again refused with ${DUPLICATE_CODE}` +
        `${otherResendAnswers.length ? ` (others: ${[...new Set(otherResendAnswers)].join('; ')})` : ''}; ${newAfterResend} new orders after the re-sends`,
    },
  ];
}
