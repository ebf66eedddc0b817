import { Alert, Box, Button, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { useFormatters } from '@/lib/format';
import type { BuildState } from '../api/use-audit-pack-build';
import type { PackProgress } from '../api/build-audit-pack';

/** The build's progress bar with its counts and Cancel; then what came of it. */
interface BuildStatusProps {
  state: BuildState;
  onCancel: () => void;
  /** Builds the same range again (after a failed build). */
  onRetry: () => void;
}

export function BuildStatus({ state, onCancel, onRetry }: BuildStatusProps) {
  const { t } = useTranslation('audit-pack');
  const formatters = useFormatters();

  if (state.status === 'building') return <BuildProgress progress={state.progress} onCancel={onCancel} />;

  if (state.status === 'done') {
    const { counts } = state;
    return (
      <Alert.Root status="success" role="status" data-testid="audit-pack-result">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('result.done', { file: state.fileName })}</Alert.Title>
          <Alert.Description>
            <Stack gap="1">
              <Text>{t('result.doneDetail', { count: counts.ok, n: formatters.number(counts.ok) })}</Text>
              {counts.failed > 0 ? (
                <Text fontWeight="semibold">
                  {t('result.failed', { count: counts.failed, n: formatters.number(counts.failed) })}
                </Text>
              ) : null}
              {counts['not-included'] > 0 ? (
                <Text>
                  {t('result.notIncluded', {
                    count: counts['not-included'],
                    n: formatters.number(counts['not-included']),
                  })}
                </Text>
              ) : null}
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  if (state.status === 'cancelled') {
    return (
      <Alert.Root status="info" role="status" data-testid="audit-pack-result">
        <Alert.Indicator />
        <Alert.Description>{t('result.cancelled')}</Alert.Description>
      </Alert.Root>
    );
  }

  if (state.status === 'error') return <LoadError message={state.message} onRetry={onRetry} />;

  return null;
}

function BuildProgress({ progress, onCancel }: { progress: PackProgress; onCancel: () => void }) {
  const { t } = useTranslation('audit-pack');
  const formatters = useFormatters();
  const { phase, done, total } = progress;
  const counted = phase !== 'listing';
  const text =
    phase === 'listing'
      ? t('progress.listing')
      : t('progress.files', { done: formatters.number(done), total: formatters.number(total) });

  return (
    <Box as="section" borderWidth="1px" rounded="md" p={{ base: '4', md: '5' }} data-testid="audit-pack-progress">
      {/* Styled here: the app's theme (src/app/theme.ts) carries no progress recipe. */}
      <Progress.Root value={counted ? done : null} max={Math.max(total, 1)} translations={{ value: () => text }}>
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="2">
          <Progress.Label fontWeight="semibold">{t('progress.label')}</Progress.Label>
          <Text textStyle="sm" color="fg.muted" data-testid="audit-pack-count">
            {phase === 'index' ? `${text} · ${t('progress.index')}` : text}
          </Text>
        </Flex>
        <Progress.Track
          aria-label={t('progress.label')}
          aria-valuetext={text}
          h="2.5"
          bg="bg.emphasized"
          rounded="full"
          overflow="hidden"
        >
          <Progress.Range
            h="full"
            bg="colorPalette.solid"
            rounded="full"
            transition="width 0.2s ease-out"
            {...(counted ? {} : { w: 'full', opacity: 0.4, animation: 'pulse 1.5s ease-in-out infinite' })}
          />
        </Progress.Track>
      </Progress.Root>
      <Button mt="4" variant="outline" onClick={onCancel}>
        {t('progress.cancel')}
      </Button>
    </Box>
  );
}
