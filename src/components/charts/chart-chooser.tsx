import { SegmentGroup } from '@chakra-ui/react';

interface ChartChooserProps<Value extends string> {
  /** The group's accessible name (what is being chosen). */
  label: string;
  /** The choices in their order, each with the reader's name of it. */
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
}

/** Which of a few measures a chart shows, as segments beside its heading (ChartFigure's `actions`). */
export function ChartChooser<Value extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
}: ChartChooserProps<Value>) {
  return (
    <SegmentGroup.Root
      size="sm"
      // On a phone the choices share the width and their names wrap ("Vistas de empleos"), rather than the
      // group pushing the page sideways.
      minW="0"
      maxW="full"
      value={value}
      onValueChange={(details) => {
        const chosen = options.find((option) => option.value === details.value);
        if (chosen) onChange(chosen.value);
      }}
      aria-label={label}
      disabled={disabled}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={[...options]} flex="1 1 auto" minW="0" h="auto" minH="8" py="1" />
    </SegmentGroup.Root>
  );
}
