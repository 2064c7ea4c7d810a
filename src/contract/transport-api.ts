/** The operations of `/v1/transports` (PRODUCT.md §7), declared once for the client and queue. */
import type { Page } from './common';
import { endpoint, type ListParams } from './endpoint';
import type {
  ReasonInput,
  RepublishInput,
  StatusInput,
  TransportCreateInput,
  TransportUpdateInput,
} from './transport';
import type { RideConfirmation, RideConfirmationInput } from './ride-confirmation';
import type {
  MarketplaceItem,
  ReturnedTransport,
  Transport,
  TransportAccess,
  TransportEvent,
} from './transport-answer';

/** The list's query as the client sends it (the server validates with `TransportListQuery`). */
export type TransportListParams = ListParams & {
  status?: string;
  from?: string;
  to?: string;
  teamId?: string;
};

type Id = { id: string };

export const transportApi = {
  list: endpoint.get<Page<Transport>>('transports'),
  read: endpoint.get<Transport, Id>(({ id }) => `transports/${id}`),
  events: endpoint.get<TransportEvent[], Id>(({ id }) => `transports/${id}/events`),
  access: endpoint.get<TransportAccess[], Id>(({ id }) => `transports/${id}/access`),
  create: endpoint.post<Transport, void, TransportCreateInput>('transports'),
  update: endpoint.put<Transport, Id, TransportUpdateInput>(({ id }) => `transports/${id}`),
  accept: endpoint.post<Transport, Id, Record<string, never>>(
    ({ id }) => `transports/${id}/accept`,
  ),
  return: endpoint.post<ReturnedTransport, Id, ReasonInput>(({ id }) => `transports/${id}/return`),
  cancel: endpoint.post<Transport, Id, ReasonInput>(({ id }) => `transports/${id}/cancel`),
  status: endpoint.post<Transport, Id, StatusInput>(({ id }) => `transports/${id}/status`),
  release: endpoint.post<Transport, Id, { returnAt: string }>(
    ({ id }) => `transports/${id}/release`,
  ),
  /** An expired transport copied as a new open one at a new time (201; decision 042). */
  republish: endpoint.post<Transport, Id, RepublishInput>(({ id }) => `transports/${id}/republish`),
  crew: endpoint.post<Transport, Id, { teamId: string | null }>(
    ({ id }) => `transports/${id}/crew`,
  ),
  /** The ride confirmed on the spot (decision 073): read by company and ward, written by crews. */
  confirmation: endpoint.get<RideConfirmation, Id>(({ id }) => `transports/${id}/confirmation`),
  confirm: endpoint.put<undefined, Id, RideConfirmationInput>(
    ({ id }) => `transports/${id}/confirmation`,
  ),
};

/** The marketplace's query (the server validates with `MarketplaceQuery`). */
export type MarketplaceParams = {
  page?: number;
  per_page?: number;
  from?: string;
  to?: string;
  transportClass?: string;
  zipCode?: string;
};

/** `/v1/marketplace`: open transports a company may take, minimised (transport companies only). */
export const marketplaceApi = {
  list: endpoint.get<Page<MarketplaceItem>>('marketplace'),
};
