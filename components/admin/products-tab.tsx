'use client';

import { Pencil, Plus, Trash2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { categoryLabels } from '@/content/categories';
import { messages } from '@/content/messages';
import { ADMIN_PAGE_SIZE, paginate } from '@/lib/admin/lists';
import { editableValues, type DraftValues } from '@/lib/catalogue/product-form';
import { productsCopy } from '@/content/admin';
import { useAdminDrafts, type OpenProductForm } from '@/lib/store/admin-drafts';
import { useCatalogue } from '@/lib/store/catalogue';
import type { Product } from '@/types/shop';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { photoSizes } from '@/components/ui/photo-sizes';
import { SearchBox } from '@/components/ui/search-box';
import { Pagination } from './pagination';
import { TabStatus, type TabMessage } from './tab-status';
import { ProductForm } from './product-form';
import { deleteProduct, saveProduct } from '@/lib/shop/admin';

type FormMode = { kind: 'hidden' } | { kind: 'add' } | { kind: 'edit'; id: string };

/**
 * Products tab: every product, paged, with the add / edit form and delete (rules §2, §4, §5). The open form is
 * kept in lib/store/admin-drafts.ts, so that a look at another tab (which takes this panel off the page) keeps it.
 */
export function ProductsTab() {
  const products = useCatalogue((s) => s.products);
  // Which form is open, not what is typed in it: the form keeps its own copy as the owner types, so that a keystroke
  // re-renders the form rather than this table.
  const formKind = useAdminDrafts((s) => s.productForm?.kind ?? 'hidden');
  const editedId = useAdminDrafts((s) => (s.productForm?.kind === 'edit' ? s.productForm.id : ''));
  const setForm = useAdminDrafts((s) => s.setProductForm);
  const keepValues = useAdminDrafts((s) => s.setProductFormValues);

  const mode: FormMode = formKind === 'edit' ? { kind: 'edit', id: editedId } : { kind: formKind };
  // Opened here, rather than shown again on coming back to the tab: only then does it take the focus.
  const [openedHere, setOpenedHere] = useState(false);
  const [query, setQuery] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [status, setStatus] = useState<TabMessage | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const matching = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return products;
    return products.filter((p) => {
      const text = `${p.name} ${categoryLabels[p.category] ?? ''} ${p.id}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [products, query]);
  const page = paginate(matching, pageNumber, ADMIN_PAGE_SIZE);
  // The table sits below the dashboard's summary: its rows are drawn in the render just after the tab first shows,
  // so opening the dashboard does not wait for them.
  const rowsDrawn = useDeferredValue(true, false);

  // An edited product deleted meanwhile (e.g. in another tab) closes the form, and lib/store/admin-drafts.ts forgets it.
  const editing = mode.kind === 'edit' ? products.find((p) => p.id === mode.id) : undefined;
  const formOpen = mode.kind === 'add' || editing !== undefined;
  // The product whose form is open: when it is deleted elsewhere, the owner is told the form went with it.
  const edited = useRef<Pick<Product, 'id' | 'name'> | null>(null);
  useEffect(() => {
    const gone = edited.current;
    edited.current = editing ? { id: editing.id, name: editing.name } : null;
    if (gone && !editing && !products.some((p) => p.id === gone.id)) setStatus({ text: productsCopy.deletedElsewhere(gone.name), refused: true });
  }, [editing, products]);

  function open(next: OpenProductForm) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setForm(next);
    setOpenedHere(true);
    setStatus(null);
  }

  function close() {
    setForm(null);
    const target = opener.current?.isConnected ? opener.current : addButton.current;
    requestAnimationFrame(() => target?.focus());
  }

  async function save(edited: DraftValues) {
    const form = useAdminDrafts.getState().productForm;
    if (form?.kind === 'edit' && editing) {
      const outcome = await saveProduct(edited, editing.id, form.opened);
      if (!outcome.ok) {
        // Changed elsewhere meanwhile: the list shows the product as it now is, and saving again puts the owner's
        // values over that.
        const now = useCatalogue.getState().products.find((p) => p.id === editing.id);
        if (outcome.failure.kind === 'conflict' && now) setForm({ ...form, opened: editableValues(now) });
        // Not saved: the form stays open with everything typed, and says so.
        return setStatus({ text: outcome.failure.message, refused: true });
      }
      setStatus({ text: `Saved changes to ${outcome.value.name}.` });
    } else {
      const outcome = await saveProduct(edited, null);
      if (!outcome.ok) return setStatus({ text: outcome.failure.message, refused: true });
      setQuery('');
      setPageNumber(Math.ceil((products.length + 1) / ADMIN_PAGE_SIZE));
      setStatus({ text: `Added ${edited.name}. It is on the last page of the list and in the shop now.` });
    }
    close();
  }

  async function remove(product: Product) {
    if (!window.confirm(messages.deleteProductConfirm)) return;
    if (edited.current?.id === product.id) edited.current = null;
    const outcome = await deleteProduct(product.id);
    if (!outcome.ok) return setStatus({ text: outcome.failure.message, refused: true });
    setStatus({ text: `Deleted ${product.name}.` });
    searchInput.current?.focus();
  }

  return (
    <div>
      {formOpen && (
        <ProductForm
          key={mode.kind === 'edit' ? mode.id : 'new'}
          product={editing}
          // Read once, as the form appears: what was typed before the panel was last taken off the page.
          values={useAdminDrafts.getState().productForm?.values}
          onChange={keepValues}
          takeFocus={openedHere}
          onSave={(values) => void save(values)}
          onCancel={close}
        />
      )}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchBox
          ref={searchInput}
          className="w-full sm:max-w-sm"
          label="Find products by name or category"
          placeholder="Find by name or category"
          value={query}
          onChange={(value) => {
            setQuery(value);
            setPageNumber(1);
          }}
        />
        <Button ref={addButton} onClick={() => open({ kind: 'add' })} disabled={mode.kind === 'add'}>
          <Icon node={Plus} className="size-4" />
          Add Product
        </Button>
      </div>
      <TabStatus message={status} />
      {/* Below the dashboard's summary on opening: laid out and painted only once scrolled near. */}
      <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-sand/60 [contain-intrinsic-height:auto_100rem] [content-visibility:auto]">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Products, page {page.page} of {page.pageCount}
          </caption>
          <thead className="bg-linen text-xs uppercase tracking-wide text-walnut-dark">
            <tr>
              <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                <span className="sr-only">Image</span>
              </th>
              <th scope="col" className="px-4 py-3">
                Name
              </th>
              <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                Category
              </th>
              <th scope="col" className="px-2 py-3 sm:px-4">
                Price
              </th>
              <th scope="col" className="px-2 py-3 text-right sm:px-4">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {rowsDrawn &&
              page.items.map((product) => (
                <tr key={product.id} className="border-t border-linen align-middle" data-testid="admin-product-row">
                  <td className="hidden w-16 px-4 py-2 sm:table-cell">
                    <div aria-hidden="true">
                      <ProductImage
                        src={product.images[0]}
                        alt={product.name}
                        width={96}
                        height={72}
                        sizes={photoSizes.itemThumbnail}
                        className="h-12 w-16 rounded-md [&>span]:hidden"
                      />
                    </div>
                  </td>
                  <th scope="row" className="px-3 py-2 font-semibold text-bark sm:px-4">
                    <span className="block">{product.name}</span>
                    <span className="mt-1 flex flex-wrap gap-1.5">
                      <span className="text-xs font-normal text-muted sm:hidden">{categoryLabels[product.category]}</span>
                      {!product.inStock && <Badge tone="danger">{messages.outOfStock}</Badge>}
                    </span>
                  </th>
                  <td className="hidden px-4 py-2 text-ink sm:table-cell">{categoryLabels[product.category]}</td>
                  {/* Narrower cells on a phone, for the row's actions. */}
                  <td className="px-2 py-2 sm:px-4">
                    <Price amount={product.price} className="font-semibold text-bark" />
                  </td>
                  <td className="px-2 py-2 sm:px-4">
                    {/* One above the other on the narrowest phones, where side by side they were past the table's edge. */}
                    <div className="flex justify-end gap-1 max-[399px]:flex-col max-[399px]:items-end">
                      <Button variant="ghost" size="sm" onClick={() => open({ kind: 'edit', id: product.id, opened: editableValues(product) })}>
                        <Icon node={Pencil} className="size-4" />
                        <span className="sr-only sm:not-sr-only">Edit</span>{' '}
                        <span className="sr-only">{product.name}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-ember! hover:bg-ember-light!"
                        onClick={() => void remove(product)}
                      >
                        <Icon node={Trash2} className="size-4" />
                        <span className="sr-only sm:not-sr-only">Delete</span>{' '}
                        <span className="sr-only">{product.name}</span>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
        {page.total === 0 && (
          <p className="px-4 py-8 text-center text-muted">
            {products.length === 0 ? 'No products yet. Add the first one.' : 'No products match your search.'}
          </p>
        )}
      </div>
      <Pagination page={page} label="Products pages" noun="products" onPage={setPageNumber} />
    </div>
  );
}
