/** Spanish texts: the record lists' engine (ui/list/cursor-list.tsx). */
export const recordLists = {
  'recordList.loadMore': 'Cargar más',
  'recordList.loadingMore': 'Cargando más registros',
  'recordList.shown': { one: '{count} registro mostrado', other: '{count} registros mostrados' },
  'recordList.shownOf': {
    one: '{count} de {total} registro mostrado',
    other: '{count} de {total} registros mostrados',
  },
  'recordList.stale':
    'No se pudo actualizar la lista: los registros mostrados pueden estar desactualizados.',
  'recordList.sortAscending': 'Ordenar por {column}, ascendente',
  'recordList.sortDescending': 'Ordenar por {column}, descendente',
} as const;
