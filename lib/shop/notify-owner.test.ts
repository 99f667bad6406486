// Which builds keep the owner's notification in this browser: the static shop always (the email is the owner's only
// copy); the shared server's never, since its server emails the owner (server/mail).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeConversation } from '@/test-support/admin-data';
import { sendDueNotifications } from '@/lib/notifications/outbox';
import { answerEmailJs, EMAILJS_TEST_SETTINGS } from '@/test-support/emailjs';
import { notifyOwner } from './notify-owner';

const outbox = () => JSON.parse(localStorage.getItem('notificationOutbox') ?? 'null') as { entries: { id: string }[]; sent: string[] } | null;
const known = () => [...(outbox()?.entries.map((e) => e.id) ?? []), ...(outbox()?.sent ?? [])];

afterEach(async () => {
  await sendDueNotifications(); // a send pass still under way ends before the next test
  delete window.__EMAILJS_CONFIG__;
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('telling the owner of a new conversation', () => {
  it('keeps it in the static shop without EmailJS settings, for a build that has them', async () => {
    vi.stubEnv('NEXT_PUBLIC_PARSE_SERVER_URL', '');
    await notifyOwner({ kind: 'conversation', record: makeConversation({ id: 'static-1' }) });
    expect(outbox()?.entries.map((e) => e.id)).toEqual(['conversation:static-1']);
  });

  it('keeps nothing in this browser with the shared server and no EmailJS settings', async () => {
    vi.stubEnv('NEXT_PUBLIC_PARSE_SERVER_URL', 'https://shop.example/parse');
    await notifyOwner({ kind: 'conversation', record: makeConversation({ id: 'server-1', customerEmail: 'ada@example.com' }) });
    expect(localStorage.getItem('notificationOutbox')).toBeNull();
  });

  it('keeps and sends nothing from this browser with the shared server, even with EmailJS settings: the server emails the owner', async () => {
    vi.stubEnv('NEXT_PUBLIC_PARSE_SERVER_URL', 'https://shop.example/parse');
    window.__EMAILJS_CONFIG__ = { ...EMAILJS_TEST_SETTINGS };
    const emailJs = answerEmailJs();
    await notifyOwner({ kind: 'conversation', record: makeConversation({ id: 'server-2' }) });
    await sendDueNotifications();
    expect(known()).toEqual([]);
    expect(emailJs.posted).toEqual([]);
  });

  it('emails it from the static shop when this build has EmailJS settings', async () => {
    vi.stubEnv('NEXT_PUBLIC_PARSE_SERVER_URL', '');
    window.__EMAILJS_CONFIG__ = { ...EMAILJS_TEST_SETTINGS };
    const emailJs = answerEmailJs();
    await notifyOwner({ kind: 'conversation', record: makeConversation({ id: 'static-2' }) });
    await sendDueNotifications();
    expect(known()).toEqual(['conversation:static-2']);
    expect(emailJs.posted.map((p) => p.body.template_id)).toEqual(['conversation_t']);
  });
});
