import { describe, expect, it } from 'vitest';
import { VIEW_PARAMS, readParams } from './catalogue-query';

describe('the names in the address that change what the catalogue shows', () => {
  const plain = readParams(new URLSearchParams());
  const aValueOf = { category: 'key-hangers', q: 'walnut', sort: 'price-desc', view: 'list' } as const;

  it('are the category, the search, the sort and the view, each of which changes the view', () => {
    expect([...VIEW_PARAMS].sort()).toEqual(['category', 'q', 'sort', 'view']);
    for (const name of VIEW_PARAMS) {
      expect(readParams(new URLSearchParams({ [name]: aValueOf[name] })), name).not.toEqual(plain);
    }
  });

  it('leave out the search box\'s focus, which changes nothing shown', () => {
    expect(readParams(new URLSearchParams({ focus: 'search' }))).toEqual(plain);
  });
});
