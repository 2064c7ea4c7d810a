import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FavoriteAddressInput, type FavoriteAddressData } from '@/contract/favorite-address';
import { AddressFields } from '@/components/form/address-fields';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { clearSubmitError, showSubmitError } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
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
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: FavoriteAddressInput as never },
    onSubmit: async ({ value, formApi }) => {
      clearSubmitError(formApi);
      try {
        await onSave(favoriteAddressDataFromForm(value));
      } catch (error) {
        showSubmitError(formApi, error, i18n);
      }
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
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          {secondaryActions}
          <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
            <Button
              variant="secondary"
              onPress={() => void navigate({ to: '/directory/favorite-addresses' })}
            >
              <Trans>Abbrechen</Trans>
            </Button>
            <form.SubmitButton>{submitLabel}</form.SubmitButton>
          </div>
        </div>
      </form.Form>
    </form.AppForm>
  );
}
