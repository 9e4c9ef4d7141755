/** English texts: restaurants. */
export const restaurants = {
  'restaurants.count': { one: '{count} restaurant', other: '{count} restaurants' },
  'restaurants.number': 'Number',
  'restaurants.name': 'Name',
  'restaurants.location': 'Location',
  'restaurants.timezone': 'Time zone',
  'restaurants.loadFailed': 'The restaurants could not be loaded',
  'restaurants.updatedAt': 'Updated {time}',
  'restaurants.search': 'Search',
  'restaurants.searchHint': 'Number, name or city',
  'restaurants.noMatch': 'No restaurant matches',
} as const;
