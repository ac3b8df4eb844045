// A test that seeds the whole demo and then migrates it down and up again: the demo (2,400
// waybills, their money, tracks and warnings) takes about 20 s on its own, more beside other
// test files, so the server project's 30 s default is too tight for it. On PostgreSQL the test
// also migrates there and copies the demo into it (server/storage/copyDatabase.ts).
export const SEEDED_DATABASE_MS = 240_000;
