/**
 * A ride's route as a person tells rides apart (issue 27.5): "Berlin → Berlin" said nothing.
 * Each end is its name where one is known (a favourite address, a facility), else its street and
 * postcode; the city is added only where the two ends lie in different cities. One function for
 * every place that writes a route: screens, documents, the bell, push and e-mail.
 */
export type RouteEnd = {
  /** A favourite address's or facility's name, where the place is one. */
  name?: string | null;
  /** Notifications never load the street (decision 087): it may be a patient's home. */
  address: { street?: string; houseNumber?: string | null; zipCode: string; city: string };
};

/**
 * How much of a place the reader may learn (decision 087):
 * - `street`: the screens and documents of the ordering organisation and the assigned company,
 *   who see the whole address anyway — the name, else street and house number, and postcode;
 * - `named`: the bell, push and e-mail to them — the name, else the postcode alone, never a
 *   street (a place without a name may be a patient's home, and a lock screen is public);
 * - `area`: a company that has not taken the ride — postcode and city, as the marketplace shows.
 */
export type RouteDetail = 'street' | 'named' | 'area';

function endLabel(end: RouteEnd, withCity: boolean, detail: RouteDetail): string {
  const { street, houseNumber, zipCode, city } = end.address;
  const name = detail === 'area' ? '' : end.name?.trim();
  const streetLine =
    detail === 'street' ? [street, houseNumber].filter(Boolean).join(' ').trim() : '';
  const area = withCity || detail === 'area' ? [zipCode, city].filter(Boolean).join(' ') : zipCode;
  return [name || streetLine, area].filter(Boolean).join(', ');
}

/** Both ends as routeLabel writes them, for a screen that puts its own arrow between them. */
export function routeEnds(
  start: RouteEnd,
  destination: RouteEnd,
  detail: RouteDetail = 'street',
): [string, string] {
  const sameCity =
    start.address.city.trim().toLowerCase() === destination.address.city.trim().toLowerCase();
  return [endLabel(start, !sameCity, detail), endLabel(destination, !sameCity, detail)];
}

export function routeLabel(
  start: RouteEnd,
  destination: RouteEnd,
  detail: RouteDetail = 'street',
): string {
  return routeEnds(start, destination, detail).join(' → ');
}
