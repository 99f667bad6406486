'use client';

import { CircleCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useOneSave } from '@/components/ui/use-one-save';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { messages } from '@/content/messages';
import { budgets, customForm, projectTypes, quantities, timelines, woodTypes } from '@/content/pages/custom';
import type { FormOption } from '@/content/pages/types';
import {
  emptyCustomOrderFields,
  validateCustomOrder,
  type CustomOrderErrors,
  type CustomOrderFields,
} from '@/lib/support/custom-orders';
import { useHydrated } from '@/lib/store/hydration';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { submitCustomRequest } from '@/lib/shop/custom-requests';
import { preloadBackend } from '@/lib/shop/run';

const fieldOrder: (keyof CustomOrderFields)[] = [
  'name',
  'email',
  'phone',
  'projectType',
  'woodType',
  'dimensions',
  'description',
  'budget',
  'timeline',
  'engraving',
  'inspiration',
  'quantity',
];

const legendClasses = 'font-serif text-xl font-bold text-bark';

/** rules §4: editing, then submitted (success screen with Submit Another Request). */
export function CustomOrderForm({ labelledBy }: { labelledBy: string }) {
  // Disabled until interactive, so Enter cannot submit the form natively before the page is ready.
  const hydrated = useHydrated();
  const [fields, setFields] = useState<CustomOrderFields>(emptyCustomOrderFields);
  const [errors, setErrors] = useState<CustomOrderErrors>({});
  const [submittedName, setSubmittedName] = useState<string | null>(null);
  // What the shop said when the request could not be saved; everything typed stays.
  const [notSaved, setNotSaved] = useState<string | null>(null);
  const { saving, run } = useOneSave();
  const formRef = useRef<HTMLFormElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);

  const refocusForm = useRef(false);

  // Focus follows the screen: the success heading once saved, the first field after Submit Another Request.
  useEffect(() => {
    if (submittedName !== null) successHeading.current?.focus();
    else if (refocusForm.current) {
      refocusForm.current = false;
      formRef.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
    }
  }, [submittedName]);

  const change = (field: keyof CustomOrderFields, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  useTypedBeforeHydration(formRef, fieldOrder, change);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotSaved(null);
    const found = validateCustomOrder(fields);
    setErrors(found);
    if (focusFirstInvalid(formRef.current, fieldOrder, found)) {
      return;
    }
    await run(async () => {
      const saved = await submitCustomRequest(fields);
      if (saved.ok) {
        setSubmittedName(saved.value.name);
        return;
      }
      setNotSaved(saved.failure.message);
      if (saved.failure.kind === 'invalid') {
        setErrors(saved.failure.fields);
        focusFirstInvalid(formRef.current, fieldOrder, saved.failure.fields);
      }
    });
  };

  if (submittedName !== null) {
    return (
      <div className="py-6 text-center wrap-anywhere" data-testid="custom-success">
        <Icon node={CircleCheck} className="mx-auto size-12 text-moss" />
        <h3 ref={successHeading} tabIndex={-1} className="mt-4 text-2xl font-bold focus:outline-none">
          {customForm.successHeading}
        </h3>
        <p className="mt-2 text-ink">{customForm.successText(submittedName)}</p>
        <Button
          className="mt-6"
          onClick={() => {
            setFields(emptyCustomOrderFields);
            setErrors({});
            refocusForm.current = true;
            setSubmittedName(null);
          }}
        >
          {messages.submitAnotherRequest}
        </Button>
      </div>
    );
  }

  const text = (
    field: keyof CustomOrderFields,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; placeholder?: string; hint?: string } = {},
  ) => (
    <TextField
      label={label}
      required={options.required}
      optional={!options.required}
      hint={options.hint}
      error={errors[field]}
      name={field}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      placeholder={options.placeholder}
      value={fields[field]}
      onChange={(e) => change(field, e.target.value)}
    />
  );

  const select = (field: keyof CustomOrderFields, label: string, options: readonly FormOption[], required = false) => (
    <SelectField
      label={label}
      required={required}
      optional={!required}
      error={errors[field]}
      name={field}
      value={fields[field]}
      onChange={(e) => change(field, e.target.value)}
    >
      {field !== 'quantity' && <option value="">{required ? customForm.choose : customForm.notSure}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );

  const area = (field: keyof CustomOrderFields, label: string, hint: string, required = false) => (
    <TextAreaField
      label={label}
      required={required}
      optional={!required}
      hint={hint}
      error={errors[field]}
      name={field}
      rows={field === 'description' ? 5 : 3}
      value={fields[field]}
      onChange={(e) => change(field, e.target.value)}
    />
  );

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      // Most visitors read the page without writing: the code that stores a request is fetched as one starts to.
      onFocus={preloadBackend}
      aria-labelledby={labelledBy}
      className="space-y-8"
    >
      <fieldset className="space-y-5">
        <legend className={legendClasses}>{customForm.contactLegend}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('name', customForm.nameLabel, { required: true, autoComplete: 'name' })}
          {text('email', customForm.emailLabel, { required: true, type: 'email', autoComplete: 'email' })}
          {text('phone', customForm.phoneLabel, { type: 'tel', autoComplete: 'tel' })}
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className={legendClasses}>{customForm.projectLegend}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {select('projectType', customForm.projectTypeLabel, projectTypes, true)}
          {select('woodType', customForm.woodTypeLabel, woodTypes)}
          {text('dimensions', customForm.dimensionsLabel, { placeholder: customForm.dimensionsPlaceholder })}
          {select('quantity', customForm.quantityLabel, quantities)}
          {select('budget', customForm.budgetLabel, budgets)}
          {select('timeline', customForm.timelineLabel, timelines)}
        </div>
        {area('description', customForm.descriptionLabel, customForm.descriptionHint, true)}
        {text('engraving', customForm.engravingLabel, { hint: customForm.engravingHint })}
        {area('inspiration', customForm.inspirationLabel, customForm.inspirationHint)}
      </fieldset>
      {notSaved && (
        <p role="alert" className="rounded-lg border border-ember bg-ember-light p-3 text-sm text-ember">
          {notSaved}
        </p>
      )}
      <Button type="submit" size="lg" disabled={!hydrated} busy={saving} className="w-full sm:w-auto">
        {saving ? customForm.submitting : customForm.submit}
      </Button>
    </form>
  );
}
