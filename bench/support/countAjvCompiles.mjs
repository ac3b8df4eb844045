// Preloaded into a server process by bench/start.ts (NODE_OPTIONS=--import): counts and times
// every ajv compile, and writes the figures to $AJV_COUNT_FILE when the server prints that it
// listens. Patches ajv's prototype, which every ajv instance of the process shares.
/* global process, performance, console */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(`${process.cwd()}/package.json`);
const ajvCore = require('ajv/dist/core').default.prototype;
const figures = { compiles: 0, compileMs: 0 };
const compile = ajvCore.compile;
ajvCore.compile = function countedCompile(...args) {
  const started = performance.now();
  try {
    return compile.apply(this, args);
  } finally {
    figures.compiles += 1;
    figures.compileMs += performance.now() - started;
  }
};
const log = console.log;
console.log = function logged(...args) {
  if (typeof args[0] === 'string' && args[0].startsWith('freight-console server on') && process.env.AJV_COUNT_FILE) {
    writeFileSync(process.env.AJV_COUNT_FILE, JSON.stringify({ ...figures, uptimeMs: process.uptime() * 1000 }));
  }
  return log.apply(this, args);
};
