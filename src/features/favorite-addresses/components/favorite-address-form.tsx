import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FavoriteAddressInput, type FavoriteAddressData } from '@/contract/favorite-address';
import { AddressFields } from '@/components/form/address-fields';
import { FormActions } from '@/components/form/form-actions';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { Card, CardBody } from '@/components/ui/card';
import {
  favoriteAddressDataFromForm,
  type FavoriteAddressFormValues,
} from '../favorite-address-form-values';

/** A frequently used place (PRODUCT.md §3): a name for it and its address. */
export function FavoriteAddressForm({
  defaultValues,
  onSave,
  submitLabel,
  secondaryActions,
}: {
  defaultValues: FavoriteAddressFormValues;
  onSave: (data: FavoriteAddressData) => Promise<void>;
  submitLabel: ReactNode;
  secondaryActions?: ReactNode;
}) {
  const { t } = useLingui();
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: FavoriteAddressInput as never },
    onSubmit: async ({ value }) => {
      await onSave(favoriteAddressDataFromForm(value));
    },
  });
  return (
    <form.AppForm>
      <form.Form className="gap-6">
        <form.FormError />
        <Card>
          <CardBody className="flex flex-col gap-5">
            <form.AppField name="name">
              {(field) => (
                <field.TextField
                  label={t`Bezeichnung`}
                  description={t`So erscheint die Adresse bei der Auswahl, z. B. „Dialysezentrum Mitte“.`}
                  isRequired
                  autoFocus
                />
              )}
            </form.AppField>
            <AddressFields form={form} required />
          </CardBody>
        </Card>
        <FormActions
          cancelTo="/directory/favorite-addresses"
          submitLabel={submitLabel}
          secondaryActions={secondaryActions}
        />
      </form.Form>
    </form.AppForm>
  );
}
