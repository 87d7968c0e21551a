// The custom directives registered in astro.config.mjs. `client:rotation` (rotation.ts): its value is
// the milliseconds, from when the page was shown, at which the island's first automatic change is due.
// `client:interaction` (interaction.ts): hydrates at the first interaction with the island.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:rotation'?: number;
    'client:interaction'?: boolean;
  }
}
