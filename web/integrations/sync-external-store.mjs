// wouter (the back-office's router) reads useSyncExternalStore through the shim kept for React 17; React 19
// has it: the import resolves to React itself, and the shim (0.5 KB gzip) stays out of the bundle.
export const syncExternalStoreAlias = { find: 'use-sync-external-store/shim/index.js', replacement: 'react' };
