/**
 * Shapes of the google.firestore.v1 messages as @grpc/proto-loader decodes them
 * (camelCase, int64 as strings, enums as names) and as it encodes our replies.
 * Only the fields the emulator reads or writes are declared.
 */

export interface Timestamp {
  seconds?: string | number;
  nanos?: number;
}

export interface LatLng {
  latitude?: number;
  longitude?: number;
}

export interface ArrayValue {
  values?: Value[];
}

export interface MapValue {
  fields?: Record<string, Value>;
}

export interface Value {
  valueType?: string;
  nullValue?: 'NULL_VALUE' | number | null;
  booleanValue?: boolean;
  integerValue?: string | number;
  doubleValue?: number;
  timestampValue?: Timestamp;
  stringValue?: string;
  bytesValue?: Uint8Array;
  referenceValue?: string;
  geoPointValue?: LatLng;
  arrayValue?: ArrayValue;
  mapValue?: MapValue;
}

export type Fields = Record<string, Value>;

export interface Document {
  name?: string;
  fields?: Fields;
  createTime?: Timestamp;
  updateTime?: Timestamp;
}

export interface DocumentMask {
  fieldPaths?: string[];
}

export interface Precondition {
  conditionType?: string;
  exists?: boolean;
  updateTime?: Timestamp;
}

export interface FieldTransform {
  fieldPath?: string;
  transformType?: string;
  setToServerValue?: string;
  increment?: Value;
  maximum?: Value;
  minimum?: Value;
  appendMissingElements?: ArrayValue;
  removeAllFromArray?: ArrayValue;
}

export interface DocumentTransform {
  document?: string;
  fieldTransforms?: FieldTransform[];
}

export interface Write {
  operation?: string;
  update?: Document;
  delete?: string;
  transform?: DocumentTransform;
  updateMask?: DocumentMask;
  updateTransforms?: FieldTransform[];
  currentDocument?: Precondition;
}

export interface WriteResult {
  updateTime?: Timestamp;
  transformResults?: Value[];
}

export interface Status {
  code: number;
  message: string;
}

export interface TransactionOptions {
  mode?: string;
  readOnly?: { readTime?: Timestamp };
  readWrite?: { retryTransaction?: Uint8Array };
}

export interface FieldReference {
  fieldPath?: string;
}

export interface FieldFilter {
  field?: FieldReference;
  op?: string;
  value?: Value;
}

export interface UnaryFilter {
  op?: string;
  field?: FieldReference;
}

export interface CompositeFilter {
  op?: string;
  filters?: Filter[];
}

export interface Filter {
  filterType?: string;
  compositeFilter?: CompositeFilter;
  fieldFilter?: FieldFilter;
  unaryFilter?: UnaryFilter;
}

export interface Order {
  field?: FieldReference;
  direction?: string;
}

export interface Cursor {
  values?: Value[];
  before?: boolean;
}

export interface CollectionSelector {
  collectionId?: string;
  allDescendants?: boolean;
}

export interface StructuredQuery {
  select?: { fields?: FieldReference[] };
  from?: CollectionSelector[];
  where?: Filter;
  orderBy?: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  limit?: { value?: number };
  findNearest?: unknown;
}

export interface Aggregation {
  operator?: string;
  count?: { upTo?: { value?: string | number } };
  sum?: { field?: FieldReference };
  avg?: { field?: FieldReference };
  alias?: string;
}

export interface StructuredAggregationQuery {
  structuredQuery?: StructuredQuery;
  aggregations?: Aggregation[];
}

/** Read consistency fields shared by the read RPCs. */
export interface ConsistencySelector {
  consistencySelector?: string;
  transaction?: Uint8Array;
  newTransaction?: TransactionOptions;
  readTime?: Timestamp;
}

export interface GetDocumentRequest extends ConsistencySelector {
  name?: string;
  mask?: DocumentMask;
}

export interface ListDocumentsRequest extends ConsistencySelector {
  parent?: string;
  collectionId?: string;
  pageSize?: number;
  pageToken?: string;
  orderBy?: string;
  mask?: DocumentMask;
  showMissing?: boolean;
}

export interface CreateDocumentRequest {
  parent?: string;
  collectionId?: string;
  documentId?: string;
  document?: Document;
  mask?: DocumentMask;
}

export interface UpdateDocumentRequest {
  document?: Document;
  updateMask?: DocumentMask;
  mask?: DocumentMask;
  currentDocument?: Precondition;
}

export interface DeleteDocumentRequest {
  name?: string;
  currentDocument?: Precondition;
}

export interface BatchGetDocumentsRequest extends ConsistencySelector {
  database?: string;
  documents?: string[];
  mask?: DocumentMask;
}

export interface BatchGetDocumentsResponse {
  found?: Document;
  missing?: string;
  transaction?: Uint8Array;
  readTime?: Timestamp;
}

export interface BeginTransactionRequest {
  database?: string;
  options?: TransactionOptions;
}

export interface CommitRequest {
  database?: string;
  writes?: Write[];
  transaction?: Uint8Array;
}

export interface RollbackRequest {
  database?: string;
  transaction?: Uint8Array;
}

export interface RunQueryRequest extends ConsistencySelector {
  parent?: string;
  structuredQuery?: StructuredQuery;
  explainOptions?: unknown;
}

export interface RunQueryResponse {
  transaction?: Uint8Array;
  document?: Document;
  readTime?: Timestamp;
  skippedResults?: number;
  done?: boolean;
}

export interface RunAggregationQueryRequest extends ConsistencySelector {
  parent?: string;
  structuredAggregationQuery?: StructuredAggregationQuery;
  explainOptions?: unknown;
}

export interface RunAggregationQueryResponse {
  result?: { aggregateFields: Fields };
  transaction?: Uint8Array;
  readTime?: Timestamp;
}

export interface ListCollectionIdsRequest {
  parent?: string;
  pageSize?: number;
  pageToken?: string;
  readTime?: Timestamp;
}

export interface BatchWriteRequest {
  database?: string;
  writes?: Write[];
}
