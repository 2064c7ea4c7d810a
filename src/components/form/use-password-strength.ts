import { useEffect, useMemo, useState } from 'react';
import type * as PasswordEstimator from '@/contract/password-strength';
import type { PasswordStrength } from '@/contract/password-strength';

type Estimator = typeof PasswordEstimator;

let loading: Promise<Estimator> | undefined;
const NO_WORDS: readonly string[] = [];

/**
 * The strength of a new password by the estimator the server applies too. Its dictionaries
 * (~600 kB compressed) arrive when the first character is typed, not with the screen, and are
 * not precached by the worker (decision 034); until then the rating is unknown.
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[] = NO_WORDS,
): PasswordStrength | undefined {
  const [estimator, setEstimator] = useState<Estimator>();
  const typing = password !== '';
  useEffect(() => {
    if (!typing) return;
    let current = true;
    (loading ??= import('@/contract/password-strength'))
      .then((module) => {
        if (current) setEstimator(module);
      })
      .catch(() => {
        // Offline before the code arrived: no rating; the next screen tries again.
        loading = undefined;
      });
    return () => {
      current = false;
    };
  }, [typing]);
  // A rating takes tens of milliseconds: once per password, not once per render.
  return useMemo(
    () => (password && estimator ? estimator.passwordStrength(password, userInputs) : undefined),
    [password, estimator, userInputs],
  );
}
