// The lines of each kind of business event (dictionary fund_business_type), so every module
// moves money the same way. Amounts in fen, positive; each recipe balances.
//   recharge / collection   bank → shipper wallet (money arrives from outside)
//   withdrawalFrozen        wallet → frozen (applied: the money is held for the transfer)
//   withdrawalPaid          frozen → bank (the bank confirmed: the money left)
//   withdrawalReleased      frozen → wallet (refused or failed: the money is available again)
//   freightCharged          the shipper owes freight + service fee (due), the carrier is owed the
//                           freight (payable), the platform earns the fee
//   freightAdjusted         a change of accounted freight: due and payable move together (and,
//                           when the fee follows the freight, the fee: due and fee income)
//   paymentFrozen           wallet → frozen (a payment order holds the shipper's money while its
//                           bank transfer runs)
//   paymentReleased         frozen → wallet (the transfer failed: the money is available again)
//   carrierPaid             the shipper's wallet settles freight and fee (due back to 0); the
//                           carrier's payable becomes wallet money, less the tax withheld (from
//                           the money a payment order held: `from` frozen)
//   prepaymentPaid          part of the freight paid ahead, from the shipper's wallet straight to
//                           the driver's card (bank)
import { accountOf, type Party } from './accounts';
import type { JournalLine } from './post';

const line = (party: Party, kind: Parameters<typeof accountOf>[1], amountFen: number, counterparty?: Party): JournalLine =>
  ({ account: accountOf(party, kind), amountFen, counterpartyName: counterparty?.name ?? null });

/** Money arriving from outside into a party's wallet (a recharge, a matched bank collection). */
export function moneyIn(party: Party, platform: Party, amountFen: number, payerName?: string): JournalLine[] {
  return [
    { ...line(platform, 'bank', -amountFen, party) },
    { ...line(party, 'wallet', amountFen), counterpartyName: payerName ?? platform.name },
  ];
}

export function withdrawalFrozen(party: Party, amountFen: number): JournalLine[] {
  return [line(party, 'wallet', -amountFen), line(party, 'frozen', amountFen)];
}

export function withdrawalPaid(party: Party, platform: Party, amountFen: number, payeeAccountName?: string): JournalLine[] {
  return [
    { ...line(party, 'frozen', -amountFen), counterpartyName: payeeAccountName ?? party.name },
    line(platform, 'bank', amountFen, party),
  ];
}

export function withdrawalReleased(party: Party, amountFen: number): JournalLine[] {
  return [line(party, 'frozen', -amountFen), line(party, 'wallet', amountFen)];
}

export function freightCharged(shipper: Party, carrier: Party, platform: Party, freightFen: number, feeFen: number): JournalLine[] {
  const lines = [line(shipper, 'due', -(freightFen + feeFen), carrier), line(carrier, 'payable', freightFen, shipper)];
  if (feeFen !== 0) lines.push(line(platform, 'feeIncome', feeFen, shipper));
  return lines;
}

/** `deltaFen` may be negative (a deduction lowers both what is owed and what is payable); a
 * service fee charged on the freight moves with it by `feeDeltaFen` (the platform's fee income). */
export function freightAdjusted(shipper: Party, carrier: Party, deltaFen: number, platform?: Party, feeDeltaFen = 0): JournalLine[] {
  const lines = [line(shipper, 'due', -(deltaFen + feeDeltaFen), carrier), line(carrier, 'payable', deltaFen, shipper)];
  if (feeDeltaFen !== 0) {
    if (!platform) throw new Error('freightAdjusted: a fee change needs the platform party');
    lines.push(line(platform, 'feeIncome', feeDeltaFen, shipper));
  }
  return lines;
}

/** A payment order's hold on the shipper's wallet (the lines of withdrawalFrozen). */
export function paymentFrozen(party: Party, amountFen: number): JournalLine[] {
  return withdrawalFrozen(party, amountFen);
}

/** The hold of a failed payment given back (the lines of withdrawalReleased). */
export function paymentReleased(party: Party, amountFen: number): JournalLine[] {
  return withdrawalReleased(party, amountFen);
}

export function carrierPaid(shipper: Party, carrier: Party, platform: Party, amountFen: number, feeFen: number, taxFen: number, from: 'wallet' | 'frozen' = 'wallet'): JournalLine[] {
  const lines = [
    line(shipper, from, -(amountFen + feeFen), carrier),
    line(shipper, 'due', amountFen + feeFen, carrier),
    line(carrier, 'payable', -amountFen, shipper),
    line(carrier, 'wallet', amountFen - taxFen, shipper),
  ];
  if (taxFen !== 0) lines.push(line(platform, 'taxPayable', taxFen, carrier));
  return lines;
}

export function prepaymentPaid(shipper: Party, carrier: Party, platform: Party, amountFen: number): JournalLine[] {
  return [
    line(shipper, 'wallet', -amountFen, carrier),
    line(shipper, 'due', amountFen, carrier),
    line(carrier, 'payable', -amountFen, shipper),
    line(platform, 'bank', amountFen, carrier),
  ];
}

// Wave 4: oil cards, merchants, warehouse charges.
//   oilCardTopUp     the holder's (driver's or fleet's) wallet → the card (a card is a party of
//                    its own, partyCode = card number, so its balance is the card's)
//   oilCardReturned  the card's balance back to the holder's wallet (card cancelled or reclaimed)
//   fuelConsumed     the card pays a fill: the merchant (fuel station) is owed it (payable)
//   merchantSettled  the platform pays a merchant what it is owed: the money leaves by bank
//   warehouseCharged a customer owes storage and labour charges (due), the platform earns them
//   warehousePaid    the customer's wallet settles what it owes (due back towards 0)

export function oilCardTopUp(holder: Party, card: Party, amountFen: number): JournalLine[] {
  return [line(holder, 'wallet', -amountFen, card), line(card, 'wallet', amountFen, holder)];
}

export function oilCardReturned(card: Party, holder: Party, amountFen: number): JournalLine[] {
  return [line(card, 'wallet', -amountFen, holder), line(holder, 'wallet', amountFen, card)];
}

export function fuelConsumed(card: Party, merchant: Party, amountFen: number): JournalLine[] {
  return [line(card, 'wallet', -amountFen, merchant), line(merchant, 'payable', amountFen, card)];
}

export function merchantSettled(merchant: Party, platform: Party, amountFen: number): JournalLine[] {
  return [line(merchant, 'payable', -amountFen, platform), line(platform, 'bank', amountFen, merchant)];
}

export function warehouseCharged(customer: Party, platform: Party, amountFen: number): JournalLine[] {
  return [line(customer, 'due', -amountFen, platform), line(platform, 'warehouseIncome', amountFen, customer)];
}

export function warehousePaid(customer: Party, platform: Party, amountFen: number): JournalLine[] {
  return [line(customer, 'wallet', -amountFen, platform), line(customer, 'due', amountFen, platform)];
}
