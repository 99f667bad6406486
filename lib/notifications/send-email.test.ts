import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveEmailConfig, sendEmail } from './send-email';
import { answerEmailJs } from '@/test-support/emailjs';

const empty = { serviceId: '', templateId: '', publicKey: '' };
const built = { serviceId: 'service_built', templateId: 'template_built', publicKey: 'key_built' };
const runtime = { serviceId: 'service_rt', templateId: 'template_rt', publicKey: 'key_rt' };

describe('resolveEmailConfig', () => {
  it('uses the build-time values when they are set, ignoring the runtime ones', () => {
    expect(resolveEmailConfig(built, runtime)).toEqual({ ok: true, config: built });
  });

  it('uses the runtime values only when no build-time value is set', () => {
    expect(resolveEmailConfig(empty, runtime)).toEqual({ ok: true, config: runtime });
    expect(resolveEmailConfig({ ...empty, serviceId: 'service_built' }, runtime)).toEqual({
      ok: false,
      missing: ['NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'],
    });
  });

  it('names every missing variable', () => {
    expect(resolveEmailConfig(empty, undefined)).toEqual({
      ok: false,
      missing: ['NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'],
    });
    expect(resolveEmailConfig({ ...built, publicKey: '  ' }, undefined)).toEqual({ ok: false, missing: ['NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'] });
  });
});

// Against EmailJS's real SDK, whose requests the test answers as EmailJS does (test-support/emailjs.ts).
describe('sendEmail', () => {
  let emailJs: ReturnType<typeof answerEmailJs>;
  beforeEach(() => {
    emailJs = answerEmailJs();
  });
  afterEach(() => {
    delete window.__EMAILJS_CONFIG__;
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('without configuration sends nothing, fails, and tells the site owner in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(sendEmail({ from_name: 'Ada' })).resolves.toEqual({ ok: false, reason: 'not-configured' });
    expect(emailJs.posted).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('NEXT_PUBLIC_EMAILJS_SERVICE_ID'));
  });

  it("posts EmailJS's send request with the configured service, template and public key", async () => {
    window.__EMAILJS_CONFIG__ = runtime;
    await expect(sendEmail({ from_name: 'Ada' })).resolves.toEqual({ ok: true });
    expect(emailJs.posted).toEqual([
      {
        url: 'https://api.emailjs.com/api/v1.0/email/send',
        method: 'POST',
        body: { lib_version: '4.4.1', user_id: 'key_rt', service_id: 'service_rt', template_id: 'template_rt', template_params: { from_name: 'Ada' } },
      },
    ]);
  });

  it("a second message within 30 s of one sent is 'too soon', with the seconds left, and nothing is posted", async () => {
    window.__EMAILJS_CONFIG__ = runtime;
    vi.useFakeTimers({ now: Date.parse('2026-11-24T12:00:00Z'), toFake: ['Date'] });
    await expect(sendEmail({ n: '1' })).resolves.toEqual({ ok: true });
    vi.setSystemTime(Date.parse('2026-11-24T12:00:12Z'));
    await expect(sendEmail({ n: '2' })).resolves.toEqual({ ok: false, reason: 'too-soon', retryInSeconds: 18 });
    expect(emailJs.posted).toHaveLength(1);
    vi.setSystemTime(Date.parse('2026-11-24T12:00:30Z'));
    await expect(sendEmail({ n: '3' })).resolves.toEqual({ ok: true });
    expect(emailJs.posted).toHaveLength(2);
  });

  it('gives up on a service that does not answer within 30 s: the message was not sent, and the shopper may send it again', async () => {
    window.__EMAILJS_CONFIG__ = runtime;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    emailJs.answers = ['never'];
    const sending = sendEmail({ from_name: 'Ada' });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(await Promise.race([sending, Promise.resolve('still sending')])).toBe('still sending');
    await vi.advanceTimersByTimeAsync(1);
    await expect(sending).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(error).toHaveBeenCalledWith('Contact form: the email service did not answer within 30 s.');
    await expect(sendEmail({ from_name: 'Ada' })).resolves.toEqual({ ok: true });
  });

  it('turns a refusal from the service (its own 429 too) or a lost connection into a failure, never a throw', async () => {
    window.__EMAILJS_CONFIG__ = runtime;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    emailJs.answers = [{ status: 429, body: 'Too Many Requests' }, { status: 400, body: 'The template ID is invalid' }, 'network-error'];
    await expect(sendEmail({})).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('429 Too Many Requests'));
    // A message that was not sent does not count against the 30 seconds: the shopper may try again at once.
    await expect(sendEmail({})).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('400 The template ID is invalid'));
    await expect(sendEmail({})).resolves.toEqual({ ok: false, reason: 'failed' });
    await expect(sendEmail({})).resolves.toEqual({ ok: true });
    expect(emailJs.posted).toHaveLength(4);
  });
});
