import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveEmailConfig, sendEmail } from './send-email';

const { send } = vi.hoisted(() => ({ send: vi.fn() }));
vi.mock('@emailjs/browser', () => ({ send }));

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

describe('sendEmail', () => {
  afterEach(() => {
    delete window.__EMAILJS_CONFIG__;
    send.mockReset();
  });

  it('without configuration sends nothing, fails, and tells the site owner in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(sendEmail({ from_name: 'Ada' })).resolves.toEqual({ ok: false, reason: 'not-configured' });
    expect(send).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('NEXT_PUBLIC_EMAILJS_SERVICE_ID'));
  });

  it('sends the template params with the configured service, template and public key', async () => {
    window.__EMAILJS_CONFIG__ = runtime;
    send.mockResolvedValue({ status: 200, text: 'OK' });
    await expect(sendEmail({ from_name: 'Ada' })).resolves.toEqual({ ok: true });
    expect(send).toHaveBeenCalledWith(
      'service_rt',
      'template_rt',
      { from_name: 'Ada' },
      { publicKey: 'key_rt', limitRate: { id: 'emailRateLimit', throttle: 30_000 } },
    );
  });

  it("uses EmailJS's own rate limit: a second send within 30 s is 'too soon', with the seconds left", async () => {
    window.__EMAILJS_CONFIG__ = runtime;
    // EmailJS keeps the time of the last send under the limit's id and refuses with 429 before sending anything.
    localStorage.setItem('emailRateLimit', String(Date.now() - 12_000));
    send.mockRejectedValue({ status: 429, text: 'Too Many Requests' });
    await expect(sendEmail({})).resolves.toEqual({ ok: false, reason: 'too-soon', retryInSeconds: 18 });
  });

  it('turns a refusal from the service (its own 429 too) into a failure, never a throw', async () => {
    window.__EMAILJS_CONFIG__ = runtime;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValue({ status: 429, text: 'Too Many Requests' });
    await expect(sendEmail({})).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('429 Too Many Requests'));
  });
});
