// Schema migrations, listed in code (no directory scan) so they work the same under tsx,
// bundlers and tests. Append new migrations to the list; never edit a released one.
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from '../storage/database';
import * as foundation from './0001_foundation';
import * as entities from './0002_entities';
import * as oneDriverRecord from './0003_one_driver_record';
import * as listSpeed from './0004_list_speed';
import * as screensAndScopes from './0005_screens_and_scopes';
import * as numberSequence from './0006_number_sequence';
import * as timeOrderedAmountIndex from './0007_time_ordered_amount_index';
import * as enclosureInShell from './0008_enclosure_in_shell';
import * as signInThrottle from './0009_sign_in_throttle';
import * as operationLog from './0010_operation_log';
import * as idempotencyKey from './0011_idempotency_key';
import * as departments from './0012_departments';
import * as departmentScreen from './0013_department_screen';
import * as operationLogScreen from './0014_operation_log_screen';
import * as dashboardsAndReports from './0015_dashboards_and_reports';
import * as bigDataCentre from './0016_big_data_centre';
import * as fieldRequirementsAndAuditConfig from './0017_field_requirements_and_audit_config';
import * as siteContentAndPartyGroupFilings from './0018_site_content_and_party_group_filings';
import * as siteAndPartyGroupTables from './0019_site_and_party_group_tables';
import * as accountsOverParty from './0020_accounts_over_party';
import * as messagesRecordsAgreementsPrintTemplates from './0021_messages_records_agreements_print_templates';
import * as messageLogsAndAppVersions from './0022_message_logs_and_app_versions';
import * as basicGoodsMasterData from './0023_basic_goods_master_data';
import * as partiesFleetsAndDocuments from './0024_parties_fleets_and_documents';
import * as basicFinanceMasterData from './0025_basic_finance_master_data';
import * as shipperRecords from './0026_shipper_records';
import * as vehicleServices from './0027_vehicle_services';
import * as menuAndDictionaryScreens from './0028_menu_and_dictionary_screens';
import * as staffAndOrganizations from './0029_staff_and_organizations';
import * as fleetVehicleNumberIndex from './0030_fleet_vehicle_number_index';
import * as reviewCentre from './0031_review_centre';
import * as customerService from './0032_customer_service';
import * as prepaymentAndLoadingQueue from './0033_prepayment_and_loading_queue';
import * as cargoOrdersAndBids from './0034_cargo_orders_and_bids';
import * as orderLinks from './0035_order_links';
import * as reviewFinance from './0036_review_finance';
import * as ledger from './0037_ledger';
import * as bankTransfers from './0038_bank_transfers';
import * as accountsRechargeWithdrawalRefundCollection from './0039_accounts_recharge_withdrawal_refund_collection';
import * as financialStatistics from './0040_financial_statistics';
import * as monitoringReports from './0041_monitoring_reports';
import * as reportQualityView from './0042_report_quality_view';
import * as settlementColumnsOnPaymentApplicationsAndStatements from './0043_settlement_columns_on_payment_applications_and_statements';
import * as carrierSettlement from './0044_carrier_settlement';
import * as invoicesAndReIssues from './0045_invoices_and_re_issues';
import * as invoiceableWaybillsAndDriverIncome from './0046_invoiceable_waybills_and_driver_income';
import * as merchantCentre from './0047_merchant_centre';
import * as contractsAndTemplates from './0048_contracts_and_templates';
import * as savedViewsAndListLayouts from './0049_saved_views_and_list_layouts';
import * as oilCardsAndFills from './0050_oil_cards_and_fills';
import * as warehouse from './0051_warehouse';
import * as cityTransportInsuranceLogisticsFinance from './0052_city_transport_insurance_logistics_finance';
import * as menuLookups from './0053_menu_lookups';
import * as publicLinkSecret from './0054_public_link_secret';
import * as geofencesAndPositionReports from './0055_geofences_and_position_reports';
import * as collectionAgreementSignatures from './0056_collection_agreement_signatures';
import * as publicEnquiry from './0057_public_enquiry';
import * as alarmFence from './0058_alarm_fence';
import * as mapAndPublicScreens from './0059_map_and_public_screens';
import * as exportJobs from './0060_export_jobs';
import * as storedFiles from './0061_stored_files';
import * as limitCounters from './0062_limit_counters';
import * as coordinateDecimals from './0063_coordinate_decimals';
import * as exportJobLease from './0064_export_job_lease';
import * as accessVersion from './0065_access_version';

const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_entities': entities,
  '0003_one_driver_record': oneDriverRecord,
  '0004_list_speed': listSpeed,
  '0005_screens_and_scopes': screensAndScopes,
  '0006_number_sequence': numberSequence,
  '0007_time_ordered_amount_index': timeOrderedAmountIndex,
  '0008_enclosure_in_shell': enclosureInShell,
  '0009_sign_in_throttle': signInThrottle,
  '0010_operation_log': operationLog,
  '0011_idempotency_key': idempotencyKey,
  '0012_departments': departments,
  '0013_department_screen': departmentScreen,
  '0014_operation_log_screen': operationLogScreen,
  '0015_dashboards_and_reports': dashboardsAndReports,
  '0016_big_data_centre': bigDataCentre,
  '0017_field_requirements_and_audit_config': fieldRequirementsAndAuditConfig,
  '0018_site_content_and_party_group_filings': siteContentAndPartyGroupFilings,
  '0019_site_and_party_group_tables': siteAndPartyGroupTables,
  '0020_accounts_over_party': accountsOverParty,
  '0021_messages_records_agreements_print_templates': messagesRecordsAgreementsPrintTemplates,
  '0022_message_logs_and_app_versions': messageLogsAndAppVersions,
  '0023_basic_goods_master_data': basicGoodsMasterData,
  '0024_parties_fleets_and_documents': partiesFleetsAndDocuments,
  '0025_basic_finance_master_data': basicFinanceMasterData,
  '0026_shipper_records': shipperRecords,
  '0027_vehicle_services': vehicleServices,
  '0028_menu_and_dictionary_screens': menuAndDictionaryScreens,
  '0029_staff_and_organizations': staffAndOrganizations,
  '0030_fleet_vehicle_number_index': fleetVehicleNumberIndex,
  '0031_review_centre': reviewCentre,
  '0032_customer_service': customerService,
  '0033_prepayment_and_loading_queue': prepaymentAndLoadingQueue,
  '0034_cargo_orders_and_bids': cargoOrdersAndBids,
  '0035_order_links': orderLinks,
  '0036_review_finance': reviewFinance,
  '0037_ledger': ledger,
  '0038_bank_transfers': bankTransfers,
  '0039_accounts_recharge_withdrawal_refund_collection': accountsRechargeWithdrawalRefundCollection,
  '0040_financial_statistics': financialStatistics,
  '0041_monitoring_reports': monitoringReports,
  '0042_report_quality_view': reportQualityView,
  '0043_settlement_columns_on_payment_applications_and_statements': settlementColumnsOnPaymentApplicationsAndStatements,
  '0044_carrier_settlement': carrierSettlement,
  '0045_invoices_and_re_issues': invoicesAndReIssues,
  '0046_invoiceable_waybills_and_driver_income': invoiceableWaybillsAndDriverIncome,
  '0047_merchant_centre': merchantCentre,
  '0048_contracts_and_templates': contractsAndTemplates,
  '0049_saved_views_and_list_layouts': savedViewsAndListLayouts,
  '0050_oil_cards_and_fills': oilCardsAndFills,
  '0051_warehouse': warehouse,
  '0052_city_transport_insurance_logistics_finance': cityTransportInsuranceLogisticsFinance,
  '0053_menu_lookups': menuLookups,
  '0054_public_link_secret': publicLinkSecret,
  '0055_geofences_and_position_reports': geofencesAndPositionReports,
  '0056_collection_agreement_signatures': collectionAgreementSignatures,
  '0057_public_enquiry': publicEnquiry,
  '0058_alarm_fence': alarmFence,
  '0059_map_and_public_screens': mapAndPublicScreens,
  '0060_export_jobs': exportJobs,
  '0061_stored_files': storedFiles,
  '0062_limit_counters': limitCounters,
  '0063_coordinate_decimals': coordinateDecimals,
  '0064_export_job_lease': exportJobLease,
  '0065_access_version': accessVersion,
};

/** Every migration of this release, in order (the health check compares them with those run). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrator over these migrations (tests bring a database to an older version with it). */
export function migratorOf(db: Db): Migrator {
  return new Migrator({ db, provider });
}

/** Brings the schema to the latest version; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await migratorOf(db).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error });
  }
}
