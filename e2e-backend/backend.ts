// What the journeys against the shared server share: browsers of their own (a shopper's, the owner's), each in a
// fresh context of a browser that reaches nothing beyond this machine (TEST_CHROMIUM_ARGS in scripts/browser.mjs),
// and a small REST client of the server that scripts/e2e-backend.mjs started, for arranging accounts and for what
// an attacker with curl would send. The server is two instances behind a balancer (server/cluster.mjs): a test's
// browsers keep their live connections on different instances, the first on `a`, the next on `b` (the balancer
// pins a WebSocket by its User-Agent), and their other requests go round both.
import { devices, type BrowserContext, type Page, type WebSocket } from '@playwright/test';
import { INSTANCE_HEADER, PINNING_HEADER, pinningUserAgent } from '@/server/balancer.mjs';
import { expect, test as base, waitForHydration } from '@/e2e/fixtures';
import { accountButton, summaryValue } from '@/e2e/locators';
import { messages } from '@/content/messages';

export { accountButton, expect, summaryValue, waitForHydration };

interface BackendSettings {
  serverURL: string;
  appId: string;
  masterKey: string;
}

function settings(): BackendSettings {
  const raw = process.env.E2E_BACKEND;
  if (!raw) throw new Error('E2E_BACKEND is not set: run these through `node scripts/e2e-backend.mjs`.');
  return JSON.parse(raw) as BackendSettings;
}

/** The instances the cluster runs, in the order a test's browsers take them for their live connection. */
export const INSTANCES = ['a', 'b'] as const;

export const test = base.extend<{ newBrowser: () => Promise<Page> }>({
  /**
   * A page in a browser context of its own: another person, sharing nothing with the other pages but the server.
   * (`provide` is Playwright's `use`, named so that the React hooks lint rule does not take it for React's.)
   */
  newBrowser: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async () => {
      const instance = INSTANCES[contexts.length % INSTANCES.length];
      const context = await browser.newContext({ userAgent: `${devices['Desktop Chrome'].userAgent} ${pinningUserAgent(instance)}` });
      contexts.push(context);
      const page = await context.newPage();
      trackLiveQuery(page);
      await trackLiveInstances(page);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

/** Per page: the instances that took its LiveQuery connections, as the balancer's handshake answers name them. */
const liveInstances = new WeakMap<Page, string[]>();

async function trackLiveInstances(page: Page) {
  const instances: string[] = [];
  liveInstances.set(page, instances);
  // Chromium's own view of the handshake: Playwright's WebSocket does not show its answer's headers.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  devtools.on('Network.webSocketHandshakeResponseReceived', ({ response }) => {
    const named = Object.entries(response.headers).find(([name]) => name.toLowerCase() === INSTANCE_HEADER.toLowerCase());
    if (named) instances.push(named[1]);
  });
}

/** The instances this page's LiveQuery connections were taken by, in order. */
export function liveInstancesOf(page: Page): string[] {
  const instances = liveInstances.get(page);
  if (!instances) throw new Error('liveInstancesOf needs a page from newBrowser()');
  return [...instances];
}

/** Per page: the LiveQuery sockets it has open, and the classes each has been confirmed subscribed to. */
const liveSockets = new WeakMap<Page, Map<WebSocket, Set<string>>>();

function parsed(payload: string | Buffer): Record<string, unknown> | null {
  try {
    const message: unknown = JSON.parse(String(payload));
    return message !== null && typeof message === 'object' ? (message as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function trackLiveQuery(page: Page) {
  const sockets = new Map<WebSocket, Set<string>>();
  liveSockets.set(page, sockets);
  page.on('websocket', (socket) => {
    const subscribed = new Set<string>();
    const asked = new Map<unknown, string>();
    sockets.set(socket, subscribed);
    socket.on('framesent', ({ payload }) => {
      const message = parsed(payload);
      const query = message?.query as { className?: string } | undefined;
      if (message?.op === 'subscribe' && query?.className) asked.set(message.requestId, query.className);
    });
    socket.on('framereceived', ({ payload }) => {
      const message = parsed(payload);
      const className = message?.op === 'subscribed' ? asked.get(message.requestId) : undefined;
      if (className) subscribed.add(className);
    });
    socket.on('close', () => sockets.delete(socket));
  });
}

/**
 * Waits until the page follows `className` live: its LiveQuery socket is open and the server has confirmed the
 * subscription. A change made before that would reach the page only on its next read, so a journey that proves
 * a change arrives live waits for this first (a state, not a delay).
 */
export async function expectLive(page: Page, className: 'Order' | 'Conversation' | 'CustomRequest') {
  const sockets = liveSockets.get(page);
  if (!sockets) throw new Error('expectLive needs a page from newBrowser()');
  await expect
    .poll(() => [...sockets].some(([socket, subscribed]) => !socket.isClosed() && subscribed.has(className)), {
      message: `the page subscribes to ${className} over LiveQuery`,
    })
    .toBe(true);
}

export interface Answer {
  status: number;
  body: Record<string, unknown> & { code?: number; error?: string };
  /** The instance that answered. */
  instance: string | null;
}

/**
 * One call to Parse Server's REST API, as a browser or curl would make it (the master key only when asked), through
 * the balancer: to whichever instance it picks, or to the one named `on`.
 */
export async function rest(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { session, body, master, from, on }: { session?: string; body?: unknown; master?: boolean; from?: string; on?: (typeof INSTANCES)[number] } = {},
): Promise<Answer> {
  const { serverURL, appId, masterKey } = settings();
  const headers: Record<string, string> = { 'X-Parse-Application-Id': appId };
  if (on) headers[PINNING_HEADER] = on;
  if (from) headers['X-Forwarded-For'] = from;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (session) headers['X-Parse-Session-Token'] = session;
  if (master) headers['X-Parse-Master-Key'] = masterKey;
  const response = await fetch(`${serverURL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer['body'], instance: response.headers.get(INSTANCE_HEADER) };
}

/**
 * Sends the page's calls to the server as the proxy in front of it would for a shopper at `address`: the server
 * trusts a proxy on this machine (scripts/e2e-backend.mjs), so its rate limits count that address.
 */
export async function shopperAt(page: Page, address: string) {
  await page.route(`${settings().serverURL}/**`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }));
}

let counter = 0;
/** An address no other test (or earlier run against the same server) uses. */
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}.${process.pid}.${(counter += 1)}@example.com`;

export const PASSWORD = 'correct horse battery staple';

export interface Account {
  id: string;
  session: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The instance that made it. */
  servedBy?: string | null;
}

/**
 * An account made straight on the server, as the sign-up form makes it (the email is the username); `from`, a
 * shopper's address as the proxy forwards it (see shopperAt); `on`, the instance that makes it.
 */
export async function signUpByRest(firstName: string, lastName = 'Tester', from?: string, on?: (typeof INSTANCES)[number]): Promise<Account> {
  const email = uniqueEmail(firstName.toLowerCase());
  const made = await rest('POST', '/users', { from, on, body: { username: email, email, password: PASSWORD, firstName, lastName } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: String(made.body.objectId), session: String(made.body.sessionToken), email, firstName, lastName, servedBy: made.instance };
}

/** An account in the owner's role, as `npm run backend:admin` makes one. */
export async function signUpOwner(): Promise<Account> {
  const owner = await signUpByRest('Owner');
  const role = await rest('PUT', '/roles/admin', {
    master: true,
    body: { users: { __op: 'AddRelation', objects: [{ __type: 'Pointer', className: '_User', objectId: owner.id }] } },
  });
  expect(role.status, JSON.stringify(role.body)).toBe(200);
  return owner;
}

/** The Oak Phone Stand (product 2) as the shop sells it: $34, 0.6 lbs. */
export const PHONE_STAND = { id: '2', name: 'Oak Phone Stand', price: 34 } as const;

/**
 * One Oak Phone Stand to Regina by Standard Shipping, priced as the shop prices it: $34 + $15 shipping
 * (15 + 3 × max(0, 0.6 − 1)) + $2.72 tax (8 % of $34) = $51.72.
 */
export const PHONE_STAND_TO_REGINA = { subtotal: '$34.00', shipping: '$15.00', tax: '$2.72', total: '$51.72' } as const;

/** The stand-in for Stripe's API and hosted page that scripts/e2e-backend.mjs started, and the keys the server has. */
export function stripeStandIn(): { url: string; secretKey: string; webhookSecret: string; outDir: string } {
  const raw = process.env.E2E_STRIPE;
  if (!raw) throw new Error('E2E_STRIPE is not set: run these through `node scripts/e2e-backend.mjs`.');
  return JSON.parse(raw) as ReturnType<typeof stripeStandIn>;
}

/**
 * Steers the stand-in for one customer's payments (by their email, so journeys side by side do not meet): their
 * refunds accepted, refused or left unanswered; the event of their payment sent at once or later.
 */
export async function setStripeStandIn(settings: { refundsFor?: Record<string, 'accept' | 'refuse' | 'silent'>; webhookDelaysFor?: Record<string, number> }) {
  const answer = await fetch(`${stripeStandIn().url}/_stand-in/settings`, { method: 'POST', body: JSON.stringify(settings) });
  expect(answer.status).toBe(200);
}

/**
 * Places that order and pays it as the shop does, without a browser: payOrder under the customer's session (on
 * instance `on`, or the balancer's pick), then Pay on Stripe's page (the stand-in sends the signed event to the
 * server's webhook before it answers); answers its id.
 */
export async function placeOrderByRest(customer: Account, on?: (typeof INSTANCES)[number]): Promise<string> {
  const placed = await rest('POST', '/functions/payOrder', {
    on,
    session: customer.session,
    body: {
      clientKey: `e2e-${uniqueEmail('order')}`,
      customerEmail: customer.email,
      customerName: `${customer.firstName} ${customer.lastName}`,
      items: [{ productId: PHONE_STAND.id, productName: PHONE_STAND.name, unitPrice: 34, quantity: 1, customizations: [] }],
      subtotal: 34,
      shipping: 15,
      shippingMethod: 'Standard Shipping',
      tax: 2.72,
      total: 51.72,
      shippingAddress: { street: '100 Albert Street', city: 'Regina', state: 'SK', zipCode: 'S4P 3Y2', country: 'Canada' },
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const { order, checkoutUrl } = placed.body.result as { order: { id: string }; checkoutUrl: string };
  const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  expect((await rest('GET', `/classes/Order/${order.id}`, { session: customer.session })).body).toMatchObject({ payment: 'paid', status: 'pending' });
  return order.id;
}

/** Checkout's Pay button, which reads the server's total ("Pay $51.72"). */
export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$/ });

/** On Stripe's page (the stand-in): Pay, and back to the shop's confirmation of the order. */
export async function payOnStripe(page: Page) {
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?id=/);
}

/** The customer's session token as the shop keeps it in this browser (localStorage 'serverSession'). */
export async function storedSessionToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('serverSession') ?? 'null') as { version: number; state: { token: string | null } } | null);
  expect(stored?.version).toBe(1);
  expect(stored?.state.token).toMatch(/^r:/);
  return stored!.state.token!;
}

/** Signs in at /login with an account made on the server, and waits for the header to greet them. */
export async function signIn(page: Page, account: Account, redirect?: string) {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await waitForHydration(page);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(accountButton(page, account.firstName)).toBeVisible();
}

/** The owner signs in at /admin/login and lands on the dashboard. */
export async function signInOwner(page: Page, owner: Account) {
  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel(/^Email/).fill(owner.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: messages.adminSignIn }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Welcome, ${messages.adminName}`)).toBeVisible();
}

export const cartBadge = (page: Page) => page.getByTestId('cart-badge');

/** Product 2 into the cart from its page. */
export async function addPhoneStandToCart(page: Page) {
  await page.goto(`/product/${PHONE_STAND.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: PHONE_STAND.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartBadge(page)).toHaveText('1');
}

/** The shipping address in Regina, on /checkout (the card is typed on Stripe's page: payOnStripe). */
export async function fillCheckout(page: Page) {
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('Street address').fill('100 Albert Street');
  await page.getByLabel('City').fill('Regina');
  await page.getByLabel('Province or territory').selectOption('SK');
  await page.getByLabel('Postal code').fill('S4P 3Y2');
}
