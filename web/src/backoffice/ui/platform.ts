/** Whether the browser runs on Apple's systems, whose shortcuts use ⌘ instead of Ctrl. */
export const isMac = (platform = typeof navigator === 'undefined' ? '' : navigator.platform) => /mac|iphone|ipad/i.test(platform);
