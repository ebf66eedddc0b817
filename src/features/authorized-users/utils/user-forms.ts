import detailsSchema from '@schemas/compiled/add-user-details.schema.json';
import detailsUi from '@schemas/add-user-details.ui.json';
import emailSchema from '@schemas/compiled/add-user-email.schema.json';
import emailUi from '@schemas/add-user-email.ui.json';
import detailsValidators from '@schemas/compiled/add-user-details.validators.js';
import emailValidators from '@schemas/compiled/add-user-email.validators.js';
import editValidators from '@schemas/compiled/user-edit.validators.js';
import editSchema from '@schemas/compiled/user-edit.schema.json';
import editUi from '@schemas/user-edit.ui.json';
import { defineSchemaForm, type SchemaFormDefinition } from '@/components/schema-form/form-definition';
import type { NewUserRole, UserRole } from '@/generated/model';

export interface AddUserEmailData {
  email?: string;
}

export interface AddUserDetailsData {
  firstName?: string;
  lastName?: string;
  userRole?: NewUserRole;
}

export interface UserEditData {
  firstName?: string;
  lastName?: string;
  email?: string;
  userRole?: UserRole;
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/** Add User stepper, step 1 (spec section 4). */
export const addUserEmailForm = defineSchemaForm<AddUserEmailData>(emailSchema, emailUi, emailValidators);
/** Add User stepper, step 2. */
export const addUserDetailsForm = defineSchemaForm<AddUserDetailsData>(detailsSchema, detailsUi, detailsValidators);
/** Update User dialog and My Profile. */
export const userEditForm = defineSchemaForm<UserEditData>(editSchema, editUi, editValidators);

type FieldUi = Record<string, unknown>;

/** The same form with fields locked or hidden; validation is unchanged (a hidden field is simply empty). */
export function withFieldStates<T>(
  definition: SchemaFormDefinition<T>,
  states: Partial<Record<keyof T & string, 'disabled' | 'hidden'>>,
): SchemaFormDefinition<T> {
  const entries = Object.entries<'disabled' | 'hidden' | undefined>(states);
  if (entries.every(([, state]) => state === undefined)) return definition;
  const uiSchema = { ...definition.uiSchema } as Record<string, FieldUi>;
  for (const [field, state] of entries) {
    if (!state) continue;
    uiSchema[field] = {
      ...uiSchema[field],
      ...(state === 'hidden' ? { 'ui:widget': 'hidden' } : { 'ui:disabled': true }),
    };
  }
  return { ...definition, uiSchema: uiSchema as SchemaFormDefinition<T>['uiSchema'] };
}

interface ErrorNode {
  __errors?: string[];
  addError?: (message: string) => void;
}

/** rjsf builds error nodes only for keys present in formData; an untouched field may have none yet. */
export function addFieldError(errors: object, field: string, key: string): void {
  const parent = errors as Record<string, ErrorNode | undefined>;
  const node = parent[field];
  if (node?.addError) {
    node.addError(key);
    return;
  }
  const created: ErrorNode & { __errors: string[] } = {
    __errors: [key],
    addError(message: string) {
      this.__errors.push(message);
    },
  };
  parent[field] = created;
}
