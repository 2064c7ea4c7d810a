/**
 * A ride's route as a person tells rides apart (issue 27.5): "Berlin → Berlin" said nothing.
 * Each end is its name where one is known (a favourite address, a facility), else its street and
 * postcode; the city is added only where the two ends lie in different cities. One function for
 * every place that writes a route.
 */
export type RouteEnd = {
  /** A favourite address's or facility's name, where the place is one. */
  name?: string | null;
  address: { street: string; houseNumber?: string | null; zipCode: string; city: string };
};

function endLabel(end: RouteEnd, withCity: boolean): string {
  const { street, houseNumber, zipCode, city } = end.address;
  const place = end.name?.trim() || [street, houseNumber].filter(Boolean).join(' ').trim();
  const area = withCity ? [zipCode, city].filter(Boolean).join(' ') : zipCode;
  return [place, area].filter(Boolean).join(', ');
}

/** Both ends as routeLabel writes them, for a screen that puts its own arrow between them. */
export function routeEnds(start: RouteEnd, destination: RouteEnd): [string, string] {
  const sameCity =
    start.address.city.trim().toLowerCase() === destination.address.city.trim().toLowerCase();
  return [endLabel(start, !sameCity), endLabel(destination, !sameCity)];
}

export function routeLabel(start: RouteEnd, destination: RouteEnd): string {
  return routeEnds(start, destination).join(' → ');
}
