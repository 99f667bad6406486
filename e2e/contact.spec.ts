import type { Page, Request } from '@playwright/test';
import { PHONE, REFLOW_WIDTH, expect, expectNoAxeViolations, holdScripts, test, waitForHydration } from './fixtures';
import { messages } from '@/content/messages';
import { contactForm } from '@/content/contact-form';
import { contactErrors, contactTooSoon } from '@/content/contact-form-checks';
import { site } from '@/content/site';
import { CONTACT_EMAIL_CONFIG, EMAILJS_SEND, acceptEmails, configureEmail } from './emailjs';
import { fillContactForm } from './contact-form';

const png = (name: string, bytes = 2048) => ({ name, mimeType: 'image/png', buffer: Buffer.alloc(bytes, 1) });


const photos = (page: Page) => page.getByLabel(/^Photos/);
const sendButton = (page: Page) => page.getByRole('button', { name: contactForm.submit });

test('a double press on Send sends the message once', async ({ page }) => {
  await configureEmail(page);
  let sent = 0;
  await page.route(EMAILJS_SEND, async (route) => {
    sent += 1;
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  await page.goto('/contact');
  await waitForHydration(page);
  await fillContactForm(page);
  await sendButton(page).dblclick();

  await expect(page.getByRole('heading', { name: contactForm.successHeading })).toBeVisible();
  expect(sent).toBe(1);
});

test('sends the message through EmailJS with the template params, then offers Send Another Message', async ({ page }) => {
  await configureEmail(page);
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const requests: Request[] = [];
  await page.route(EMAILJS_SEND, async (route) => {
    requests.push(route.request());
    await answered;
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });

  await page.goto('/contact');
  await waitForHydration(page);
  await fillContactForm(page);
  await photos(page).setInputFiles([png('board.png', 1_572_864), png('sketch.png', 20_480)]);
  await expect(page.getByRole('list', { name: contactForm.attachmentsListLabel }).getByRole('listitem')).toHaveCount(2);
  await sendButton(page).click();

  // Unavailable while it sends, yet the press keeps the focus there (a disabled button drops it to the page), and a
  // second press sends nothing more.
  const sending = page.getByRole('button', { name: contactForm.sending });
  await expect(sending).toBeDisabled();
  await expect(sending).toBeFocused();
  await page.keyboard.press('Enter');
  release();

  await expect(page.getByRole('heading', { name: contactForm.successHeading })).toBeVisible();
  expect(requests).toHaveLength(1);
  const body = requests[0].postDataJSON();
  expect(body).toMatchObject({ user_id: CONTACT_EMAIL_CONFIG.publicKey, service_id: CONTACT_EMAIL_CONFIG.serviceId, template_id: CONTACT_EMAIL_CONFIG.templateId });
  expect(body.lib_version).toEqual(expect.any(String));
  expect(body.template_params).toEqual({
    from_name: 'Ada Lovelace',
    from_email: 'ada@example.com',
    phone: '780-555-0100',
    subject: 'Custom Order',
    message: 'Could you make a walnut board with our family name?',
    to_name: site.name,
    attachment_count: 2,
    attachment_info: 'board.png (1.5 MB), sketch.png (20.0 KB)',
    has_attachments: 'Yes',
  });

  await expect(page.getByRole('heading', { name: contactForm.successHeading })).toBeFocused();
  await page.getByRole('button', { name: contactForm.sendAnother }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');
  await expect(page.getByLabel(/^Name/)).toBeFocused();
  await expect(page.getByLabel(/^Message/)).toHaveValue('');
  await expect(page.getByLabel(/^Subject/)).toHaveValue('');
  await expect(page.getByRole('list', { name: contactForm.attachmentsListLabel })).toHaveCount(0);
});

// On a slow phone the form shows a second or two before the page's scripts run, and the first render after they
// did wrote the form's empty values over what had been typed.
test('what a shopper types before the page is interactive is kept and sent', async ({ page }) => {
  await configureEmail(page);
  const requests = await acceptEmails(page);
  const releaseScripts = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(/^Name/).pressSequentially('Ada Lovelace');
  await page.getByLabel(/^Email/).pressSequentially('ada@example.com');
  await page.getByLabel(/^Subject/).selectOption('Custom Order');
  await page.getByLabel(/^Message/).pressSequentially('A walnut board, please.');
  await expect(sendButton(page)).toBeDisabled();
  releaseScripts();
  await waitForHydration(page);
  await expect(sendButton(page)).toBeEnabled();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel(/^Message/)).toHaveValue('A walnut board, please.');
  await sendButton(page).click();
  await expect(page.getByRole('heading', { name: contactForm.successHeading })).toBeVisible();
  expect(requests[0].postDataJSON().template_params).toMatchObject({
    from_name: 'Ada Lovelace',
    from_email: 'ada@example.com',
    subject: 'Custom Order',
    message: 'A walnut board, please.',
  });
});

test('a second message within 30 seconds is refused in the browser with the time to wait, keeping what was typed', async ({ page }) => {
  await configureEmail(page);
  const requests = await acceptEmails(page);
  const start = new Date('2026-03-02T10:00:00');
  await page.clock.install({ time: start });
  await page.goto('/contact');
  await waitForHydration(page);
  await page.clock.pauseAt(start.getTime() + 60_000); // time moves only when the test says so
  await fillContactForm(page);
  await sendButton(page).click();
  await page.getByRole('button', { name: contactForm.sendAnother }).click();

  await page.clock.fastForward(10_000);
  await fillContactForm(page);
  await sendButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: "You've just sent us" })).toHaveText(contactTooSoon(20));
  await expect(page.getByLabel(/^Message/)).toHaveValue('Could you make a walnut board with our family name?');
  expect(requests).toHaveLength(1);

  await page.clock.fastForward(21_000);
  await sendButton(page).click();
  await expect(page.getByRole('heading', { name: contactForm.successHeading })).toBeVisible();
  expect(requests).toHaveLength(2);
});

test('a refused send shows the exact failure text and keeps everything typed', async ({ page }) => {
  await configureEmail(page);
  await page.route(EMAILJS_SEND, (route) => route.fulfill({ status: 400, contentType: 'text/plain', body: 'The template ID is invalid' }));
  await page.goto('/contact');
  await waitForHydration(page);
  await fillContactForm(page);
  await photos(page).setInputFiles([png('board.png')]);
  // The photo's card appears above the button once the photo is read, moving the button down: press it once it has
  // moved, as a shopper does (a press made as it moved met no button and sent nothing).
  await expect(page.getByRole('list', { name: contactForm.attachmentsListLabel }).getByRole('listitem')).toHaveCount(1);
  await sendButton(page).click();

  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(contactForm.sendFailed);
  expect(contactForm.sendFailed).toBe(
    `Failed to send message. Please try again or contact us directly. Note: For image attachments, please email us directly at ${site.email}`,
  );
  await expect(page.getByLabel(/^Name/)).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel(/^Email/)).toHaveValue('ada@example.com');
  await expect(page.getByLabel(/^Phone/)).toHaveValue('780-555-0100');
  await expect(page.getByLabel(/^Subject/)).toHaveValue('Custom Order');
  await expect(page.getByLabel(/^Message/)).toHaveValue('Could you make a walnut board with our family name?');
  await expect(page.getByRole('list', { name: contactForm.attachmentsListLabel }).getByRole('listitem')).toHaveCount(1);
  await expect(sendButton(page)).toBeEnabled();
  // It was busy while sending, not disabled: the keyboard stayed on it, not dropped to the page.
  await expect(sendButton(page)).toBeFocused();
  await expectNoAxeViolations(page);
});

test('without EmailJS configuration the form fails politely and tells the site owner in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  let calls = 0;
  await page.route(EMAILJS_SEND, (route) => {
    calls += 1;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await page.goto('/contact');
  await waitForHydration(page);
  await fillContactForm(page);
  await sendButton(page).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(contactForm.sendFailed);
  expect(calls).toBe(0);
  expect(errors.join('\n')).toContain('NEXT_PUBLIC_EMAILJS_SERVICE_ID');
  await expect(page.getByLabel(/^Message/)).toHaveValue('Could you make a walnut board with our family name?');
});

test('required fields are checked before anything is sent', async ({ page }) => {
  await configureEmail(page);
  let calls = 0;
  await page.route(EMAILJS_SEND, (route) => {
    calls += 1;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await page.goto('/contact');
  await waitForHydration(page);
  await sendButton(page).click();
  for (const error of [contactErrors.name, contactErrors.email, contactErrors.subject, contactErrors.message]) {
    await expect(page.getByText(error)).toBeVisible();
  }
  await expect(page.getByLabel(/^Name/)).toBeFocused();
  await expect(page.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Phone/)).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Email/).fill('ada@');
  await sendButton(page).click();
  await expect(page.getByText(contactErrors.emailInvalid)).toBeVisible();
  expect(calls).toBe(0);
  await expectNoAxeViolations(page);
});

test('attachments: images only, 5 MB each, at most 5, with previews that can be removed', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const list = page.getByRole('list', { name: contactForm.attachmentsListLabel });

  await photos(page).setInputFiles([{ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(messages.imageTypeError);
  await expect(list).toHaveCount(0);

  await photos(page).setInputFiles([
    { name: 'exactly-5mb.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024, 1) },
    { name: 'too-big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) },
  ]);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(messages.imageSizeError);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('exactly-5mb.jpg');

  await photos(page).setInputFiles(['2', '3', '4', '5', '6'].map((n) => png(`photo-${n}.png`)));
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(messages.imageCountError);
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(list).not.toContainText('photo-6.png');
  await expect(list.locator('img')).toHaveCount(5);

  await page.getByRole('button', { name: contactForm.removeAttachment('photo-2.png') }).click();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(photos(page)).toBeFocused();
  await photos(page).setInputFiles([png('photo-6.png')]);
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('shows contact details, hours and the workshop as LocalBusiness', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
  await expect(main.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(main).toContainText('Lloydminster, Alberta');
  for (const [days, hours] of [['Monday - Friday', '9AM-6PM'], ['Saturday', '10AM-4PM'], ['Sunday', 'Closed']]) {
    await expect(main.getByText(days, { exact: true })).toBeVisible();
    await expect(main.getByText(hours, { exact: true })).toBeVisible();
  }
  await expect(main).toContainText('MST');
  const subjects = await page.getByLabel(/^Subject/).locator('option').allTextContents();
  expect(subjects.slice(1)).toEqual(['Product Inquiry', 'Custom Order', 'Shipping Question', 'Order Support', 'General Question', 'Other']);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((t) => JSON.parse(t)['@type'])).toContain('LocalBusiness');
});

// On a phone the city's line wrapped inside the postal code, leaving "T9V" at the end of one line and "0W8" alone on
// the next.
test("on a phone the workshop's address keeps its postal code on one line", async ({ page }) => {
  await page.goto('/contact');
  const address = page.getByRole('main').locator('address');
  await expect(address).toContainText('4812 50 Avenue');
  for (const width of [PHONE.width, REFLOW_WIDTH]) {
    await page.setViewportSize({ ...PHONE, width });
    const lines = await address.evaluate((element, [first, length]) => {
      const text = [...element.childNodes].find((node) => node.textContent?.includes(first))!;
      const start = text.textContent!.indexOf(first);
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }, [site.address.postalCode.split(' ')[0], site.address.postalCode.length] as const);
    expect(lines, `lines the postal code takes at ${width} px`).toBe(1);
  }
});
