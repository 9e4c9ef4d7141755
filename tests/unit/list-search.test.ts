import { describe, expect, it } from 'vitest';
import { defineListSearch, oneOf } from '../../src/lib/list-search';
import { providerPaging } from '../../src/lib/pagination';
import { SEARCH_MAX_LENGTH, urlSearchText } from '../../src/lib/search-input';

const list = defineListSearch({
  status: oneOf(['OPEN', 'CLOSED'] as const),
  search: urlSearchText,
});

describe('the list core: one search definition for every list URL', () => {
  it('spec 000 §5: keeps valid values, the page from 2 on and a size offered other than 20', () => {
    expect(list.validate({ status: 'OPEN', search: 'Peach', page: '3', limit: '50' })).toEqual({
      status: 'OPEN',
      search: 'Peach',
      page: 3,
      limit: 50,
    });
  });

  it('spec 000 §5: answers every key, undefined when dropped, so the router drops the raw value', () => {
    expect(list.validate({ status: 'LOST', page: 'two', limit: 'abc' })).toStrictEqual({
      status: undefined,
      search: undefined,
      page: undefined,
      limit: undefined,
    });
  });

  it('runs the refinement over the whole search', () => {
    const ranged = defineListSearch({ from: oneOf(['a', 'b']) }, (search) =>
      search.from === 'b' ? { ...search, page: undefined } : search,
    );
    expect(ranged.validate({ from: 'b', page: 4 }).page).toBeUndefined();
    expect(ranged.validate({ from: 'a', page: 4 }).page).toBe(4);
  });

  it('spec 000 §5, §9: a search text is cut to 255 characters; a blank one is none', () => {
    expect(urlSearchText('x'.repeat(300))).toHaveLength(SEARCH_MAX_LENGTH);
    expect(urlSearchText(1500)).toBe('1500');
    expect(urlSearchText('   ')).toBeUndefined();
    expect(urlSearchText({ a: 1 })).toBeUndefined();
  });
});

describe("the provider's three paging dialects (spec 000 §3 'Paged data')", () => {
  it('turns the URL page 3 of 50 into offset/limit, page/limit and page/size', () => {
    const search = { page: 3, limit: 50 };
    expect(providerPaging('offset', search)).toEqual({ offset: 100, limit: 50 });
    expect(providerPaging('page', search)).toEqual({ page: 2, limit: 50 });
    expect(providerPaging('pageSize', search)).toEqual({ page: 2, size: 50 });
  });

  it('spec 000 §9: an empty URL is the first page of 20', () => {
    expect(providerPaging('offset', {})).toEqual({ offset: 0, limit: 20 });
    expect(providerPaging('pageSize', {})).toEqual({ page: 0, size: 20 });
  });
});
