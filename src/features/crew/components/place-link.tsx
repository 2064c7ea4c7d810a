import { MapPin } from 'lucide-react';
import type { TransportPlace } from '@/contract/order';

/**
 * A place's name and its address, which opens the phone's maps app; ward and room for finding
 * the patient inside.
 */
export function PlaceLink({ label, place }: { label: string; place: TransportPlace }) {
  const { address } = place;
  const line = `${address.street} ${address.houseNumber}, ${address.zipCode} ${address.city}`;
  const inside = [place.ward, place.room].filter(Boolean).join(', ');
  return (
    <div className="flex gap-2 text-sm">
      <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
      <div className="min-w-0">
        <span className="block text-xs text-slate-500 dark:text-slate-400">{label}</span>
        {place.name && (
          <span className="block font-semibold text-slate-900 dark:text-slate-100">
            {place.name}
          </span>
        )}
        <a
          href={`https://maps.google.com/?q=${encodeURIComponent(line)}`}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          {line}
        </a>
        {inside && <span className="block text-slate-600 dark:text-slate-400">{inside}</span>}
        {place.contactPhone && (
          <a
            href={`tel:${place.contactPhone}`}
            className="block text-slate-600 underline dark:text-slate-400"
          >
            {place.contactPhone}
          </a>
        )}
      </div>
    </div>
  );
}
