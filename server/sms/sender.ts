// Outgoing text messages. There is no SMS gateway: the default sender records each message in
// `sms_record` (read by the messaging screens) and, outside production, also writes it to the
// server log so a demo user can read a verification code there.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../storage/clock';
import { displayTime } from '../storage/clock';
import type { Db } from '../storage/database';

export type SmsPurpose = 'register' | 'login' | 'sign';

export interface SmsSender {
  send(phone: string, purpose: SmsPurpose, content: string): Promise<void>;
}

/** Status of a recorded message (dictionary `sms_status`). */
export const SMS_RECORDED = 'RECORDED';

export class DatabaseSmsSender implements SmsSender {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    /** Where to echo messages for demo users; null in production. */
    private readonly echo: FastifyBaseLogger | null,
  ) {}

  async send(phone: string, purpose: SmsPurpose, content: string): Promise<void> {
    await this.db.insertInto('sms_record')
      .values({ phone, purpose, content, status: SMS_RECORDED, gmt_created: displayTime(this.now()) })
      .execute();
    this.echo?.info({ sms: { phone, purpose, content } }, `SMS to ${phone}: ${content}`);
  }
}
