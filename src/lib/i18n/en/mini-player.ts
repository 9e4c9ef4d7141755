/** English texts: the mini-player over every signed-in page (spec 001 §4 "Mini player"). */
export const miniPlayer = {
  'miniPlayer.name': 'Mini player: {label}',
  'miniPlayer.close': 'Close the mini player',
  'miniPlayer.back': 'Back to {page}',
  'miniPlayer.backUnnamed': 'Back',
  'miniPlayer.backLabel': 'Stop and go back to {page}',
  'miniPlayer.move': 'Move the mini player',
  'miniPlayer.resize': 'Resize the mini player',
  'miniPlayer.frameKeys': 'Drag it, or use the arrow keys (with Shift, farther)',
  'miniPlayer.open': 'Open in mini player',
};
