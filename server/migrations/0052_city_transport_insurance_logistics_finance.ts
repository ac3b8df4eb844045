// Written by `npm run db:diff` from the entity schemas:
// - city_order: new table (30 columns, 14 indexes)
// - city_order_drop: new table (23 columns, 9 indexes)
// - ins_policy: new table (27 columns, 14 indexes)
// - loan_application: new table (29 columns, 12 indexes)
// - loan_proof: new table (18 columns, 8 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('city_order')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_number', 'varchar(20)')
    .addColumn('shipper_code', 'varchar(32)', notNull)
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('planned_date', 'varchar(8)', notNull)
    .addColumn('vehicle_type', 'varchar(3)', notNull)
    .addColumn('freight_amount', 'numeric(18, 3)', notNull)
    .addColumn('pickup_contact', 'varchar(30)', notNull)
    .addColumn('pickup_phone', 'varchar(20)', notNull)
    .addColumn('pickup_area_code', 'varchar(6)', notNull)
    .addColumn('pickup_address', 'varchar(200)', notNull)
    .addColumn('drop_count', 'bigint')
    .addColumn('delivered_count', 'bigint')
    .addColumn('total_pieces', 'bigint')
    .addColumn('total_weight', 'numeric(18, 3)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('driver_telephone', 'varchar(20)')
    .addColumn('dispatcher_name', 'varchar(50)')
    .addColumn('dispatched_date_time', 'varchar(19)')
    .addColumn('started_date_time', 'varchar(19)')
    .addColumn('completed_date_time', 'varchar(19)')
    .addColumn('cancel_reason', 'varchar(200)')
    .addColumn('cancelled_date_time', 'varchar(19)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('city_order_order_number_idx').on('city_order').columns(['order_number']).execute();
  await db.schema.createIndex('city_order_shipper_code_idx').on('city_order').columns(['shipper_code']).execute();
  await db.schema.createIndex('city_order_planned_date_idx').on('city_order').columns(['planned_date']).execute();
  await db.schema.createIndex('city_order_vehicle_type_idx').on('city_order').columns(['vehicle_type']).execute();
  await db.schema.createIndex('city_order_freight_amount_idx').on('city_order').columns(['freight_amount']).execute();
  await db.schema.createIndex('city_order_drop_count_idx').on('city_order').columns(['drop_count']).execute();
  await db.schema.createIndex('city_order_status_idx').on('city_order').columns(['status']).execute();
  await db.schema.createIndex('city_order_driver_code_idx').on('city_order').columns(['driver_code']).execute();
  await db.schema.createIndex('city_order_dispatched_date_time_idx').on('city_order').columns(['dispatched_date_time']).execute();
  await db.schema.createIndex('city_order_gmt_created_idx').on('city_order').columns(['gmt_created']).execute();
  await db.schema.createIndex('city_order_gmt_modified_idx').on('city_order').columns(['gmt_modified']).execute();
  await db.schema.createIndex('city_order_branch_code_idx').on('city_order').columns(['branch_code']).execute();
  await db.schema.createIndex('city_order_branch_code_planned_date_idx').on('city_order').columns(['branch_code', 'planned_date']).execute();
  await db.schema.createIndex('city_order_branch_code_status_planned_date_idx').on('city_order').columns(['branch_code', 'status', 'planned_date']).execute();
  await db.schema.createTable('city_order_drop')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_number', 'varchar(20)', notNull)
    .addColumn('sequence', 'bigint', notNull)
    .addColumn('receiver_name', 'varchar(30)', notNull)
    .addColumn('receiver_phone', 'varchar(20)', notNull)
    .addColumn('area_code', 'varchar(6)', notNull)
    .addColumn('address', 'varchar(200)', notNull)
    .addColumn('goods_name', 'varchar(50)', notNull)
    .addColumn('pieces', 'bigint', notNull)
    .addColumn('weight', 'numeric(18, 3)', notNull)
    .addColumn('window_start', 'varchar(5)')
    .addColumn('window_end', 'varchar(5)')
    .addColumn('order_status', 'varchar(20)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('signer_name', 'varchar(30)')
    .addColumn('handled_date_time', 'varchar(19)')
    .addColumn('fail_reason', 'varchar(200)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('city_order_drop_order_number_idx').on('city_order_drop').columns(['order_number']).execute();
  await db.schema.createIndex('city_order_drop_sequence_idx').on('city_order_drop').columns(['sequence']).execute();
  await db.schema.createIndex('city_order_drop_order_status_idx').on('city_order_drop').columns(['order_status']).execute();
  await db.schema.createIndex('city_order_drop_status_idx').on('city_order_drop').columns(['status']).execute();
  await db.schema.createIndex('city_order_drop_shipper_code_idx').on('city_order_drop').columns(['shipper_code']).execute();
  await db.schema.createIndex('city_order_drop_driver_code_idx').on('city_order_drop').columns(['driver_code']).execute();
  await db.schema.createIndex('city_order_drop_gmt_created_idx').on('city_order_drop').columns(['gmt_created']).execute();
  await db.schema.createIndex('city_order_drop_gmt_modified_idx').on('city_order_drop').columns(['gmt_modified']).execute();
  await db.schema.createIndex('city_order_drop_branch_code_idx').on('city_order_drop').columns(['branch_code']).execute();
  await db.schema.createTable('ins_policy')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('application_number', 'varchar(20)')
    .addColumn('policy_number', 'varchar(30)')
    .addColumn('shipping_note_number', 'varchar(20)', notNull)
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('place_of_loading', 'varchar(256)')
    .addColumn('goods_receipt_place', 'varchar(256)')
    .addColumn('description_of_goods', 'varchar(100)')
    .addColumn('insured_amount', 'numeric(18, 3)', notNull)
    .addColumn('premium_rate', 'numeric(18, 3)', notNull)
    .addColumn('premium', 'numeric(18, 3)')
    .addColumn('insurance_company_code', 'varchar(10)', notNull)
    .addColumn('coverage_type', 'varchar(20)', notNull)
    .addColumn('period_start', 'varchar(8)', notNull)
    .addColumn('period_end', 'varchar(8)', notNull)
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('insured_date_time', 'varchar(19)')
    .addColumn('fail_reason', 'varchar(200)')
    .addColumn('cancel_reason', 'varchar(200)')
    .addColumn('cancelled_date_time', 'varchar(19)')
    .addColumn('applicant_name', 'varchar(50)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('ins_policy_application_number_idx').on('ins_policy').columns(['application_number']).execute();
  await db.schema.createIndex('ins_policy_shipping_note_number_idx').on('ins_policy').columns(['shipping_note_number']).execute();
  await db.schema.createIndex('ins_policy_shipper_code_idx').on('ins_policy').columns(['shipper_code']).execute();
  await db.schema.createIndex('ins_policy_insured_amount_idx').on('ins_policy').columns(['insured_amount']).execute();
  await db.schema.createIndex('ins_policy_premium_idx').on('ins_policy').columns(['premium']).execute();
  await db.schema.createIndex('ins_policy_insurance_company_code_idx').on('ins_policy').columns(['insurance_company_code']).execute();
  await db.schema.createIndex('ins_policy_coverage_type_idx').on('ins_policy').columns(['coverage_type']).execute();
  await db.schema.createIndex('ins_policy_period_start_idx').on('ins_policy').columns(['period_start']).execute();
  await db.schema.createIndex('ins_policy_status_idx').on('ins_policy').columns(['status']).execute();
  await db.schema.createIndex('ins_policy_insured_date_time_idx').on('ins_policy').columns(['insured_date_time']).execute();
  await db.schema.createIndex('ins_policy_gmt_created_idx').on('ins_policy').columns(['gmt_created']).execute();
  await db.schema.createIndex('ins_policy_gmt_modified_idx').on('ins_policy').columns(['gmt_modified']).execute();
  await db.schema.createIndex('ins_policy_branch_code_idx').on('ins_policy').columns(['branch_code']).execute();
  await db.schema.createIndex('ins_policy_branch_code_gmt_created_idx').on('ins_policy').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createTable('loan_application')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('loan_number', 'varchar(20)')
    .addColumn('applicant_type', 'varchar(20)', notNull)
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('team_code', 'varchar(32)')
    .addColumn('applicant_name', 'varchar(100)')
    .addColumn('financier_bank_code', 'varchar(10)', notNull)
    .addColumn('amount_requested', 'numeric(18, 3)', notNull)
    .addColumn('term_days', 'bigint', notNull)
    .addColumn('purpose', 'varchar(200)', notNull)
    .addColumn('proof_count', 'bigint')
    .addColumn('receivable_total', 'numeric(18, 3)')
    .addColumn('max_approvable', 'numeric(18, 3)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('submitted_date_time', 'varchar(19)')
    .addColumn('approved_amount', 'numeric(18, 3)')
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('reviewer_name', 'varchar(50)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('contract_number', 'varchar(40)')
    .addColumn('disbursed_amount', 'numeric(18, 3)')
    .addColumn('disbursed_date', 'varchar(8)')
    .addColumn('annual_rate', 'numeric(18, 3)')
    .addColumn('due_date', 'varchar(8)')
    .addColumn('repaid_date', 'varchar(8)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('loan_application_loan_number_idx').on('loan_application').columns(['loan_number']).execute();
  await db.schema.createIndex('loan_application_applicant_type_idx').on('loan_application').columns(['applicant_type']).execute();
  await db.schema.createIndex('loan_application_driver_code_idx').on('loan_application').columns(['driver_code']).execute();
  await db.schema.createIndex('loan_application_team_code_idx').on('loan_application').columns(['team_code']).execute();
  await db.schema.createIndex('loan_application_financier_bank_code_idx').on('loan_application').columns(['financier_bank_code']).execute();
  await db.schema.createIndex('loan_application_amount_requested_idx').on('loan_application').columns(['amount_requested']).execute();
  await db.schema.createIndex('loan_application_status_idx').on('loan_application').columns(['status']).execute();
  await db.schema.createIndex('loan_application_due_date_idx').on('loan_application').columns(['due_date']).execute();
  await db.schema.createIndex('loan_application_gmt_created_idx').on('loan_application').columns(['gmt_created']).execute();
  await db.schema.createIndex('loan_application_gmt_modified_idx').on('loan_application').columns(['gmt_modified']).execute();
  await db.schema.createIndex('loan_application_branch_code_idx').on('loan_application').columns(['branch_code']).execute();
  await db.schema.createIndex('loan_application_branch_code_gmt_created_idx').on('loan_application').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createTable('loan_proof')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('loan_number', 'varchar(20)', notNull)
    .addColumn('loan_status', 'varchar(20)')
    .addColumn('shipping_note_number', 'varchar(20)', notNull)
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('carrier_name', 'varchar(100)')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('signed_date_time', 'varchar(19)')
    .addColumn('accounted_freight', 'numeric(18, 3)')
    .addColumn('receivable_amount', 'numeric(18, 3)')
    .addColumn('waybill_images', 'text')
    .addColumn('receipt_images', 'text')
    .addColumn('contract_images', 'text')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('loan_proof_loan_number_idx').on('loan_proof').columns(['loan_number']).execute();
  await db.schema.createIndex('loan_proof_loan_status_idx').on('loan_proof').columns(['loan_status']).execute();
  await db.schema.createIndex('loan_proof_shipping_note_number_idx').on('loan_proof').columns(['shipping_note_number']).execute();
  await db.schema.createIndex('loan_proof_driver_code_idx').on('loan_proof').columns(['driver_code']).execute();
  await db.schema.createIndex('loan_proof_receivable_amount_idx').on('loan_proof').columns(['receivable_amount']).execute();
  await db.schema.createIndex('loan_proof_gmt_created_idx').on('loan_proof').columns(['gmt_created']).execute();
  await db.schema.createIndex('loan_proof_gmt_modified_idx').on('loan_proof').columns(['gmt_modified']).execute();
  await db.schema.createIndex('loan_proof_branch_code_idx').on('loan_proof').columns(['branch_code']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('loan_proof').execute();
  await db.schema.dropTable('loan_application').execute();
  await db.schema.dropTable('ins_policy').execute();
  await db.schema.dropTable('city_order_drop').execute();
  await db.schema.dropTable('city_order').execute();
}
