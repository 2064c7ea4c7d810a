import { lazy } from 'react';

/**
 * The confirmation sheet, fetched when a crew opens it: the pad, the camera and the downscaling
 * never weigh on "Heute"'s first load (decision 060's budget).
 */
export const LazyConfirmationSheet = lazy(() => import('./confirmation-sheet'));
