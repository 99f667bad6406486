// The backend of a shop built with a shared server (NEXT_PUBLIC_PARSE_SERVER_URL): every record lives on Parse
// Server, which prices orders, decides who reads what and knows the owner by role. The stores keep what is on
// screen: each answer the server gives is written into them, as the browser backend's own writes are.
// Assembled from one part per kind of record: server-accounts.ts (which also signs a customer out here when the
// server ends their session: endedHere), server-orders.ts, server-reviews.ts, server-chat.ts,
// server-custom-requests.ts and server-admin.ts; what they share is in server-records.ts and server-refresh.ts.
import type { Backend } from './backend';
import { serverAccounts } from './server-accounts';
import { serverAdmin } from './server-admin';
import { serverChat } from './server-chat';
import { serverCustomRequests } from './server-custom-requests';
import { serverOrders } from './server-orders';
import { serverReviews } from './server-reviews';

export { replaceById } from './server-records';
export { refreshFromServer } from './server-refresh';

export const serverBackend: Backend = {
  ...serverAccounts,
  ...serverOrders,
  ...serverReviews,
  ...serverChat,
  ...serverCustomRequests,
  ...serverAdmin,
};
