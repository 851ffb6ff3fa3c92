/**
 * A record id chosen by the browser (the api takes 16 to 40 letters, digits, `_` or `-`): a
 * form keeps one for its life, so a double submit or a retry after a lost answer creates one
 * record, not two.
 */
export function newRecordId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
