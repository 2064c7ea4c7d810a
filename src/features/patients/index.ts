/**
 * The patients feature as other features use it: the transport order picks a patient by typing
 * and creates one inline with the same form and the same queued write as the patient pages.
 */
export { patientsListQueryOptions } from './api/list-patients';
export { patientQueryOptions } from './api/get-patient';
export { patientWrites } from './api/patient-writes';
export { PatientForm } from './components/patient-form';
export { emptyPatientForm } from './patient-form-values';
