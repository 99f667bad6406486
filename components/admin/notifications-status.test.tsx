import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAILJS_TEST_SETTINGS } from '@/test-support/emailjs';
import { NotificationsStatus } from './notifications-status';

afterEach(() => {
  delete window.__EMAILJS_CONFIG__;
});

const notice = () => screen.getByRole('status');
const listed = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe("the owner's email notice", () => {
  it('says every kind of email is off, and names every variable, when the build has no EmailJS settings', () => {
    render(<NotificationsStatus />);
    expect(notice()).toHaveTextContent('Email notifications are off.');
    expect(notice()).toHaveTextContent(
      'New orders, custom requests, and new conversations are not emailed to you: this build has no EmailJS settings for them (README, Configuration).',
    );
    expect(notice()).toHaveTextContent('Messages from the contact form cannot be sent: shoppers who use it are told to write to you directly.');
    expect(listed()).toEqual([
      'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
      'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
      'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
      'NEXT_PUBLIC_EMAILJS_ORDER_TEMPLATE_ID',
      'NEXT_PUBLIC_EMAILJS_CUSTOM_REQUEST_TEMPLATE_ID',
      'NEXT_PUBLIC_EMAILJS_CONVERSATION_TEMPLATE_ID',
    ]);
  });

  it('names only what is off when one template is missing', () => {
    window.__EMAILJS_CONFIG__ = { ...EMAILJS_TEST_SETTINGS, orderTemplateId: '' };
    render(<NotificationsStatus />);
    expect(notice()).toHaveTextContent('Some email notifications are off.');
    expect(notice()).toHaveTextContent('New orders are not emailed to you');
    expect(notice()).not.toHaveTextContent(/custom requests|conversations|contact form/);
    expect(listed()).toEqual(['NEXT_PUBLIC_EMAILJS_ORDER_TEMPLATE_ID']);
  });

  it("tells the owner the contact form cannot send when only its template is missing", () => {
    window.__EMAILJS_CONFIG__ = { ...EMAILJS_TEST_SETTINGS, templateId: '' };
    render(<NotificationsStatus />);
    expect(notice()).toHaveTextContent('Some email notifications are off.');
    expect(notice()).toHaveTextContent('Messages from the contact form cannot be sent');
    expect(notice()).not.toHaveTextContent('not emailed to you');
    expect(listed()).toEqual(['NEXT_PUBLIC_EMAILJS_TEMPLATE_ID']);
  });

  it('shows nothing when everything can be emailed and nothing waits', () => {
    window.__EMAILJS_CONFIG__ = { ...EMAILJS_TEST_SETTINGS };
    render(<NotificationsStatus />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
