// Written by `npm run db:diff` from the entity schemas:
// - wh_invoice: new table (30 columns, 9 indexes)
// - wh_labour: new table (22 columns, 10 indexes)
// - wh_location: new table (11 columns, 7 indexes)
// - wh_order: new table (28 columns, 13 indexes)
// - wh_order_line: new table (21 columns, 9 indexes)
// - wh_settlement: new table (25 columns, 7 indexes)
// - wh_settlement_line: new table (15 columns, 5 indexes)
// - wh_stock_move: new table (23 columns, 12 indexes)
// - wh_warehouse: new table (17 columns, 6 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import { sql, type Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('wh_invoice')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('application_number', 'varchar(20)')
    .addColumn('settlement_number', 'varchar(20)', notNull)
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('invoice_type', 'varchar(20)', notNull)
    .addColumn('invoice_message_id', 'bigint', notNull)
    .addColumn('invoice_title', 'varchar(100)')
    .addColumn('tax_number', 'varchar(18)')
    .addColumn('registered_address', 'varchar(200)')
    .addColumn('registered_phone', 'varchar(20)')
    .addColumn('bank_name', 'varchar(100)')
    .addColumn('bank_account', 'varchar(30)')
    .addColumn('amount', 'numeric(18, 3)')
    .addColumn('tax_rate', 'numeric(18, 3)')
    .addColumn('tax_amount', 'numeric(18, 3)')
    .addColumn('amount_excluding_tax', 'numeric(18, 3)')
    .addColumn('invoice_code', 'varchar(12)')
    .addColumn('invoice_number', 'varchar(20)')
    .addColumn('issue_date_time', 'varchar(19)')
    .addColumn('issuer_name', 'varchar(50)')
    .addColumn('void_reason', 'varchar(200)')
    .addColumn('void_date_time', 'varchar(19)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('live_key', 'varchar(20)')
    .addColumn('applicant_name', 'varchar(50)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('wh_invoice_branch_code_live_key_uq').on('wh_invoice').columns(['branch_code', 'live_key']).unique().execute();
  await db.schema.createIndex('wh_invoice_application_number_idx').on('wh_invoice').columns(['application_number']).execute();
  await db.schema.createIndex('wh_invoice_shipper_code_idx').on('wh_invoice').columns(['shipper_code']).execute();
  await db.schema.createIndex('wh_invoice_invoice_type_idx').on('wh_invoice').columns(['invoice_type']).execute();
  await db.schema.createIndex('wh_invoice_amount_idx').on('wh_invoice').columns(['amount']).execute();
  await db.schema.createIndex('wh_invoice_issue_date_time_idx').on('wh_invoice').columns(['issue_date_time']).execute();
  await db.schema.createIndex('wh_invoice_status_idx').on('wh_invoice').columns(['status']).execute();
  await db.schema.createIndex('wh_invoice_gmt_created_idx').on('wh_invoice').columns(['gmt_created']).execute();
  await db.schema.createIndex('wh_invoice_branch_code_idx').on('wh_invoice').columns(['branch_code']).execute();
  await db.schema.createTable('wh_labour')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('labour_number', 'varchar(20)')
    .addColumn('order_number', 'varchar(20)', notNull)
    .addColumn('warehouse_code', 'varchar(16)')
    .addColumn('warehouse_name', 'varchar(50)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('work_type', 'varchar(20)', notNull)
    .addColumn('work_date_time', 'varchar(19)', notNull)
    .addColumn('team_name', 'varchar(30)', notNull)
    .addColumn('workers', 'varchar(100)')
    .addColumn('pieces', 'bigint')
    .addColumn('tonnage', 'numeric(18, 3)', notNull)
    .addColumn('unit_price', 'numeric(18, 3)', notNull)
    .addColumn('amount', 'numeric(18, 3)')
    .addColumn('status', 'varchar(20)')
    .addColumn('settlement_number', 'varchar(20)')
    .addColumn('operator_name', 'varchar(50)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('wh_labour_labour_number_idx').on('wh_labour').columns(['labour_number']).execute();
  await db.schema.createIndex('wh_labour_warehouse_code_idx').on('wh_labour').columns(['warehouse_code']).execute();
  await db.schema.createIndex('wh_labour_shipper_code_idx').on('wh_labour').columns(['shipper_code']).execute();
  await db.schema.createIndex('wh_labour_work_type_idx').on('wh_labour').columns(['work_type']).execute();
  await db.schema.createIndex('wh_labour_work_date_time_idx').on('wh_labour').columns(['work_date_time']).execute();
  await db.schema.createIndex('wh_labour_amount_idx').on('wh_labour').columns(['amount']).execute();
  await db.schema.createIndex('wh_labour_status_idx').on('wh_labour').columns(['status']).execute();
  await db.schema.createIndex('wh_labour_settlement_number_idx').on('wh_labour').columns(['settlement_number']).execute();
  await db.schema.createIndex('wh_labour_gmt_created_idx').on('wh_labour').columns(['gmt_created']).execute();
  await db.schema.createIndex('wh_labour_branch_code_idx').on('wh_labour').columns(['branch_code']).execute();
  await db.schema.createTable('wh_location')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('warehouse_code', 'varchar(16)', notNull)
    .addColumn('warehouse_name', 'varchar(50)')
    .addColumn('location_code', 'varchar(20)', notNull)
    .addColumn('zone', 'varchar(20)', notNull)
    .addColumn('capacity', 'numeric(18, 3)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('wh_location_branch_code_location_code_uq').on('wh_location').columns(['branch_code', 'location_code']).unique().execute();
  await db.schema.createIndex('wh_location_warehouse_code_idx').on('wh_location').columns(['warehouse_code']).execute();
  await db.schema.createIndex('wh_location_location_code_idx').on('wh_location').columns(['location_code']).execute();
  await db.schema.createIndex('wh_location_zone_idx').on('wh_location').columns(['zone']).execute();
  await db.schema.createIndex('wh_location_status_idx').on('wh_location').columns(['status']).execute();
  await db.schema.createIndex('wh_location_gmt_created_idx').on('wh_location').columns(['gmt_created']).execute();
  await db.schema.createIndex('wh_location_branch_code_idx').on('wh_location').columns(['branch_code']).execute();
  await db.schema.createTable('wh_order')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_number', 'varchar(20)')
    .addColumn('order_type', 'varchar(20)', notNull)
    .addColumn('warehouse_code', 'varchar(16)', notNull)
    .addColumn('warehouse_name', 'varchar(50)')
    .addColumn('shipper_code', 'varchar(32)', notNull)
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('business_date', 'varchar(8)', notNull)
    .addColumn('shipping_note_number', 'varchar(20)')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('to_warehouse_code', 'varchar(16)')
    .addColumn('to_warehouse_name', 'varchar(50)')
    .addColumn('damage_reason', 'varchar(20)')
    .addColumn('responsible_party', 'varchar(20)')
    .addColumn('reason', 'varchar(200)')
    .addColumn('line_count', 'bigint')
    .addColumn('total_quantity', 'numeric(18, 3)')
    .addColumn('total_weight', 'numeric(18, 3)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('confirmed_date_time', 'varchar(19)')
    .addColumn('confirmer_name', 'varchar(50)')
    .addColumn('cancel_reason', 'varchar(200)')
    .addColumn('cancelled_date_time', 'varchar(19)')
    .addColumn('operator_name', 'varchar(50)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('wh_order_order_number_idx').on('wh_order').columns(['order_number']).execute();
  await db.schema.createIndex('wh_order_order_type_idx').on('wh_order').columns(['order_type']).execute();
  await db.schema.createIndex('wh_order_warehouse_code_idx').on('wh_order').columns(['warehouse_code']).execute();
  await db.schema.createIndex('wh_order_shipper_code_idx').on('wh_order').columns(['shipper_code']).execute();
  await db.schema.createIndex('wh_order_business_date_idx').on('wh_order').columns(['business_date']).execute();
  await db.schema.createIndex('wh_order_to_warehouse_code_idx').on('wh_order').columns(['to_warehouse_code']).execute();
  await db.schema.createIndex('wh_order_damage_reason_idx').on('wh_order').columns(['damage_reason']).execute();
  await db.schema.createIndex('wh_order_responsible_party_idx').on('wh_order').columns(['responsible_party']).execute();
  await db.schema.createIndex('wh_order_status_idx').on('wh_order').columns(['status']).execute();
  await db.schema.createIndex('wh_order_confirmed_date_time_idx').on('wh_order').columns(['confirmed_date_time']).execute();
  await db.schema.createIndex('wh_order_gmt_created_idx').on('wh_order').columns(['gmt_created']).execute();
  await db.schema.createIndex('wh_order_branch_code_idx').on('wh_order').columns(['branch_code']).execute();
  await db.schema.createIndex('wh_order_branch_code_order_type_gmt_created_idx').on('wh_order').columns(['branch_code', 'order_type', 'gmt_created']).execute();
  await db.schema.createTable('wh_order_line')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_number', 'varchar(20)', notNull)
    .addColumn('order_type', 'varchar(20)')
    .addColumn('warehouse_code', 'varchar(16)')
    .addColumn('order_status', 'varchar(20)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('goods_code', 'varchar(20)', notNull)
    .addColumn('goods_name', 'varchar(50)')
    .addColumn('spec', 'varchar(100)')
    .addColumn('unit_name', 'varchar(20)')
    .addColumn('location_code', 'varchar(20)', notNull)
    .addColumn('to_location_code', 'varchar(20)')
    .addColumn('quantity', 'numeric(18, 3)', notNull)
    .addColumn('weight', 'numeric(18, 3)')
    .addColumn('batch_number', 'varchar(30)')
    .addColumn('production_date', 'varchar(8)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('wh_order_line_order_number_idx').on('wh_order_line').columns(['order_number']).execute();
  await db.schema.createIndex('wh_order_line_order_type_idx').on('wh_order_line').columns(['order_type']).execute();
  await db.schema.createIndex('wh_order_line_warehouse_code_idx').on('wh_order_line').columns(['warehouse_code']).execute();
  await db.schema.createIndex('wh_order_line_order_status_idx').on('wh_order_line').columns(['order_status']).execute();
  await db.schema.createIndex('wh_order_line_shipper_code_idx').on('wh_order_line').columns(['shipper_code']).execute();
  await db.schema.createIndex('wh_order_line_goods_code_idx').on('wh_order_line').columns(['goods_code']).execute();
  await db.schema.createIndex('wh_order_line_location_code_idx').on('wh_order_line').columns(['location_code']).execute();
  await db.schema.createIndex('wh_order_line_gmt_created_idx').on('wh_order_line').columns(['gmt_created']).execute();
  await db.schema.createIndex('wh_order_line_branch_code_idx').on('wh_order_line').columns(['branch_code']).execute();
  await db.schema.createTable('wh_settlement')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('settlement_number', 'varchar(20)')
    .addColumn('shipper_code', 'varchar(32)', notNull)
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('period_start', 'varchar(8)', notNull)
    .addColumn('period_end', 'varchar(8)', notNull)
    .addColumn('storage_tonne_days', 'numeric(18, 3)')
    .addColumn('storage_amount', 'numeric(18, 3)')
    .addColumn('labour_count', 'bigint')
    .addColumn('labour_amount', 'numeric(18, 3)')
    .addColumn('total_amount', 'numeric(18, 3)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('review_level', 'bigint')
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('reviewer_name', 'varchar(50)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('charge_journal_number', 'varchar(32)')
    .addColumn('paid_date_time', 'varchar(19)')
    .addColumn('paid_journal_number', 'varchar(32)')
    .addColumn('cancel_reason', 'varchar(200)')
    .addColumn('operator_name', 'varchar(50)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('wh_settlement_settlement_number_idx').on('wh_settlement').columns(['settlement_number']).execute();
  await db.schema.createIndex('wh_settlement_shipper_code_idx').on('wh_settlement').columns(['shipper_code']).execute();
  await db.schema.createIndex('wh_settlement_period_start_idx').on('wh_settlement').columns(['period_start']).execute();
  await db.schema.createIndex('wh_settlement_total_amount_idx').on('wh_settlement').columns(['total_amount']).execute();
  await db.schema.createIndex('wh_settlement_status_idx').on('wh_settlement').columns(['status']).execute();
  await db.schema.createIndex('wh_settlement_gmt_created_idx').on('wh_settlement').columns(['gmt_created']).execute();
  await db.schema.createIndex('wh_settlement_branch_code_idx').on('wh_settlement').columns(['branch_code']).execute();
  await db.schema.createTable('wh_settlement_line')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('settlement_number', 'varchar(20)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('line_type', 'varchar(20)')
    .addColumn('warehouse_code', 'varchar(16)')
    .addColumn('warehouse_name', 'varchar(50)')
    .addColumn('labour_number', 'varchar(20)')
    .addColumn('description', 'varchar(200)')
    .addColumn('tonne_days', 'numeric(18, 3)')
    .addColumn('rate', 'numeric(18, 3)')
    .addColumn('amount', 'numeric(18, 3)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('wh_settlement_line_settlement_number_idx').on('wh_settlement_line').columns(['settlement_number']).execute();
  await db.schema.createIndex('wh_settlement_line_shipper_code_idx').on('wh_settlement_line').columns(['shipper_code']).execute();
  await db.schema.createIndex('wh_settlement_line_line_type_idx').on('wh_settlement_line').columns(['line_type']).execute();
  await db.schema.createIndex('wh_settlement_line_gmt_created_idx').on('wh_settlement_line').columns(['gmt_created']).execute();
  await db.schema.createIndex('wh_settlement_line_branch_code_idx').on('wh_settlement_line').columns(['branch_code']).execute();
  await db.schema.createTable('wh_stock_move')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('move_date_time', 'varchar(19)')
    .addColumn('move_type', 'varchar(20)')
    .addColumn('order_number', 'varchar(20)')
    .addColumn('order_id', 'bigint')
    .addColumn('order_type', 'varchar(20)')
    .addColumn('line_id', 'bigint')
    .addColumn('warehouse_code', 'varchar(16)')
    .addColumn('warehouse_name', 'varchar(50)')
    .addColumn('location_code', 'varchar(20)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('goods_code', 'varchar(20)')
    .addColumn('goods_name', 'varchar(50)')
    .addColumn('unit_name', 'varchar(20)')
    .addColumn('quantity', 'numeric(18, 3)')
    .addColumn('weight', 'numeric(18, 3)')
    .addColumn('batch_number', 'varchar(30)')
    .addColumn('operator_name', 'varchar(50)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('wh_stock_move_move_date_time_idx').on('wh_stock_move').columns(['move_date_time']).execute();
  await db.schema.createIndex('wh_stock_move_move_type_idx').on('wh_stock_move').columns(['move_type']).execute();
  await db.schema.createIndex('wh_stock_move_order_number_idx').on('wh_stock_move').columns(['order_number']).execute();
  await db.schema.createIndex('wh_stock_move_order_type_idx').on('wh_stock_move').columns(['order_type']).execute();
  await db.schema.createIndex('wh_stock_move_warehouse_code_idx').on('wh_stock_move').columns(['warehouse_code']).execute();
  await db.schema.createIndex('wh_stock_move_location_code_idx').on('wh_stock_move').columns(['location_code']).execute();
  await db.schema.createIndex('wh_stock_move_shipper_code_idx').on('wh_stock_move').columns(['shipper_code']).execute();
  await db.schema.createIndex('wh_stock_move_goods_code_idx').on('wh_stock_move').columns(['goods_code']).execute();
  await db.schema.createIndex('wh_stock_move_gmt_created_idx').on('wh_stock_move').columns(['gmt_created']).execute();
  await db.schema.createIndex('wh_stock_move_branch_code_idx').on('wh_stock_move').columns(['branch_code']).execute();
  await db.schema.createIndex('wh_stock_move_branch_code_shipper_code_goods_code_idx').on('wh_stock_move').columns(['branch_code', 'shipper_code', 'goods_code']).execute();
  await db.schema.createIndex('wh_stock_move_branch_code_move_date_time_idx').on('wh_stock_move').columns(['branch_code', 'move_date_time']).execute();
  await db.schema.createTable('wh_warehouse')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('warehouse_code', 'varchar(16)', notNull)
    .addColumn('warehouse_name', 'varchar(50)', notNull)
    .addColumn('warehouse_type', 'varchar(20)', notNull)
    .addColumn('station_id', 'bigint')
    .addColumn('station_name', 'varchar(100)')
    .addColumn('area_code', 'varchar(6)')
    .addColumn('address', 'varchar(200)', notNull)
    .addColumn('floor_area', 'numeric(18, 3)')
    .addColumn('manager_name', 'varchar(30)')
    .addColumn('manager_phone', 'varchar(11)')
    .addColumn('storage_rate', 'numeric(18, 3)', notNull)
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('wh_warehouse_branch_code_warehouse_code_uq').on('wh_warehouse').columns(['branch_code', 'warehouse_code']).unique().execute();
  await db.schema.createIndex('wh_warehouse_warehouse_code_idx').on('wh_warehouse').columns(['warehouse_code']).execute();
  await db.schema.createIndex('wh_warehouse_warehouse_type_idx').on('wh_warehouse').columns(['warehouse_type']).execute();
  await db.schema.createIndex('wh_warehouse_status_idx').on('wh_warehouse').columns(['status']).execute();
  await db.schema.createIndex('wh_warehouse_gmt_created_idx').on('wh_warehouse').columns(['gmt_created']).execute();
  await db.schema.createIndex('wh_warehouse_branch_code_idx').on('wh_warehouse').columns(['branch_code']).execute();
  // The stock (entity warehouseStock, 库存) per warehouse, location, customer and goods: the sums of
  // the confirmed documents' moves, so it always equals them (written by hand: a view is not an
  // entity table). Rows whose goods are no longer held are left out.
  await sql`create view wh_stock_view as
    select min(m.id) as id, m.branch_code, m.warehouse_code, max(m.warehouse_name) as warehouse_name,
      m.location_code, m.shipper_code, max(m.shipper_name) as shipper_name,
      m.goods_code, max(m.goods_name) as goods_name, max(l.spec) as spec, max(m.unit_name) as unit_name,
      round(cast(sum(m.quantity) as numeric), 2) as quantity,
      round(cast(sum(m.weight) as numeric), 3) as weight,
      count(*) as move_count, max(m.move_date_time) as last_move_date_time
    from wh_stock_move m
    left join wh_order_line l on l.id = m.line_id
    group by m.branch_code, m.warehouse_code, m.location_code, m.shipper_code, m.goods_code
    having round(cast(sum(m.quantity) as numeric), 2) <> 0 or round(cast(sum(m.weight) as numeric), 3) <> 0`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop view if exists wh_stock_view`.execute(db);
  await db.schema.dropTable('wh_warehouse').execute();
  await db.schema.dropTable('wh_stock_move').execute();
  await db.schema.dropTable('wh_settlement_line').execute();
  await db.schema.dropTable('wh_settlement').execute();
  await db.schema.dropTable('wh_order_line').execute();
  await db.schema.dropTable('wh_order').execute();
  await db.schema.dropTable('wh_location').execute();
  await db.schema.dropTable('wh_labour').execute();
  await db.schema.dropTable('wh_invoice').execute();
}
