/** English texts: a toolbar's Export button (spec 000 §4; 001 §4). */
export const exportButton = {
  'download.export': 'Export',
  'download.exporting': 'Exporting… {percent}%',
  'download.exportingUnknown': 'Exporting…',
  'download.cancel': 'Cancel',
  'download.cancelLabel': 'Cancel the export',
} as const;
