import { vi } from 'vitest';

/** EmailJS settings for every template, as `window.__EMAILJS_CONFIG__` takes them in tests. */
export const EMAILJS_TEST_SETTINGS = {
  serviceId: 'service_t',
  publicKey: 'public_t',
  templateId: 'contact_t',
  orderTemplateId: 'order_t',
  customRequestTemplateId: 'custom_t',
  conversationTemplateId: 'conversation_t',
};

/** How the test answers one request: EmailJS's status and text, a failed connection, or no answer at all. */
export type EmailJsAnswer = { status: number; body: string } | 'network-error' | 'never';

/** What EmailJS's SDK (@emailjs/browser) posted: its send endpoint and the JSON body it sends there. */
export interface EmailJsPost {
  url: string;
  method: string;
  body: { lib_version: string; user_id: string; service_id: string; template_id: string; template_params: Record<string, string> };
}

/**
 * EmailJS's API as the tests answer it: the real SDK posts with `fetch`, which this replaces until
 * `vi.unstubAllGlobals()`. Each request is kept in `posted` and takes the first of `answers`, or EmailJS's
 * 200 "OK" when none is left.
 */
export function answerEmailJs(): { answers: EmailJsAnswer[]; posted: EmailJsPost[] } {
  const endpoint = { answers: [] as EmailJsAnswer[], posted: [] as EmailJsPost[] };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      endpoint.posted.push({ url, method: String(init.method), body: JSON.parse(String(init.body)) as EmailJsPost['body'] });
      const answer = endpoint.answers.shift() ?? { status: 200, body: 'OK' };
      if (answer === 'never') return new Promise<Response>(() => {});
      if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(answer.body, { status: answer.status }));
    }),
  );
  return endpoint;
}
