// Where a share card cuts its picture: the frame is filled (as CSS `object-fit: cover`) and placed by
// the editor's focal point the way CSS `object-position: x% y%` places it, so the card shows the
// same part of the picture as the site's cards and the back-office's crop preview.
import { focalPoint, POINT_FOCAL_CENTRE, type PointFocal } from '@teranga/domain';

export interface Size {
  width: number;
  height: number;
}

/** The size to scale the picture to, and the frame's offset in it. */
export interface CoverCrop extends Size {
  left: number;
  top: number;
}

export function coverCrop(source: Size, frame: Size, focal: PointFocal | null | undefined): CoverCrop {
  const scale = Math.max(frame.width / source.width, frame.height / source.height);
  const width = Math.max(frame.width, Math.round(source.width * scale));
  const height = Math.max(frame.height, Math.round(source.height * scale));
  const { x, y } = focalPoint(focal);
  // object-position: the point x% across the picture sits x% across the frame.
  return { width, height, left: Math.round(((width - frame.width) * x) / 100), top: Math.round(((height - frame.height) * y) / 100) };
}

/** The focal point when it moves the crop, else nothing (the centre: cached cards keep their keys). */
export function significantFocal(focal: PointFocal | null | undefined): PointFocal | undefined {
  if (!focal) return undefined;
  const point = focalPoint(focal);
  return point.x === POINT_FOCAL_CENTRE.x && point.y === POINT_FOCAL_CENTRE.y ? undefined : point;
}
