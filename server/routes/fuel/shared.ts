// What the oil-card and fill rules share: the tables as the entity API stores them, the card as a
// party of the ledger, its holder's party, and the entity's own messages.
import type { Kysely, Transaction } from 'kysely';
import { fromFen } from '../../../src/core/money/fen';
import type { EntityFieldError } from '../../entities/fieldErrors';
import type { HookContext } from '../../entities/hooks';
import type { Party } from '../../ledger';
import type { Db } from '../../storage/database';
import type { Database, EntityRow } from '../../storage/schema';

export const OWNER = 'fuel';

export const TABLE = { card: 'oil_card', allocation: 'oil_card_allocation', fill: 'basic_refuel_consumption' } as const;
export const ENTITY = { card: 'oilCard', allocation: 'oilCardAllocation', fill: 'refuelConsumption' } as const;

export type FuelDb = Kysely<Record<string, EntityRow>>;
export const tables = (db: Db | Transaction<Database>): FuelDb => db as unknown as FuelDb;

export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** ¥1,200.00 */
export function yuanText(fen: number): string {
  return fromFen(fen).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The entity's own message (entity.<entity>.error.<key>) on a field. */
export function refusal(ctx: HookContext, entity: string, field: string, key: string, params: Record<string, string | number> = {}): EntityFieldError {
  const full = `entity.${entity}.error.${key}`;
  return { field: `/${field}`, key: full, params, message: String(ctx.texts.entityT(full, params)) };
}

/** A message given as it is (another module's refusal, already in Chinese) on a field. */
export function messageOn(field: string, message: string): EntityFieldError {
  return { field: `/${field}`, key: 'entity.refuelConsumption.error.refused', params: {}, message };
}

/** The card as a party of the ledger: its own wallet, code = card number. */
export const cardParty = (cardNumber: string): Party => ({ type: 'oilCard', code: cardNumber, name: `油卡${cardNumber}` });

/** The card's holder as a party of the ledger (a driver or a fleet). */
export const holderParty = (card: EntityRow): Party => ({
  type: card.holder_type === 'fleet' ? 'fleet' : 'driver', code: text(card.holder_code), name: text(card.holder_name),
});

export async function cardByNumber(db: Db | Transaction<Database>, branchCode: string, cardNumber: string): Promise<EntityRow | undefined> {
  return await tables(db).selectFrom(TABLE.card).selectAll().where('branch_code', '=', branchCode)
    .where('card_number', '=', cardNumber).executeTakeFirst();
}

/** The card number each issuer gives: Sinopec 19 digits from 100011, PetroChina 16 digits from 9030. */
export const CARD_NUMBER: Record<string, RegExp> = { sinopec: /^100011\d{13}$/, petrochina: /^9030\d{12}$/ };

/** A China display time (yyyy-MM-dd HH:mm:ss) as an instant. */
export const chinaTime = (value: string): Date => new Date(`${value.replace(' ', 'T')}+08:00`);
