/** English texts: exports and downloads, one rule for the console (spec 000 §4, §8; 001 §4). */
export const downloads = {
  'download.export': 'Export',
  'download.exporting': 'Exporting… {percent}%',
  'download.exportingUnknown': 'Exporting…',
  'download.cancel': 'Cancel',
  'download.cancelLabel': 'Cancel the export',
  'download.saved': 'Saved as {fileName}',
  'download.failed': 'Export failed',
  'download.accepted':
    'Export accepted: it is being processed elsewhere and will be delivered from there. No file was saved.',
  // Spec 000 §8, exactly.
  'download.popupBlocked': 'Please disable your Pop-up blocker and try again.',
} as const;
