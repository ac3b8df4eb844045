// Limits on verification-code messages beyond the per-number ones of sms/verifyCodes.ts
// (one per minute and ten a day per number): per client address per hour and per day, so one
// client cannot spray codes over many numbers, and per branch per day, all numbers together,
// which bounds the SMS bill whatever the number of clients. The send routes ask before sending.
import type { FastifyRequest } from 'fastify';
import { Status } from '../../src/core/api/status';
import type { LimitSettings } from '../config';
import { fail, type Answer } from '../http/envelope';
import { readParams } from '../http/params';
import type { Clock } from '../storage/clock';
import type { Db } from '../storage/database';
import type { LimitCounters } from './counters';
import { CHINA_DAY, CHINA_HOUR, WindowCounter } from './windowCounter';

export class SmsSendLimits {
  private readonly perClientHour: WindowCounter;
  private readonly perClientDay: WindowCounter;
  private readonly perBranchDay: WindowCounter;

  constructor(private readonly db: Db, private readonly now: Clock, private readonly settings: LimitSettings, counters: LimitCounters) {
    this.perClientHour = new WindowCounter(counters, 'sms-client-hour', CHINA_HOUR);
    this.perClientDay = new WindowCounter(counters, 'sms-client-day', CHINA_DAY);
    this.perBranchDay = new WindowCounter(counters, 'sms-branch-day', CHINA_DAY);
  }

  /** The branch whose budget a message to `phone` spends: the account's holding that number,
   * else the branch the request names, else the default one (the login page's). */
  private async branchOf(phone: string, request: FastifyRequest): Promise<string> {
    const party = await this.db.selectFrom('party').select('branch_code').where('mobile', '=', phone).executeTakeFirst();
    if (party) return party.branch_code;
    const named = readParams(request).branchCode;
    if (typeof named === 'string') {
      const branch = await this.db.selectFrom('branch').select('code').where('code', '=', named).executeTakeFirst();
      if (branch) return branch.code;
    }
    const fallback = await this.db.selectFrom('party_group').select('branch_code').orderBy('id').limit(1).executeTakeFirst();
    return fallback?.branch_code ?? '';
  }

  /** Counts a message to `phone` asked for by this request: null when it may be sent, else the
   * 429 answer in the caller's language (nothing is counted then). */
  async refusal(request: FastifyRequest, phone: string): Promise<Answer<unknown> | null> {
    const branch = await this.branchOf(phone, request);
    // Each take is atomic; simultaneous requests may at worst be refused for a place another
    // one takes and gives back, never let past the limit.
    const now = this.now();
    const client = request.ip;
    const { t } = request;
    if (!await this.perClientHour.take(client, this.settings.smsPerClientPerHour, now)) {
      return fail(Status.TOO_MANY_REQUESTS, t('server.limits.smsPerClientHour'));
    }
    if (!await this.perClientDay.take(client, this.settings.smsPerClientPerDay, now)) {
      await this.perClientHour.giveBack(client, now);
      return fail(Status.TOO_MANY_REQUESTS, t('server.limits.smsPerClientDay'));
    }
    if (!await this.perBranchDay.take(branch, this.settings.smsPerBranchPerDay, now)) {
      await this.perClientHour.giveBack(client, now);
      await this.perClientDay.giveBack(client, now);
      return fail(Status.TOO_MANY_REQUESTS, t('server.limits.smsPerBranchDay'));
    }
    return null;
  }
}
