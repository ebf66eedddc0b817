import schema from '@schemas/compiled/company-info.schema.json';
import uiSchema from '@schemas/company-info.ui.json';
import validators from '@schemas/compiled/company-info.validators.js';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import type { CompanyInfoFormData } from './company-info-rules';

/** The Company Info form (spec sections 2 and 5); the industry list lives in its schema and UI schema. */
export const companyInfoForm = defineSchemaForm<CompanyInfoFormData>(schema, uiSchema, validators);
