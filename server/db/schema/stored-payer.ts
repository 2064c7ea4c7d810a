/** Who pays, as a transport and a series store it (a jsonb column in both tables). */
export type StoredPayer = {
  type: 'GKV' | 'PKV' | 'BG' | 'FACILITY' | 'SELF';
  insurer: { name: string; ik: string | null } | null;
  insuranceNumber: string | null;
  coPaymentExempt: boolean;
  approval: { status: 'not_needed' | 'requested' | 'granted'; reference: string | null } | null;
};
