import i18next from 'i18next';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { AgentGroupType, OrganizationEngagement } from '@/generated/model';
import enAuditPack from '@/locales/en/audit-pack.json';
import enCommon from '@/locales/en/common.json';
import esAuditPack from '@/locales/es/audit-pack.json';
import esCommon from '@/locales/es/common.json';
import { engagementCsv, engagementTexts } from './engagement-csv';

const LOCALES = {
  en: { 'audit-pack': enAuditPack, common: enCommon },
  es: { 'audit-pack': esAuditPack, common: esCommon },
};

/** The audit pack's `t` in a language, over the real translations. */
async function auditPackT(language: keyof typeof LOCALES) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: LOCALES[language] },
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, 'audit-pack');
}

const UNKNOWN = 99 as AgentGroupType;
const ORGANIZATIONS: OrganizationEngagement[] = [
  {
    organizationName: 'Veterans Center',
    agentGroupTypes: [2, 4, 6, 4, UNKNOWN],
    totalNumberOfJobsSent: 12,
    recipientEngagement: [
      { recipientName: 'Ana', recipientEmail: 'ana@example.test', agentGroupTypes: [6], numberOfJobsSent: 7 },
    ],
  },
  { organizationName: 'Food Bank', agentGroupTypes: [4], totalNumberOfJobsSent: 0, recipientEngagement: [] },
];

const parse = (csv: string) => Papa.parse<string[]>(csv.trim()).data;

describe('engagementCsv with the translations (engagementTexts)', () => {
  it.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])(
    'names every channel as the outreach dashboard does (%s), and an unknown code by its number',
    async (language) => {
      const channels = LOCALES[language].common.channels;
      const columns = LOCALES[language]['audit-pack'].engagement;
      const [header, first, second] = parse(engagementCsv(ORGANIZATIONS, engagementTexts(await auditPackT(language))));
      expect(header).toEqual([
        columns.organization,
        columns.organizationChannels,
        columns.organizationJobsSent,
        columns.recipient,
        columns.recipientEmail,
        columns.recipientChannels,
        columns.recipientJobsSent,
      ]);
      expect(first).toEqual([
        'Veterans Center',
        `${channels.automaticOutreach}; ${channels.linkage}; ${channels.vetConnect}; 99`,
        '12',
        'Ana',
        'ana@example.test',
        channels.vetConnect,
        '7',
      ]);
      expect(second).toEqual(['Food Bank', channels.linkage, '0', '', '', '', '']);
    },
  );

  it('writes the Spanish names in Spanish', async () => {
    const [, first] = parse(engagementCsv(ORGANIZATIONS, engagementTexts(await auditPackT('es'))));
    expect(first?.[1]).toBe('Alcance automático; Vinculación; Vet Connect; 99');
  });
});
