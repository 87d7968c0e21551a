// The browser's position for the realisation's map (docs/product.md §8's two messages). The message
// builders are given the translation so the words stay in the `content` namespace.
export interface Position2D {
  lat: number;
  lng: number;
}

export type GeolocationOutcome =
  { ok: true; position: Position2D } | { ok: false; reason: 'unsupported' } | { ok: false; reason: 'failed'; message: string };

/** One reading of `geo` (navigator.geolocation), never rejecting. */
export function locate(geo: Geolocation | undefined | null): Promise<GeolocationOutcome> {
  if (!geo || typeof geo.getCurrentPosition !== 'function') return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    geo.getCurrentPosition(
      (position) => resolve({ ok: true, position: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      (error) => resolve({ ok: false, reason: 'failed', message: error?.message || String(error?.code ?? '') }),
      { enableHighAccuracy: true, timeout: 15000, maximumAge: 60000 },
    );
  });
}
