// The widths the panel shows the page at (docs/backoffice.md, "Aperçu"): a phone, a tablet and a desktop
// screen, the page laid out at that width and scaled down to the panel when the panel is narrower.

export const FRAME_SIZES = { telephone: 390, tablette: 768, ordinateur: 1280 } as const;
export type FrameSize = keyof typeof FRAME_SIZES;
export const FRAME_SIZE_NAMES = Object.keys(FRAME_SIZES) as FrameSize[];

export const isFrameSize = (value: unknown): value is FrameSize => typeof value === 'string' && value in FRAME_SIZES;

/** The page's width for `size` and the scale that fits it in `available` pixels (never enlarged). */
export function fitFrame(size: FrameSize, available: number): { width: number; scale: number } {
  const width = FRAME_SIZES[size];
  if (!(available > 0)) return { width, scale: 1 };
  return { width, scale: Math.min(1, available / width) };
}

/** The size a panel opens with: the largest screen the back-office's own window is at least as wide as. */
export function defaultFrameSize(windowWidth: number): FrameSize {
  if (windowWidth >= FRAME_SIZES.ordinateur) return 'ordinateur';
  if (windowWidth >= FRAME_SIZES.tablette) return 'tablette';
  return 'telephone';
}
