/** The operations of `/v1/transport-series` and `/v1/marketplace/series` (decision 041). */
import type { Page } from './common';
import { endpoint } from './endpoint';
import type { SeriesCancelInput, SeriesCreateInput, SeriesUpdateInput } from './transport-series';
import type { MarketplaceSeriesItem, TransportSeries } from './transport-series-answer';

type Id = { id: string };

export const seriesApi = {
  read: endpoint.get<TransportSeries, Id>(({ id }) => `transport-series/${id}`),
  create: endpoint.post<TransportSeries, void, SeriesCreateInput>('transport-series'),
  update: endpoint.put<TransportSeries, Id, SeriesUpdateInput>(
    ({ id }) => `transport-series/${id}`,
  ),
  accept: endpoint.post<TransportSeries, Id, Record<string, never>>(
    ({ id }) => `transport-series/${id}/accept`,
  ),
  cancel: endpoint.post<TransportSeries, Id, SeriesCancelInput>(
    ({ id }) => `transport-series/${id}/cancel`,
  ),
  marketplace: endpoint.get<Page<MarketplaceSeriesItem>>('marketplace/series'),
};
