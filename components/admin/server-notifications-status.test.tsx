import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerEmailNotice } from './server-notifications-status';

const notice = () => screen.getByRole('status');

describe("the owner's email notice with the shop's server", () => {
  it('says the server emails the owner and the customers', () => {
    render(<ServerEmailNotice email="server" missing={[]} />);
    expect(notice()).toHaveTextContent(
      'New orders, custom requests and new conversations are emailed to you by the shop’s server, and your customers get their receipts and shipping news by email.',
    );
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('says the owner is not emailed when the server has no address for them', () => {
    render(<ServerEmailNotice email="no-owner-address" missing={[]} />);
    expect(notice()).toHaveTextContent('You are not emailed about new orders.');
    expect(notice()).toHaveTextContent(
      'The shop’s server emails your customers their receipts and shipping news, but has no address for you (OWNER_EMAIL, docs/email.md): new orders, custom requests and new conversations reach only this dashboard.',
    );
  });

  it('says email is off when the server has no mail settings, and what the contact form lacks', () => {
    render(<ServerEmailNotice email="off" missing={['NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY']} />);
    expect(notice()).toHaveTextContent('Email from the shop’s server is off.');
    expect(notice()).toHaveTextContent(
      'The server has no mail settings (SMTP_URL and MAIL_FROM, docs/email.md): customers get no receipts or shipping news by email, and new orders, custom requests and new conversations reach only this dashboard.',
    );
    expect(notice()).toHaveTextContent('Messages from the contact form cannot be sent: shoppers who use it are told to write to you directly.');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
      'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
      'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
    ]);
  });

  it('shows nothing until the server has said, when the contact form can send', () => {
    render(<ServerEmailNotice email={null} missing={[]} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
