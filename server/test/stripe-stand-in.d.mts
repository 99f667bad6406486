export interface StandInSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string;
  client_reference_id: string | null;
  created: number;
  currency: string | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string | null;
  payment_intent: string;
  metadata: Record<string, string>;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
}

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, unknown>;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Omit<StandInSession, never> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

export interface StripeStandIn {
  /** STRIPE_API_URL for the server. */
  url: string;
  sessions: Map<string, StandInSession>;
  refunds: StandInRefund[];
  received: StandInRequest[];
  deliveries: { body: string; status: number; text: string }[];
  settings: {
    refunds: 'accept' | 'refuse' | 'silent';
    /** By the paying customer's email. */
    refundsFor: Record<string, 'accept' | 'refuse' | 'silent'>;
    refusal: string;
    webhookDelayMs: number;
    webhookDelaysFor: Record<string, number>;
  };
  setWebhook(webhook: { url?: string; secret?: string }): void;
  event(type: string, session: StandInSession, options?: { created?: number }): StripeEvent;
  deliver(payload: StripeEvent | string, options?: { secret?: string; url?: string; timestamp?: number }): Promise<{ status: number; text: string }>;
  complete(session: StandInSession, options?: { amountTotal?: number; currency?: string }): StripeEvent;
  sessionOf(orderId: string): StandInSession | undefined;
  stop(): Promise<void>;
}

export declare function parseForm(text: string): Record<string, unknown>;
export declare function startStripeStandIn(options?: { secretKey?: string; webhookSecret?: string; webhookURL?: string }): Promise<StripeStandIn>;
