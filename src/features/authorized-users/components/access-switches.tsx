import { Box, chakra, SimpleGrid, Switch, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessFlags } from '@/generated/model';
import { hasAicm } from '@/lib/access';
import { ACCESS_FLAGS, accessSwitchEnabled, type AicmCompany } from '../utils/user-rules';

interface AccessSwitchesProps {
  value: AccessFlags;
  onChange: (value: AccessFlags) => void;
  editingSelf: boolean;
  /** The selected company: Diversity Sourcing follows its AICM (`hasAicm`, the tile's and the route's rule). */
  company: AicmCompany;
  disabled?: boolean;
}

/** The seven per-user access switches (spec section 6), beside the schema form: they carry no validation. */
export function AccessSwitches({ value, onChange, editingSelf, company, disabled = false }: AccessSwitchesProps) {
  const { t } = useTranslation('users');
  const hintId = useId();
  const aicmHintId = useId();
  return (
    <chakra.fieldset
      borderWidth="1px"
      borderRadius="md"
      px="4"
      pb="4"
      pt="1"
      aria-describedby={editingSelf ? hintId : undefined}
    >
      <chakra.legend px="1" fontWeight="medium" textStyle="sm">
        {t('access.legend')}
      </chakra.legend>
      {editingSelf ? (
        <Text id={hintId} textStyle="xs" color="fg.muted" mb="2">
          {t('access.ownLocked')}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="3" mt="2">
        {ACCESS_FLAGS.map((flag) => {
          const enabled = !disabled && accessSwitchEnabled(flag, editingSelf, company);
          const needsAicm = flag === 'accessDiversitySourcing' && !hasAicm(company);
          return (
            <Box key={flag}>
              <Switch.Root
                checked={value[flag]}
                disabled={!enabled}
                onCheckedChange={(details) => onChange({ ...value, [flag]: details.checked })}
              >
                <Switch.HiddenInput aria-describedby={needsAicm ? aicmHintId : undefined} />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>{t(`access.${flag}`)}</Switch.Label>
              </Switch.Root>
              {needsAicm ? (
                <Text id={aicmHintId} textStyle="xs" color="fg.muted" ms="11">
                  {t('access.diversitySourcingNeedsAICM')}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </SimpleGrid>
    </chakra.fieldset>
  );
}
