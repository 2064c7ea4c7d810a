import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ResetPasswordInput } from '@/contract/auth';
import { ERROR_CODES } from '@/contract/common';
import { revalidateLogic, useTextForm } from '@/components/form/text-form';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { Spinner } from '@/components/ui/spinner';
import { isResetLinkUsable, resetPassword } from '../api/recovery';

/**
 * A new password from a recovery or invitation link (the code is single-use). The link is checked
 * as the page opens: a used or expired one says so before a password is typed (issue 10).
 */
export function ResetPasswordForm({ userId, code }: { userId: string; code: string }) {
  const [usable, setUsable] = useState<boolean>();
  useEffect(() => {
    let current = true;
    void isResetLinkUsable({ userId, code }).then((answer) => current && setUsable(answer));
    return () => {
      current = false;
    };
  }, [userId, code]);
  if (usable === undefined) return <LinkChecking />;
  if (!usable) return <InvalidLink />;
  return <NewPasswordForm userId={userId} code={code} />;
}

function LinkChecking() {
  const { t } = useLingui();
  return (
    <div className="flex justify-center py-8">
      <Spinner size="lg" label={t`Link wird geprüft…`} />
    </div>
  );
}

function NewPasswordForm({ userId, code }: { userId: string; code: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const form = useTextForm({
    defaultValues: { userId, code, password: '', passwordRetry: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ResetPasswordInput },
    onSubmit: async ({ value }) => {
      try {
        await resetPassword(value);
        toast.show({
          title: t`Passwort geändert`,
          message: t`Melden Sie sich jetzt mit dem neuen Passwort an.`,
          severity: 'success',
        });
        await navigate({ to: '/login' });
      } catch (error) {
        if (isApiError(error, ERROR_CODES.notFound)) setLinkInvalid(true);
        else throw error;
      }
    },
  });

  if (linkInvalid) return <InvalidLink />;
  return (
    <form.AppForm>
      <form.Form>
        <form.FormError />
        <NewPasswordFields
          form={form}
          label={t`Neues Passwort`}
          retryLabel={t`Passwort wiederholen`}
          autoFocus
        />
        <form.SubmitButton size="lg" className="w-full">
          <Trans>Passwort speichern</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

function InvalidLink() {
  const { t } = useLingui();
  return (
    <div role="alert" className="flex flex-col gap-4">
      <Alert variant="error" title={t`Link ungültig oder abgelaufen`}>
        <Trans>Der Link wurde bereits verwendet oder ist älter als eine Stunde.</Trans>
      </Alert>
      <Link
        to="/request-recovery"
        className="font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        <Trans>Neuen Link anfordern</Trans>
      </Link>
    </div>
  );
}
