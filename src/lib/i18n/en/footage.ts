/** English texts: from a figure to the footage (issue 16): the 'Watch footage' action. */
export const footage = {
  'footage.watch': 'Watch footage',
  'footage.watchAt': 'Watch footage: {camera} at {time}',
  'footage.label': '{camera}, {time}',
  'footage.none': 'No footage at {time} from {camera}',
  'footage.failed': 'The footage could not be opened',
  'footage.zoomIn': 'Zoom in to this period',
  'footage.openCycles': 'Open its fryer cycles',
};
