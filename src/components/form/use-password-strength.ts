import { useEffect, useState } from 'react';
import type { PasswordStrength } from '@/contract/password-strength';

type Estimator = typeof import('@/contract/password-strength');

let loading: Promise<Estimator> | undefined;

/**
 * The strength of a new password by the estimator the server applies too. Its dictionaries
 * arrive with the first screen that asks (decision 034); until then the rating is unknown.
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordStrength | undefined {
  const [estimator, setEstimator] = useState<Estimator>();
  useEffect(() => {
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
  }, []);
  if (!password || !estimator) return undefined;
  return estimator.passwordStrength(password, userInputs);
}
