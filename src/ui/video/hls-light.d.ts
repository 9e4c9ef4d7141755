// hls.js ships its light build (no subtitles, alternate audio or DRM: a recording needs none)
// without types of its own; its API is the full build's.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
