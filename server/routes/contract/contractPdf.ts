// The contract as a PDF (下载合同): title, number and state, both parties (name, USCC or ID number,
// address, phone), term, price terms, the full text, and the signatures — the platform's seal (the
// contract body at the moment of signing) and party B's electronic signature (who, when, from
// which address, by an SMS code to 138****0001) with the content hash. Until it is signed every
// page carries 未签署. Labels in the request's language; the text is the contract's own.
import type { TFunction } from 'i18next';
import { renderPdf } from '../../pdf/document';
import { displayTime } from '../../storage/clock';
import type { EntityRecord } from '../../entities/records';
import { chineseDate, yuanText } from './placeholders';

const label = (t: TFunction, key: string, params: Record<string, unknown> = {}) => t(`entity.contract.pdf.${key}`, params);
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const dict = (t: TFunction, type: string, code: unknown) => (code ? t(`dict.${type}.${String(code)}`) : '');

/** `record`: the contract as the caller may see it. */
export async function contractPdf(record: EntityRecord, t: TFunction, now: Date): Promise<Buffer> {
  const signed = record.status === 'signed' || (record.status === 'terminated' && Boolean(record.signedDateTime));
  const field = (key: string) => t(`entity.contract.field.${key}`);
  const date = (value: unknown) => chineseDate(value) || text(value);
  const signatures: Array<[string, string]> = signed
    ? [
      [label(t, 'partyASeal'), label(t, 'sealed', { body: text(record.sealBodyName), at: text(record.signedDateTime) })],
      [label(t, 'partyBSignature'), label(t, 'signedBy', { name: text(record.signerName), at: text(record.signedDateTime), mobile: text(record.signerMobile) })],
      [field('signIp'), text(record.signIp)],
      [field('contentHash'), text(record.contentHash)],
    ]
    : [[label(t, 'signatures'), label(t, 'notSigned')]];
  if (record.status === 'terminated') {
    signatures.push([field('terminatedDateTime'), text(record.terminatedDateTime)], [field('terminateReason'), text(record.terminateReason)]);
  }
  return renderPdf({
    title: text(record.title),
    subtitle: label(t, 'subtitle', { number: text(record.contractNumber), state: dict(t, 'contract_status', record.status), printed: displayTime(now) }),
    author: text(record.partyAName),
    watermark: signed ? undefined : label(t, 'unsigned'),
    blocks: [
      { heading: label(t, 'basic'), fields: [
        [field('contractNumber'), text(record.contractNumber)],
        [field('contractType'), dict(t, 'contract_type', record.contractType)],
        [field('templateName'), text(record.templateName)],
        [field('status'), dict(t, 'contract_status', record.status)],
      ] },
      { heading: label(t, 'partyA'), fields: [
        [label(t, 'name'), text(record.partyAName)],
        [label(t, 'uscc'), text(record.partyAUscc)],
        [field('partyALegalPerson'), text(record.partyALegalPerson)],
        [field('partyAPhone'), text(record.partyAPhone)],
        [field('partyAAddress'), text(record.partyAAddress)],
      ] },
      { heading: label(t, 'partyB'), fields: [
        [label(t, 'name'), text(record.partyBName)],
        [field('partyBIdNumber'), text(record.partyBIdNumber)],
        [field('partyBKind'), dict(t, 'contract_party_kind', record.partyBKind)],
        [field('partyBMobile'), text(record.partyBMobile)],
        [field('partyBAddress'), text(record.partyBAddress)],
        ...(record.shippingNoteNumber ? [[field('shippingNoteNumber'), text(record.shippingNoteNumber)] as [string, string]] : []),
      ] },
      { heading: label(t, 'terms'), fields: [
        [field('startDate'), date(record.startDate)],
        [field('endDate'), date(record.endDate)],
        [field('unitPrice'), `${yuanText(record.unitPrice)} ${dict(t, 'contract_pricing_unit', record.pricingUnit)}`.trim()],
        [field('settlementCycle'), dict(t, 'customer_settlement_cycle', record.settlementCycle)],
        [field('taxRate'), record.taxRate === null || record.taxRate === undefined ? '' : `${Number(record.taxRate)}%`],
        [field('estimatedAmount'), yuanText(record.estimatedAmount)],
        [field('paymentTerms'), text(record.paymentTerms)],
      ] },
      { heading: label(t, 'body'), paragraphs: text(record.bodyText).split(/\r?\n/).filter((line) => line.trim() !== '') },
      { heading: label(t, 'signatures'), columns: 1, fields: signatures },
    ],
    footer: label(t, 'footer'),
  }, now);
}
