// The custom directive registered in astro.config.mjs (rotation.ts); its value is the milliseconds,
// from when the page was shown, at which the island's first automatic change is due.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:rotation'?: number;
  }
}
