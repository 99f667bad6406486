'use client';

import { ChevronLeft } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useOneSave } from '@/components/ui/use-one-save';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { chatSubjects, chatText } from '@/content/chat';
import { validateNewConversation, type NewConversationErrors, type NewConversationField } from '@/lib/chat/conversations';
import { useChatUi } from '@/lib/store/chat-ui';
import { useSignedIn } from './use-chat-customer';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { startConversation } from '@/lib/shop/chat';
import { preloadBackend } from '@/lib/shop/run';

const fieldOrder: NewConversationField[] = ['guestName', 'guestEmail', 'subject', 'message'];

/** rules §5: subject and message always; name and email only for visitors who are not signed in. */
export function NewConversationForm({ canGoBack }: { canGoBack: boolean }) {
  useEffect(preloadBackend, []);
  const signedIn = useSignedIn();
  const form = useChatUi((s) => s.form);
  const { setForm, clearForm, showList, showConversation } = useChatUi.getState();
  const [errors, setErrors] = useState<NewConversationErrors>({});
  // What the shop said when the conversation could not be started; everything typed stays.
  const [notSaved, setNotSaved] = useState<string | null>(null);
  const { saving, run } = useOneSave();
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: NewConversationField, value: string) => {
    setForm({ [field]: value });
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotSaved(null);
    const found = validateNewConversation(form, signedIn);
    setErrors(found);
    if (focusFirstInvalid(formRef.current, fieldOrder, found)) {
      return;
    }
    await run(async () => {
      const started = await startConversation(signedIn ? { subject: form.subject, message: form.message } : form);
      if (!started.ok) {
        setNotSaved(started.failure.message);
        if (started.failure.kind === 'invalid') {
          setErrors(started.failure.fields);
          focusFirstInvalid(formRef.current, fieldOrder, started.failure.fields);
        }
        return;
      }
      clearForm();
      showConversation(started.value.id);
    });
  };

  return (
    <form method="post" ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-1 flex-col" aria-labelledby="chat-new-heading">
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-3">
        {canGoBack && (
          <button
            type="button"
            onClick={showList}
            className="-ml-1 inline-flex items-center gap-1 rounded text-sm font-semibold text-walnut hover:underline"
          >
            <Icon node={ChevronLeft} className="size-4" />
            {chatText.backToConversations}
          </button>
        )}
        <div>
          <h3 id="chat-new-heading" className="font-sans text-base font-semibold text-bark">
            {chatText.newConversationHeading}
          </h3>
          <p className="mt-1 text-sm text-muted">{chatText.newConversationIntro}</p>
        </div>
        {!signedIn && (
          <>
            <TextField
              label={chatText.nameLabel}
              required
              error={errors.guestName}
              name="guestName"
              autoComplete="name"
              value={form.guestName}
              onChange={(e) => change('guestName', e.target.value)}
              data-autofocus
            />
            <TextField
              label={chatText.emailLabel}
              required
              error={errors.guestEmail}
              name="guestEmail"
              type="email"
              autoComplete="email"
              value={form.guestEmail}
              onChange={(e) => change('guestEmail', e.target.value)}
            />
          </>
        )}
        <SelectField
          label={chatText.subjectLabel}
          required
          error={errors.subject}
          name="subject"
          value={form.subject}
          onChange={(e) => change('subject', e.target.value)}
          data-autofocus={signedIn ? true : undefined}
        >
          <option value="">{chatText.subjectPlaceholder}</option>
          {chatSubjects.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={chatText.messageLabel}
          required
          error={errors.message}
          name="message"
          rows={3}
          value={form.message}
          onChange={(e) => change('message', e.target.value)}
          // A message filled in for the shopper (e.g. "About order 123: ") is continued, not typed in front of.
          onFocus={(e) => e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)}
        />
      </div>
      <div className="border-t border-sand px-4 py-3">
        {notSaved && (
          <p role="alert" className="mb-2 text-sm font-medium text-ember">
            {notSaved}
          </p>
        )}
        <Button type="submit" className="w-full" busy={saving}>
          {saving ? chatText.startingConversation : chatText.startConversation}
        </Button>
      </div>
    </form>
  );
}
