// The map of the realisation form: a click places the marker. Loaded lazily (Leaflet is large) and
// harmless when the tiles cannot load (tests block the tile server): the map still takes clicks.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png?url';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png?url';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png?url';
import type { MapPoint } from '../payload';

const icon = L.icon({ iconUrl, iconRetinaUrl, shadowUrl, iconSize: [25, 41], iconAnchor: [12, 41], shadowSize: [41, 41] });
/** Dakar, where most of the company's work is, when nothing is placed yet. */
const DEFAULT_CENTER: [number, number] = [14.7167, -17.4677];
const MAP_HEIGHT = 320;

interface Props {
  value: MapPoint | null;
  onChange: (point: MapPoint) => void;
  attribution: string;
  label: string;
}

function ClickToPlace({ onChange }: { onChange: (point: MapPoint) => void }) {
  useMapEvents({ click: (event) => onChange({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }) });
  return null;
}

/** Follows a point set from outside the map (geolocation, typed coordinates). */
function FollowPoint({ value }: { value: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (value) map.setView([value.lat, value.lng], Math.max(map.getZoom(), 13));
  }, [map, value]);
  return null;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export default function MapPicker({ value, onChange, attribution, label }: Props) {
  return (
    <div className="bo-map" role="region" aria-label={label} style={{ height: MAP_HEIGHT }}>
      <MapContainer
        center={value ? [value.lat, value.lng] : DEFAULT_CENTER}
        zoom={value ? 15 : 11}
        scrollWheelZoom={false}
        style={{ height: MAP_HEIGHT, width: '100%' }}
      >
        <TileLayer attribution={attribution} url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" />
        <ClickToPlace onChange={onChange} />
        <FollowPoint value={value} />
        {value ? <Marker position={[value.lat, value.lng]} icon={icon} /> : null}
      </MapContainer>
    </div>
  );
}
