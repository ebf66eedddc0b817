import { Box, Flex, Text } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { useToday } from '@/lib/dates';
import { useSession } from '@/lib/session/session-provider';
import { useAuditPackBuild } from '../api/use-audit-pack-build';
import { packAccess } from '../utils/pack-sections';
import { AuditPackForm } from './audit-pack-form';
import { BuildStatus } from './build-status';
import { PackContents } from './pack-contents';

/**
 * The Audit Pack (issue 9, beyond the spec): one click builds the zip an auditor asks for — the ESDS
 * export, every report card and screenshot of the range, the outreach engagement summary and an index
 * with each file's SHA-256 — with progress and Cancel. The range defaults to one year back.
 */
export function AuditPackPage() {
  const { t } = useTranslation('audit-pack');
  const { company } = useSession();
  const today = useToday();
  const { state, start, cancel, retry } = useAuditPackBuild();
  const headingId = useId();
  const access = useMemo(() => packAccess(company), [company]);

  return (
    <PageFrame
      gap="6"
      maxW="56rem"
      headingId={headingId}
      intro={
        <Text color="fg.muted" maxW="44rem">
          {t('intro')}
        </Text>
      }
    >
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="stretch">
        <Box flex="1" borderWidth="1px" rounded="md" p={{ base: '4', md: '5' }} bg="bg.panel">
          <AuditPackForm
            today={today}
            building={state.status === 'building'}
            disabled={!company}
            onBuild={start}
            aria-labelledby={headingId}
          />
        </Box>
        <Box flex="1" borderWidth="1px" rounded="md" p={{ base: '4', md: '5' }} bg="bg.subtle">
          <PackContents access={access} />
        </Box>
      </Flex>

      <BuildStatus state={state} onCancel={cancel} onRetry={retry} />
    </PageFrame>
  );
}
