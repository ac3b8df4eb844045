// The parties demo records belong to: the demo accounts of server/seed/accounts.ts (read from
// the database, seeded just before), and generated parties that have no account (the shipper
// companies of the demo branch's waybills).
import type { Kysely } from 'kysely';
import type { Database } from '../../storage/schema';
import { DEMO_ACCOUNTS, DEMO_DRIVER_LICENCE, DEMO_SHIPPER_PROFILES } from '../accounts';
import { companyUscc } from './identifiers';
import { idCardNumber, mobile, personName } from './people';
import { cityName, type PlaceBook } from './places';
import type { Random } from './random';
import { WORD_LISTS } from './words';

export type PartyKind = 'shipper' | 'driver';
export const PARTY_TYPE_OF: Record<PartyKind, string> = { shipper: 'SHIPPER', driver: 'DRIVER' };

/** What a record may take from its party (x-demo fill). */
export interface DemoParty {
  kind: PartyKind;
  code: string;
  name: string;
  mobile: string;
  /** ID number of a person, USCC of a company. */
  idNumber: string;
  /** A person's ID number (absent for a company). */
  idCard?: string;
  /** A company's USCC (absent for a person). */
  uscc?: string;
  /** individual (a person) or enterprise (a company). */
  form: 'individual' | 'enterprise';
  /** The person to call: the party itself, or a company's contact. */
  contact: string;
  licenceClass?: string;
  /** A demo account (not a generated party). */
  account: boolean;
}

export interface DemoAccounts {
  parties: DemoParty[];
  /** Names of the branch's staff accounts, the operators of x-fill operator-name. */
  operators: string[];
}

export async function readDemoAccounts(trx: Kysely<Database>): Promise<DemoAccounts> {
  const parties = await trx.selectFrom('party').select(['id', 'code', 'name', 'username', 'mobile', 'party_type'])
    .where('username', 'in', DEMO_ACCOUNTS.map((account) => account.username)).orderBy('id').execute();
  const demo: DemoParty[] = [];
  for (const party of parties) {
    if (party.party_type === 'DRIVER') {
      const licence = party.username === 'driver' ? DEMO_DRIVER_LICENCE : undefined;
      demo.push({ kind: 'driver', code: party.code, name: party.name, mobile: party.mobile ?? '', idNumber: licence?.idCard ?? '',
        idCard: licence?.idCard, form: 'individual', contact: party.name, licenceClass: licence?.vehicleClass, account: true });
    }
    const profile = DEMO_SHIPPER_PROFILES[party.username ?? ''];
    if (party.party_type === 'SHIPPER' && profile) {
      demo.push({ kind: 'shipper', code: party.code, name: party.name, mobile: party.mobile ?? '', idNumber: profile.uscc ?? profile.idCard ?? '',
        idCard: profile.idCard, uscc: profile.uscc, form: profile.form, contact: profile.contact, account: true });
    }
  }
  const operators = parties.filter((p) => p.party_type === 'BRANCH_STAFF' || p.party_type === 'PLAT_ADMIN').map((p) => p.name);
  return { parties: demo, operators };
}

const POOL_PREFIX: Record<PartyKind, string> = { shipper: 'SC', driver: 'DP' };

/** `size` parties of the kind without an account: companies of a freight hub for shippers,
 * persons for drivers. */
export function partyPool(random: Random, places: PlaceBook, kind: PartyKind, size: number): DemoParty[] {
  return Array.from({ length: size }, (_, i) => {
    const area = places.countyOf(random, random.pick(places.hubs).city);
    const code = `${POOL_PREFIX[kind]}${String(i + 1).padStart(6, '0')}`;
    if (kind === 'driver') {
      const name = personName(random);
      const idNumber = idCardNumber(random, area);
      return { kind, code, name, mobile: mobile(random), idNumber, idCard: idNumber, form: 'individual', contact: name, licenceClass: 'A2', account: false };
    }
    const city = cityName(places.place(area)).replace(/[市省]$/, '');
    const name = `${city}${random.pick(WORD_LISTS.companyWords)}${random.pick(WORD_LISTS.shipperTrades)}`;
    const uscc = companyUscc(random, area);
    return { kind, code, name, idNumber: uscc, uscc, form: 'enterprise', contact: personName(random), mobile: mobile(random), account: false };
  });
}
