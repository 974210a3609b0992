/**
 * How long a stopping server lets its in-flight requests finish before it exits anyway (http-server.ts). Whatever
 * stops the process must wait longer than this before killing it: compose.yaml's stop_grace_period, which
 * `npm run lint:deploy` checks against this number.
 */
export const DRAIN_SECONDS = 15;
