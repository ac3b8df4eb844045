// The ledger: one set of balanced postings behind every amount of money (design.md "Storage").
export { accountOf, balanceFen, platformParty, type AccountKind, type AccountRef, type Party, type PartyType } from './accounts';
export { LedgerRefusal, postJournal, type JournalInput, type JournalLine, type Posted } from './post';
export * as recipes from './recipes';
export { DemoMoneyTimeline, type DemoMoneyEvent } from './demoTimeline';
