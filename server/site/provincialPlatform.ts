// The provincial network-freight monitoring platform (省级网络货运信息监测平台) a company files
// with. It is an outside system: the server talks to it through this interface only. The
// implementation here is a LOCAL SIMULATOR that answers as the real platform does (a filing
// number on acceptance, a reason on refusal) from rules of its own, so the screens and tests
// work without the outside system; a real client replaces `simulatedProvincialPlatform` with
// one that calls the province's API and keeps this answer shape.
import { isValidUscc } from '../../src/core/validation';

export interface CompanyFiling {
  /** The filing's record id (the simulator numbers from it). */
  id: number;
  provinceCode: string;
  filingType: string;
  groupName: string;
  uscc: string;
  legalPerson?: string;
  contactPhone?: string;
  content?: string;
  /** When it is sent (yyyy-MM-dd HH:mm:ss, China time). */
  sentAt: string;
}

export type FilingAnswer =
  | { accepted: true; filingNumber: string; message: string }
  | { accepted: false; message: string };

export interface ProvincialPlatform {
  fileCompany(filing: CompanyFiling): Promise<FilingAnswer>;
}

/** The simulator's rules, those of the real platforms' most common refusals: the USCC must be
 * valid, a company filing names its legal person, every filing a contact phone. An accepted
 * filing gets BA + province code + the day + the record id on 6 digits. */
export const simulatedProvincialPlatform: ProvincialPlatform = {
  async fileCompany(filing) {
    if (!isValidUscc(filing.uscc)) return { accepted: false, message: '统一社会信用代码与工商登记信息不一致' };
    if (['enterprise', 'license', 'change'].includes(filing.filingType) && !filing.legalPerson) {
      return { accepted: false, message: '法定代表人信息缺失' };
    }
    if (!filing.contactPhone) return { accepted: false, message: '联系电话缺失' };
    const day = filing.sentAt.slice(0, 10).replace(/-/g, '');
    return { accepted: true, filingNumber: `BA${filing.provinceCode}${day}${String(filing.id).padStart(6, '0')}`, message: '报备成功' };
  },
};
