import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SAMPLE_PRICE_LIST, type PriceListData } from '@/contract/billing';
import { todayInGermany } from '@/contract/dates';
import { priceListsQueryOptions } from '../api/price-lists';
import { PriceListForm } from './price-list-form';
import { PriceListHistory } from './price-list-history';

const prices = ({ validFrom: _validFrom, ...rest }: PriceListData) => rest;

/**
 * The price list of a transport company (PRODUCT.md §6): the form for a new version, prefilled
 * from the current one (or from an example for the very first list), its live example, and the
 * versions so far. Picking an older version loads its prices into the form.
 */
export function PriceListSection() {
  const { data: lists } = useSuspenseQuery(priceListsQueryOptions());
  const base = lists.current ?? lists.versions[0];
  const [template, setTemplate] = useState(() => ({
    key: base?.id ?? 'sample',
    prices: prices(base ?? SAMPLE_PRICE_LIST),
  }));
  return (
    <PriceListForm
      key={template.key}
      prices={template.prices}
      isFirst={lists.versions.length === 0}
      current={lists.current}
      defaultValidFrom={todayInGermany()}
      aside={
        <PriceListHistory
          lists={lists}
          onUse={(version) =>
            setTemplate((previous) => ({ key: `${previous.key}+`, prices: prices(version) }))
          }
        />
      }
    />
  );
}
