// The provincial network-freight monitoring platform is an outside system: the server sends it
// messages through this interface only. Which implementation answers a branch's reports:
// - the platform's endpoint setting (provincial-platforms.json endpointSetting, an environment
//   variable) empty or unset: the LOCAL SIMULATOR (simulator.ts), which answers as the platforms
//   do from rules of its own — the default, since the platforms' addresses and credentials are
//   given to an operator when it registers with its province, not published;
// - set: an HTTP client posting the message in the province's format to that address. It is
//   meant for the relay an operator runs in front of its province (the province's SDK, which
//   signs, encrypts and logs in with the operator's 物流交换代码), and reads its JSON answer
//   { "success": true|false, "message": "...", "receiptNumber": "..." }.
import type { MessageType, ReportMessage } from './messages';
import { endpointOf, type ReportProvince } from './provinces';
import { CONTENT_TYPES } from './serialize';

export interface PlatformEnvelope {
  province: ReportProvince;
  messageType: MessageType;
  /** WLHY_YD1001 / WLHY_ZJ1001. */
  documentType: string;
  /** The message as built (the simulator reads it). */
  message: ReportMessage;
  /** The message in the province's format (what goes on the wire). */
  body: string;
  branchCode: string;
}

export type PlatformAnswer =
  | { accepted: true; receiptNumber: string; message: string }
  | { accepted: false; message: string };

export interface MonitoringPlatform {
  /** true for the local simulator (the records say so). */
  readonly simulated: boolean;
  send(envelope: PlatformEnvelope): Promise<PlatformAnswer>;
}

/** How long the HTTP client waits for a platform's answer. */
export const PLATFORM_TIMEOUT_MS = 15_000;

export function httpMonitoringPlatform(endpoint: string, fetchImpl: typeof fetch = fetch): MonitoringPlatform {
  return {
    simulated: false,
    async send(envelope) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': CONTENT_TYPES[envelope.province.variant], 'x-document-type': envelope.documentType },
        body: envelope.body,
        signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const answer = await response.json() as { success?: unknown; message?: unknown; receiptNumber?: unknown };
      const message = typeof answer.message === 'string' ? answer.message : '';
      if (answer.success === true) return { accepted: true, receiptNumber: typeof answer.receiptNumber === 'string' ? answer.receiptNumber : '', message };
      return { accepted: false, message: message || '省平台未说明原因' };
    },
  };
}

/** Picks the platform of a province: its endpoint's client, else the simulator. */
export type PlatformChooser = (province: ReportProvince) => MonitoringPlatform;

export function platformChooser(simulator: MonitoringPlatform, env: NodeJS.ProcessEnv = process.env): PlatformChooser {
  return (province) => {
    const endpoint = endpointOf(province, env);
    return endpoint ? httpMonitoringPlatform(endpoint) : simulator;
  };
}
