import { useLingui } from '@lingui/react/macro';
import { MapPin, Phone } from 'lucide-react';
import type { AddressRecord } from '@/contract/address';
import type { TransportPlace } from '@/contract/order';

export const addressLine = (address: AddressRecord) =>
  `${address.street} ${address.houseNumber}, ${address.zipCode} ${address.city}`;

/** A maps search link: on a phone it opens the maps app, on a desktop the map in a new tab. */
export const mapsUrl = (address: AddressRecord) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${address.street} ${address.houseNumber}, ${address.zipCode} ${address.city}, ${address.country}`,
  )}`;

/** Start or destination: its name, the address as a maps link, ward and room, the phone as `tel:`. */
export function TransportPlaceView({ title, place }: { title: string; place: TransportPlace }) {
  const { t } = useLingui();
  const details = [place.ward, place.room && t`Zimmer ${place.room}`, place.address.floor].filter(
    Boolean,
  );
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {title}
      </p>
      {place.name && (
        <p className="font-semibold text-slate-900 dark:text-slate-100">{place.name}</p>
      )}
      <a
        href={mapsUrl(place.address)}
        target="_blank"
        rel="noreferrer"
        className="flex items-start gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
      >
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
        {addressLine(place.address)}
      </a>
      {details.length > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{details.join(' · ')}</p>
      )}
      {place.address.note && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{place.address.note}</p>
      )}
      {place.contactPhone && (
        <a
          href={`tel:${place.contactPhone.replace(/[^\d+]/g, '')}`}
          className="flex items-center gap-1.5 text-sm text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          <Phone aria-hidden className="size-4" />
          {place.contactPhone}
        </a>
      )}
    </div>
  );
}
