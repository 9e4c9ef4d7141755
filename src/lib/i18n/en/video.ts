/** English texts: live streams and recordings in a player (spec 001 §4 "Stream in a tile", §8). */
export const video = {
  'video.noRestaurant': 'No selected restaurant',
  'video.unableToOpen': 'Unable to open stream',
  'video.cantConnect': "Can't connect to the restaurant",
  'video.noHtml5': "Your browser doesn't support HTML5 video.",
  'video.connecting': 'Connecting to the camera',
  'video.retrying': 'Reconnecting, try {tries} of {limit}',
  'video.tryAgain': 'Try again',
  'video.retryingStart': 'Trying again by itself',
};
