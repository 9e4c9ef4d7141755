import { saveFile } from '../../lib/save-download';
import { zonedWallClock } from '../../lib/time-zone';

/** Spec 001 §2 camera view: a screenshot is a 1920×1080 JPEG (§9 aspect 1.78). */
const SCREENSHOT = { width: 1920, height: 1080, type: 'image/jpeg', quality: 0.9 } as const;

/** Where the video's picture goes in the 1920×1080 frame: scaled to fit, centred, bars beside. */
export function letterbox(videoWidth: number, videoHeight: number) {
  const scale = Math.min(SCREENSHOT.width / videoWidth, SCREENSHOT.height / videoHeight);
  const width = videoWidth * scale;
  const height = videoHeight * scale;
  return {
    x: (SCREENSHOT.width - width) / 2,
    y: (SCREENSHOT.height - height) / 2,
    width,
    height,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * "Fryer station 2026-11-24 09-05-07.jpg": the camera and the kitchen's clock (what the crew
 * would quote), without the characters a file system refuses.
 */
export function screenshotName(cameraName: string, epoch: number, timeZone: string | null) {
  const clock = zonedWallClock(epoch, timeZone);
  const date = `${clock.year}-${two(clock.month)}-${two(clock.day)}`;
  const time = `${two(clock.hour)}-${two(clock.minute)}-${two(clock.second)}`;
  const safe = cameraName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '-').trim() || 'camera';
  return `${safe} ${date} ${time}.jpg`;
}

/** The video's picture now as a letterboxed 1920×1080 JPEG; null before the first frame. */
function screenshotOf(video: HTMLVideoElement): Promise<Blob | null> {
  if (video.videoWidth === 0 || video.videoHeight === 0) return Promise.resolve(null);
  const canvas = document.createElement('canvas');
  canvas.width = SCREENSHOT.width;
  canvas.height = SCREENSHOT.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  const place = letterbox(video.videoWidth, video.videoHeight);
  context.fillStyle = '#000';
  context.fillRect(0, 0, SCREENSHOT.width, SCREENSHOT.height);
  context.drawImage(video, place.x, place.y, place.width, place.height);
  return new Promise((resolve) => canvas.toBlob(resolve, SCREENSHOT.type, SCREENSHOT.quality));
}

/** Saves the picture now under the camera's name and the kitchen's time; false before a frame. */
export async function saveScreenshot(
  video: HTMLVideoElement,
  cameraName: string,
  timeZone: string | null,
): Promise<boolean> {
  const blob = await screenshotOf(video);
  if (!blob) return false;
  saveFile(blob, screenshotName(cameraName, Date.now(), timeZone));
  return true;
}
