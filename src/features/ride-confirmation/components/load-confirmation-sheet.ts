/**
 * The confirmation sheet, fetched apart from "Heute" (decision 075): the pad, the camera and the
 * downscaling never weigh on its first load. Asked for as soon as a card can be confirmed, so it
 * is at hand when the crew then loses the network; the browser keeps the module once loaded.
 */
export const loadConfirmationSheet = () => import('./confirmation-sheet');

export type ConfirmationSheetComponent = Awaited<
  ReturnType<typeof loadConfirmationSheet>
>['default'];
