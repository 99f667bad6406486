import { create } from 'zustand';
import type { DraftValues, ProductFormValues } from '@/lib/catalogue/product-form';
import { useCatalogue } from './catalogue';

/**
 * The owner's open product form: for a new product, or for the one being edited with its values when the form
 * opened (what a save compares with the product as it is by then); and what has been typed in it so far.
 */
export type OpenProductForm = ({ kind: 'add' } | { kind: 'edit'; id: string; opened: DraftValues }) & { values?: ProductFormValues };

interface AdminDraftsState {
  /** Unsent replies, by conversation id. */
  replyDrafts: Record<string, string>;
  productForm: OpenProductForm | null;
  setReplyDraft: (conversationId: string, text: string) => void;
  /** The form opened, or closed (null: saved, cancelled, or its product deleted). */
  setProductForm: (form: OpenProductForm | null) => void;
  /** What is typed in the open form; nothing happens when no form is open. */
  setProductFormValues: (values: ProductFormValues) => void;
  /** Forgets everything: the dashboard calls it as it goes (sign-out), so that no draft outlives the session. */
  clear: () => void;
}

/**
 * What the owner has typed on the dashboard and not yet saved, kept while a look at another tab takes its panel off
 * the page. Only the tabs read it, so a keystroke re-renders the tab, not the dashboard's summary and chart. Held in
 * memory only: never written to localStorage.
 */
export const useAdminDrafts = create<AdminDraftsState>()((set) => ({
  replyDrafts: {},
  productForm: null,
  setReplyDraft: (conversationId, text) =>
    set(({ replyDrafts }) => {
      const { [conversationId]: _old, ...others } = replyDrafts;
      return { replyDrafts: text === '' ? others : { ...others, [conversationId]: text } };
    }),
  setProductForm: (form) => set({ productForm: form }),
  setProductFormValues: (values) => set(({ productForm }) => (productForm ? { productForm: { ...productForm, values } } : {})),
  clear: () => set({ replyDrafts: {}, productForm: null }),
}));

// A product deleted anywhere (on the dashboard, in another tab of the browser, on the server) takes its kept edit
// form with it, whether or not the Products tab is on screen: a product that came back with the same id must not
// bring back the form.
useCatalogue.subscribe(({ products }) => {
  const form = useAdminDrafts.getState().productForm;
  if (form?.kind === 'edit' && !products.some((p) => p.id === form.id)) useAdminDrafts.setState({ productForm: null });
});
