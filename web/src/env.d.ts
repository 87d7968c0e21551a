/// <reference types="astro/client" />

// For `tsc` (tests import .astro components; Astro's editor tooling types them otherwise).
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
