import { apiMessages } from '@coach/shared/contracts';
import type { FastifySchemaValidationError } from 'fastify';

export interface ValidationDetails {
  fieldErrors: Record<string, string[]>;
  formErrors?: string[];
}

/** Turns schema issues into the shape forms read: messages grouped by field, in order. */
export function validationDetails(issues: readonly FastifySchemaValidationError[]): {
  message: string;
  details: ValidationDetails;
} {
  const fieldErrors: Record<string, string[]> = {};
  let rootIssue = false;
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    // A missing or non-object body has no field to point at; zod's text for it is not for users.
    if (!field) {
      rootIssue = true;
      continue;
    }
    const message = issue.message ?? apiMessages.validation;
    (fieldErrors[field] ??= []).push(message);
  }
  const firstField = Object.values(fieldErrors)[0]?.[0];
  return {
    message: firstField ?? apiMessages.validation,
    details: rootIssue ? { fieldErrors, formErrors: [apiMessages.validation] } : { fieldErrors },
  };
}
