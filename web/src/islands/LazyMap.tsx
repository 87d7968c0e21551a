import { useEffect, useState, type ComponentType } from 'react';

interface Props {
  coordinates: [number, number];
  title: string;
  adresse?: string | null;
  loadingLabel: string;
}

/** Hydrated with client:visible; Leaflet (which needs a window) is imported only then. */
export default function LazyMap(props: Props) {
  const [Map, setMap] = useState<ComponentType<Omit<Props, 'loadingLabel'>> | null>(null);
  useEffect(() => {
    let alive = true;
    import('./RealisationMap').then((mod) => alive && setMap(() => mod.default));
    return () => {
      alive = false;
    };
  }, []);
  if (!Map)
    return (
      <div className="map-placeholder" style={{ height: 400 }}>
        {props.loadingLabel}
      </div>
    );
  return <Map coordinates={props.coordinates} title={props.title} adresse={props.adresse} />;
}
