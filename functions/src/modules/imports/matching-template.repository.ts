import type { Firestore } from 'firebase-admin/firestore';
import { matchingTemplateRef } from '../../db/collections.js';
import { matchingTemplateData, toMatchingTemplate } from '../../db/matching-template-document.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type {
  MatchingTemplate,
  MatchingTemplateValues,
} from '../../shared/contract/matching.schema.js';

export interface CollectPlace {
  readonly programId: string;
  readonly id: string;
}

export interface MatchingTemplatesRepository {
  find(collect: CollectPlace): Promise<MatchingTemplate | null>;
  save(
    collect: CollectPlace,
    template: MatchingTemplateValues,
    by: PersonRef,
    at: Date,
  ): Promise<MatchingTemplate>;
}

export function createMatchingTemplatesRepository(db: Firestore): MatchingTemplatesRepository {
  return {
    async find(collect) {
      const snapshot = await matchingTemplateRef(db, collect.programId, collect.id).get();
      return snapshot.exists ? toMatchingTemplate(snapshot) : null;
    },
    async save(collect, template, by, at) {
      const ref = matchingTemplateRef(db, collect.programId, collect.id);
      await ref.set(matchingTemplateData(template, by, at));
      return toMatchingTemplate(await ref.get());
    },
  };
}
