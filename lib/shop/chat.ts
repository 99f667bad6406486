// Conversations: the shopper's side and the owner's replies.
import { validateNewConversation } from '@/lib/chat/conversations';
import { useChat } from '@/lib/store/chat';
import { connectConversations } from '@/lib/store/chat-ui';
import { useSession } from '@/lib/store/session';
import type { Conversation } from '@/types/shop';
import type { NewConversation } from './backend';
import { invalid, type ShopResult } from './result';
import { backend, checkFields, hasErrors, notifyOwner } from './run';

export async function startConversation(input: NewConversation): Promise<ShopResult<Conversation>> {
  const signedIn = useSession.getState().user !== null;
  const errors = validateNewConversation(
    { subject: input.subject, message: input.message, guestName: input.guestName ?? '', guestEmail: input.guestEmail ?? '' },
    signedIn,
  );
  if (hasErrors(errors)) return invalid(checkFields, errors);
  const started = await (await backend()).startConversation(input);
  if (started.ok) notifyOwner({ kind: 'conversation', record: started.value });
  return started;
}

export const sendMessage = async (conversationId: string, content: string) => (await backend()).sendMessage(conversationId, content);

export const markRead = async (conversationId: string) => (await backend()).markRead(conversationId);

export const reply = async (conversationId: string, content: string) => (await backend()).reply(conversationId, content);

export const closeConversation = async (conversationId: string) => (await backend()).closeConversation(conversationId);

// The chat's screen state reads the conversations store and marks a conversation read through the operation above,
// so that with a shared server it is read there too. Connected here, where operations meet stores: a store that
// called an operation would import the backends that import it.
connectConversations({
  activeConversation: () => useChat.getState().activeConversation,
  setActiveConversation: (id) => useChat.getState().setActiveConversation(id),
  markMessagesRead: (id) => void markRead(id),
});
