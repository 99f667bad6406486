import { addHelpfulMark } from '@/lib/catalogue/reviews';
import { useCatalogue } from './catalogue';
import { migrateHelpfulMarks } from './migrations';
import { persistedStore } from './persisted';

interface PersistedMarks {
  /** The reviews this browser marked helpful, as lib/catalogue/reviews helpfulMarkKey. */
  marks: string[];
}

interface HelpfulMarksActions {
  /**
   * Anyone may mark a review helpful; this browser counts once per review. True when it counted, false when this
   * browser had already marked it.
   */
  markHelpful: (productId: string, reviewId: string) => Promise<boolean>;
}

export const useHelpfulMarks = persistedStore<PersistedMarks, HelpfulMarksActions>(
  { store: 'helpfulMarks', initial: { marks: [] }, migrate: migrateHelpfulMarks },
  ({ save }) => ({
    markHelpful: async (productId, reviewId) => {
      let counts = false;
      await save((s) => {
        const added = addHelpfulMark(s.marks, productId, reviewId);
        counts = added.counts;
        return counts ? { marks: added.marks } : s;
      });
      if (counts) await useCatalogue.getState().markHelpful(productId, reviewId);
      return counts;
    },
  }),
);
