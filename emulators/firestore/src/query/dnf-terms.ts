import type { Condition } from './query-model.js';

export type Leaf = Extract<Condition, { kind: 'field' | 'unary' }>;

/** Disjunctive normal form: a list of conjunctions, IN filters left unexpanded. */
export function dnfTerms(condition: Condition): Leaf[][] {
  if (condition.kind === 'field' || condition.kind === 'unary') return [[condition]];
  if (condition.kind === 'or') return condition.children.flatMap(dnfTerms);
  let terms: Leaf[][] = [[]];
  for (const child of condition.children) {
    const childTerms = dnfTerms(child);
    terms = terms.flatMap((term) => childTerms.map((childTerm) => [...term, ...childTerm]));
  }
  return terms;
}
