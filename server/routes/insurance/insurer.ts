// The insurer, an outside system: 投保 sends a cargo policy application and the insurer answers
// a policy number (承保) or a refusal with its reason (拒保). The platform speaks to every
// insurer (insurance_company_code) through this one interface; the default implementation is a
// LOCAL SIMULATOR answering at once, as the insurers' cargo-insurance APIs answer a single
// waybill's policy synchronously. A real client keeps this interface (setInsurer).
//
// The simulator's rules, so demos and tests can reach both answers:
// - a policy number in the insurer's format, derived from the application number (so the same
//   application sent again gets the same number): 人保 PICC `PYDL` + year + 14 digits (the
//   platform's existing waybills carry these), 太平洋 CPIC `AQIN` + year + 14 digits, 平安 PAIC
//   `1` + 5-digit office + year + 10 digits, the others their code + year + 14 digits;
// - refuses a sum insured over ¥5,000,000 (above a single cargo policy's limit) and goods named
//   as dangerous (危险品, 易燃, 易爆, 爆炸, 剧毒), which need a special policy.

export interface PolicyRequest {
  applicationNumber: string;
  insurerCode: string;
  shippingNoteNumber: string;
  insuredName: string;
  descriptionOfGoods: string;
  insuredAmountFen: number;
  premiumFen: number;
  coverageType: string;
  periodStart: string;
  periodEnd: string;
}

export type PolicyAnswer = { accepted: true; policyNumber: string } | { accepted: false; reason: string };

export interface InsurerGateway {
  insure(request: PolicyRequest, now: Date): Promise<PolicyAnswer>;
}

const LIMIT_FEN = 500_000_000;
const DANGEROUS = /危险品|易燃|易爆|爆炸|剧毒/;

/** A deterministic run of digits from a text (FNV-1a, repeated). */
function digitsOf(text: string, length: number): string {
  let out = '';
  let seed = 0x811c9dc5;
  while (out.length < length) {
    for (const ch of `${text}#${out.length}`) seed = Math.imul(seed ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    out += String(seed % 100000).padStart(5, '0');
  }
  return out.slice(0, length);
}

/** The policy number an insurer gives an application (the simulator's formats). */
export function simulatedPolicyNumber(insurerCode: string, applicationNumber: string, year: number): string {
  const key = `${insurerCode}:${applicationNumber}`;
  switch (insurerCode) {
    case 'PICC': return `PYDL${year}${digitsOf(key, 14)}`;
    case 'CPIC': return `AQIN${year}${digitsOf(key, 14)}`;
    case 'PAIC': return `1${digitsOf(`${key}:office`, 5)}${year}${digitsOf(key, 10)}`;
    default: return `${insurerCode}${year}${digitsOf(key, 14)}`;
  }
}

export const localInsurerSimulator: InsurerGateway = {
  async insure(request, now) {
    if (request.insuredAmountFen > LIMIT_FEN) return { accepted: false, reason: '保险金额超过单票货物运输险承保限额 500 万元' };
    if (DANGEROUS.test(request.descriptionOfGoods)) return { accepted: false, reason: '危险品须另行投保危险货物运输险' };
    return { accepted: true, policyNumber: simulatedPolicyNumber(request.insurerCode, request.applicationNumber, Number(now.toISOString().slice(0, 4))) };
  },
};

let current: InsurerGateway = localInsurerSimulator;

/** The insurer the server speaks to (the simulator unless replaced). */
export function insurer(): InsurerGateway {
  return current;
}

/** Replaces the insurer (a real client, or a test double); `undefined` restores the simulator. */
export function setInsurer(gateway: InsurerGateway | undefined): void {
  current = gateway ?? localInsurerSimulator;
}
