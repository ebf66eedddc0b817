import type { TFunction } from 'i18next';
import type { OrganizationEngagement } from '@/generated/model';
import { agentChannel, type AgentChannel } from '@/lib/agent-channels';
import { toCsv, type CsvColumn } from '@/lib/csv';

/** The words of outreach/engagement-summary.csv, in the user's language. */
export interface EngagementTexts {
  columns: Record<
    | 'organization'
    | 'organizationChannels'
    | 'organizationJobsSent'
    | 'recipient'
    | 'recipientEmail'
    | 'recipientChannels'
    | 'recipientJobsSent',
    string
  >;
  /** A channel's name. */
  channel: (channel: AgentChannel) => string;
}

/**
 * The summary's words from the translations: its own column names (audit-pack.json), and the channel names
 * the outreach dashboard shows too (common.json), so the file and the screen name a channel alike.
 */
export function engagementTexts(t: TFunction<'audit-pack'>): EngagementTexts {
  return {
    columns: {
      organization: t('engagement.organization'),
      organizationChannels: t('engagement.organizationChannels'),
      organizationJobsSent: t('engagement.organizationJobsSent'),
      recipient: t('engagement.recipient'),
      recipientEmail: t('engagement.recipientEmail'),
      recipientChannels: t('engagement.recipientChannels'),
      recipientJobsSent: t('engagement.recipientJobsSent'),
    },
    channel: (channel) => t(`common:channels.${channel}`),
  };
}

interface EngagementRow {
  organization: OrganizationEngagement;
  recipient: OrganizationEngagement['recipientEngagement'][number] | null;
}

/** Every channel named (an audit wants them all, not the dashboard's 'multiple'); unknown codes as numbers. */
function channelNames(types: readonly number[], texts: EngagementTexts): string {
  return [...new Set(types)]
    .map((type) => {
      const channel = agentChannel(type);
      return channel ? texts.channel(channel) : String(type);
    })
    .join('; ');
}

/**
 * The engagement summary as the outreach dashboard shows it, flattened: one row per recipient of each
 * organization (an organization without recipients keeps one row). Written with the product's one CSV
 * writer, so names cannot smuggle a formula into a spreadsheet.
 */
export function engagementCsv(organizations: readonly OrganizationEngagement[], texts: EngagementTexts): string {
  const rows = organizations.flatMap((organization): EngagementRow[] =>
    organization.recipientEngagement.length > 0
      ? organization.recipientEngagement.map((recipient) => ({ organization, recipient }))
      : [{ organization, recipient: null }],
  );
  const { columns } = texts;
  const csvColumns: CsvColumn<EngagementRow>[] = [
    { header: columns.organization, value: (row) => row.organization.organizationName },
    { header: columns.organizationChannels, value: (row) => channelNames(row.organization.agentGroupTypes, texts) },
    { header: columns.organizationJobsSent, value: (row) => row.organization.totalNumberOfJobsSent },
    { header: columns.recipient, value: (row) => row.recipient?.recipientName },
    { header: columns.recipientEmail, value: (row) => row.recipient?.recipientEmail },
    {
      header: columns.recipientChannels,
      value: (row) => (row.recipient ? channelNames(row.recipient.agentGroupTypes, texts) : ''),
    },
    { header: columns.recipientJobsSent, value: (row) => row.recipient?.numberOfJobsSent },
  ];
  return toCsv(csvColumns, rows);
}
