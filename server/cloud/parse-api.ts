// The part of Parse Server's Cloud Code API the shop uses, typed here so the Cloud Code type-checks with the
// rest of the shop without Parse's own type packages. Parse passes its SDK object to registerCloudCode.

export interface ParseACL {
  setPublicReadAccess(allowed: boolean): void;
  setReadAccess(userId: string, allowed: boolean): void;
  setWriteAccess(userId: string, allowed: boolean): void;
  setRoleReadAccess(role: string, allowed: boolean): void;
  setRoleWriteAccess(role: string, allowed: boolean): void;
}

export interface ParseObject {
  id: string | undefined;
  className: string;
  createdAt: Date | undefined;
  updatedAt: Date | undefined;
  get(field: string): unknown;
  set(field: string, value: unknown): void;
  set(fields: Record<string, unknown>): void;
  unset(field: string): void;
  dirtyKeys(): string[];
  increment(field: string, by?: number): void;
  setACL(acl: ParseACL): void;
  save(attributes?: Record<string, unknown> | null, options?: SaveOptions): Promise<ParseObject>;
  destroy(options?: SaveOptions): Promise<unknown>;
  toJSON(): Record<string, unknown>;
  relation(field: string): { query(): ParseQuery; add(object: ParseObject): void };
}

export interface SaveOptions {
  useMasterKey?: boolean;
  sessionToken?: string;
  context?: Record<string, unknown>;
}

export interface ParseQuery {
  equalTo(field: string, value: unknown): ParseQuery;
  containedIn(field: string, values: unknown[]): ParseQuery;
  descending(field: string): ParseQuery;
  limit(count: number): ParseQuery;
  get(id: string, options?: SaveOptions): Promise<ParseObject>;
  first(options?: SaveOptions): Promise<ParseObject | undefined>;
  find(options?: SaveOptions): Promise<ParseObject[]>;
  count(options?: SaveOptions): Promise<number>;
}

export interface ParseUser extends ParseObject {
  getSessionToken(): string | undefined;
}

export interface TriggerRequest {
  object: ParseObject;
  original?: ParseObject;
  user?: ParseUser;
  master: boolean;
  /** What the client sent beside the record (its X-Parse-Cloud-Context header). */
  context?: Record<string, unknown>;
}

export interface FunctionRequest {
  params: Record<string, unknown>;
  user?: ParseUser;
  master: boolean;
  /** The client's address (through the proxies TRUST_PROXY names). */
  ip: string;
}

/** A file (Parse.File): the owner's photos (files.ts). */
export interface ParseFile {
  _name: string;
  destroy(options?: SaveOptions): Promise<unknown>;
}
export type ParseFileClass = new (name: string, data?: unknown, type?: string) => ParseFile;

/** What a file trigger is given: the file (its bytes as base64, or a buffer), who sends it, the answer's headers. */
export interface FileRequest {
  file: { _name: string; _data?: string; _source?: { format?: string; buffer?: Uint8Array } };
  fileSize: number;
  user?: ParseUser;
  master: boolean;
  responseHeaders?: Record<string, string>;
}

export interface ParseErrorClass {
  new (code: number, message: string): Error;
  OBJECT_NOT_FOUND: number;
  OPERATION_FORBIDDEN: number;
  VALIDATION_ERROR: number;
  DUPLICATE_VALUE: number;
  INVALID_SESSION_TOKEN: number;
}

export interface ParseSdk {
  Cloud: {
    beforeSave(className: string, handler: (request: TriggerRequest) => unknown): void;
    beforeSave(file: ParseFileClass, handler: (request: FileRequest) => unknown): void;
    afterSave(className: string, handler: (request: TriggerRequest) => unknown): void;
    beforeDelete(className: string, handler: (request: TriggerRequest) => unknown): void;
    beforeDelete(file: ParseFileClass, handler: (request: FileRequest) => unknown): void;
    afterDelete(className: string, handler: (request: TriggerRequest) => unknown): void;
    afterFind(file: ParseFileClass, handler: (request: FileRequest) => unknown): void;
    /** Before a list or a read by id (REST). */
    beforeFind(className: string, handler: (request: { user?: ParseUser; master: boolean }) => unknown): void;
    /** Before a LiveQuery subscription is taken. */
    beforeSubscribe(className: string, handler: (request: { user?: ParseUser; master?: boolean }) => unknown): void;
    define(name: string, handler: (request: FunctionRequest) => unknown): void;
  };
  Object: {
    extend(className: string): new () => ParseObject;
  };
  Query: new (className: string) => ParseQuery;
  ACL: new () => ParseACL;
  Role: new (name: string, acl: ParseACL) => ParseObject;
  User: new () => ParseUser;
  Error: ParseErrorClass;
  File: ParseFileClass;
}
