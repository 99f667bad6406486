// The storage key of the support conversations: ChatMount checks it without loading the store itself.
export const CHAT_STORAGE_KEY = 'chat';
