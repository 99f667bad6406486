'use client';

import { useShallow } from 'zustand/react/shallow';
import { conversationsOf, unreadTotal } from '@/lib/chat/conversations';
import { currentCustomerId, useChat } from '@/lib/store/chat';
import { useSession } from '@/lib/store/session';
import type { Conversation } from '@/types/shop';

/** Whose conversations this browser shows: the signed-in customer's, else this browser's guest id. */
export function useChatCustomerId(): string | null {
  const user = useSession((s) => s.user);
  const guestId = useChat((s) => s.guestId);
  return currentCustomerId(user, guestId);
}

export function useSignedIn(): boolean {
  return useSession((s) => s.user !== null);
}

/** The customer's conversations, most recent first. */
export function useMyConversations(): Conversation[] {
  const customerId = useChatCustomerId();
  return useChat(useShallow((s) => conversationsOf(s.conversations, customerId)));
}

/** The bubble's badge. */
export function useMyUnread(): number {
  const customerId = useChatCustomerId();
  return useChat((s) => unreadTotal(s.conversations, customerId));
}
