export interface ThrowawayBackendSettings {
  serverURL: string;
  liveQueryURL: string;
  appId: string;
  databaseURI: string;
  masterKey: string;
  /** 'stripe' when started with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/payments.md). */
  payments?: 'stripe' | null;
  /** Where this server takes Stripe's events, when payments is 'stripe'. */
  stripeWebhookURL?: string;
}
export declare function startThrowawayBackend(options?: { env?: Record<string, string> }): Promise<{ settings: ThrowawayBackendSettings; stop: () => Promise<void> }>;
