import { Grid, GridItem } from '@chakra-ui/react';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import type { SchemaFormContext } from '../form-context';

/** Properties in a grid: `ui:options.columns: 2` gives two columns from md; `fullWidth` spans the row. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps<unknown, never, SchemaFormContext>) {
  const { properties, uiSchema } = props;
  const columns = Number(getUiOptions(uiSchema).columns ?? 1);
  return (
    <Grid gap="4" templateColumns={{ base: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` }}>
      {properties.map((property) => {
        if (property.hidden) return property.content;
        const fieldUi = uiSchema?.[property.name] as Record<string, unknown> | undefined;
        const fullWidth = Boolean(getUiOptions(fieldUi).fullWidth);
        return (
          <GridItem key={property.name} colSpan={{ base: 1, md: fullWidth ? columns : 1 }}>
            {property.content}
          </GridItem>
        );
      })}
    </Grid>
  );
}
