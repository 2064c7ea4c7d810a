/**
 * The signed-in user's organisation, for "our own address" as start or destination of an order.
 * `GET /v1/organization` belongs to the organisation settings; while it does not answer, the
 * choice is simply not offered.
 */
import { queryOptions } from '@tanstack/react-query';
import { endpoint } from '@/contract/endpoint';
import { call } from '@/lib/api-client';

export type OwnOrganization = {
  id: string;
  name: string;
  address: string;
  city: string;
  zipCode: string;
  country: string;
  phone: string | null;
};

const organizationRead = endpoint.get<OwnOrganization>('organization');

export const organizationQueryOptions = () =>
  queryOptions({
    queryKey: ['organization'] as const,
    queryFn: () => call(organizationRead),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** "Hauptstraße 12a" → street "Hauptstraße", house number "12a" (the organisation keeps one line). */
export function splitStreetLine(line: string): { street: string; houseNumber: string } {
  const match = /^(.*\S)\s+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+[a-zA-Z]?)?)$/.exec(line.trim());
  return match
    ? { street: match[1]!, houseNumber: match[2]! }
    : { street: line.trim(), houseNumber: '' };
}
