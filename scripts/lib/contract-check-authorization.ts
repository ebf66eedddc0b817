import {
  companyIdsOf,
  describeGate,
  gatesOf,
  unmetGate,
  type GateName,
  type Requirements,
} from '../../mocks/lib/requirements';
import type { CheckedOperation } from './contract-check-operations';
import type { Facts } from './contract-check-recipes';

/**
 * The authorization pass of the conformance check: for every company-scoped operation (one with
 * `x-requires`), requests the server must refuse with 403. Which companies to ask for comes from the
 * user's own companies (getCompanies), so nothing is configured by hand.
 */

type Company = Facts['companies'][number];

/** One refused request to make: the company to name, and what the row says about it. */
export interface AuthorizationProbe {
  operation: CheckedOperation;
  requirements: Requirements;
  /** The row's label after the operationId, e.g. `another company`, `without the ABI product`. */
  label: string;
  /** The company the request names, or null when the user has none that fits (the row is skipped). */
  companyId: number | null;
  /** How the request is made, for a failure (`as a member of Beta Logistics (1002), which lacks …`). */
  how: string;
  /** Why the probe cannot run, when companyId is null. */
  skipReason?: string;
}

/** The largest id the contract allows (Id: int32); the check walks down from it to one the user is not in. */
const LARGEST_ID = 2_147_483_647;

/**
 * A company the user is not a member of: an id none of their companies has, from the top of the id range,
 * so that no real company is likely to be named (the contract answers 403 whether or not it exists).
 */
export function foreignCompanyId(companies: readonly Pick<Company, 'id'>[]): number {
  let id = LARGEST_ID;
  while (companies.some((company) => company.id === id)) id -= 1;
  return id;
}

const named = (company: Company) => `${company.name} (${company.id})`;

/** One gate alone, so a company is picked for lacking exactly that one. */
function only(requirements: Requirements, gate: GateName): Requirements {
  const { membership, product, orPrior, feature, orders, role } = requirements;
  if (gate === 'product') return { membership, ...(product && { product }), ...(orPrior && { orPrior }) };
  if (gate === 'feature') return { membership, ...(feature && { feature }) };
  if (gate === 'orders') return { membership, ...(orders && { orders }) };
  return { membership, ...(role && { role }) };
}

/** The gate in a word or two, for the row's label: `ABI`, `JobPerformanceBoard`, `orders`, `Owner or Administrator`. */
function shortName(requirements: Requirements, gate: GateName): string {
  if (gate === 'product') return `${requirements.product ?? ''}${requirements.orPrior ? ' now or before' : ''}`;
  if (gate === 'feature') return requirements.feature ?? '';
  if (gate === 'orders') return 'orders';
  return (requirements.role ?? []).join(' or ');
}

function gateProbe(
  operation: CheckedOperation,
  requirements: Requirements,
  gate: GateName,
  companies: readonly Company[],
  defaultCompanyId: number | undefined,
): AuthorizationProbe {
  const short = shortName(requirements, gate);
  const lacking = (company: Company) => unmetGate(company, only(requirements, gate)) !== null;
  const probe = { operation, requirements };
  if (gate === 'role') {
    // Only the default company: the write goes with its own data (a server that skipped the gate would
    // change nothing), and a plain user's default company is the one they are a plain user of.
    const company = companies.find((candidate) => candidate.id === defaultCompanyId);
    const label = `not ${short}`;
    if (!company || !lacking(company)) {
      const skipReason = `the user is ${short} of the default company; sign in as a plain user to check it`;
      return { ...probe, label, companyId: null, how: '', skipReason };
    }
    return { ...probe, label, companyId: company.id, how: `as a plain user of ${named(company)}` };
  }
  const what = describeGate(requirements, gate);
  const company = companies.find(lacking);
  const label = `without ${short}`;
  if (!company) {
    const skipReason = `every company of the user has ${what}; sign in as a user of a company without it to check it`;
    return { ...probe, label, companyId: null, how: '', skipReason };
  }
  return { ...probe, label, companyId: company.id, how: `for ${named(company)}, which lacks ${what}` };
}

/**
 * The probes of every company-scoped operation, in contract order: another company (one the user is not
 * a member of), then one company of the user's that lacks each of its gates (product, feature, orders),
 * and, for a role, the default company when the user's role there is not one listed.
 */
export function authorizationProbes(
  operations: readonly CheckedOperation[],
  companies: readonly Company[],
  defaultCompanyId: number | undefined,
): AuthorizationProbe[] {
  const foreign = foreignCompanyId(companies);
  return operations.flatMap((operation) => {
    const requirements = operation.requires;
    if (!requirements) return [];
    return [
      {
        operation,
        requirements,
        label: 'another company',
        companyId: foreign,
        how: `for company ${foreign}, which the user is not a member of`,
      },
      ...gatesOf(requirements).map((gate) => gateProbe(operation, requirements, gate, companies, defaultCompanyId)),
    ];
  });
}

/** Null when the request names exactly the probe's company where `x-requires` says, else why not. */
export function misplacedCompany(
  requirements: Requirements,
  parts: { path?: unknown; query?: unknown; body?: unknown },
  companyId: number,
): string | null {
  const named = companyIdsOf(requirements, parts);
  if (named.length === 1 && named[0] === companyId) return null;
  return `the recipe does not send company ${companyId} at ${requirements.membership} (x-requires)`;
}
