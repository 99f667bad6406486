// What the shared server tells open pages live (LiveQuery), and to whom: the owner's dashboard hears of a new custom
// request the moment it is sent, as it hears of orders and conversations; a shopper's subscription to the same
// class hears nothing (the requests are the owner's role's to read), while the shopper's own records still reach them.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeSubscribers, subscribe } from '@/server/test/live-query';
import { call, runFunction, signUp, signUpOwner, type Account } from '@/server/test/rest';

afterEach(closeSubscribers);

const customRequest = (description: string) => ({
  name: 'Iris Tester',
  email: 'iris@example.com',
  projectType: 'cutting-board',
  description,
});

describe('custom requests over LiveQuery', () => {
  let owner: Account;
  let shopper: Account;
  beforeAll(async () => {
    [owner, shopper] = await Promise.all([signUpOwner(), signUp('lqshopper')]);
  });

  it('reach the owner’s open dashboard as they are sent, and no shopper’s subscription', async () => {
    const ownerLive = await subscribe(owner.session, ['CustomRequest']);
    expect(ownerLive.messages).toContainEqual(expect.objectContaining({ op: 'subscribed', requestId: 1 }));
    const shopperLive = await subscribe(shopper.session, ['CustomRequest', 'Conversation']);

    const description = `A board with our initials (${owner.email})`;
    const sent = await call<{ objectId: string }>('POST', '/classes/CustomRequest', { body: customRequest(description) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const created = await ownerLive.next((m) => m.op === 'create' && m.requestId === 1);
    expect(created.object).toMatchObject({ objectId: sent.body.objectId, description, status: 'pending' });

    // The shopper's connection works: their own conversation, started after the request, reaches them.
    const conversation = await runFunction<{ id: string }>('startConversation', { subject: 'Other', message: 'Hello' }, shopper.session);
    expect(conversation.status, JSON.stringify(conversation.body)).toBe(200);
    await shopperLive.next((m) => m.op === 'create' && m.requestId === 2);
    // ... and the owner's quote of the request reaches the owner, not the shopper either.
    const quoted = await call('PUT', `/classes/CustomRequest/${sent.body.objectId}`, {
      session: owner.session,
      body: { estimatedPrice: 180, estimatedTimeline: '3 weeks' },
    });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    await ownerLive.next((m) => m.op === 'update' && m.requestId === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(shopperLive.messages.filter((m) => m.requestId === 1 && m.op !== 'subscribed' && m.op !== 'error')).toEqual([]);
  });
});
