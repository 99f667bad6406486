'use client';

import { CircleAlert, Plus, X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { categoryOptions, isCategory } from '@/content/categories';
import {
  draftFromProduct,
  emptyDraft,
  IMAGE_URL_HINT,
  MAX_PRICE,
  UNREADABLE_PRICE,
  validateDraft,
  type DraftField,
  type DraftRow,
  type DraftValues,
  type ProductFormValues,
} from '@/lib/catalogue/product-form';
import type { Product } from '@/types/shop';
import { Button } from '@/components/ui/button';
import { PhotoUpload } from './photo-upload';
import {
  controlClasses,
  fieldLabelClasses,
  formAlertClasses,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/ui/form-field';

let nextRowKey = 0;
const toRows = (values: string[]): DraftRow[] => values.map((value) => ({ key: nextRowKey++, value }));

function startingValues(product: Product | undefined): ProductFormValues {
  const draft = product ? draftFromProduct(product) : emptyDraft();
  return { ...draft, images: toRows(draft.images), materials: toRows(draft.materials) };
}

interface FormError {
  message: string;
  fields: DraftField[];
  badImages: number[];
  badMaterials: number[];
}

/**
 * The admin product form (rules §4 add / edit modes, §5 rules). Nothing typed is lost on a failed save; the alert
 * sits beside the save button and the fields at fault are marked.
 */
export function ProductForm({
  product,
  values: kept,
  onChange,
  takeFocus = true,
  onSave,
  onCancel,
}: {
  /** The product to edit; none for a new one. */
  product?: Product;
  /** What was typed before the form was last taken off the page; none to start from the product (or blank). */
  values?: ProductFormValues;
  /** Told of every change, to keep it. */
  onChange?: (values: ProductFormValues) => void;
  /** Whether focus moves to the form's heading as it appears: yes when it opens, not when it is shown again. */
  takeFocus?: boolean;
  onSave: (values: DraftValues) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => kept ?? startingValues(product));
  const { images, materials, ...fields } = values;
  const [error, setError] = useState<FormError | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const headingId = `${id}-heading`;
  const errorId = `${id}-error`;
  const title = product ? `Edit Product: ${product.name}` : 'Add Product';

  const [focusOnMount] = useState(takeFocus);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  function change(next: ProductFormValues) {
    latest.current = next;
    setValues(next);
    onChange?.(next);
  }
  // What the form holds now, for an upload that ends after the owner typed more.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  function addUploaded(urls: string[]) {
    const now = latest.current;
    change({ ...now, images: [...now.images.filter((row) => row.value.trim() !== ''), ...toRows(urls)] });
  }
  const set = <K extends keyof typeof fields>(key: K, value: (typeof fields)[K]) => change({ ...values, [key]: value });
  const invalid = (field: DraftField) => error?.fields.includes(field) ?? false;
  const invalidProps = (field: DraftField) =>
    invalid(field) ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

  // A refused save sends the keyboard to the first field to fix, as the shop's other forms do.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (error) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A number field holds nothing for text it cannot read ("1e", "--5"): that price is in the wrong form, not missing.
    const priceField = event.currentTarget.elements.namedItem('price') as HTMLInputElement;
    const result = validateDraft({
      ...fields,
      price: priceField.validity.badInput ? UNREADABLE_PRICE : fields.price,
      images: images.map((row) => row.value),
      materials: materials.map((row) => row.value),
    });
    if (!result.ok) {
      setError({ message: result.error, fields: result.fields, badImages: result.badImages ?? [], badMaterials: result.badMaterials ?? [] });
      return;
    }
    setError(null);
    onSave(result.values);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mb-8 rounded-card bg-white p-5 shadow-card ring-1 ring-sand/60 sm:p-6"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="mb-5 text-2xl font-bold focus:outline-none">
        {title}
      </h3>
      <form method="post" ref={formRef} onSubmit={submit} noValidate className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Name"
          required
          value={fields.name}
          onChange={(e) => set('name', e.target.value)}
          {...invalidProps('name')}
        />
        <TextField
          label="Price (CAD)"
          name="price"
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_PRICE}
          step={0.01}
          required
          value={fields.price}
          onChange={(e) => set('price', e.target.value)}
          {...invalidProps('price')}
        />
        <TextAreaField
          label="Description"
          className="md:col-span-2"
          rows={3}
          required
          value={fields.description}
          onChange={(e) => set('description', e.target.value)}
          {...invalidProps('description')}
        />
        <SelectField
          label="Category"
          value={fields.category}
          onChange={(e) => isCategory(e.target.value) && set('category', e.target.value)}
        >
          {categoryOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id={`${id}-in-stock`}
            type="checkbox"
            checked={fields.inStock}
            onChange={(e) => set('inStock', e.target.checked)}
            className="size-5 accent-walnut"
          />
          <label htmlFor={`${id}-in-stock`} className="text-sm font-semibold text-ink">
            In stock
          </label>
        </div>
        <TextField
          label="Weight"
          hint="e.g. 2.5 lbs"
          value={fields.weight}
          onChange={(e) => set('weight', e.target.value)}
          {...invalidProps('weight')}
        />
        <TextField
          label="Dimensions"
          hint='e.g. 18" x 12" x 1.25"'
          value={fields.dimensions}
          onChange={(e) => set('dimensions', e.target.value)}
          {...invalidProps('dimensions')}
        />
        <TextField
          label="Crafting time"
          hint="e.g. 1-2 weeks"
          value={fields.craftingTime}
          onChange={(e) => set('craftingTime', e.target.value)}
          {...invalidProps('craftingTime')}
        />
        <div className="hidden md:block" />
        <div className="grid content-start gap-5">
          <RowList
            legend="Image URLs"
            required
            itemLabel="Image URL"
            addLabel="Add image URL"
            hint={IMAGE_URL_HINT}
            rows={images}
            onChange={(rows) => change({ ...values, images: rows })}
            invalidRows={invalid('images') ? (error!.badImages.length > 0 ? error!.badImages : 'all') : []}
            errorId={errorId}
            inputMode="url"
          />
          {/* Uploads on a server build only: the static export drops this branch and the upload code with it. */}
          {process.env.NEXT_PUBLIC_PARSE_SERVER_URL ? <PhotoUpload onUploaded={addUploaded} /> : null}
        </div>
        <RowList
          legend="Materials"
          itemLabel="Material"
          addLabel="Add material"
          rows={materials}
          onChange={(rows) => change({ ...values, materials: rows })}
          invalidRows={invalid('materials') ? error!.badMaterials : []}
          errorId={errorId}
        />
        <div className="grid gap-4 md:col-span-2">
          {error && (
            <p id={errorId} role="alert" className={formAlertClasses}>
              <Icon node={CircleAlert} className="mt-0.5 size-4 shrink-0" />
              {error.message}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit">{product ? 'Save Changes' : 'Save Product'}</Button>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}

/** Image URL or material rows: add a row; remove only while more than one row exists (rules §5). */
function RowList({
  legend,
  itemLabel,
  addLabel,
  hint,
  required = false,
  rows,
  onChange,
  invalidRows,
  errorId,
  inputMode,
}: {
  legend: string;
  itemLabel: string;
  addLabel: string;
  hint?: string;
  required?: boolean;
  rows: DraftRow[];
  onChange: (rows: DraftRow[]) => void;
  /** Indexes of rows at fault, or 'all' when the list as a whole is (no image at all). */
  invalidRows: number[] | 'all';
  errorId: string;
  inputMode?: 'url';
}) {
  const hintId = useId();
  const inputs = useRef(new Map<number, HTMLInputElement>());
  // After adding or removing a row, focus goes to the new row or the one that took the removed row's place.
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    inputs.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  function add() {
    const [row] = toRows(['']);
    pendingFocus.current = row.key;
    onChange([...rows, row]);
  }

  function remove(index: number) {
    const next = rows.filter((_, i) => i !== index);
    pendingFocus.current = next[Math.min(index, next.length - 1)].key;
    onChange(next);
  }

  return (
    <fieldset className="grid content-start gap-2 md:col-span-1" aria-describedby={hint ? hintId : undefined}>
      <legend className={`${fieldLabelClasses} mb-1.5`}>
        {legend}
        {required && (
          <>
            <span className="text-ember" aria-hidden="true">
              {' '}
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="-mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <ul className="grid gap-2">
        {rows.map((row, index) => {
          const bad = invalidRows === 'all' || invalidRows.includes(index);
          return (
            <li key={row.key} className="flex gap-2">
              <input
                ref={(el) => {
                  if (el) inputs.current.set(row.key, el);
                  else inputs.current.delete(row.key);
                }}
                type="text"
                inputMode={inputMode}
                aria-label={`${itemLabel} ${index + 1}`}
                value={row.value}
                onChange={(e) => onChange(rows.map((r) => (r.key === row.key ? { ...r, value: e.target.value } : r)))}
                className={controlClasses()}
                aria-invalid={bad || undefined}
                aria-describedby={bad ? errorId : undefined}
              />
              {rows.length > 1 && (
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={`Remove ${itemLabel.charAt(0).toLowerCase()}${itemLabel.slice(1)} ${index + 1}`}
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ember hover:bg-ember-light"
                >
                  <Icon node={X} className="size-5" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div>
        <Button variant="ghost" size="sm" onClick={add}>
          <Icon node={Plus} className="size-4" />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
