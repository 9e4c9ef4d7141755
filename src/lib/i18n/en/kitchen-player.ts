/**
 * English texts: the kitchen player (spec 001 §2 "Kitchen player", §4 "live mode is on by
 * default") and the History panel of a stream player (spec 001 §2 "Activity history panel").
 */
export const kitchenPlayer = {
  'kitchenPlayer.oneKitchen':
    'The player shows one kitchen’s cameras: choose the restaurant you watch.',
  'kitchenPlayer.camera': 'Camera',
  'kitchenPlayer.liveVideo': 'Live video of {name}',
  'kitchenPlayer.live': 'Live',
  'kitchenPlayer.mute': 'Mute',
  'kitchenPlayer.unmute': 'Unmute',
  'kitchenPlayer.soundBlocked': 'The browser started the video without sound: tap Unmute.',
  'kitchenPlayer.streamUnknown':
    'History and stream details show once the live video has started: the provider names this camera’s stream only then.',
  'kitchenPlayer.loadingCameras': 'Loading cameras',
  'kitchenPlayer.camerasFailed': 'The cameras could not be loaded',
  'kitchenPlayer.recordings': 'Recordings of {camera}',
  'kitchenPlayer.loadingRecordings': 'Loading recordings',
  'kitchenPlayer.recordingsFailed': 'The recordings could not be loaded',
  'kitchenPlayer.chooseRecording': 'Choose a recording to play.',
  'kitchenPlayer.playing': 'Playing',
  'kitchenPlayer.recordingLoading': 'Loading',
  'kitchenPlayer.recordingFailed': 'Failed',
  'kitchenPlayer.bookmark': 'Open this kitchen’s player (for a bookmark)',
  'kitchenPlayer.openingMoment': 'Opening the footage',
  'kitchenPlayer.backToLive': 'Back to live',
  'kitchenPlayer.clearRecordings': 'Delete all recordings',
  'kitchenPlayer.clearTitle': 'Delete all recordings of {camera}',
  'kitchenPlayer.clearText': {
    one: 'Delete the {count} recording of {camera}?',
    other: 'Delete all {count} recordings of {camera}?',
  },
  'kitchenPlayer.clearRunning': 'One of them is still recording: it stops first.',
  'kitchenPlayer.clearFootage':
    'The camera’s footage until now goes too, so its History plays nothing before this moment. This cannot be undone.',
  'kitchenPlayer.clearedUncounted': 'The recordings of {camera} were deleted',
  'kitchenPlayer.cleared': {
    one: '{count} recording of {camera} deleted',
    other: '{count} recordings of {camera} deleted',
  },
  'kitchenPlayer.clearFailed': 'The recordings were not deleted',
  'history.title': 'History',
  'history.show': 'Show history',
  'history.hide': 'Hide history',
  'history.eventName': 'Event',
  'history.allEvents': 'All events',
  'history.loading': 'Loading activity',
  'history.loadFailed': 'The activity could not be loaded',
  'history.loadMore': 'Load more',
  'history.hour': 'Activity from {hour}',
  'history.watch': 'Watch',
};
