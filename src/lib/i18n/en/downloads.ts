/** English texts: how an export or download ended, one rule for the console (spec 000 §4, §8). */
export const downloads = {
  'download.downloading': 'Downloading: {percent}%',
  'download.downloadingUnknown': 'Downloading…',
  'download.progress': 'Download progress',
  'download.failedBecause': 'Download failed: {message}',
  'download.saved': 'Saved as {fileName}',
  'download.failed': 'Export failed',
  'download.accepted':
    'Export accepted: it is being processed elsewhere and will be delivered from there. No file was saved.',
  // Spec 000 §8, exactly.
  'download.popupBlocked': 'Please disable your Pop-up blocker and try again.',
} as const;
