/**
 * The completion flow's hand-over: once a crew completes a ride on "Heute", the confirmation
 * sheet of that transport opens, so the phone can be handed to the patient at once. A tiny
 * signal, so the card needs no more than one call and the sheet's code stays lazy.
 */
type Listener = (transportId: string) => void;
const listeners = new Set<Listener>();

export function offerRideConfirmation(transportId: string): void {
  listeners.forEach((listener) => listener(transportId));
}

export function onRideConfirmationOffered(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
