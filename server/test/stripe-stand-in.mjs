// A stand-in for Stripe's API, for the tests (stripe-mock cannot be installed here: ../shared/TOOLCHAIN.md). The shop's
// server talks to it through the real `stripe` package (STRIPE_API_URL: its host and port settings), and it answers
// in the shapes of Stripe's API reference: Checkout Sessions (create, retrieve) and Refunds (create), with Stripe's
// idempotency (the same key and parameters answer the first answer again; other parameters are refused) and its
// error bodies. It records what it received, can refuse refunds or leave them unanswered, and serves a page that
// plays Stripe's hosted page at each session's `url`: Pay completes the session, sends the signed
// checkout.session.completed event to the shop's webhook (stripe.webhooks.generateTestHeaderString), then goes to
// success_url; Cancel goes to cancel_url.
//
// Tests in another process (Playwright) steer it over HTTP: POST /_stand-in/settings { refunds, webhookDelayMs },
// GET /_stand-in/received.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

const id = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[0][b]=1&c=2` (how the stripe package sends parameters) as { a: [{ b: '1' }], c: '2' }. */
export function parseForm(text) {
  const root = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1]);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

const stripeError = (status, type, message, extra = {}) => ({ status, body: { error: { type, message, ...extra } } });

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const money = (cents, currency) => `${currency.toUpperCase()} $${(cents / 100).toFixed(2)}`;

/**
 * Starts the stand-in on a free port of 127.0.0.1. `secretKey`: the only API key it takes; `webhookSecret` and
 * `webhookURL` (settable later with setWebhook): where Pay sends its events and what it signs them with.
 */
export async function startStripeStandIn({ secretKey, webhookSecret, webhookURL } = {}) {
  const sessions = new Map();
  const refunds = [];
  const received = [];
  const deliveries = [];
  const idempotent = new Map();
  const held = new Set();
  // Each also by the paying customer's email (`refundsFor`, `webhookDelaysFor`), so journeys running side by side
  // against one stand-in steer only their own payments.
  const settings = {
    refunds: 'accept',
    refundsFor: {},
    refusal: 'This charge has been disputed, so it cannot be refunded.',
    webhookDelayMs: 0,
    webhookDelaysFor: {},
  };
  let webhook = { url: webhookURL, secret: webhookSecret };

  function sessionFrom(params, origin) {
    const lines = (params.line_items ?? []).map((line) => ({
      price_data: { ...line.price_data, unit_amount: Number(line.price_data?.unit_amount) },
      quantity: Number(line.quantity),
    }));
    const amount = lines.reduce((sum, line) => sum + line.price_data.unit_amount * line.quantity, 0);
    const sessionId = id('cs');
    return {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: params.cancel_url,
      client_reference_id: params.client_reference_id ?? null,
      created: now(),
      currency: lines[0]?.price_data.currency ?? null,
      customer: null,
      customer_details: null,
      customer_email: params.customer_email ?? null,
      expires_at: Number(params.expires_at),
      livemode: false,
      metadata: params.metadata ?? {},
      mode: params.mode,
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: params.success_url,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      url: `${origin}/pay/${sessionId}`,
      // Not part of Stripe's answer: what the page shows (Stripe keeps the lines apart, behind list_line_items).
      _lines: lines,
    };
  }

  const shown = (session) => {
    const { _lines, ...rest } = session;
    return rest;
  };

  function createSession(params, origin) {
    const missing = ['mode', 'success_url', 'line_items'].find((name) => params[name] === undefined);
    if (missing) return stripeError(400, 'invalid_request_error', `Missing required param: ${missing}.`, { param: missing });
    const expiresAt = Number(params.expires_at);
    if (params.expires_at !== undefined && (expiresAt < now() + 30 * 60 || expiresAt > now() + 24 * 60 * 60)) {
      return stripeError(400, 'invalid_request_error', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', { param: 'expires_at' });
    }
    const session = sessionFrom(params, origin);
    sessions.set(session.id, session);
    return { status: 200, body: shown(session) };
  }

  function createRefund(params) {
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent && candidate.payment_intent === params.payment_intent);
    if (!session) return stripeError(400, 'invalid_request_error', `No such payment_intent: '${params.payment_intent}'`, { code: 'resource_missing', param: 'payment_intent' });
    if (refunds.some((refund) => refund.payment_intent === session.payment_intent)) {
      return stripeError(400, 'invalid_request_error', `Charge for ${session.payment_intent} has already been refunded.`, { code: 'charge_already_refunded' });
    }
    const refund = {
      id: id('re'),
      object: 'refund',
      amount: Number(params.amount ?? session.amount_total),
      balance_transaction: null,
      charge: id('ch'),
      created: now(),
      currency: session.currency,
      destination_details: null,
      metadata: params.metadata ?? {},
      payment_intent: session.payment_intent,
      reason: params.reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  /** An event as Stripe sends it, about `session` as it is now. */
  function event(type, session, { created = now() } = {}) {
    return {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      data: { object: shown(session) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  /** Sends the event to the webhook, signed as Stripe signs it; answers the webhook's status and body. */
  async function deliver(payload, { secret = webhook.secret, url = webhook.url, timestamp } = {}) {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, ...(timestamp ? { timestamp } : {}) });
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header }, body });
    const answer = { status: response.status, text: await response.text() };
    deliveries.push({ body, ...answer });
    return answer;
  }

  /** What Pay on Stripe's page does to the session: paid by card, with a PaymentIntent. */
  function complete(session, { amountTotal, currency } = {}) {
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = id('pi');
    if (amountTotal !== undefined) session.amount_total = amountTotal;
    if (currency !== undefined) session.currency = currency;
    return event('checkout.session.completed', session);
  }

  function page(session) {
    const lines = session._lines
      .map((line) => `<li>${escapeHtml(line.price_data.product_data?.name ?? '')} × ${line.quantity}: ${money(line.price_data.unit_amount * line.quantity, session.currency)}${line.price_data.product_data?.description ? `<br><small>${escapeHtml(line.price_data.product_data.description)}</small>` : ''}</li>`)
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay — Stripe (test stand-in)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">
<main><h1>Stripe (test stand-in)</h1><p>Payment for ${escapeHtml(session.customer_email ?? '')}</p><ul>${lines}</ul>
<p><strong>Total: ${money(session.amount_total, session.currency)}</strong></p>
<form method="post" action="/pay/${session.id}/pay"><button type="submit">Pay ${money(session.amount_total, session.currency)}</button></form>
<form method="post" action="/pay/${session.id}/cancel" style="margin-top: 1rem"><button type="submit">Cancel and return to the shop</button></form></main></body></html>`;
  }

  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  async function route(req, res, origin) {
    const url = new URL(req.url, origin);
    const text = await readBody(req);
    const send = ({ status, body }, headers = {}) => {
      const json = JSON.stringify(body);
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req'), ...headers });
      res.end(json);
    };
    const redirect = (to) => {
      res.writeHead(303, { Location: to });
      res.end();
    };

    // The page that plays Stripe's hosted page.
    const onPage = /^\/pay\/([\w]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
    if (onPage) {
      const session = sessions.get(onPage[1]);
      if (!session) return send({ status: 404, body: { error: 'No such session' } });
      if (!onPage[2]) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return res.end(page(session));
      }
      if (onPage[2] === 'cancel') return redirect(session.cancel_url);
      if (session.status !== 'open') return redirect(session.success_url);
      const completed = complete(session);
      const delay = settings.webhookDelaysFor[session.customer_email] ?? settings.webhookDelayMs;
      const sending = sleep(delay).then(() => deliver(completed));
      if (delay === 0) await sending.catch(() => undefined);
      else sending.catch(() => undefined);
      return redirect(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
    }

    // The tests' own controls.
    if (url.pathname === '/_stand-in/settings' && req.method === 'POST') {
      const { refundsFor = {}, webhookDelaysFor = {}, ...rest } = JSON.parse(text || '{}');
      Object.assign(settings, rest);
      Object.assign(settings.refundsFor, refundsFor);
      Object.assign(settings.webhookDelaysFor, webhookDelaysFor);
      return send({ status: 200, body: settings });
    }
    if (url.pathname === '/_stand-in/received') return send({ status: 200, body: { received, refunds, deliveries: deliveries.map(({ status }) => ({ status })) } });

    // Stripe's API.
    const params = parseForm(text);
    received.push({ method: req.method, path: url.pathname, idempotencyKey: req.headers['idempotency-key'] ?? null, params });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(stripeError(401, 'invalid_request_error', 'Invalid API Key provided.'));
    }
    const key = req.headers['idempotency-key'];
    const replay = key ? idempotent.get(`${req.method} ${url.pathname} ${key}`) : undefined;
    if (replay) {
      if (replay.text !== text) {
        return send(stripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`));
      }
      return send(replay.answer, { 'Idempotent-Replayed': 'true' });
    }
    let answer;
    const session = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') answer = createSession(params, origin);
    else if (req.method === 'GET' && session) {
      const found = sessions.get(session[1]);
      if (found && found.status === 'open' && found.expires_at <= now()) found.status = 'expired';
      answer = found ? { status: 200, body: shown(found) } : stripeError(404, 'invalid_request_error', `No such checkout.session: '${session[1]}'`, { code: 'resource_missing' });
    } else if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const paidBy = [...sessions.values()].find((candidate) => candidate.payment_intent && candidate.payment_intent === params.payment_intent)?.customer_email;
      const outcome = settings.refundsFor[paidBy] ?? settings.refunds;
      if (outcome === 'silent') {
        // Never answered: the shop's client gives up after its timeout.
        held.add(res);
        return undefined;
      }
      answer = outcome === 'refuse' ? stripeError(400, 'invalid_request_error', settings.refusal, { code: 'charge_disputed' }) : createRefund(params);
    } else answer = stripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    if (key && answer.status < 500) idempotent.set(`${req.method} ${url.pathname} ${key}`, { text, answer });
    return send(answer);
  }

  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host}`;
    route(req, res, origin).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;

  return {
    url,
    sessions,
    refunds,
    received,
    deliveries,
    settings,
    setWebhook({ url: to, secret }) {
      webhook = { url: to ?? webhook.url, secret: secret ?? webhook.secret };
    },
    event,
    deliver,
    complete,
    /** The session Stripe made for an order, by the order's id. */
    sessionOf(orderId) {
      return [...sessions.values()].find((session) => session.metadata?.order_id === orderId);
    },
    stop() {
      for (const res of held) res.destroy();
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
