import { LegalDocument } from '../components/legal-document';

export default function ConditionsOfUsePage() {
  return <LegalDocument document="terms" />;
}
