/** Query keys of the fleet and the board; realtime transport events make `dispatch` stale. */
export const dispatchKeys = {
  all: ['dispatch'] as const,
  board: (day: string) => [...dispatchKeys.all, 'board', day] as const,
  vehicles: () => [...dispatchKeys.all, 'vehicles'] as const,
};
