// Public parts of the shared core (console, server and scripts). The rjsf form validator is
// not re-exported here because it loads React; import `./validation/rjsf` from the console.
export * from './validation';
export * from './api/status';
export * from './api/client';
