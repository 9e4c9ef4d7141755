/** English texts: from a figure to the footage: the 'Watch footage' action. */
export const footage = {
  'footage.watch': 'Watch footage',
  'footage.watchAt': 'Watch footage: {camera} at {time}',
  'footage.label': '{camera}, {time}',
  'footage.none': 'No footage at {time} from {camera}',
  // The station whose camera shows the footage (lib/footage/station-camera.ts stationWatcher).
  'footage.station.holding': 'Hot holding',
  'footage.station.fryer': 'Fryer station',
  'footage.station.breading': 'Breading',
  'footage.station.conveyor': 'Conveyor',
  'footage.station.entreeChute': 'Entree chutes',
  'footage.failed': 'The footage could not be opened',
  'footage.zoomIn': 'Zoom in to this period',
  'footage.openCycles': 'Open its fryer cycles',
  'footage.span': '{camera}, {from} – {to}',
  'footage.download': 'Download',
  'footage.downloadLabel': 'Download the footage: {footage}',
  'footage.cancelDownload': 'Cancel',
  'footage.cancelDownloadLabel': 'Cancel the download of the footage: {footage}',
  'footage.delete': 'Delete',
  'footage.deleteLabel': 'Delete the footage: {footage}',
  'footage.deleteTitle': 'Delete footage',
  'footage.deleteText':
    'Delete the footage of {camera} from {from} to {to}? It is gone for good, for everyone.',
  'footage.deleted': 'Footage deleted',
  'footage.deleteFailed': 'The footage was not deleted',
  'footage.forbiddenDownload': 'Your role may not download footage.',
  'footage.forbiddenDelete': 'Your role may not delete footage.',
  'footage.gone':
    'This footage no longer exists: it was deleted, or it is older than what the camera keeps.',
  'footage.serverFailed': 'The kitchen’s recorder did not answer ({message}). Try again later.',
};
