// The big-data centre's address, alone: the boot code follows the address it moved from
// (src/router/movedAddresses.ts) without the navbar's rules.
export const BIG_DATA_CENTRE_PATH = '/bigData';
