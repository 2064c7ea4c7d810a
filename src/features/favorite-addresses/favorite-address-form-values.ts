import * as v from 'valibot';
import {
  FavoriteAddressInput,
  type FavoriteAddress,
  type FavoriteAddressData,
} from '@/contract/favorite-address';

export type FavoriteAddressFormValues = {
  name: string;
  street: string;
  houseNumber: string;
  floor: string;
  city: string;
  zipCode: string;
  country: string;
  note: string;
};

export const emptyFavoriteAddressForm = (): FavoriteAddressFormValues => ({
  name: '',
  street: '',
  houseNumber: '',
  floor: '',
  city: '',
  zipCode: '',
  country: 'DE',
  note: '',
});

export const favoriteAddressFormValues = (address: FavoriteAddress): FavoriteAddressFormValues => ({
  name: address.name,
  street: address.street,
  houseNumber: address.houseNumber,
  floor: address.floor ?? '',
  city: address.city,
  zipCode: address.zipCode,
  country: address.country,
  note: address.note ?? '',
});

export const favoriteAddressDataFromForm = (
  values: FavoriteAddressFormValues,
): FavoriteAddressData => v.parse(FavoriteAddressInput, values);
