/** Rules shared by the organisation's versioned master data (patients, favorite addresses). */
export { checkBodyId, createdOrThrow } from './record-rules';
