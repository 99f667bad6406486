'use client';

import { CircleCheck, ImagePlus } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { contactForm, contactSubjects } from '@/content/contact-form';
import { siteContact } from '@/content/site-contact';
import { ACCEPT_ATTRIBUTE, emptyContactFields, type ContactErrors, type ContactFields } from '@/lib/support/contact-fields';
import { useHydrated } from '@/lib/store/hydration';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import type { Attachment } from './attachment-previews';

/** rules §4: idle, sending, sent, error. */
type Status = 'idle' | 'sending' | 'sent' | 'error' | 'too-soon';

// The previews' code is fetched when the first photo is chosen; most messages have none.
const AttachmentPreviews = lazy(() => import('./attachment-previews'));
// The rules that check the form and send it are fetched once the shopper starts on the form; a reader pays nothing.
const contactRules = () => import('@/lib/support/contact');
const contactSender = () => import('@/lib/shop/contact');
// Only a chosen photo needs an id (its place in the list).
const idGenerator = () => import('@/lib/util/ids');
const preloadRules = () => void Promise.all([contactRules(), contactSender(), idGenerator()]);

const fieldOrder: (keyof ContactFields)[] = ['name', 'email', 'phone', 'subject', 'message'];

/** The contact form (rules §2, §4, §5, §7); `labelledBy` is the id of the heading that names it. */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  // Until the page is interactive the button stays disabled, so Enter cannot submit the form natively (a GET
  // that would put the message in the address bar).
  const hydrated = useHydrated();
  const [fields, setFields] = useState<ContactFields>(emptyContactFields);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [attachmentErrors, setAttachmentErrors] = useState<string[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  // What the sender says when a message follows the last too soon (how long to wait).
  const [tooSoon, setTooSoon] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const previews = useRef<string[]>([]);
  const ids = useId();

  // Previews live as object URLs; free them when the form goes away.
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const refocusForm = useRef(false);

  // Focus follows the screen: the success heading once sent, and the first field after Send Another Message. A failed
  // send leaves it where it was: Send Message is only busy while it sends, so it keeps the focus of whoever pressed it.
  useEffect(() => {
    if (status === 'sent') successHeading.current?.focus();
    if (status === 'idle' && refocusForm.current) {
      refocusForm.current = false;
      formRef.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
    }
  }, [status]);

  const change = (field: keyof ContactFields, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  useTypedBeforeHydration(formRef, fieldOrder, change);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Let the same file be chosen again after removing it.
    event.target.value = '';
    const [{ addAttachments }, { randomId }] = await Promise.all([contactRules(), idGenerator()]);
    const chosen = files.map((file) => ({
      key: randomId('attachment'),
      file,
      name: file.name,
      size: file.size,
      type: file.type,
      preview: '',
    }));
    const result = addAttachments(attachments, chosen);
    const added = result.attachments.slice(attachments.length).map((a) => {
      const preview = URL.createObjectURL(a.file);
      previews.current.push(preview);
      return { ...a, preview };
    });
    setAttachments([...attachments, ...added]);
    setAttachmentErrors(result.errors);
  };

  const removeAttachment = (key: string) => {
    const gone = attachments.find((a) => a.key === key);
    if (gone) URL.revokeObjectURL(gone.preview);
    setAttachments(attachments.filter((a) => a.key !== key));
    setAttachmentErrors([]);
    fileInput.current?.focus();
  };

  // Set from the first press until the answer: a second press while the rules load must not send the message twice.
  const submitting = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      const [{ validateContact }, { sendContactMessage }] = await Promise.all([contactRules(), contactSender()]);
      const found = validateContact(fields);
      setErrors(found);
      if (focusFirstInvalid(formRef.current, fieldOrder, found)) return;
      setStatus('sending');
      const result = await sendContactMessage(fields, attachments);
      const waitSeconds = result.ok ? undefined : result.failure.kind === 'unavailable' ? result.failure.retryInSeconds : undefined;
      if (!result.ok && waitSeconds) setTooSoon(result.failure.message);
      setStatus(result.ok ? 'sent' : waitSeconds ? 'too-soon' : 'error');
    } catch {
      // The rules or the sender could not be fetched (offline, or gone after a deploy).
      setStatus('error');
    } finally {
      submitting.current = false;
    }
  };

  const reset = () => {
    attachments.forEach((a) => URL.revokeObjectURL(a.preview));
    setFields(emptyContactFields);
    setErrors({});
    setAttachments([]);
    setAttachmentErrors([]);
    refocusForm.current = true;
    setStatus('idle');
  };

  if (status === 'sent') {
    return (
      <div className="py-6 text-center" data-testid="contact-success">
        <Icon node={CircleCheck} className="mx-auto size-12 text-moss" />
        <h3 ref={successHeading} tabIndex={-1} className="mt-4 text-2xl font-bold focus:outline-none">
          {contactForm.successHeading}
        </h3>
        <p className="mt-2 text-ink">{contactForm.successText(fields.name.trim())}</p>
        <Button className="mt-6" onClick={reset}>
          {contactForm.sendAnother}
        </Button>
      </div>
    );
  }

  const [failedBefore, failedAfter] = contactForm.sendFailed.split(siteContact.email);

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      onSubmit={submit}
      onFocus={preloadRules}
      className="space-y-5"
      aria-labelledby={labelledBy}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={contactForm.nameLabel}
          required
          error={errors.name}
          name="name"
          autoComplete="name"
          value={fields.name}
          onChange={(e) => change('name', e.target.value)}
        />
        <TextField
          label={contactForm.emailLabel}
          required
          error={errors.email}
          name="email"
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={(e) => change('email', e.target.value)}
        />
        <TextField
          label={contactForm.phoneLabel}
          optional
          error={errors.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={fields.phone}
          onChange={(e) => change('phone', e.target.value)}
        />
        <SelectField
          label={contactForm.subjectLabel}
          required
          error={errors.subject}
          name="subject"
          value={fields.subject}
          onChange={(e) => change('subject', e.target.value)}
        >
          <option value="">{contactForm.subjectPlaceholder}</option>
          {contactSubjects.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={contactForm.messageLabel}
        required
        error={errors.message}
        name="message"
        rows={6}
        value={fields.message}
        onChange={(e) => change('message', e.target.value)}
      />

      <FormField label={contactForm.attachmentsLabel} optional hint={contactForm.attachmentsHint}>
        {(control) => (
          <>
            <div className="flex items-center gap-3 rounded-lg border border-dashed border-oak bg-cream p-3">
              <Icon node={ImagePlus} className="size-6 shrink-0 text-walnut" />
              <input
                {...control}
                ref={fileInput}
                name="attachments"
                type="file"
                multiple
                accept={ACCEPT_ATTRIBUTE}
                onChange={(event) => void onFiles(event)}
                aria-invalid={attachmentErrors.length > 0 ? true : undefined}
                aria-describedby={[control['aria-describedby'], attachmentErrors.length ? `${ids}-files-error` : null]
                  .filter(Boolean)
                  .join(' ')}
                className="w-full min-w-0 text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-walnut file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-walnut-dark"
              />
            </div>
            {attachmentErrors.length > 0 && (
              <div id={`${ids}-files-error`} role="alert" className="mt-2 space-y-1 text-sm font-medium text-ember">
                {attachmentErrors.map((e) => (
                  <p key={e}>{e}</p>
                ))}
              </div>
            )}
          </>
        )}
      </FormField>
      {attachments.length > 0 && (
        <Suspense fallback={null}>
          <AttachmentPreviews attachments={attachments} onRemove={removeAttachment} />
        </Suspense>
      )}

      {status === 'too-soon' && (
        <p role="alert" className="rounded-lg border border-ember bg-ember-light p-3 text-sm font-medium text-ember">
          {tooSoon}
        </p>
      )}
      {status === 'error' && (
        <p role="alert" className="rounded-lg border border-ember bg-ember-light p-3 text-sm font-medium text-ember">
          {failedBefore}
          <a href={`mailto:${siteContact.email}`} className="underline">
            {siteContact.email}
          </a>
          {failedAfter}
        </p>
      )}
      <Button type="submit" size="lg" disabled={!hydrated} busy={status === 'sending'} className="w-full sm:w-auto">
        {status === 'sending' ? contactForm.sending : contactForm.submit}
      </Button>
    </form>
  );
}
