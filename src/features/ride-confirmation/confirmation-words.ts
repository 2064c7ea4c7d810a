import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NoSignatureReason, SignerRole } from '@/contract/ride-confirmation';

export const SIGNER_ROLE_LABELS: Record<SignerRole, MessageDescriptor> = {
  patient: msg`Patient/in`,
  escort: msg`Begleitperson`,
};

export const NO_SIGNATURE_LABELS: Record<NoSignatureReason, MessageDescriptor> = {
  unable: msg`Nicht in der Lage zu unterschreiben`,
  refused: msg`Unterschrift verweigert`,
  nobody: msg`Niemand anwesend`,
};
