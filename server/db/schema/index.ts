export * from './organizations';
export * from './auth';
export * from './master-data';
export * from './audit';
export * from './events';
export * from './teams';
export * from './transports';
export * from './notifications';
