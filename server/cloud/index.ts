// The shop's rules on the server. Every trigger and function (one file per record type, each registered below with
// what they share, shared.ts) applies the same lib/ functions the browser uses (pricing, chat, reviews, custom
// requests), so the server is the authority without a second copy of a rule.
// server/start.mjs bundles this file with esbuild and hands Parse's SDK object to registerCloudCode.
import { registerAccounts } from './accounts';
import { registerConversations } from './conversations';
import { registerCustomRequests } from './custom-requests';
import { registerFiles } from './files';
import { acceptFilesAt, filesAddress } from '@/lib/catalogue/image-urls';
import { orderRecords } from './order-records';
import { registerOrders } from './orders';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ParseSdk } from './parse-api';
import { registerPayments } from './payments';
import { registerProducts } from './products';
import { registerReviews } from './reviews';
import { requestGuard } from './request-guard';
import { cloudContext } from './shared';
import { stripeWebhook } from './stripe-webhook';

export { classDefinitions, REVISIONED } from './schema';
export { rateLimits } from './rate-limits';
export { ROUTE_ALLOW_LIST } from './routes';
export { PASSWORD_POLICY } from './accounts';
export { seedCatalogue } from './products';
export { stripeSettings } from './stripe';
export { filesAdapterFor, PHOTO_EXTENSIONS } from './files';
export { STRIPE_WEBHOOK_PATH } from './stripe-webhook';
export { mailServer } from '@/server/mail';

/**
 * `files`: where browsers reach this server (its publicServerURL) and its app id, which make the address of the
 * owner's uploaded photos, the one place besides the photo hosts a product's photo may come from.
 */
export function registerCloudCode(Parse: ParseSdk, files: { publicServerURL: string; appId: string }): void {
  acceptFilesAt(filesAddress(files.publicServerURL, files.appId));
  // One context for every record type, so they share its queues. Each trigger and function is registered under its
  // own class and name, so the order below does not change what runs.
  const cloud = cloudContext(Parse);
  const records = orderRecords(Parse, cloud);
  registerOrders(Parse, cloud, records, registerPayments(Parse, cloud, records));
  registerAccounts(Parse, cloud);
  registerReviews(Parse, cloud);
  registerProducts(Parse, cloud);
  registerCustomRequests(Parse, cloud);
  registerConversations(Parse, cloud);
  registerFiles(Parse, cloud);
}

/**
 * What runs on Parse Server's HTTP app before Parse (ParseServer.startApp takes one `middleware`): Stripe's webhook,
 * which reads its own raw body, then the guard that refuses bad requests to Parse (request-guard.ts).
 */
export function beforeParse(options: { mountPath: string; maxUploadSize: string }) {
  const guard = requestGuard(options);
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => stripeWebhook(req, res, () => guard(req, res, next));
}
