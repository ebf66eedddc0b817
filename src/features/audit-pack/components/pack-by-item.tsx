import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDay, useToday } from '@/lib/dates';
import { useSession } from '@/lib/session/session-provider';
import type { IsoRange } from '../api/audit-pack-sources';
import { useAuditPackBuild } from '../api/use-audit-pack-build';
import { BuildStatus } from './build-status';

/**
 * "Build the pack by item" for a range (Audit Readiness' letter period): the Audit Pack with one folder
 * per item of the scheduling letter, the listing exceptions in the job listings folder, and the index
 * naming each file's item. Progress, Cancel and the download are the Audit Pack's.
 */
export function PackByItem({ range }: { range: IsoRange }) {
  const { t } = useTranslation('audit-pack');
  const { company } = useSession();
  const today = calendarDay(useToday());
  const { state, start, cancel, retry } = useAuditPackBuild();
  const headingId = useId();
  return (
    <Stack gap="3" as="section" aria-labelledby={headingId} borderWidth="1px" rounded="md" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="lg" id={headingId}>
        {t('byItem.title')}
      </Heading>
      <Text color="fg.muted">{t('byItem.help')}</Text>
      <Box>
        <Button
          onClick={() => start(range, { layout: 'by-item', today })}
          loading={state.status === 'building'}
          loadingText={t('byItem.build')}
          disabled={!company}
        >
          {t('byItem.build')}
        </Button>
      </Box>
      <BuildStatus state={state} onCancel={cancel} onRetry={retry} />
    </Stack>
  );
}
