/** English texts: the record lists' engine (ui/list/cursor-list.tsx). */
export const recordLists = {
  'recordList.loadMore': 'Load more',
  'recordList.loadingMore': 'Loading more records',
  'recordList.shown': { one: '{count} record shown', other: '{count} records shown' },
  'recordList.shownOf': {
    one: '{count} of {total} record shown',
    other: '{count} of {total} records shown',
  },
  'recordList.stale': 'The list could not be refreshed: the records shown may be out of date.',
  'recordList.sortAscending': 'Sort by {column}, ascending',
  'recordList.sortDescending': 'Sort by {column}, descending',
} as const;
