// hls.js publishes types for its full build only; the light build (`hls.js/light`) has the same API
// without subtitles, alternate audio, DRM and CMCD, none of which the player uses.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
