/** Spanish texts: a toolbar's Export button (spec 000 §4; 001 §4). */
export const exportButton = {
  'download.export': 'Exportar',
  'download.exporting': 'Exportando… {percent}%',
  'download.exportingUnknown': 'Exportando…',
  'download.cancel': 'Cancelar',
  'download.cancelLabel': 'Cancelar la exportación',
} as const;
