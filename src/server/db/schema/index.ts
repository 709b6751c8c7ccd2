export * from './system.js';
export * from './tenancy.js';
export * from './users.js';
