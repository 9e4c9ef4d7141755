/**
 * An hour of footage at no cost: a camera's short clip (hls-recording.ts) listed again and again
 * in one VOD playlist, each repeat after `#EXT-X-DISCONTINUITY` (its timestamps start afresh),
 * until the playlist lasts as long as the record. A player seeks to any second of it, fetching
 * only the few segments it plays.
 */
import { readFile } from 'node:fs/promises';
import type { HlsRecording } from './hls-recording';

interface Segment {
  seconds: number;
  file: string;
}

/** The clip's segments, in order, as its playlist lists them. */
async function segmentsOf(clip: HlsRecording): Promise<Segment[]> {
  const lines = (await readFile(clip.playlist, 'utf8')).split('\n').map((line) => line.trim());
  const segments: Segment[] = [];
  let seconds: number | null = null;
  for (const line of lines) {
    const duration = /^#EXTINF:([\d.]+)/.exec(line);
    if (duration) seconds = Number(duration[1]);
    else if (line !== '' && !line.startsWith('#') && seconds !== null) {
      segments.push({ seconds, file: line });
      seconds = null;
    }
  }
  if (segments.length === 0) throw new Error(`No segments in ${clip.playlist}`);
  return segments;
}

/**
 * A VOD playlist of `seconds` (rounded up to whole segments) made of `clip` repeated; its
 * segment names are the clip's, so they are served from the clip's folder.
 */
export async function repeatedPlaylist(clip: HlsRecording, seconds: number): Promise<string> {
  const segments = await segmentsOf(clip);
  const target = Math.ceil(Math.max(...segments.map((segment) => segment.seconds)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  let listed = 0;
  for (let repeat = 0; listed < seconds; repeat++) {
    if (repeat > 0) lines.push('#EXT-X-DISCONTINUITY');
    for (const segment of segments) {
      if (listed >= seconds) break;
      lines.push(`#EXTINF:${segment.seconds.toFixed(6)},`, segment.file);
      listed += segment.seconds;
    }
  }
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}
