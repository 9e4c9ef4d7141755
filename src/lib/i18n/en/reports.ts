/** English texts: reports (spec 000 §4 report download, 001 "Dictionaries and reports"). */
export const reports = {
  'reports.title': '',
} as const;
