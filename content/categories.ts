import { CATEGORIES, type Category } from '@/types/shop';

export const categoryLabels: Record<Category, string> = {
  'cutting-boards': 'Cutting Boards',
  'phone-stands': 'Phone Stands',
  'key-hangers': 'Key Hangers',
  'home-decor': 'Home Decor',
  'serving-trays': 'Serving Trays',
  'kitchen-storage': 'Kitchen Storage',
  'office-accessories': 'Office Accessories',
};

export const categoryOptions = CATEGORIES.map((value) => ({ value, label: categoryLabels[value] }));

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}
