import type { Identifier } from 'react-admin';
import { COMPLIANCE_MARKETS, COMPLIANCE_STATUSES, ENDING_WITHIN_DAYS, type ComplianceMember, type ComplianceStatus } from '../../../shared/compliance';

/** A row of the CE Compliance list: a licensee member and their current cycle. */
export type ComplianceRecord = ComplianceMember & { id: Identifier };

export const statusLabel = (status: string) => `app.compliance.statuses.${status}`;

export const STATUS_CHOICES = COMPLIANCE_STATUSES.map((id) => ({ id, name: statusLabel(id) }));
export const ENDING_CHOICES = ENDING_WITHIN_DAYS.map((days) => ({ id: String(days), name: `app.compliance.endingWithin.days${days}` }));
export const MARKET_CHOICES = COMPLIANCE_MARKETS.map((market) => ({ id: market, name: market }));

/** Outlined, as every status chip: the theme writes their labels in the text colour. */
export const STATUS_COLORS: Record<ComplianceStatus, 'warning' | 'success' | 'default'> = {
  behind: 'warning',
  onTrack: 'default',
  complete: 'success',
};

/** Days and hours as the other lists and the export write them. */
export { formatDay, formatHours } from '../../../shared/formats';
