// Loaded with client:visible, so Leaflet's code and styles arrive only when the map scrolls into view.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png?url';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png?url';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png?url';

export const MAP_HEIGHT = 400;
export const MAP_ZOOM = 15;

const icon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

interface Props {
  /** GeoJSON order: [longitude, latitude]. */
  coordinates: [number, number];
  title: string;
  adresse?: string | null;
}

export default function RealisationMap({ coordinates, title, adresse }: Props) {
  const [lng, lat] = coordinates;
  return (
    <div data-testid="realisation-map" style={{ height: MAP_HEIGHT }}>
      <MapContainer center={[lat, lng]} zoom={MAP_ZOOM} scrollWheelZoom={false} style={{ height: MAP_HEIGHT, width: '100%' }}>
        <TileLayer attribution="&copy; OpenStreetMap contributors" url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" />
        <Marker position={[lat, lng]} icon={icon}>
          <Popup>
            <strong>{title}</strong>
            {adresse ? (
              <>
                <br />
                {adresse}
              </>
            ) : null}
          </Popup>
        </Marker>
      </MapContainer>
    </div>
  );
}
