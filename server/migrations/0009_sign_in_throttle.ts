// Sign-in that cannot be raced (issue 11): a failure count per account and per client address
// reserved by one conditional upsert before the password is checked (server/auth/throttle.ts),
// and the arithmetic image challenges asked after a few failures (server/auth/captcha/). They
// replace `login_failure`, whose read-then-insert let a burst of guesses past the lock.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('sign_in_throttle')
    .addColumn('subject', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', notNull)
    .addColumn('forget_at', 'varchar(32)', notNull)
    .addColumn('retry_at', 'varchar(32)', notNull)
    .execute();
  await db.schema.createIndex('sign_in_throttle_forget_idx').on('sign_in_throttle').column('forget_at').execute();
  await db.schema.createTable('sign_in_challenge')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('answer_hash', 'varchar(64)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .execute();
  await db.schema.createIndex('sign_in_challenge_expires_idx').on('sign_in_challenge').column('expires_at').execute();
  await db.schema.dropTable('login_failure').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.createTable('login_failure')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('username', 'varchar(64)', notNull)
    .addColumn('failed_at', 'varchar(32)', notNull)
    .execute();
  await db.schema.createIndex('login_failure_user_idx').on('login_failure').columns(['username', 'failed_at']).execute();
  await db.schema.dropTable('sign_in_challenge').execute();
  await db.schema.dropTable('sign_in_throttle').execute();
}
