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
export interface ThrowawayBackend {
  settings: ThrowawayBackendSettings;
  stop: () => Promise<void>;
  signal: (name: NodeJS.Signals) => void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}
export declare function startThrowawayBackend(options?: { env?: Record<string, string> }): Promise<ThrowawayBackend>;
