/** Query keys of the ride confirmation (its queued write touches `all`). */
export const confirmationKeys = {
  all: ['ride-confirmation'] as const,
  of: (transportId: string) => [...confirmationKeys.all, transportId] as const,
};
