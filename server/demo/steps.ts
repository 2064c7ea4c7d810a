/**
 * The demo data, one area per file, in the order they depend on each other.
 *
 * Extension point: later areas (teams and wards, transports, notifications, invoices) add a file
 * here that exports a `DemoStep` and append it below. A step finds the organisations it needs in
 * `demo.organizations` (keys of organizations.ts) and must be safe to run again: give records
 * stable ids with `demoId()` and skip those that exist.
 */
import { billingStep } from './billing';
import type { DemoStep } from './demo-context';
import { favoriteAddressesStep } from './favorite-addresses';
import { organizationsStep } from './organizations';
import { patientsStep } from './patients';
import { transportsStep } from './transports';

export const DEMO_STEPS: DemoStep[] = [
  organizationsStep,
  patientsStep,
  favoriteAddressesStep,
  transportsStep,
  billingStep,
];
