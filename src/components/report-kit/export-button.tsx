import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReportExportState } from './use-report-export';

/** An export's button: its label, then 'Preparing file…' and the percent downloaded while it runs. */
export function ExportButton<Input>({
  exporter,
  input,
  label,
  disabled = false,
}: {
  exporter: ReportExportState<Input>;
  input: Input;
  label?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('common');
  const working = exporter.percent === null ? t('exporting') : t('exportProgress', { percent: exporter.percent });
  return (
    <Button
      variant="outline"
      onClick={() => exporter.start(input)}
      loading={exporter.pending}
      loadingText={working}
      disabled={disabled}
    >
      {label ?? t('export')}
    </Button>
  );
}
