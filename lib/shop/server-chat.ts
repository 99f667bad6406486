// Conversations on the shared server (server-backend.ts): started and written in by a customer or a guest, replied
// to and closed by the owner. The server's cloud functions answer with the conversation as it now is.
import { useChat } from '@/lib/store/chat';
import { useSession } from '@/lib/store/session';
import type { Conversation } from '@/types/shop';
import type { Backend } from './backend';
import { succeed } from './result';
import { shopperSession } from './server-accounts';
import { FUNCTIONS, recordOf } from './server-protocol';
import { customerToken, emptyAddress, keep, ownerToken, type Json } from './server-records';
import { runFunction } from './server-rest';
import { settleWrite, writeKeyFor } from './server-session';

function conversationOf(stored: unknown): Conversation {
  return recordOf<Conversation>({ ...(stored as Json), objectId: (stored as Json).id ?? (stored as Json).objectId });
}

export const serverChat: Pick<Backend, 'startConversation' | 'sendMessage' | 'markRead' | 'reply' | 'closeConversation'> = {
  async startConversation(input) {
    const user = useSession.getState().user;
    const guest = { email: (input.guestEmail ?? '').trim(), firstName: (input.guestName ?? '').trim(), lastName: '', phone: '', address: emptyAddress };
    const shopper = await shopperSession(user ? null : guest, 'chat');
    if (!shopper.ok) return shopper;
    const started = await runFunction<Json>(FUNCTIONS.startConversation, { ...input }, { session: shopper.value });
    if (!started.ok) return started;
    const conversation = conversationOf(started.value);
    if (!user) await useChat.persisted.save((s) => ({ ...s, guestId: conversation.customerId }));
    await keep.conversation(conversation);
    return succeed(conversation);
  },

  async sendMessage(conversationId, content) {
    const messageId = writeKeyFor('message', JSON.stringify([conversationId, content]));
    const sent = await runFunction<Json>(FUNCTIONS.sendMessage, { conversationId, content, messageId }, { session: customerToken(), unreachable: 'message' });
    if (!sent.ok && sent.failure.kind === 'unavailable') return sent;
    settleWrite('message');
    if (!sent.ok) return sent;
    const conversation = conversationOf(sent.value);
    await keep.conversation(conversation);
    return succeed(conversation);
  },

  async markRead(conversationId) {
    const read = await runFunction<Json>(FUNCTIONS.markRead, { conversationId }, { session: customerToken() });
    if (!read.ok) return read;
    await keep.conversation(conversationOf(read.value));
    return succeed(null);
  },

  async reply(conversationId, content) {
    const replied = await runFunction<Json>(FUNCTIONS.reply, { conversationId, content }, { session: ownerToken() });
    if (!replied.ok) return replied;
    const conversation = conversationOf(replied.value);
    await keep.conversation(conversation);
    return succeed(conversation);
  },

  async closeConversation(conversationId) {
    const closed = await runFunction<Json>(FUNCTIONS.closeConversation, { conversationId }, { session: ownerToken() });
    if (!closed.ok) return closed;
    const conversation = conversationOf(closed.value);
    await keep.conversation(conversation);
    return succeed(conversation);
  },
};
