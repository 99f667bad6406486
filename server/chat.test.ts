// Support conversations on the shared server: written only through the chat functions (which apply lib/chat/conversations's
// rules), read by their customer and the owner only, answered once automatically two seconds after they start,
// replied to and closed by the owner only.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ageRevisionClaims, holdWrites } from '@/server/test/database';
import { startThrowawayBackend } from './throwaway.mjs';
import { CONFLICT, INVALID, INVALID_SESSION, NOT_FOUND, PERMISSION_DENIED, call, runFunction, signUp, signUpOwner, type Account } from '@/server/test/rest';

/** content/messages.ts autoReply, written out. */
const AUTO_REPLY = "Thank you for contacting us! We've received your message and will get back to you within 24 hours.";

interface StoredMessage {
  id: string;
  senderId: string;
  senderName: string;
  senderType: 'customer' | 'admin';
  content: string;
  read: boolean;
}

interface StoredConversation {
  objectId: string;
  customerId: string;
  customerName: string;
  subject: string;
  status: 'active' | 'closed';
  unreadCount: number;
  messages: StoredMessage[];
  autoReplyDueAt?: string;
}

type Result = { id: string; status: string; unreadCount: number; messages: StoredMessage[] };

const start = (account: Account, message = 'Does the phone stand fit a tablet?') =>
  runFunction<Result>('startConversation', { subject: 'Product Question', message }, account.session);

async function started(account: Account): Promise<string> {
  const answer = await start(account);
  if (!answer.body.result) throw new Error(`could not start a conversation: ${JSON.stringify(answer.body)}`);
  return answer.body.result.id;
}

const getConversation = (id: string, session?: string) => call<StoredConversation>('GET', `/classes/Conversation/${id}`, { session });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const autoReplies = (conversation: StoredConversation) => conversation.messages.filter((message) => message.id.endsWith('-auto-reply'));

/** Reads the conversation as its customer until the automatic reply is in it (for up to 6 s). */
async function afterAutoReply(id: string, session: string): Promise<StoredConversation> {
  const deadline = Date.now() + 6_000;
  for (;;) {
    const answer = await getConversation(id, session);
    if (answer.status !== 200) throw new Error(`could not read the conversation: ${JSON.stringify(answer.body)}`);
    if (autoReplies(answer.body).length > 0 || Date.now() > deadline) return answer.body;
    await sleep(250);
  }
}

describe('a customer starts a conversation and the server answers it once', () => {
  let ada: Account;
  beforeAll(async () => {
    ada = await signUp('ada');
  });

  it('starts an active conversation with the customer’s message, then adds the automatic reply once', async () => {
    const answer = await start(ada, '  Does the phone stand fit a tablet?  ');
    const conversation = answer.body.result!;
    expect(conversation).toMatchObject({ status: 'active', unreadCount: 0 });
    expect(conversation.messages).toHaveLength(1);
    expect(conversation.messages[0]).toMatchObject({
      senderId: ada.id,
      senderName: 'ada Tester',
      senderType: 'customer',
      content: 'Does the phone stand fit a tablet?',
      read: true,
    });

    const stored = await getConversation(conversation.id, ada.session);
    expect(stored.body).toMatchObject({ customerId: ada.id, subject: 'Product Question', status: 'active' });
    expect(autoReplies(stored.body)).toEqual([]);

    const answered = await afterAutoReply(conversation.id, ada.session);
    expect(autoReplies(answered)).toHaveLength(1);
    expect(autoReplies(answered)[0]).toMatchObject({ id: `${conversation.id}-auto-reply`, senderType: 'admin', content: AUTO_REPLY, read: false });
    expect(answered.unreadCount).toBe(1);
    expect(answered.autoReplyDueAt).toBeUndefined();

    // Reading and writing after the reply does not add it again, nor set another one due.
    expect((await runFunction('sendMessage', { conversationId: conversation.id, content: 'Thanks!' }, ada.session)).status).toBe(200);
    const later = (await getConversation(conversation.id, ada.session)).body;
    expect(autoReplies(later)).toHaveLength(1);
    expect(later.autoReplyDueAt).toBeUndefined();
    expect(later.messages.map((message) => message.content)).toEqual(['Does the phone stand fit a tablet?', AUTO_REPLY, 'Thanks!']);
  });

  it('keeps a message sent just as the automatic reply falls due, and the reply once', async () => {
    const began = Date.now();
    const id = await started(ada);
    // One message after another, back to back from 1.7 s to 2.5 s, while the server's timer writes the reply.
    const sent: string[] = [];
    await sleep(1_700 - (Date.now() - began));
    for (let n = 1; Date.now() - began < 2_500; n += 1) {
      const content = `Follow-up ${n}`;
      const answer = await runFunction('sendMessage', { conversationId: id, content }, ada.session);
      expect(answer.status).toBe(200);
      sent.push(content);
    }
    const answered = await afterAutoReply(id, ada.session);
    const final = (await getConversation(id, ada.session)).body;
    expect(autoReplies(answered)).toHaveLength(1);
    expect(autoReplies(final)).toHaveLength(1);
    // No reply is due any more, so none can follow.
    expect(final.autoReplyDueAt).toBeUndefined();
    const customerLines = final.messages.filter((message) => message.senderType === 'customer').map((message) => message.content);
    expect(customerLines).toEqual(['Does the phone stand fit a tablet?', ...sent]);
  });

  it('keeps every message sent at the same moment (two tabs)', async () => {
    const id = await started(ada);
    const sent = ['From tab 1', 'From tab 2', 'From tab 3', 'From tab 4', 'From tab 5'];
    const answers = await Promise.all(sent.map((content) => runFunction('sendMessage', { conversationId: id, content }, ada.session)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const stored = (await getConversation(id, ada.session)).body;
    const customerLines = stored.messages.filter((message) => message.senderType === 'customer').map((message) => message.content);
    expect(customerLines.toSorted()).toEqual(['Does the phone stand fit a tablet?', ...sent].toSorted());
  });

  it('refuses a conversation without a session, subject or message', async () => {
    const anonymous = await runFunction('startConversation', { subject: 'Product Question', message: 'Hello' });
    expect(anonymous.body.code).toBe(INVALID_SESSION);
    expect((await runFunction('startConversation', { subject: 'Free stuff', message: 'Hello' }, ada.session)).body.code).toBe(INVALID);
    expect((await runFunction('startConversation', { subject: 'Product Question', message: '   ' }, ada.session)).body.code).toBe(INVALID);
  });
});

describe('a conversation belongs to its customer and the owner', () => {
  let ada: Account;
  let bob: Account;
  let owner: Account;
  let id: string;
  beforeAll(async () => {
    [ada, bob, owner] = await Promise.all([signUp('ada'), signUp('bob'), signUpOwner()]);
    id = await started(ada);
  });

  it('does not show it to another shopper, nor let them write to it', async () => {
    expect((await getConversation(id, bob.session)).body.code).toBe(NOT_FOUND);
    const bobSees = await call<{ results: StoredConversation[] }>('GET', '/classes/Conversation', { session: bob.session });
    expect(bobSees.body.results.map((conversation) => conversation.objectId)).not.toContain(id);
    expect((await getConversation(id)).body).toMatchObject({ code: NOT_FOUND, error: 'Permission denied' });

    expect((await runFunction('sendMessage', { conversationId: id, content: 'I am Ada, honest' }, bob.session)).body.code).toBe(NOT_FOUND);
    expect((await runFunction('markRead', { conversationId: id }, bob.session)).body.code).toBe(NOT_FOUND);
    // The owner answers with reply; sending as the customer, or reading for them, is the customer's alone.
    expect((await runFunction('sendMessage', { conversationId: id, content: 'I am Ada, honest' }, owner.session)).body.code).toBe(NOT_FOUND);
    const stored = (await getConversation(id, ada.session)).body;
    expect(stored.messages.map((message) => message.content)).not.toContain('I am Ada, honest');
  });

  it('refuses every direct write to the class, even from the customer', async () => {
    const created = await call('POST', '/classes/Conversation', {
      session: ada.session,
      body: { customerId: ada.id, subject: 'Other', status: 'active', messages: [], unreadCount: 0 },
    });
    expect(created.body.code).toBe(PERMISSION_DENIED);
    const edited = await call('PUT', `/classes/Conversation/${id}`, { session: ada.session, body: { status: 'closed' } });
    expect(edited.body.code).toBe(PERMISSION_DENIED);
    const byOwner = await call('PUT', `/classes/Conversation/${id}`, { session: owner.session, body: { messages: [] } });
    expect(byOwner.body.code).toBe(PERMISSION_DENIED);
    expect((await call('DELETE', `/classes/Conversation/${id}`, { session: ada.session })).body.code).toBe(PERMISSION_DENIED);
    // Nor the server's record of each conversation's revisions, which keeps two writes from crossing.
    expect((await call('GET', '/classes/RevisionClaim', { session: owner.session })).body.code).toBe(PERMISSION_DENIED);
    const claim = await call('POST', '/classes/RevisionClaim', { session: ada.session, body: { record: `Conversation/${id}`, revision: 99 } });
    expect(claim.body.code).toBe(PERMISSION_DENIED);
  });

  it('lets only the owner reply and close it', async () => {
    const first = await afterAutoReply(id, ada.session);
    expect(first.unreadCount).toBe(1);
    expect((await runFunction('markRead', { conversationId: id }, owner.session)).body.code).toBe(NOT_FOUND);
    expect((await getConversation(id, ada.session)).body.unreadCount).toBe(1);
    for (const who of [ada, bob]) {
      expect((await runFunction('reply', { conversationId: id, content: 'We are closed forever' }, who.session)).body.code).toBe(PERMISSION_DENIED);
      expect((await runFunction('closeConversation', { conversationId: id }, who.session)).body.code).toBe(PERMISSION_DENIED);
    }

    const read = await runFunction<Result>('markRead', { conversationId: id }, ada.session);
    expect(read.body.result?.unreadCount).toBe(0);
    expect((await getConversation(id, ada.session)).body.messages.every((message) => message.read)).toBe(true);

    const replied = await runFunction<Result>('reply', { conversationId: id, content: 'Yes, up to 10 mm thick.' }, owner.session);
    expect(replied.status).toBe(200);
    const afterReply = (await getConversation(id, ada.session)).body;
    expect(afterReply.unreadCount).toBe(1);
    expect(afterReply.messages.at(-1)).toMatchObject({ senderType: 'admin', senderName: 'Admin User', content: 'Yes, up to 10 mm thick.', read: false });
    expect(afterReply.messages.map((message) => message.content)).not.toContain('We are closed forever');

    const closed = await runFunction<Result>('closeConversation', { conversationId: id }, owner.session);
    expect(closed.body.result?.status).toBe('closed');
    expect((await getConversation(id, ada.session)).body.status).toBe('closed');

    const tooLate = await runFunction('sendMessage', { conversationId: id, content: 'One more thing' }, ada.session);
    expect(tooLate.body.code).toBe(CONFLICT);
    expect((await runFunction('reply', { conversationId: id, content: 'And another' }, owner.session)).body.code).toBe(CONFLICT);
    expect((await getConversation(id, ada.session)).body.messages).toHaveLength(afterReply.messages.length);
  });
});

describe('with two server instances on one database (behind a load balancer)', () => {
  let ada: Account;
  let secondURL: string;
  let stopSecond: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // A second Parse Server on the test server's database, as production runs several (docs/backend.md).
    const { appId, databaseURI } = inject('backend');
    const previous = process.env.DATABASE_URI;
    process.env.DATABASE_URI = databaseURI;
    try {
      const second = await startThrowawayBackend();
      stopSecond = second.stop;
      secondURL = second.settings.serverURL;
      expect(second.settings.appId).toBe(appId);
    } finally {
      if (previous === undefined) delete process.env.DATABASE_URI;
      else process.env.DATABASE_URI = previous;
    }
    ada = await signUp('ada');
  }, 90_000);
  afterAll(async () => {
    await stopSecond?.();
  });

  /** The same function call, sent to the second instance. */
  async function onSecond<T>(name: string, params: Record<string, unknown>, session: string) {
    const { appId } = inject('backend');
    const response = await fetch(`${secondURL}/functions/${name}`, {
      method: 'POST',
      headers: { 'X-Parse-Application-Id': appId, 'X-Parse-Session-Token': session, 'Content-Type': 'application/json' },
      body: JSON.stringify(params),
    });
    return { status: response.status, body: (await response.json()) as { result?: T; code?: number } };
  }

  it('keeps every message sent at once through both instances, and adds the automatic reply once', async () => {
    const id = await started(ada);
    // Both instances have answered for this conversation before, so neither is still warming up.
    expect((await onSecond('markRead', { conversationId: id }, ada.session)).status).toBe(200);
    expect((await runFunction('markRead', { conversationId: id }, ada.session)).status).toBe(200);
    const sent = Array.from({ length: 12 }, (_, n) => `Message ${n + 1}`);
    const answers = await Promise.all(
      sent.map((content, n) =>
        n % 2 === 0 ? runFunction('sendMessage', { conversationId: id, content }, ada.session) : onSecond('sendMessage', { conversationId: id, content }, ada.session),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(sent.map(() => 200));
    const afterSends = (await getConversation(id, ada.session)).body;
    const customerLines = afterSends.messages.filter((message) => message.senderType === 'customer').map((message) => message.content);
    expect(customerLines.toSorted()).toEqual(['Does the phone stand fit a tablet?', ...sent].toSorted());

    // The reply falls due while the second instance is asked to mark the conversation read.
    const answered = await afterAutoReply(id, ada.session);
    const read = await onSecond<Result>('markRead', { conversationId: id }, ada.session);
    expect(read.status).toBe(200);
    const final = (await getConversation(id, ada.session)).body;
    expect(autoReplies(answered)).toHaveLength(1);
    expect(autoReplies(final)).toHaveLength(1);
    expect(final.messages).toHaveLength(sent.length + 2);
  });

  it('keeps both messages when one is still being written after its claim on the revision counts as abandoned', async () => {
    const id = await started(ada);
    await afterAutoReply(id, ada.session);
    // The database holds the first message's write until its claim on the revision is older than the server waits
    // before giving a claim up (10 s): the second message, sent then, claims the same revision again.
    const held = await holdWrites('Conversation', id);
    const sends: Promise<{ status: number }>[] = [];
    try {
      sends.push(runFunction('sendMessage', { conversationId: id, content: 'Written late' }, ada.session));
      await held.waiting(1);
      await ageRevisionClaims('Conversation', id, 11_000);
      sends.push(onSecond('sendMessage', { conversationId: id, content: 'Sent after' }, ada.session));
      await held.waiting(2);
    } finally {
      await held.release();
    }
    const answers = await Promise.all(sends);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const stored = (await getConversation(id, ada.session)).body;
    const customerLines = stored.messages.filter((message) => message.senderType === 'customer').map((message) => message.content);
    expect(customerLines).toEqual(expect.arrayContaining(['Written late', 'Sent after']));
    expect(stored.messages).toHaveLength(4);
  }, 60_000);
});
