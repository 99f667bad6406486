// The outbox against EmailJS's real SDK (@emailjs/browser, which posts with fetch): the test answers its requests
// as EmailJS does (200 "OK", 500, 429, 400, a network failure) and reads what was posted (test-support/emailjs.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '@/test-support/wait';
import { resolveNotificationConfig, sendNotificationEmail } from './send-email';
import { answerEmailJs, EMAILJS_TEST_SETTINGS } from '@/test-support/emailjs';
import { installFakeLocks } from '@/test-support/locks';
import type { Notification } from './messages';
import {
  enqueueNotification,
  readOutbox,
  retryDelay,
  RETRY_DELAYS_MS,
  sendDueNotifications,
  SENT_IDS_KEPT,
  startNotificationSender,
  waitingNotifications,
} from './outbox';

let emailJs: ReturnType<typeof answerEmailJs>;
let stop: () => void;
// Module state (ids this tab has sent) outlives a test: each test uses records of its own.
let serial = 0;
const record = (kind: Notification['kind'], params: Record<string, string> = { n: String(serial) }): Notification => ({
  id: `${kind}:t${++serial}`,
  kind,
  params,
});

const configure = () => {
  window.__EMAILJS_CONFIG__ = { ...EMAILJS_TEST_SETTINGS };
};

const stored = () => JSON.parse(localStorage.getItem('notificationOutbox') ?? 'null') as unknown;

beforeEach(() => {
  configure();
  emailJs = answerEmailJs();
  // Storage is empty here: this pass sends nothing. The stop function ends the sender's timers after the test.
  stop = startNotificationSender();
});

afterEach(async () => {
  stop();
  await sendDueNotifications(); // let a pass still under way end before the next test
  delete window.__EMAILJS_CONFIG__;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the backoff', () => {
  it('waits 30 s, 2 min, 10 min and 1 h after the 1st to 4th failure, then 1 h each time', () => {
    expect(RETRY_DELAYS_MS).toEqual([30_000, 120_000, 600_000, 3_600_000]);
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelay)).toEqual([30_000, 120_000, 600_000, 3_600_000, 3_600_000, 3_600_000, 3_600_000]);
  });
});

describe('sending', () => {
  it("posts EmailJS's send request with each kind's template and the params, and forgets what was accepted", async () => {
    const order = record('order', { order_number: '1795989900000', total: '$1,399.11' });
    const request = record('customRequest', { name: 'Ada Smith', project_type: 'Cutting Board' });
    const conversation = record('conversation', { subject: 'Shipping', message: 'Do you ship to Regina?' });
    await enqueueNotification(order);
    await enqueueNotification(request);
    await enqueueNotification(conversation);
    await sendDueNotifications();

    expect(emailJs.posted.map((p) => [p.method, p.url])).toEqual([
      ['POST', 'https://api.emailjs.com/api/v1.0/email/send'],
      ['POST', 'https://api.emailjs.com/api/v1.0/email/send'],
      ['POST', 'https://api.emailjs.com/api/v1.0/email/send'],
    ]);
    expect(emailJs.posted.map((p) => p.body)).toEqual([
      {
        lib_version: '4.4.1',
        user_id: 'public_t',
        service_id: 'service_t',
        template_id: 'order_t',
        template_params: { order_number: '1795989900000', total: '$1,399.11' },
      },
      {
        lib_version: '4.4.1',
        user_id: 'public_t',
        service_id: 'service_t',
        template_id: 'custom_t',
        template_params: { name: 'Ada Smith', project_type: 'Cutting Board' },
      },
      {
        lib_version: '4.4.1',
        user_id: 'public_t',
        service_id: 'service_t',
        template_id: 'conversation_t',
        template_params: { subject: 'Shipping', message: 'Do you ship to Regina?' },
      },
    ]);
    expect(stored()).toEqual({ version: 1, entries: [], sent: [order.id, request.id, conversation.id] });
    expect(waitingNotifications()).toBe(0);
  });

  it("is not held back by the contact form's 30-second limit", async () => {
    localStorage.setItem('emailRateLimit', String(Date.now()));
    await enqueueNotification(record('order'));
    await sendDueNotifications();
    expect(emailJs.posted).toHaveLength(1);
  });

  it('keeps a refused notification with one more attempt, its next time on the backoff and the answer, until EmailJS takes it', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T12:00:00Z'), toFake: ['Date'] });
    const order = record('order');
    emailJs.answers = [{ status: 500, body: 'Internal Server Error' }];
    await enqueueNotification(order);
    await sendDueNotifications();
    expect(readOutbox().entries).toEqual([
      { ...order, attempts: 1, nextAttemptAt: Date.parse('2026-11-24T12:00:30Z'), lastError: '500 Internal Server Error' },
    ]);

    // Not due yet: nothing is sent.
    vi.setSystemTime(Date.parse('2026-11-24T12:00:29Z'));
    await sendDueNotifications();
    expect(emailJs.posted).toHaveLength(1);

    vi.setSystemTime(Date.parse('2026-11-24T12:00:30Z'));
    emailJs.answers = [{ status: 429, body: 'Too Many Requests' }];
    await sendDueNotifications();
    expect(readOutbox().entries[0]).toMatchObject({ attempts: 2, nextAttemptAt: Date.parse('2026-11-24T12:02:30Z'), lastError: '429 Too Many Requests' });

    vi.setSystemTime(Date.parse('2026-11-24T12:02:30Z'));
    emailJs.answers = ['network-error'];
    await sendDueNotifications();
    expect(readOutbox().entries[0]).toMatchObject({
      attempts: 3,
      nextAttemptAt: Date.parse('2026-11-24T12:12:30Z'),
      lastError: 'network error (Failed to fetch)',
    });

    vi.setSystemTime(Date.parse('2026-11-24T12:12:30Z'));
    emailJs.answers = [{ status: 400, body: 'The template ID is invalid' }];
    await sendDueNotifications();
    expect(readOutbox().entries[0]).toMatchObject({ attempts: 4, nextAttemptAt: Date.parse('2026-11-24T13:12:30Z') });

    vi.setSystemTime(Date.parse('2026-11-24T13:12:30Z'));
    emailJs.answers = [{ status: 503, body: 'Service Unavailable' }];
    await sendDueNotifications();
    expect(readOutbox().entries[0]).toMatchObject({ attempts: 5, nextAttemptAt: Date.parse('2026-11-24T14:12:30Z') });

    // EmailJS is back: sent once, then gone.
    vi.setSystemTime(Date.parse('2026-11-24T14:12:30Z'));
    await sendDueNotifications();
    await sendDueNotifications();
    expect(emailJs.posted).toHaveLength(6);
    expect(emailJs.posted[5].body.template_params).toEqual(order.params);
    expect(readOutbox()).toEqual({ entries: [], sent: [order.id] });
  });

  it('retries by itself when the retry falls due, and when the browser comes back online', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T12:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    emailJs.answers = ['network-error', 'network-error'];
    await enqueueNotification(record('conversation'));
    await sendDueNotifications();
    expect(emailJs.posted).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(emailJs.posted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await eventually(() => expect(readOutbox().entries[0]?.attempts).toBe(2));
    expect(emailJs.posted).toHaveLength(2);

    // Two minutes to wait, but the connection is back: the 'online' event sends what is due (nothing yet)...
    window.dispatchEvent(new Event('online'));
    await sendDueNotifications();
    expect(emailJs.posted).toHaveLength(2);
    // ...and at the retry time it goes.
    await vi.advanceTimersByTimeAsync(120_000);
    await eventually(() => expect(waitingNotifications()).toBe(0));
    expect(emailJs.posted).toHaveLength(3);
  });

  it('sends what a earlier visit left, on the online event', async () => {
    const left = record('order');
    localStorage.setItem('notificationOutbox', JSON.stringify({ version: 1, entries: [{ ...left, attempts: 2, nextAttemptAt: 0 }], sent: [] }));
    window.dispatchEvent(new Event('online'));
    await eventually(() => expect(emailJs.posted).toHaveLength(1));
    await sendDueNotifications();
    expect(readOutbox()).toEqual({ entries: [], sent: [left.id] });
  });
});

describe('exactly once', () => {
  it('sends one email for a record queued twice, and none when it is queued again after it was sent', async () => {
    const request = record('customRequest');
    emailJs.answers = [{ status: 500, body: 'down' }];
    await enqueueNotification(request);
    await enqueueNotification(request);
    await sendDueNotifications();
    expect(readOutbox().entries).toHaveLength(1);

    vi.useFakeTimers({ now: Date.now() + 30_000, toFake: ['Date'] });
    await sendDueNotifications();
    await enqueueNotification(request);
    await sendDueNotifications();
    expect(emailJs.posted.map((p) => p.body.template_id)).toEqual(['custom_t', 'custom_t']);
    expect(readOutbox()).toEqual({ entries: [], sent: [request.id] });
  });

  it('sends one email when two send passes start at once', async () => {
    const left = record('order');
    localStorage.setItem('notificationOutbox', JSON.stringify({ version: 1, entries: [{ ...left, attempts: 1, nextAttemptAt: 0 }], sent: [] }));
    await Promise.all([sendDueNotifications(), sendDueNotifications(), sendDueNotifications()]);
    expect(emailJs.posted).toHaveLength(1);
  });

  it("takes the 'shop-notifications' Web Lock, and sends nothing another tab sent while holding it", async () => {
    const locks = installFakeLocks();
    const left = record('order');
    localStorage.setItem('notificationOutbox', JSON.stringify({ version: 1, entries: [{ ...left, attempts: 1, nextAttemptAt: 0 }], sent: [] }));

    // Another tab holds the lock and sends the entry: it removes it and records it as sent before letting go.
    let release = () => {};
    const otherTab = locks.request('shop-notifications', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      localStorage.setItem('notificationOutbox', JSON.stringify({ version: 1, entries: [], sent: [left.id] }));
    });
    const thisTab = sendDueNotifications();
    await Promise.resolve();
    expect(emailJs.posted).toHaveLength(0);
    release();
    await Promise.all([otherTab, thisTab]);

    expect(locks.held).toEqual(['shop-notifications', 'shop-notifications']);
    expect(emailJs.posted).toHaveLength(0);
    expect(readOutbox()).toEqual({ entries: [], sent: [left.id] });
  });

  it(`remembers the last ${SENT_IDS_KEPT} sent ids`, async () => {
    const old = Array.from({ length: 200 }, (_, i) => `order:old${i}`);
    localStorage.setItem('notificationOutbox', JSON.stringify({ version: 1, entries: [], sent: old }));
    const order = record('order');
    await enqueueNotification(order);
    await sendDueNotifications();
    const { sent } = readOutbox();
    expect(sent).toHaveLength(200);
    expect(sent[0]).toBe('order:old1');
    expect(sent[199]).toBe(order.id);
  });
});

describe('never in the way', () => {
  it('resolves as soon as the notification is saved, without waiting for EmailJS, and gives up on a send unanswered for 60 s', async () => {
    // The retry is due 30 s after the attempt started: at once, here, and the sender waits 30 s more rather than spin.
    vi.useFakeTimers({ now: Date.parse('2026-11-24T12:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    emailJs.answers = ['never'];
    const order = record('order');
    await enqueueNotification(order);
    expect(stored()).toEqual({ version: 1, entries: [{ ...order, attempts: 0, nextAttemptAt: Date.parse('2026-11-24T12:00:00Z') }], sent: [] });
    await eventually(() => expect(emailJs.posted).toHaveLength(1));

    await vi.advanceTimersByTimeAsync(60_000);
    await vi.advanceTimersByTimeAsync(1); // (`eventually` would move the fake clock on)
    expect(readOutbox().entries).toEqual([
      { ...order, attempts: 1, nextAttemptAt: Date.parse('2026-11-24T12:00:30Z'), lastError: 'no answer within 60 s' },
    ]);
    expect(emailJs.posted).toHaveLength(1);
    emailJs.answers = [];
    await vi.advanceTimersByTimeAsync(30_000);
    await eventually(() => expect(emailJs.posted).toHaveLength(2));
    await sendDueNotifications();
    expect(waitingNotifications()).toBe(0);
  });

  it('without EmailJS settings sends nothing, keeps every notification, sets no timer, and sends them once settings exist', async () => {
    delete window.__EMAILJS_CONFIG__;
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    // The console names the missing settings once per tab (whichever test in this worker queues first); kept quiet.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const order = record('order');
    await enqueueNotification(order);
    await sendDueNotifications();
    expect(emailJs.posted).toHaveLength(0);
    expect(readOutbox().entries).toEqual([{ ...order, attempts: 0, nextAttemptAt: Date.now() }]);
    vi.advanceTimersByTime(1); // jsdom's storage event for other tabs
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(7_200_000);
    expect(emailJs.posted).toHaveLength(0);

    configure();
    await sendDueNotifications();
    expect(emailJs.posted.map((p) => p.body.template_id)).toEqual(['order_t']);
    expect(waitingNotifications()).toBe(0);
  });

  it('never throws when the browser refuses to store, and still sends during this visit', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const order = record('order');
    emailJs.answers = [{ status: 500, body: 'down' }];
    await expect(enqueueNotification(order)).resolves.toBeUndefined();
    await sendDueNotifications();
    expect(waitingNotifications()).toBe(1);
    expect(localStorage.getItem('notificationOutbox')).toBeNull();

    vi.useFakeTimers({ now: Date.now() + 30_000, toFake: ['Date'] });
    await sendDueNotifications();
    expect(emailJs.posted).toHaveLength(2);
    expect(waitingNotifications()).toBe(0);
  });
});

describe('stored data is untrusted', () => {
  it('drops what is not a notification, keeps the rest, and never throws', async () => {
    const good = record('order');
    localStorage.setItem(
      'notificationOutbox',
      JSON.stringify({
        version: 1,
        entries: [
          null,
          'order:1',
          { id: 'x', kind: 'order' },
          { id: 'order:2', kind: 'toString', params: {}, attempts: 0, nextAttemptAt: 0 },
          { id: 'order:3', kind: 'order', params: { total: 5 }, attempts: 0, nextAttemptAt: 0 },
          { id: 'order:4', kind: 'order', params: {}, attempts: -1, nextAttemptAt: 0 },
          { id: 'order:5', kind: 'order', params: {}, attempts: 0, nextAttemptAt: 'soon' },
          { id: 'x'.repeat(201), kind: 'order', params: {}, attempts: 0, nextAttemptAt: 0 },
          { ...good, attempts: 0, nextAttemptAt: 0, lastError: 42, extra: 'dropped' },
          { ...good, attempts: 7, nextAttemptAt: 0 },
        ],
        sent: [3, 'order:9'],
      }),
    );
    expect(readOutbox()).toEqual({ entries: [{ ...good, attempts: 0, nextAttemptAt: 0 }], sent: ['order:9'] });
    await sendDueNotifications();
    expect(emailJs.posted.map((p) => p.body.template_params)).toEqual([good.params]);
  });

  it('replaces text that is not JSON at all, and treats a list or a number as an empty outbox', async () => {
    for (const text of ['{oops', '[1,2]', '42', 'null']) {
      localStorage.setItem('notificationOutbox', text);
      expect(readOutbox()).toEqual({ entries: [], sent: [] });
      expect(waitingNotifications()).toBe(0);
    }
    localStorage.setItem('notificationOutbox', '{oops');
    const order = record('order');
    emailJs.answers = [{ status: 500, body: 'down' }];
    await enqueueNotification(order);
    expect(readOutbox().entries.map((e) => e.id)).toEqual([order.id]);
  });

  it('waits at most an hour for a retry stored further ahead (a clock set back)', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T12:00:00Z'), toFake: ['Date'] });
    const order = record('order');
    localStorage.setItem(
      'notificationOutbox',
      JSON.stringify({ version: 1, entries: [{ ...order, attempts: 3, nextAttemptAt: Date.parse('2027-11-24T12:00:00Z') }], sent: [] }),
    );
    expect(readOutbox().entries[0].nextAttemptAt).toBe(Date.parse('2026-11-24T13:00:00Z'));
  });

  it("leaves a newer version's outbox alone and sends this tab's notification from memory", async () => {
    const newer = JSON.stringify({ version: 2, queue: [{ id: 'order:1' }] });
    localStorage.setItem('notificationOutbox', newer);
    const order = record('order');
    await enqueueNotification(order);
    await sendDueNotifications();
    expect(localStorage.getItem('notificationOutbox')).toBe(newer);
    expect(emailJs.posted.map((p) => p.body.template_id)).toEqual(['order_t']);
    expect(waitingNotifications()).toBe(0);
  });
});

describe('sendNotificationEmail and its settings', () => {
  const none = {
    serviceId: '',
    templateId: '',
    publicKey: '',
    orderTemplateId: '',
    customRequestTemplateId: '',
    conversationTemplateId: '',
  };

  it("uses the build's values when any is set, and the runtime ones only when none is", () => {
    const runtime = { serviceId: 'service_rt', publicKey: 'key_rt', orderTemplateId: 'order_rt' };
    expect(resolveNotificationConfig('order', none, runtime)).toEqual({
      ok: true,
      config: { serviceId: 'service_rt', templateId: 'order_rt', publicKey: 'key_rt' },
    });
    expect(resolveNotificationConfig('order', { ...none, serviceId: 'service_b', publicKey: 'key_b', orderTemplateId: 'order_b' }, runtime)).toEqual({
      ok: true,
      config: { serviceId: 'service_b', templateId: 'order_b', publicKey: 'key_b' },
    });
    expect(resolveNotificationConfig('conversation', { ...none, serviceId: 'service_b' }, runtime)).toEqual({
      ok: false,
      missing: ['NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', 'NEXT_PUBLIC_EMAILJS_CONVERSATION_TEMPLATE_ID'],
    });
    expect(resolveNotificationConfig('customRequest', none, undefined)).toEqual({
      ok: false,
      missing: ['NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', 'NEXT_PUBLIC_EMAILJS_CUSTOM_REQUEST_TEMPLATE_ID'],
    });
  });

  it("answers sent, failed or not-configured, and never throws", async () => {
    await expect(sendNotificationEmail('customRequest', { name: 'Ada' })).resolves.toBe('sent');
    emailJs.answers = [{ status: 403, body: 'Forbidden' }];
    await expect(sendNotificationEmail('customRequest', { name: 'Ada' })).resolves.toBe('failed');
    emailJs.answers = ['network-error'];
    await expect(sendNotificationEmail('customRequest', { name: 'Ada' })).resolves.toBe('failed');
    window.__EMAILJS_CONFIG__ = { serviceId: 'service_t', publicKey: 'public_t', orderTemplateId: 'order_t' };
    await expect(sendNotificationEmail('customRequest', { name: 'Ada' })).resolves.toBe('not-configured');
    expect(emailJs.posted.map((p) => p.body.template_id)).toEqual(['custom_t', 'custom_t', 'custom_t']);
  });
});
